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

// displayState is the state of `tactus braille --display`: the game and
// the display's keys over it (brailledisplay.Keys, as in the app). It
// describes every key on standard output in words, one line each, with no
// braille in it: the cells are for the display.
type displayState struct {
	e    *env
	s    *brlapi.Session
	g    *rules.Game
	flip bool
	keys *brailledisplay.Keys
}

// displayMessages are the tool's words on the cells where they differ from
// the app's.
func displayMessages() brailledisplay.Messages {
	return brailledisplay.Messages{
		NoPiece:   "no piece of yours on {0}",
		NotLegal:  "{0} to {1} is not a legal move",
		TypePiece: "not a promotion piece; type {0}",
	}
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
		return problemf("braille: %s", brailledisplay.Problem(err))
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go func() { // EOF on standard input ends the session too
		io.Copy(io.Discard, e.stdin)
		cancel()
	}()
	d := &displayState{e: e, s: s, g: g, flip: f.flip,
		keys: brailledisplay.NewKeys(braille.UK2015(), displayMessages(), 1)}
	d.keys.SetFrame(d.frame())
	err := d.loop(ctx)
	if cerr := s.Close(); err == nil && cerr != nil {
		err = problemf("braille: %s", brailledisplay.Problem(cerr))
	}
	return err
}

// frame is the game as the display shows it.
func (d *displayState) frame() brailledisplay.Frame {
	return brailledisplay.Frame{Board: d.g, Flip: d.flip, Input: d.g.Position()}
}

// loop draws and handles keys until ctx ends.
func (d *displayState) loop(ctx context.Context) error {
	w, err := d.s.Width(ctx)
	if err != nil {
		return problemf("braille: %s", brailledisplay.Problem(err))
	}
	d.keys.View().SetWidth(w)
	d.say("display: %d cells", w)
	for {
		err := d.s.WriteDots(ctx, d.keys.View().Cells().Bytes())
		if err != nil && !errors.Is(err, brlapi.ErrDisconnected) {
			return problemf("braille: %s", brailledisplay.Problem(err))
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

// show puts a message on the cells and returns it for the line printed.
func (d *displayState) show(msg string) string {
	d.keys.Show(msg)
	return msg
}

// handle applies one key and describes it and what it did.
func (d *displayState) handle(ctx context.Context, k brlapi.Key) string {
	switch k.Kind {
	case brlapi.KeyResize, brlapi.KeyReconnected:
		return d.resize(ctx, k.Kind)
	case brlapi.KeyRoute:
		if _, ok := d.keys.View().Route(k.Arg); ok && d.g.Status().Over() {
			return fmt.Sprintf("%v: %s", k, d.show("the game is over"))
		}
	}
	return fmt.Sprintf("%v: %s", k, d.did(d.keys.Key(k)))
}

// did describes what a key did, and plays a move made.
func (d *displayState) did(did brailledisplay.Did) string {
	switch did.Kind {
	case brailledisplay.DidNavigate:
		return d.describe()
	case brailledisplay.DidNothing, brailledisplay.DidNoFurther:
		return "nothing further"
	case brailledisplay.DidNoSquare:
		return "no square there"
	case brailledisplay.DidSelect:
		return fmt.Sprintf("%v selected", did.Square)
	case brailledisplay.DidDeselect:
		return fmt.Sprintf("%v no longer selected", did.Square)
	case brailledisplay.DidPlay:
		return d.play(did.Move)
	case brailledisplay.DidListen:
		return "listen (nothing listens here)"
	case brailledisplay.DidType, brailledisplay.DidRubOut:
		return fmt.Sprintf("cells typed: %d", did.Typed)
	case brailledisplay.DidClear:
		return "cleared"
	}
	return did.Shown // a refusal or a question, as on the cells
}

// resize takes the width the display has now.
func (d *displayState) resize(ctx context.Context, why brlapi.KeyKind) string {
	w, err := d.s.Width(ctx)
	if err != nil {
		return "display: " + brailledisplay.Problem(err)
	}
	d.keys.View().SetWidth(w)
	if why == brlapi.KeyReconnected {
		d.show("reconnected")
		return fmt.Sprintf("display: reconnected, %d cells", w)
	}
	return fmt.Sprintf("display: now %d cells", w)
}

// describe names the line the display shows.
func (d *displayState) describe() string {
	v := d.keys.View()
	if v.Showing() {
		return "the message"
	}
	lines := d.keys.Lines()
	i := v.Line()
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

// play plays m and describes it, and the end of the game if it came.
func (d *displayState) play(m rules.Move) string {
	pos := d.g.Position()
	san := notation.SAN(&pos, m)
	if err := d.g.Play(m); err != nil {
		return d.show(san + " is not a legal move")
	}
	d.keys.SetFrame(d.frame())
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
