package catalog

import "github.com/tactuschess/tactus/announce"

// Channels are the sentences that make every channel complete: the count
// a long answer starts with, so that the listener knows how long it is
// (an empty line stops it), and the words that keep an answer in one
// language.
type Channels struct {
	// BoardLead starts the board's answer: its ranks, one a line.
	BoardLead string
	// ScoreLead starts the scoresheet: the number of moves (move numbers)
	// in it.
	ScoreLead announce.Plural
	// HelpLead starts the help: the number of commands; it says how to
	// stop the reading.
	HelpLead announce.Plural
	// Correction is said before a corrected announcement (D.2.8): the
	// corrected move follows it, after a colon.
	Correction string
	// Agree is said when the boards agree after a confirmation: the move
	// itself was heard when it was announced.
	Agree string
	// ClockRuns is said when the opponent's press starts the player's
	// clock: the possessive of the side whose clock runs.
	ClockRuns string
	// Unconfirmed is shown on the Braille display before the opponent's
	// move not yet confirmed (the move follows in the chess code): the
	// side (Sides).
	Unconfirmed string
	// Pending is shown on the Braille display before a move announced
	// and not yet pressed (whose; the move follows in the chess code):
	// the side (Sides). Sealed is shown before the sealer's own sealed
	// move, read back (it follows in the chess code); SealsAsk before the
	// move read back to its sealer before it is sealed: the side.
	Pending, Sealed, SealsAsk string
	// OfferMark is said for the (=) of the scoresheet after a move with
	// a draw offer.
	OfferMark string
	// The lines of a divergence on the Braille display, whose moves follow
	// in the chess code: DifferAt the move number and the possessive of
	// its side; BoardHas a side's possessive (its board's move follows);
	// AnnouncedBy the side that announced (its move follows); Squares the
	// squares that differ.
	DifferAt, BoardHas, AnnouncedBy, Squares string
	// More are the words that go on with a long answer stopped (English
	// "more" is always understood too); NothingMore answers them when
	// there is nothing left of it.
	More        []string
	NothingMore string
}

var englishChannels = Channels{
	BoardLead:   "8 ranks.",
	ScoreLead:   announce.Plural{One: "%d move.", Other: "%d moves."},
	HelpLead:    announce.Plural{One: "%d command; an empty line stops the reading, more goes on.", Other: "%d commands; an empty line stops the reading, more goes on."},
	Correction:  "Correction",
	Agree:       "The boards agree.",
	ClockRuns:   "%s clock runs.",
	Unconfirmed: "%s announces, not yet confirmed:",
	Pending:     "%s has announced, clock not pressed:",
	Sealed:      "You sealed:",
	SealsAsk:    "%s seals, yes or no:",
	OfferMark:   "draw offered",
	DifferAt:    "The boards differ at %[2]s move %[1]d",
	BoardHas:    "%s board has:",
	AnnouncedBy: "%s announced:",
	Squares:     "Squares: %s",
	More:        []string{"more"},
	NothingMore: "There is no more of the answer.",
}

var germanChannels = Channels{
	BoardLead:   "8 Reihen.",
	ScoreLead:   announce.Plural{One: "%d Zug.", Other: "%d Züge."},
	HelpLead:    announce.Plural{One: "%d Befehl; eine leere Zeile beendet das Vorlesen, mehr liest weiter.", Other: "%d Befehle; eine leere Zeile beendet das Vorlesen, mehr liest weiter."},
	Correction:  "Korrektur",
	Agree:       "Die Bretter stimmen überein.",
	ClockRuns:   "Die Uhr %s läuft.",
	Unconfirmed: "%s sagt an, noch nicht bestätigt:",
	Pending:     "%s hat angesagt, Uhr nicht gedrückt:",
	Sealed:      "Dein Abgabezug:",
	SealsAsk:    "%s gibt als Abgabezug ab, ja oder nein:",
	OfferMark:   "Remis angeboten",
	DifferAt:    "Die Bretter weichen bei Zug %[1]d %[2]s ab",
	BoardHas:    "Das Brett %s hat:",
	AnnouncedBy: "%s hat angesagt:",
	Squares:     "Felder: %s",
	More:        []string{"mehr"},
	NothingMore: "Von der Antwort ist nichts mehr übrig.",
}

