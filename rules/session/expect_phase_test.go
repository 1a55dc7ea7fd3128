package session

import (
	"errors"
	"testing"

	"github.com/tactuschess/tactus/rules"
)

// TestExpectAdjournment: Expect answers for adjourning, sealing and opening
// the envelope exactly as the actions would be judged (Guidelines I.1,
// I.5), so the keyboard refuses a seal before asking its yes and a station
// page offers only what may be done.
func TestExpectAdjournment(t *testing.T) {
	g := newGame(t, Config{Control: "90m"})
	white, black, arbiter := Player(rules.White), Player(rules.Black), Arbiter()
	expect := func(a Actor, k Kind, ok bool) {
		t.Helper()
		err := g.s.Expect(a, k)
		if ok && err != nil || !ok && !errors.Is(err, ErrNotAllowed) && !errors.Is(err, ErrAdjourned) {
			t.Errorf("Expect(%v, %v) = %v, want ok %v", a, k, err, ok)
		}
	}
	expect(white, Seal, false) // no adjournment called
	expect(arbiter, Resume, false)
	expect(arbiter, Adjourn, true)
	g.do("1 white announce e4")
	expect(arbiter, Adjourn, false) // White must press first
	g.do("2 white press")
	g.do("3 arbiter adjourn")
	expect(white, Seal, false) // Black has the move and seals
	expect(black, Seal, true)
	expect(arbiter, Adjourn, false)
	expect(arbiter, Resume, false)
	g.do("4 black seal e5")
	expect(arbiter, Resume, true)
	expect(black, Seal, false)
}
