package rules_test

// The oracle: a slow, obviously correct mailbox move generator that walks
// rays square by square, used by laws_test.go to check the engine on
// random playouts.

import (
	"strings"

	"github.com/tactuschess/tactus/rules"
)

// oBoard is the oracle's own position: a plain mailbox.
type oBoard struct {
	sq   [64]rules.Piece
	side rules.Color
	rook [4]int // castling rook square per right (colour*2 + 0 king side, 1 queen side), -1 none
	ep   int    // square passed over by the last double step, -1 none
	half int    // halfmove clock
	king [2]int // king squares
}

// oMove is a move as the oracle sees it; for castling, to is the rook's square.
type oMove struct {
	from, to int
	promo    rules.PieceType
	castle   bool
}

func (m oMove) key() uint32 {
	k := uint32(m.from) | uint32(m.to)<<6 | uint32(m.promo)<<12
	if m.castle {
		k |= 1 << 16
	}
	return k
}

func engineKey(m rules.Move) uint32 {
	k := uint32(m.From()) | uint32(m.To())<<6 | uint32(m.Promotion())<<12
	if m.IsCastling() {
		k |= 1 << 16
	}
	return k
}

func oFromPosition(p *rules.Position) oBoard {
	b := oBoard{side: p.SideToMove(), ep: int(p.EnPassantSquare()), half: p.HalfmoveClock()}
	for s := 0; s < 64; s++ {
		b.sq[s] = p.PieceAt(rules.Square(s))
		if b.sq[s].Type() == rules.King {
			b.king[b.sq[s].Color()] = s
		}
	}
	for i := range 4 {
		b.rook[i] = -1
		if r, ok := p.CastlingRook(rules.Color(i/2), i%2 == 0); ok {
			b.rook[i] = int(r)
		}
	}
	return b
}

func onB(f, r int) bool { return f >= 0 && f < 8 && r >= 0 && r < 8 }

