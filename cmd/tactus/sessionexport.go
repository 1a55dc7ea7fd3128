package main

import (
	"bytes"
	"context"
	"fmt"

	"github.com/tactuschess/tactus/braille/brf"
	"github.com/tactuschess/tactus/cmd/tactus/internal/export"
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
		return fileError("session export", rest[0], err)
	}
	g, err := s.PGN()
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if *asBRF {
		note, err := export.WriteBRF(context.Background(), &buf, []*pgn.Game{g}, brf.Options{})
		if err != nil {
			return err
		}
		if note != "" {
			fmt.Fprintln(e.stderr, note)
		}
	} else if err := pgn.NewWriter(&buf).Write(g); err != nil {
		return failed("cannot write the PGN", err)
	}
	if *out == "" {
		_, err := e.stdout.Write(buf.Bytes())
		return err
	}
	return export.WriteFileAtomic(*out, buf.Bytes())
}
