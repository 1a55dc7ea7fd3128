package announce

import "strings"

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
