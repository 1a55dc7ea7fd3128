package catalog

import "github.com/tactuschess/tactus/announce"

// Join are the sentences of tactus join, the terminal station. Its command
// words are the game's (package command): ok, repeat, press, draw,
// decline, claim, resign, help and quit in English and in the UI language.
// What the station itself says (the game's events, its refusals) comes
// from the station as it says it.
type Join struct {
	Connecting string // the station's address
	AskCode    string
	WrongCode  string
	Locked     string // too many wrong codes: pairing is locked a while
	// LockedFor is Locked when the station says how long: the wait in
	// words ("30 minutes").
	LockedFor string
	// CodeDigits: a code of digits that are not six; the count of digits.
	CodeDigits announce.Plural
	NotDigits  string // the code typed is not all digits
	CodeStatus string // the station refused the code for another reason: the HTTP status
	// Joined is said once paired: White, Black, the role (Roles), the
	// player at this station, the player's side (Sides), that side's
	// possessive (Possessive), the side to move, its possessive. Use
	// indexes (%[7]s); a translation may leave arguments out.
	Joined string
	// Roles are the station's roles: the opponent and the arbiter.
	Roles       [2]string
	Lost        string // the event stream was lost; join reconnects
	Back        string // the event stream is back
	Unreachable string // an action could not be sent
	Refused     string // the station refused an action: the HTTP status
	RepeatHow   string // repeat without a move
	Help        string // the commands, in the UI language's words
	Quit        string // said on quit, which leaves the station
	NotYet      string // a question before the station has shown the game
	// NeedAddress and BadAddress (the address given, %q) are the usage
	// errors of tactus join, in lower case; CodeError ends tactus join
	// when the code given with --code was refused, NoStation (the
	// address) when the station cannot be reached to pair.
	NeedAddress, BadAddress, CodeError, NoStation string
}

// englishJoin is the English join catalogue.
var englishJoin = Join{
	Connecting:  "Connecting to the station at %s.",
	AskCode:     "Type the station's six-digit code.",
	WrongCode:   "Wrong code.",
	Locked:      "Too many wrong codes; wait a minute, then type the code again.",
	LockedFor:   "Too many wrong codes; wait %s, then type the code again.",
	CodeDigits:  announce.Plural{One: "That is %d digit; the code has six.", Other: "That is %d digits; the code has six."},
	NotDigits:   "The code is six digits, like 123456.",
	CodeStatus:  "The station refused the code (%d).",
	Joined:      "Joined %[1]s - %[2]s as the %[3]s; %[4]s plays %[5]s, %[7]s to move.",
	Roles:       [2]string{"opponent", "arbiter"},
	Lost:        "The connection to the station is lost; trying again.",
	Back:        "The connection to the station is back.",
	Unreachable: "The station cannot be reached; try again.",
	Refused:     "The station refused it (%d).",
	RepeatHow:   "Say the move understood: repeat e4.",
	Help:        "Type a move to play it, ok to confirm the move announced, repeat MOVE for the move understood, press, draw, decline, claim, resign; ask clock, last (or last 5), score, board, changed, verify, pieces, rank, file, square, pawns or whose; quit leaves.",
	Quit:        "You left the station; the game goes on at the other station.",
	NotYet:      "The station has not shown the game yet.",
	NeedAddress: "give the station's address, as the other tactus printed it: tactus join http://192.168.1.5:8080/",
	BadAddress:  "%q is not a station's address (http://host:port/)",
	CodeError:   "the station refused the code",
	NoStation:   "the station at %s cannot be reached",
}

