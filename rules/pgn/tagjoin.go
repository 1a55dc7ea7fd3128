package pgn

import "bytes"

// tagAcrossLines reads a tag pair whose value is open at the end of the
// line of its '[' (open): the value is read from that line, and when the
// next line continues it (TagContinues), that line's part up to the
// closing quote is joined to it with a space; the lexer goes on after its
// ']'. Otherwise the lexer goes on at the start of the next line. Either
// way it warns.
func (r *Reader) tagAcrossLines(open token, g *Game) (name, value string, ok bool) {
	rest := r.lx.line[open.col:]
	closed := bytes.IndexByte(rest, ']') >= 0
	if name, value, ok = r.tagFromLine(open); !ok {
		return "", "", false
	}
	if closed || !r.lx.nextLine() || !TagContinues(r.lx.line) {
		r.warn(g, open, ErrBrokenTag, "The tag line of %s is broken; its value is read as %q.", name, value)
		return name, value, true
	}
	next := r.lx.line
	quote, close := closingQuote(next)
	value += " " + unescape(bytes.TrimSpace(next[:quote]))
	r.lx.pos = close + 1
	r.warn(g, open, ErrBrokenTag, "The value of the tag %s is broken across two lines; it is read as %q.", name, value)
	return name, value, true
}

// TagLeftOpen reports whether line, a line of tag pairs, ends inside a tag
// value: its last pair's quote is not closed and no ']' follows it. The
// Reader joins such a value with the next line when TagContinues says that
// line is its rest; a program that splits PGN files into games (at lines
// starting with '[') must not take that next line for movetext:
//
//	if open && pgn.TagContinues(line) { /* part of the tag section */ }
//	open = pgn.TagLeftOpen(line)
func TagLeftOpen(line []byte) bool {
	i := 0
	for {
		i = skipSpaces(line, i)
		if i == len(line) || line[i] != '[' {
			return false
		}
		i = skipSpaces(line, i+1)
		j := symbolEnd(line, i)
		if j == i {
			return false
		}
		i = skipSpaces(line, j)
		if i == len(line) || line[i] != '"' {
			return false
		}
		end := valueEnd(line, i+1)
		if end < 0 {
			return bytes.IndexByte(line[i:], ']') < 0
		}
		i = skipSpaces(line, end+1)
		if i == len(line) || line[i] != ']' {
			return false
		}
		i++
	}
}

// TagContinues reports whether line can be the rest of a tag value left
// open at the end of the line before (TagLeftOpen): it closes the value
// with a quote and ']' and does not start with '[', a move number, a
// comment or an escape.
func TagContinues(line []byte) bool {
	t := bytes.TrimLeft(line, " \t\r\n\v\f")
	if len(t) == 0 || bytes.IndexByte([]byte("[{;%"), t[0]) >= 0 {
		return false
	}
	d := 0
	for d < len(t) && isDigit(t[d]) {
		d++
	}
	if d > 0 && d < len(t) && t[d] == '.' {
		return false
	}
	q, _ := closingQuote(line)
	return q >= 0
}

// valueEnd returns the index of the quote closing a value that starts at
// i (after its opening quote), or -1.
func valueEnd(line []byte, i int) int {
	for ; i < len(line); i++ {
		switch line[i] {
		case '\\':
			i++
		case '"':
			return i
		}
	}
	return -1
}

func skipSpaces(b []byte, i int) int {
	for i < len(b) && isSpace(b[i]) {
		i++
	}
	return i
}
