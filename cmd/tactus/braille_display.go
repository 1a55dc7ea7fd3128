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
	"github.com/tactuschess/tactus/cmd/tactus/internal/brailledisplay"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// displayState is the state of `tactus braille --display`. It describes
// every key on standard output in words, one line each, with no braille
// in it: the cells are for the brailledisplay.
type displayState struct {
	e      *env
	s      *brlapi.Session
	g      *rules.Game
	code   *braille.Code
	layout braille.Layout
	view   *braille.View
	sel    braille.Selector
	// promo holds the promotion moves waiting for the piece to be typed.
	promo []rules.Move
}

// runBrailleDisplay shows the game on a display and describes its keys; a
// routing key over a square selects it, two selections play a move.
func runBrailleDisplay(e *env, f brailleFlags, g *rules.Game) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	s := brlapi.NewSession(func(ctx context.Context) (*brlapi.Client, error) {
		return brlapi.DialContext(ctx, f.addr, brlapi.Options{})
	}, brlapi.SessionOptions{})
	if err := s.Connect(ctx); err != nil {
		return fmt.Errorf("braille: %s", brailledisplay.Problem(err))
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go func() { // EOF on standard input ends the session too
		io.Copy(io.Discard, e.stdin)
		cancel()
	}()
	code := braille.UK2015()
	d := &displayState{e: e, s: s, g: g, code: code, layout: braille.Layout{Flip: f.flip},
		view: braille.NewView(nil, 1)}
	err := d.loop(ctx)
	if cerr := s.Close(); err == nil && cerr != nil {
		err = fmt.Errorf("braille: %s", brailledisplay.Problem(cerr))
	}
	return err
}

// loop draws and handles keys until ctx ends.
func (d *displayState) loop(ctx context.Context) error {
	w, err := d.s.Width(ctx)
	if err != nil {
		return fmt.Errorf("braille: %s", brailledisplay.Problem(err))
	}
	d.view.SetWidth(w)
	d.say("display: %d cells", w)
	for {
		if err := d.draw(ctx); err != nil && !errors.Is(err, brlapi.ErrDisconnected) {
			return fmt.Errorf("braille: %s", brailledisplay.Problem(err))
		}
		k, err := d.s.ReadKey(ctx)
		switch {
		case ctx.Err() != nil:
			return nil
		case errors.Is(err, brlapi.ErrDisconnected):
			d.say("display: connection lost") // told at once; the next read reconnects
		case err != nil:
			d.say("display: %s", brailledisplay.Problem(err))
		default:
			d.say("%s", d.handle(ctx, k))
		}
	}
}

// say prints one line.
func (d *displayState) say(format string, a ...any) {
	fmt.Fprintf(d.e.stdout, format+"\n", a...)
}

// draw refreshes the lines and writes the current window.
func (d *displayState) draw(ctx context.Context) error {
	d.layout.Selected = d.layout.Selected[:0]
	if from, ok := d.sel.Selected(); ok {
		d.layout.Selected = append(d.layout.Selected, from)
	}
	d.view.SetLines(d.code.Lines(d.g, d.layout))
	return d.s.WriteDots(ctx, d.view.Cells().Bytes())
}

// show puts a message on the cells and returns it for the line printed.
func (d *displayState) show(msg string) string {
	d.view.Show(braille.Message(msg))
	return msg
}

// handle applies one key and describes it and what it did.
func (d *displayState) handle(ctx context.Context, k brlapi.Key) string {
	switch k.Kind {
	case brlapi.KeyResize, brlapi.KeyReconnected:
		return d.resize(ctx, k.Kind)
	case brlapi.KeyRoute:
		return fmt.Sprintf("%v: %s", k, d.route(k.Arg))
	case brlapi.KeyPassDots:
		return fmt.Sprintf("%v: %s", k, d.promote(braille.Cell(k.Arg)))
	}
	if !d.view.Do(braille.NavOf(k)) {
		return fmt.Sprintf("%v: nothing further", k)
	}
	return fmt.Sprintf("%v: %s", k, d.describe())
}

