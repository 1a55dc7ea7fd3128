package braille

import (
	"fmt"
	"strings"
)

// Cell is one braille cell as a dot mask: bit 0 is dot 1 … bit 7 is dot 8
// (ISO/TR 11548-1, the order of Unicode's braille block and of BrlAPI).
type Cell byte

// Blank is the cell without dots.
const Blank Cell = 0

// Dot masks of the eight dots.
const (
	Dot1 Cell = 1 << iota
	Dot2
	Dot3
	Dot4
	Dot5
	Dot6
	Dot7
	Dot8
)

// unicodeBase is the code point of the blank braille pattern.
const unicodeBase = 0x2800

// Rune returns the Unicode braille pattern of the cell (U+2800 + mask).
func (c Cell) Rune() rune { return unicodeBase + rune(c) }

// String returns the cell as a Unicode braille character.
func (c Cell) String() string { return string(c.Rune()) }

// Numbers returns the cell's dot numbers ("145"), "0" for a blank cell.
func (c Cell) Numbers() string {
	if c == 0 {
		return "0"
	}
	var b strings.Builder
	for i := 0; i < 8; i++ {
		if c&(1<<i) != 0 {
			b.WriteByte(byte('1' + i))
		}
	}
	return b.String()
}

// SixDot reports whether the cell uses only dots 1–6.
func (c Cell) SixDot() bool { return c&(Dot7|Dot8) == 0 }

// ParseDots reads dot numbers ("145", "0" or "" for blank) into a cell.
func ParseDots(s string) (Cell, error) {
	var c Cell
	if s == "0" {
		return 0, nil
	}
	for _, r := range s {
		if r < '1' || r > '8' {
			return 0, fmt.Errorf("braille: dots %q: %q is not a dot number 1–8", s, r)
		}
		bit := Cell(1) << (r - '1')
		if c&bit != 0 {
			return 0, fmt.Errorf("braille: dots %q: dot %c twice", s, r)
		}
		c |= bit
	}
	return c, nil
}

// CellOf returns the cell of a Unicode braille character.
func CellOf(r rune) (Cell, bool) {
	if r < unicodeBase || r > unicodeBase+0xFF {
		return 0, false
	}
	return Cell(r - unicodeBase), true
}

// Cells is a row of cells.
type Cells []Cell

// String writes the cells as Unicode braille.
func (cs Cells) String() string {
	var b strings.Builder
	b.Grow(3 * len(cs))
	for _, c := range cs {
		b.WriteRune(c.Rune())
	}
	return b.String()
}

// Bytes returns the dot masks, as brlapi.Client.WriteDots takes them.
func (cs Cells) Bytes() []byte {
	b := make([]byte, len(cs))
	for i, c := range cs {
		b[i] = byte(c)
	}
	return b
}

// ParseUnicode reads a string of Unicode braille characters; a space is
// read as a blank cell.
func ParseUnicode(s string) (Cells, error) {
	var cs Cells
	for i, r := range s {
		if r == ' ' {
			cs = append(cs, Blank)
			continue
		}
		c, ok := CellOf(r)
		if !ok {
			return nil, fmt.Errorf("braille: %q at byte %d is not a braille pattern", r, i)
		}
		cs = append(cs, c)
	}
	return cs, nil
}

// mustDots builds a cell from dot numbers in the package's tables; the
// tables are fixed, so a bad entry is a programming error caught by tests.
func mustDots(s string) Cell {
	c, err := ParseDots(s)
	if err != nil {
		panic(err)
	}
	return c
}

// seq builds a cell sequence from space-separated dot numbers ("36 156").
func seq(s string) Cells {
	var cs Cells
	for _, f := range strings.Fields(s) {
		cs = append(cs, mustDots(f))
	}
	return cs
}
