package braille

import (
	"strings"

	"github.com/tactuschess/tactus/rules"
)

// Code is a Braille chess code as data: every sign tactus writes for moves
// and boards. A national variant or a correction is a new Code value, not
// new logic: start from a copy (UK2015 returns a new one on every call)
// and change its fields. A Code in use by a view must not change.
type Code struct {
	// Name identifies the code ("uk-2015").
	Name string
	// Pieces are the piece letters in moves and White's pieces in
	// diagrams, indexed by rules.PieceType (index 0 unused; the pawn sign
	// is used in diagrams only).
	Pieces [7]Cell
	// BlackPiece is added (OR) to a piece cell for Black's pieces on the
	// board.
	BlackPiece Cell
	// Files are the file letters a–h.
	Files [8]Cell
	// Digits are the lower digits 0–9 used for ranks, move numbers and
	// clock times, with no numeric indicator.
	Digits [10]Cell
	// Capture is written between the moving piece (or pawn file) and the
	// destination.
	Capture Cells
	// Check and Mate are written after the move.
	Check, Mate Cells
	// CastleShort and CastleLong stand for the whole castling move.
	CastleShort, CastleLong Cells
	// Promotion is written after the destination, before the new piece;
	// empty when the piece letter follows the destination directly.
	Promotion Cells
	// EnPassant is written after an en passant capture; empty when the
	// code writes nothing.
	EnPassant Cells
	// WhiteMove and BlackMove mark an isolated move as White's or Black's
	// (only Black's is written before a numbered move), and the two
	// clocks.
	WhiteMove, BlackMove Cells
	// EmptyLight and EmptyDark are empty light and dark squares on the
	// display's board (one cell per square).
	EmptyLight, EmptyDark Cell
	// Colon separates hours, minutes and seconds in clock times, and
	// DecimalPoint seconds from tenths under ten seconds.
	Colon, DecimalPoint Cell
	// Selected is added (OR) to the cell of a square selected with a
	// routing key.
	Selected Cell
}

