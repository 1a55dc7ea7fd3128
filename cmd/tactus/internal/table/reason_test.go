package table

import (
	"strings"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
)

// TestArbiterReasonTold: the players are told the arbiter's reason for a
// declared or corrected result as it was typed, when it happens, when
// they ask, and when the finished game is found again.
func TestArbiterReasonTold(t *testing.T) {
	g, _ := testGame(t, func(s *settings.Settings) { s.ArbiterPIN = "4711" })
	out := do(g, "e4", "e5", "arbiter 4711", "result 1/2 agreed before the time control", "yes")
	const drawn = "Draw, by the arbiter's decision: agreed before the time control."
	if !strings.Contains(out, "Game over: draw, by the arbiter's decision: agreed before the time control.") {
		t.Fatalf("the declaration: %q", out)
	}
	if got := do(g, "whose"); !strings.Contains(got, "draw, by the arbiter's decision: agreed before the time control") {
		t.Errorf("whose: %q", got)
	}
	if got := do(g, "score"); !strings.Contains(got, drawn) {
		t.Errorf("score: %q", got)
	}
	sum, err := Summarize(g.Path())
	if err != nil {
		t.Fatal(err)
	}
	if got := sum.OverIn(catalog.English()); !strings.Contains(got, "draw, by the arbiter's decision: agreed before the time control") {
		t.Errorf("the finished game found again: %q", got)
	}
	out = do(g, "result 1-0 the scoresheets show a mate", "yes")
	if !strings.Contains(out, "white wins, by the arbiter's decision: the scoresheets show a mate; it was draw") {
		t.Errorf("the correction: %q", out)
	}
	// a result declared without a reason is said as before
	h, _ := testGame(t, func(s *settings.Settings) { s.ArbiterPIN = "4711" })
	if out := do(h, "e4", "e5", "arbiter 4711", "result 0-1", "yes"); !strings.Contains(out, "Game over: black wins, arbiter.") {
		t.Errorf("without a reason: %q", out)
	}
}
