package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/braille/brf"
	"github.com/tactuschess/tactus/rules/pgn"
)

// runSessionExport writes a journal's game as PGN or BRF.
func runSessionExport(e *env, args []string) error {
	fs := newFlagSet("session export")
	asPGN := fs.Bool("pgn", false, "write PGN (the default)")
	asBRF := fs.Bool("brf", false, "write a Braille (BRF) scoresheet")
	out := fs.String("out", "", "write to `FILE` (through a temporary file renamed into place); standard output when empty")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return usagef("session export: give one journal file")
	}
	if *asPGN && *asBRF {
		return usagef("session export: choose --pgn or --brf, not both")
	}
	s, _, err := replayJournal(e.stderr, rest[0])
	if err != nil {
		return err
	}
	g, err := s.PGN()
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if *asBRF {
		if err := writeBRF(&buf, []*pgn.Game{g}); err != nil {
			return err
		}
	} else if err := pgn.NewWriter(&buf).Write(g); err != nil {
		return fmt.Errorf("cannot write the PGN: %w", err)
	}
	if *out == "" {
		_, err := e.stdout.Write(buf.Bytes())
		return err
	}
	return writeFileAtomic(*out, buf.Bytes())
}

// writeFileAtomic writes data to a temporary file beside path, syncs it and
// renames it into place, so a crash leaves either the old file or the new.
func writeFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+strings.TrimPrefix(filepath.Base(path), ".")+".*.tmp")
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	tmp := f.Name()
	_, werr := f.Write(data)
	if werr == nil {
		werr = f.Sync()
	}
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(tmp, path)
	}
	if werr != nil {
		os.Remove(tmp)
		return fmt.Errorf("cannot write %s: %w", path, werr)
	}
	return nil
}

// writeBRF writes games as a Braille scoresheet with the default page layout.
func writeBRF(w io.Writer, games []*pgn.Game) error {
	sheets := make([]brf.Game, len(games))
	for i, g := range games {
		sheets[i] = brf.Game{Title: brfTitle(g), Start: g.Start, Moves: g.MainLine(), Result: string(g.Result)}
	}
	if err := brf.WriteGames(w, braille.UK2015, sheets, brf.Options{}); err != nil {
		return fmt.Errorf("cannot write the Braille scoresheet: %w", err)
	}
	return nil
}
