package rules

import (
	"fmt"
	"strings"
)

// parseCastling reads the castling field in standard, X-FEN or
// Shredder-FEN form and decides whether the position is Chess960: when
// declared so, or when the field names a rook by its file. Undeclared KQkq
// must read as standard chess.
func (p *Position) parseCastling(s string, chess960 bool) error {
	p.chess960 = chess960
	for i := range p.castleRook {
		p.castleRook[i] = NoSquare
	}
	if s == "-" {
		return nil
	}
	if len(s) > 4 {
		return fenErr(3, FENCastling, "%q has more than 4 rights", s)
	}
	letters := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		color := White
		if c >= 'a' && c <= 'z' {
			color = Black
			c -= 'a' - 'A'
		}
		rsq, err := p.castlingRookFor(color, c)
		if err != nil {
			return err
		}
		if c != 'K' && c != 'Q' {
			letters = true
		}
		kingside := rsq.File() > p.KingSquare(color).File()
		idx := castleIndex(color, kingside)
		if p.rights&(1<<idx) != 0 {
			return fenErr(3, FENCastling, "%q names two %s castling rights on one side", s, color)
		}
		p.rights |= 1 << idx
		p.castleRook[idx] = rsq
	}
	p.hash ^= p.castlingKey(p.rights)
	p.chess960 = chess960 || letters
	if !p.chess960 && !p.castlingIsStandard() {
		return fenErr(3, FENCastling, "%q needs a Chess960 reading (%s)", s, p.nonStandardCastling())
	}
	return nil
}

// castlingRookFor finds the rook a castling letter (upper case) names for
// colour c: K and Q the outermost rook on that side of the king, A–H the
// rook on that file.
func (p *Position) castlingRookFor(c Color, letter byte) (Square, error) {
	back := 0
	if c == Black {
		back = 7
	}
	ksq := p.KingSquare(c)
	if ksq.Rank() != back || ksq.File() == 0 || ksq.File() == 7 {
		return NoSquare, fenErr(3, FENCastling, "%s has a castling right but its king on %v is not between the rooks' corners on its first rank", c, ksq)
	}
	rook := MakePiece(c, Rook)
	switch letter {
	case 'K', 'Q':
		step, file := 1, 7
		if letter == 'Q' {
			step, file = -1, 0
		}
		for ; file != ksq.File(); file -= step {
			if p.board[NewSquare(file, back)] == rook {
				return NewSquare(file, back), nil
			}
		}
		return NoSquare, fenErr(3, FENCastling, "%c: %s has no rook on the %s side of its king", caseFor(c, letter), c, map[byte]string{'K': "king", 'Q': "queen"}[letter])
	default:
		if letter < 'A' || letter > 'H' {
			return NoSquare, fenErr(3, FENCastling, "%q is not a castling letter (KQkq, or a file A-H / a-h)", caseFor(c, letter))
		}
		sq := NewSquare(int(letter-'A'), back)
		if p.board[sq] != rook {
			return NoSquare, fenErr(3, FENCastling, "%c: no %s rook on %v", caseFor(c, letter), c, sq)
		}
		return sq, nil
	}
}

func caseFor(c Color, letter byte) byte {
	if c == Black {
		return letter + 'a' - 'A'
	}
	return letter
}

// castlingIsStandard reports whether every castling right has its king on
// the e-file and its rook in the corner, as in standard chess.
func (p *Position) castlingIsStandard() bool {
	for i := range 4 {
		if p.rights&(1<<i) == 0 {
			continue
		}
		c := Color(i / 2)
		if p.KingSquare(c).File() != 4 {
			return false
		}
		if f := p.castleRook[i].File(); f != 0 && f != 7 {
			return false
		}
	}
	return true
}

// nonStandardCastling says why the castling rights cannot be standard
// chess: a king off the e-file or a castling rook off the corner.
func (p *Position) nonStandardCastling() string {
	for i := range 4 {
		if p.rights&(1<<i) == 0 {
			continue
		}
		c := Color(i / 2)
		if ksq := p.KingSquare(c); ksq.File() != 4 {
			return fmt.Sprintf("the %s king is on %v, not %v", c, ksq, NewSquare(4, ksq.Rank()))
		}
		if f := p.castleRook[i].File(); f != 0 && f != 7 {
			return fmt.Sprintf("the %s rook it names is on %v, not in the corner", c, p.castleRook[i])
		}
	}
	return "castling rights off the standard squares"
}

// castlingField writes the castling rights: KQkq for standard chess,
// Shredder-FEN file letters for Chess960.
func (p *Position) castlingField() string {
	if p.rights == 0 {
		return "-"
	}
	var b strings.Builder
	for i := range 4 {
		if p.rights&(1<<i) == 0 {
			continue
		}
		c := Color(i / 2)
		var letter byte
		switch {
		case p.chess960:
			letter = 'A' + byte(p.castleRook[i].File())
		case i%2 == 0:
			letter = 'K'
		default:
			letter = 'Q'
		}
		b.WriteByte(caseFor(c, letter))
	}
	return b.String()
}