var (
	oKnight = [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
	oKing   = [8][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}
)

// attacked reports whether a piece of colour by attacks square s.
func (b *oBoard) attacked(s int, by rules.Color) bool {
	f, r := s%8, s/8
	is := func(f, r int, t rules.PieceType) bool {
		return onB(f, r) && b.sq[r*8+f] == rules.MakePiece(by, t)
	}
	for _, d := range oKnight {
		if is(f+d[0], r+d[1], rules.Knight) {
			return true
		}
	}
	for _, d := range oKing {
		if is(f+d[0], r+d[1], rules.King) {
			return true
		}
		// Walk the ray: d[0]*d[1] != 0 is a diagonal.
		slider := rules.Rook
		if d[0] != 0 && d[1] != 0 {
			slider = rules.Bishop
		}
		for ff, rr := f+d[0], r+d[1]; onB(ff, rr); ff, rr = ff+d[0], rr+d[1] {
			pc := b.sq[rr*8+ff]
			if pc == rules.NoPiece {
				continue
			}
			if pc == rules.MakePiece(by, slider) || pc == rules.MakePiece(by, rules.Queen) {
				return true
			}
			break
		}
	}
	dir := 1 // a white pawn attacks from the rank below
	if by == rules.Black {
		dir = -1
	}
	return is(f-1, r-dir, rules.Pawn) || is(f+1, r-dir, rules.Pawn)
}

func (b *oBoard) inCheck() bool { return b.attacked(b.king[b.side], b.side.Other()) }

// play makes m (legal or pseudo-legal) on b.
func (b *oBoard) play(m oMove) {
	us := b.side
	pc := b.sq[m.from]
	ep := b.ep
	b.ep = -1
	b.half++
	switch {
	case m.castle:
		kdst, rdst := 2, 3
		if m.to > m.from {
			kdst, rdst = 6, 5
		}
		back := m.from / 8 * 8
		b.sq[m.from], b.sq[m.to] = rules.NoPiece, rules.NoPiece
		b.sq[back+kdst], b.sq[back+rdst] = pc, rules.MakePiece(us, rules.Rook)
		b.king[us] = back + kdst
	default:
		if b.sq[m.to] != rules.NoPiece {
			b.half = 0
		}
		if pc.Type() == rules.Pawn {
			b.half = 0
			if m.to == ep {
				b.sq[m.from/8*8+m.to%8] = rules.NoPiece // the passed pawn stands beside from
			}
			if d := m.to - m.from; d == 16 || d == -16 {
				b.ep = (m.from + m.to) / 2
			}
		}
		b.sq[m.from] = rules.NoPiece
		b.sq[m.to] = pc
		if m.promo != rules.NoPieceType {
			b.sq[m.to] = rules.MakePiece(us, m.promo)
		}
		if pc.Type() == rules.King {
			b.king[us] = m.to
		}
	}
	for i := range 4 {
		if b.rook[i] == m.from || b.rook[i] == m.to || (pc.Type() == rules.King && i/2 == int(us)) {
			b.rook[i] = -1
		}
	}
	b.side = us.Other()
}

// legal returns every legal move: pseudo-legal moves kept when the king is
// not attacked after them, and castling checked square by square.
func (b *oBoard) legal() []oMove {
	var out []oMove
	us := b.side
	add := func(m oMove) {
		c := *b
		c.play(m)
		if !c.attacked(c.king[us], us.Other()) {
			out = append(out, m)
		}
	}
	addPawn := func(from, to int) {
		if to/8 == 0 || to/8 == 7 {
			for _, t := range []rules.PieceType{rules.Knight, rules.Bishop, rules.Rook, rules.Queen} {
				add(oMove{from: from, to: to, promo: t})
			}
			return
		}
		add(oMove{from: from, to: to})
	}
	for s, pc := range b.sq {
		if pc == rules.NoPiece || pc.Color() != us {
			continue
		}
		f, r := s%8, s/8
		free := func(f, r int) bool { return onB(f, r) && b.sq[r*8+f] == rules.NoPiece }
		enemy := func(f, r int) bool {
			return onB(f, r) && b.sq[r*8+f] != rules.NoPiece && b.sq[r*8+f].Color() != us
		}
		switch t := pc.Type(); t {
		case rules.Pawn:
			dir, start := 1, 1
			if us == rules.Black {
				dir, start = -1, 6
			}
			if free(f, r+dir) {
				addPawn(s, s+8*dir)
				if r == start && free(f, r+2*dir) {
					add(oMove{from: s, to: s + 16*dir})
				}
			}
			for _, df := range []int{-1, 1} {
				if enemy(f+df, r+dir) || (onB(f+df, r+dir) && (r+dir)*8+f+df == b.ep) {
					addPawn(s, (r+dir)*8+f+df)
				}
			}
		case rules.Knight, rules.King:
			steps := oKnight
			if t == rules.King {
				steps = oKing
			}
			for _, d := range steps {
				if free(f+d[0], r+d[1]) || enemy(f+d[0], r+d[1]) {
					add(oMove{from: s, to: (r+d[1])*8 + f + d[0]})
				}
			}
		default:
			for _, d := range oKing {
				diag := d[0] != 0 && d[1] != 0
				if t == rules.Bishop && !diag || t == rules.Rook && diag {
					continue
				}
				for ff, rr := f+d[0], r+d[1]; onB(ff, rr); ff, rr = ff+d[0], rr+d[1] {
					if !free(ff, rr) && !enemy(ff, rr) {
						break
					}
					add(oMove{from: s, to: rr*8 + ff})
					if !free(ff, rr) {
						break
					}
				}
			}
		}
	}
	for side := range 2 {
		if m, ok := b.castling(side == 0); ok {
			out = append(out, m)
		}
	}
	return out
}

// castling checks one castling of Guidelines II by the book: right held,
// every square the king and rook cross or land on empty but for them, the
// king not in check, no square it crosses attacked, and it not in check on
// arrival.
func (b *oBoard) castling(kingside bool) (oMove, bool) {
	us := b.side
	i := int(us) * 2
	kdst, rdst := 2, 3
	if kingside {
		kdst, rdst = 6, 5
	} else {
		i++
	}
	k, r := b.king[us], b.rook[i]
	if r < 0 || b.sq[r] != rules.MakePiece(us, rules.Rook) || b.inCheck() {
		return oMove{}, false
	}
	back := k / 8 * 8
	kdst, rdst = back+kdst, back+rdst
	lo := min(k, r, kdst, rdst)
	hi := max(k, r, kdst, rdst)
	for s := lo; s <= hi; s++ {
		inKing := s >= min(k, kdst) && s <= max(k, kdst)
		inRook := s >= min(r, rdst) && s <= max(r, rdst)
		if (inKing || inRook) && s != k && s != r && b.sq[s] != rules.NoPiece {
			return oMove{}, false
		}
	}
	step := 1
	if kdst < k {
		step = -1
	}
	for s := k; s != kdst; s += step {
		if s != k && b.attacked(s, us.Other()) {
			return oMove{}, false
		}
	}
	m := oMove{from: k, to: r, castle: true}
	c := *b
	c.play(m)
	if c.attacked(c.king[us], us.Other()) {
		return oMove{}, false
	}
	return m, true
}

// legalEP returns the en passant square when an en passant capture is legal.
func (b *oBoard) legalEP(moves []oMove) int {
	for _, m := range moves {
		if m.to == b.ep && b.sq[m.from].Type() == rules.Pawn && m.from%8 != m.to%8 {
			return b.ep
		}
	}
	return -1
}

// repKey is the 9.2.3 identity: side, placement, castling rights, and the
// en passant square only when the capture is legal.
func (b *oBoard) repKey(moves []oMove) string {
	var sb strings.Builder
	for _, pc := range b.sq {
		sb.WriteByte(pc.FENLetter())
	}
	sb.WriteByte(byte('0' + b.side))
	for _, r := range b.rook {
		sb.WriteByte(byte(r + 'A'))
	}
	sb.WriteByte(byte(b.legalEP(moves) + 'A'))
	return sb.String()
}

// deadByMaterial: neither side has mating material (5.2.2), decided from
// the list of non-king pieces alone.
func (b *oBoard) deadByMaterial() bool {
	var minors, bishops []int
	for s, pc := range b.sq {
		switch pc.Type() {
		case rules.Pawn, rules.Rook, rules.Queen:
			return false
		case rules.Knight:
			minors = append(minors, s)
		case rules.Bishop:
			minors = append(minors, s)
			bishops = append(bishops, s)
		}
	}
	if len(minors) <= 1 {
		return true
	}
	if len(bishops) != len(minors) {
		return false
	}
	for _, s := range bishops {
		if (s%8+s/8)%2 != (bishops[0]%8+bishops[0]/8)%2 {
			return false
		}
	}
	return true
}

func (b *oBoard) onlyKingsAndPawns() bool {
	for _, pc := range b.sq {
		if t := pc.Type(); t != rules.NoPieceType && t != rules.Pawn && t != rules.King {
			return false
		}
	}
	return true
}

// oStatus is the status line the oracle expects (dead positions by
// material only; see comparePlayout for pawn locks).
func oStatus(b *oBoard, moves []oMove, reps int) string {
	check := b.inCheck()
	switch {
	case len(moves) == 0 && check && b.side == rules.White:
		return "checkmate 0-1"
	case len(moves) == 0 && check:
		return "checkmate 1-0"
	case len(moves) == 0:
		return "stalemate 1/2-1/2"
	case reps >= 5:
		return "draw 1/2-1/2 fivefold-repetition"
	case b.half >= 150:
		return "draw 1/2-1/2 seventy-five-moves"
	case b.deadByMaterial():
		return "draw 1/2-1/2 dead-position"
	}
	s := "ongoing"
	if check {
		s += " check"
	}
	if reps >= 3 {
		s += " claimable-threefold"
	}
	if b.half >= 100 {
		s += " claimable-fifty"
	}
	return s
}

// pawnsFrozen reports whether neither side has any pawn move at all.
func (b *oBoard) pawnsFrozen() bool {
	for side := range 2 {
		c := *b
		c.side = rules.Color(side)
		if c.side != b.side {
			c.ep = -1
		}
		for s, pc := range c.sq {
			if pc.Type() != rules.Pawn || pc.Color() != c.side {
				continue
			}
			dir := 8
			if c.side == rules.Black {
				dir = -8
			}
			if c.sq[s+dir] == rules.NoPiece {
				return false
			}
			for _, df := range []int{-1, 1} {
				f := s%8 + df
				if f < 0 || f > 7 {
					continue
				}
				to := s + dir + df
				if to == c.ep || c.sq[to] != rules.NoPiece && c.sq[to].Color() != c.side && c.sq[to].Type() != rules.King {
					return false
				}
			}
		}
	}
	return true
}

func (b *oBoard) perft(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var n uint64
	for _, m := range b.legal() {
		c := *b
		c.play(m)
		n += c.perft(depth - 1)
	}
	return n
}
