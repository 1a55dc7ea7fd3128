package catalog

import (
	"errors"
	"io/fs"
	"strconv"
	"strings"
	"syscall"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/clock"
	"github.com/tactuschess/tactus/rules/pgn"
	"github.com/tactuschess/tactus/rules/session"
	"github.com/tactuschess/tactus/rules/session/journal"
	"github.com/tactuschess/tactus/rules/session/script"
	"github.com/tactuschess/tactus/rules/uci"
)

// Reasons say the errors of tactus's libraries (Explain) in one
// language: each a clause in lower case without a full stop. Templates
// take numbered placeholders {0} … {9}.
type Reasons struct {
	// General says an error tactus has no words for: {0} is the error's
	// own detail (the innermost error's text, without a package's name).
	General string
	// FEN says what is wrong with a field of a FEN: {0} the field (a
	// name of FENFields), {1} the problem (of FENProblems); a FEN without
	// its six fields is said by FENProblems alone.
	FEN string
	// FENFields name a FEN's six fields, indexed by rules.FENError.Field
	// (the first, no field, stays empty).
	FENFields [7]string
	// FENProblems are indexed by rules.FENProblem (the first, no problem,
	// stays empty).
	FENProblems [rules.FENCounter + 1]string
	// UnknownName: {0} the name given (quoted), {1} the names known.
	UnknownName string
	// NoFile, MayNotRead, Folder and Unreadable say why a file could not
	// be opened or read: {0} the file.
	NoFile, MayNotRead, Folder, Unreadable string
	// PGN places a PGN game's fault: {0} the line, {1} the column, {2} the
	// game's number, {3} what is wrong.
	PGN string
	// PGNSyntax: the text is not well-formed PGN ({0} how, of
	// PGNSyntaxes).
	PGNSyntax string
	// PGNSyntaxes are indexed by pgn.Syntax (the first, none, stays
	// empty): {0} the text at fault, {1} the deepest nesting read.
	PGNSyntaxes [pgn.NumSyntax]string
	// PGNVariant: {0} the Variant tag's value.
	PGNVariant string
	// PGNFEN: the FEN tag is wrong ({0} how, from FEN).
	PGNFEN string
	// PGNMove: a move is not legal or not understood.
	PGNMove string
	// JournalNewer: {0} the journal's format version, {1} the newest this
	// tactus reads.
	JournalNewer string
	// NotJournal: the file is not a tactus journal.
	NotJournal string
	// JournalLine: {0} the line that cannot be read; JournalChecksum: {0}
	// the line that does not match its checksum.
	JournalLine, JournalChecksum string
	// Replay: {0} the journal's line whose action the rules refuse, {1}
	// why (a sentence of Refuse).
	Replay string
	// Clock say the errors of package clock: ErrStarted, ErrNotRunning,
	// ErrNotPaused, ErrStopped, ErrFlag, ErrAdjust, ErrNotAllowed, ErrNotPGN
	// and ErrUntimed, in this order.
	Clock [numClockErrors]string
	// Script places a script line's fault: {0} the line, {1} what is
	// wrong (of ScriptProblems).
	Script string
	// ScriptProblems are indexed by script.Problem (the first, no
	// problem, stays empty): {0} the word at fault, {1} the action, {2}
	// the arguments taken (of Arguments), {3} the arguments given, {4}
	// the previous line's time.
	ScriptProblems [script.TooLong + 1]string
	// Arguments say how many arguments an action takes: none, one, at
	// most one, at least one, any number.
	Arguments [5]string
	// Between ({0} to {1}) and Exactly ({0}) say other numbers of
	// arguments.
	Between, Exactly string
	// AnswersKept: the first-run questions could not be finished or
	// saved ({0} why); the game goes on with the answers given. A
	// sentence.
	AnswersKept string
}

// clockErrors are the errors of package clock that Reasons.Clock say, in
// its order.
var clockErrors = [...]error{clock.ErrStarted, clock.ErrNotRunning, clock.ErrNotPaused, clock.ErrStopped,
	clock.ErrFlag, clock.ErrAdjust, clock.ErrNotAllowed, clock.ErrNotPGN, clock.ErrUntimed}

// numClockErrors is how many clockErrors there are.
const numClockErrors = len(clockErrors)

