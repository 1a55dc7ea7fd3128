package rules

import "fmt"

// IsLegal reports whether m is a legal move of the side to move in p: one
// of the moves LegalMoves lists, with the same kind. It looks only at the
// moving piece, its path and its king, so it is much cheaper than
// generating every legal move. Any Move value may be asked about.
func (p *Position) IsLegal(m Move) bool {
	from, to, kind := m.From(), m.To(), m.Kind()
	pc := p.board[from]
	if pc == NoPiece || pc.Color() != p.side || from == to || kind > PromoteQueen {
		return false
	}
	switch pc.Type() {
	case King:
		return p.kingMoveLegal(from, to, kind)
	case Pawn:
		if !p.pawnMoveFits(from, to, kind) {
			return false
		}
		if kind == EnPassant {
			return p.enPassantSafe(from, p.KingSquare(p.side))
		}
	default:
		if kind != Normal || p.byColor[p.side].Has(to) || !p.pieceAttacks(pc.Type(), from).Has(to) {
			return false
		}
	}
	return p.leavesKingSafe(from, to)
}

// pieceAttacks returns the squares a knight, bishop, rook or queen on from
// attacks in p.
func (p *Position) pieceAttacks(t PieceType, from Square) Bitboard {
	switch t {
	case Knight:
		return tables.knight[from]
	case Bishop:
		return BishopAttacks(from, p.byType[0])
	case Rook:
		return RookAttacks(from, p.byType[0])
	default:
		return QueenAttacks(from, p.byType[0])
	}
}

// kingMoveLegal decides a king move: a step to a square no enemy piece
// attacks, or castling with a right the side still holds.
func (p *Position) kingMoveLegal(from, to Square, kind MoveKind) bool {
	switch kind {
	case Normal:
		if !tables.king[from].Has(to) || p.byColor[p.side].Has(to) {
			return false
		}
		return !p.attacked(to, p.side.Other(), p.byType[0]&^SquareBB(from))
	case Castling:
		i := castleIndex(p.side, to > from)
		if p.rights&(1<<i) == 0 || p.castleRook[i] != to || p.InCheck() {
			return false
		}
		return p.castlingClear(from, to, to > from)
	}
	return false
}

// pawnMoveFits reports whether a pawn of the side to move on from can make
// a move of this kind to to, its own king aside: a push to an empty square,
// a double step from its first square, a capture, en passant onto the e.p.
// square, a promotion exactly when it reaches the last rank.
func (p *Position) pawnMoveFits(from, to Square, kind MoveKind) bool {
	us := p.side
	up, start, last := Square(8), 1, 7
	if us == Black {
		up, start, last = -8, 6, 0
	}
	switch kind {
	case DoublePush:
		return from.Rank() == start && to == from+2*up && p.board[from+up] == NoPiece && p.board[to] == NoPiece
	case EnPassant:
		return p.ep != NoSquare && to == p.ep && tables.pawn[us][from].Has(to)
	case Castling:
		return false
	}
	if (to.Rank() == last) != (kind >= PromoteKnight) {
		return false
	}
	if to == from+up {
		return p.board[to] == NoPiece
	}
	return tables.pawn[us][from].Has(to) && p.byColor[us.Other()].Has(to)
}

// leavesKingSafe reports whether moving the piece on from to to (taking
// whatever stands there) leaves the mover's king unattacked. It serves
// every move but king moves, castling and en passant.
func (p *Position) leavesKingSafe(from, to Square) bool {
	ksq := p.KingSquare(p.side)
	occ := p.byType[0]&^SquareBB(from) | SquareBB(to)
	return p.AttackersTo(ksq, occ)&p.byColor[p.side.Other()]&^SquareBB(to) == 0
}

// Play makes the move m if it is legal in p (see IsLegal), and otherwise
// leaves p unchanged and returns an error wrapping ErrIllegalMove that
// names the move. Keep a copy of the position to go back.
func (p *Position) Play(m Move) error {
	if !p.IsLegal(m) {
		return fmt.Errorf("rules: move %s: %w", p.moveText(m), ErrIllegalMove)
	}
	p.play(m)
	return nil
}

// moveText names m for an error message: its UCI form, or its number when
// its kind is out of range.
func (p *Position) moveText(m Move) string {
	if m.Kind() > PromoteQueen {
		return fmt.Sprintf("%#04x", uint16(m))
	}
	return p.UCI(m)
}
