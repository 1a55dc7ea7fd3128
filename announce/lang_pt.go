package announce

import "strings"

// langPortuguese is the Portuguese (Brazilian) user interface.
var langPortuguese = &Language{
	Name:        "pt",
	Decimal:     ",",
	Sides:       [2]string{"Brancas", "Pretas"},
	Possessive:  [2]string{"das brancas", "das pretas"},
	MoveHeader:  "Lance {0}, {1}:",
	Hours:       Plural{Gender: Feminine, One: "hora", Other: "horas"},
	Minutes:     Plural{Gender: Masculine, One: "minuto", Other: "minutos"},
	Seconds:     Plural{Gender: Masculine, One: "segundo", Other: "segundos"},
	Clocks:      "{0}; {1}",
	ClockSide:   "{0}, {1}",
	MovesPlayed: Plural{Gender: Masculine, One: "{0} lance jogado", Other: "{0} lances jogados"},
	ToControl: Plural{Gender: Masculine, One: "falta {0} lance para o controle de tempo",
		Other: "faltam {0} lances para o controle de tempo"},
	Counts:  "{0}, {1}",
	Results: [3]string{"vitória das brancas", "vitória das pretas", "empate"},
	Endings: [NumReasons]string{
		Checkmate:          "Xeque-mate, {1}",
		Stalemate:          "Afogamento, {1}",
		FivefoldRepetition: "Quíntupla repetição, {1}",
		SeventyFiveMoves:   "Regra dos setenta e cinco lances, {1}",
		DeadPosition:       "Posição morta, {1}",
		TimeForfeit:        "Caiu a bandeira {2}, {1}",
		Resignation:        "{0} abandonam, {1}",
		Agreement:          "Empate por acordo",
		ThreefoldClaim:     "{0} reclamam tripla repetição, {1}",
		FiftyMovesClaim:    "{0} reclamam a regra dos cinquenta lances, {1}",
		TimeNoMate:         "Caiu a bandeira, o adversário não pode dar mate, {1}",
		IllegalMoves:       "Segundo lance ilegal, {1}",
		IllegalMovesNoMate: "Segundo lance ilegal, o adversário não pode dar mate, {1}",
		SealedMoveInvalid:  "Lance secreto inválido, {1}",
		Adjudication:       "Decisão do árbitro, {1}",
		NoReason:           "Partida terminada, {1}",
	},
	Square:  "{0}: {1}",
	PieceOf: "{1} {2}",
	Pieces:  "{0}: {1}",
	Line:    "{0} {1}: {2}",
	Empty:   "vazia",
	None:    "nenhuma",
	Rank:    "Fileira",
	File:    "Coluna",
	spell:   portugueseSpeller,
}

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
