package braille

import (
	"fmt"
	"testing"

	"github.com/tactuschess/tactus/rules"
)

// TestUK2015IsACopy: a caller's edit of the table it was handed changes
// nothing anyone else renders.
func TestUK2015IsACopy(t *testing.T) {
	pos := rules.StartPosition()
	m := mustMove(t, &pos, "Nf3")
	before := UK2015().Move(&pos, m).String()
	mine := UK2015()
	mine.Pieces[rules.Knight] = Blank
	mine.Capture[0] = Blank
	mine.Check[0], mine.BlackMove[0], mine.CastleShort[0] = Blank, Blank, Blank
	mine.Digits[3], mine.EmptyDark = Blank, Blank
	if got := UK2015().Move(&pos, m).String(); got != before {
		t.Errorf("Nf3 after a caller's edit = %s, want %s", got, before)
	}
	fresh := UK2015()
	if fresh.Capture.String() != "⠰" || fresh.Check.String() != "⠜⠏" || fresh.BlackMove.String() != "⠤" ||
		fresh.CastleShort.String() != "⠴⠴" || fresh.Digits[3] != mustDots("25") || fresh.EmptyDark != mustDots("456") {
		t.Error("the edit leaked into a new table")
	}
	if got := mine.Move(&pos, m).String(); got == before {
		t.Error("the caller's own copy did not change")
	}
}

// TestNoCellMeansTwoThings checks, line kind by line kind, that the
// signs a line can hold never share a cell.
func TestNoCellMeansTwoThings(t *testing.T) {
	c := UK2015()
	group := func(cs ...Cell) []Cell { return cs }
	var pieces, black []Cell
	for pt := rules.Pawn; pt <= rules.King; pt++ {
		pieces = append(pieces, c.Pieces[pt])
		black = append(black, c.Piece(rules.MakePiece(rules.Black, pt)))
	}
	letters := pieces[1:] // no pawn letter in moves
	var castling Cells    // the castling signs but for their zeros
	for _, cell := range append(append(Cells{}, c.CastleShort...), c.CastleLong...) {
		if cell != c.Digits[0] {
			castling = append(castling, cell)
		}
	}
	lines := map[string]map[string][]Cell{
		"move": { // last move and scoresheet lines
			"digits": c.Digits[:], "files": c.Files[:], "pieces": letters,
			"capture": c.Capture, "check/mate": append(append(Cells{}, c.Check...), c.Mate[len(c.Mate)-1]),
			"white": c.WhiteMove, "black": c.BlackMove, "blank": group(Blank),
			"castling": castling, "promotion": c.Promotion,
		},
		"board": {
			"rank digits": c.Digits[1:9], "files": c.Files[:], "white": pieces, "black": black,
			"empty": group(c.EmptyLight, c.EmptyDark), "blank": group(Blank),
		},
		"clock": {
			"digits": c.Digits[:], "colon": group(c.Colon), "decimal": group(c.DecimalPoint),
			"white": c.WhiteMove, "black": c.BlackMove, "blank": group(Blank),
		},
	}
	for line, roles := range lines {
		seen := map[Cell]string{}
		for role, cells := range roles {
			for _, cell := range cells {
				if other, dup := seen[cell]; dup && other != role {
					t.Errorf("%s line: %s is both %s and %s", line, cell, other, role)
				}
				seen[cell] = role
			}
		}
	}
	// nor does a sign of the move lines look like a piece or square of
	// the board (⠿ was both the promotion sign and Black's queen, ⠤ both
	// Black's mark and an empty dark square)
	for _, cell := range append(append(append(Cells{}, c.Promotion...), c.WhiteMove...), c.BlackMove...) {
		for _, b := range append(append(append([]Cell{}, pieces...), black...), c.EmptyLight, c.EmptyDark) {
			if cell == b {
				t.Errorf("%s is a sign of the moves and a cell of the board", cell)
			}
		}
	}
	// within the board, every piece and empty square is distinct, selected or not
	board := map[Cell]string{}
	for i, cell := range append(append(append([]Cell{}, pieces...), black...), c.EmptyLight, c.EmptyDark) {
		for _, sel := range []Cell{0, c.Selected} {
			name := fmt.Sprint(i, sel)
			if other, dup := board[cell|sel]; dup {
				t.Errorf("board cell %s is both %s and %s", cell|sel, other, name)
			}
			board[cell|sel] = name
		}
	}
}

// TestMovesCarryNoMark: no move written in the code holds a cell of
// White's or Black's mark, so "⠂⠀⠤⠴⠴" (1... 0-0) reads one way only.
func TestMovesCarryNoMark(t *testing.T) {
	c := UK2015()
	for _, fen := range []string{rules.StartFEN, "r3k2r/1P4P1/8/3pP3/8/8/1p4p1/R3K2R w KQkq d6 0 1",
		"r3k2r/1P4P1/8/8/3Pp3/8/1p4p1/R3K2R b KQkq d3 0 1"} {
		pos := mustPos(t, fen)
		var l rules.MoveList
		pos.LegalMoves(&l)
		for i := 0; i < l.Len(); i++ {
			for _, cell := range c.Move(&pos, l.At(i)) {
				if cell == c.WhiteMove[0] || cell == c.BlackMove[0] {
					t.Errorf("%s: move %v holds %s", fen, l.At(i), cell)
				}
			}
		}
	}
}
