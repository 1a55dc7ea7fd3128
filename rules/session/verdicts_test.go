package session

import (
	"testing"

	"github.com/tactuschess/tactus/rules"
)

// D.2.9: "find the last ply where they agree, take both boards back to it".
// A ply at or after the first divergence is not a position both scoresheets
// hold: restoring it would leave the boards different, so it is refused and
// the refusal names the last agreed ply.
func TestD29RestoreOnlyToAnAgreedPly(t *testing.T) {
	g := newGame(t, Config{Control: "90m"})
	g.do("10 white move e4")
	g.do("20 black move e5")
	g.do("30 white move Nf3")
	wantKinds(t, g.do("35 black repeat Nh3"), "diverged")
	g.refuse("40 arbiter restore 3", ErrNotAgreed)
	_, err := g.try("40 arbiter restore 3")
	if err == nil || !contains(err.Error(), "up to ply 2") {
		t.Fatalf("the refusal should name the last agreed ply 2: %v", err)
	}
	wantKinds(t, g.do("41 arbiter restore 2"), "restored")
	if g.fen(rules.White) != g.fen(rules.Black) {
		t.Fatalf("boards differ after restore: %s / %s", g.fen(rules.White), g.fen(rules.Black))
	}
	g.replayed()

	// A move not yet on the opponent's board is not agreed either.
	h := newGame(t, Config{Control: "90m"})
	h.do("10 white move e4")
	h.do("20 black move e5")
	h.refuse("25 arbiter restore 2", ErrNotAgreed)
	h.do("26 arbiter restore 1")
	if h.fen(rules.White) != h.fen(rules.Black) {
		t.Fatalf("boards differ after restore: %s / %s", h.fen(rules.White), h.fen(rules.Black))
	}
	h.replayed()
}

// 5.1.1, 5.2.1, 5.2.2: checkmate, stalemate and a dead position end the game
// immediately, so a game set up in one is over from its start, with the
// result the position gives.
func TestSetUpPositionAlreadyOver(t *testing.T) {
	tests := []struct {
		fen    string
		result rules.Result
		why    Reason
	}{
		{"7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", rules.WhiteWins, Checkmate},
		{"k7/2Q5/8/8/8/8/8/4K3 b - - 0 1", rules.Draw, Stalemate},
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1", rules.Draw, DeadPosition},
	}
	for _, tt := range tests {
		g := newGame(t, Config{FEN: tt.fen, Control: "90m"})
		wantKinds(t, g.evs, "started ended")
		g.wantResult(tt.result, tt.why)
		if g.s.Phase() != Over {
			t.Fatalf("%s: phase %s", tt.fen, g.s.Phase())
		}
		if _, _, ok := g.s.NextFlag(); ok {
			t.Fatalf("%s: a clock runs in a finished game", tt.fen)
		}
		side := g.s.ToMove()
		g.refuse("1 "+side.String()+" resign", ErrGameOver)
		g.replayed()
	}
}
