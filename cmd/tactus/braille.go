package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/braille/brlapi"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// brailleFlags are the flags of `tactus braille`.
type brailleFlags struct {
	fen, lang, addr      string
	board, display, flip bool
	brf                  bool
}

// runBraille implements `tactus braille`: moves in the Braille chess code
// (default), the board (--board), or a live display through BRLTTY
// (--display).
func runBraille(e *env, args []string) error {
	fs := newFlagSet("braille")
	var f brailleFlags
	fs.StringVar(&f.fen, "fen", rules.StartFEN, "start from this `FEN`")
	fs.StringVar(&f.lang, "lang", "en", "`language` of the piece letters in the moves typed (en, de, fr, …)")
	fs.BoolVar(&f.board, "board", false, "print the board, rank 8 first, as the display shows it")
	fs.BoolVar(&f.flip, "flip", false, "with --board or --display: the board from Black's side")
	fs.BoolVar(&f.brf, "brf", false, "print North American ASCII Braille (BRF) instead of Unicode braille")
	fs.BoolVar(&f.display, "display", false, "show the position on a Braille display through BRLTTY and echo its keys until EOF or Ctrl-C")
	fs.StringVar(&f.addr, "brlapi", "", "BrlAPI `address` (host:N, :N; default $BRLAPI_HOST, then :0)")
	moves, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if f.board && f.display {
		return usagef("braille: --board and --display exclude each other")
	}
	pos, err := rules.ParseFEN(f.fen)
	if err != nil {
		return usagef("braille: --fen: %v", err)
	}
	lang, err := notation.ParseLanguage(f.lang)
	if err != nil {
		return usagef("braille: --lang: %v", err)
	}
	g := &braille.Game{Start: pos, Flip: f.flip, Selected: rules.NoSquare}
	if g.Moves, err = parseMoves(pos, moves, lang); err != nil {
		return err
	}
	switch {
	case f.display:
		return runBrailleDisplay(e, f, g)
	case f.board:
		final := finalPosition(g)
		return printCells(e, f.brf, boardCells(braille.UK2015.Board(&final, f.flip, rules.NoSquare)))
	case len(moves) == 0:
		return usagef("braille: no moves given (or use --board or --display)\n%s", flagUsage(fs))
	}
	cells, err := numberedMoves(pos, g.Moves)
	if err != nil {
		return err
	}
	return printCells(e, f.brf, cells)
}

// parseMoves reads moves typed in SAN, long algebraic or UCI.
func parseMoves(pos rules.Position, args []string, lang notation.Language) ([]rules.Move, error) {
	var out []rules.Move
	for i, s := range args {
		m, err := notation.ParseMove(&pos, s, lang)
		if err != nil {
			return nil, fmt.Errorf("braille: move %d: %w", i+1, err)
		}
		out = append(out, m)
		if err := pos.Play(m); err != nil {
			return nil, fmt.Errorf("braille: move %d: %w", i+1, err)
		}
	}
	return out, nil
}

// numberedMoves writes each move as an isolated numbered move.
func numberedMoves(pos rules.Position, moves []rules.Move) ([]braille.Cells, error) {
	var out []braille.Cells
	for i, m := range moves {
		out = append(out, braille.UK2015.NumberedMove(&pos, m))
		if err := pos.Play(m); err != nil {
			return nil, fmt.Errorf("braille: move %d: %w", i+1, err)
		}
	}
	return out, nil
}

// finalPosition replays g's moves, each checked when it was added; an
// illegal one would end the replay there.
func finalPosition(g *braille.Game) rules.Position {
	p := g.Start
	for _, m := range g.Moves {
		if p.Play(m) != nil {
			break
		}
	}
	return p
}

func boardCells(lines []braille.Line) []braille.Cells {
	out := make([]braille.Cells, len(lines))
	for i, l := range lines {
		out[i] = l.Cells
	}
	return out
}

// printCells prints one line of cells per line, as Unicode braille or BRF.
func printCells(e *env, brf bool, lines []braille.Cells) error {
	for _, l := range lines {
		s := l.String()
		if brf {
			var err error
			if s, err = braille.EncodeBRF(l); err != nil {
				return err
			}
		}
		if _, err := fmt.Fprintln(e.stdout, s); err != nil {
			return err
		}
	}
	return nil
}

// displayState is the state of `tactus braille --display`.
type displayState struct {
	e    *env
	s    *brlapi.Session
	g    *braille.Game
	view *braille.View
	sel  braille.Selector
	// promo holds the promotion moves waiting for the piece to be typed.
	promo []rules.Move
}