// germanJoin is the German join catalogue.
var germanJoin = Join{
	Connecting:  "Verbindung zur Station unter %s wird hergestellt.",
	AskCode:     "Gib den sechsstelligen Code der Station ein.",
	WrongCode:   "Falscher Code.",
	Locked:      "Zu viele falsche Codes; warte eine Minute und gib den Code dann noch einmal ein.",
	LockedFor:   "Zu viele falsche Codes; warte %s und gib den Code dann noch einmal ein.",
	CodeDigits:  announce.Plural{One: "Das ist %d Ziffer; der Code hat sechs.", Other: "Das sind %d Ziffern; der Code hat sechs."},
	NotDigits:   "Der Code besteht aus sechs Ziffern, etwa 123456.",
	CodeStatus:  "Die Station hat den Code abgelehnt (%d).",
	Joined:      "Verbunden mit %[1]s - %[2]s als %[3]s; %[4]s spielt %[5]s, %[7]s am Zug.",
	Roles:       [2]string{"Gegner", "Schiedsrichter"},
	Lost:        "Die Verbindung zur Station ist unterbrochen; tactus versucht es weiter.",
	Back:        "Die Verbindung zur Station steht wieder.",
	Unreachable: "Die Station ist nicht erreichbar; versuch es noch einmal.",
	Refused:     "Die Station hat das abgelehnt (%d).",
	RepeatHow:   "Nenne den verstandenen Zug: nochmal e4.",
	Help:        "Gib einen Zug ein, um ihn zu spielen; bestätigen bestätigt den angesagten Zug, nochmal ZUG nennt den verstandenen Zug; dazu drücken, remis, ablehnen, reklamieren, aufgeben; frag uhr, letzter (oder letzter 5), partie, brett, neu, prüfen, figuren, reihe, linie, feld, bauern oder wer; ende geht.",
	Quit:        "Du hast die Station verlassen; die Partie geht an der anderen Station weiter.",
	NotYet:      "Die Station hat die Partie noch nicht gezeigt.",
	NeedAddress: "gib die Adresse der Station an, wie der andere tactus sie zeigt: tactus join http://192.168.1.5:8080/",
	BadAddress:  "%q ist keine Adresse einer Station (http://host:port/)",
	CodeError:   "die Station hat den Code abgelehnt",
	NoStation:   "die Station unter %s ist nicht erreichbar",
}

// spanishJoin is the Spanish join catalogue.
var spanishJoin = Join{
	Connecting:  "Conectando con la estación en %s.",
	AskCode:     "Escribe el código de seis cifras de la estación.",
	WrongCode:   "Código incorrecto.",
	Locked:      "Demasiados códigos incorrectos; espera un minuto y vuelve a escribir el código.",
	LockedFor:   "Demasiados códigos incorrectos; espera %s y vuelve a escribir el código.",
	CodeDigits:  announce.Plural{One: "Eso es %d cifra; el código tiene seis.", Other: "Eso son %d cifras; el código tiene seis."},
	NotDigits:   "El código son seis cifras, como 123456.",
	CodeStatus:  "La estación rechazó el código (%d).",
	Joined:      "Unido a %[1]s - %[2]s como %[3]s; %[4]s juega con %[5]s, mueven %[7]s.",
	Roles:       [2]string{"rival", "árbitro"},
	Lost:        "Se perdió la conexión con la estación; se vuelve a intentar.",
	Back:        "La conexión con la estación ha vuelto.",
	Unreachable: "No se puede llegar a la estación; inténtalo de nuevo.",
	Refused:     "La estación lo rechazó (%d).",
	RepeatHow:   "Di la jugada entendida: repetir e4.",
	Help:        "Escribe una jugada para hacerla; confirmar confirma la jugada anunciada, repetir JUGADA dice la jugada entendida; además pulsar, tablas, rechazar, reclamar, abandonar; pregunta reloj, última (o última 5), planilla, tablero, cambios, verificar, piezas, fila, columna, casilla, peones o turno; salir se va.",
	Quit:        "Saliste de la estación; la partida sigue en la otra estación.",
	NotYet:      "La estación aún no ha mostrado la partida.",
	NeedAddress: "indica la dirección de la estación, como la mostró el otro tactus: tactus join http://192.168.1.5:8080/",
	BadAddress:  "%q no es la dirección de una estación (http://host:puerto/)",
	CodeError:   "la estación rechazó el código",
	NoStation:   "no se puede llegar a la estación en %s",
}

