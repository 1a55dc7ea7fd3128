package rules

// LegalMoves fills l with every legal move of the side to move. It
// allocates nothing.
func (p *Position) LegalMoves(l *MoveList) {
	l.n = 0
	p.generate(l)
}

// HasLegalMove reports whether the side to move has at least one legal move.
func (p *Position) HasLegalMove() bool {
	var l MoveList
	p.generate(&l)
	return l.n > 0
}

// generate appends the legal moves of the side to move to l.
func (p *Position) generate(l *MoveList) {
	us, them := p.side, p.side.Other()
	occ, own := p.byType[0], p.byColor[us]
	ksq := p.KingSquare(us)
	checkers := p.AttackersTo(ksq, occ) & p.byColor[them]

	occNoKing := occ &^ SquareBB(ksq)
	for t := tables.king[ksq] &^ own; t != 0; {
		to := t.PopFirst()
		if !p.attacked(to, them, occNoKing) {
			l.add(NewMove(ksq, to, Normal))
		}
	}
	if checkers&(checkers-1) != 0 {
		return // double check: only the king may move
	}
	target := ^own
	if checkers != 0 {
		target = Between(ksq, checkers.First()) | checkers
	}
	pinned := p.pinned(us, ksq)

	for b := p.Pieces(us, Knight) &^ pinned; b != 0; {
		from := b.PopFirst()
		addAll(l, from, tables.knight[from]&target)
	}
	diag := (p.byType[Bishop] | p.byType[Queen]) & own
	for b := diag; b != 0; {
		from := b.PopFirst()
		t := BishopAttacks(from, occ) & target
		if pinned.Has(from) {
			t &= Line(ksq, from)
		}
		addAll(l, from, t)
	}
	orth := (p.byType[Rook] | p.byType[Queen]) & own
	for b := orth; b != 0; {
		from := b.PopFirst()
		t := RookAttacks(from, occ) & target
		if pinned.Has(from) {
			t &= Line(ksq, from)
		}
		addAll(l, from, t)
	}
	p.pawnMoves(l, ksq, target, pinned)
	if p.ep != NoSquare {
		p.enPassantMoves(l, ksq)
	}
	if checkers == 0 && p.rights != 0 {
		p.castlingMoves(l, ksq)
	}
}

func addAll(l *MoveList, from Square, targets Bitboard) {
	for targets != 0 {
		l.add(NewMove(from, targets.PopFirst(), Normal))
	}
}

// pinned returns the pieces of colour us that are pinned to the king on ksq.
func (p *Position) pinned(us Color, ksq Square) Bitboard {
	them := p.byColor[us.Other()]
	snipers := (RookAttacks(ksq, 0) & them & (p.byType[Rook] | p.byType[Queen])) |
		(BishopAttacks(ksq, 0) & them & (p.byType[Bishop] | p.byType[Queen]))
	var pinned Bitboard
	for snipers != 0 {
		s := snipers.PopFirst()
		b := Between(ksq, s) & p.byType[0]
		if b != 0 && b&(b-1) == 0 {
			pinned |= b & p.byColor[us]
		}
	}
	return pinned
}

// pawnMoves generates pushes, double pushes, captures and promotions.
// Unpinned pawns are handled as sets; pinned pawns one by one.
func (p *Position) pawnMoves(l *MoveList, ksq Square, target, pinned Bitboard) {
	us := p.side
	pawns := p.Pieces(us, Pawn)
	free := pawns &^ pinned
	empty := ^p.byType[0]
	enemy := p.byColor[us.Other()]
	var push1, push2, capW, capE Bitboard
	var up Square
	if us == White {
		up = 8
		push1 = free.north() & empty
		push2 = (push1 & (Rank1 << 16)).north() & empty & target
		capW = free.north().west() & enemy & target
		capE = free.north().east() & enemy & target
	} else {
		up = -8
		push1 = free.south() & empty
		push2 = (push1 & (Rank1 << 40)).south() & empty & target
		capW = free.south().west() & enemy & target
		capE = free.south().east() & enemy & target
	}
	push1 &= target
	addPawnMoves(l, push1, up)
	for push2 != 0 {
		to := push2.PopFirst()
		l.add(NewMove(to-2*up, to, DoublePush))
	}
	addPawnMoves(l, capW, up-1)
	addPawnMoves(l, capE, up+1)

	for b := pawns & pinned; b != 0; {
		from := b.PopFirst()
		ray := Line(ksq, from)
		one := from + up
		if ray.Has(one) && !p.byType[0].Has(one) {
			if target.Has(one) {
				addPawnMoves(l, SquareBB(one), up)
			}
			two := one + up
			if (from.Rank() == 1 && us == White || from.Rank() == 6 && us == Black) &&
				!p.byType[0].Has(two) && target.Has(two) {
				l.add(NewMove(from, two, DoublePush))
			}
		}
		for c := tables.pawn[us][from] & enemy & target & ray; c != 0; {
			to := c.PopFirst()
			addPawnMoves(l, SquareBB(to), to-from)
		}
	}
}

