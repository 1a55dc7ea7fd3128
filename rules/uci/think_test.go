package uci

import (
	"context"
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
)

// TestThink: one call gives Stockfish's best move after 1. e4 and the
// score of its main line.
func TestThink(t *testing.T) {
	e := stockfish(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	start := rules.StartPosition()
	e4, err := start.ParseUCI("e2e4")
	if err != nil {
		t.Fatal(err)
	}
	best, info, err := e.Think(ctx, Limits{Depth: 8}, start, e4)
	if err != nil {
		t.Fatal(err)
	}
	after := start
	if err := after.Play(e4); err != nil {
		t.Fatal(err)
	}
	if best.Move == rules.NoMove || !after.IsLegal(best.Move) {
		t.Fatalf("best move %v is not legal after 1. e4", best.Move)
	}
	if !info.HasScore || info.Depth == 0 || len(info.PV) == 0 {
		t.Fatalf("last info %+v", info)
	}
}
