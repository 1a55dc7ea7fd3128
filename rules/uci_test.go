package rules_test

import (
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules"
)

// uciFuzzFENs are the positions FuzzParseUCI reads moves in: castling both
// ways, Chess960, en passant and promotions.
var uciFuzzFENs = []string{
	rules.StartFEN,
	kiwipeteFEN,
	"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1",
	"8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
}

// FuzzParseUCI reads arbitrary text as a UCI move: either an error with
// one "rules: " prefix, or a legal move whose UCI form reads back as it.
func FuzzParseUCI(f *testing.F) {
	for _, s := range []string{"e2e4", "e1g1", "e1h1", "a7b8q", "e4d3", "0000", "e2e9", "h7h8k"} {
		f.Add(s, uint8(0))
	}
	f.Add("e1h1", uint8(1))
	f.Add("g1h1", uint8(2))
	f.Add("b7a8n", uint8(4))
	f.Fuzz(func(t *testing.T, s string, which uint8) {
		p, err := rules.ParseFEN(uciFuzzFENs[int(which)%len(uciFuzzFENs)])
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseUCI(s)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "rules: ") || strings.Count(err.Error(), "rules: ") != 1 {
				t.Fatalf("ParseUCI(%q): %q", s, err)
			}
			return
		}
		if !p.IsLegal(m) {
			t.Fatalf("ParseUCI(%q) = %#04x, not legal", s, uint16(m))
		}
		if back, err := p.ParseUCI(p.UCI(m)); err != nil || back != m {
			t.Fatalf("ParseUCI(%q) = %s, which reads back as %v, %v", s, p.UCI(m), back, err)
		}
	})
}
