package pgn

import (
	"bytes"
	"unicode/utf8"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// maxStrayQuote is the most characters of stray text a warning quotes.
const maxStrayQuote = 60

// strayText reads past text that belongs to no game, from the next token
// on: a line whose first token cannot start a game — prose
// ("Here are my games:"), a forum's [pgn] or [/pgn], an HTML tag — is
// skipped from that token to its end; a bracket that opens no tag pair is
// skipped up to its ']'. One warning on g says what was read past. It
// returns the first token (and its lexer error) that may start a game or
// go on with one, or the end of the text.
func (r *Reader) strayText(g *Game) (token, error) {
	t, err := r.lx.next()
	var (
		first  token
		quoted string
		pieces int
	)
	for r.isStray(t, err) {
		if pieces == 0 {
			first, quoted = t, r.strayQuote(t)
		}
		pieces++
		r.skipStray(t)
		t, err = r.lx.next()
	}
	switch {
	case pieces == 1:
		r.warn(g, first, ErrStrayText, "Text outside a game was read past: %q.", quoted)
	case pieces > 1:
		r.warn(g, first, ErrStrayText, "Text outside a game was read past: %q and %d more.", quoted, pieces-1)
	}
	return t, err
}

// isStray reports whether t, where a game may start or after a game's
// end, is text outside any game.
func (r *Reader) isStray(t token, err error) bool {
	if err != nil {
		// a character PGN has no use for, a quote left open: no game
		// starts with them
		return t.kind == tokInvalid || t.kind == tokString
	}
	switch t.kind {
	case tokTagOpen:
		return !r.tagAhead(t)
	case tokString, tokTagClose:
		return true
	case tokSymbol:
		return !startsMovetext(t.text)
	}
	return false
}

// tagAhead reports whether the '[' of t opens a tag pair, or what the tag
// reader takes for a broken one: a quoted value before the ']', or a name
// that starts with a letter or digit not closed at once by ']'. "[/pgn]",
// "[pgn]" and "[b]" open none.
func (r *Reader) tagAhead(t token) bool {
	if t.line != r.lx.lineNo || t.col > len(r.lx.line) {
		return true // not on the current line any more: leave it to the tag reader
	}
	rest := r.lx.line[t.col:]
	if end := bytes.IndexByte(rest, ']'); bytes.IndexByte(rest[:max(end, 0)], '"') >= 0 ||
		end < 0 && bytes.IndexByte(rest, '"') >= 0 {
		return true
	}
	i := skipSpaces(rest, 0)
	j := symbolEnd(rest, i)
	if j == i || !isAlnum(rest[i]) {
		return false
	}
	k := skipSpaces(rest, j)
	return k == len(rest) || rest[k] != ']'
}

// isAlnum reports whether c is an ASCII letter or digit.
func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || isDigit(c)
}

// startsMovetext reports whether a symbol can start the movetext of a game
// without tags: a move number, a result, a null move, or a move legal in
// the starting position.
func startsMovetext(text []byte) bool {
	if len(text) == 0 {
		return false
	}
	if _, ok := ParseResult(string(text)); ok || isDigit(text[0]) || text[0] == '*' || isNullMove(text) {
		return true
	}
	move, _ := splitSuffix(text)
	if len(move) == 0 {
		return false
	}
	start := rules.StartPosition()
	_, err := notation.ParseSAN(&start, string(move))
	return err == nil
}

// strayQuote returns the stray text that starts at t, up to the end of its
// line, shortened for a warning.
func (r *Reader) strayQuote(t token) string {
	var b []byte
	if t.line == r.lx.lineNo && t.col-1 <= len(r.lx.line) {
		b = r.lx.line[t.col-1:]
		if t.kind == tokTagOpen {
			if k := bytes.IndexByte(b, ']'); k >= 0 {
				b = b[:k+1]
			}
		}
	} else {
		b = t.text
	}
	b = bytes.TrimSpace(b)
	for i, n := 0, 0; i < len(b); n++ {
		if n == maxStrayQuote {
			return string(b[:i]) + "…"
		}
		_, size := utf8.DecodeRune(b[i:])
		i += size
	}
	return string(b)
}

// skipStray skips the stray text that starts at t: a bracket up to its
// ']', anything else to the end of its line.
func (r *Reader) skipStray(t token) {
	if t.kind == tokTagOpen && t.line == r.lx.lineNo {
		if k := bytes.IndexByte(r.lx.line[r.lx.pos:], ']'); k >= 0 {
			r.lx.pos += k + 1
			return
		}
	}
	if t.line == r.lx.lineNo {
		r.lx.restOfLine()
	}
}

// startsNextGame reports whether the tag pair opened by t, in g's tag
// section, starts the next game instead: after a blank line, a tag named
// Event or one g already has. Then g is a tag section without moves.
func (r *Reader) startsNextGame(g *Game, t token, lastLine int) bool {
	if len(g.Tags) == 0 || !t.lineStart || t.line <= lastLine+1 || t.line != r.lx.lineNo {
		return false
	}
	rest := r.lx.line[t.col:]
	i := skipSpaces(rest, 0)
	j := symbolEnd(rest, i)
	name := string(rest[i:j])
	if name == "Event" {
		return true
	}
	_, dup := g.Tag(name)
	return dup
}
