package announce

import (
	"cmp"
	"slices"

	"github.com/tactuschess/tactus/rules"
)

// match returns the one legal move of pos that fits hd, or the error that
// lists the candidates or the piece's legal moves.
func match(pos *rules.Position, line string, hd *heard) (rules.Move, error) {
	var list rules.MoveList
	pos.LegalMoves(&list)
	var store [16]rules.Move
	found := store[:0]
	for _, m := range list.Slice() {
		if fits(pos, m, hd) {
			found = append(found, m)
		}
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		if caps := capturesWithoutFile(pos, list.Slice(), hd); len(caps) > 0 {
			return rules.NoMove, &CaptureFileError{Line: line, Position: *pos, Captures: caps}
		}
		return rules.NoMove, &NoMoveError{Line: line, Position: *pos, Piece: hd.piece,
			Legal: sorted(movesOf(pos, list.Slice(), hd.piece))}
	}
	return rules.NoMove, &AmbiguousError{Line: line, Position: *pos,
		Candidates: sorted(append([]rules.Move(nil), found...))}
}

// sorted sorts moves by origin, destination and promotion piece, queen
// first, so that messages do not depend on the order of move generation.
func sorted(moves []rules.Move) []rules.Move {
	slices.SortFunc(moves, func(a, b rules.Move) int {
		return cmp.Or(cmp.Compare(a.From(), b.From()), cmp.Compare(a.To(), b.To()),
			cmp.Compare(b.Promotion(), a.Promotion()))
	})
	return moves
}

// fits reports whether the legal move m fits what was heard.
func fits(pos *rules.Position, m rules.Move, hd *heard) bool {
	if m.IsCastling() {
		if hd.castling {
			return m.IsKingside() == hd.kingside
		}
		// The king's two-square step, in standard chess only: in Chess960
		// it could be a plain king move.
		return !pos.IsChess960() && hd.piece == rules.King && m.KingTo() == hd.to &&
			originFits(m.From(), hd) && !hd.capture && !hd.enPassant &&
			hd.promotion == rules.NoPieceType
	}
	if hd.castling || m.To() != hd.to || pos.PieceAt(m.From()).Type() != hd.piece ||
		!originFits(m.From(), hd) {
		return false
	}
	if hd.piece == rules.Pawn && hd.fromFile < 0 && m.From().File() != m.To().File() {
		// A pawn capture names the file the pawn comes from: "Eva
		// schlaegt David fuenf", never "David fuenf" (FIDE C.9.3, and the
		// short style of APPENDIX-D.md follows SAN).
		return false
	}
	if hd.capture && !m.IsEnPassant() && pos.PieceAt(m.To()) == rules.NoPiece {
		return false
	}
	if hd.enPassant && !m.IsEnPassant() {
		return false
	}
	return hd.promotion == rules.NoPieceType || m.Promotion() == hd.promotion
}

// capturesWithoutFile returns the pawn captures that would fit hd if it
// named the file the pawn comes from, sorted; none when hd names a file.
func capturesWithoutFile(pos *rules.Position, moves []rules.Move, hd *heard) []rules.Move {
	if hd.castling || hd.piece != rules.Pawn || hd.fromFile >= 0 {
		return nil
	}
	var out []rules.Move
	for _, m := range moves {
		if m.To() == hd.to && !m.IsCastling() && pos.PieceAt(m.From()).Type() == rules.Pawn &&
			m.From().File() != m.To().File() && originFits(m.From(), hd) &&
			(!hd.enPassant || m.IsEnPassant()) &&
			(hd.promotion == rules.NoPieceType || m.Promotion() == hd.promotion) {
			out = append(out, m)
		}
	}
	return sorted(out)
}

// originFits reports whether from agrees with the origin file and rank said.
func originFits(from rules.Square, hd *heard) bool {
	return (hd.fromFile < 0 || int(hd.fromFile) == from.File()) &&
		(hd.fromRank < 0 || int(hd.fromRank) == from.Rank())
}

// movesOf returns the moves in moves made by a piece of type t.
func movesOf(pos *rules.Position, moves []rules.Move, t rules.PieceType) []rules.Move {
	var out []rules.Move
	for _, m := range moves {
		if pos.PieceAt(m.From()).Type() == t {
			out = append(out, m)
		}
	}
	return out
}
