package catalog

import (
	"strconv"
	"strings"

	"github.com/tactuschess/tactus/rules/clock"
)

// ControlWords say why a time control cannot be read (rules/clock's
// *ControlError), in one language. Their placeholders are {value} (the
// text at fault), {limit} (the bound it passes), {field} (a name of
// Fields), {n} (a period's number) and {why} (the reason).
type ControlWords struct {
	// Reasons are indexed by clock.ControlReason.
	Reasons [clock.NumControlReasons]string
	// Fields name the parts of a period, indexed by clock.ControlField.
	Fields [clock.NumControlFields]string
	// Period says the reason {why} of period {n} of a control of several.
	Period string
}

// controlWords are the ControlWords by language tag.
var controlWords = map[string]ControlWords{
	"en": {
		Reasons: [clock.NumControlReasons]string{
			clock.ControlEmpty:            "empty",
			clock.ControlNoNumber:         "missing number",
			clock.ControlNotANumber:       "want a number",
			clock.ControlTooLarge:         "above {limit}",
			clock.ControlNoMoves:          "must be at least 1",
			clock.ControlNoUnit:           "write hours, minutes and seconds as h, m and s, largest first (1h30m, 90s)",
			clock.ControlUnknownUnit:      "write hours, minutes and seconds as h, m and s, largest first (1h30m, 90s)",
			clock.ControlBadBonus:         "write the time per move as +time, d<time> or b<time>",
			clock.ControlTooManyWords:     "too many words",
			clock.ControlRestNotLast:      "the rest of the game must be the last period",
			clock.ControlOutOfRange:       "{field} {value} not in {limit}",
			clock.ControlNotWholeSeconds:  "times must be whole seconds",
			clock.ControlUnknownMode:      "unknown mode {value}",
			clock.ControlExtraWithoutMode: "a time per move without a mode",
			clock.ControlNoPeriod:         "no period",
			clock.ControlTooManyPeriods:   "more than {limit} periods",
			clock.ControlHourglassForm:    "an hourglass has one period without moves or bonus",
			clock.ControlUntimedPeriods:   "a control without a time limit has no periods",
		},
		Fields: [clock.NumControlFields]string{"", "move count", "time", "time per move", "seconds"},
		Period: "period {n}: {why}",
	},
	"de": {
		Reasons: [clock.NumControlReasons]string{
			clock.ControlEmpty:            "leer",
			clock.ControlNoNumber:         "eine Zahl fehlt",
			clock.ControlNotANumber:       "hier gehört eine Zahl hin",
			clock.ControlTooLarge:         "größer als {limit}",
			clock.ControlNoMoves:          "muss mindestens 1 sein",
			clock.ControlNoUnit:           "schreib Stunden, Minuten und Sekunden als h, m und s, die größte zuerst (1h30m, 90s)",
			clock.ControlUnknownUnit:      "schreib Stunden, Minuten und Sekunden als h, m und s, die größte zuerst (1h30m, 90s)",
			clock.ControlBadBonus:         "schreib die Zeit pro Zug als +Zeit, d<Zeit> oder b<Zeit>",
			clock.ControlTooManyWords:     "zu viele Wörter",
			clock.ControlRestNotLast:      "der Rest der Partie muss die letzte Periode sein",
			clock.ControlOutOfRange:       "{field} {value} liegt nicht in {limit}",
			clock.ControlNotWholeSeconds:  "Zeiten müssen ganze Sekunden sein",
			clock.ControlUnknownMode:      "unbekannter Modus {value}",
			clock.ControlExtraWithoutMode: "eine Zeit pro Zug ohne Modus",
			clock.ControlNoPeriod:         "keine Periode",
			clock.ControlTooManyPeriods:   "mehr als {limit} Perioden",
			clock.ControlHourglassForm:    "eine Sanduhr hat eine Periode ohne Züge und ohne Bonus",
			clock.ControlUntimedPeriods:   "eine Bedenkzeit ohne Zeitlimit hat keine Perioden",
		},
		Fields: [clock.NumControlFields]string{"", "Zugzahl", "Zeit", "Zeit pro Zug", "Sekunden"},
		Period: "Periode {n}: {why}",
	},
	"es": {
		Reasons: [clock.NumControlReasons]string{
			clock.ControlEmpty:            "vacío",
			clock.ControlNoNumber:         "falta un número",
			clock.ControlNotANumber:       "aquí va un número",
			clock.ControlTooLarge:         "mayor que {limit}",
			clock.ControlNoMoves:          "debe ser al menos 1",
			clock.ControlNoUnit:           "escribe horas, minutos y segundos como h, m y s, de mayor a menor (1h30m, 90s)",
			clock.ControlUnknownUnit:      "escribe horas, minutos y segundos como h, m y s, de mayor a menor (1h30m, 90s)",
			clock.ControlBadBonus:         "escribe el tiempo por jugada como +tiempo, d<tiempo> o b<tiempo>",
			clock.ControlTooManyWords:     "demasiadas palabras",
			clock.ControlRestNotLast:      "el resto de la partida debe ser el último periodo",
			clock.ControlOutOfRange:       "{field} {value} no está en {limit}",
			clock.ControlNotWholeSeconds:  "los tiempos deben ser segundos enteros",
			clock.ControlUnknownMode:      "modo desconocido {value}",
			clock.ControlExtraWithoutMode: "un tiempo por jugada sin modo",
			clock.ControlNoPeriod:         "ningún periodo",
			clock.ControlTooManyPeriods:   "más de {limit} periodos",
			clock.ControlHourglassForm:    "un reloj de arena tiene un periodo sin jugadas ni bonificación",
			clock.ControlUntimedPeriods:   "un control sin límite de tiempo no tiene periodos",
		},
		Fields: [clock.NumControlFields]string{"", "número de jugadas", "tiempo", "tiempo por jugada", "segundos"},
		Period: "periodo {n}: {why}",
	},
	"pt": {
		Reasons: [clock.NumControlReasons]string{
			clock.ControlEmpty:            "vazio",
			clock.ControlNoNumber:         "falta um número",
			clock.ControlNotANumber:       "aqui vai um número",
			clock.ControlTooLarge:         "acima de {limit}",
			clock.ControlNoMoves:          "deve ser pelo menos 1",
			clock.ControlNoUnit:           "escreva horas, minutos e segundos como h, m e s, do maior para o menor (1h30m, 90s)",
			clock.ControlUnknownUnit:      "escreva horas, minutos e segundos como h, m e s, do maior para o menor (1h30m, 90s)",
			clock.ControlBadBonus:         "escreva o tempo por lance como +tempo, d<tempo> ou b<tempo>",
			clock.ControlTooManyWords:     "palavras demais",
			clock.ControlRestNotLast:      "o resto da partida deve ser o último período",
			clock.ControlOutOfRange:       "{field} {value} fora de {limit}",
			clock.ControlNotWholeSeconds:  "os tempos devem ser segundos inteiros",
			clock.ControlUnknownMode:      "modo desconhecido {value}",
			clock.ControlExtraWithoutMode: "um tempo por lance sem modo",
			clock.ControlNoPeriod:         "nenhum período",
			clock.ControlTooManyPeriods:   "mais de {limit} períodos",
			clock.ControlHourglassForm:    "uma ampulheta tem um período sem lances nem bônus",
			clock.ControlUntimedPeriods:   "um controle sem limite de tempo não tem períodos",
		},
		Fields: [clock.NumControlFields]string{"", "número de lances", "tempo", "tempo por lance", "segundos"},
		Period: "período {n}: {why}",
	},
	"sk": {
		Reasons: [clock.NumControlReasons]string{
			clock.ControlEmpty:            "prázdne",
			clock.ControlNoNumber:         "chýba číslo",
			clock.ControlNotANumber:       "sem patrí číslo",
			clock.ControlTooLarge:         "viac ako {limit}",
			clock.ControlNoMoves:          "musí byť aspoň 1",
			clock.ControlNoUnit:           "hodiny, minúty a sekundy píš ako h, m a s, od najväčšej (1h30m, 90s)",
			clock.ControlUnknownUnit:      "hodiny, minúty a sekundy píš ako h, m a s, od najväčšej (1h30m, 90s)",
			clock.ControlBadBonus:         "čas na ťah píš ako +čas, d<čas> alebo b<čas>",
			clock.ControlTooManyWords:     "priveľa slov",
			clock.ControlRestNotLast:      "zvyšok partie musí byť posledné obdobie",
			clock.ControlOutOfRange:       "{field} {value} nie je v rozsahu {limit}",
			clock.ControlNotWholeSeconds:  "časy musia byť celé sekundy",
			clock.ControlUnknownMode:      "neznámy režim {value}",
			clock.ControlExtraWithoutMode: "čas na ťah bez režimu",
			clock.ControlNoPeriod:         "žiadne obdobie",
			clock.ControlTooManyPeriods:   "viac ako {limit} období",
			clock.ControlHourglassForm:    "presýpacie hodiny majú jedno obdobie bez ťahov a bonusu",
			clock.ControlUntimedPeriods:   "kontrola bez časového limitu nemá obdobia",
		},
		Fields: [clock.NumControlFields]string{"", "počet ťahov", "čas", "čas na ťah", "sekundy"},
		Period: "obdobie {n}: {why}",
	},
}

