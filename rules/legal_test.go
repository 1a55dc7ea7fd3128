package rules_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules"
)

// checkIsLegalAgrees asks IsLegal about every one of the 65,536 Move values
// in p and compares with LegalMoves; Play must accept exactly the same
// moves and leave p unchanged when it refuses one. It reports the number
// of disagreements (at most a few are logged).
func checkIsLegalAgrees(t *testing.T, p *rules.Position) int {
	t.Helper()
	var l rules.MoveList
	p.LegalMoves(&l)
	var legal [1 << 16 / 64]uint64
	for _, m := range l.Slice() {
		legal[m/64] |= 1 << (m % 64)
	}
	bad := 0
	for i := range 1 << 16 {
		m := rules.Move(i)
		want := legal[m/64]&(1<<(m%64)) != 0
		if got := p.IsLegal(m); got != want {
			bad++
			if bad <= 3 {
				t.Errorf("%s: IsLegal(%#04x %s kind %d) = %v, LegalMoves says %v", p.FEN(), i, p.UCI(m), m.Kind(), got, want)
			}
		}
	}
	return bad
}

// TestIsLegalAgreesWithLegalMoves is the property test of IsLegal and Play:
// every perft position, the positions one and two random moves from each,
// and random playouts that pass through checks, pins, en passant and
// promotions, each asked about every possible Move value.
func TestIsLegalAgreesWithLegalMoves(t *testing.T) {
	fens := append(epdFENs(t, "standard.epd", 1), epdFENs(t, "chess960.epd", 8)...)
	fens = append(fens, reviewTrickyFENs...)
	rng := rand.New(rand.NewPCG(15, 3))
	plies := 20
	if testing.Short() {
		plies = 3
	}
	positions := 0
	for _, fen := range fens {
		p := mustFEN(t, fen)
		for range plies + 1 {
			positions++
			if checkIsLegalAgrees(t, &p) > 0 {
				break
			}
			var l rules.MoveList
			p.LegalMoves(&l)
			if l.Len() == 0 {
				break
			}
			if err := p.Play(l.At(rng.IntN(l.Len()))); err != nil {
				t.Fatalf("%s: a move from LegalMoves: %v", p.FEN(), err)
			}
		}
	}
	t.Logf("%d positions, each asked about all 65,536 Move values", positions)
}

