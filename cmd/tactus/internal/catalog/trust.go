package catalog

// Trust are the sentences of who may change a game (TRUST.md): the
// arbiter's PIN at a player's keyboard, the questions that name the side
// a command acts for, the read-back of what cannot be undone, what a
// tournament game does not tell, and who stopped the clock of a resumed
// game.
type Trust struct {
	// Off are the words after the arbiter command word that close the
	// arbiter's commands (English's "off" works in every language).
	Off []string
	// OnlyArbiter and OnlyArbiterNoPIN refuse an arbiter's command at the
	// keyboard, with and without a PIN set for the game: the word typed.
	OnlyArbiter, OnlyArbiterNoPIN string
	Open                          string
	OpenAfterWrong                string // the number of wrong PINs typed before
	Closed                        string
	WrongPIN                      string // the number of wrong PINs so far
	NoPIN, PINHow                 string
	AsArbiter                     string // the line typed
	WhoResigns, WhoOffers         string
	// Resigns, Accepts and Claims read back for one side; ClaimsWith adds
	// the intended move, Seals the sealed move as written; Adjourns reads
	// back the adjournment asked by the player having the move (I.1.2);
	// SealsSecret reads back the opponent's seal without its move, which
	// the visually impaired player must not hear (I.1.1).
	Resigns, Accepts, Claims string
	ClaimsWith, Seals        string
	Adjourns, SealsSecret    string
	Cancelled                string
	NoAttackers              string
	// Stopped… say who stopped the clock of a resumed game: the side's
	// possessive.
	StoppedQuit, StoppedArbiter, StoppedStation, StoppedPlayers, StoppedReopen, StoppedBy string
	// ClockRuns: a player's press or move started the stopped clock.
	ClockRuns string
	// ArbiterHolds refuses a player's move or press while the clock the
	// arbiter stopped stands (6.11): only the arbiter restarts it.
	ArbiterHolds string
	// ArbiterDevice refuses allowing or dropping an arbiter's device at
	// the keyboard of a game with an arbiter's PIN before the PIN.
	ArbiterDevice string
	// LatePIN refuses an arbiter's PIN given at resumption to a tournament
	// game begun without one.
	LatePIN string
	// ClockWaits: a new game's clock waits for the first move or press;
	// ClockStarts: the first started it.
	ClockWaits, ClockStarts string
}

var englishTrust = Trust{
	Off:              []string{"off"},
	LatePIN:          "This game was started without an arbiter PIN; the arbiter acts from the paired station.",
	ArbiterDevice:    "Only the arbiter allows or drops an arbiter's device here: type arbiter and the PIN first.",
	OnlyArbiter:      "Only the arbiter may use %q: at the arbiter's station, or here after typing arbiter and the PIN.",
	OnlyArbiterNoPIN: "Only the arbiter may use %q, at the arbiter's station; this game has no arbiter's PIN for the keyboard.",
	Open:             "The arbiter's commands are open at this keyboard until arbiter off.",
	OpenAfterWrong:   "The arbiter's commands are open at this keyboard until arbiter off; wrong PINs typed before: %d.",
	Closed:           "The arbiter's commands are closed at this keyboard.",
	WrongPIN:         "Wrong PIN; wrong PINs so far: %d.",
	NoPIN:            "This game has no arbiter's PIN; the arbiter uses the arbiter's station.",
	PINHow:           "Type arbiter and the PIN, or arbiter off.",
	AsArbiter:        "As the arbiter: %s; yes or no?",
	WhoResigns:       "Who resigns: white or black?",
	WhoOffers:        "Who offers a draw: white or black?",
	Resigns:          "%s resigns: yes or no?",
	Accepts:          "%s accepts the draw: yes or no?",
	Claims:           "%s claims a draw: yes or no?",
	ClaimsWith:       "%s claims a draw with %s: yes or no?",
	Seals:            "%s seals %q: yes or no?",
	Adjourns:         "%s adjourns the game and must seal a move: yes or no?",
	SealsSecret:      "%s seals the move typed, not repeated here: yes or no?",
	Cancelled:        "Cancelled; nothing was recorded.",
	NoAttackers:      "In a tournament game tactus does not say which pieces attack a square (FIDE 11.3.1).",
	StoppedQuit:      "%s clock was stopped when tactus was quit.",
	StoppedArbiter:   "%s clock was stopped by the arbiter at this keyboard.",
	StoppedStation:   "%s clock was stopped from the arbiter's station.",
	StoppedPlayers:   "%s clock was stopped by the players (a casual game).",
	StoppedReopen:    "%s clock was still running when tactus stopped unexpectedly; it was stopped at the last recorded action.",
	StoppedBy:        "%s clock was stopped by the arbiter.",
	ClockRuns:        "The clock runs again.",
	ArbiterHolds:     "The arbiter stopped the clock; play goes on when the arbiter restarts it.",
	ClockWaits:       "The clock starts with the first move or press.",
	ClockStarts:      "The clock starts.",
}

