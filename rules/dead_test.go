package rules_test

import (
	"testing"

	"github.com/tactuschess/tactus/rules"
)

// TestDeadPositionByMaterial: 5.2.2 draws a position in which neither
// player can checkmate by any series of legal moves. A position is dead
// only when neither side can mate; a side that cannot mate does not make
// the position dead while the other side can.
func TestDeadPositionByMaterial(t *testing.T) {
	tests := []struct {
		name, fen string
		dead      bool
	}{
		{"K v K", "8/8/4k3/8/8/4K3/8/8 w - - 0 1", true},
		{"K+B v K", "8/8/4k3/8/8/4K3/8/2B5 b - - 0 1", true},
		{"K v K+B", "8/8/4k3/8/8/4K3/8/2b5 w - - 0 1", true},
		{"K+N v K", "8/8/4k3/8/8/4K3/8/6N1 w - - 0 1", true},
		{"K v K+N", "8/8/4k3/8/3n4/4K3/8/8 w - - 0 1", true},
		{"K+B v K+B, both on dark squares", "5b2/8/4k3/8/8/4K3/8/2B5 w - - 0 1", true},
		{"K+B v K+B, both on light squares", "2b5/8/4k3/8/8/4K3/8/5B2 w - - 0 1", true},
		{"three bishops each, all on dark squares", "1b6/6b1/3bk3/8/8/2B1K3/7B/B7 w - - 0 1", true},
		{"three bishops v K, one colour", "8/8/4k3/8/8/2B1K3/7B/B7 b - - 0 1", true},
		{"K+B v K+B, opposite colours", "2b5/8/4k3/8/8/4K3/8/2B5 w - - 0 1", false},
		{"K+N v K+N", "8/8/4k3/8/3n4/4K3/8/6N1 w - - 0 1", false},
		{"K+B v K+N", "8/8/4k3/8/3n4/4K3/8/2B5 w - - 0 1", false},
		{"K+N v K+R", "8/8/4k3/8/3r4/4K3/8/6N1 w - - 0 1", false},
		{"K+N v K+Q", "8/8/4k3/8/3q4/4K3/8/6N1 w - - 0 1", false},
		{"K+B v K+R", "8/8/4k3/8/3r4/4K3/8/2B5 w - - 0 1", false},
		{"K+N+N v K", "8/8/4k3/8/8/4K3/8/1N4N1 w - - 0 1", false},
		{"K+B+B on both colours v K", "8/8/4k3/8/8/4K3/8/2B2B2 w - - 0 1", false},
		{"K+B v K+P", "8/8/4k3/4p3/8/4K3/8/2B5 w - - 0 1", false},
	}
	for _, tt := range tests {
		p := mustFEN(t, tt.fen)
		if got := p.IsDead(); got != tt.dead {
			t.Errorf("%s: IsDead(%s) = %v, want %v", tt.name, tt.fen, got, tt.dead)
		}
		if got := p.Status().Termination == rules.DeadPosition; got != tt.dead {
			t.Errorf("%s: Status of %s ends the game as dead %v, want %v", tt.name, tt.fen, got, tt.dead)
		}
	}
}

// TestCanCheckmateExactByMaterial: whether a side of knights and bishops
// can still mate (6.9, 7.5.5) depends on which pieces the opponent has to
// block its own king.
func TestCanCheckmateExactByMaterial(t *testing.T) {
	tests := []struct {
		name, fen    string
		white, black bool
	}{
		{"K+B v K+R", "8/8/4k3/8/3r4/4K3/8/2B5 w - - 0 1", false, true},
		{"K+B v K+Q", "8/8/4k3/8/3q4/4K3/8/2B5 w - - 0 1", false, true},
		{"K+N v K+Q", "8/8/4k3/8/3q4/4K3/8/6N1 w - - 0 1", false, true},
		{"K+N v K+Q+Q", "8/8/4k3/8/3q4/4K3/8/3q2N1 w - - 0 1", false, true},
		{"K+N v K+R", "8/8/4k3/8/3r4/4K3/8/6N1 w - - 0 1", true, true},
		{"K+N v K+B", "8/8/4k3/8/3b4/4K3/8/6N1 w - - 0 1", true, true},
		{"K+B v K+N", "8/8/4k3/8/3n4/4K3/8/2B5 w - - 0 1", true, true},
		{"K+B v K+B+R, bishops of one colour", "8/8/4k3/8/3r4/4K3/8/2B1b3 w - - 0 1", false, true},
		{"K+B v K+B+R, bishops of both colours", "8/8/4k3/8/3r4/4K3/8/2Bb4 w - - 0 1", true, true},
		{"K+B v K+R+N", "8/8/4k3/8/3r4/4K3/8/2B3n1 w - - 0 1", true, true},
		{"K+B+B v K+R+R, white's bishops of one colour", "8/8/4k3/8/3r4/4K3/8/B1B3r1 w - - 0 1", false, true},
		{"K+B+B v K+Q, white's bishops of one colour", "8/8/4k3/8/3q4/4K3/8/B1B5 w - - 0 1", false, true},
		{"K+B+B v K+Q, white's bishops of both colours", "8/8/4k3/8/3q4/4K3/8/B1B2B2 w - - 0 1", true, true},
		{"K+N v K+P: the pawn can become a knight", "8/8/4k3/4p3/8/4K3/8/6N1 w - - 0 1", true, true},
		{"K+B v K+Q+P", "8/8/4k3/4p3/3q4/4K3/8/2B5 w - - 0 1", true, true},
		{"K+B+B v K+P, white's bishops of one colour", "8/8/4k3/4p3/8/4K3/8/B1B5 w - - 0 1", true, true},
		{"K+N+N v K+Q", "8/8/4k3/8/3q4/4K3/8/1N4N1 w - - 0 1", true, true},
		{"bare king v everything", "rnbqkbnr/pppppppp/8/8/8/8/8/4K3 w kq - 0 1", false, true},
	}
	for _, tt := range tests {
		p := mustFEN(t, tt.fen)
		if got := p.CanCheckmate(rules.White); got != tt.white {
			t.Errorf("%s: CanCheckmate(white) in %s = %v, want %v", tt.name, tt.fen, got, tt.white)
		}
		if got := p.CanCheckmate(rules.Black); got != tt.black {
			t.Errorf("%s: CanCheckmate(black) in %s = %v, want %v", tt.name, tt.fen, got, tt.black)
		}
	}
}

// BenchmarkCanCheckmate asks both sides of a few endings whether they can
// still mate, as a flag fall or a second illegal move does.
func BenchmarkCanCheckmate(b *testing.B) {
	fens := []string{
		"8/8/4k3/8/3r4/4K3/8/2B5 w - - 0 1",
		"8/8/4k3/8/3q4/4K3/8/6N1 w - - 0 1",
		"1b6/6b1/3bk3/8/8/2B1K3/7B/B7 w - - 0 1",
		rules.StartFEN,
	}
	var ps []rules.Position
	for _, fen := range fens {
		p, err := rules.ParseFEN(fen)
		if err != nil {
			b.Fatal(err)
		}
		ps = append(ps, p)
	}
	b.ResetTimer()
	n := 0
	for i := 0; b.Loop(); i++ {
		p := &ps[i%len(ps)]
		if p.CanCheckmate(rules.White) {
			n++
		}
		if p.CanCheckmate(rules.Black) {
			n++
		}
	}
	if n == 0 {
		b.Fatal("no side could mate: the benchmark measured nothing")
	}
}
