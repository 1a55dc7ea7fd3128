package announce

import (
	"strings"
)

// Language is the user interface language of everything a player hears
// besides the move itself: sides, times, counts, game ends and the answers
// to board queries. It is data — each language tactus ships is a TOML
// file, lang/<tag>.toml, whose keys are these fields (LoadLanguage reads
// one it does not ship) — but for how it says numbers, which is code for
// each of tactus's languages (a Language built from nothing, or of a tag
// tactus has no code for, says numbers in English).
//
// Messages are templates: text with numbered placeholders {0}, {1}, …
// that the phrasing functions fill (each says what goes where). The text
// between placeholders becomes Message words; a comma, colon or full stop
// at either end of it becomes a Pause word.
type Language struct {
	// Name identifies the language: a BCP 47 tag ("en", "de", "es",
	// "pt", "sk"), which is also what the Words of its phrases carry as
	// Lang and what speech-dispatcher is told.
	Name string
	// Vocabulary names the language's own move vocabulary ("german"),
	// which the app's answers about the board use when the moves are
	// announced in another language's; "" for none (the moves'
	// vocabulary is used then).
	Vocabulary string
	// Decimal is the decimal separator of numbers in digits ("." or ",").
	Decimal string
	// Sides are the names of White and Black. Possessive are the forms
	// the TimeForfeit ending and PieceOf take as {2}: "White's" in English,
	// "de las blancas" in Spanish.
	Sides, Possessive [2]string
	// MoveHeader introduces a move: {0} the move number, {1} the side
	// ("Move {0}, {1}:").
	MoveHeader string
	// Hours, Minutes and Seconds name time units, with the gender their
	// numbers take. Times below ten seconds are said in seconds with one
	// decimal, in the plural form CLDR gives the decimal ("9.9 seconds",
	// "9,9 sekundy", "1,0 segundo").
	Hours, Minutes, Seconds Plural
	// Clocks joins the two sides' times: {0} White's, {1} Black's.
	Clocks string
	// ClockSide is one side's time: {0} the side, {1} the time.
	ClockSide string
	// MovesPlayed ({0} the moves completed) and ToControl ({0} the moves
	// still due before the next time control) are templates in the plural
	// forms of the count; Counts joins the two: {0} played, {1} to the
	// control.
	MovesPlayed, ToControl Plural
	Counts                 string
	// Results: "White wins", "Black wins", "draw", indexed by ResultIndex.
	Results [3]string
	// Endings are indexed by Reason: {0} the side that acted (flagged,
	// resigned, claimed; the mated side for checkmate), {1} the result,
	// {2} the side's possessive.
	Endings [NumReasons]string
	// Board queries. Square answers "what stands on …": {0} the square,
	// {1} the piece or Empty. PieceOf is a coloured piece: {0} the side,
	// {1} the piece word, {2} the side's Possessive. Pieces answers "where are …": {0} the coloured
	// piece, {1} the squares or None. Line answers "what is on rank or
	// file …": {0} Rank or File, {1} its name, {2} the contents or Empty.
	Square, PieceOf, Pieces, Line string
	Empty, None, Rank, File       string

	// spell says numbers in words; zero: English.
	spell speller
}

// English returns the English user interface language, the default.
func English() *Language { return builtinEnglish().clone() }

// Languages returns every user interface language, the default first.
func Languages() []*Language {
	out := make([]*Language, len(builtin()))
	for i, l := range builtin() {
		out[i] = l.clone()
	}
	return out
}

// LanguageNames returns the names of the user interface languages, the
// default first: en, de, es, pt, sk.
func LanguageNames() []string {
	return languageTags()
}

// LookupLanguage returns a copy of the user interface language called name
// (case-insensitive; a region or script is ignored: "pt-BR", "de_AT.UTF-8"
// find pt and de), or an error wrapping ErrUnknownLanguage.
func LookupLanguage(name string) (*Language, error) {
	base := baseLang(strings.SplitN(name, ".", 2)[0])
	for _, l := range builtin() {
		if l.Name == base {
			return l.clone(), nil
		}
	}
	return nil, &NameError{Name: name, Known: LanguageNames(), Err: ErrUnknownLanguage}
}

// LanguageFor returns a copy of the first user interface language the
// tags name, English when none does. Each tag is a BCP 47 tag or a locale
// ("pt-BR", "de_AT.UTF-8"), or a colon-separated list of them as GNU's
// LANGUAGE variable holds ("sk:cs:en"); empty tags, "C" and "POSIX" name
// none. Give them in order of precedence, for instance the --ui flag, the
// configuration file, then LANGUAGE, LC_ALL, LC_MESSAGES and LANG.
func LanguageFor(tags ...string) *Language {
	for _, t := range tags {
		for _, tag := range strings.Split(t, ":") {
			if l, err := LookupLanguage(tag); err == nil && tag != "" {
				return l
			}
		}
	}
	return English()
}