// TestPlayRefusesIllegalMoves: Play names the move, wraps ErrIllegalMove
// and leaves the position as it was.
func TestPlayRefusesIllegalMoves(t *testing.T) {
	tests := []struct{ name, fen, uci, msg string }{
		{"no move", rules.StartFEN, "", "move 0000"},
		{"pawn three squares", rules.StartFEN, "e2e5", "move e2e5"},
		{"opponent's piece", rules.StartFEN, "e7e5", "move e7e5"},
		{"king takes king", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1e8", "move e1e8"},
		{"pinned piece", "4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1", "e2d3", "move e2d3"},
		{"ignores check", "4r1k1/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a2", "move a1a2"},
		{"castles through check", "4kr2/8/8/8/8/8/8/4K2R w K - 0 1", "e1h1", "move e1g1"},
		{"junk kind", rules.StartFEN, "junk", "move 0xf31c"},
	}
	for _, tt := range tests {
		p := mustFEN(t, tt.fen)
		m := rules.NoMove
		switch tt.uci {
		case "":
		case "junk":
			m = rules.Move(0xf31c) // e2e4 with kind 15
		default:
			from, _ := rules.ParseSquare(tt.uci[:2])
			to, _ := rules.ParseSquare(tt.uci[2:])
			kind := rules.Normal
			if from == p.KingSquare(p.SideToMove()) && p.PieceAt(to).Type() == rules.Rook && p.PieceAt(to).Color() == p.SideToMove() {
				kind = rules.Castling
			}
			m = rules.NewMove(from, to, kind)
		}
		before := p
		err := p.Play(m)
		if !errors.Is(err, rules.ErrIllegalMove) || !strings.HasPrefix(err.Error(), "rules: "+tt.msg+":") {
			t.Errorf("%s: Play = %v, want an illegal-move error naming %q", tt.name, err, tt.msg)
		}
		if p != before {
			t.Errorf("%s: a refused move changed the position to %s", tt.name, p.FEN())
		}
		g := rules.NewGame(before)
		if err := g.Play(m); !errors.Is(err, rules.ErrIllegalMove) || g.Len() != 0 {
			t.Errorf("%s: Game.Play = %v after %d plies, want ErrIllegalMove", tt.name, err, g.Len())
		}
	}
}

// TestPlayNullRefusesInCheck: passing while in check would let the king
// be taken.
func TestPlayNullRefusesInCheck(t *testing.T) {
	p := mustFEN(t, "4r1k1/8/8/8/8/8/8/R3K3 w - - 0 1")
	if err := p.PlayNull(); !errors.Is(err, rules.ErrIllegalMove) || p.SideToMove() != rules.White {
		t.Errorf("PlayNull in check = %v, side %v", err, p.SideToMove())
	}
	p = mustFEN(t, "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")
	if err := p.PlayNull(); err != nil || p.SideToMove() != rules.White || p.EnPassantSquare() != rules.NoSquare {
		t.Errorf("PlayNull = %v: %s", err, p.FEN())
	}
}

// TestPlayNullCounts: a null move counts as a ply, so the moves after it
// are numbered on, as PGN numbers them after "--".
func TestPlayNullCounts(t *testing.T) {
	for _, tt := range []struct{ fen, want string }{
		{"4k3/8/8/8/8/8/8/4K3 w - - 3 7", "4k3/8/8/8/8/8/8/4K3 b - - 4 7"},
		{"4k3/8/8/8/8/8/8/4K3 b - - 3 7", "4k3/8/8/8/8/8/8/4K3 w - - 4 8"},
	} {
		p := mustFEN(t, tt.fen)
		if err := p.PlayNull(); err != nil || p.FEN() != tt.want {
			t.Errorf("PlayNull from %s = %v, %s; want %s", tt.fen, err, p.FEN(), tt.want)
		}
	}
}

// FuzzIsLegal asks IsLegal about arbitrary Move values in arbitrary
// positions and checks the answer against LegalMoves and Play.
func FuzzIsLegal(f *testing.F) {
	f.Add(rules.StartFEN, uint16(0))
	f.Add(kiwipeteFEN, uint16(rules.NewMove(rules.E1, rules.H1, rules.Castling)))
	f.Add("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", uint16(rules.NewMove(28, 19, rules.EnPassant)))
	f.Add("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", uint16(rules.NewMove(48, 57, rules.PromoteQueen)))
	f.Fuzz(func(t *testing.T, fen string, raw uint16) {
		p, err := rules.ParseFEN(fen)
		if err != nil {
			return
		}
		m := rules.Move(raw)
		var l rules.MoveList
		p.LegalMoves(&l)
		want := false
		for _, lm := range l.Slice() {
			want = want || lm == m
		}
		if got := p.IsLegal(m); got != want {
			t.Fatalf("%s: IsLegal(%#04x) = %v, LegalMoves says %v", fen, raw, got, want)
		}
		before := p
		if err := p.Play(m); (err == nil) != want || !want && p != before {
			t.Fatalf("%s: Play(%#04x) = %v, legal %v", fen, raw, err, want)
		}
	})
}

// TestGamePlayUCIErrors: one prefix, the ply named, ErrIllegalMove
// wrapped only for a move that is not legal.
func TestGamePlayUCIErrors(t *testing.T) {
	g := rules.NewGame(rules.StartPosition())
	tests := []struct {
		uci, want string
		illegal   bool
	}{
		{"e2e5", "rules: move e2e5 at ply 1: illegal move", true},
		{"e2", `rules: "e2" is not a UCI move (like e2e4 or e7e8q) at ply 1`, false},
		{"e7e8x", `rules: "e7e8x": 'x' is not a promotion piece (q, r, b, n) at ply 1`, false},
	}
	for _, tt := range tests {
		err := g.PlayUCI(tt.uci)
		if err == nil || err.Error() != tt.want || errors.Is(err, rules.ErrIllegalMove) != tt.illegal {
			t.Errorf("PlayUCI(%q) = %v, want %q (illegal %v)", tt.uci, err, tt.want, tt.illegal)
		}
	}
	if g.Len() != 0 {
		t.Errorf("%d plies played", g.Len())
	}
}
