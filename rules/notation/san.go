package notation

import (
	"unicode/utf8"

	"github.com/tactuschess/tactus/rules"
)

// SAN returns m, a legal move in pos, in English Standard Algebraic
// Notation as PGN and FIDE Appendix C write it: Nbd2, exd5, e8=Q, O-O-O,
// Qh5#.
func SAN(pos *rules.Position, m rules.Move) string { return English.SAN(pos, m) }

// LAN returns m in English long algebraic notation: Ng1-f3, e7xd8=Q+.
func LAN(pos *rules.Position, m rules.Move) string { return English.LAN(pos, m) }

// SAN returns m, a legal move in pos, in Standard Algebraic Notation with
// l's piece letters (German Sbd2, French Cbd2).
func (l Language) SAN(pos *rules.Position, m rules.Move) string {
	var buf [24]byte
	return string(l.AppendSAN(buf[:0], pos, m))
}

// LAN returns m in long algebraic notation with l's piece letters: the
// origin square always, "-" or "x" before the destination.
func (l Language) LAN(pos *rules.Position, m rules.Move) string {
	var buf [24]byte
	return string(l.appendMove(buf[:0], pos, m, true))
}

// AppendSAN appends l.SAN(pos, m) to dst and returns the extended slice.
func (l Language) AppendSAN(dst []byte, pos *rules.Position, m rules.Move) []byte {
	return l.appendMove(dst, pos, m, false)
}

// appendMove writes m in short (SAN) or long algebraic form. A move that
// does not start from a piece of the side to move is not legal: it is
// written in UCI form, as a clue rather than a crash.
func (l Language) appendMove(dst []byte, pos *rules.Position, m rules.Move, long bool) []byte {
	if p := pos.PieceAt(m.From()); m == rules.NoMove || p == rules.NoPiece || p.Color() != pos.SideToMove() {
		return append(dst, pos.UCI(m)...)
	}
	if m.IsCastling() {
		if m.IsKingside() {
			dst = append(dst, "O-O"...)
		} else {
			dst = append(dst, "O-O-O"...)
		}
		return appendCheck(dst, pos, m)
	}
	from, to := m.From(), m.To()
	mover := pos.PieceAt(from)
	capture := m.IsEnPassant() || pos.PieceAt(to) != rules.NoPiece
	if mover.Type() != rules.Pawn {
		dst = utf8.AppendRune(dst, l.Letter(mover.Type(), mover.Color()))
	}
	file, rank := true, true
	if !long {
		file, rank = Disambiguation(pos, m)
	}
	if file {
		dst = append(dst, byte('a'+from.File()))
	}
	if rank {
		dst = append(dst, byte('1'+from.Rank()))
	}
	switch {
	case capture:
		dst = append(dst, 'x')
	case long:
		dst = append(dst, '-')
	}
	dst = append(dst, byte('a'+to.File()), byte('1'+to.Rank()))
	if p := m.Promotion(); p != rules.NoPieceType {
		dst = append(dst, '=')
		dst = utf8.AppendRune(dst, l.Letter(p, mover.Color()))
	}
	return appendCheck(dst, pos, m)
}

// appendCheck appends "+" when m gives check and "#" when it mates.
func appendCheck(dst []byte, pos *rules.Position, m rules.Move) []byte {
	switch pos.CheckAfter(m) {
	case rules.Check:
		return append(dst, '+')
	case rules.Mate:
		return append(dst, '#')
	}
	return dst
}

// Disambiguation reports which coordinates of m's origin SAN must show
// (FIDE Appendix C.10): the file when another piece of the same kind can
// legally move to the same square from another file, else the rank when
// that tells them apart, else both. A pinned piece that cannot legally
// reach the square does not count. A pawn capture always shows its file.
// Castling needs neither.
func Disambiguation(pos *rules.Position, m rules.Move) (file, rank bool) {
	if m.IsCastling() {
		return false, false
	}
	from, to := m.From(), m.To()
	mover := pos.PieceAt(from)
	if mover.Type() == rules.Pawn {
		return from.File() != to.File(), false
	}
	// Cheap test first: other pieces of this kind that attack the square,
	// pinned or not. Only when there are some does legality matter.
	rivals := pos.AttackersTo(to, pos.Occupied()) & pos.Pieces(mover.Color(), mover.Type())
	rivals &^= rules.SquareBB(from)
	if rivals == 0 {
		return false, false
	}
	var l rules.MoveList
	pos.LegalMoves(&l)
	sameFile, sameRank, any := false, false, false
	for _, o := range l.Slice() {
		if o.To() != to || o.From() == from || o.IsCastling() || !rivals.Has(o.From()) {
			continue
		}
		any = true
		sameFile = sameFile || o.From().File() == from.File()
		sameRank = sameRank || o.From().Rank() == from.Rank()
	}
	switch {
	case !any:
		return false, false
	case !sameFile:
		return true, false
	case !sameRank:
		return false, true
	}
	return true, true
}

// UCI returns m in the UCI protocol's form (e2e4, e7e8q; Chess960
// castling as king-takes-rook).
func UCI(pos *rules.Position, m rules.Move) string { return pos.UCI(m) }
