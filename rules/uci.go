package rules

import (
	"errors"
	"fmt"
)

// ErrIllegalMove is wrapped by errors for moves that are not legal in the
// position.
var ErrIllegalMove = errors.New("illegal move")

// UCI returns the move in the UCI protocol's long algebraic form: e2e4,
// e7e8q; castling as e1g1 in standard chess and as king-takes-rook (e1h1)
// in Chess960.
func (p *Position) UCI(m Move) string {
	if m == NoMove {
		return "0000"
	}
	to := m.To()
	if m.IsCastling() && !p.chess960 {
		to = m.KingTo()
	}
	s := m.From().String() + to.String()
	if pr := m.Promotion(); pr != NoPieceType {
		s += string(pr.Letter() + 'a' - 'A')
	}
	return s
}

// ParseUCI returns the legal move written in UCI form. Castling is accepted
// as the king's two-square move (standard chess only) or as the king taking
// its own rook.
func (p *Position) ParseUCI(s string) (Move, error) {
	if len(s) != 4 && len(s) != 5 {
		return NoMove, fmt.Errorf("rules: %q is not a UCI move (like e2e4 or e7e8q)", s)
	}
	from, err1 := ParseSquare(s[0:2])
	to, err2 := ParseSquare(s[2:4])
	if err1 != nil || err2 != nil {
		return NoMove, fmt.Errorf("rules: %q is not a UCI move (like e2e4 or e7e8q)", s)
	}
	promo := NoPieceType
	if len(s) == 5 {
		switch s[4] {
		case 'q', 'Q':
			promo = Queen
		case 'r', 'R':
			promo = Rook
		case 'b', 'B':
			promo = Bishop
		case 'n', 'N':
			promo = Knight
		default:
			return NoMove, fmt.Errorf("rules: %q: %q is not a promotion piece (q, r, b, n)", s, s[4])
		}
	}
	var l MoveList
	p.LegalMoves(&l)
	for _, m := range l.Slice() {
		if m.From() != from || m.Promotion() != promo {
			continue
		}
		if m.To() == to || (m.IsCastling() && !p.chess960 && m.KingTo() == to) {
			return m, nil
		}
	}
	return NoMove, fmt.Errorf("rules: %s: %w", s, ErrIllegalMove)
}
