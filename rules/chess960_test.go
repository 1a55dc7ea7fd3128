package rules_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules"
)

func TestChess960Numbering(t *testing.T) {
	tests := []struct {
		n    int
		want string
	}{
		{0, "BBQNNRKR"},
		{518, "RNBQKBNR"},
		{959, "RKRNNQBB"},
		{1, "BQNBNRKR"},
		{100, "QBBNRNKR"},
	}
	for _, tt := range tests {
		rank, err := rules.Chess960BackRank(tt.n)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		for _, p := range rank {
			b.WriteByte(p.Letter())
		}
		if b.String() != tt.want {
			t.Errorf("Chess960BackRank(%d) = %s, want %s", tt.n, b.String(), tt.want)
		}
	}
}

func TestChess960AllValidAndDistinct(t *testing.T) {
	seen := map[string]int{}
	for n := range 960 {
		p, err := rules.Chess960Position(n)
		if err != nil {
			t.Fatalf("position %d: %v", n, err)
		}
		if !p.IsChess960() {
			t.Errorf("position %d not marked Chess960", n)
		}
		rank, _ := rules.Chess960BackRank(n)
		k, r1, r2, b1, b2 := -1, -1, -1, -1, -1
		for f, pt := range rank {
			switch pt {
			case rules.King:
				k = f
			case rules.Rook:
				if r1 < 0 {
					r1 = f
				} else {
					r2 = f
				}
			case rules.Bishop:
				if b1 < 0 {
					b1 = f
				} else {
					b2 = f
				}
			}
		}
		if !(r1 < k && k < r2) || (b1+b2)%2 == 0 {
			t.Errorf("position %d breaks Guidelines II: %v", n, rank)
		}
		fen := p.FEN()
		if prev, dup := seen[fen]; dup {
			t.Errorf("positions %d and %d are the same: %s", prev, n, fen)
		}
		seen[fen] = n
		q, err := rules.ParseFEN(fen)
		if err != nil || q.FEN() != fen {
			t.Errorf("position %d: FEN %q does not round-trip: %v", n, fen, err)
		}
		if got := rules.Perft(&p, 1); got < 18 || got > 21 {
			t.Errorf("position %d: %d moves at depth 1", n, got)
		}
	}
	if _, err := rules.Chess960Position(960); err == nil {
		t.Error("position 960 accepted")
	}
	if _, err := rules.Chess960Position(-1); err == nil {
		t.Error("position -1 accepted")
	}
	p, n := rules.RandomChess960(rand.New(rand.NewPCG(1, 1)))
	if q, _ := rules.Chess960Position(n); q.FEN() != p.FEN() {
		t.Errorf("RandomChess960 returned number %d for another position", n)
	}
}
