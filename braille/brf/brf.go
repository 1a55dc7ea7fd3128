// Package brf writes chess scoresheets as BRF (Braille Ready Format): North
// American ASCII Braille in upper case (bytes 0x20–0x5F, with CR LF line
// ends and form feeds), laid out in lines and pages for an embosser (FIDE
// Laws Appendix D.2.7: the score may be kept in Braille).
//
//	g := brf.Game{Title: []string{"Smith - Jones"}, Start: rules.StartPosition(),
//		Moves: moves, Result: "1-0"}
//	w, err := brf.WriteGames(ctx, os.Stdout, braille.UK2015(), []brf.Game{g},
//		brf.Options{Headings: brf.Louis{}})
//	if note := w.Note(); note != "" { fmt.Fprintln(os.Stderr, note) }
//
// The moves are in the chess code (braille.Code); the headings (players,
// event, site, date, round) and the result line are literary Braille,
// Unified English Braille, from Options.Headings: liblouis (Louis) where
// it is installed, else the built-in Grade1, which Options.Headings falls
// back to when it fails.
//
// Layout, after BANA's Braille Formats: 40 cells a line, 25 lines a page,
// CR LF line ends, a form feed after every page. The braille page number
// (numeric indicator and digits, ⠼⠁ for page 1) stands at the right end of
// the last line of each page, after at least three blank cells; a text
// line too long to share that line goes to the next page. A line too long
// for the page continues on the next line, indented by two cells, cut at a
// space; a word longer than a whole line is cut with a hyphen ⠤ at the
// end of the line (never after an indicator, and a number cut so goes on
// with its numeric indicator ⠼ repeated).
package brf

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/rules"
)

// Translator turns lines of print into literary Braille, one line of cells
// for each line. Louis and Grade1 are translators.
type Translator interface {
	Translate(ctx context.Context, lines []string) ([]braille.Cells, error)
}

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
	LineLength    int        // cells a line; default 40
	PageLength    int        // lines a page; default 25
	LineEnd       string     // default "\r\n"
	PageBreak     PageBreak  // default FormFeed
	NoPageNumbers bool       // leave the braille page numbers out
	Headings      Translator // headings and result line; nil: Grade1
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
	minPage := 2
	if o.NoPageNumbers {
		minPage = 1
	}
	switch {
	case o.LineLength < 12 || o.LineLength > 200:
		return o, fmt.Errorf("%w: line length %d is not 12…200 cells", ErrBadOptions, o.LineLength)
	case o.PageLength < minPage || o.PageLength > 1000:
		return o, fmt.Errorf("%w: page length %d is not %d…1000 lines", ErrBadOptions, o.PageLength, minPage)
	case o.PageBreak < FormFeed || o.PageBreak > NoBreak:
		return o, fmt.Errorf("%w: page break style %d", ErrBadOptions, o.PageBreak)
	case o.LineEnd != "\r\n" && o.LineEnd != "\n" && o.LineEnd != "\r":
		return o, fmt.Errorf("%w: line end %q is not CR LF, LF or CR", ErrBadOptions, o.LineEnd)
	}
	return o, nil
}

// Game is one game for the scoresheet.
type Game struct {
	Title  []string       // heading lines in print (players, event, site, date, round)
	Start  rules.Position // starting position
	Moves  []rules.Move   // legal moves from Start; rules.NoMove: a null move
	Result string         // the result line in print ("1-0", "1/2-1/2"); "" for none
}

// Written says what WriteGames wrote.
type Written struct {
	Pages int // braille pages
	// Fallback is why the headings are in the built-in Grade1 rather than
	// from Options.Headings (it wraps ErrNoLiblouis or ErrLiblouis when
	// that is Louis); nil when Options.Headings translated them.
	Fallback error
	// Skipped lists the games left out because their moves cannot be
	// played, in order.
	Skipped []Skipped
}

// Skipped is a game WriteGames left out.
type Skipped struct {
	Game int // 1-based, in the games given
	// Move and Side name the move that cannot be played (move 12, Black).
	Move int
	Side rules.Color
	Err  error // why; wraps rules.ErrIllegalMove
}

// NullMove returns the sign of a null move in the scoresheet: the "--" of PGN
// movetext, two hyphens ⠤⠤ (ASCII Braille "--"). The chess codes have no
// null move sign; analysis files (ChessBase, PGN) write one where a side
// passes.
func NullMove() braille.Cells {
	return braille.Cells{braille.Dot3 | braille.Dot6, braille.Dot3 | braille.Dot6}
}

// Note is Fallback in one sentence for people, or "".
func (w Written) Note() string {
	switch {
	case w.Fallback == nil:
		return ""
	case errors.Is(w.Fallback, ErrNoLiblouis):
		return "liblouis is not installed, so the headings are in tactus's own UEB grade 1."
	}
	return "liblouis could not translate the headings, so they are in tactus's own UEB grade 1."
}

// WriteGames writes each game's scoresheet, every game from a new page:
// its headings, a blank line, one line per move number in the chess code,
// and the result line. A game whose moves cannot be played is left out
// and listed in Written.Skipped; the others are written. The error is for
// bad options (wrapping ErrBadOptions) or a failed write. It writes
// through a Writer.
func WriteGames(ctx context.Context, w io.Writer, code *braille.Code, games []Game, opts Options) (Written, error) {
	bw, err := NewWriter(ctx, w, code, opts)
	if err != nil {
		return Written{}, err
	}
	for _, g := range games {
		if err := bw.Add(g); err != nil {
			return Written{}, err
		}
	}
	written, err := bw.Close()
	if err != nil {
		return Written{}, err
	}
	return written, nil
}

// batchSize is how many games a Writer holds: their headings are
// translated together (one liblouis run for each batch).
const batchSize = 256

