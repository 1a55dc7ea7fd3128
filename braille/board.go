package braille

import (
	"fmt"
	"slices"
	"time"

	"github.com/tactuschess/tactus/rules"
)

// LineKind says what a line of the display shows.
type LineKind int

// The kinds of line, in the order Lines gives them.
const (
	LineLastMove LineKind = iota // the last move and who made it
	LineClock                    // both clocks and the move number
	LineResult                   // the result, once the game is over
	LineRank                     // one rank of the board
	LineFiles                    // the file letters under the board
	LineScore                    // one move number of the scoresheet
	LineMessage                  // a message (see Message)
)

var lineKindNames = [...]string{"last move", "clocks", "result", "rank", "files", "scoresheet", "message"}

// String names the kind, or returns "LineKind(n)" for a value out of
// range.
func (k LineKind) String() string {
	if k >= 0 && int(k) < len(lineKindNames) {
		return lineKindNames[k]
	}
	return fmt.Sprintf("LineKind(%d)", int(k))
}

// section groups the kinds of line into the parts of the display a reader
// jumps between: the game's state, the board, the scoresheet.
func (k LineKind) section() int {
	switch k {
	case LineRank, LineFiles:
		return 1
	case LineScore:
		return 2
	}
	return 0
}

// Line is one line of the display: its cells and, for board lines, the
// square each cell shows.
type Line struct {
	Kind  LineKind
	Cells Cells
	// Squares holds, per cell, the square shown there or rules.NoSquare;
	// nil when the line is no board line.
	Squares []rules.Square
}

// SquareAt returns the square shown in cell i of the line.
func (l Line) SquareAt(i int) (rules.Square, bool) {
	if i < 0 || i >= len(l.Squares) || l.Squares[i] == rules.NoSquare {
		return rules.NoSquare, false
	}
	return l.Squares[i], true
}

// SquareCell returns the cell of square s: its piece, or an empty light or
// dark square.
func (c *Code) SquareCell(pos *rules.Position, s rules.Square) Cell {
	if p := pos.PieceAt(s); p != rules.NoPiece {
		return c.Piece(p)
	}
	if s.IsLight() {
		return c.EmptyLight
	}
	return c.EmptyDark
}

// labelCells is how many cells precede the squares on a board line: the
// rank number and a blank.
const labelCells = 2

// RankLine returns rank r (0 = rank 1) as the display shows it: the rank
// number in a lower digit, a blank, then one cell per square, file a first
// (file h first when flip, for Black's side of the board). Selected
// squares get the Selected dots.
func (c *Code) RankLine(pos *rules.Position, r int, flip bool, selected ...rules.Square) Line {
	l := Line{Kind: LineRank, Cells: make(Cells, 0, labelCells+8), Squares: make([]rules.Square, 0, labelCells+8)}
	l.Cells = append(l.Cells, c.Digits[r+1], Blank)
	l.Squares = append(l.Squares, rules.NoSquare, rules.NoSquare)
	for i := 0; i < 8; i++ {
		s := rules.NewSquare(fileAt(i, flip), r)
		cell := c.SquareCell(pos, s)
		if slices.Contains(selected, s) {
			cell |= c.Selected
		}
		l.Cells = append(l.Cells, cell)
		l.Squares = append(l.Squares, s)
	}
	return l
}

// fileAt is the file shown in the i-th square cell of a board line.
func fileAt(i int, flip bool) int {
	if flip {
		return 7 - i
	}
	return i
}

// FilesLine returns the file letters, each under its squares on the rank
// lines (file h first when flip); routing keys over it select nothing.
func (c *Code) FilesLine(flip bool) Line {
	l := Line{Kind: LineFiles, Cells: make(Cells, labelCells, labelCells+8), Squares: make([]rules.Square, labelCells+8)}
	for i := 0; i < 8; i++ {
		l.Cells = append(l.Cells, c.Files[fileAt(i, flip)])
	}
	for i := range l.Squares {
		l.Squares[i] = rules.NoSquare
	}
	return l
}

// Rank returns the cells of c.RankLine without selection.
func (c *Code) Rank(pos *rules.Position, r int, flip bool) Cells {
	return c.RankLine(pos, r, flip).Cells
}

// Board returns the eight rank lines, rank 8 first (rank 1 first when
// flip), then the file letters.
func (c *Code) Board(pos *rules.Position, flip bool, selected ...rules.Square) []Line {
	lines := make([]Line, 0, 9)
	for i := 0; i < 8; i++ {
		r := 7 - i
		if flip {
			r = i
		}
		lines = append(lines, c.RankLine(pos, r, flip, selected...))
	}
	return append(lines, c.FilesLine(flip))
}

// Clock appends a clock time in lower digits: h:mm:ss from one hour, m:ss
// below, and under ten seconds 0:0s.t in tenths rounded down (with the
// code's DecimalPoint), the last tenth in hundredths (0:00.04), so that
// 0:00.0 shows only when no time is left; negative times are written as
// 0:00.0.
func (c *Code) Clock(dst Cells, d time.Duration) Cells {
	if d < 10*time.Second {
		tenths := int(max(d, 0) / (100 * time.Millisecond))
		dst = append(c.Number(dst, 0), c.Colon)
		dst = append(c.twoDigits(dst, tenths/10), c.DecimalPoint, c.Digits[tenths%10])
		if tenths == 0 && d > 0 {
			// Time is left: the last tenth in hundredths, never a bare 0:00.0.
			dst = append(dst, c.Digits[max(int(d/(10*time.Millisecond)), 1)%10])
		}
		return dst
	}
	s := int(max(d, 0) / time.Second)
	h, m, sec := s/3600, s/60%60, s%60
	if h > 0 {
		dst = append(c.Number(dst, h), c.Colon)
		dst = c.twoDigits(dst, m)
	} else {
		dst = c.Number(dst, m)
	}
	dst = append(dst, c.Colon)
	return c.twoDigits(dst, sec)
}

func (c *Code) twoDigits(dst Cells, n int) Cells {
	return append(dst, c.Digits[n/10%10], c.Digits[n%10])
}