// addPawnMoves adds a move to each square of tos from the square delta
// behind it, as four promotions on the last rank.
func addPawnMoves(l *MoveList, tos Bitboard, delta Square) {
	for tos != 0 {
		to := tos.PopFirst()
		from := to - delta
		if r := to.Rank(); r == 7 || r == 0 {
			l.add(NewMove(from, to, PromoteQueen))
			l.add(NewMove(from, to, PromoteKnight))
			l.add(NewMove(from, to, PromoteRook))
			l.add(NewMove(from, to, PromoteBishop))
			continue
		}
		l.add(NewMove(from, to, Normal))
	}
}

// enPassantMoves adds the en passant captures that leave the king safe,
// checking the position after the capture directly: that covers pawns
// pinned on a file, diagonal or rank (both pawns leaving the rank) and
// captures that remove a checking pawn.
func (p *Position) enPassantMoves(l *MoveList, ksq Square) {
	for b := tables.pawn[p.side.Other()][p.ep] & p.Pieces(p.side, Pawn); b != 0; {
		if from := b.PopFirst(); p.enPassantSafe(from, ksq) {
			l.add(NewMove(from, p.ep, EnPassant))
		}
	}
}

// enPassantSafe reports whether the en passant capture by the pawn on from
// leaves the king on ksq unattacked.
func (p *Position) enPassantSafe(from, ksq Square) bool {
	capSq := p.ep ^ 8
	occ := p.byType[0]&^SquareBB(from)&^SquareBB(capSq) | SquareBB(p.ep)
	return p.AttackersTo(ksq, occ)&p.byColor[p.side.Other()]&^SquareBB(capSq) == 0
}

// castlingMoves adds each castling whose squares are free and whose king
// path is not attacked (the king is known not to be in check). Attacks are
// tested with king and rook lifted off the board, which also catches a
// Chess960 rook that shielded the king's destination.
func (p *Position) castlingMoves(l *MoveList, ksq Square) {
	for _, kingside := range [2]bool{true, false} {
		i := castleIndex(p.side, kingside)
		if p.rights&(1<<i) == 0 {
			continue
		}
		if rsq := p.castleRook[i]; p.castlingClear(ksq, rsq, kingside) {
			l.add(NewMove(ksq, rsq, Castling))
		}
	}
}

// castlingClear reports whether castling with the king on ksq and the rook
// on rsq, a right the side to move holds, has its squares free and its
// king path unattacked; whether the king is in check now is the caller's
// question.
func (p *Position) castlingClear(ksq, rsq Square, kingside bool) bool {
	back := ksq &^ 7
	kdst, rdst := back+2, back+3 // c and d
	if kingside {
		kdst, rdst = back+6, back+5 // g and f
	}
	kingPath := Between(ksq, kdst) | SquareBB(kdst)
	movers := SquareBB(ksq) | SquareBB(rsq)
	mustBeEmpty := (kingPath | Between(rsq, rdst) | SquareBB(rdst)) &^ movers
	if p.byType[0]&mustBeEmpty != 0 {
		return false
	}
	occ := p.byType[0] &^ movers
	for path := kingPath; path != 0; {
		if p.attacked(path.PopFirst(), p.side.Other(), occ) {
			return false
		}
	}
	return true
}

// CheckKind says whether a move gives check, checkmate or neither.
type CheckKind uint8

// The kinds of check a move can give.
const (
	NoCheck CheckKind = iota
	Check
	Mate
)

// String returns "no-check", "check" or "mate", or "CheckKind(n)" for a
// value out of range.
func (k CheckKind) String() string {
	switch k {
	case NoCheck:
		return "no-check"
	case Check:
		return "check"
	case Mate:
		return "mate"
	}
	return outOfRange("CheckKind", int(k))
}

// CheckAfter reports whether playing m gives check or checkmate: what SAN
// writes as + or #, and announcements as Schach or Matt. It returns
// NoCheck for a move that is not legal in p.
func (p *Position) CheckAfter(m Move) CheckKind {
	after := *p
	if after.Play(m) != nil {
		return NoCheck
	}
	switch {
	case !after.InCheck():
		return NoCheck
	case after.HasLegalMove():
		return Check
	default:
		return Mate
	}
}