// Writer writes scoresheets as WriteGames does, a game at a time: it holds
// one batch of games, whose headings it translates together, and writes
// their pages before it takes the next, so that any number of games takes
// the memory of one batch. The page numbers run on across batches.
type Writer struct {
	ctx     context.Context
	w       io.Writer
	code    *braille.Code
	o       Options
	batch   []Game
	added   int
	written Written
	err     error
}

// NewWriter returns a Writer writing to w; the error is for bad options
// (wrapping ErrBadOptions).
func NewWriter(ctx context.Context, w io.Writer, code *braille.Code, opts Options) (*Writer, error) {
	o, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	return &Writer{ctx: ctx, w: w, code: code, o: o}, nil
}

// Add takes the next game; it writes the pages of the games before it
// when a batch is full. The error is a failed write, after which Add and
// Close fail with it.
func (w *Writer) Add(g Game) error {
	if w.err != nil {
		return w.err
	}
	w.batch = append(w.batch, g)
	w.added++
	if len(w.batch) >= batchSize {
		return w.flush()
	}
	return nil
}

// Close writes the games not written yet and says what was written in
// all; Skipped numbers the games from 1 in the order added.
func (w *Writer) Close() (Written, error) {
	if err := w.flush(); err != nil {
		return Written{}, err
	}
	return w.written, nil
}

// flush writes the pages of the batch's games.
func (w *Writer) flush() error {
	if w.err != nil || len(w.batch) == 0 {
		return w.err
	}
	heads, fallback := headings(w.ctx, w.batch, w.o.Headings)
	if fallback != nil && w.written.Fallback == nil {
		w.written.Fallback = fallback
	}
	first := w.added - len(w.batch)
	var pages [][]braille.Cells
	for i, g := range w.batch {
		lines, err := scoresheet(w.code, g, heads[:len(g.Title)], heads[len(g.Title)])
		heads = heads[len(g.Title)+1:]
		var bad *badMove
		if errors.As(err, &bad) {
			w.written.Skipped = append(w.written.Skipped, Skipped{Game: first + i + 1, Move: bad.move, Side: bad.side, Err: err})
			continue
		}
		pages = append(pages, paginate(lines, w.o, w.written.Pages+len(pages)+1)...)
	}
	clear(w.batch)
	w.batch = w.batch[:0]
	if err := write(w.w, pages, w.o); err != nil {
		w.err = err
		return err
	}
	w.written.Pages += len(pages)
	return nil
}

// headings translates every game's title lines and result line, in that
// order, with t, or with Grade1 when t is nil or fails (the error says why).
func headings(ctx context.Context, games []Game, t Translator) ([]braille.Cells, error) {
	var print []string
	for _, g := range games {
		print = append(append(print, g.Title...), g.Result)
	}
	if t == nil {
		t = Grade1{}
	}
	cells, err := t.Translate(ctx, print)
	if err == nil && len(cells) != len(print) {
		err = fmt.Errorf("brf: %d lines translated into %d", len(print), len(cells))
	}
	for i := 0; err == nil && i < len(cells); i++ {
		if !sixDot(cells[i]) {
			err = fmt.Errorf("brf: heading %d has cells with dot 7 or 8", i+1)
		}
	}
	if err != nil {
		cells, _ = Grade1{}.Translate(ctx, print)
	}
	return cells, err
}

// sixDot reports whether cs has six-dot cells only.
func sixDot(cs braille.Cells) bool {
	for _, c := range cs {
		if !c.SixDot() {
			return false
		}
	}
	return true
}

// scoresheet returns the lines of one game from its translated headings.
func scoresheet(code *braille.Code, g Game, title []braille.Cells, result braille.Cells) ([]braille.Cells, error) {
	lines := append([]braille.Cells(nil), title...)
	if len(lines) > 0 {
		lines = append(lines, nil)
	}
	moves, err := moveLines(code, g.Start, g.Moves)
	if err != nil {
		return nil, err
	}
	lines = append(lines, moves...)
	if len(result) > 0 {
		lines = append(lines, result)
	}
	return lines, nil
}

// moveLines returns the moves from start in the chess code, one line per
// move number, as braille.Code.Scoresheet does, with NullMove for a
// rules.NoMove (the fullmove number goes on after it, as in PGN).
func moveLines(code *braille.Code, start rules.Position, moves []rules.Move) ([]braille.Cells, error) {
	pos := start
	var lines []braille.Cells
	var line braille.Cells
	for i, m := range moves {
		before := pos
		if pos.SideToMove() == rules.White || line == nil {
			if line != nil {
				lines = append(lines, line)
			}
			line = code.Number(nil, pos.FullmoveNumber())
			line = append(line, braille.Blank)
			if pos.SideToMove() == rules.Black {
				line = append(line, code.BlackMove...)
			}
		} else {
			line = append(line, braille.Blank)
		}
		var err error
		if m == rules.NoMove {
			line = append(line, NullMove()...)
			err = pos.PlayNull()
		} else if pos.IsLegal(m) {
			line = code.AppendMove(line, &pos, m)
			err = pos.Play(m)
		} else {
			err = pos.Play(m) // says why
		}
		if err != nil {
			return nil, &badMove{ply: i + 1, move: before.FullmoveNumber(), side: before.SideToMove(), err: err}
		}
	}
	if line != nil {
		lines = append(lines, line)
	}
	return lines, nil
}

// badMove is a move of a game that cannot be played.
type badMove struct {
	ply, move int
	side      rules.Color
	err       error
}

func (e *badMove) Error() string {
	return fmt.Sprintf("brf: ply %d (move %d, %s): %v", e.ply, e.move, e.side, e.err)
}

func (e *badMove) Unwrap() error { return e.err }