// reasons are the Reasons by language tag.
var reasons = map[string]Reasons{
	"en": {
		General:   "something went wrong ({0})",
		FEN:       "{0}: {1}",
		FENFields: [7]string{"", "piece placement", "side to move", "castling", "en passant", "halfmove clock", "move number"},
		FENProblems: [rules.FENCounter + 1]string{"",
			"a FEN has six fields, the last two may be left out",
			"it must have eight ranks",
			"a letter is not a piece (KQRBNP, kqrbnp) or a digit 1 to 8",
			"two digits stand together; a run of empty squares is one digit",
			"a rank must have eight squares",
			"a pawn stands on the first or eighth rank",
			"each side needs one king",
			"a side has too many pawns or promoted pieces",
			"write w or b",
			"a king is in check that cannot be",
			"a castling right does not fit the king and rooks",
			"no pawn can have just passed over that square",
			"it must be a number in its range",
		},
		UnknownName:     "{0} is not one of {1}",
		NoFile:          "there is no file {0}",
		MayNotRead:      "you may not read {0}",
		Folder:          "{0} is a folder, not a file",
		Unreadable:      "{0} cannot be read",
		PGN:             "line {0}, column {1} (game {2}): {3}",
		PGNSyntax:       "this is not well-formed PGN: {0}",
		PGNVariant:      "the variant {0} is neither standard chess nor Chess960",
		PGNFEN:          "the FEN tag is wrong: {0}",
		PGNMove:         "a move is not legal or not understood",
		JournalNewer:    "a newer tactus wrote this journal (format {0}; this tactus reads up to {1}): update tactus",
		NotJournal:      "this is not a tactus journal",
		JournalLine:     "line {0} cannot be read",
		JournalChecksum: "line {0} does not match its checksum",
		Replay:          "the rules refuse line {0} of the journal: {1}",
		AnswersKept:     "{0}; going on with the answers given.",
		Clock: [numClockErrors]string{
			"the clock has already started",
			"the clock is not running",
			"the clock is not paused",
			"the clock has stopped",
			"the flag has fallen",
			"that adjustment is out of range",
			"the rules do not allow it now",
			"a PGN TimeControl tag cannot say this control",
			"this time control has no time limit",
		},
		Script: "line {0}: {1}",
		ScriptProblems: [script.TooLong + 1]string{"",
			"want SECONDS SIDE ACTION, got {0}",
			"{0} is not a number of seconds",
			"{0} has more decimals than nanoseconds",
			"{0} is not white, black, arbiter, white-assistant or black-assistant",
			"unknown action {0}",
			"{1} takes {2}, got {3}",
			"{1} takes a ply number, not {0}",
			"{1} takes white or black, not {0}",
			"{0} is not a time H:MM:SS",
			"{0} is not a signed time +M:SS or -M:SS",
			"{1} takes a move count, not {0}",
			"decide {0} takes no time",
			"decide takes draw, postpone or reject, not {0}",
			"time {0} is before the previous line's {4}",
			"the line is too long",
		},
		Arguments: [5]string{"no argument", "one argument", "at most one argument", "an argument", "any number of arguments"},
		Between:   "{0} or {1} arguments",
		Exactly:   "{0} arguments",
		PGNSyntaxes: [pgn.NumSyntax]string{"",
			"a variation is not closed with ')'",
			"a '[' stands in the moves",
			"a NAG is $ and a number from 0 to 255",
			"a ')' has no '('",
			"tag syntax stands in the moves",
			"an annotation must follow a move",
			"a variation must follow a move",
			"variations are nested deeper than {1}",
			"a game result stands inside a variation",
			"{0} is no annotation",
			"{0} does not belong here",
			"a comment is not closed with '}'",
			"a tag value is not closed with '\"' on its line",
			"a tag pair lacks its name",
			"a tag pair lacks its quoted value",
			"a tag pair lacks its ']'",
		},
	},
	"de": {
		General:   "etwas ist schiefgegangen ({0})",
		FEN:       "{0}: {1}",
		FENFields: [7]string{"", "Figurenstellung", "Seite am Zug", "Rochade", "En passant", "Halbzugzähler", "Zugnummer"},
		FENProblems: [rules.FENCounter + 1]string{"",
			"eine FEN hat sechs Felder, die letzten zwei dürfen fehlen",
			"sie braucht acht Reihen",
			"ein Zeichen ist weder Figur (KQRBNP, kqrbnp) noch Ziffer 1 bis 8",
			"zwei Ziffern stehen nebeneinander; leere Felder in Folge sind eine Ziffer",
			"eine Reihe hat acht Felder",
			"ein Bauer steht auf der ersten oder achten Reihe",
			"jede Seite braucht einen König",
			"eine Seite hat zu viele Bauern oder umgewandelte Figuren",
			"schreib w oder b",
			"ein König steht im Schach, das es nicht geben kann",
			"ein Rochaderecht passt nicht zu König und Türmen",
			"kein Bauer kann eben über dieses Feld gezogen sein",
			"es muss eine Zahl in ihrem Bereich sein",
		},
		UnknownName:     "{0} ist keins von {1}",
		NoFile:          "die Datei {0} gibt es nicht",
		MayNotRead:      "Sie dürfen {0} nicht lesen",
		Folder:          "{0} ist ein Ordner, keine Datei",
		Unreadable:      "{0} ist nicht lesbar",
		PGN:             "Zeile {0}, Spalte {1} (Partie {2}): {3}",
		PGNSyntax:       "das ist kein gültiges PGN: {0}",
		PGNVariant:      "die Variante {0} ist weder normales Schach noch Chess960",
		PGNFEN:          "die FEN-Angabe stimmt nicht: {0}",
		PGNMove:         "ein Zug ist nicht regelgemäß oder nicht verständlich",
		JournalNewer:    "ein neueres tactus hat dieses Protokoll geschrieben (Format {0}; dieses tactus liest bis {1}): aktualisieren Sie tactus",
		NotJournal:      "das ist kein tactus-Protokoll",
		JournalLine:     "Zeile {0} ist unlesbar",
		JournalChecksum: "Zeile {0} passt nicht zu ihrer Prüfsumme",
		Replay:          "die Regeln lehnen Zeile {0} des Protokolls ab: {1}",
		AnswersKept:     "{0}; es geht mit den gegebenen Antworten weiter.",
		Clock: [numClockErrors]string{
			"die Uhr läuft schon",
			"die Uhr läuft nicht",
			"die Uhr ist nicht angehalten",
			"die Uhr ist abgelaufen",
			"das Fallblättchen ist gefallen",
			"diese Korrektur liegt außerhalb des Erlaubten",
			"die Regeln erlauben das jetzt nicht",
			"ein PGN-TimeControl-Tag kann diese Bedenkzeit nicht ausdrücken",
			"diese Bedenkzeit hat kein Zeitlimit",
		},
		Script: "Zeile {0}: {1}",
		ScriptProblems: [script.TooLong + 1]string{"",
			"erwartet SEKUNDEN SEITE AKTION, nicht {0}",
			"{0} ist keine Zahl von Sekunden",
			"{0} hat mehr Nachkommastellen als Nanosekunden",
			"{0} ist nicht white, black, arbiter, white-assistant oder black-assistant",
			"unbekannte Aktion {0}",
			"{1} nimmt {2}, bekam {3}",
			"{1} nimmt eine Halbzugnummer, nicht {0}",
			"{1} nimmt white oder black, nicht {0}",
			"{0} ist keine Zeit H:MM:SS",
			"{0} ist keine Zeit mit Vorzeichen +M:SS oder -M:SS",
			"{1} nimmt eine Zugzahl, nicht {0}",
			"decide {0} nimmt keine Zeit",
			"decide nimmt draw, postpone oder reject, nicht {0}",
			"die Zeit {0} liegt vor der {4} der vorigen Zeile",
			"die Zeile ist zu lang",
		},
		Arguments: [5]string{"kein Argument", "ein Argument", "höchstens ein Argument", "ein Argument oder mehr", "beliebig viele Argumente"},
		Between:   "{0} oder {1} Argumente",
		Exactly:   "{0} Argumente",
		PGNSyntaxes: [pgn.NumSyntax]string{"",
			"eine Variante ist nicht mit ')' geschlossen",
			"ein '[' steht in den Zügen",
			"ein NAG ist $ und eine Zahl von 0 bis 255",
			"eine ')' hat keine '('",
			"Tag-Schreibweise steht in den Zügen",
			"eine Anmerkung muss einem Zug folgen",
			"eine Variante muss einem Zug folgen",
			"Varianten sind tiefer als {1} verschachtelt",
			"ein Partieergebnis steht in einer Variante",
			"{0} ist keine Anmerkung",
			"{0} gehört nicht hierher",
			"ein Kommentar ist nicht mit '}' geschlossen",
			"ein Tag-Wert ist in seiner Zeile nicht mit '\"' geschlossen",
			"einem Tag fehlt sein Name",
			"einem Tag fehlt sein Wert in Anführungszeichen",
			"einem Tag fehlt seine ']'",
		},
	},
	"es": {
		General:   "algo salió mal ({0})",
		FEN:       "{0}: {1}",
		FENFields: [7]string{"", "colocación de las piezas", "bando que mueve", "enroque", "captura al paso", "contador de medias jugadas", "número de jugada"},
		FENProblems: [rules.FENCounter + 1]string{"",
			"un FEN tiene seis campos, los dos últimos pueden faltar",
			"debe tener ocho filas",
			"un carácter no es una pieza (KQRBNP, kqrbnp) ni un dígito del 1 al 8",
			"hay dos dígitos seguidos; una serie de casillas vacías es un solo dígito",
			"una fila debe tener ocho casillas",
			"un peón está en la primera u octava fila",
			"cada bando necesita un rey",
			"un bando tiene demasiados peones o piezas promovidas",
			"escribe w o b",
			"un rey está en un jaque imposible",
			"un derecho de enroque no encaja con el rey y las torres",
			"ningún peón puede haber pasado por esa casilla",
			"debe ser un número dentro de su rango",
		},
		UnknownName:     "{0} no es ninguno de {1}",
		NoFile:          "no existe el archivo {0}",
		MayNotRead:      "no tienes permiso para leer {0}",
		Folder:          "{0} es una carpeta, no un archivo",
		Unreadable:      "no se puede leer {0}",
		PGN:             "línea {0}, columna {1} (partida {2}): {3}",
		PGNSyntax:       "esto no es un PGN bien formado: {0}",
		PGNVariant:      "la variante {0} no es ajedrez normal ni Chess960",
		PGNFEN:          "la etiqueta FEN está mal: {0}",
		PGNMove:         "una jugada no es legal o no se entiende",
		JournalNewer:    "un tactus más nuevo escribió este registro (formato {0}; este tactus lee hasta {1}): actualiza tactus",
		NotJournal:      "esto no es un registro de tactus",
		JournalLine:     "no se puede leer la línea {0}",
		JournalChecksum: "la línea {0} no coincide con su suma de control",
		Replay:          "las reglas rechazan la línea {0} del registro: {1}",
		AnswersKept:     "{0}; se sigue con las respuestas dadas.",
		Clock: [numClockErrors]string{
			"el reloj ya está en marcha",
			"el reloj no está en marcha",
			"el reloj no está en pausa",
			"el reloj se ha detenido",
			"ha caído la bandera",
			"ese ajuste está fuera de rango",
			"las reglas no lo permiten ahora",
			"una etiqueta TimeControl de PGN no puede expresar este control",
			"este control de tiempo no tiene límite",
		},
		Script: "línea {0}: {1}",
		ScriptProblems: [script.TooLong + 1]string{"",
			"se espera SEGUNDOS BANDO ACCIÓN, no {0}",
			"{0} no es un número de segundos",
			"{0} tiene más decimales que nanosegundos",
			"{0} no es white, black, arbiter, white-assistant ni black-assistant",
			"acción desconocida {0}",
			"{1} lleva {2}, se dieron {3}",
			"{1} lleva un número de media jugada, no {0}",
			"{1} lleva white o black, no {0}",
			"{0} no es una hora H:MM:SS",
			"{0} no es un tiempo con signo +M:SS o -M:SS",
			"{1} lleva un número de jugadas, no {0}",
			"decide {0} no lleva tiempo",
			"decide lleva draw, postpone o reject, no {0}",
			"el tiempo {0} es anterior al {4} de la línea anterior",
			"la línea es demasiado larga",
		},
		Arguments: [5]string{"ningún argumento", "un argumento", "como mucho un argumento", "al menos un argumento", "cualquier número de argumentos"},
		Between:   "{0} o {1} argumentos",
		Exactly:   "{0} argumentos",
		PGNSyntaxes: [pgn.NumSyntax]string{"",
			"una variante no se cierra con ')'",
			"hay un '[' en las jugadas",
			"un NAG es $ y un número de 0 a 255",
			"un ')' no tiene '('",
			"hay sintaxis de etiqueta en las jugadas",
			"una anotación debe seguir a una jugada",
			"una variante debe seguir a una jugada",
			"las variantes se anidan a más de {1} niveles",
			"hay un resultado dentro de una variante",
			"{0} no es una anotación",
			"{0} no va aquí",
			"un comentario no se cierra con '}'",
			"un valor de etiqueta no se cierra con '\"' en su línea",
			"a una etiqueta le falta su nombre",
			"a una etiqueta le falta su valor entre comillas",
			"a una etiqueta le falta su ']'",
		},
	},
	"pt": {
		General:   "algo correu mal ({0})",
		FEN:       "{0}: {1}",
		FENFields: [7]string{"", "colocação das peças", "lado a jogar", "roque", "en passant", "contador de meios-lances", "número do lance"},
		FENProblems: [rules.FENCounter + 1]string{"",
			"um FEN tem seis campos, os dois últimos podem faltar",
			"deve ter oito fileiras",
			"um carácter não é peça (KQRBNP, kqrbnp) nem algarismo de 1 a 8",
			"dois algarismos seguidos; uma série de casas vazias é um só algarismo",
			"uma fileira deve ter oito casas",
			"um peão está na primeira ou oitava fileira",
			"cada lado precisa de um rei",
			"um lado tem peões ou peças promovidas a mais",
			"escreva w ou b",
			"um rei está num xeque impossível",
			"um direito de roque não condiz com o rei e as torres",
			"nenhum peão pode ter acabado de passar por essa casa",
			"deve ser um número dentro do seu intervalo",
		},
		UnknownName:     "{0} não é nenhum de {1}",
		NoFile:          "não existe o ficheiro {0}",
		MayNotRead:      "não tem permissão para ler {0}",
		Folder:          "{0} é uma pasta, não um ficheiro",
		Unreadable:      "não é possível ler {0}",
		PGN:             "linha {0}, coluna {1} (partida {2}): {3}",
		PGNSyntax:       "isto não é PGN bem formado: {0}",
		PGNVariant:      "a variante {0} não é xadrez normal nem Chess960",
		PGNFEN:          "a etiqueta FEN está errada: {0}",
		PGNMove:         "um lance não é legal ou não se entende",
		JournalNewer:    "um tactus mais recente escreveu este registo (formato {0}; este tactus lê até {1}): atualize o tactus",
		NotJournal:      "isto não é um registo do tactus",
		JournalLine:     "não é possível ler a linha {0}",
		JournalChecksum: "a linha {0} não confere com a sua soma de verificação",
		Replay:          "as regras recusam a linha {0} do registo: {1}",
		AnswersKept:     "{0}; continua-se com as respostas dadas.",
		Clock: [numClockErrors]string{
			"o relógio já está a andar",
			"o relógio não está a andar",
			"o relógio não está em pausa",
			"o relógio parou",
			"a bandeira caiu",
			"esse ajuste está fora do intervalo",
			"as regras não o permitem agora",
			"uma etiqueta TimeControl de PGN não consegue exprimir este controlo",
			"este controlo de tempo não tem limite",
		},
		Script: "linha {0}: {1}",
		ScriptProblems: [script.TooLong + 1]string{"",
			"espera-se SEGUNDOS LADO AÇÃO, não {0}",
			"{0} não é um número de segundos",
			"{0} tem mais casas decimais do que nanossegundos",
			"{0} não é white, black, arbiter, white-assistant nem black-assistant",
			"ação desconhecida {0}",
			"{1} leva {2}, foram dados {3}",
			"{1} leva um número de meio-lance, não {0}",
			"{1} leva white ou black, não {0}",
			"{0} não é uma hora H:MM:SS",
			"{0} não é um tempo com sinal +M:SS ou -M:SS",
			"{1} leva um número de lances, não {0}",
			"decide {0} não leva tempo",
			"decide leva draw, postpone ou reject, não {0}",
			"o tempo {0} é anterior ao {4} da linha anterior",
			"a linha é demasiado longa",
		},
		Arguments: [5]string{"nenhum argumento", "um argumento", "no máximo um argumento", "pelo menos um argumento", "qualquer número de argumentos"},
		Between:   "{0} ou {1} argumentos",
		Exactly:   "{0} argumentos",
		PGNSyntaxes: [pgn.NumSyntax]string{"",
			"uma variante não fecha com ')'",
			"há um '[' nos lances",
			"um NAG é $ e um número de 0 a 255",
			"um ')' não tem '('",
			"há sintaxe de etiqueta nos lances",
			"uma anotação deve seguir um lance",
			"uma variante deve seguir um lance",
			"as variantes aninham-se a mais de {1} níveis",
			"há um resultado dentro de uma variante",
			"{0} não é uma anotação",
			"{0} não pertence aqui",
			"um comentário não fecha com '}'",
			"um valor de etiqueta não fecha com '\"' na sua linha",
			"falta o nome a uma etiqueta",
			"falta o valor entre aspas a uma etiqueta",
			"falta o ']' a uma etiqueta",
		},
	},
	"sk": {
		General:   "niečo sa pokazilo ({0})",
		FEN:       "{0}: {1}",
		FENFields: [7]string{"", "rozostavenie figúr", "strana na ťahu", "rošáda", "branie mimochodom", "počítadlo poloťahov", "číslo ťahu"},
		FENProblems: [rules.FENCounter + 1]string{"",
			"FEN má šesť polí, posledné dve môžu chýbať",
			"musí mať osem radov",
			"znak nie je figúra (KQRBNP, kqrbnp) ani číslica 1 až 8",
			"dve číslice idú po sebe; rad prázdnych polí je jedna číslica",
			"rad musí mať osem polí",
			"pešiak stojí na prvom alebo ôsmom rade",
			"každá strana potrebuje jedného kráľa",
			"strana má priveľa pešiakov alebo premenených figúr",
			"napíš w alebo b",
			"kráľ je v šachu, ktorý nemôže nastať",
			"právo rošády nesedí s kráľom a vežami",
			"žiadny pešiak nemohol práve prejsť cez to pole",
			"musí to byť číslo v jeho rozsahu",
		},
		UnknownName:     "{0} nie je ani jedno z {1}",
		NoFile:          "súbor {0} neexistuje",
		MayNotRead:      "{0} nesmiete čítať",
		Folder:          "{0} je priečinok, nie súbor",
		Unreadable:      "{0} sa nedá prečítať",
		PGN:             "riadok {0}, stĺpec {1} (partia {2}): {3}",
		PGNSyntax:       "toto nie je správne PGN: {0}",
		PGNVariant:      "variant {0} nie je bežný šach ani Chess960",
		PGNFEN:          "značka FEN je chybná: {0}",
		PGNMove:         "ťah nie je platný alebo mu nerozumieť",
		JournalNewer:    "tento záznam zapísal novší tactus (formát {0}; tento tactus číta do {1}): aktualizujte tactus",
		NotJournal:      "toto nie je záznam tactus",
		JournalLine:     "riadok {0} sa nedá prečítať",
		JournalChecksum: "riadok {0} nesedí so svojím kontrolným súčtom",
		Replay:          "pravidlá odmietajú riadok {0} záznamu: {1}",
		AnswersKept:     "{0}; pokračuje sa s danými odpoveďami.",
		Clock: [numClockErrors]string{
			"hodiny už bežia",
			"hodiny nebežia",
			"hodiny nie sú zastavené",
			"hodiny sa zastavili",
			"praporček padol",
			"táto úprava je mimo rozsahu",
			"pravidlá to teraz nedovoľujú",
			"značka PGN TimeControl nevie vyjadriť toto tempo",
			"toto tempo nemá časový limit",
		},
		Script: "riadok {0}: {1}",
		ScriptProblems: [script.TooLong + 1]string{"",
			"čaká sa SEKUNDY STRANA AKCIA, nie {0}",
			"{0} nie je počet sekúnd",
			"{0} má viac desatinných miest ako nanosekúnd",
			"{0} nie je white, black, arbiter, white-assistant ani black-assistant",
			"neznáma akcia {0}",
			"{1} berie {2}, dostala {3}",
			"{1} berie číslo poloťahu, nie {0}",
			"{1} berie white alebo black, nie {0}",
			"{0} nie je čas H:MM:SS",
			"{0} nie je čas so znamienkom +M:SS alebo -M:SS",
			"{1} berie počet ťahov, nie {0}",
			"decide {0} neberie čas",
			"decide berie draw, postpone alebo reject, nie {0}",
			"čas {0} je pred časom {4} predošlého riadka",
			"riadok je pridlhý",
		},
		Arguments: [5]string{"žiadny argument", "jeden argument", "najviac jeden argument", "aspoň jeden argument", "ľubovoľný počet argumentov"},
		Between:   "{0} alebo {1} argumenty",
		Exactly:   "{0} argumenty",
		PGNSyntaxes: [pgn.NumSyntax]string{"",
			"variant nie je uzavretý znakom ')'",
			"v ťahoch stojí '['",
			"NAG je $ a číslo od 0 do 255",
			"')' nemá '('",
			"v ťahoch stojí zápis značky",
			"poznámka musí nasledovať po ťahu",
			"variant musí nasledovať po ťahu",
			"varianty sú vnorené hlbšie ako {1}",
			"vo variante stojí výsledok partie",
			"{0} nie je poznámka",
			"{0} sem nepatrí",
			"komentár nie je uzavretý znakom '}'",
			"hodnota značky nie je na svojom riadku uzavretá znakom '\"'",
			"značke chýba meno",
			"značke chýba hodnota v úvodzovkách",
			"značke chýba ']'",
		},
	},
}

