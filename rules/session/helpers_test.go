package session

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// game is a session under test with a fake clock and an in-memory recorder.
type game struct {
	t   *testing.T
	s   *Session
	now time.Duration
	rec *memRecorder
	evs []Event // every event so far
}

// memRecorder keeps the recorded actions; fail makes the next Record fail.
type memRecorder struct {
	actions []Action
	fail    bool
}

func (m *memRecorder) Record(a Action) error {
	if m.fail {
		m.fail = false
		return errors.New("disk full")
	}
	m.actions = append(m.actions, a)
	return nil
}

// newGame starts a game with cfg (White "Ana" blind, Black "Bo" when unset).
func newGame(t *testing.T, cfg Config) *game {
	t.Helper()
	if cfg.White == "" {
		cfg.White, cfg.Black = "Ana", "Bo"
	}
	g := &game{t: t, rec: &memRecorder{}}
	s, evs, err := New(cfg, Options{Now: func() time.Duration { return g.now }, Recorder: g.rec})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	g.s, g.evs = s, evs
	return g
}

// do runs "SECONDS ACTOR VERB [ARG]" and returns the events; moves are SAN or
// UCI read on the board the action concerns. It fails the test on error.
func (g *game) do(line string) []Event {
	g.t.Helper()
	evs, err := g.try(line)
	if err != nil {
		g.t.Fatalf("%q: %v", line, err)
	}
	return evs
}

// try is do that returns the error.
func (g *game) try(line string) ([]Event, error) {
	g.t.Helper()
	f := strings.Fields(line)
	if len(f) < 3 {
		g.t.Fatalf("bad test line %q", line)
	}
	var sec float64
	if _, err := fmt.Sscan(f[0], &sec); err != nil {
		g.t.Fatalf("bad time in %q", line)
	}
	g.now = time.Duration(sec * float64(time.Second))
	actor, err := ParseActor(f[1])
	if err != nil {
		g.t.Fatalf("bad actor in %q", line)
	}
	k, err := ParseKind(f[2])
	if err != nil {
		g.t.Fatalf("bad kind in %q", line)
	}
	a := Action{Actor: actor, Kind: k}
	if err := g.s.Expect(actor, k); err != nil {
		return nil, err
	}
	arg := strings.Join(f[3:], " ")
	switch k {
	case Move, Announce, Correct, Repeat, Claim:
		if arg != "" {
			pos := g.s.InputPosition(actor, k)
			m, err := notation.ParseMove(&pos, arg, notation.English)
			if err != nil {
				return nil, err
			}
			a.Move = pos.UCI(m)
		}
	case Seal:
		// The application reads the sealed move at sealing as it reads every
		// move (here SAN, LAN or UCI), and seals the text with what it
		// understood; a text it cannot read is sealed as written.
		a.Text = arg
		pos := g.s.InputPosition(actor, k)
		lang, _ := g.s.cfg.notation()
		if m, err := notation.ParseTypedMove(&pos, arg, lang); err == nil {
			a.Move = pos.UCI(m)
		}
	case Restore:
		fmt.Sscan(arg, &a.Ply)
	case SetTime:
		side, _ := ParseSide(f[3])
		var s float64
		fmt.Sscan(f[4], &s)
		a.Side, a.Time = side, time.Duration(s*float64(time.Second))
	case Touch:
		a.Square, _ = rules.ParseSquare(arg)
	case Declare:
		a.Result, a.Text = rules.Result(f[3]), strings.Join(f[4:], " ")
	}
	evs, err := g.s.Act(a)
	g.evs = append(g.evs, evs...)
	return evs, err
}

// refuse runs line and wants an error wrapping want, with nothing recorded.
func (g *game) refuse(line string, want error) {
	g.t.Helper()
	before := len(g.rec.actions)
	fen := [2]string{g.fen(rules.White), g.fen(rules.Black)}
	_, err := g.try(line)
	if !errors.Is(err, want) {
		g.t.Fatalf("%q: got error %v, want %v", line, err, want)
	}
	if len(g.rec.actions) != before {
		g.t.Fatalf("%q: a refused action was recorded", line)
	}
	if now := [2]string{g.fen(rules.White), g.fen(rules.Black)}; now != fen {
		g.t.Fatalf("%q: a refused action changed the boards: %v -> %v", line, fen, now)
	}
}

// fen returns side's board.
func (g *game) fen(side rules.Color) string {
	p := g.s.Position(side)
	return p.FEN()
}

// kinds lists the kinds of evs.
func kinds(evs []Event) string {
	var out []string
	for _, e := range evs {
		out = append(out, e.Kind.String())
	}
	return strings.Join(out, " ")
}

// wantKinds checks the kinds of evs.
func wantKinds(t *testing.T, evs []Event, want string) {
	t.Helper()
	if got := kinds(evs); got != want {
		t.Fatalf("events %q, want %q", got, want)
	}
}

// wantResult checks the result.
func (g *game) wantResult(r rules.Result, why Reason) {
	g.t.Helper()
	if gr, gw := g.s.Result(); gr != r || gw != why {
		g.t.Fatalf("result %s (%s), want %s (%s)", gr, gw, r, why)
	}
}

// remaining reads side's time at the game time sec.
func (g *game) remaining(side rules.Color, sec float64) time.Duration {
	g.t.Helper()
	r, ok := g.s.Clock(time.Duration(sec * float64(time.Second)))
	if !ok {
		g.t.Fatal("no clock")
	}
	return r.Remaining[side]
}

// replayed rebuilds the session from what the recorder holds and checks it
// is in the same state.
func (g *game) replayed() *Session {
	g.t.Helper()
	r, err := Replay(g.rec.actions, Options{})
	if err != nil {
		g.t.Fatalf("Replay: %v", err)
	}
	if a, b := signature(g.s), signature(r); a != b {
		g.t.Fatalf("replayed state differs:\n live   %s\n replay %s", a, b)
	}
	return r
}

// signature summarises everything observable of a session.
func signature(s *Session) string {
	var b strings.Builder
	for side := range 2 {
		p := s.Position(rules.Color(side))
		fmt.Fprintf(&b, "%s|", p.FEN())
	}
	r, why := s.Result()
	fmt.Fprintf(&b, "phase=%s result=%s/%s plies=%d withdrawn=%d illegal=%v await=%v ",
		s.Phase(), r, why, len(s.Plies()), len(s.Withdrawn()), s.IllegalMoves(), s.AwaitingRepeat())
	if side, ok := s.Offer(); ok {
		fmt.Fprintf(&b, "offer=%s ", side)
	}
	if ply, m, ok := s.Divergence(); ok {
		fmt.Fprintf(&b, "diverged=%d/%d ", ply, m)
	}
	if c, ok := s.Clock(s.Now()); ok {
		fmt.Fprintf(&b, "clock=%v/%v moves=%v run=%v turn=%s", c.Remaining[0], c.Remaining[1], c.Moves, c.Running, c.Turn)
	}
	for _, p := range s.Plies() {
		fmt.Fprintf(&b, " %d:%d:%v:%v:%v", p.Number, p.Move, p.Clock, p.Offer, p.Repeated)
	}
	return b.String()
}
