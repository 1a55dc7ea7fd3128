package announce

import "strings"

// langGerman is the German user interface.
var langGerman = &Language{
	Name:        "de",
	Decimal:     ",",
	Sides:       [2]string{"Weiß", "Schwarz"},
	Possessive:  [2]string{"von Weiß", "von Schwarz"},
	MoveHeader:  "Zug {0}, {1}:",
	Hours:       Plural{Gender: Feminine, One: "Stunde", Other: "Stunden"},
	Minutes:     Plural{Gender: Feminine, One: "Minute", Other: "Minuten"},
	Seconds:     Plural{Gender: Feminine, One: "Sekunde", Other: "Sekunden"},
	Clocks:      "{0}, {1}",
	ClockSide:   "{0} {1}",
	MovesPlayed: Plural{Gender: Masculine, One: "{0} Zug gespielt", Other: "{0} Züge gespielt"},
	ToControl: Plural{Gender: Masculine, One: "noch {0} Zug bis zur Zeitkontrolle",
		Other: "noch {0} Züge bis zur Zeitkontrolle"},
	Counts:  "{0}, {1}",
	Results: [3]string{"Weiß gewinnt", "Schwarz gewinnt", "remis"},
	Endings: [NumReasons]string{
		Checkmate:          "Schachmatt, {1}",
		Stalemate:          "Patt, {1}",
		FivefoldRepetition: "Fünfmalige Stellungswiederholung, {1}",
		SeventyFiveMoves:   "Fünfundsiebzig-Züge-Regel, {1}",
		DeadPosition:       "Tote Stellung, {1}",
		TimeForfeit:        "Die Zeit {2} ist abgelaufen, {1}",
		Resignation:        "{0} gibt auf, {1}",
		Agreement:          "Remis durch Vereinbarung",
		ThreefoldClaim:     "{0} reklamiert Remis wegen dreimaliger Stellungswiederholung, {1}",
		FiftyMovesClaim:    "{0} reklamiert Remis nach der 50-Züge-Regel, {1}",
		TimeNoMate:         "Zeit abgelaufen, der Gegner kann nicht mattsetzen, {1}",
		IllegalMoves:       "Zweiter regelwidriger Zug, {1}",
		IllegalMovesNoMate: "Zweiter regelwidriger Zug, der Gegner kann nicht mattsetzen, {1}",
		SealedMoveInvalid:  "Ungültiger Abgabezug, {1}",
		Adjudication:       "Entscheidung des Schiedsrichters, {1}",
		NoReason:           "Partie beendet, {1}",
	},
	Square:  "{0}: {1}",
	PieceOf: "{1} {2}",
	Pieces:  "{0}: {1}",
	Line:    "{0} {1}: {2}",
	Empty:   "leer",
	None:    "keine",
	Rank:    "Reihe",
	File:    "Linie",
	spell:   germanSpeller,
}

var (
	deOnes = strings.Fields("null eins zwei drei vier fünf sechs sieben acht neun zehn elf " +
		"zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn")
	deTens = strings.Fields("_ _ zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig")
)

// germanSpeller says numbers in German: null to neunundfünfzig whole, the
// rest composed ("ein und sechzig", "zwei hundert"); one is "eins"
// counting, "ein Zug", "eine Minute".
var germanSpeller = speller{
	whole: deComposer.whole,
	point: func(int) string { return "Komma" },
}

// deUnit is the unit digit inside a compound: "ein" (einundzwanzig).
func deUnit(d int) string {
	if d == 1 {
		return "ein"
	}
	return deOnes[d]
}

var deComposer = composer{
	small: func(n int, g Gender) string {
		switch {
		case n == 1:
			return [...]string{"eins", "ein", "eine"}[g]
		case n < 20:
			return deOnes[n]
		case n%10 == 0:
			return deTens[n/10]
		}
		return deUnit(n%10) + "und" + deTens[n/10]
	},
	tens: func(n int, _ Gender) []string {
		if n%10 == 0 {
			return []string{deTens[n/10]}
		}
		return []string{deUnit(n % 10), "und", deTens[n/10]}
	},
	hundreds: func(c composer, h, rest int, g Gender) []string {
		var out []string
		if h > 1 {
			out = c.whole(h, Counting)
		}
		return withRest(append(out, "hundert"), rest, deRest(rest, g), c)
	},
	thousands: func(c composer, t, rest int, g Gender) []string {
		var out []string
		if t > 1 {
			out = c.whole(t, Counting)
		}
		return withRest(append(out, "tausend"), rest, deRest(rest, g), c)
	},
}

// deRest is the gender of the part after hundert or tausend: a final one
// is "eins" whatever it counts (hunderteins Züge).
func deRest(rest int, g Gender) Gender {
	if rest == 1 {
		return Counting
	}
	return g
}
