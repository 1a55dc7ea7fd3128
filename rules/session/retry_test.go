package session

import (
	"errors"
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
)

// TestRetryTakenOnce sends actions with a station's id twice: the retry is
// refused with a *Retried naming the action, records nothing and changes
// nothing, also after the session is replayed from what it recorded (a
// restart); another actor's action with the same id, and actions without
// an id, are taken as ever.
func TestRetryTakenOnce(t *testing.T) {
	g := newGame(t, Config{Blind: [2]bool{true, false}, Control: "90m+30s"})
	g.do("1 white move e4")
	move := Action{Actor: Player(rules.Black), Kind: Announce, Move: "e7e5", Ref: "page-0001"}
	if _, err := g.s.Act(move); err != nil {
		t.Fatal(err)
	}
	ruling := Action{Actor: Arbiter(), Kind: Illegal, Ref: "page-0002"}
	g.now = 3 * time.Second
	if _, err := g.s.Act(ruling); err != nil {
		t.Fatal(err)
	}
	recorded, illegal, phase := len(g.rec.actions), g.s.illegal, g.s.Phase()
	for _, s := range []*Session{g.s, replayed(t, g.rec.actions)} {
		for want, a := range map[int]Action{3: move, 4: ruling} {
			evs, err := s.Act(a)
			var r *Retried
			if !errors.As(err, &r) || !errors.Is(err, ErrRetried) || r.Seq != want || r.Ref != a.Ref || len(evs) != 0 {
				t.Errorf("retry of %s: %v, %d events; want action %d retried", a.Kind, err, len(evs), want)
			}
			if seq, ok := s.Taken(a.Actor, a.Ref); !ok || seq != want {
				t.Errorf("Taken(%s) = %d, %v; want %d", a.Ref, seq, ok, want)
			}
		}
	}
	if len(g.rec.actions) != recorded {
		t.Errorf("the retries recorded %d actions", len(g.rec.actions)-recorded)
	}
	if g.s.illegal != illegal || g.s.Phase() != phase || illegal == [2]int{} {
		t.Errorf("after the retries: illegal moves %v, phase %v; want %v, %v", g.s.illegal, g.s.Phase(), illegal, phase)
	}
	other := Action{Actor: Player(rules.White), Kind: Offer, Ref: "page-0001"}
	if _, err := g.s.Act(other); errors.Is(err, ErrRetried) {
		t.Errorf("another actor's action with a used id is refused as a retry")
	}
	if _, ok := g.s.Taken(Player(rules.White), ""); ok {
		t.Errorf("an action without an id is found as taken")
	}
}

// replayed rebuilds a session from recorded actions, as a restart does.
func replayed(t *testing.T, actions []Action) *Session {
	t.Helper()
	s, err := Replay(actions, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return s
}
