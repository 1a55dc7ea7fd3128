package announce

import (
	"unicode"
	"unicode/utf8"
)

// maxWords is the most words a line to hear may have; the longest move
// phrase with fillers has about a dozen.
const maxWords = 24

// token is one word of a line: where it stands in the line and where its
// folded form (lower case, umlauts as ae/oe/ue, no accents) stands in the
// buffer of folded words.
type token struct {
	start, end   int
	nstart, nend int
}

// tokenize splits line into words at anything that is neither a letter nor
// a digit, and appends the folded form of each to buf, so a line of short
// words allocates nothing. It returns the tokens and buf, and false when
// the line has more than maxWords words.
func tokenize(line string, buf []byte, toks *[maxWords]token) ([]token, []byte, bool) {
	out := toks[:0]
	start := -1
	for i, r := range line {
		if isWordRune(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			if len(out) == maxWords {
				return out, buf, false
			}
			out, buf = appendToken(out, buf, line, start, i)
			start = -1
		}
	}
	if start >= 0 {
		if len(out) == maxWords {
			return out, buf, false
		}
		out, buf = appendToken(out, buf, line, start, len(line))
	}
	return out, buf, true
}

// appendToken folds line[start:end] into buf and appends its token.
func appendToken(out []token, buf []byte, line string, start, end int) ([]token, []byte) {
	n := len(buf)
	buf = fold(buf, line[start:end])
	return append(out, token{start: start, end: end, nstart: n, nend: len(buf)}), buf
}

// isWordRune reports whether r belongs to a word: letters, digits and the
// combining marks of decomposed text ("Ko\u0308nig", as macOS and some
// speech recognisers write König).
func isWordRune(r rune) bool {
	return r != utf8.RuneError && (unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r))
}

// combiningDiaeresis is U+0308, the umlaut of decomposed ä, ö, ü.
const combiningDiaeresis = '\u0308'

// appendMark folds a combining mark: a diaeresis after a, o or u spells the
// umlaut out (o + U+0308 → oe, like ö); other accents are dropped.
func appendMark(dst []byte, r rune) []byte {
	if r == combiningDiaeresis && len(dst) > 0 {
		switch dst[len(dst)-1] {
		case 'a', 'o', 'u':
			return append(dst, 'e')
		}
	}
	return dst
}

// foldString returns the folded form of s, for building the index.
func foldString(s string) string { return string(fold(nil, s)) }

// fold appends s to dst in lower case with German umlauts written out
// (ä → ae, ß → ss) and other accents dropped (é → e), so "König", "KOENIG"
// and "koenig" fold alike, and "César" to "cesar"; decomposed accents
// (e + U+0301) fold like precomposed ones.
func fold(dst []byte, s string) []byte {
	for _, r := range s {
		if r < utf8.RuneSelf {
			if 'A' <= r && r <= 'Z' {
				r += 'a' - 'A'
			}
			dst = append(dst, byte(r))
			continue
		}
		if unicode.Is(unicode.Mn, r) {
			dst = appendMark(dst, r)
			continue
		}
		r = unicode.ToLower(r)
		if f, ok := foldRunes[r]; ok {
			dst = append(dst, f...)
			continue
		}
		dst = utf8.AppendRune(dst, r)
	}
	return dst
}

// foldRunes spells out umlauts and drops the accents found in the
// translations of Appendix D (César, Héctor, Félix) and in the national
// vocabularies (Peão, Kráľ).
var foldRunes = map[rune]string{
	'ä': "ae", 'ö': "oe", 'ü': "ue", 'ß': "ss",
	'á': "a", 'à': "a", 'â': "a", 'ã': "a", 'å': "a",
	'é': "e", 'è': "e", 'ê': "e", 'ë': "e",
	'í': "i", 'ì': "i", 'î': "i", 'ï': "i",
	'ó': "o", 'ò': "o", 'ô': "o", 'õ': "o",
	'ú': "u", 'ù': "u", 'û': "u",
	'ç': "c", 'ñ': "n", 'ý': "y",
	// Slovak (and Czech) letters with háček and čiarka, for Kráľ, Veža, päť.
	'č': "c", 'ď': "d", 'ě': "e", 'ĺ': "l", 'ľ': "l", 'ň': "n", 'ŕ': "r", 'ř': "r",
	'š': "s", 'ť': "t", 'ů': "u", 'ž': "z",
}
