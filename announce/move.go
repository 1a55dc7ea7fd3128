package announce

import (
	"fmt"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// Style is how fully a move phrase names the origin of the move.
type Style uint8

// The two styles of APPENDIX-D.md.
const (
	// Long names the origin square of every move (the default): the
	// opponent can find the piece without asking.
	// "Springer Gustav eins Felix drei".
	Long Style = iota
	// Short names only what SAN names: the destination, and the origin's
	// file, rank or both when SAN disambiguates ("Springer Bella David
	// zwei"), the file of a pawn capture ("Eva schlaegt David fuenf").
	Short
)

// String returns "long" or "short", or "Style(n)" for a value out of range.
func (s Style) String() string {
	switch s {
	case Long:
		return "long"
	case Short:
		return "short"
	}
	return fmt.Sprintf("Style(%d)", int(s))
}

// ParseStyle reads "long" or "short" (case-insensitive).
func ParseStyle(s string) (Style, error) {
	switch {
	case equalFoldASCII(s, "long"):
		return Long, nil
	case equalFoldASCII(s, "short"):
		return Short, nil
	}
	return Long, &NameError{Name: s, Known: []string{"long", "short"}, Err: ErrUnknownStyle}
}

// Move returns the phrase announcing m, a legal move in pos, in style s:
//
//	[Piece] <from> [schlaegt] <to> [<promotion piece>] [en passant] [Schach|Matt]
//
// with castling as "Kurze Rochade" (the rook on the h-side of the king,
// O-O) or "Lange Rochade" (a-side, O-O-O), in Chess960 too. pos is not
// changed.
func (v *Vocabulary) Move(pos *rules.Position, m rules.Move, s Style) Phrase {
	return v.AppendMove(make(Phrase, 0, 8), pos, m, s)
}

// AppendMove appends the phrase of Move to dst and returns the extended
// phrase; it allocates nothing when dst has room for eight more words.
func (v *Vocabulary) AppendMove(dst Phrase, pos *rules.Position, m rules.Move, s Style) Phrase {
	if m.IsCastling() {
		t := v.LongCastling
		if m.IsKingside() {
			t = v.ShortCastling
		}
		return v.appendCheck(append(dst, v.keyword(t)), pos, m)
	}
	from, to := m.From(), m.To()
	mover := pos.PieceAt(from).Type()
	capture := m.IsEnPassant() || pos.PieceAt(to) != rules.NoPiece
	if mover != rules.Pawn {
		dst = append(dst, v.Piece(mover))
	}
	file, rank := true, true
	if s == Short {
		file, rank = notation.Disambiguation(pos, m)
	}
	if file {
		dst = append(dst, v.File(from.File()))
	}
	if rank {
		dst = append(dst, v.Rank(from.Rank()))
	}
	if capture {
		dst = append(dst, v.keyword(v.Capture))
	}
	dst = v.AppendSquare(dst, to)
	if p := m.Promotion(); p != rules.NoPieceType {
		dst = append(dst, v.Piece(p))
	}
	if m.IsEnPassant() {
		dst = append(dst, v.keyword(v.EnPassant))
	}
	return v.appendCheck(dst, pos, m)
}

// appendCheck appends "Schach" or "Matt" when m gives check or mate.
func (v *Vocabulary) appendCheck(dst Phrase, pos *rules.Position, m rules.Move) Phrase {
	switch pos.CheckAfter(m) {
	case rules.Check:
		return append(dst, v.keyword(v.Check))
	case rules.Mate:
		return append(dst, v.keyword(v.Mate))
	}
	return dst
}

// equalFoldASCII reports whether s equals the lower-case ASCII word w,
// ignoring the case of s.
func equalFoldASCII(s, w string) bool {
	if len(s) != len(w) {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != w[i] {
			return false
		}
	}
	return true
}