// Reasons returns u's Reasons, English's for a language without its own.
func (u *UI) Reasons() Reasons {
	if r, ok := reasons[u.Tag]; ok {
		return r
	}
	return reasons["en"]
}

// Fill puts args into template t's numbered placeholders {0} … {9}.
func Fill(t string, args ...string) string { return fill(t, args...) }

// fill puts args into template t's placeholders {0} … {9}.
func fill(t string, args ...string) string {
	pairs := make([]string, 0, 2*len(args))
	for i, a := range args {
		pairs = append(pairs, "{"+strconv.Itoa(i)+"}", a)
	}
	return strings.NewReplacer(pairs...).Replace(t)
}

// Explain says err, an error of tactus's libraries, in u's language: a
// clause in lower case without a full stop, worded from the error's typed
// reason and data (errors.As), never from its English text. An error
// without words here is said as Reasons.General with its innermost
// error's text.
func (u *UI) Explain(err error) string {
	r := u.Reasons()
	var (
		fe   *rules.FENError
		ce   *clock.ControlError
		ne   *announce.NameError
		pe   *fs.PathError
		perr *pgn.Error
		d    *journal.Damage
		re   *session.ReplayError
		se   *script.Error
	)
	switch {
	case err == nil:
		return ""
	case errors.As(err, &perr):
		return fill(r.PGN, strconv.Itoa(perr.Line), strconv.Itoa(perr.Column), strconv.Itoa(perr.Game), u.PGNReason(perr))
	case errors.As(err, &fe):
		return u.fenReason(fe)
	case errors.As(err, &ce):
		return u.ControlProblem("", ce)
	case errors.As(err, &ne):
		return fill(r.UnknownName, strconv.Quote(ne.Name), u.list(ne.Known))
	case errors.As(err, &d):
		return u.damage(d)
	case errors.As(err, &se):
		return u.scriptReason(se)
	case errors.As(err, &re):
		return fill(r.Replay, strconv.Itoa(re.Seq+1), strings.TrimSuffix(u.Refusal(re.Err), "."))
	case errors.As(err, &pe):
		return u.FileProblem(pe.Path, err)
	case errors.Is(err, uci.ErrNotFound), errors.Is(err, uci.ErrTimeout), errors.Is(err, uci.ErrEngineDied),
		errors.Is(err, uci.ErrClosed), errors.Is(err, uci.ErrProtocol), errors.Is(err, uci.ErrUnsupported):
		return strings.TrimSuffix(u.EngineProblem(err), ".")
	}
	if s, ok := u.refusal(err); ok {
		return strings.TrimSuffix(s, ".")
	}
	for i, sentinel := range clockErrors {
		if errors.Is(err, sentinel) {
			return r.Clock[i]
		}
	}
	return fill(r.General, detail(err))
}

