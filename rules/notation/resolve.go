package notation

import (
	"fmt"

	"github.com/tactuschess/tactus/rules"
)

// matches reports whether the legal move m fits sp. With anyPromo the
// promotion piece is not compared.
func (sp *spec) matches(pos *rules.Position, m rules.Move, anyPromo bool) bool {
	if sp.castle != 0 {
		return m.IsCastling() && m.IsKingside() == (sp.castle == 1)
	}
	from := m.From()
	if (sp.fromFile >= 0 && from.File() != sp.fromFile) || (sp.fromRank >= 0 && from.Rank() != sp.fromRank) {
		return false
	}
	if m.IsCastling() {
		// Castling typed as a king move: king takes rook, or in standard
		// chess the king's two-square step.
		return (sp.piece == rules.King || sp.piece == rules.NoPieceType) && sp.promo == rules.NoPieceType &&
			(sp.to == m.To() || (!pos.IsChess960() && sp.to == m.KingTo()))
	}
	if m.To() != sp.to {
		return false
	}
	if sp.piece != rules.NoPieceType && pos.PieceAt(from).Type() != sp.piece {
		return false
	}
	if sp.piece == rules.Pawn && sp.fromFile < 0 && from.File() != m.To().File() {
		// A pawn capture names the file the pawn comes from (FIDE
		// Appendix C.9.3: exd5, never d5).
		return false
	}
	return anyPromo || m.Promotion() == sp.promo
}

// resolve finds the one legal move sp names.
func (l Language) resolve(pos *rules.Position, input string, sp spec) (rules.Move, error) {
	if m, ok := fastResolve(pos, &sp); ok {
		return m, nil
	}
	var legal rules.MoveList
	pos.LegalMoves(&legal)
	var buf [4]rules.Move
	found := collect(pos, legal.Slice(), &sp, false, buf[:0])
	switch {
	case len(found) == 1:
		return found[0], nil
	case len(found) > 1:
		return rules.NoMove, &MoveError{Input: input, Err: ErrAmbiguous,
			Reason: "more than one legal move fits", Candidates: l.sans(pos, found)}
	}
	if sp.promo == rules.NoPieceType {
		if found = collect(pos, legal.Slice(), &sp, true, nil); len(found) > 0 {
			return rules.NoMove, &MoveError{Input: input, Err: ErrAmbiguous,
				Reason: "the promotion piece is missing", Candidates: l.sans(pos, found)}
		}
	}
	if err := l.captureWithoutFile(pos, input, legal.Slice(), sp); err != nil {
		return rules.NoMove, err
	}
	return rules.NoMove, l.noSuchMove(pos, input, legal.Slice(), sp)
}

// captureWithoutFile returns the error for a pawn move typed without the
// file it comes from (d5, xd5, 4xd5) when only a pawn capture goes there,
// or nil. The pawn captures that fit are the candidates.
func (l Language) captureWithoutFile(pos *rules.Position, input string, legal []rules.Move, sp spec) *MoveError {
	if sp.piece != rules.Pawn || sp.fromFile >= 0 || sp.castle != 0 {
		return nil
	}
	var found []rules.Move
	for _, m := range legal {
		from := m.From()
		if m.To() == sp.to && !m.IsCastling() && pos.PieceAt(from).Type() == rules.Pawn &&
			(sp.fromRank < 0 || from.Rank() == sp.fromRank) &&
			(sp.promo == rules.NoPieceType || m.Promotion() == sp.promo) {
			found = append(found, m)
		}
	}
	if len(found) == 0 {
		return nil
	}
	return &MoveError{Input: input, Err: ErrPawnCaptureFile,
		Reason: "a pawn capture names the file the pawn comes from", Candidates: l.sans(pos, found)}
}

// collect appends to dst the legal moves that fit sp.
func collect(pos *rules.Position, legal []rules.Move, sp *spec, anyPromo bool, dst []rules.Move) []rules.Move {
	for _, m := range legal {
		if sp.matches(pos, m, anyPromo) {
			dst = append(dst, m)
		}
	}
	return dst
}

// sans writes moves in l's SAN.
func (l Language) sans(pos *rules.Position, ms []rules.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = l.SAN(pos, m)
	}
	return out
}

// fewMoves is the most legal moves an error lists when the named piece has
// none.
const fewMoves = 20

// noSuchMove explains that sp names no legal move, listing the legal moves
// of the named piece, or all legal moves when they are few.
func (l Language) noSuchMove(pos *rules.Position, input string, legal []rules.Move, sp spec) *MoveError {
	piece := sp.piece
	if piece == rules.NoPieceType && sp.fromFile >= 0 && sp.fromRank >= 0 {
		from := rules.NewSquare(sp.fromFile, sp.fromRank)
		if p := pos.PieceAt(from); p != rules.NoPiece && p.Color() == pos.SideToMove() {
			piece = p.Type()
		}
	}
	var reason string
	switch {
	case sp.castle == 1:
		reason = "castling king side is not legal now"
	case sp.castle == 2:
		reason = "castling queen side is not legal now"
	case piece == rules.NoPieceType:
		reason = fmt.Sprintf("no %s piece stands on %s", pos.SideToMove(), rules.NewSquare(sp.fromFile, sp.fromRank))
	default:
		reason = fmt.Sprintf("no %s can move to %s", piece, sp.to)
	}
	if len(legal) == 0 {
		return &MoveError{Input: input, Err: ErrNoSuchMove, Reason: reason + "; there is no legal move"}
	}
	var mine []rules.Move
	for _, m := range legal {
		if pos.PieceAt(m.From()).Type() == piece {
			mine = append(mine, m)
		}
	}
	if len(mine) == 0 && len(legal) <= fewMoves {
		mine = legal
	}
	return &MoveError{Input: input, Err: ErrNoSuchMove, Reason: reason, Candidates: l.sans(pos, mine)}
}
