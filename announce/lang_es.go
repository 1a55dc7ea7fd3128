package announce

import "strings"

var (
	esOnes = strings.Fields("cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce " +
		"trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte veintiuno veintidós " +
		"veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve")
	esTens     = strings.Fields("_ _ veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa")
	esHundreds = strings.Fields("_ ciento dosciento tresciento cuatrociento quiniento " +
		"seisciento seteciento ochociento noveciento")
)

// spanishSpeller says numbers in Spanish: cero to cincuenta y nueve whole,
// the rest composed ("sesenta y uno", "doscientas"); one agrees with its
// noun ("un minuto", "una hora", "veintiún minutos").
var spanishSpeller = speller{
	whole: esComposer.whole,
	point: func(int) string { return "coma" },
}

// esOne returns the form of a number ending in "uno" for gender g.
func esOne(counting string, g Gender) string {
	stem := strings.TrimSuffix(counting, "uno")
	switch g {
	case Masculine:
		if stem == "veinti" {
			return "veintiún"
		}
		return stem + "un"
	case Feminine:
		return stem + "una"
	}
	return counting
}

// esSmall returns the one word (or fixed group, "treinta y una") of n
// below 60.
func esSmall(n int, g Gender) string {
	s := esOnes[min(n, 29)]
	if n >= 30 {
		s = esTens[n/10]
		if n%10 != 0 {
			s += " y " + esOnes[n%10]
		}
	}
	if n%10 == 1 && n != 11 {
		return esOne(s, g)
	}
	return s
}

var esComposer = composer{
	small: esSmall,
	tens: func(n int, g Gender) []string {
		if n%10 == 0 {
			return []string{esTens[n/10]}
		}
		return []string{esTens[n/10], "y", esSmall(n%10, g)}
	},
	hundreds: func(c composer, h, rest int, g Gender) []string {
		var w string
		switch {
		case h == 1 && rest == 0:
			w = "cien"
		case h == 1:
			w = "ciento"
		case g == Feminine:
			w = esHundreds[h] + "s"
			w = w[:len(w)-2] + "as"
		default:
			w = esHundreds[h] + "s"
		}
		return withRest([]string{w}, rest, g, c)
	},
	thousands: func(c composer, t, rest int, g Gender) []string {
		var out []string
		if t > 1 {
			out = c.whole(t, Masculine)
		}
		return withRest(append(out, "mil"), rest, g, c)
	},
}
