package brf

import (
	"context"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tactuschess/tactus/braille"
)

// Grade1 is the built-in translator: Unified English Braille, uncontracted
// (grade 1), for headings in plain text. It writes
//   - letters, a capital with the capital indicator ⠠, a word of capitals
//     with the capital word indicator ⠠⠠ (ended by ⠠⠄ when small letters
//     follow in the same word), three or more words of capitals as a
//     capital passage ⠠⠠⠠ … ⠠⠄;
//   - digits after the numeric indicator ⠼, with a full stop or comma
//     between digits kept inside the number (⠲, ⠂), and the grade 1
//     indicator ⠰ before a small letter a–j right after a number;
//   - punctuation and signs as UEB has them (comma ⠂, full stop ⠲, colon
//     ⠒, hyphen ⠤, apostrophe ⠄, brackets ⠐⠣ ⠐⠜, slash ⠸⠌ and so on; the
//     double quote as ⠦ opening, ⠴ closing, ⠠⠶ elsewhere), with ⠰ before
//     , ; : ! ? between two letters;
//   - letters with a grave, acute, circumflex, tilde, diaeresis, cedilla,
//     ring, caron, stroke, macron or breve as the UEB modifier and the
//     letter (ü ⠘⠒⠥); other Latin letters without their mark (ő as o),
//     ß ss, æ ae, œ oe, typographic quotes and dashes as UEB's;
//   - any other character as its code point, "U+0416", so a reader sees
//     something was there.
//
// Control characters and runs of white space become one space. Grade1
// never fails and never writes dots 7 or 8.
type Grade1 struct{}

// Translate translates each line; it never returns an error.
func (g Grade1) Translate(_ context.Context, lines []string) ([]braille.Cells, error) {
	out := make([]braille.Cells, len(lines))
	for i, l := range lines {
		out[i] = g.Line(l)
	}
	return out, nil
}

// Line translates one line of print.
func (Grade1) Line(s string) braille.Cells {
	return brfCells(encodeUEB(symbolsOf(cleanLine(s))))
}

// cleanLine makes a heading one line: control characters, white space
// and bytes that are not UTF-8 become spaces, runs of spaces one space.
func cleanLine(s string) string {
	var b strings.Builder
	space := true // at the start: drop leading spaces
	for i, r := range s {
		if r == utf8.RuneError && !strings.HasPrefix(s[i:], "\uFFFD") || unicode.IsSpace(r) || unicode.IsControl(r) {
			if !space {
				b.WriteByte(' ')
			}
			space = true
			continue
		}
		b.WriteRune(r)
		space = false
	}
	return strings.TrimSuffix(b.String(), " ")
}

// symKind is what a symbol of print is to the translator.
type symKind uint8

const (
	symSpace symKind = iota
	symLetter
	symDigit
	symPunct
)

// sym is one symbol of print.
type sym struct {
	kind  symKind
	ch    byte   // the letter (a–z), digit or ASCII sign; 0 for a sign given by cells
	upper bool   // a capital letter
	brf   string // a letter's modifier, written before it; a sign's own cells when ch is 0 (BRF)
}

// symbolsOf reads a cleaned line into symbols.
func symbolsOf(s string) []sym {
	var out []sym
	for _, r := range s {
		out = appendRune(out, r)
	}
	return out
}

// appendRune appends the symbols of one character.
func appendRune(out []sym, r rune) []sym {
	switch {
	case r == ' ':
		return append(out, sym{kind: symSpace})
	case r >= 'a' && r <= 'z':
		return append(out, sym{kind: symLetter, ch: byte(r)})
	case r >= 'A' && r <= 'Z':
		return append(out, sym{kind: symLetter, ch: byte(r - 'A' + 'a'), upper: true})
	case r >= '0' && r <= '9':
		return append(out, sym{kind: symDigit, ch: byte(r)})
	case r > ' ' && r < 0x7f:
		return append(out, sym{kind: symPunct, ch: byte(r)})
	}
	return appendNonASCII(out, r)
}

// appendNonASCII appends the symbols of a character outside ASCII.
func appendNonASCII(out []sym, r rune) []sym {
	lower := unicode.ToLower(r)
	upper := lower != r
	if mod, base, ok := modified(lower); ok {
		return append(out, sym{kind: symLetter, ch: base, upper: upper, brf: mod})
	}
	if r == '’' {
		return append(out, sym{kind: symPunct, ch: rsquo})
	}
	if cs, ok := signBRF(r); ok {
		return append(out, sym{kind: symPunct, brf: cs})
	}
	if t, ok := spelling(lower); ok {
		return appendText(out, t, upper)
	}
	if f := braille.Fold(string(lower)); f != string(lower) && isASCII(f) {
		return appendText(out, f, upper)
	}
	return appendText(out, codePoint(r), false)
}

// appendText appends the symbols of ASCII text, its first letter a
// capital when upper.
func appendText(out []sym, t string, upper bool) []sym {
	for i, r := range t {
		out = appendRune(out, r)
		if i == 0 && upper && out[len(out)-1].kind == symLetter {
			out[len(out)-1].upper = true
		}
	}
	return out
}

// codePoint spells r as "U+0416".
func codePoint(r rune) string {
	const hex = "0123456789ABCDEF"
	b := []byte("U+")
	digits := 4
	for r>>(4*digits) != 0 {
		digits++
	}
	for i := digits - 1; i >= 0; i-- {
		b = append(b, hex[(r>>(4*i))&0xf])
	}
	return string(b)
}

// isASCII reports whether s is printable ASCII.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < ' ' || s[i] >= 0x7f {
			return false
		}
	}
	return true
}