// Control returns the ControlWords of u's language (English's when it has
// none).
func (u *UI) Control() ControlWords {
	if w, ok := controlWords[u.Tag]; ok {
		return w
	}
	return controlWords["en"]
}

// ControlProblem says in u's language why control, as typed, cannot be
// read: the reason of e, after the number or move count at fault when
// that is only part of what was typed, and after its period when the
// control has several.
func (u *UI) ControlProblem(control string, e *clock.ControlError) string {
	w := u.Control()
	fill := strings.NewReplacer("{value}", e.Value, "{limit}", e.Limit, "{field}", w.Fields[e.Field])
	why := fill.Replace(w.Reasons[e.Reason])
	switch e.Reason {
	case clock.ControlNoNumber, clock.ControlNotANumber, clock.ControlTooLarge, clock.ControlNoMoves:
		if e.Value != "" && e.Value != strings.TrimSpace(control) {
			at := strconv.Quote(e.Value)
			if e.Field == clock.FieldMoves || e.Field == clock.FieldSeconds {
				at = w.Fields[e.Field] + " " + at
			}
			why = at + ": " + why
		}
	}
	if e.Period > 0 && strings.ContainsAny(control, ",:") {
		why = strings.NewReplacer("{n}", strconv.Itoa(e.Period), "{why}", why).Replace(w.Period)
	}
	return why
}
