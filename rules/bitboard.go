package rules

import "math/bits"

// Bitboard is a set of squares, bit i standing for Square(i).
type Bitboard uint64

// Bitboard constants for files and ranks.
const (
	FileA Bitboard = 0x0101010101010101
	FileH Bitboard = FileA << 7
	Rank1 Bitboard = 0xff
	Rank2 Bitboard = Rank1 << 8
	Rank4 Bitboard = Rank1 << 24
	Rank5 Bitboard = Rank1 << 32
	Rank7 Bitboard = Rank1 << 48
	Rank8 Bitboard = Rank1 << 56
	// LightSquares holds the 32 light squares.
	LightSquares Bitboard = 0x55aa55aa55aa55aa
)

// SquareBB returns the set holding only s.
func SquareBB(s Square) Bitboard { return 1 << uint(s) }

// Has reports whether s is in the set.
func (b Bitboard) Has(s Square) bool { return b&(1<<uint(s)) != 0 }

// Count returns the number of squares in the set.
func (b Bitboard) Count() int { return bits.OnesCount64(uint64(b)) }

// First returns the lowest square in the set; the set must not be empty.
func (b Bitboard) First() Square { return Square(bits.TrailingZeros64(uint64(b))) }

// PopFirst removes the lowest square from the set and returns it.
func (b *Bitboard) PopFirst() Square {
	s := Square(bits.TrailingZeros64(uint64(*b)))
	*b &= *b - 1
	return s
}

// Squares returns the squares of the set in ascending order.
func (b Bitboard) Squares() []Square {
	out := make([]Square, 0, b.Count())
	for b != 0 {
		out = append(out, b.PopFirst())
	}
	return out
}

func (b Bitboard) north() Bitboard { return b << 8 }
func (b Bitboard) south() Bitboard { return b >> 8 }
func (b Bitboard) east() Bitboard  { return (b &^ FileH) << 1 }
func (b Bitboard) west() Bitboard  { return (b &^ FileA) >> 1 }