var germanTrust = Trust{
	Off:              []string{"aus"},
	LatePIN:          "Diese Partie wurde ohne Schiedsrichter-PIN begonnen; der Schiedsrichter handelt von der gekoppelten Station aus.",
	ArbiterDevice:    "Nur der Schiedsrichter erlaubt oder trennt hier ein Gerät des Schiedsrichters: zuerst schiedsrichter und die PIN eingeben.",
	OnlyArbiter:      "Nur der Schiedsrichter darf %q verwenden: an der Schiedsrichterstation, oder hier nach schiedsrichter und der PIN.",
	OnlyArbiterNoPIN: "Nur der Schiedsrichter darf %q verwenden, an der Schiedsrichterstation; diese Partie hat keine Schiedsrichter-PIN für die Tastatur.",
	Open:             "Die Befehle des Schiedsrichters sind an dieser Tastatur offen bis schiedsrichter aus.",
	OpenAfterWrong:   "Die Befehle des Schiedsrichters sind an dieser Tastatur offen bis schiedsrichter aus; falsche PINs vorher: %d.",
	Closed:           "Die Befehle des Schiedsrichters sind an dieser Tastatur geschlossen.",
	WrongPIN:         "Falsche PIN; falsche PINs bisher: %d.",
	NoPIN:            "Diese Partie hat keine Schiedsrichter-PIN; der Schiedsrichter nutzt die Schiedsrichterstation.",
	PINHow:           "Schreib schiedsrichter und die PIN, oder schiedsrichter aus.",
	AsArbiter:        "Als Schiedsrichter: %s; ja oder nein?",
	WhoResigns:       "Wer gibt auf: Weiß oder Schwarz?",
	WhoOffers:        "Wer bietet Remis an: Weiß oder Schwarz?",
	Resigns:          "%s gibt auf: ja oder nein?",
	Accepts:          "%s nimmt das Remis an: ja oder nein?",
	Claims:           "%s reklamiert Remis: ja oder nein?",
	ClaimsWith:       "%s reklamiert Remis mit %s: ja oder nein?",
	Seals:            "%s gibt %q als Abgabezug ab: ja oder nein?",
	Adjourns:         "%s vertagt die Partie und muss einen Abgabezug abgeben: ja oder nein?",
	SealsSecret:      "%s gibt den getippten Zug ab, hier nicht wiederholt: ja oder nein?",
	Cancelled:        "Abgebrochen; nichts wurde aufgezeichnet.",
	NoAttackers:      "In einer Turnierpartie sagt tactus nicht, welche Figuren ein Feld angreifen (FIDE 11.3.1).",
	StoppedQuit:      "Die Uhr %s wurde angehalten, als tactus beendet wurde.",
	StoppedArbiter:   "Die Uhr %s wurde vom Schiedsrichter an dieser Tastatur angehalten.",
	StoppedStation:   "Die Uhr %s wurde von der Schiedsrichterstation angehalten.",
	StoppedPlayers:   "Die Uhr %s wurde von den Spielern angehalten (Partie ohne Schiedsrichter).",
	StoppedReopen:    "Die Uhr %s lief noch, als tactus unerwartet endete; sie wurde bei der letzten aufgezeichneten Aktion angehalten.",
	StoppedBy:        "Die Uhr %s wurde vom Schiedsrichter angehalten.",
	ClockRuns:        "Die Uhr läuft wieder.",
	ArbiterHolds:     "Der Schiedsrichter hat die Uhr angehalten; gespielt wird, wenn er sie wieder startet.",
	ClockWaits:       "Die Uhr startet mit dem ersten Zug oder Drücken.",
	ClockStarts:      "Die Uhr läuft.",
}

