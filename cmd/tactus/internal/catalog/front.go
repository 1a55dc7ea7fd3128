package catalog

// Front are what the tactus command prints before and around a game: its
// usage, the summaries of a player's commands, the help of their flags, and
// what is wrong with a flag or with the config file.
//
// English shows the libraries' own reasons (a time control's parse error);
// a translation leaves such an English reason out with %.0s and says its
// own sentence instead, from the values or examples it is given.
type Front struct {
	Usage    string // the usage line
	Commands string // heading of the player's commands
	Tools    string // heading of the developers' and testers' tools
	More     string // how to see a command's flags
	// Play, Resume, Join, Practice and Review are the player's commands'
	// summaries.
	Play, Resume, Join, Practice, Review string
	UnknownCommand                       string // the word given, quoted (%q)
	// FlagsOf heads a command's -h: the command ("tactus play").
	FlagsOf string
	// Default follows a flag's description: its default value.
	Default string
	// StartPosition is said instead of the starting position's FEN as
	// the default of --fen.
	StartPosition string
	// FlagError: the command, the problem, the command to run with -h
	// ("tactus play").
	FlagError  string
	NotAFlag   string // the flag's name
	NeedsValue string // the flag's name
	// NameTooLong: the flag's name (white, black), the most characters a
	// name may have.
	NameTooLong string
	// BadValue: the flag's name, the value quoted, the English reason.
	BadValue string
	// BadChoice: BadValue's arguments, then the values it takes ("white,
	// black, both or none").
	BadChoice string
	// BadExample: BadValue's arguments, then examples of good values
	// ("90m+30s, 40/90m:30m+30s or 5m+3s").
	BadExample string
	Unexpected string // the command, the argument (%q)
	NoResume   string
	// Flags are the flags' descriptions for -h: {name, description}, the
	// name being "command flag" for a description only that command's flag
	// has; the `word` in backquotes names the flag's value.
	Flags [][2]string
	// Config are the config file's errors.
	Config Config
}

// Config are the errors of the config file: where (file, line, key), then
// why.
type Config struct {
	Line string // the file's name, the line number
	Key  string // the file (and line), the key
	Why  string // where, why
	// Unreadable, NotTOML, UnknownKey, WantBool and WantText say why.
	Unreadable, NotTOML, UnknownKey, WantBool, WantText string
	Syntax                                              string // the TOML reader's reason, in English
	TooDeep                                             string // the deepest nesting allowed
	NameTooLong                                         string // the most characters a name may have
	// BadValue, BadChoice and BadExample: the value quoted, the English
	// reason, then (BadChoice, BadExample) the values or examples.
	BadValue, BadChoice, BadExample string
	// Skipped: the error, when none of the file was used; Kept: the error,
	// when only the bad setting was left out.
	Skipped, Kept string
}

// Flag returns the description of command cmd's flag name for -h, and
// whether this language has one.
func (f *Front) Flag(cmd, name string) (string, bool) {
	for _, k := range []string{cmd + " " + name, name} {
		for _, d := range f.Flags {
			if d[0] == k {
				return d[1], true
			}
		}
	}
	return "", false
}

