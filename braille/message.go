package braille

import (
	"strings"
	"unicode"
)

// Message returns a short message (a refused move, the promotion prompt,
// "reconnecting", the result, a draw) as a display line, for View.Show.
// The text is transcribed letter by letter (see Text), runs of white space
// become one blank, and the line is panned like any other.
func Message(s string) Line {
	return Line{Kind: LineMessage, Cells: Text(strings.Join(strings.Fields(s), " "))}
}

// foldings spells letters and signs BRF lacks with ASCII: the letters of
// the languages tactus speaks without their diacritics, typographic
// quotes and dashes as their ASCII forms.
var foldings = strings.NewReplacer(
	"ß", "ss", "æ", "ae", "œ", "oe", "ø", "o", "ł", "l", "đ", "d",
	"‘", "'", "’", "'", "‚", "'", "“", "\"", "”", "\"", "„", "\"", "«", "\"", "»", "\"",
	"–", "-", "—", "-", "−", "-", "…", "...", "½", "1/2", "\u00a0", " ",
)

// bases lists letters with diacritics after the letter they are written
// as, lower case only (upper case is folded first).
var bases = [...]struct {
	base    rune
	letters string
}{
	{'a', "àáâãäåāăą"}, {'c', "çćč"}, {'d', "ď"}, {'e', "èéêëēėęě"},
	{'i', "ìíîïī"}, {'l', "ĺľ"}, {'n', "ñńň"}, {'o', "òóôõöő"},
	{'r', "ŕř"}, {'s', "śšş"}, {'t', "ťţ"}, {'u', "ùúûüůű"},
	{'y', "ýÿ"}, {'z', "źżž"},
}

// Fold spells s in lower case with ASCII where it can: letters lose their
// diacritics (É → e, Ł → l, ß → ss), typographic quotes and dashes become
// ASCII. Other characters are kept.
func Fold(s string) string {
	s = foldings.Replace(strings.ToLower(s))
	return strings.Map(func(r rune) rune {
		if r < 128 || !unicode.IsLetter(r) {
			return r
		}
		for _, b := range bases {
			if strings.ContainsRune(b.letters, r) {
				return b.base
			}
		}
		return r
	}, s)
}
