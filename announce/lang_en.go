package announce

import "strings"

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