// englishFront is the English front catalogue.
var englishFront = Front{
	Usage:          "usage: tactus <command> [flags] [arguments]",
	Commands:       "commands:",
	Tools:          "tools for developers and testers:",
	More:           "Run 'tactus <command> -h' for the flags of a command.",
	Play:           "play a game under Appendix D now (tactus resume goes on with a saved one)",
	Resume:         "resume the latest unfinished game, or the one in a journal",
	Join:           "join another tactus's game as its second station (tactus play --station)",
	Practice:       "play a chess engine (Stockfish) at a chosen strength, with hints and takebacks",
	Review:         "replay the games of a PGN file: list, search, step through moves and variations",
	UnknownCommand: "unknown command %q",
	FlagsOf:        "flags of %s:",
	Default:        " (default %s)",
	StartPosition:  "(default: the standard starting position)",
	FlagError:      "%s: %s; %s -h lists the flags",
	NotAFlag:       "--%s is not a flag",
	NeedsValue:     "--%s needs a value",
	NameTooLong:    "--%s: a name is at most %d characters",
	BadValue:       "--%s %s: %s",
	BadChoice:      "--%s %s: %s%.0s",
	BadExample:     "--%s %s: %s%.0s",
	Unexpected:     "%s: unexpected argument %q",
	NoResume:       "there is no unfinished game to resume",
	Flags:          englishFlags,
	Config: Config{
		Line: "%s line %d", Key: "%s, key %s", Why: "%s: %s",
		Unreadable: "cannot be read", NotTOML: "not a TOML file", UnknownKey: "no such setting",
		TooDeep:     "nests tables, lists or dotted keys more than %d deep",
		NameTooLong: "a name is at most %d characters",
		WantBool:    "want true or false", WantText: "want text in quotes", Syntax: "%s",
		BadValue: "%.0s%s", BadChoice: "%.0s%s%.0s", BadExample: "%.0s%s%.0s",
		Skipped: "%s; starting with the default settings.", Kept: "%s; that setting keeps its default.",
	},
}

// germanFront is the German front catalogue.
var germanFront = Front{
	Usage:          "Aufruf: tactus <Befehl> [Optionen] [Argumente]",
	Commands:       "Befehle:",
	Tools:          "Werkzeuge für Entwickler und Tester:",
	More:           "'tactus <Befehl> -h' zeigt die Optionen eines Befehls.",
	Play:           "jetzt eine Partie nach Anhang D spielen (tactus resume setzt eine gespeicherte fort)",
	Resume:         "die letzte unbeendete Partie fortsetzen, oder die eines Protokolls",
	Join:           "als zweite Station der Partie eines anderen tactus beitreten (tactus play --station)",
	Practice:       "gegen eine Schach-Engine (Stockfish) in gewählter Stärke spielen, mit Tipps und Zurücknehmen",
	Review:         "die Partien einer PGN-Datei nachspielen: auflisten, suchen, Züge und Varianten durchgehen",
	UnknownCommand: "den Befehl %q gibt es nicht",
	FlagsOf:        "Optionen von %s:",
	Default:        " (Standard: %s)",
	StartPosition:  "(Standard: die Grundstellung)",
	FlagError:      "%s: %s; %s -h zeigt die Optionen",
	NotAFlag:       "--%s ist keine Option",
	NeedsValue:     "--%s braucht einen Wert",
	NameTooLong:    "--%s: ein Name hat höchstens %d Zeichen",
	BadValue:       "--%s: %s ist kein gültiger Wert%.0s",
	BadChoice:      "--%s: %s ist kein gültiger Wert%.0s; möglich sind %s",
	BadExample:     "--%s: %s ist kein gültiger Wert%.0s; schreib zum Beispiel %s",
	Unexpected:     "%s: unerwartetes Argument %q",
	NoResume:       "es gibt keine unbeendete Partie zum Fortsetzen",
	Flags:          germanFlags,
	Config: Config{
		Line: "%s Zeile %d", Key: "%s, Schlüssel %s", Why: "%s: %s",
		Unreadable: "kann nicht gelesen werden", NotTOML: "ist keine TOML-Datei", UnknownKey: "diese Einstellung gibt es nicht",
		TooDeep:     "verschachtelt Tabellen, Listen oder Punktschlüssel tiefer als %d Ebenen",
		NameTooLong: "ein Name hat höchstens %d Zeichen",
		WantBool:    "erwartet true oder false", WantText: "erwartet Text in Anführungszeichen", Syntax: "hier stimmt die TOML-Schreibweise nicht%.0s",
		BadValue:   "%s ist kein gültiger Wert%.0s",
		BadChoice:  "%s ist kein gültiger Wert%.0s; möglich sind %s",
		BadExample: "%s ist kein gültiger Wert%.0s; schreib zum Beispiel %s",
		Skipped:    "%s; es geht mit den Standardeinstellungen weiter.", Kept: "%s; diese Einstellung behält ihren Standardwert.",
	},
}

