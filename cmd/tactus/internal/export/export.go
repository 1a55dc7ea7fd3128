// Package export writes a finished (or adjourned) game's records for
// people: the PGN and the Braille (BRF) scoresheet, each through a
// temporary file renamed into place. cmd/tactus's `session export` and
// `pgn brf` and the app at game end share it.
//
//	err := export.WriteFileAtomic("game.pgn", data)
package export

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/braille/brf"
	"github.com/tactuschess/tactus/rules/pgn"
)

// WriteFileAtomic writes data to a temporary file beside path, syncs it and
// renames it into place, so a crash leaves either the old file or the new.
func WriteFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+strings.TrimPrefix(filepath.Base(path), ".")+".*.tmp")
	if err != nil {
		return fmt.Errorf("export: cannot write %s: %w", path, err)
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
		return fmt.Errorf("export: cannot write %s: %w", path, werr)
	}
	return nil
}

// WriteBRF writes games as a Braille scoresheet with the page layout opts
// (the zero Options: the default layout). Bad options wrap brf.ErrBadOptions.
func WriteBRF(w io.Writer, games []*pgn.Game, opts brf.Options) error {
	sheets := make([]brf.Game, len(games))
	for i, g := range games {
		sheets[i] = brf.Game{Title: Title(g), Start: g.Start, Moves: g.MainLine(), Result: string(g.Result)}
	}
	if err := brf.WriteGames(w, braille.UK2015(), sheets, opts); err != nil {
		return fmt.Errorf("export: cannot write the Braille scoresheet: %w", err)
	}
	return nil
}

// Title is the heading of a game's scoresheet: the players, then the event
// and date when known.
func Title(g *pgn.Game) []string {
	tag := func(name string) string {
		v, _ := g.Tag(name)
		if v == "?" || strings.Trim(v, "?.") == "" {
			return ""
		}
		return v
	}
	var title []string
	if w, b := tag("White"), tag("Black"); w != "" || b != "" {
		title = append(title, orUnknown(w)+" - "+orUnknown(b))
	}
	if ev := strings.TrimSpace(tag("Event") + " " + tag("Date")); ev != "" {
		title = append(title, ev)
	}
	return title
}

// orUnknown is s, or "?" when s is empty.
func orUnknown(s string) string {
	if s == "" {
		return "?"
	}
	return s
}