// detail is the text of err's innermost error without the name of the
// package that made it: Go's errors begin with it by convention ("lib:
// the disk is full"), which is for logs, not people.
func detail(err error) string {
	if err == nil {
		return ""
	}
	s := Innermost(err).Error()
	if pkg, rest, ok := strings.Cut(s, ": "); ok && isPackageName(pkg) {
		return rest
	}
	return s
}

// isPackageName reports whether s is written as a Go package's name: a
// lower-case ASCII letter, then lower-case letters and digits.
func isPackageName(s string) bool {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for _, c := range []byte(s) {
		if (c < 'a' || c > 'z') && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}

// Innermost returns the last error of err's chain (through Unwrap, and
// the first of a joined error's), which holds no context added by the
// errors that wrap it.
func Innermost(err error) error {
	for {
		var next error
		switch w := err.(type) {
		case interface{ Unwrap() error }:
			next = w.Unwrap()
		case interface{ Unwrap() []error }:
			if es := w.Unwrap(); len(es) > 0 {
				next = es[0]
			}
		}
		if next == nil {
			return err
		}
		err = next
	}
}

// fenReason says a FEN's fault.
func (u *UI) fenReason(fe *rules.FENError) string {
	r := u.Reasons()
	field, why := "", ""
	if fe.Field > 0 && fe.Field < len(r.FENFields) {
		field = r.FENFields[fe.Field]
	}
	if int(fe.Problem) < len(r.FENProblems) {
		why = r.FENProblems[fe.Problem]
	}
	if fe.Problem == rules.FENFieldCount || field == "" {
		return why
	}
	return fill(r.FEN, field, why)
}

// PGNReason says what is wrong with a PGN game, without its place.
func (u *UI) PGNReason(perr *pgn.Error) string {
	r := u.Reasons()
	var (
		fe *rules.FENError
		ve *pgn.VariantError
		se *pgn.SyntaxError
	)
	switch {
	case errors.Is(perr.Kind, pgn.ErrBadFEN) && errors.As(perr.Err, &fe):
		return fill(r.PGNFEN, u.fenReason(fe))
	case errors.As(perr.Err, &ve):
		return fill(r.PGNVariant, strconv.Quote(ve.Variant))
	case errors.Is(perr.Kind, pgn.ErrIllegalMove):
		return r.PGNMove
	case errors.As(perr.Err, &se) && int(se.Syntax) < len(r.PGNSyntaxes):
		return fill(r.PGNSyntax, fill(r.PGNSyntaxes[se.Syntax], se.Text, strconv.Itoa(se.Limit)))
	}
	return fill(r.General, detail(perr.Err))
}

// scriptReason says what is wrong with a line of a session script.
func (u *UI) scriptReason(e *script.Error) string {
	r := u.Reasons()
	why := ""
	if int(e.Problem) < len(r.ScriptProblems) {
		why = fill(r.ScriptProblems[e.Problem], strconv.Quote(e.Text), e.Verb, u.arguments(e.Min, e.Max), strconv.Itoa(e.Got), e.Previous)
	}
	if e.Line == 0 {
		return why
	}
	return fill(r.Script, strconv.Itoa(e.Line), why)
}

// arguments says how many arguments an action takes: lo to hi, hi -1
// for any number.
func (u *UI) arguments(lo, hi int) string {
	r := u.Reasons()
	switch {
	case lo == 0 && hi == 0:
		return r.Arguments[0]
	case lo == 1 && hi == 1:
		return r.Arguments[1]
	case lo == 0 && hi == 1:
		return r.Arguments[2]
	case lo == 1 && hi == -1:
		return r.Arguments[3]
	case hi == -1:
		return r.Arguments[4]
	case lo != hi:
		return fill(r.Between, strconv.Itoa(lo), strconv.Itoa(hi))
	}
	return fill(r.Exactly, strconv.Itoa(hi))
}

// damage says what is wrong with a journal that cannot be read whole.
func (u *UI) damage(d *journal.Damage) string {
	r := u.Reasons()
	switch {
	case d.Kind == journal.Newer:
		return fill(r.JournalNewer, strconv.Itoa(d.Version), strconv.Itoa(journal.Version))
	case d.Kind == journal.NotJournal:
		return r.NotJournal
	case d.Checksum:
		return fill(r.JournalChecksum, strconv.Itoa(d.Line))
	}
	return fill(r.JournalLine, strconv.Itoa(d.Line))
}

// FileProblem says why the file path could not be opened or read
// (err wraps an fs error).
func (u *UI) FileProblem(path string, err error) string {
	r := u.Reasons()
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fill(r.NoFile, path)
	case errors.Is(err, fs.ErrPermission):
		return fill(r.MayNotRead, path)
	case errors.Is(err, syscall.EISDIR):
		return fill(r.Folder, path)
	}
	return fill(r.Unreadable, path)
}