// spanishFront is the Spanish front catalogue.
var spanishFront = Front{
	Usage:          "uso: tactus <orden> [opciones] [argumentos]",
	Commands:       "órdenes:",
	Tools:          "herramientas para desarrolladores y pruebas:",
	More:           "'tactus <orden> -h' muestra las opciones de una orden.",
	Play:           "jugar ahora una partida según el Apéndice D (tactus resume reanuda una guardada)",
	Resume:         "reanudar la última partida sin terminar, o la de un diario",
	Join:           "unirse a la partida de otro tactus como su segunda estación (tactus play --station)",
	Practice:       "jugar contra un motor de ajedrez (Stockfish) con la fuerza elegida, con pistas y jugadas deshechas",
	Review:         "repasar las partidas de un archivo PGN: listar, buscar, recorrer jugadas y variantes",
	UnknownCommand: "no existe la orden %q",
	FlagsOf:        "opciones de %s:",
	Default:        " (por defecto: %s)",
	StartPosition:  "(por defecto: la posición inicial)",
	FlagError:      "%s: %s; %s -h muestra las opciones",
	NotAFlag:       "--%s no es una opción",
	NeedsValue:     "--%s necesita un valor",
	NameTooLong:    "--%s: un nombre tiene como máximo %d caracteres",
	BadValue:       "--%s: %s no es un valor válido%.0s",
	BadChoice:      "--%s: %s no es un valor válido%.0s; valores posibles: %s",
	BadExample:     "--%s: %s no es un valor válido%.0s; escribe por ejemplo %s",
	Unexpected:     "%s: argumento inesperado %q",
	NoResume:       "no hay ninguna partida sin terminar que reanudar",
	Flags:          spanishFlags,
	Config: Config{
		Line: "%s línea %d", Key: "%s, clave %s", Why: "%s: %s",
		Unreadable: "no se puede leer", NotTOML: "no es un archivo TOML", UnknownKey: "ese ajuste no existe",
		TooDeep:     "anida tablas, listas o claves con puntos a más de %d niveles",
		NameTooLong: "un nombre tiene como máximo %d caracteres",
		WantBool:    "se espera true o false", WantText: "se espera texto entre comillas", Syntax: "aquí la sintaxis TOML no es correcta%.0s",
		BadValue:   "%s no es un valor válido%.0s",
		BadChoice:  "%s no es un valor válido%.0s; valores posibles: %s",
		BadExample: "%s no es un valor válido%.0s; escribe por ejemplo %s",
		Skipped:    "%s; se sigue con los ajustes por defecto.", Kept: "%s; ese ajuste conserva su valor por defecto.",
	},
}

// portugueseFront is the Portuguese front catalogue.
var portugueseFront = Front{
	Usage:          "uso: tactus <comando> [opções] [argumentos]",
	Commands:       "comandos:",
	Tools:          "ferramentas para desenvolvedores e testes:",
	More:           "'tactus <comando> -h' mostra as opções de um comando.",
	Play:           "jogar agora uma partida segundo o Apêndice D (tactus resume retoma uma salva)",
	Resume:         "retomar a última partida não terminada, ou a de um diário",
	Join:           "entrar na partida de outro tactus como sua segunda estação (tactus play --station)",
	Practice:       "jogar contra um motor de xadrez (Stockfish) na força escolhida, com dicas e lances desfeitos",
	Review:         "rever as partidas de um arquivo PGN: listar, buscar, percorrer lances e variantes",
	UnknownCommand: "não existe o comando %q",
	FlagsOf:        "opções de %s:",
	Default:        " (padrão: %s)",
	StartPosition:  "(padrão: a posição inicial)",
	FlagError:      "%s: %s; %s -h mostra as opções",
	NotAFlag:       "--%s não é uma opção",
	NeedsValue:     "--%s precisa de um valor",
	NameTooLong:    "--%s: um nome tem no máximo %d caracteres",
	BadValue:       "--%s: %s não é um valor válido%.0s",
	BadChoice:      "--%s: %s não é um valor válido%.0s; valores possíveis: %s",
	BadExample:     "--%s: %s não é um valor válido%.0s; escreva por exemplo %s",
	Unexpected:     "%s: argumento inesperado %q",
	NoResume:       "não há nenhuma partida não terminada para retomar",
	Flags:          portugueseFlags,
	Config: Config{
		Line: "%s linha %d", Key: "%s, chave %s", Why: "%s: %s",
		Unreadable: "não pode ser lido", NotTOML: "não é um arquivo TOML", UnknownKey: "essa configuração não existe",
		TooDeep:     "aninha tabelas, listas ou chaves com pontos em mais de %d níveis",
		NameTooLong: "um nome tem no máximo %d caracteres",
		WantBool:    "espera-se true ou false", WantText: "espera-se texto entre aspas", Syntax: "aqui a sintaxe TOML não está correta%.0s",
		BadValue:   "%s não é um valor válido%.0s",
		BadChoice:  "%s não é um valor válido%.0s; valores possíveis: %s",
		BadExample: "%s não é um valor válido%.0s; escreva por exemplo %s",
		Skipped:    "%s; segue com as configurações padrão.", Kept: "%s; essa configuração mantém o seu valor padrão.",
	},
}

