package session_test

import (
	"fmt"
	"time"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// A blind player (White) announces and presses; the sighted player repeats a
// different move: the boards diverge at ply 1, and the arbiter takes both
// boards back.
func Example() {
	var now time.Duration // the game clock, injected
	s, _, err := session.New(session.Config{White: "Ana", Black: "Bo", Control: "90m"},
		session.Options{Now: func() time.Duration { return now }})
	if err != nil {
		fmt.Println(err)
		return
	}
	show := func(evs []session.Event, err error) {
		for _, e := range evs {
			fmt.Println(e.Kind, e.Side, "ply", e.Ply)
		}
		if err != nil {
			fmt.Println("refused:", err)
		}
	}
	now = 5 * time.Second
	show(s.Act(session.Action{Actor: session.Player(rules.White), Kind: session.Move, Move: "e2e4"}))
	now = 9 * time.Second
	show(s.Act(session.Action{Actor: session.Player(rules.Black), Kind: session.Repeat, Move: "e2e3"}))
	show(s.Act(session.Action{Actor: session.Player(rules.Black), Kind: session.Move, Move: "e7e5"}))
	now = 30 * time.Second
	show(s.Act(session.Action{Actor: session.Arbiter(), Kind: session.Restore, Ply: 0}))
	r, _ := s.Clock(30 * time.Second)
	fmt.Println("white", r.Remaining[rules.White], "black", r.Remaining[rules.Black])
	// Output:
	// announced white ply 1
	// made white ply 1
	// diverged black ply 1
	// refused: session: ply 1: session: the boards differ; the arbiter must reconcile them (D.2.9)
	// restored white ply 0
	// white 1h30m0s black 1h30m0s
}
