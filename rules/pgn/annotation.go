package pgn

import (
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/tactuschess/tactus/rules"
)

// errNullHoldsMove: a Ply marked Null holds a move as well.
var errNullHoldsMove = errors.New("a null move holds a move")

// ParseResult reads a game result as PGN files write it: the four
// termination markers of the standard ("1-0", "0-1", "1/2-1/2", "*") and
// the draw's other spellings ("½-½", "1/2", "½"), with the hyphen or an en
// dash, em dash or minus sign in its place ("1–0", "½–½", as word
// processors and typeset books write them). ok is false for anything else.
func ParseResult(s string) (r rules.Result, ok bool) {
	if len(s) > len("1/2—1/2") { // the longest, with a three-byte dash
		return "", false
	}
	switch dashed(s) {
	case "1-0":
		return rules.WhiteWins, true
	case "0-1":
		return rules.BlackWins, true
	case "1/2-1/2", "½-½", "1/2", "½":
		return rules.Draw, true
	case "*":
		return rules.Unfinished, true
	}
	return "", false
}

// dashed returns s with its one en dash, em dash or minus sign replaced by
// a hyphen; s itself when it has none.
func dashed(s string) string {
	for _, d := range [...]string{"\u2013", "\u2014", "\u2212"} {
		if i := strings.Index(s, d); i >= 0 {
			return s[:i] + "-" + s[i+len(d):]
		}
	}
	return s
}

// isNullMove reports whether a move's text is a null move: -- (ChessBase,
// lichess) or Z0 (some older programs).
func isNullMove(s []byte) bool { return string(s) == "--" || string(s) == "Z0" }

// glyphNAGs maps the annotation glyphs of move suffixes, ChessBase and
// printed books to the standard NAGs (PGN standard 10): ! ? !! ?? !? ?!
// and their one-character forms, □ (only move), = (equal), ∞ (unclear),
// ⩲ += and ⩱ =+ (slight advantage), ± +/- and ∓ -/+ (moderate advantage),
// +- and -+ (decisive advantage). Glyphs whose NAG depends on the side
// (zugzwang, initiative, compensation …) are not read: they are written $n.
var glyphNAGs = map[string]int{
	"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6,
	"‼": 3, "⁇": 4, "⁉": 5, "⁈": 6,
	"□": 7,
	"=": 10,
	"∞": 13,
	"⩲": 14, "+=": 14, "+/=": 14,
	"⩱": 15, "=+": 15, "=/+": 15,
	"±": 16, "+/-": 16,
	"∓": 17, "-/+": 17,
	"+-": 18, "+−": 18,
	"-+": 19, "−+": 19,
}

// GlyphNAG returns the standard NAG of an annotation glyph ("!?" 5, "±"
// 16, "+-" 18 …), or false for a text that is not one.
func GlyphNAG(glyph string) (int, bool) {
	n, ok := glyphNAGs[glyph]
	return n, ok
}

// isSuffixRune reports whether r may end a move as a glued annotation:
// ! and ? runs, and the one-character glyphs (e4!, Nf3⁉, Qd4±).
func isSuffixRune(r rune) bool {
	switch r {
	case '!', '?', '‼', '⁇', '⁉', '⁈', '□', '∞', '⩲', '⩱', '±', '∓':
		return true
	}
	return false
}

// splitSuffix splits a move text into the move and its glued annotation
// suffix.
func splitSuffix(b []byte) (move, suffix []byte) {
	k := len(b)
	for k > 0 {
		r, size := utf8.DecodeLastRune(b[:k])
		if !isSuffixRune(r) {
			break
		}
		k -= size
	}
	return b[:k], b[k:]
}

// suffixNAGs returns the NAGs of a glued suffix: each run of ! and ? is one
// annotation (!? but not !!!), each other glyph one. It returns the
// offending part when the suffix holds an unknown annotation.
func suffixNAGs(suffix []byte) (nags []int, bad string) {
	for len(suffix) > 0 {
		n := 1
		if suffix[0] == '!' || suffix[0] == '?' {
			for n < len(suffix) && (suffix[n] == '!' || suffix[n] == '?') {
				n++
			}
		} else {
			_, n = utf8.DecodeRune(suffix)
		}
		nag, ok := glyphNAGs[string(suffix[:n])]
		if !ok {
			return nil, string(suffix[:n])
		}
		nags = append(nags, nag)
		suffix = suffix[n:]
	}
	return nags, ""
}
