// Package brf writes chess scoresheets as BRF (Braille Ready Format): North
// American ASCII Braille text, laid out in lines and pages for an embosser
// (FIDE Laws Appendix D.2.7: the score may be kept in Braille).
//
//	g := brf.Game{Title: []string{"Smith - Jones"}, Start: rules.StartPosition(),
//		Moves: moves, Result: "1-0"}
//	err := brf.WriteGames(os.Stdout, braille.UK2015(), []brf.Game{g}, brf.Options{})
//
// Defaults: 40 cells a line, 25 lines a page, CR LF line ends, a form feed
// after every page. A line too long for the page is continued on the next
// line, indented by two cells, cut after a blank where there is one.
package brf

import (
	"errors"
	"fmt"
	"io"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/rules"
)

// PageBreak is how pages are separated.
type PageBreak int

// Page-break styles.
const (
	// FormFeed ends every page with a form feed (most embossers).
	FormFeed PageBreak = iota
	// PadLines fills every page with empty lines up to the page length,
	// for embossers that count lines instead.
	PadLines
	// NoBreak writes the lines continuously, for reading on a display.
	NoBreak
)

// Options lay out the pages; zero fields take the defaults.
type Options struct {
	LineLength int       // cells a line; default 40
	PageLength int       // lines a page; default 25
	LineEnd    string    // default "\r\n"
	PageBreak  PageBreak // default FormFeed
}

// ErrBadOptions is wrapped by errors about impossible options.
var ErrBadOptions = errors.New("brf: bad options")

// withDefaults fills in zero fields and checks the rest.
func (o Options) withDefaults() (Options, error) {
	if o.LineLength == 0 {
		o.LineLength = 40
	}
	if o.PageLength == 0 {
		o.PageLength = 25
	}
	if o.LineEnd == "" {
		o.LineEnd = "\r\n"
	}
	switch {
	case o.LineLength < 12 || o.LineLength > 200:
		return o, fmt.Errorf("%w: line length %d is not 12…200 cells", ErrBadOptions, o.LineLength)
	case o.PageLength < 1 || o.PageLength > 1000:
		return o, fmt.Errorf("%w: page length %d is not 1…1000 lines", ErrBadOptions, o.PageLength)
	case o.PageBreak < FormFeed || o.PageBreak > NoBreak:
		return o, fmt.Errorf("%w: page break style %d", ErrBadOptions, o.PageBreak)
	}
	return o, nil
}

// Game is one game for the scoresheet.
type Game struct {
	Title  []string       // heading lines in print (players, event), transcribed letter by letter
	Start  rules.Position // starting position
	Moves  []rules.Move   // legal moves from Start
	Result string         // "1-0", "0-1", "1/2-1/2", "*" or ""
}

// Scoresheet returns the lines of one game: its title lines, a blank line,
// one line per move number in the chess code, and the result.
func Scoresheet(code *braille.Code, g Game) ([]braille.Cells, error) {
	var lines []braille.Cells
	for _, t := range g.Title {
		lines = append(lines, braille.Text(t))
	}
	if len(lines) > 0 {
		lines = append(lines, nil)
	}
	game := rules.NewGame(g.Start)
	for _, m := range g.Moves {
		if err := game.Play(m); err != nil {
			return nil, fmt.Errorf("brf: %w", err)
		}
	}
	lines = append(lines, code.Scoresheet(game)...)
	if g.Result != "" {
		lines = append(lines, braille.Text(g.Result))
	}
	return lines, nil
}

// Paginate wraps lines to the line length (continuations indented by two
// cells) and cuts them into pages.
func Paginate(lines []braille.Cells, opts Options) ([][]braille.Cells, error) {
	o, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	var pages [][]braille.Cells
	var page []braille.Cells
	for _, l := range lines {
		for _, part := range wrap(l, o.LineLength) {
			if len(page) == o.PageLength {
				pages = append(pages, page)
				page = nil
			}
			page = append(page, part)
		}
	}
	if len(page) > 0 {
		pages = append(pages, page)
	}
	return pages, nil
}

// indent is the runover indentation of a continued line.
const indent = 2

// wrap cuts one line into lines of at most width cells.
func wrap(l braille.Cells, width int) []braille.Cells {
	var out []braille.Cells
	prefix := 0
	for {
		room := width - prefix
		if len(l) <= room {
			return append(out, pad(prefix, l))
		}
		cut, next := room, room
		for b := room; b > 0; b-- {
			if l[b] == braille.Blank {
				cut, next = b, b+1
				break
			}
		}
		out = append(out, pad(prefix, l[:cut]))
		l, prefix = l[next:], indent
	}
}

// pad prefixes n blank cells.
func pad(n int, l braille.Cells) braille.Cells {
	if n == 0 {
		return l
	}
	return append(make(braille.Cells, n, n+len(l)), l...)
}

// Write writes pages as BRF text.
func Write(w io.Writer, pages [][]braille.Cells, opts Options) error {
	o, err := opts.withDefaults()
	if err != nil {
		return err
	}
	var buf []byte
	for _, page := range pages {
		for _, l := range page {
			s, err := braille.EncodeBRF(l)
			if err != nil {
				return fmt.Errorf("brf: %w", err)
			}
			buf = append(append(buf, s...), o.LineEnd...)
		}
		switch o.PageBreak {
		case FormFeed:
			buf = append(buf, '\f')
		case PadLines:
			for i := len(page); i < o.PageLength; i++ {
				buf = append(buf, o.LineEnd...)
			}
		}
	}
	if _, err := w.Write(buf); err != nil {
		return fmt.Errorf("brf: write: %w", err)
	}
	return nil
}

// WriteGames writes each game's scoresheet, every game from a new page.
func WriteGames(w io.Writer, code *braille.Code, games []Game, opts Options) error {
	var pages [][]braille.Cells
	for i, g := range games {
		lines, err := Scoresheet(code, g)
		if err != nil {
			return fmt.Errorf("brf: game %d: %w", i+1, err)
		}
		p, err := Paginate(lines, opts)
		if err != nil {
			return err
		}
		pages = append(pages, p...)
	}
	return Write(w, pages, opts)
}