// runBrailleDisplay shows the game on a display and echoes its keys; a
// routing key over a square selects it, two selections play a move.
func runBrailleDisplay(e *env, f brailleFlags, g *braille.Game) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	s := brlapi.NewSession(func(ctx context.Context) (*brlapi.Client, error) {
		return brlapi.DialContext(ctx, f.addr, brlapi.Options{})
	}, brlapi.SessionOptions{})
	if err := s.Connect(ctx); err != nil {
		return fmt.Errorf("braille: %w", err)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go func() { // EOF on standard input ends the session too
		io.Copy(io.Discard, e.stdin)
		cancel()
	}()
	d := &displayState{e: e, s: s, g: g}
	err := d.loop(ctx)
	if cerr := s.Close(); err == nil {
		err = cerr
	}
	return err
}

// loop draws and handles keys until ctx ends.
func (d *displayState) loop(ctx context.Context) error {
	lines, err := braille.UK2015.Lines(d.g)
	if err != nil {
		return err
	}
	w, err := d.s.Width(ctx)
	if err != nil {
		return err
	}
	d.view = braille.NewView(lines, w)
	fmt.Fprintf(d.e.stdout, "display: %d cells\n", w)
	for {
		if err := d.draw(ctx); err != nil && !errors.Is(err, brlapi.ErrDisconnected) {
			return err
		}
		k, err := d.s.ReadKey(ctx)
		if ctx.Err() != nil {
			return nil
		}
		if err != nil {
			fmt.Fprintf(d.e.stdout, "error: %v\n", err)
			continue
		}
		fmt.Fprintf(d.e.stdout, "key: %v%s\n", k, d.handle(k))
	}
}

// draw refreshes the lines and writes the current window.
func (d *displayState) draw(ctx context.Context) error {
	lines, err := braille.UK2015.Lines(d.g)
	if err != nil {
		return err
	}
	if w, err := d.s.Width(ctx); err == nil {
		d.view.SetWidth(w)
	}
	d.view.SetLines(lines)
	return d.s.WriteDots(ctx, d.view.Cells().Bytes())
}

// handle applies one key and describes what it did.
func (d *displayState) handle(k brlapi.Key) string {
	switch k.Kind {
	case brlapi.KeyLineDown:
		d.view.Down()
	case brlapi.KeyLineUp:
		d.view.Up()
	case brlapi.KeyPanRight:
		d.view.PanRight()
	case brlapi.KeyPanLeft:
		d.view.PanLeft()
	case brlapi.KeyHome:
		d.view.Goto(0)
	case brlapi.KeyRoute:
		return d.route(k.Arg)
	case brlapi.KeyPassDots:
		return d.promote(braille.Cell(k.Arg))
	}
	return ""
}

// play plays m and describes it.
func (d *displayState) play(pos *rules.Position, m rules.Move) string {
	d.g.Moves = append(d.g.Moves, m)
	d.promo = nil
	return fmt.Sprintf("played %s %s", notation.SAN(pos, m), braille.UK2015.Move(pos, m))
}

// promote chooses the piece of a pending promotion from a chord typed on
// the Braille keyboard (q ⠟, r ⠗, l ⠇ bishop, s ⠎ knight).
func (d *displayState) promote(cell braille.Cell) string {
	if d.promo == nil {
		return ""
	}
	t, ok := braille.UK2015.PieceType(cell)
	for _, m := range d.promo {
		if ok && m.Promotion() == t {
			pos := finalPosition(d.g)
			return ": " + d.play(&pos, m)
		}
	}
	return ": not a promotion piece (type q, r, l or s)"
}

// route selects the square under a routing key.
func (d *displayState) route(cell int) string {
	sq, ok := d.view.Route(cell)
	if !ok {
		return ""
	}
	pos := finalPosition(d.g)
	ev := d.sel.Select(&pos, sq)
	d.g.Selected = rules.NoSquare
	if from, ok := d.sel.Selected(); ok {
		d.g.Selected = from
	}
	d.promo = nil
	switch {
	case ev.Kind == braille.ToSelected && len(ev.Moves) == 1:
		return fmt.Sprintf(": %v → %s", sq, d.play(&pos, ev.Moves[0]))
	case ev.Kind == braille.ToSelected && len(ev.Moves) > 1:
		d.promo = ev.Moves
		return fmt.Sprintf(": %v → promotion: type the piece (q, r, l, s) on the Braille keyboard", sq)
	case ev.Kind == braille.ToSelected:
		return fmt.Sprintf(": %v → no legal move %v-%v", sq, ev.From, ev.To)
	}
	return fmt.Sprintf(": %v %v", sq, ev.Kind)
}
