package brf

import (
	"strings"

	"github.com/tactuschess/tactus/braille"
)

// The tables below write cells in North American ASCII Braille (BRF), the
// way transcribers read them: "," is ⠠, "#" ⠼, ";" ⠰, "^" ⠘, "@" ⠈,
// "_" ⠸, "." ⠨, "\"" ⠐. Sources: the Rules of Unified English Braille
// (ICEB, 2013), sections 4 (modifiers), 6 (numbers), 7 (punctuation),
// 8 (capitals); checked against liblouis' en-ueb-g1 table.

// Indicators, in BRF.
const (
	capital     = ","   // ⠠ capital letter
	capitalWord = ",,"  // ⠠⠠ capitals word
	capitalPass = ",,," // ⠠⠠⠠ capitals passage
	capitalEnd  = ",'"  // ⠠⠄ capitals terminator
	numeric     = "#"   // ⠼ numeric indicator
	grade1      = ";"   // ⠰ grade 1 indicator
)

// Double quotes, in BRF: opening, closing, and neither (between letters).
const (
	quoteOpen  = "8"
	quoteClose = "0"
	quoteOther = ",7"
)

// rsquo stands for the right single quote ’ among ASCII signs: an
// apostrophe ⠄ between letters, else the closing single quote ⠠⠴.
const rsquo = 0x80

// lowerPunct are the signs of one lower cell that take the grade 1
// indicator between two letters (⠂ could be read as "ea", ⠆ as "bb" …).
const lowerPunct = ",;:!?"

// punctBRF is the UEB sign of an ASCII character other than a letter,
// a digit or the double quote, in BRF.
func punctBRF(ch byte) string {
	switch ch {
	case '!':
		return "6"
	case '#':
		return "_?"
	case '$':
		return "@S"
	case '%':
		return ".0"
	case '&':
		return "@&"
	case '\'':
		return "'"
	case '(':
		return "\"<"
	case ')':
		return "\">"
	case '*':
		return "\"9"
	case '+':
		return "\"6"
	case ',':
		return "1"
	case '-':
		return "-"
	case '.':
		return "4"
	case '/':
		return "_/"
	case ':':
		return "3"
	case ';':
		return "2"
	case '<':
		return "@<"
	case '=':
		return "\"7"
	case '>':
		return "@>"
	case '?':
		return "8"
	case '@':
		return "@A"
	}
	return punctBRF2(ch)
}

// punctBRF2 is punctBRF for the characters after '@'.
func punctBRF2(ch byte) string {
	switch ch {
	case '[':
		return ".<"
	case '\\':
		return "_*"
	case ']':
		return ".>"
	case '^':
		return "@5"
	case '_':
		return ".-"
	case '`':
		return ".*"
	case '{':
		return "_<"
	case '|':
		return "_\\"
	case '}':
		return "_>"
	case '~':
		return "@9"
	case '"':
		return quoteOther
	}
	return "_?" // not reached: every ASCII sign is above
}

// diacritic is one UEB modifier with the small letters it makes and their
// base letters.
type diacritic struct {
	mod, letters, bases string
}

// diacritics lists UEB's modifiers for letters.
func diacritics() []diacritic {
	return []diacritic{
		{"^*", "àèìòùǹẁỳ", "aeiounwy"},             // grave
		{"^/", "áéíóúýćńśźĺŕǵẃ", "aeiouycnszlrgw"}, // acute
		{"^%", "âêîôûĉĝĥĵŝŵŷẑ", "aeioucghjswyz"},   // circumflex
		{"^]", "ãñõĩũỹ", "anoiuy"},                 // tilde
		{"^3", "äëïöüÿẅẍ", "aeiouywx"},             // diaeresis
		{"^&", "çşţģķļņ", "cstgkln"},               // cedilla
		{"^$", "åů", "au"},                         // ring
		{"^+", "čďěňřšťžǧ", "cdenrstzg"},           // caron
		{"@*", "øłđħ", "oldh"},                     // stroke
		{"@-", "āēīōū", "aeiou"},                   // macron
		{"@+", "ăĕğĭŏŭ", "aegiou"},                 // breve
	}
}

// modified returns the modifier (BRF) and base letter of a small letter
// with a diacritic UEB has a modifier for.
func modified(r rune) (string, byte, bool) {
	for _, d := range diacritics() {
		if i := strings.IndexRune(d.letters, r); i >= 0 {
			n := len([]rune(d.letters[:i]))
			return d.mod, d.bases[n], true
		}
	}
	return "", 0, false
}

// signBRF is the UEB sign of a character outside ASCII that has one.
func signBRF(r rune) (string, bool) {
	switch r {
	case '‘', '‚':
		return ",8", true
	case '“', '„', '«':
		return quoteOpen, true
	case '”', '»':
		return quoteClose, true
	case '–', '—':
		return ",-", true
	case '−':
		return "\"-", true
	case '…':
		return "444", true
	case '×':
		return "\"8", true
	case '÷':
		return "\"/", true
	case '°':
		return "^J", true
	case '£':
		return "@L", true
	case '€':
		return "@E", true
	}
	return "", false
}

// spelling is a letter or sign written with ASCII text.
func spelling(r rune) (string, bool) {
	switch r {
	case 'ß':
		return "ss", true
	case 'æ':
		return "ae", true
	case 'œ':
		return "oe", true
	case 'þ':
		return "th", true
	case '½':
		return "1/2", true
	case '¼':
		return "1/4", true
	case '¾':
		return "3/4", true
	}
	return "", false
}

// brfCells reads a table's BRF text; the tables are fixed, so a bad entry
// is caught by the tests (TestTablesAreBRF) rather than here.
func brfCells(s string) braille.Cells {
	cs, err := braille.DecodeBRF(s)
	if err != nil {
		return nil
	}
	return cs
}
