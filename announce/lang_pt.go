package announce

import "strings"

var (
	ptOnes = strings.Fields("zero um dois três quatro cinco seis sete oito nove dez onze doze " +
		"treze catorze quinze dezesseis dezessete dezoito dezenove")
	ptTens     = strings.Fields("_ _ vinte trinta quarenta cinquenta sessenta setenta oitenta noventa")
	ptHundreds = strings.Fields("_ cento duzent trezent quatrocent quinhent seiscent setecent oitocent novecent")
)

// ptAnd is the number word "e" (and) of compound numbers ("sessenta e
// um"). Its clip has its own name, since "é" is a file in the portuguese
// vocabulary and spelt alike in a clip's key.
const ptAnd = "e (conjunção)"

// portugueseSpeller says numbers in Brazilian Portuguese: zero to
// cinquenta e nove whole, the rest composed ("sessenta", "e", "um"); one
// and two agree with their noun ("uma hora", "duas horas", "dois
// minutos").
var portugueseSpeller = speller{
	whole: ptComposer.whole,
	point: func(int) string { return "vírgula" },
}

// ptUnit returns the digit d for gender g.
func ptUnit(d int, g Gender) string {
	switch {
	case d == 1 && g == Feminine:
		return "uma"
	case d == 2 && g == Feminine:
		return "duas"
	}
	return ptOnes[d]
}

var ptComposer = composer{
	small: func(n int, g Gender) string {
		switch {
		case n < 20:
			return ptUnit(n, g)
		case n%10 == 0:
			return ptTens[n/10]
		}
		return ptTens[n/10] + " e " + ptUnit(n%10, g)
	},
	tens: func(n int, g Gender) []string {
		if n%10 == 0 {
			return []string{ptTens[n/10]}
		}
		return []string{ptTens[n/10], ptAnd, ptUnit(n%10, g)}
	},
	hundreds: func(c composer, h, rest int, g Gender) []string {
		w := ptHundreds[h]
		switch {
		case h == 1 && rest == 0:
			w = "cem"
		case h == 1:
		case g == Feminine:
			w += "as"
		default:
			w += "os"
		}
		out := []string{w}
		if rest > 0 {
			out = append(out, ptAnd)
		}
		return withRest(out, rest, g, c)
	},
	thousands: func(c composer, t, rest int, g Gender) []string {
		var out []string
		if t > 1 {
			out = c.whole(t, g)
		}
		out = append(out, "mil")
		if rest > 0 && (rest < 100 || rest%100 == 0) {
			out = append(out, ptAnd)
		}
		return withRest(out, rest, g, c)
	},
}
