package rules_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules"
)

// TestFENImpossibleChecks: checks no last move can have given are refused,
// each with its reason and field.
func TestFENImpossibleChecks(t *testing.T) {
	tests := []struct {
		name, fen string
		field     int
		msg       string
	}{
		{"triple check", "4r2k/8/8/8/8/3n4/3p4/4K3 w - - 0 1", 1,
			"white is in check from the pawn on d2, the knight on d3 and the rook on e8: no move gives more than two checks"},
		{"pawn and knight", "7k/8/8/8/8/3n4/3p4/4K3 w - - 0 1", 1,
			"white is in double check from the pawn on d2 and the knight on d3, which no single move can give"},
		{"two pawns", "7k/8/8/3p1p2/4K3/8/8/8 w - - 0 1", 1,
			"white is in double check from the pawn on d5 and the pawn on f5"},
		{"two knights", "7k/8/8/8/8/3n1n2/8/4K3 w - - 0 1", 1,
			"white is in double check from the knight on d3 and the knight on f3"},
		{"two rooks on one line", "4k3/8/8/8/8/8/8/r2K3r w - - 0 1", 1,
			"white is in double check from the rook on a1 and the rook on h1"},
		{"two bishops on one diagonal", "B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1", 1,
			"black is in double check from the bishop on h1 and the bishop on a8"},
		{"rook and rook, neither uncovered", "4r2k/8/8/8/8/8/8/r3K3 w - - 0 1", 1,
			"white is in double check from the rook on a1 and the rook on e8"},
		{"queen and bishop, neither uncovered", "7k/8/8/8/8/2b5/8/q3K3 w - - 0 1", 1,
			"white is in double check from the queen on a1 and the bishop on c3"},
		{"black in double check", "4k3/3P4/5N2/8/8/8/8/4K3 b - - 0 1", 1,
			"black is in double check from the knight on f6 and the pawn on d7"},
		{"e.p. and a knight's check", "4k3/8/8/3pP3/8/5n2/8/4K3 w - d6 0 1", 4,
			"the knight on f3 gives check, which black's last move d7-d5 (e.p. square d6) cannot have done"},
		{"e.p. and a rook's check off the line", "4k3/8/8/3pP3/8/8/8/r3K3 w - d6 0 1", 4,
			"the rook on a1 gives check"},
		{"e.p. and a check the pawn did not uncover", "R3k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1", 4,
			"the rook on a8 gives check, which white's last move d2-d4 (e.p. square d3) cannot have done"},
		{"KQkq with the king on d1", "r2k3r/8/8/8/8/8/8/R2K3R w KQkq - 0 1", 3,
			`"KQkq" needs a Chess960 reading (the white king is on d1, not e1)`},
		{"K with the rook on g1", "4k3/8/8/8/8/8/8/4K1R1 w K - 0 1", 3,
			`"K" needs a Chess960 reading (the white rook it names is on g1, not in the corner)`},
		{"q with the rook on b8", "1r2k3/8/8/8/8/8/8/4K3 w q - 0 1", 3,
			"the black rook it names is on b8"},
		{"k with the black king on f8", "5k1r/8/8/8/8/8/8/4K3 w k - 0 1", 3,
			"the black king is on f8, not e8"},
	}
	for _, tt := range tests {
		_, err := rules.ParseFEN(tt.fen)
		var fe *rules.FENError
		if !errors.As(err, &fe) || !errors.Is(err, rules.ErrBadFEN) {
			t.Errorf("%s: ParseFEN(%q) = %v, want a FENError", tt.name, tt.fen, err)
			continue
		}
		if fe.Field != tt.field || !strings.Contains(err.Error(), tt.msg) {
			t.Errorf("%s: ParseFEN(%q) = %q (field %d), want field %d saying %q", tt.name, tt.fen, err, fe.Field, tt.field, tt.msg)
		}
	}
}

// TestFENPossibleChecks: double checks a move can give, and checks an e.p.
// double step explains, are accepted; so is KQkq off the standard squares
// when the position is declared Chess960.
func TestFENPossibleChecks(t *testing.T) {
	tests := []struct {
		name, fen string
		declared  bool // read with ParseFEN960
		checkers  int
	}{
		{"pawn takes, uncovering a rook", "4r2k/8/8/8/8/8/3p4/4K3 w - - 0 1", false, 2},
		{"knight leaves the file", "4r2k/8/8/8/8/3n4/8/4K3 w - - 0 1", false, 2},
		{"bishop leaves the rank", "7k/8/8/8/8/8/3b4/r3K3 w - - 0 1", false, 2},
		{"queen leaves the diagonal", "7k/8/8/b7/8/8/8/3qK3 w - - 0 1", false, 2},
		{"promotion to a knight, uncovering a rook", "5N2/3R3k/8/8/8/8/8/4K3 b - - 0 1", false, 2},
		{"en passant uncovering rook and bishop", "B3R3/8/3P4/8/4k3/8/8/4K3 b - - 0 1", false, 2},
		{"the double step gives check", "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", false, 1},
		{"the double step uncovers a bishop", "4b2k/8/8/1K1pP3/8/8/8/8 w - d6 0 1", false, 1},
		{"Chess960 declared, king on d1", "r2k3r/8/8/8/8/8/8/R2K3R w KQkq - 0 1", true, 0},
	}
	for _, tt := range tests {
		parse := rules.ParseFEN
		if tt.declared {
			parse = rules.ParseFEN960
		}
		p, err := parse(tt.fen)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		if n := p.Checkers().Count(); n != tt.checkers {
			t.Errorf("%s: %d checkers, want %d (the case tests nothing)", tt.name, n, tt.checkers)
		}
		if tt.declared && !p.IsChess960() {
			t.Errorf("%s: not Chess960", tt.name)
		}
	}
}

// TestFENAcceptsEveryReachedCheck walks the move trees of the perft suites
// and reads back the FEN of every position in check, double checks
// included: the checks ParseFEN refuses must never arise in play.
func TestFENAcceptsEveryReachedCheck(t *testing.T) {
	fens := append(epdFENs(t, "standard.epd", 1), epdFENs(t, "chess960.epd", 10)...)
	depth := 3
	if testing.Short() {
		depth = 2
	}
	checks, doubles := 0, 0
	for _, fen := range fens {
		p := mustFEN(t, fen)
		failures := 0
		walk(t, &p, depth, func(parent, child *rules.Position, m rules.Move) {
			n := child.Checkers().Count()
			if n == 0 || failures > 2 {
				return
			}
			checks++
			if n == 2 {
				doubles++
			}
			if _, err := rules.ParseFEN(child.FEN()); err != nil {
				failures++
				t.Errorf("%s after %s: %v", parent.FEN(), parent.UCI(m), err)
			}
		})
	}
	if doubles == 0 {
		t.Errorf("no double check reached: the test exercises nothing")
	}
	t.Logf("%d positions in check read back, %d of them double checks", checks, doubles)
}