var spanishTrust = Trust{
	Off:              []string{"cerrar"},
	LatePIN:          "Esta partida empezó sin PIN de árbitro; el árbitro actúa desde la estación vinculada.",
	ArbiterDevice:    "Solo el árbitro permite o desvincula aquí un dispositivo del árbitro: escribe antes árbitro y el PIN.",
	OnlyArbiter:      "Solo el árbitro puede usar %q: en la estación del árbitro, o aquí tras escribir árbitro y el PIN.",
	OnlyArbiterNoPIN: "Solo el árbitro puede usar %q, en la estación del árbitro; esta partida no tiene PIN de árbitro para el teclado.",
	Open:             "Las órdenes del árbitro quedan abiertas en este teclado hasta árbitro cerrar.",
	OpenAfterWrong:   "Las órdenes del árbitro quedan abiertas en este teclado hasta árbitro cerrar; PIN erróneos antes: %d.",
	Closed:           "Las órdenes del árbitro quedan cerradas en este teclado.",
	WrongPIN:         "PIN erróneo; PIN erróneos hasta ahora: %d.",
	NoPIN:            "Esta partida no tiene PIN de árbitro; el árbitro usa la estación del árbitro.",
	PINHow:           "Escribe árbitro y el PIN, o árbitro cerrar.",
	AsArbiter:        "Como árbitro: %s; ¿sí o no?",
	WhoResigns:       "¿Quién abandona: las blancas o las negras?",
	WhoOffers:        "¿Quién ofrece tablas: las blancas o las negras?",
	Resigns:          "%s abandonan: ¿sí o no?",
	Accepts:          "%s aceptan las tablas: ¿sí o no?",
	Claims:           "%s reclaman tablas: ¿sí o no?",
	ClaimsWith:       "%s reclaman tablas con %s: ¿sí o no?",
	Seals:            "%s sellan %q: ¿sí o no?",
	Adjourns:         "%s aplazan la partida y deben sellar una jugada: ¿sí o no?",
	SealsSecret:      "%s sellan la jugada escrita, que aquí no se repite: ¿sí o no?",
	Cancelled:        "Cancelado; no se registró nada.",
	NoAttackers:      "En una partida de torneo tactus no dice qué piezas atacan una casilla (FIDE 11.3.1).",
	StoppedQuit:      "El reloj %s se paró al salir de tactus.",
	StoppedArbiter:   "El reloj %s lo paró el árbitro en este teclado.",
	StoppedStation:   "El reloj %s se paró desde la estación del árbitro.",
	StoppedPlayers:   "El reloj %s lo pararon los jugadores (partida sin árbitro).",
	StoppedReopen:    "El reloj %s seguía en marcha cuando tactus se detuvo de forma inesperada; se paró en la última acción registrada.",
	StoppedBy:        "El reloj %s lo paró el árbitro.",
	ClockRuns:        "El reloj vuelve a correr.",
	ArbiterHolds:     "El árbitro paró el reloj; se sigue jugando cuando el árbitro lo vuelva a poner en marcha.",
	ClockWaits:       "El reloj se pone en marcha con la primera jugada o pulsación.",
	ClockStarts:      "El reloj se pone en marcha.",
}

var portugueseTrust = Trust{
	Off:              []string{"fechar"},
	LatePIN:          "Esta partida começou sem PIN de árbitro; o árbitro atua a partir da estação emparelhada.",
	ArbiterDevice:    "Só o árbitro permite ou desemparelha aqui um dispositivo do árbitro: escreva antes árbitro e o PIN.",
	OnlyArbiter:      "Só o árbitro pode usar %q: na estação do árbitro, ou aqui depois de escrever árbitro e o PIN.",
	OnlyArbiterNoPIN: "Só o árbitro pode usar %q, na estação do árbitro; esta partida não tem PIN de árbitro para o teclado.",
	Open:             "Os comandos do árbitro ficam abertos neste teclado até árbitro fechar.",
	OpenAfterWrong:   "Os comandos do árbitro ficam abertos neste teclado até árbitro fechar; PINs errados antes: %d.",
	Closed:           "Os comandos do árbitro ficam fechados neste teclado.",
	WrongPIN:         "PIN errado; PINs errados até agora: %d.",
	NoPIN:            "Esta partida não tem PIN de árbitro; o árbitro usa a estação do árbitro.",
	PINHow:           "Escreva árbitro e o PIN, ou árbitro fechar.",
	AsArbiter:        "Como árbitro: %s; sim ou não?",
	WhoResigns:       "Quem abandona: as brancas ou as pretas?",
	WhoOffers:        "Quem oferece empate: as brancas ou as pretas?",
	Resigns:          "%s abandonam: sim ou não?",
	Accepts:          "%s aceitam o empate: sim ou não?",
	Claims:           "%s reivindicam o empate: sim ou não?",
	ClaimsWith:       "%s reivindicam o empate com %s: sim ou não?",
	Seals:            "%s selam %q: sim ou não?",
	Adjourns:         "%s adiam a partida e devem selar um lance: sim ou não?",
	SealsSecret:      "%s selam o lance escrito, que aqui não se repete: sim ou não?",
	Cancelled:        "Cancelado; nada foi registrado.",
	NoAttackers:      "Numa partida de torneio o tactus não diz que peças atacam uma casa (FIDE 11.3.1).",
	StoppedQuit:      "O relógio %s foi parado ao sair do tactus.",
	StoppedArbiter:   "O relógio %s foi parado pelo árbitro neste teclado.",
	StoppedStation:   "O relógio %s foi parado a partir da estação do árbitro.",
	StoppedPlayers:   "O relógio %s foi parado pelos jogadores (partida sem árbitro).",
	StoppedReopen:    "O relógio %s ainda corria quando o tactus parou inesperadamente; foi parado na última ação registrada.",
	StoppedBy:        "O relógio %s foi parado pelo árbitro.",
	ClockRuns:        "O relógio volta a correr.",
	ArbiterHolds:     "O árbitro parou o relógio; o jogo continua quando o árbitro o reiniciar.",
	ClockWaits:       "O relógio começa com o primeiro lance ou toque.",
	ClockStarts:      "O relógio começa a correr.",
}