// resize takes the width the display has now.
func (d *displayState) resize(ctx context.Context, why brlapi.KeyKind) string {
	w, err := d.s.Width(ctx)
	if err != nil {
		return "display: " + brailledisplay.Problem(err)
	}
	d.view.SetWidth(w)
	if why == brlapi.KeyReconnected {
		d.show("reconnected")
		return fmt.Sprintf("display: reconnected, %d cells", w)
	}
	return fmt.Sprintf("display: now %d cells", w)
}

// describe names the line the display shows.
func (d *displayState) describe() string {
	if d.view.Showing() {
		return "the message"
	}
	lines := d.code.Lines(d.g, d.layout)
	i := d.view.Line()
	if i >= len(lines) {
		return "nothing"
	}
	switch l := lines[i]; l.Kind {
	case braille.LineRank:
		s, _ := l.SquareAt(2)
		return fmt.Sprintf("rank %d", s.Rank()+1)
	case braille.LineScore:
		return fmt.Sprintf("scoresheet line %d", i-firstScoreLine(lines)+1)
	case braille.LineFiles:
		return "the file letters"
	default:
		return "the " + l.Kind.String()
	}
}

func firstScoreLine(lines []braille.Line) int {
	for i, l := range lines {
		if l.Kind == braille.LineScore {
			return i
		}
	}
	return len(lines)
}

// route selects the square under a routing key.
func (d *displayState) route(cell int) string {
	sq, ok := d.view.Route(cell)
	if !ok {
		return "no square there"
	}
	if d.g.Status().Over() {
		return d.show("the game is over")
	}
	pos := d.g.Position()
	ev := d.sel.Select(&pos, sq)
	d.promo = nil
	switch {
	case ev.Kind == braille.ToSelected && len(ev.Moves) == 1:
		return d.play(ev.Moves[0])
	case ev.Kind == braille.ToSelected && len(ev.Moves) > 1:
		d.promo = ev.Moves
		return d.show("promotion: type " + d.code.PromotionLetters("or"))
	case ev.Kind == braille.ToSelected:
		return d.show(fmt.Sprintf("%v to %v is not a legal move", ev.From, ev.To))
	case ev.Kind == braille.FromSelected:
		return fmt.Sprintf("%v selected", sq)
	case ev.Kind == braille.Cleared:
		return fmt.Sprintf("%v no longer selected", sq)
	}
	return d.show(fmt.Sprintf("no piece of yours on %v", sq))
}

// promote chooses the piece of a pending promotion from a chord typed on
// the Braille keyboard.
func (d *displayState) promote(cell braille.Cell) string {
	if d.promo == nil {
		return "nothing to type"
	}
	t, ok := d.code.PieceType(cell)
	for _, m := range d.promo {
		if ok && m.Promotion() == t {
			return d.play(m)
		}
	}
	return d.show("not a promotion piece; type " + d.code.PromotionLetters("or"))
}

// play plays m and describes it, and the end of the game if it came.
func (d *displayState) play(m rules.Move) string {
	pos := d.g.Position()
	san := notation.SAN(&pos, m)
	if err := d.g.Play(m); err != nil {
		return d.show(san + " is not a legal move")
	}
	d.promo = nil
	d.view.Dismiss()
	if end := gameEnd(d.g.Status()); end != "" {
		return "played " + san + "; " + d.show(end)
	}
	return "played " + san
}

// gameEnd says how the game ended, or what a player may claim; "" if
// neither.
func gameEnd(st rules.Status) string {
	winner := "White wins"
	if st.Result == rules.BlackWins {
		winner = "Black wins"
	}
	switch st.Termination {
	case rules.Checkmate:
		return "checkmate, " + winner
	case rules.Stalemate:
		return "stalemate, a draw"
	case rules.FivefoldRepetition:
		return "a draw by fivefold repetition"
	case rules.SeventyFiveMoves:
		return "a draw by the 75-move rule"
	case rules.DeadPosition:
		return "a draw: no mate is possible"
	}
	switch {
	case st.ClaimableThreefold:
		return "a draw may be claimed: threefold repetition"
	case st.ClaimableFifty:
		return "a draw may be claimed: 50 moves"
	}
	return ""
}
