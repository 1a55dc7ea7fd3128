package notation

import (
	"fmt"
	"strings"

	"github.com/tactuschess/tactus/rules"
)

// Language is a set of piece letters (FIDE Appendix C.2–C.3), used both to
// write moves and to read them. The zero value is English. The language is
// always chosen by the caller; it is never guessed from the input.
type Language uint8

// The supported languages. Czech and Slovak share their letters; Figurine
// writes the piece symbols ♔♕♖♗♘ (♚♛♜♝♞ for Black's moves).
const (
	English Language = iota
	German
	French
	Spanish
	Italian
	Portuguese
	Dutch
	Slovak
	Czech
	Polish
	Figurine
	numLanguages
)

// langData is one row of the read-only language table.
type langData struct {
	code, name string
	// letters holds the upper-case letter of each piece type, indexed by
	// rules.PieceType; letters[rules.Pawn] is the pawn letter accepted (and
	// ignored) on input, 0 when the language has none that is free of
	// collisions.
	letters [7]rune
}

// languages is the table of piece letters. Index by Language.
var languages = [numLanguages]langData{
	English:    {"en", "English", [7]rune{0, 'P', 'N', 'B', 'R', 'Q', 'K'}},
	German:     {"de", "German", [7]rune{0, 0, 'S', 'L', 'T', 'D', 'K'}},
	French:     {"fr", "French", [7]rune{0, 'P', 'C', 'F', 'T', 'D', 'R'}},
	Spanish:    {"es", "Spanish", [7]rune{0, 'P', 'C', 'A', 'T', 'D', 'R'}},
	Italian:    {"it", "Italian", [7]rune{0, 'P', 'C', 'A', 'T', 'D', 'R'}},
	Portuguese: {"pt", "Portuguese", [7]rune{0, 'P', 'C', 'B', 'T', 'D', 'R'}},
	Dutch:      {"nl", "Dutch", [7]rune{0, 0, 'P', 'L', 'T', 'D', 'K'}},
	Slovak:     {"sk", "Slovak", [7]rune{0, 'P', 'J', 'S', 'V', 'D', 'K'}},
	Czech:      {"cs", "Czech", [7]rune{0, 'P', 'J', 'S', 'V', 'D', 'K'}},
	Polish:     {"pl", "Polish", [7]rune{0, 'P', 'S', 'G', 'W', 'H', 'K'}},
	Figurine:   {"fig", "Figurine", [7]rune{0, '♙', '♘', '♗', '♖', '♕', '♔'}},
}

// figurines holds the piece symbols by colour and piece type.
var figurines = [2][7]rune{
	{0, '♙', '♘', '♗', '♖', '♕', '♔'},
	{0, '♟', '♞', '♝', '♜', '♛', '♚'},
}

// Languages returns every supported language in table order.
func Languages() []Language {
	out := make([]Language, numLanguages)
	for i := range out {
		out[i] = Language(i)
	}
	return out
}

// ParseLanguage returns the language with the given code ("en", "de", "fr",
// "es", "it", "pt", "nl", "sk", "cs", "pl", "fig") or English name
// ("german"), in any case. An unknown code is an error listing the codes.
func ParseLanguage(code string) (Language, error) {
	c := strings.ToLower(strings.TrimSpace(code))
	for i, l := range languages {
		if c == l.code || c == strings.ToLower(l.name) {
			return Language(i), nil
		}
	}
	if c == "figurines" || c == "fan" {
		return Figurine, nil
	}
	codes := make([]string, len(languages))
	for i, l := range languages {
		codes[i] = l.code
	}
	return English, fmt.Errorf("notation: unknown language %q (known: %s): %w",
		code, strings.Join(codes, ", "), ErrUnknownLanguage)
}

// valid reports whether l is one of the defined languages.
func (l Language) valid() bool { return l < numLanguages }

// data returns l's table row; an undefined Language reads as English.
func (l Language) data() *langData {
	if !l.valid() {
		return &languages[English]
	}
	return &languages[l]
}

// Code returns the language's short code, as ParseLanguage accepts it.
func (l Language) Code() string { return l.data().code }

// String returns the language's English name, or "Language(n)" for a value
// out of range.
func (l Language) String() string {
	if !l.valid() {
		return fmt.Sprintf("Language(%d)", int(l))
	}
	return l.data().name
}

// Letter returns the symbol l writes for a piece of type t moved by colour
// c: an upper-case letter, or a figurine. Pawns have no symbol (0).
func (l Language) Letter(t rules.PieceType, c rules.Color) rune {
	if t == rules.Pawn || t == rules.NoPieceType || t > rules.King {
		return 0
	}
	if l == Figurine {
		return figurines[c&1][t]
	}
	return l.data().letters[t]
}

// Letters returns the piece letters of l in the order K Q R B N, as the
// language's users know them ("K D T L S" for German).
func (l Language) Letters() string {
	order := []rules.PieceType{rules.King, rules.Queen, rules.Rook, rules.Bishop, rules.Knight}
	parts := make([]string, len(order))
	for i, t := range order {
		parts[i] = string(l.Letter(t, rules.White))
	}
	return strings.Join(parts, " ")
}

// letterKind says how a rune reads at the start of a move in a language.
type letterKind uint8

const (
	notPiece    letterKind = iota // a file letter, digit or anything else
	pieceOnly                     // a piece letter and nothing else
	pieceOrFile                   // a lower-case piece letter that is also a file
)

// pieceRune classifies r as a piece symbol of l. Figurines of either colour
// are understood in every language. Upper-case letters are piece letters;
// a lower-case piece letter is a piece too, unless it is also a file letter
// (a–h), in which case both readings are possible. The pawn letter (P in
// most languages) reads as a pawn.
func (l Language) pieceRune(r rune) (rules.PieceType, letterKind) {
	for c := range figurines {
		for t := rules.Pawn; t <= rules.King; t++ {
			if figurines[c][t] == r {
				return t, pieceOnly
			}
		}
	}
	if l == Figurine {
		l = English
	}
	upper, lower := r, r
	if r >= 'a' && r <= 'z' {
		upper = r - 'a' + 'A'
	} else if r >= 'A' && r <= 'Z' {
		lower = r - 'A' + 'a'
	} else {
		return rules.NoPieceType, notPiece
	}
	letters := &l.data().letters
	for t := rules.Pawn; t <= rules.King; t++ {
		if letters[t] != upper {
			continue
		}
		switch {
		case r == upper:
			return t, pieceOnly
		case lower >= 'a' && lower <= 'h':
			return t, pieceOrFile
		default:
			return t, pieceOnly
		}
	}
	return rules.NoPieceType, notPiece
}
