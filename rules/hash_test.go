package rules_test

import (
	"testing"

	"github.com/tactuschess/tactus/rules"
)

// walk visits every position to the given depth below p.
func walk(t *testing.T, p *rules.Position, depth int, visit func(parent, child *rules.Position, m rules.Move)) {
	t.Helper()
	if depth == 0 {
		return
	}
	var l rules.MoveList
	p.LegalMoves(&l)
	for _, m := range l.Slice() {
		child := *p
		if err := child.Play(m); err != nil {
			t.Fatalf("%s: %v", p.FEN(), err)
		}
		visit(p, &child, m)
		walk(t, &child, depth-1, visit)
	}
}

// TestIncrementalHashMatchesFEN checks the incrementally kept key of every
// position in small trees against the key of the same position read afresh
// from its FEN.
func TestIncrementalHashMatchesFEN(t *testing.T) {
	fens := []string{
		rules.StartFEN,
		kiwipeteFEN,
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
		"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1",
		"1r1k1rr1/8/8/8/8/8/8/1R1K1RR1 w GBgb - 0 1",
	}
	for _, fen := range fens {
		p, err := rules.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		failures := 0
		walk(t, &p, 3, func(parent, child *rules.Position, m rules.Move) {
			fresh, err := rules.ParseFEN(child.FEN())
			if err != nil {
				t.Fatalf("%s after %s: FEN %q does not parse: %v", parent.FEN(), parent.UCI(m), child.FEN(), err)
			}
			if fresh.RepetitionKey() != child.RepetitionKey() && failures < 5 {
				failures++
				t.Errorf("%s after %s: incremental key differs from the key of %s", parent.FEN(), parent.UCI(m), child.FEN())
			}
		})
	}
}

func TestPerftChess960AllShallow(t *testing.T) {
	cases := loadEPD(t, "chess960.epd")
	if len(cases) != 960 {
		t.Fatalf("chess960.epd has %d positions, want 960", len(cases))
	}
	runPerftSuite(t, cases, 12_000)
}

func TestUCIRoundTrip(t *testing.T) {
	for _, fen := range []string{rules.StartFEN, kiwipeteFEN, "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1", "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1"} {
		p, _ := rules.ParseFEN(fen)
		var l rules.MoveList
		p.LegalMoves(&l)
		for _, m := range l.Slice() {
			got, err := p.ParseUCI(p.UCI(m))
			if err != nil || got != m {
				t.Errorf("%s: %s read back as %v, %v", fen, p.UCI(m), got, err)
			}
		}
	}
	p := rules.StartPosition()
	for _, bad := range []string{"", "e2", "e2e9", "e2e4x", "i2i4", "e2e5"} {
		if _, err := p.ParseUCI(bad); err == nil {
			t.Errorf("ParseUCI(%q) accepted", bad)
		}
	}
}
