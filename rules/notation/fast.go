package notation

import "github.com/tactuschess/tactus/rules"

// fastResolve finds the move sp names without generating every legal move:
// it tries the few pieces that could make it and keeps those that do not
// leave their king in check. It reports false when it finds no single
// legal move, or when sp is a case it leaves to the full search (castling,
// a bare origin square); the full search then decides and explains.
func fastResolve(pos *rules.Position, sp *spec) (rules.Move, bool) {
	if sp.castle != 0 || sp.piece == rules.NoPieceType {
		return rules.NoMove, false
	}
	us := pos.SideToMove()
	if pos.ColorBB(us).Has(sp.to) {
		return rules.NoMove, false
	}
	if sp.piece == rules.Pawn {
		return fastPawn(pos, sp, us)
	}
	if sp.promo != rules.NoPieceType {
		return rules.NoMove, false
	}
	from := pos.AttackersTo(sp.to, pos.Occupied()) & pos.Pieces(us, sp.piece)
	found := rules.NoMove
	for from != 0 {
		f := from.PopFirst()
		if (sp.fromFile >= 0 && f.File() != sp.fromFile) || (sp.fromRank >= 0 && f.Rank() != sp.fromRank) {
			continue
		}
		m := rules.NewMove(f, sp.to, rules.Normal)
		if !pos.IsLegal(m) {
			continue
		}
		if found != rules.NoMove {
			return rules.NoMove, false
		}
		found = m
	}
	return found, found != rules.NoMove
}

// fastPawn finds a pawn push or capture.
func fastPawn(pos *rules.Position, sp *spec, us rules.Color) (rules.Move, bool) {
	step, last, double := 1, 7, 3
	if us == rules.Black {
		step, last, double = -1, 0, 4
	}
	to := sp.to
	back := to.Rank() - step
	if back < 0 || back > 7 {
		return rules.NoMove, false
	}
	if (to.Rank() == last) != (sp.promo != rules.NoPieceType) || sp.promo == rules.King {
		return rules.NoMove, false
	}
	pawn := rules.MakePiece(us, rules.Pawn)
	var from rules.Square
	kind := rules.Normal
	switch {
	case sp.fromFile >= 0 && sp.fromFile != to.File():
		if d := sp.fromFile - to.File(); d != 1 && d != -1 {
			return rules.NoMove, false
		}
		from = rules.NewSquare(sp.fromFile, back)
		switch {
		case to == pos.EnPassantSquare():
			kind = rules.EnPassant
		case pos.PieceAt(to) == rules.NoPiece:
			return rules.NoMove, false
		}
	case pos.PieceAt(to) != rules.NoPiece:
		return rules.NoMove, false
	default:
		from = rules.NewSquare(to.File(), back)
		if pos.PieceAt(from) == rules.NoPiece && to.Rank() == double {
			from = rules.NewSquare(to.File(), back-step)
			kind = rules.DoublePush
		}
	}
	if pos.PieceAt(from) != pawn || (sp.fromRank >= 0 && from.Rank() != sp.fromRank) {
		return rules.NoMove, false
	}
	if sp.promo != rules.NoPieceType {
		kind = rules.PromoteKnight + rules.MoveKind(sp.promo-rules.Knight)
	}
	m := rules.NewMove(from, to, kind)
	return m, pos.IsLegal(m)
}