// slovakFront is the Slovak front catalogue.
var slovakFront = Front{
	Usage:          "použitie: tactus <príkaz> [prepínače] [argumenty]",
	Commands:       "príkazy:",
	Tools:          "nástroje pre vývojárov a testovanie:",
	More:           "'tactus <príkaz> -h' ukáže prepínače príkazu.",
	Play:           "hrať hneď partiu podľa Prílohy D (tactus resume pokračuje v uloženej)",
	Resume:         "pokračovať v poslednej nedohranej partii, alebo v partii z denníka",
	Join:           "pripojiť sa k partii iného tactus ako jeho druhá stanica (tactus play --station)",
	Practice:       "hrať proti šachovému programu (Stockfish) so zvolenou silou, s radami a vracaním ťahov",
	Review:         "prehrať partie zo súboru PGN: zoznam, hľadanie, prechádzanie ťahov a variantov",
	UnknownCommand: "príkaz %q neexistuje",
	FlagsOf:        "prepínače príkazu %s:",
	Default:        " (predvolené: %s)",
	StartPosition:  "(predvolené: základné postavenie)",
	FlagError:      "%s: %s; %s -h ukáže prepínače",
	NotAFlag:       "--%s nie je prepínač",
	NeedsValue:     "--%s potrebuje hodnotu",
	NameTooLong:    "--%s: meno má najviac %d znakov",
	BadValue:       "--%s: %s nie je platná hodnota%.0s",
	BadChoice:      "--%s: %s nie je platná hodnota%.0s; možné sú %s",
	BadExample:     "--%s: %s nie je platná hodnota%.0s; napíš napríklad %s",
	Unexpected:     "%s: neočakávaný argument %q",
	NoResume:       "nie je žiadna nedohraná partia na pokračovanie",
	Flags:          slovakFlags,
	Config: Config{
		Line: "%s riadok %d", Key: "%s, kľúč %s", Why: "%s: %s",
		Unreadable: "sa nedá prečítať", NotTOML: "nie je súbor TOML", UnknownKey: "také nastavenie neexistuje",
		TooDeep:     "vnára tabuľky, zoznamy alebo kľúče s bodkami hlbšie ako %d úrovní",
		NameTooLong: "meno má najviac %d znakov",
		WantBool:    "čaká sa true alebo false", WantText: "čaká sa text v úvodzovkách", Syntax: "tu nie je správny zápis TOML%.0s",
		BadValue:   "%s nie je platná hodnota%.0s",
		BadChoice:  "%s nie je platná hodnota%.0s; možné sú %s",
		BadExample: "%s nie je platná hodnota%.0s; napíš napríklad %s",
		Skipped:    "%s; pokračuje sa s predvolenými nastaveniami.", Kept: "%s; toto nastavenie si ponechá predvolenú hodnotu.",
	},
}
