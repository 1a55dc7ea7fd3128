package announce

import "strings"

// langSlovak is the Slovak user interface.
var langSlovak = &Language{
	Name:       "sk",
	Decimal:    ",",
	Sides:      [2]string{"Biely", "Čierny"},
	Possessive: [2]string{"bieleho", "čierneho"},
	MoveHeader: "Ťah {0}, {1}:",
	Hours:      Plural{Gender: Feminine, One: "hodina", Few: "hodiny", Many: "hodiny", Other: "hodín"},
	Minutes:    Plural{Gender: Feminine, One: "minúta", Few: "minúty", Many: "minúty", Other: "minút"},
	Seconds:    Plural{Gender: Feminine, One: "sekunda", Few: "sekundy", Many: "sekundy", Other: "sekúnd"},
	Clocks:     "{0}; {1}",
	ClockSide:  "{0}, {1}",
	MovesPlayed: Plural{Gender: Masculine, One: "{0} ťah odohraný", Few: "{0} ťahy odohrané",
		Many: "{0} ťahu odohraného", Other: "{0} ťahov odohraných"},
	ToControl: Plural{Gender: Masculine, One: "do časovej kontroly zostáva {0} ťah",
		Few: "do časovej kontroly zostávajú {0} ťahy", Many: "do časovej kontroly zostáva {0} ťahu",
		Other: "do časovej kontroly zostáva {0} ťahov"},
	Counts:  "{0}, {1}",
	Results: [3]string{"vyhráva biely", "vyhráva čierny", "remíza"},
	Endings: [NumReasons]string{
		Checkmate:          "Mat, {1}",
		Stalemate:          "Pat, {1}",
		FivefoldRepetition: "Päťnásobné opakovanie pozície, {1}",
		SeventyFiveMoves:   "Pravidlo sedemdesiatich piatich ťahov, {1}",
		DeadPosition:       "Mŕtva pozícia, {1}",
		TimeForfeit:        "Zástavka {2} spadla, {1}",
		Resignation:        "{0} sa vzdáva, {1}",
		Agreement:          "Remíza dohodou",
		ThreefoldClaim:     "{0} žiada remízu pre trojnásobné opakovanie pozície, {1}",
		FiftyMovesClaim:    "{0} žiada remízu podľa pravidla päťdesiatich ťahov, {1}",
		TimeNoMate:         "Zástavka spadla, súper nemôže dať mat, {1}",
		IllegalMoves:       "Druhý nemožný ťah, {1}",
		IllegalMovesNoMate: "Druhý nemožný ťah, súper nemôže dať mat, {1}",
		SealedMoveInvalid:  "Neplatný zapečatený ťah, {1}",
		Adjudication:       "Rozhodnutie rozhodcu, {1}",
		NoReason:           "Partia skončila, {1}",
	},
	Square:  "{0}: {1}",
	PieceOf: "{1} {2}",
	Pieces:  "{0}: {1}",
	Line:    "{0} {1}: {2}",
	Empty:   "prázdne",
	None:    "žiadne",
	Rank:    "Rad",
	File:    "Stĺpec",
	spell:   slovakSpeller,
}

var (
	skOnes = strings.Fields("nula jeden dva tri štyri päť šesť sedem osem deväť desať jedenásť " +
		"dvanásť trinásť štrnásť pätnásť šestnásť sedemnásť osemnásť devätnásť")
	skTens     = strings.Fields("_ _ dvadsať tridsať štyridsať päťdesiat šesťdesiat sedemdesiat osemdesiat deväťdesiat")
	skHundreds = strings.Fields("_ sto dvesto tristo štyristo päťsto šesťsto sedemsto osemsto deväťsto")
)

// slovakSpeller says numbers in Slovak: nula to päťdesiatdeväť whole, the
// rest composed ("šesťdesiat", "jeden"); one and two agree with their noun
// ("jeden ťah", "dva ťahy", "jedna minúta", "dve minúty"); a decimal is
// "deväť celých päť".
var slovakSpeller = speller{
	whole: skComposer.whole,
	point: func(whole int) string {
		switch {
		case whole == 1:
			return "celá"
		case whole >= 2 && whole <= 4:
			return "celé"
		}
		return "celých"
	},
	fracGender: Feminine,
}

var skComposer = composer{
	small: func(n int, g Gender) string {
		switch {
		case n == 1 && g == Feminine:
			return "jedna"
		case n == 2 && g == Feminine:
			return "dve"
		case n < 20:
			return skOnes[n]
		case n%10 == 0:
			return skTens[n/10]
		}
		return skTens[n/10] + skOnes[n%10]
	},
	tens: func(n int, _ Gender) []string {
		if n%10 == 0 {
			return []string{skTens[n/10]}
		}
		return []string{skTens[n/10], skOnes[n%10]}
	},
	hundreds: func(c composer, h, rest int, g Gender) []string {
		return withRest([]string{skHundreds[h]}, rest, g, c)
	},
	thousands: func(c composer, t, rest int, g Gender) []string {
		var out []string
		if t > 1 {
			out = c.whole(t, Feminine)
		}
		return withRest(append(out, "tisíc"), rest, g, c)
	},
}