var slovakTrust = Trust{
	Off:              []string{"vypni"},
	LatePIN:          "Táto partia sa začala bez PIN rozhodcu; rozhodca koná zo spárovanej stanice.",
	ArbiterDevice:    "Zariadenie rozhodcu tu povolí alebo odpojí len rozhodca: najprv napíš rozhodca a PIN.",
	OnlyArbiter:      "%q smie použiť len rozhodca: na stanici rozhodcu, alebo tu po napísaní rozhodca a PIN.",
	OnlyArbiterNoPIN: "%q smie použiť len rozhodca, na stanici rozhodcu; táto partia nemá PIN rozhodcu pre klávesnicu.",
	Open:             "Príkazy rozhodcu sú na tejto klávesnici otvorené až do rozhodca vypni.",
	OpenAfterWrong:   "Príkazy rozhodcu sú na tejto klávesnici otvorené až do rozhodca vypni; nesprávnych PIN predtým: %d.",
	Closed:           "Príkazy rozhodcu sú na tejto klávesnici zatvorené.",
	WrongPIN:         "Nesprávny PIN; nesprávnych PIN doteraz: %d.",
	NoPIN:            "Táto partia nemá PIN rozhodcu; rozhodca používa stanicu rozhodcu.",
	PINHow:           "Napíš rozhodca a PIN, alebo rozhodca vypni.",
	AsArbiter:        "Ako rozhodca: %s; áno alebo nie?",
	WhoResigns:       "Kto sa vzdáva: biely alebo čierny?",
	WhoOffers:        "Kto ponúka remízu: biely alebo čierny?",
	Resigns:          "%s sa vzdáva: áno alebo nie?",
	Accepts:          "%s prijíma remízu: áno alebo nie?",
	Claims:           "%s reklamuje remízu: áno alebo nie?",
	ClaimsWith:       "%s reklamuje remízu ťahom %s: áno alebo nie?",
	Seals:            "%s zapečatí %q: áno alebo nie?",
	Adjourns:         "%s odkladá partiu a musí zapečatiť ťah: áno alebo nie?",
	SealsSecret:      "%s zapečatí napísaný ťah, ktorý sa tu neopakuje: áno alebo nie?",
	Cancelled:        "Zrušené; nič sa nezaznamenalo.",
	NoAttackers:      "V turnajovej partii tactus nehovorí, ktoré figúry napádajú pole (FIDE 11.3.1).",
	StoppedQuit:      "Hodiny %s sa zastavili pri ukončení tactus.",
	StoppedArbiter:   "Hodiny %s zastavil rozhodca na tejto klávesnici.",
	StoppedStation:   "Hodiny %s zastavila stanica rozhodcu.",
	StoppedPlayers:   "Hodiny %s zastavili hráči (partia bez rozhodcu).",
	StoppedReopen:    "Hodiny %s ešte bežali, keď sa tactus nečakane zastavil; zastavili sa pri poslednej zaznamenanej akcii.",
	StoppedBy:        "Hodiny %s zastavil rozhodca.",
	ClockRuns:        "Hodiny opäť bežia.",
	ArbiterHolds:     "Rozhodca zastavil hodiny; hrá sa ďalej, keď ich rozhodca znova spustí.",
	ClockWaits:       "Hodiny sa spustia prvým ťahom alebo stlačením.",
	ClockStarts:      "Hodiny sa spustili.",
}
