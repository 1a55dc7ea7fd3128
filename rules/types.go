package rules

import (
	"fmt"
	"strconv"
)

// Color is the side a piece belongs to.
type Color uint8

// The two colours.
const (
	White Color = iota
	Black
)

// Other returns the opposite colour.
func (c Color) Other() Color { return c ^ 1 }

// String returns "white" or "black", or "Color(n)" for a value out of
// range.
func (c Color) String() string {
	switch c {
	case White:
		return "white"
	case Black:
		return "black"
	}
	return outOfRange("Color", int(c))
}

// outOfRange names a value outside its enum type's range, like fmt's
// %!v does for a bad verb: "PieceType(9)".
func outOfRange(typ string, v int) string { return typ + "(" + strconv.Itoa(v) + ")" }

// PieceType is a kind of piece regardless of colour.
type PieceType uint8

// The piece types. NoPieceType marks an empty square.
const (
	NoPieceType PieceType = iota
	Pawn
	Knight
	Bishop
	Rook
	Queen
	King
)

var pieceTypeNames = [...]string{"none", "pawn", "knight", "bishop", "rook", "queen", "king"}

// String returns the lower-case English name of the piece type ("none" for
// NoPieceType), or "PieceType(n)" for a value out of range.
func (t PieceType) String() string {
	if int(t) < len(pieceTypeNames) {
		return pieceTypeNames[t]
	}
	return outOfRange("PieceType", int(t))
}

// Letter returns the English upper-case letter of the piece type (P for a
// pawn, space for none, '?' for a value out of range).
func (t PieceType) Letter() byte {
	if t > King {
		return '?'
	}
	return " PNBRQK"[t]
}

// Piece is a coloured piece, or NoPiece for an empty square.
type Piece uint8

// NoPiece is the content of an empty square.
const NoPiece Piece = 0

// MakePiece returns the piece of colour c and type t.
func MakePiece(c Color, t PieceType) Piece { return Piece(uint8(c)<<3 | uint8(t)) }

// Type returns the piece's type.
func (p Piece) Type() PieceType { return PieceType(p & 7) }

// Color returns the piece's colour; it is meaningless for NoPiece.
func (p Piece) Color() Color { return Color(p >> 3) }

// valid reports whether p is NoPiece or a piece MakePiece can make.
func (p Piece) valid() bool {
	return p == NoPiece || p.Color() <= Black && p.Type() >= Pawn && p.Type() <= King
}

// FENLetter returns the piece as FEN writes it: upper case for White,
// lower case for Black, '.' for no piece, '?' for a value out of range.
func (p Piece) FENLetter() byte {
	switch {
	case p == NoPiece:
		return '.'
	case !p.valid():
		return '?'
	}
	l := p.Type().Letter()
	if p.Color() == Black {
		l += 'a' - 'A'
	}
	return l
}

// String returns the FEN letter of the piece ("." for NoPiece), or
// "Piece(n)" for a value out of range.
func (p Piece) String() string {
	if !p.valid() {
		return outOfRange("Piece", int(p))
	}
	return string(p.FENLetter())
}

// Square is one of the 64 squares, a1 = 0, b1 = 1, …, h8 = 63.
type Square int8

// NoSquare marks the absence of a square (no en passant target, say).
const NoSquare Square = -1

// Named squares used by the engine and its tests.
const (
	A1 Square = iota
	B1
	C1
	D1
	E1
	F1
	G1
	H1
)

// Named squares on the eighth rank.
const (
	A8 Square = 56 + iota
	B8
	C8
	D8
	E8
	F8
	G8
	H8
)

// NewSquare returns the square on file f (0 = a) and rank r (0 = 1).
func NewSquare(file, rank int) Square { return Square(rank*8 + file) }

// File returns the square's file, 0 (a) to 7 (h).
func (s Square) File() int { return int(s) & 7 }

// Rank returns the square's rank, 0 (first rank) to 7 (eighth).
func (s Square) Rank() int { return int(s) >> 3 }

// IsLight reports whether the square is a light square (h1 is light).
func (s Square) IsLight() bool { return (s.File()+s.Rank())%2 == 1 }

// String returns the square in algebraic form, "e4", "-" for NoSquare, or
// "Square(n)" for a value out of range.
func (s Square) String() string {
	switch {
	case s == NoSquare:
		return "-"
	case s < 0 || s > 63:
		return outOfRange("Square", int(s))
	}
	return string([]byte{byte('a' + s.File()), byte('1' + s.Rank())})
}

// ParseSquare reads a square in algebraic form ("e4").
func ParseSquare(s string) (Square, error) {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' {
		return NoSquare, fmt.Errorf("rules: %q is not a square (a1 … h8)", s)
	}
	return NewSquare(int(s[0]-'a'), int(s[1]-'1')), nil
}
