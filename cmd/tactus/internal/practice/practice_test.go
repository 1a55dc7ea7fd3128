package practice

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
	"github.com/tactuschess/tactus/rules"
)

// fakeEngine plays the first legal move in UCI order, or fails as told.
type fakeEngine struct {
	fail  error
	hangs bool
}

func (e *fakeEngine) Move(ctx context.Context, start rules.Position, moves []rules.Move) (rules.Move, error) {
	if e.hangs {
		<-ctx.Done()
		return rules.NoMove, ctx.Err()
	}
	if e.fail != nil {
		return rules.NoMove, e.fail
	}
	pos := positionAfter(start, moves)
	var l rules.MoveList
	pos.LegalMoves(&l)
	return l.At(0), nil
}

func (e *fakeEngine) Hint(ctx context.Context, start rules.Position, moves []rules.Move) (rules.Move, string, error) {
	m, err := e.Move(ctx, start, moves)
	return m, "The position is equal.", err
}

func (e *fakeEngine) Close() error { return nil }

// newGame starts a game for White (the player) against the driver.
func newGame(t *testing.T) *table.Game {
	t.Helper()
	s := settings.Defaults()
	s.White, s.Black, s.Practice = "Ana", "Engine", true // as tactus practice starts it
	g, _, err := table.New(table.Options{Settings: s, Dir: t.TempDir(),
		Since: func() time.Duration { return 0 },
		Wall:  func() time.Time { return time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC) }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Quit() })
	return g
}

// step plays line as the app does: the driver first, then the game, then
// Touch.
func step(d *Driver, g *table.Game, line string) []table.Output {
	next, outs := d.Do(line)
	if next != "" {
		outs = append(outs, g.Do(next)...)
	}
	d.Touch(g, outs)
	return outs
}

func wait[T any](t *testing.T, c <-chan T) T {
	t.Helper()
	select {
	case v := <-c:
		return v
	case <-time.After(10 * time.Second):
		t.Fatal("nothing came")
		var zero T
		return zero
	}
}

func TestEngineAnswersAndTakeback(t *testing.T) {
	g := newGame(t)
	d := New(&fakeEngine{}, rules.Black, announce.Announcer{}, nil)
	defer d.Close()
	d.Touch(g, nil) // White to move: the engine waits
	step(d, g, "e4")
	reply := wait(t, d.Input()).(input.EngineMove).Move
	outs := step(d, g, reply)
	if n := len(g.Session().Plies()); n != 2 {
		t.Fatalf("%d plies after the engine's reply %q: %v", n, reply, outs)
	}
	step(d, g, "d4")
	step(d, g, wait(t, d.Input()).(input.EngineMove).Move)
	// take back: both boards go back to before d4
	outs = step(d, g, "takeback")
	if n := len(g.Session().Plies()); n != 2 {
		t.Fatalf("%d plies after the takeback: %v", n, outs)
	}
	// a hint comes as a notice, in the move vocabulary
	outs = step(d, g, "hint")
	if len(outs) != 1 || !outs[0].Quiet {
		t.Fatalf("hint answered %v", outs)
	}
	n := wait(t, d.Notices())
	if !strings.HasPrefix(n.Text, "Hint: ") || !strings.Contains(n.Text, "equal") {
		t.Fatalf("hint notice %q", n.Text)
	}
}

func TestEngineFailureIsToldOnceAndTheGameGoesOn(t *testing.T) {
	g := newGame(t)
	d := New(&fakeEngine{fail: errors.New("uci: the engine died")}, rules.Black, announce.Announcer{}, nil)
	defer d.Close()
	step(d, g, "e4")
	n := wait(t, d.Notices())
	if n.Text != "The engine stopped working; the game is kept, and the engine's moves can be typed by hand." {
		t.Fatalf("notice %q", n.Text)
	}
	step(d, g, "e5") // typed by hand
	step(d, g, "Nf3")
	if got := len(g.Session().Plies()); got != 3 {
		t.Fatalf("%d plies", got)
	}
	select {
	case n := <-d.Notices():
		t.Fatalf("a second notice: %q", n.Text)
	case <-time.After(100 * time.Millisecond):
	}
}
