package rules_test

import (
	"fmt"
	"testing"

	"github.com/tactuschess/tactus/rules"
)

// TestEnumStrings: every enum value in range prints its name, and a value
// out of range prints as out of range rather than as some other value.
func TestEnumStrings(t *testing.T) {
	tests := []struct {
		v    fmt.Stringer
		want string
	}{
		{rules.White, "white"},
		{rules.Black, "black"},
		{rules.Color(2), "Color(2)"},
		{rules.Color(255), "Color(255)"},
		{rules.NoPieceType, "none"},
		{rules.Knight, "knight"},
		{rules.King, "king"},
		{rules.PieceType(7), "PieceType(7)"},
		{rules.PieceType(9), "PieceType(9)"},
		{rules.NoPiece, "."},
		{rules.MakePiece(rules.White, rules.Queen), "Q"},
		{rules.MakePiece(rules.Black, rules.Pawn), "p"},
		{rules.Piece(7), "Piece(7)"},
		{rules.Piece(8), "Piece(8)"},
		{rules.Piece(15), "Piece(15)"},
		{rules.Piece(17), "Piece(17)"},
		{rules.A1, "a1"},
		{rules.H8, "h8"},
		{rules.NoSquare, "-"},
		{rules.Square(64), "Square(64)"},
		{rules.Square(-2), "Square(-2)"},
		{rules.Normal, "normal"},
		{rules.EnPassant, "en-passant"},
		{rules.PromoteQueen, "promote-queen"},
		{rules.MoveKind(8), "MoveKind(8)"},
		{rules.NoCheck, "no-check"},
		{rules.Mate, "mate"},
		{rules.CheckKind(3), "CheckKind(3)"},
		{rules.NotTerminated, ""},
		{rules.DeadPosition, "dead-position"},
		{rules.Termination(6), "Termination(6)"},
	}
	for _, tt := range tests {
		if got := tt.v.String(); got != tt.want {
			t.Errorf("%T(%d).String() = %q, want %q", tt.v, tt.v, got, tt.want)
		}
	}
	letters := []struct {
		got, want byte
	}{
		{rules.Pawn.Letter(), 'P'},
		{rules.NoPieceType.Letter(), ' '},
		{rules.PieceType(9).Letter(), '?'},
		{rules.MakePiece(rules.Black, rules.Knight).FENLetter(), 'n'},
		{rules.Piece(7).FENLetter(), '?'},
	}
	for i, l := range letters {
		if l.got != l.want {
			t.Errorf("letter %d: %q, want %q", i, l.got, l.want)
		}
	}
	if got := rules.Move(0xf31c).Promotion(); got != rules.NoPieceType {
		t.Errorf("a move of kind 15 promotes to %v, want none", got)
	}
}