// Refusal says in u's language the session rule an action broke, a
// sentence of Refuse; Refuse.Refused when err is none of them.
func (u *UI) Refusal(err error) string {
	if s, ok := u.refusal(err); ok {
		return s
	}
	return u.Refuse.Refused
}

// refusal is the sentence of Refuse for the session rule err broke, and
// whether it broke one.
func (u *UI) refusal(err error) (string, bool) {
	r := u.Refuse
	for _, x := range []struct {
		err error
		msg string
	}{
		{session.ErrAlreadyAnnounced, r.AlreadyAnnounced}, {session.ErrNothingAnnounced, r.NothingAnnounced},
		{session.ErrNotYourTurn, r.NotYourTurn}, {session.ErrNothingToRepeat, r.NothingToRepeat},
		{session.ErrIllegal, r.Illegal}, {session.ErrDiverged, r.Diverged}, {session.ErrGameOver, r.GameOver},
		{session.ErrNoOffer, r.NoOffer}, {session.ErrAdjourned, r.Adjourned},
		{session.ErrIntendedMove, r.IntendedMove}, {session.ErrClock, r.Clock}, {session.ErrNotAgreed, r.NotAgreed}, {session.ErrNoMoveYet, r.NoMoveYet},
		{session.ErrTooLate, r.TooLate}, {session.ErrArbiterDecides, r.ArbiterDecides},
		{session.ErrSyntax, r.Syntax}, {session.ErrNotAllowed, r.NotAllowed},
	} {
		if errors.Is(err, x.err) {
			return x.msg, true
		}
	}
	return "", false
}

// list joins values as a list of choices: "a, b or c".
func (u *UI) list(values []string) string {
	if len(values) < 2 {
		return strings.Join(values, "")
	}
	return strings.Join(values[:len(values)-1], ", ") + " " + u.Or + " " + values[len(values)-1]
}
