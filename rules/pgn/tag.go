package pgn

import (
	"bytes"
	"errors"
)

// tag reads a tag pair after its '[' (open) and adds it to g. A tag pair
// broken as users' files have them is read as best it can be, with a
// warning, rather than ending the game (which would make the rest of its
// tags a phantom game and shift the numbers of the games after it):
//
//   - an unescaped quote in the value, [White "Smith "Smithy" J"], a value
//     without quotes or a quote not closed: the value is read from the
//     tag's line, up to the last quote before ']';
//   - a tag not closed with ']' before the next line or the next '[': the
//     name and value read are kept;
//   - a value whose quote is open at the end of its line, [Event "broken,
//     followed by a line that closes it, across"], which does not start
//     with '[' or a move number: the two lines are one value, joined with
//     a space (TagLeftOpen and TagContinues say so to those who split
//     files into games).
//
// A '[' without a tag name after it is still an error.
func (r *Reader) tag(open token, g *Game) error {
	name, value, got, t, err := r.strictTag()
	switch {
	case err == nil:
	case got == 2 && t.kind != tokInvalid && (t.kind == tokTagOpen || t.kind == tokEOF || t.line != open.line):
		if t.kind != tokEOF {
			r.lx.unread(t)
		}
		r.warn(g, open, ErrBrokenTag, "The tag %s is not closed with ']'.", name)
	case got == 1 && errors.Is(err, errOpenValue) && r.lx.lineNo == open.line && open.col <= len(r.lx.line):
		var ok bool
		if name, value, ok = r.tagAcrossLines(open, g); !ok {
			return err
		}
	case t.kind != tokEOF && r.lx.lineNo == open.line && open.col <= len(r.lx.line):
		var ok bool
		if name, value, ok = r.tagFromLine(open); !ok {
			return err
		}
		r.warn(g, open, ErrBrokenTag, "The tag line of %s is broken; its value is read as %q.", name, value)
	default:
		return err
	}
	if len(value) > MaxTagValue {
		n := len(value)
		value = string(cut([]byte(value), MaxTagValue)) + "…"
		r.warn(g, open, ErrCut, "The tag %s is %d bytes long; it is cut to its first %d.", name, n, len(value)-len("…"))
	}
	if clean, changed := cleanValue(value); changed {
		value = clean
		r.warn(g, open, ErrTagControl, "The tag %s holds control characters, read as spaces.", name)
	}
	if _, ok := ParseResult(value); name == "Result" && !ok {
		r.warn(g, open, ErrResultTag, "The Result tag %q is not a game result.", value)
	}
	g.Tags = append(g.Tags, Tag{Name: name, Value: value})
	return nil
}

// strictTag reads a well-formed tag pair's name, value and ']'. got counts
// the parts read (name, value, ']'); t is the token where it stopped.
func (r *Reader) strictTag() (name, value string, got int, t token, err error) {
	want := [...]struct {
		kind tokenKind
		what Syntax
	}{{tokSymbol, NoTagName}, {tokString, NoTagValue}, {tokTagClose, NoTagClose}}
	for got = 0; got < len(want); got++ {
		t, err = r.lx.next()
		if err != nil {
			if t.kind == tokEOF {
				return name, value, got, t, readError{err}
			}
			perr := r.errorAt(t, ErrSyntax, err)
			t.kind = tokInvalid // not a token to push back
			return name, value, got, t, perr
		}
		if t.kind != want[got].kind {
			return name, value, got, t, r.errorAt(t, ErrSyntax, &SyntaxError{Syntax: want[got].what})
		}
		switch got {
		case 0:
			name = string(t.text)
		case 1:
			value = string(t.text)
		}
	}
	return name, value, got, t, nil
}

// tagFromLine reads a broken tag pair from its line, after its '['
// (open): the name, then the value up to a quote followed by ']', or up to
// the last ']', without its quotes. The lexer goes on after that ']'.
func (r *Reader) tagFromLine(open token) (name, value string, ok bool) {
	rest := r.lx.line[open.col:]
	i := 0
	for i < len(rest) && isSpace(rest[i]) {
		i++
	}
	j := symbolEnd(rest, i)
	if j == i {
		return "", "", false
	}
	body := rest[j:]
	end, after := len(body), len(body)
	if k, close := closingQuote(body); k >= 0 {
		end, after = k+1, close+1
	} else if k := bytes.LastIndexByte(body, ']'); k >= 0 {
		end, after = k, k+1
	}
	v := bytes.TrimSpace(body[:end])
	v = bytes.TrimPrefix(v, []byte{'"'})
	if len(v) > 0 && v[len(v)-1] == '"' && (len(v) < 2 || v[len(v)-2] != '\\') {
		v = v[:len(v)-1]
	}
	r.lx.pos = open.col + j + after
	return string(rest[i:j]), unescape(v), true
}

// closingQuote returns the index of the first quote followed by optional
// spaces and ']', and the index of that ']'; -1 when there is none.
func closingQuote(b []byte) (quote, close int) {
	for k := 0; k < len(b); k++ {
		if b[k] != '"' || (k > 0 && b[k-1] == '\\') {
			continue
		}
		n := k + 1
		for n < len(b) && isSpace(b[n]) {
			n++
		}
		if n < len(b) && b[n] == ']' {
			return k, n
		}
	}
	return -1, -1
}

// unescape reads the \" and \\ escapes of a tag value.
func unescape(b []byte) string {
	if bytes.IndexByte(b, '\\') < 0 {
		return string(b)
	}
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); i++ {
		if b[i] == '\\' && i+1 < len(b) {
			i++
		}
		out = append(out, b[i])
	}
	return string(out)
}

// isControl reports whether c is a control character, which a tag value
// cannot hold (PGN standard 7: no non-printing characters in strings).
func isControl(c byte) bool { return c < 0x20 || c == 0x7f }

// cleanValue returns v with each control character turned into a space,
// as the writer writes it, and whether there was any.
func cleanValue(v string) (string, bool) {
	i := 0
	for i < len(v) && !isControl(v[i]) {
		i++
	}
	if i == len(v) {
		return v, false
	}
	b := []byte(v)
	for ; i < len(b); i++ {
		if isControl(b[i]) {
			b[i] = ' '
		}
	}
	return string(b), true
}
