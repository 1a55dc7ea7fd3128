package rules

// castleIndex returns the castling-right index of colour c on one side:
// 0 white king side (h-side, O-O), 1 white queen side (a-side, O-O-O),
// 2 black king side, 3 black queen side.
func castleIndex(c Color, kingside bool) int {
	i := int(c) * 2
	if !kingside {
		i++
	}
	return i
}

// Position is a chess position: piece placement, side to move, castling
// rights, en passant target, move counters and a Zobrist key kept up to
// date as moves are played. The zero value is not a valid position; use
// ParseFEN, StartPosition or Chess960Position. Position is a value: copy it
// to keep a position before playing a move on it (copy-make).
type Position struct {
	byType  [7]Bitboard // [0] holds every occupied square
	byColor [2]Bitboard
	board   [64]Piece
	// castleRook is the square of the rook each castling right refers to.
	castleRook [4]Square
	rights     uint8
	side       Color
	// ep is the en passant target square, set only when a pawn of the side
	// to move stands beside the pawn that just made a double step.
	ep       Square
	chess960 bool
	halfmove int
	fullmove int
	hash     uint64
}

// SideToMove returns the colour whose turn it is.
func (p *Position) SideToMove() Color { return p.side }

// PieceAt returns the piece on s, or NoPiece.
func (p *Position) PieceAt(s Square) Piece { return p.board[s] }

// Occupied returns the set of occupied squares.
func (p *Position) Occupied() Bitboard { return p.byType[0] }

// ColorBB returns the squares holding pieces of colour c.
func (p *Position) ColorBB(c Color) Bitboard { return p.byColor[c] }

// TypeBB returns the squares holding pieces of type t, either colour.
func (p *Position) TypeBB(t PieceType) Bitboard { return p.byType[t] }

// Pieces returns the squares holding pieces of colour c and type t.
func (p *Position) Pieces(c Color, t PieceType) Bitboard { return p.byType[t] & p.byColor[c] }

// KingSquare returns the square of c's king.
func (p *Position) KingSquare(c Color) Square { return p.Pieces(c, King).First() }

// HalfmoveClock returns the number of half-moves since the last capture or
// pawn move (Article 9.3).
func (p *Position) HalfmoveClock() int { return p.halfmove }

// FullmoveNumber returns the number of the move being played, starting at 1
// and incremented after Black's move.
func (p *Position) FullmoveNumber() int { return p.fullmove }

// IsChess960 reports whether castling follows the Chess960 rules
// (Guidelines II) and FEN and UCI write castling in Chess960 form.
func (p *Position) IsChess960() bool { return p.chess960 }

// SetChess960 switches Chess960 castling notation on or off. The position's
// legal moves are the same either way; only how castling is written
// differs. Switching it off is ignored while a castling right cannot be
// written in standard form (a king off the e-file or a rook off the
// corner), where the king's two-square step would be ambiguous.
func (p *Position) SetChess960(on bool) {
	if on || p.castlingIsStandard() {
		p.chess960 = on
	}
}

// Hash returns the position's Zobrist key. It includes the en passant file
// only when a pawn of the side to move stands next to the pawn that just
// made a double step; RepetitionKey refines this to legal captures.
func (p *Position) Hash() uint64 { return p.hash }

// EnPassantSquare returns the en passant target square when a pawn of the
// side to move stands next to the pawn that just made a double step, and
// NoSquare otherwise. The capture may still be illegal (a pinned pawn).
func (p *Position) EnPassantSquare() Square { return p.ep }

// CanCastle reports whether colour c still has the castling right on one
// side (which does not mean castling is legal now).
func (p *Position) CanCastle(c Color, kingside bool) bool {
	return p.rights&(1<<castleIndex(c, kingside)) != 0
}

// CastlingRook returns the square of the rook c would castle with on one
// side, and whether that right exists.
func (p *Position) CastlingRook(c Color, kingside bool) (Square, bool) {
	i := castleIndex(c, kingside)
	return p.castleRook[i], p.rights&(1<<i) != 0
}

func (p *Position) put(s Square, pc Piece) {
	b := SquareBB(s)
	p.board[s] = pc
	p.byType[0] |= b
	p.byType[pc.Type()] |= b
	p.byColor[pc.Color()] |= b
	p.hash ^= zobrist.piece[pc][s]
}

func (p *Position) remove(s Square) Piece {
	pc := p.board[s]
	b := SquareBB(s)
	p.board[s] = NoPiece
	p.byType[0] &^= b
	p.byType[pc.Type()] &^= b
	p.byColor[pc.Color()] &^= b
	p.hash ^= zobrist.piece[pc][s]
	return pc
}

// AttackersTo returns the pieces of either colour that attack s, given the
// occupied set occ.
func (p *Position) AttackersTo(s Square, occ Bitboard) Bitboard {
	rq := p.byType[Rook] | p.byType[Queen]
	bq := p.byType[Bishop] | p.byType[Queen]
	return (tables.pawn[Black][s] & p.Pieces(White, Pawn)) |
		(tables.pawn[White][s] & p.Pieces(Black, Pawn)) |
		(tables.knight[s] & p.byType[Knight]) |
		(tables.king[s] & p.byType[King]) |
		(RookAttacks(s, occ) & rq) |
		(BishopAttacks(s, occ) & bq)
}

// attacked reports whether a piece of colour by attacks s given occupancy occ.
func (p *Position) attacked(s Square, by Color, occ Bitboard) bool {
	them := p.byColor[by]
	if tables.knight[s]&them&p.byType[Knight] != 0 ||
		tables.pawn[by.Other()][s]&them&p.byType[Pawn] != 0 ||
		tables.king[s]&them&p.byType[King] != 0 {
		return true
	}
	if RookAttacks(s, occ)&them&(p.byType[Rook]|p.byType[Queen]) != 0 {
		return true
	}
	return BishopAttacks(s, occ)&them&(p.byType[Bishop]|p.byType[Queen]) != 0
}

// Checkers returns the pieces giving check to the side to move.
func (p *Position) Checkers() Bitboard {
	return p.AttackersTo(p.KingSquare(p.side), p.byType[0]) & p.byColor[p.side.Other()]
}

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool { return p.Checkers() != 0 }