var spanishChannels = Channels{
	BoardLead:   "8 filas.",
	ScoreLead:   announce.Plural{One: "%d jugada.", Other: "%d jugadas."},
	HelpLead:    announce.Plural{One: "%d orden; una línea vacía detiene la lectura, más la continúa.", Other: "%d órdenes; una línea vacía detiene la lectura, más la continúa."},
	Correction:  "Corrección",
	Agree:       "Los tableros coinciden.",
	ClockRuns:   "Corre el reloj %s.",
	Unconfirmed: "%s anuncian, sin confirmar:",
	Pending:     "%s han anunciado, reloj sin pulsar:",
	Sealed:      "Has sellado:",
	SealsAsk:    "%s sellan, ¿sí o no?:",
	OfferMark:   "tablas ofrecidas",
	DifferAt:    "Los tableros difieren en la jugada %[1]d %[2]s",
	BoardHas:    "El tablero %s tiene:",
	AnnouncedBy: "%s anunciaron:",
	Squares:     "Casillas: %s",
	More:        []string{"más", "mas"},
	NothingMore: "No queda más de la respuesta.",
}

var portugueseChannels = Channels{
	BoardLead:   "8 fileiras.",
	ScoreLead:   announce.Plural{One: "%d lance.", Other: "%d lances."},
	HelpLead:    announce.Plural{One: "%d comando; uma linha vazia para a leitura, mais continua.", Other: "%d comandos; uma linha vazia para a leitura, mais continua."},
	Correction:  "Correção",
	Agree:       "Os tabuleiros coincidem.",
	ClockRuns:   "Corre o relógio %s.",
	Unconfirmed: "%s anunciam, ainda sem confirmação:",
	Pending:     "%s anunciaram, relógio não apertado:",
	Sealed:      "Selou:",
	SealsAsk:    "%s selam, sim ou não:",
	OfferMark:   "empate oferecido",
	DifferAt:    "Os tabuleiros diferem no lance %[1]d %[2]s",
	BoardHas:    "O tabuleiro %s tem:",
	AnnouncedBy: "%s anunciaram:",
	Squares:     "Casas: %s",
	More:        []string{"mais"},
	NothingMore: "Não resta mais da resposta.",
}

var slovakChannels = Channels{
	BoardLead: "8 radov.",
	ScoreLead: announce.Plural{One: "%d ťah.", Few: "%d ťahy.", Other: "%d ťahov."},
	HelpLead: announce.Plural{One: "%d príkaz; prázdny riadok zastaví čítanie, viac pokračuje.", Few: "%d príkazy; prázdny riadok zastaví čítanie, viac pokračuje.",
		Other: "%d príkazov; prázdny riadok zastaví čítanie, viac pokračuje."},
	Correction:  "Oprava",
	Agree:       "Šachovnice sa zhodujú.",
	ClockRuns:   "Bežia hodiny %s.",
	Unconfirmed: "%s ohlasuje, ešte nepotvrdené:",
	Pending:     "%s ohlásil, hodiny nestlačené:",
	Sealed:      "Zapečatil si:",
	SealsAsk:    "%s zapečatí, áno alebo nie:",
	OfferMark:   "ponúknutá remíza",
	DifferAt:    "Šachovnice sa líšia v ťahu %[1]d %[2]s",
	BoardHas:    "Šachovnica %s má:",
	AnnouncedBy: "%s ohlásil:",
	Squares:     "Polia: %s",
	More:        []string{"viac"},
	NothingMore: "Z odpovede už nič nezostáva.",
}