// portugueseJoin is the Portuguese join catalogue.
var portugueseJoin = Join{
	Connecting:  "Conectando à estação em %s.",
	AskCode:     "Digite o código de seis dígitos da estação.",
	WrongCode:   "Código errado.",
	Locked:      "Códigos errados demais; espere um minuto e digite o código de novo.",
	LockedFor:   "Códigos errados demais; espere %s e digite o código de novo.",
	CodeDigits:  announce.Plural{One: "Isso é %d dígito; o código tem seis.", Other: "Isso são %d dígitos; o código tem seis."},
	NotDigits:   "O código tem seis dígitos, como 123456.",
	CodeStatus:  "A estação recusou o código (%d).",
	Joined:      "Conectado a %[1]s - %[2]s como %[3]s; %[4]s joga com %[5]s, é a vez %[8]s.",
	Roles:       [2]string{"adversário", "árbitro"},
	Lost:        "A conexão com a estação caiu; tentando de novo.",
	Back:        "A conexão com a estação voltou.",
	Unreachable: "Não foi possível alcançar a estação; tente de novo.",
	Refused:     "A estação recusou isso (%d).",
	RepeatHow:   "Diga o lance entendido: repetir e4.",
	Help:        "Digite um lance para jogá-lo; confirmar confirma o lance anunciado, repetir LANCE diz o lance entendido; além disso apertar, empate, recusar, reivindicar, abandonar; pergunte relógio, último (ou último 5), planilha, tabuleiro, mudou, verificar, peças, fileira, coluna, casa, peões ou vez; sair sai.",
	Quit:        "Você saiu da estação; a partida continua na outra estação.",
	NotYet:      "A estação ainda não mostrou a partida.",
	NeedAddress: "indique o endereço da estação, como o outro tactus o mostrou: tactus join http://192.168.1.5:8080/",
	BadAddress:  "%q não é o endereço de uma estação (http://host:porta/)",
	CodeError:   "a estação recusou o código",
	NoStation:   "não foi possível alcançar a estação em %s",
}

// slovakJoin is the Slovak join catalogue.
var slovakJoin = Join{
	Connecting: "Pripájam sa k stanici na %s.",
	AskCode:    "Napíš šesťmiestny kód stanice.",
	WrongCode:  "Nesprávny kód.",
	Locked:     "Priveľa nesprávnych kódov; počkaj minútu a napíš kód znova.",
	LockedFor:  "Priveľa nesprávnych kódov; počkaj %s a napíš kód znova.",
	CodeDigits: announce.Plural{One: "To je %d číslica; kód má šesť.", Few: "To sú %d číslice; kód má šesť.",
		Other: "To je %d číslic; kód má šesť."},
	NotDigits:   "Kód má šesť číslic, napríklad 123456.",
	CodeStatus:  "Stanica kód odmietla (%d).",
	Joined:      "Pripojené k partii %[1]s - %[2]s ako %[3]s; %[4]s hrá za %[6]s, na ťahu je %[7]s.",
	Roles:       [2]string{"súper", "rozhodca"},
	Lost:        "Spojenie so stanicou sa prerušilo; skúšam znova.",
	Back:        "Spojenie so stanicou je obnovené.",
	Unreachable: "Stanica nie je dostupná; skús to znova.",
	Refused:     "Stanica to odmietla (%d).",
	RepeatHow:   "Povedz pochopený ťah: opakuj e4.",
	Help:        "Napíš ťah a zahráš ho; potvrď potvrdí ohlásený ťah, opakuj ŤAH povie pochopený ťah; ďalej stlač, remíza, odmietni, reklamuj, vzdať; spýtaj sa hodiny, posledný (alebo posledný 5), zápis, šachovnica, zmeny, overiť, figúry, rad, stĺpec, pole, pešiaci alebo kto; koniec odíde.",
	Quit:        "Odišiel si zo stanice; partia pokračuje na druhej stanici.",
	NotYet:      "Stanica ešte partiu neukázala.",
	NeedAddress: "zadaj adresu stanice, ako ju vypísal druhý tactus: tactus join http://192.168.1.5:8080/",
	BadAddress:  "%q nie je adresa stanice (http://host:port/)",
	CodeError:   "stanica odmietla kód",
	NoStation:   "stanica na %s nie je dostupná",
}
