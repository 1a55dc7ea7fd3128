package announce

import (
	"fmt"
	"strings"
)

// Plural is a word with a singular and a plural form.
type Plural struct{ One, Other string }

// For returns the form for a count of n: One for exactly 1, else Other.
func (u Plural) For(n int) string {
	if n == 1 {
		return u.One
	}
	return u.Other
}

// Language is the user interface language of everything a player hears
// besides the move itself: sides, times, counts, game ends and the answers
// to board queries. It is pure data; a new language is a new table.
//
// Messages are templates: text with numbered placeholders {0}, {1}, …
// that the phrasing functions fill (each says what goes where). The text
// between placeholders becomes Message words; a comma, colon or full stop
// at either end of it becomes a Pause word.
type Language struct {
	// Name identifies the language ("en").
	Name string
	// Sides are the names of White and Black; Possessive their possessive
	// forms ("White's").
	Sides, Possessive [2]string
	// MoveHeader introduces a move: {0} the move number, {1} the side
	// ("Move {0}, {1}:").
	MoveHeader string
	// Hours, Minutes and Seconds name time units. Times below ten seconds
	// are said in seconds with one decimal, always with Seconds.Other.
	Hours, Minutes, Seconds Plural
	// Clocks joins the two sides' times: {0} White's, {1} Black's.
	Clocks string
	// ClockSide is one side's time: {0} the side, {1} the time.
	ClockSide string
	// MovesPlayed ({0} the moves completed) and ToControl ({0} the moves
	// still due before the next time control); Counts joins the two: {0}
	// played, {1} to the control.
	MovesPlayed, ToControl Plural
	Counts                 string
	// Results: "White wins", "Black wins", "draw", indexed by ResultIndex.
	Results [3]string
	// Endings are indexed by Reason: {0} the side that acted (flagged,
	// resigned, claimed; the mated side for checkmate), {1} the result,
	// {2} the side's possessive.
	Endings [NumReasons]string
	// Board queries. Square answers "what stands on …": {0} the square,
	// {1} the piece or Empty. Piece is a coloured piece: {0} the side,
	// {1} the piece word. Pieces answers "where are …": {0} the coloured
	// piece, {1} the squares or None. Line answers "what is on rank or
	// file …": {0} Rank or File, {1} its name, {2} the contents or Empty.
	Square, PieceOf, Pieces, Line string
	Empty, None, Rank, File       string
	// Numbers are the words a voice composes any number of these phrases
	// from (Number words are written in digits, "12", "9.5").
	Numbers []string
}

// english is the English user interface.
var langEnglish = &Language{
	Name:        "en",
	Sides:       [2]string{"White", "Black"},
	Possessive:  [2]string{"White's", "Black's"},
	MoveHeader:  "Move {0}, {1}:",
	Hours:       Plural{"hour", "hours"},
	Minutes:     Plural{"minute", "minutes"},
	Seconds:     Plural{"second", "seconds"},
	Clocks:      "{0}, {1}",
	ClockSide:   "{0} {1}",
	MovesPlayed: Plural{"{0} move played", "{0} moves played"},
	ToControl:   Plural{"{0} to the time control", "{0} to the time control"},
	Counts:      "{0}, {1}",
	Results:     [3]string{"White wins", "Black wins", "draw"},
	Endings: [NumReasons]string{
		Checkmate:          "Checkmate, {1}",
		Stalemate:          "Stalemate, {1}",
		FivefoldRepetition: "Fivefold repetition, {1}",
		SeventyFiveMoves:   "Seventy-five move rule, {1}",
		DeadPosition:       "Dead position, {1}",
		FlagFall:           "{2} flag fell, {1}",
		Resignation:        "{0} resigns, {1}",
		Agreement:          "Draw by agreement",
		ThreefoldClaim:     "{0} claims threefold repetition, {1}",
		FiftyMoveClaim:     "{0} claims the fifty move rule, {1}",
	},
	Square:  "{0}: {1}",
	PieceOf: "{0} {1}",
	Pieces:  "{0}: {1}",
	Line:    "{0} {1}: {2}",
	Empty:   "empty",
	None:    "none",
	Rank:    "Rank",
	File:    "File",
	Numbers: englishNumbers(),
}

// englishNumbers lists the English number words: zero to fifty-nine whole,
// then the tens, hundred, thousand, "and" and "point" to compose the rest.
func englishNumbers() []string {
	ones := strings.Fields("zero one two three four five six seven eight nine ten eleven " +
		"twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen")
	tens := strings.Fields("twenty thirty forty fifty sixty seventy eighty ninety")
	out := append([]string(nil), ones...)
	for i, t := range tens {
		out = append(out, t)
		for j := 1; i < 4 && j < 10; j++ {
			out = append(out, t+"-"+ones[j])
		}
	}
	return append(out, "hundred", "thousand", "and", "point")
}

// languages lists every user interface language, the default first.
var languages = [...]*Language{langEnglish}

// English returns the English user interface language, the default.
func English() *Language { return langEnglish.clone() }

// Languages returns every user interface language, the default first.
func Languages() []*Language {
	out := make([]*Language, len(languages))
	for i, l := range languages {
		out[i] = l.clone()
	}
	return out
}

// LookupLanguage returns a copy of the user interface language called name, or an
// error wrapping ErrUnknownLanguage.
func LookupLanguage(name string) (*Language, error) {
	for _, l := range languages {
		if strings.EqualFold(l.Name, name) {
			return l.clone(), nil
		}
	}
	return nil, fmt.Errorf("%w %q", ErrUnknownLanguage, name)
}
