package announce

import "strings"

// langEnglish is the English user interface, the default.
var langEnglish = &Language{
	Name:        "en",
	Decimal:     ".",
	Sides:       [2]string{"White", "Black"},
	Possessive:  [2]string{"White's", "Black's"},
	MoveHeader:  "Move {0}, {1}:",
	Hours:       Plural{One: "hour", Other: "hours"},
	Minutes:     Plural{One: "minute", Other: "minutes"},
	Seconds:     Plural{One: "second", Other: "seconds"},
	Clocks:      "{0}, {1}",
	ClockSide:   "{0} {1}",
	MovesPlayed: Plural{One: "{0} move played", Other: "{0} moves played"},
	ToControl:   Plural{One: "{0} to the time control", Other: "{0} to the time control"},
	Counts:      "{0}, {1}",
	Results:     [3]string{"White wins", "Black wins", "draw"},
	Endings: [NumReasons]string{
		Checkmate:          "Checkmate, {1}",
		Stalemate:          "Stalemate, {1}",
		FivefoldRepetition: "Fivefold repetition, {1}",
		SeventyFiveMoves:   "Seventy-five move rule, {1}",
		DeadPosition:       "Dead position, {1}",
		TimeForfeit:        "{2} flag fell, {1}",
		Resignation:        "{0} resigns, {1}",
		Agreement:          "Draw by agreement",
		ThreefoldClaim:     "{0} claims threefold repetition, {1}",
		FiftyMovesClaim:    "{0} claims the fifty move rule, {1}",
		TimeNoMate:         "Flag fell, the opponent cannot checkmate, {1}",
		IllegalMoves:       "Second illegal move, {1}",
		IllegalMovesNoMate: "Second illegal move, the opponent cannot checkmate, {1}",
		SealedMoveInvalid:  "Sealed move invalid, {1}",
		Adjudication:       "Arbiter's decision, {1}",
		NoReason:           "Game over, {1}",
	},
	Square:  "{0}: {1}",
	PieceOf: "{0} {1}",
	Pieces:  "{0}: {1}",
	Line:    "{0} {1}: {2}",
	Empty:   "empty",
	None:    "none",
	Rank:    "Rank",
	File:    "File",
	spell:   englishSpeller,
}

var (
	enOnes = strings.Fields("zero one two three four five six seven eight nine ten eleven " +
		"twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen")
	enTens = strings.Fields("_ _ twenty thirty forty fifty sixty seventy eighty ninety")
)

// englishSpeller says numbers in English: zero to fifty-nine whole, the
// rest composed ("two hundred thirty-four", "one thousand and five").
var englishSpeller = speller{
	whole: enComposer.whole,
	point: func(int) string { return "point" },
}

var enComposer = composer{
	small: func(n int, _ Gender) string {
		switch {
		case n < 20:
			return enOnes[n]
		case n%10 == 0:
			return enTens[n/10]
		}
		return enTens[n/10] + "-" + enOnes[n%10]
	},
	tens: func(n int, _ Gender) []string {
		if n%10 == 0 {
			return []string{enTens[n/10]}
		}
		return []string{enTens[n/10], enOnes[n%10]}
	},
	hundreds: func(c composer, h, rest int, g Gender) []string {
		return withRest(append(c.whole(h, Counting), "hundred"), rest, g, c)
	},
	thousands: func(c composer, t, rest int, g Gender) []string {
		out := append(c.whole(t, Counting), "thousand")
		if rest > 0 && rest < 100 {
			out = append(out, "and")
		}
		return withRest(out, rest, g, c)
	},
}
