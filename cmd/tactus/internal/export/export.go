// Package export writes a finished (or adjourned) game's records for
// people: the PGN and the Braille (BRF) scoresheet, each through a
// temporary file renamed into place. cmd/tactus's `session export` and
// `pgn brf` and the app at game end share it.
//
//	err := export.WriteFileAtomic("game.pgn", data)
package export

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/braille/brf"
	"github.com/tactuschess/tactus/internal/atomicfile"
	"github.com/tactuschess/tactus/rules/pgn"
)

// WriteFileAtomic writes data to path through atomicfile (a temporary
// file beside path, synced, renamed into place, the folder synced), so a
// crash or a power cut leaves either the old file or the new, and the new
// name survives. The file may be read by its owner only, as before.
func WriteFileAtomic(path string, data []byte) error {
	if err := atomicfile.Write(path, data, 0o600); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	return nil
}

// WriteBRF writes games as a Braille scoresheet with the page layout opts
// (the zero Options: the default layout). The headings are in literary
// Braille through liblouis (brf.Louis) unless opts.Headings says otherwise;
// when liblouis is missing or fails they are in the built-in UEB grade 1,
// and note says so in one sentence (else it is ""). A null move is written
// "--" (brf.NullMove()). A game whose moves cannot be played is an error, and
// nothing is written then (WriteBRFGames leaves it out instead). Bad
// options wrap brf.ErrBadOptions.
func WriteBRF(ctx context.Context, w io.Writer, games []*pgn.Game, opts brf.Options) (note string, err error) {
	var buf bytes.Buffer
	written, err := writeBRF(ctx, &buf, games, opts)
	if err != nil {
		return "", err
	}
	if len(written.Skipped) > 0 {
		s := written.Skipped[0]
		return "", fmt.Errorf("export: cannot write the Braille scoresheet: game %d: %w", s.Game, s.Err)
	}
	if _, err := w.Write(buf.Bytes()); err != nil {
		return "", fmt.Errorf("export: cannot write the Braille scoresheet: %w", err)
	}
	return written.Note(), nil
}

// WriteBRFGames writes games as WriteBRF does, except that a game whose
// moves cannot be played is left out: the others are written, and
// written.Skipped lists the games left out (numbered from 1 in games).
func WriteBRFGames(ctx context.Context, w io.Writer, games []*pgn.Game, opts brf.Options) (written brf.Written, err error) {
	return writeBRF(ctx, w, games, opts)
}

func writeBRF(ctx context.Context, w io.Writer, games []*pgn.Game, opts brf.Options) (brf.Written, error) {
	bw, err := NewBRFWriter(ctx, w, opts)
	if err != nil {
		return brf.Written{}, err
	}
	for _, g := range games {
		if err := bw.Add(g); err != nil {
			return brf.Written{}, err
		}
	}
	return bw.Close()
}

// BRFWriter writes games as WriteBRFGames does, one at a time as they are
// read (a brf.Writer): a file of any number of games takes the memory of
// one batch of them.
type BRFWriter struct{ w *brf.Writer }

// NewBRFWriter returns a BRFWriter writing to w; bad options wrap
// brf.ErrBadOptions.
func NewBRFWriter(ctx context.Context, w io.Writer, opts brf.Options) (*BRFWriter, error) {
	if opts.Headings == nil {
		opts.Headings = brf.Louis{}
	}
	bw, err := brf.NewWriter(ctx, w, braille.UK2015(), opts)
	if err != nil {
		return nil, err
	}
	return &BRFWriter{w: bw}, nil
}

// Add takes the next game (its heading fields cut as Title cuts them).
func (b *BRFWriter) Add(g *pgn.Game) error {
	err := b.w.Add(brf.Game{Title: Title(g), Start: g.StartPosition(), Moves: g.MainLine(), Result: ResultLine(g)})
	if err != nil {
		return fmt.Errorf("export: cannot write the Braille scoresheet: %w", err)
	}
	return nil
}

// Close writes the rest and says what was written; Skipped numbers the
// games from 1 in the order added.
func (b *BRFWriter) Close() (brf.Written, error) {
	written, err := b.w.Close()
	if err != nil {
		return written, fmt.Errorf("export: cannot write the Braille scoresheet: %w", err)
	}
	return written, nil
}

// MaxHeading is the most characters of a tag a scoresheet's heading shows:
// a longer value (a hostile file's 70,000-character name) is cut to it and
// ends with "…" (LongTags names the tags so cut).
const MaxHeading = 200

// LongTags returns the names of g's tags that a heading shows and cuts to
// MaxHeading, in the order Title uses them.
func LongTags(g *pgn.Game) []string {
	var long []string
	for _, name := range []string{"White", "Black", "Event", "Site", "Date", "Round"} {
		if v, _ := g.Tag(name); utf8.RuneCountInString(v) > MaxHeading {
			long = append(long, name)
		}
	}
	return long
}

// heading is v cut to MaxHeading characters.
func heading(v string) string {
	if utf8.RuneCountInString(v) <= MaxHeading {
		return v
	}
	r := []rune(v)
	return string(r[:MaxHeading]) + "…"
}

// Title is the heading of a game's scoresheet in print: the players, then
// the event, the site, and the date and round, each when known, each cut
// to MaxHeading characters.
func Title(g *pgn.Game) []string {
	tag := func(name string) string {
		v, _ := g.Tag(name)
		if v == "?" || v == "-" || strings.Trim(v, "?.") == "" {
			return ""
		}
		return heading(v)
	}
	var title []string
	if w, b := tag("White"), tag("Black"); w != "" || b != "" {
		title = append(title, orUnknown(w)+" - "+orUnknown(b))
	}
	for _, t := range []string{tag("Event"), tag("Site")} {
		if t != "" {
			title = append(title, t)
		}
	}
	var when []string
	if d := date(tag("Date")); d != "" {
		when = append(when, d)
	}
	if r := tag("Round"); r != "" {
		when = append(when, "round "+r)
	}
	if len(when) > 0 {
		title = append(title, strings.Join(when, ", "))
	}
	return title
}

// date is a PGN date with its unknown parts ("2024.??.??") left out.
func date(d string) string {
	parts := strings.Split(d, ".")
	for i, p := range parts {
		if strings.Contains(p, "?") {
			parts = parts[:i]
			break
		}
	}
	return strings.Join(parts, ".")
}

// ResultLine is the last line of a game's scoresheet in print: the result
// as PGN writes it, or "unfinished" for "*".
func ResultLine(g *pgn.Game) string {
	if g.Result == "*" || g.Result == "" {
		return "unfinished"
	}
	return string(g.Result)
}

// orUnknown is s, or "?" when s is empty.
func orUnknown(s string) string {
	if s == "" {
		return "?"
	}
	return s
}
