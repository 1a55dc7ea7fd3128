package announce

import "strings"

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
