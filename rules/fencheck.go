package rules

import (
	"fmt"
	"strings"
)

// checkChecks refuses a check no legal last move can have given. ep is
// the e.p. square the FEN names (NoSquare for "-"), whether or not a
// capture on it is possible: it says the last move was that double step,
// which must then explain every check.
//
// A move gives at most two checks: one by the piece that moved and one it
// uncovered by leaving a line, or two uncovered by an en passant capture,
// which empties two squares (castling cannot give two: the squares it
// empties lie on the edge of the board). So three checkers are never
// legal, and of two checkers at least one must be a bishop, rook or queen
// whose line to the king runs through a square the other can have come
// from.
func (p *Position) checkChecks(ep Square) error {
	checkers := p.Checkers()
	switch {
	case checkers == 0:
		return nil
	case ep != NoSquare:
		return p.checkDoubleStep(checkers, ep)
	case checkers.Count() > 2:
		return fenErr(1, FENCheck, "%s is in check from %s: no move gives more than two checks", p.side, p.describe(checkers))
	case checkers.Count() == 2 && !p.doubleCheckPossible(checkers):
		return fenErr(1, FENCheck, "%s is in double check from %s, which no single move can give", p.side, p.describe(checkers))
	}
	return nil
}

// checkDoubleStep refuses a check that the enemy pawn's double step over
// ep can neither have given nor uncovered.
func (p *Position) checkDoubleStep(checkers Bitboard, ep Square) error {
	up := Square(8) // the direction the pawn moved in
	if p.side == White {
		up = -8
	}
	from, to := ep-up, ep+up
	ksq := p.KingSquare(p.side)
	for b := checkers; b != 0; {
		c := b.PopFirst()
		if c != to && !(isSlider(p.board[c].Type()) && Between(ksq, c).Has(from)) {
			return fenErr(4, FENCheck, "the %s on %v gives check, which %s's last move %v-%v (e.p. square %v) cannot have done",
				p.board[c].Type(), c, p.side.Other(), from, to, ep)
		}
	}
	return nil
}

// doubleCheckPossible reports whether some single move of the side not to
// move can have given the double check by the two checkers.
func (p *Position) doubleCheckPossible(checkers Bitboard) bool {
	ksq := p.KingSquare(p.side)
	a, b := checkers.First(), (checkers & (checkers - 1)).First()
	return p.uncovers(ksq, a, b) || p.uncovers(ksq, b, a) || p.enPassantUncovers(ksq, checkers)
}

// uncovers reports whether the piece on mover can have come from a square
// on the line between the king on ksq and the slider on checker.
func (p *Position) uncovers(ksq, mover, checker Square) bool {
	return isSlider(p.board[checker].Type()) && p.origins(mover)&Between(ksq, checker) != 0
}

// origins returns the empty squares the piece on sq can have moved from:
// along its own moves, and from behind as a pawn — a pawn move, or the
// promotion that made the piece, when it stands on its last rank.
func (p *Position) origins(sq Square) Bitboard {
	pc := p.board[sq]
	var from Bitboard
	switch t := pc.Type(); t {
	case Knight, Bishop, Rook, Queen:
		from = p.pieceAttacks(t, sq)
	case King:
		from = tables.king[sq]
	}
	last := 7
	if pc.Color() == Black {
		last = 0
	}
	if pc.Type() == Pawn || pc.Type() != King && sq.Rank() == last {
		from |= p.pawnOrigins(pc.Color(), sq)
	}
	return from &^ p.byType[0]
}

// pawnOrigins returns the squares a pawn of colour c can have come from to
// reach sq: one step back, two from its first square, or a capture.
func (p *Position) pawnOrigins(c Color, sq Square) Bitboard {
	up, fourth := Square(8), 3
	if c == Black {
		up, fourth = -8, 4
	}
	from := SquareBB(sq-up) | tables.pawn[c.Other()][sq]
	if sq.Rank() == fourth && p.board[sq-up] == NoPiece {
		from |= SquareBB(sq - 2*up)
	}
	return from
}

// enPassantUncovers reports whether an en passant capture by the side not
// to move can explain the checks: the capturing pawn gives check itself,
// and lines through the two squares the capture emptied uncover the rest.
func (p *Position) enPassantUncovers(ksq Square, checkers Bitboard) bool {
	them := p.side.Other()
	up, rank := Square(8), Rank1<<40
	if them == Black {
		up, rank = -8, Rank1<<16
	}
	for b := p.Pieces(them, Pawn) & rank; b != 0; {
		m := b.PopFirst()
		captured := m - up
		if p.board[captured] != NoPiece {
			continue
		}
		for beside := tables.king[captured] & rankOf(captured) &^ p.byType[0]; beside != 0; {
			emptied := SquareBB(beside.PopFirst()) | SquareBB(captured)
			if p.checkersUncovered(ksq, checkers&^SquareBB(m), emptied) {
				return true
			}
		}
	}
	return false
}

// checkersUncovered reports whether every checker is a slider whose line
// to the king runs through one of the emptied squares.
func (p *Position) checkersUncovered(ksq Square, checkers, emptied Bitboard) bool {
	for b := checkers; b != 0; {
		c := b.PopFirst()
		if !isSlider(p.board[c].Type()) || Between(ksq, c)&emptied == 0 {
			return false
		}
	}
	return true
}

func isSlider(t PieceType) bool { return t == Bishop || t == Rook || t == Queen }

// rankOf returns the whole rank of s.
func rankOf(s Square) Bitboard { return Rank1 << (8 * uint(s.Rank())) }

// describe lists the pieces on b for a message: "the knight on f3 and the
// pawn on d3".
func (p *Position) describe(b Bitboard) string {
	var parts []string
	for b != 0 {
		s := b.PopFirst()
		parts = append(parts, fmt.Sprintf("the %s on %v", p.board[s].Type(), s))
	}
	if len(parts) < 2 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}
