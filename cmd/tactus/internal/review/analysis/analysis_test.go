package analysis

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/internal/rulestest"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/uci"
)

func stockfish(t *testing.T) *Engine {
	t.Helper()
	if _, err := uci.Locate(""); err != nil {
		rulestest.Require(t, "stockfish (Debian package stockfish)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	a, err := Start(ctx, Config{Think: MinThreatThink})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	return a
}

// TestThreatAndMate: after 1.e4 e5 2.Qh5 Nc6 3.Bc4 White threatens Qxf7
// mate; with White to move in a mate in one the words say so.
func TestThreatAndMate(t *testing.T) {
	a := stockfish(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	pos, err := rules.ParseFEN("r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3")
	if err != nil {
		t.Fatal(err)
	}
	an, err := a.Analyse(ctx, pos)
	if err != nil {
		t.Fatal(err)
	}
	passed := pos
	if err := passed.PlayNull(); err != nil {
		t.Fatal(err)
	}
	if an.Threat == rules.NoMove || passed.UCI(an.Threat) != "h5f7" {
		t.Errorf("threat %v, want Qxf7", an.Threat)
	}
	if an.Words == "" || len(an.Line) == 0 {
		t.Errorf("analysis %+v", an)
	}
	mate, err := rules.ParseFEN("r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 3 3")
	if err != nil {
		t.Fatal(err)
	}
	an, err = a.Analyse(ctx, mate)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(an.Words, "White mates in one") || mate.UCI(an.Line[0]) != "h5f7" {
		t.Errorf("mate in one: %+v", an)
	}
}

// TestMissingEngine is one sentence for people.
func TestMissingEngine(t *testing.T) {
	_, err := Start(context.Background(), Config{Command: "/nonexistent/engine"})
	if err == nil {
		t.Fatal("no error")
	}
	if p := Problem(err); strings.Contains(p, "exec") || p == "" {
		t.Errorf("problem %q", p)
	}
}
