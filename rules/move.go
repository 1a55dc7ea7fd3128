package rules

// Move is a move in a position, packed in 16 bits: origin, destination and
// a kind. Castling is stored as the king capturing its own rook (so Chess960
// castling is unambiguous); To returns the rook's square for it and
// KingTo the king's destination.
type Move uint16

// NoMove is the zero Move, which is never legal.
const NoMove Move = 0

// MoveKind distinguishes moves that a from/to pair alone cannot.
type MoveKind uint8

// The kinds of move.
const (
	Normal MoveKind = iota
	DoublePush
	EnPassant
	Castling
	PromoteKnight
	PromoteBishop
	PromoteRook
	PromoteQueen
)

var moveKindNames = [...]string{"normal", "double-push", "en-passant", "castling",
	"promote-knight", "promote-bishop", "promote-rook", "promote-queen"}

// String returns the kind's name in lower case ("en-passant"), or
// "MoveKind(n)" for a value out of range.
func (k MoveKind) String() string {
	if int(k) < len(moveKindNames) {
		return moveKindNames[k]
	}
	return outOfRange("MoveKind", int(k))
}

// NewMove packs a move.
func NewMove(from, to Square, kind MoveKind) Move {
	return Move(uint16(from) | uint16(to)<<6 | uint16(kind)<<12)
}

// From returns the square the moving piece (the king, for castling) leaves.
func (m Move) From() Square { return Square(m & 63) }

// To returns the destination square; for castling, the castling rook's square.
func (m Move) To() Square { return Square(m >> 6 & 63) }

// Kind returns the move's kind.
func (m Move) Kind() MoveKind { return MoveKind(m >> 12) }

// IsCastling reports whether m is a castling move.
func (m Move) IsCastling() bool { return m.Kind() == Castling }

// IsEnPassant reports whether m is an en passant capture.
func (m Move) IsEnPassant() bool { return m.Kind() == EnPassant }

// Promotion returns the piece type a pawn promotes to, or NoPieceType.
func (m Move) Promotion() PieceType {
	if k := m.Kind(); k >= PromoteKnight && k <= PromoteQueen {
		return PieceType(k-PromoteKnight) + Knight
	}
	return NoPieceType
}

// IsKingside reports whether a castling move is the king-side (h-side,
// O-O) castling: the rook stands on a higher file than the king.
func (m Move) IsKingside() bool { return m.To() > m.From() }

// KingTo returns where the moving piece ends: the destination, or for
// castling the king's destination (g- or c-file).
func (m Move) KingTo() Square {
	if m.Kind() != Castling {
		return m.To()
	}
	if m.IsKingside() {
		return NewSquare(6, m.From().Rank())
	}
	return NewSquare(2, m.From().Rank())
}

// RookTo returns the castling rook's destination (f- or d-file).
func (m Move) RookTo() Square {
	if m.IsKingside() {
		return NewSquare(5, m.From().Rank())
	}
	return NewSquare(3, m.From().Rank())
}

// MoveList is a fixed-capacity list of moves that lives on the stack, so
// move generation allocates nothing. 256 exceeds the maximum number of
// legal moves in any chess position (218).
type MoveList struct {
	moves [256]Move
	n     int
}

// Len returns the number of moves in the list.
func (l *MoveList) Len() int { return l.n }

// At returns the i-th move.
func (l *MoveList) At(i int) Move { return l.moves[i] }

// Slice returns the moves as a slice that aliases the list.
func (l *MoveList) Slice() []Move { return l.moves[:l.n] }

// Reset empties the list.
func (l *MoveList) Reset() { l.n = 0 }

func (l *MoveList) add(m Move) {
	l.moves[l.n] = m
	l.n++
}
