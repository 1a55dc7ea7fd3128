package brf

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/tactuschess/tactus/braille"
)

// Paginate wraps lines to the line length and cuts them into pages, each
// with its page number from 1 on the last line (see the package comment)
// unless opts.NoPageNumbers.
func Paginate(lines []braille.Cells, opts Options) ([][]braille.Cells, error) {
	o, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	return paginate(lines, o, 1), nil
}

// pageNumberGap is the blank cells at least between text and the page
// number on the last line of a page.
const pageNumberGap = 3

// paginate is Paginate with checked options, numbering from first.
func paginate(lines []braille.Cells, o Options, first int) [][]braille.Cells {
	var pages [][]braille.Cells
	var page []braille.Cells
	flush := func(last braille.Cells) {
		if !o.NoPageNumbers {
			for len(page) < o.PageLength-1 {
				page = append(page, nil)
			}
			page = append(page, numbered(last, first+len(pages), o.LineLength))
		}
		pages = append(pages, page)
		page = nil
	}
	for _, l := range lines {
		for _, part := range wrap(l, o.LineLength) {
			switch {
			case o.NoPageNumbers && len(page) == o.PageLength:
				flush(nil)
			case !o.NoPageNumbers && len(page) == o.PageLength-1:
				if fitsNumber(part, first+len(pages), o.LineLength) {
					flush(part)
					continue
				}
				flush(nil)
			}
			page = append(page, part)
		}
	}
	if len(page) > 0 || len(pages) == 0 && len(lines) > 0 {
		flush(nil)
	}
	return pages
}

// pageNumber is page n's number: the numeric indicator and digits.
func pageNumber(n int) braille.Cells {
	return Grade1{}.Line(strconv.Itoa(n))
}

// fitsNumber reports whether l leaves room for page n's number.
func fitsNumber(l braille.Cells, n, width int) bool {
	return len(l)+pageNumberGap+len(pageNumber(n)) <= width
}

// numbered is l with page n's number at the right end of the line.
func numbered(l braille.Cells, n, width int) braille.Cells {
	num := pageNumber(n)
	out := make(braille.Cells, width-len(num), width)
	copy(out, l)
	return append(out, num...)
}

// indent is the runover indentation of a continued line.
const indent = 2

// hyphen ends a line where a word longer than a line is cut.
const hyphen = braille.Dot3 | braille.Dot6

// wrap cuts one line into lines of at most width cells.
func wrap(l braille.Cells, width int) []braille.Cells {
	var out []braille.Cells
	prefix := 0
	for {
		room := width - prefix
		if len(l) <= room {
			return append(out, pad(prefix, l))
		}
		var head braille.Cells
		if cut := lastBlank(l, room); cut > 0 {
			head, l = l[:cut], trimBlanks(l[cut:])
		} else {
			cut := breakPoint(l, room-1)
			head = append(l[:cut:cut], hyphen)
			l = continuation(l, cut)
		}
		out = append(out, pad(prefix, head))
		prefix = indent
	}
}

// lastBlank is the index of the last blank cell at or before room in l,
// or 0.
func lastBlank(l braille.Cells, room int) int {
	for b := room; b > 0; b-- {
		if l[b] == braille.Blank {
			for b > 0 && l[b-1] == braille.Blank {
				b--
			}
			return b
		}
	}
	return 0
}

// trimBlanks drops leading blank cells.
func trimBlanks(l braille.Cells) braille.Cells {
	for len(l) > 0 && l[0] == braille.Blank {
		l = l[1:]
	}
	return l
}

// prefixBRF are the indicator and prefix cells, in BRF: a line never
// ends on one of them, since each belongs to the cell after it (⠠ capital,
// ⠼ number, ⠰ grade 1 or capture, ⠘ ⠸ ⠈ ⠐ ⠨ prefixes of signs and
// modifiers).
const prefixBRF = ",#;^_@\"."

// breakPoint is where to cut a word at most max cells in: not right after
// an indicator, unless the word has nothing else to cut.
func breakPoint(l braille.Cells, max int) int {
	for cut := max; cut > 1; cut-- {
		if !isPrefix(l[cut-1]) {
			return cut
		}
	}
	return max
}

// isPrefix reports whether c is an indicator or a sign's prefix.
func isPrefix(c braille.Cell) bool {
	ch, ok := braille.ToASCII(c)
	return ok && strings.IndexByte(prefixBRF, ch) >= 0
}

// continuation is what follows a word cut at cut: the rest, with the
// numeric indicator again when a number was cut.
func continuation(l braille.Cells, cut int) braille.Cells {
	num := brfCells(numeric)[0]
	if !isDigitCell(l[cut]) {
		return l[cut:]
	}
	for i := cut - 1; i >= 0; i-- {
		switch {
		case l[i] == num:
			return append(braille.Cells{num}, l[cut:]...)
		case !isDigitCell(l[i]) && l[i] != brfCells("4")[0] && l[i] != brfCells("1")[0]:
			return l[cut:]
		}
	}
	return l[cut:]
}

// isDigitCell reports whether c is one of the letters a–j, the digits
// after a numeric indicator.
func isDigitCell(c braille.Cell) bool {
	ch, ok := braille.ToASCII(c)
	return ok && ch >= 'a' && ch <= 'j'
}

// pad prefixes n blank cells.
func pad(n int, l braille.Cells) braille.Cells {
	if n == 0 {
		return l
	}
	return append(make(braille.Cells, n, n+len(l)), l...)
}

// Write writes pages as BRF text in upper case.
func Write(w io.Writer, pages [][]braille.Cells, opts Options) error {
	o, err := opts.withDefaults()
	if err != nil {
		return err
	}
	return write(w, pages, o)
}

// write is Write with checked options.
func write(w io.Writer, pages [][]braille.Cells, o Options) error {
	var buf []byte
	for _, page := range pages {
		for _, l := range page {
			s, err := braille.EncodeBRF(trimRight(l))
			if err != nil {
				return fmt.Errorf("brf: %w", err)
			}
			buf = append(append(buf, upperBRF(s)...), o.LineEnd...)
		}
		switch o.PageBreak {
		case FormFeed:
			buf = append(buf, '\f')
		case PadLines:
			for i := len(page); i < o.PageLength; i++ {
				buf = append(buf, o.LineEnd...)
			}
		}
	}
	if _, err := w.Write(buf); err != nil {
		return fmt.Errorf("brf: write: %w", err)
	}
	return nil
}

// trimRight drops trailing blank cells.
func trimRight(l braille.Cells) braille.Cells {
	for len(l) > 0 && l[len(l)-1] == braille.Blank {
		l = l[:len(l)-1]
	}
	return l
}

// upperBRF is BRF text in upper case: the lower-case forms 0x60–0x7E
// become 0x40–0x5E (a → A, ` → @, { → [, | → \, } → ], ~ → ^).
func upperBRF(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 0x60 && c <= 0x7e {
			b[i] = c - 0x20
		}
	}
	return string(b)
}
