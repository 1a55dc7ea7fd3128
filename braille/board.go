package braille

import (
	"time"

	"github.com/tactuschess/tactus/rules"
)

// Line is one line of the display: its cells and, for board lines, the
// square each cell shows.
type Line struct {
	Cells Cells
	// Squares holds, per cell, the square shown there or rules.NoSquare;
	// nil when the line shows no squares.
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

// RankLine returns rank r (0 = rank 1) as the display shows it: the rank
// number in a lower digit, a blank, then one cell per square, file a first
// (file h first when flip, for Black's side of the board). A selected
// square (not rules.NoSquare) gets the Selected dots.
func (c *Code) RankLine(pos *rules.Position, r int, flip bool, selected rules.Square) Line {
	l := Line{Cells: make(Cells, 0, 10), Squares: make([]rules.Square, 0, 10)}
	l.Cells = append(l.Cells, c.Digits[r+1], Blank)
	l.Squares = append(l.Squares, rules.NoSquare, rules.NoSquare)
	for i := 0; i < 8; i++ {
		f := i
		if flip {
			f = 7 - i
		}
		s := rules.NewSquare(f, r)
		cell := c.SquareCell(pos, s)
		if s == selected {
			cell |= c.Selected
		}
		l.Cells = append(l.Cells, cell)
		l.Squares = append(l.Squares, s)
	}
	return l
}

// Rank returns the cells of c.RankLine without selection.
func (c *Code) Rank(pos *rules.Position, r int, flip bool) Cells {
	return c.RankLine(pos, r, flip, rules.NoSquare).Cells
}

// Board returns the eight rank lines, rank 8 first (rank 1 first when
// flip).
func (c *Code) Board(pos *rules.Position, flip bool, selected rules.Square) []Line {
	lines := make([]Line, 0, 8)
	for i := 0; i < 8; i++ {
		r := 7 - i
		if flip {
			r = i
		}
		lines = append(lines, c.RankLine(pos, r, flip, selected))
	}
	return lines
}

// decimalPoint separates seconds from tenths under ten seconds: ⠨ (dots 4 6,
// Nemeth's decimal point), since ⠲ is the lower digit 4 of the clock.
var decimalPoint = mustDots("46")

// Clock appends a clock time in lower digits: h:mm:ss from one hour, m:ss
// below, and under ten seconds 0:0s.t in tenths rounded down, the last tenth
// in hundredths (0:00.04), so that 0:00.0 shows only when no time is left;
// negative times are written as 0:00.0.
func (c *Code) Clock(dst Cells, d time.Duration) Cells {
	if d < 10*time.Second {
		tenths := int(max(d, 0) / (100 * time.Millisecond))
		dst = append(c.Number(dst, 0), c.Colon)
		dst = append(c.twoDigits(dst, tenths/10), decimalPoint, c.Digits[tenths%10])
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