// UK2015 returns the code of "Braille Chess Code and Layout" (UKAAF /
// Braille Chess Association, 2015 UEB edition; earlier BAUK 2001), as far
// as its text could be read, completed where it could not, and changed
// where a cell would otherwise mean two things on one display line. Each
// call returns a new value: a caller may change its copy (to make a
// variant) without changing anyone else's. Sources, by field:
//
//   - Move numbers: lower digits without numeric indicator, no full stop,
//     then a space ("2. Nf3" ⠆ ⠎⠋⠒) — code 1.3, read.
//   - Digits 1 ⠂ 2 ⠆ 3 ⠒ 4 ⠲ 6 ⠖ 8 ⠦ — read in the code's examples; 5 ⠢,
//     7 ⠶, 9 ⠔, 0 ⠴ complete the same lower-cell series (as in BRF).
//   - Files a–h are the letters ⠁…⠓ — read for a, e, f.
//   - Knight ⠎ and queen ⠟ — read. King ⠅, rook ⠗, bishop ⠇ and the
//     pawn ⠏ — from a secondary implementation and liblouis' chess
//     tables; PROVISIONAL.
//   - Black pieces = the White cell plus dot 6 (⠥ ⠿ ⠷ ⠧ ⠮ ⠯) — from the
//     secondary implementation's diagrams; PROVISIONAL.
//   - Capture ⠰ before the destination (cxd5 ⠉⠰⠙⠢) — secondary;
//     PROVISIONAL.
//   - Check ⠜⠏ after the move — read: the code writes "6. e4+." as
//     ⠖ ⠑⠲⠜⠏⠲. Whether ⠜ is the separator of code 1.4 or part of the sign
//     is not stated; the cells are the same either way.
//   - Mate ⠜⠍ after the move — secondary; PROVISIONAL (it follows the
//     check pattern).
//   - Isolated White / Black move marks ⠨ (dots 4-6) / ⠤ (dots 3-6) — code
//     1.2, read. A numbered move of White's needs no mark (code 1.3), so
//     only Black's moves carry one.
//   - Castling — sections 2.2 and 3 of the code were out of reach. Print
//     0-0 would be ⠴⠤⠴ through BRF, but ⠤ is Black's mark, on the same
//     line as a Black castling ("⠂⠀⠤⠴⠤⠴"); the zeros alone are written
//     instead: 0-0 ⠴⠴, 0-0-0 ⠴⠴⠴ (no move begins with a digit);
//     PROVISIONAL.
//   - Promotion — out of reach too. Print "=" would be ⠿ through BRF, the
//     Black queen of the board; the new piece follows the destination
//     with no sign, as FIDE Appendix C.9 prints it (e8Q ⠑⠦⠟);
//     PROVISIONAL.
//   - En passant: nothing, as in print algebraic notation
//     (braillechess.org.uk "Algebraic Notation": "En passant captures need
//     no special notation").
//   - Display board: empty light square ⠄ (dot 3), empty dark square ⠸
//     (dots 4-5-6; not ⠤, Black's mark), a selected square gets dots 7-8
//     — tactus's own choice for a refreshable display (the code's
//     diagrams write runs of empty squares as numbers, which breaks the
//     one-cell-per-square routing); PROVISIONAL.
//   - Clock times: lower digits with BRF's colon ⠱ (dots 1-5-6), e.g.
//     1:30:05 ⠂⠱⠒⠴⠱⠴⠢, and under ten seconds tenths after ⠄ (dot 3),
//     9.9 s ⠴⠱⠴⠔⠄⠔ — tactus's choice; PROVISIONAL. Not BRF's full stop ⠨
//     (dots 4-6): that is White's mark on the same clock line, and ⠲,
//     UEB's decimal point, is the lower digit 4.
func UK2015() *Code {
	return &Code{
		Name: "uk-2015",
		Pieces: [7]Cell{
			rules.Pawn:   mustDots("1234"),
			rules.Knight: mustDots("234"),
			rules.Bishop: mustDots("123"),
			rules.Rook:   mustDots("1235"),
			rules.Queen:  mustDots("12345"),
			rules.King:   mustDots("13"),
		},
		BlackPiece: Dot6,
		Files: [8]Cell{mustDots("1"), mustDots("12"), mustDots("14"), mustDots("145"),
			mustDots("15"), mustDots("124"), mustDots("1245"), mustDots("125")},
		Digits: [10]Cell{mustDots("356"), mustDots("2"), mustDots("23"), mustDots("25"),
			mustDots("256"), mustDots("26"), mustDots("235"), mustDots("2356"),
			mustDots("236"), mustDots("35")},
		Capture:      seq("56"),
		Check:        seq("345 1234"),
		Mate:         seq("345 134"),
		CastleShort:  seq("356 356"),
		CastleLong:   seq("356 356 356"),
		WhiteMove:    seq("46"),
		BlackMove:    seq("36"),
		EmptyLight:   Dot3,
		EmptyDark:    Dot4 | Dot5 | Dot6,
		Colon:        mustDots("156"),
		DecimalPoint: Dot3,
		Selected:     Dot7 | Dot8,
	}
}

// Piece returns the cell of a piece on the board (Black's with the
// BlackPiece dots).
func (c *Code) Piece(p rules.Piece) Cell {
	cell := c.Pieces[p.Type()%7]
	if p.Color() == rules.Black {
		cell |= c.BlackPiece
	}
	return cell
}

// Square returns the two cells of a square: file letter, lower rank digit.
func (c *Code) Square(s rules.Square) Cells {
	return Cells{c.Files[s.File()], c.Digits[s.Rank()+1]}
}

// Number appends n ≥ 0 in lower digits.
func (c *Code) Number(dst Cells, n int) Cells {
	if n < 0 {
		n = 0
	}
	if n >= 10 {
		dst = c.Number(dst, n/10)
	}
	return append(dst, c.Digits[n%10])
}

// PieceType returns the piece whose letter is cell (as typed on a Braille
// keyboard, either colour's form), for choosing a promotion piece.
func (c *Code) PieceType(cell Cell) (rules.PieceType, bool) {
	for t := rules.Knight; t <= rules.King; t++ {
		if cell == c.Pieces[t] || cell == c.Pieces[t]|c.BlackPiece {
			return t, true
		}
	}
	return rules.NoPieceType, false
}

// PromotionLetters lists the letters of the pieces a pawn may promote to,
// as typed on a Braille keyboard in ASCII Braille, the last two joined by
// or: "q, r, l or s" in English, or with "oder" in German.
func (c *Code) PromotionLetters(or string) string {
	var letters []string
	for _, t := range []rules.PieceType{rules.Queen, rules.Rook, rules.Bishop, rules.Knight} {
		if ch, ok := ToASCII(c.Pieces[t]); ok {
			letters = append(letters, string(ch))
		}
	}
	if len(letters) < 2 {
		return strings.Join(letters, "")
	}
	return strings.Join(letters[:len(letters)-1], ", ") + " " + or + " " + letters[len(letters)-1]
}
