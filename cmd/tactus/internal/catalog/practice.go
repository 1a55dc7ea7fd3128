package catalog

// Practice are the sentences and command words of tactus practice. The
// engine's own sentences (its problems, how its strength was set, the
// evaluation in words) are Engine's.
type Practice struct {
	// Hint, Takeback and New are the practice command words, in lower
	// case, with a spelling without accents beside one with them:
	// English's work in every language. None is a word of the game's
	// commands (package command) or of a move vocabulary.
	Hint, Takeback, New []string
	Looking             string // the engine was asked for a hint
	NoHint              string // the engine is not running
	HintIs              string // the hint: the move as said
	NoTakeback          string // the player has made no move yet
	// Failed follows the engine's problem (a sentence without its full
	// stop) when the engine fails during the game.
	Failed string
	// Late, Illegal and Stopped are the engine's problems, without a
	// full stop.
	Late, Illegal, Stopped string
	NotWeaker              string // the engine has no weaker setting
	// NotStarted follows the engine's problem (without its full stop)
	// when it cannot be started.
	NotStarted string
	Unusable   string // the engine cannot be used, for no known reason
	NewGame    string // the player asked for a new game
	Engine     string // the opponent's name when no engine runs
	Elo        string // the engine's name, the Elo: "Stockfish 16 (Elo 1500)"
	Level      string // the engine's name, the level
	// HelpIntro heads the practice commands in help; HintHelp,
	// TakebackHelp and NewHelp summarise each (no capital, no full stop).
	HelpIntro, HintHelp, TakebackHelp, NewHelp string
	// BothStrengths, Strengths, Think (the time given, %v) and Color (the
	// value given, %q) are tactus practice's usage errors, in lower case;
	// the flags' values stay English.
	BothStrengths, Strengths, Think, Color string
}

// englishPractice is the English practice catalogue.
var englishPractice = Practice{
	Hint:          []string{"hint"},
	Takeback:      []string{"takeback", "take back", "undo"},
	New:           []string{"new", "new game"},
	Looking:       "The engine is looking for a hint.",
	NoHint:        "The engine is not running, so there is no hint.",
	HintIs:        "Hint: %s.",
	NoTakeback:    "There is no move of yours to take back.",
	Failed:        "%s; the game is kept, and the engine's moves can be typed by hand.",
	Late:          "The engine did not answer in time",
	Illegal:       "The engine played an illegal move",
	Stopped:       "The engine stopped working",
	NotWeaker:     "This engine cannot play weaker, so it plays at full strength.",
	NotStarted:    "%s; the game goes on without it, and its moves are typed by hand.",
	Unusable:      "The engine cannot be used; the game goes on without it.",
	NewGame:       "A new game begins.",
	Engine:        "Engine",
	Elo:           "%s (Elo %d)",
	Level:         "%s (level %d)",
	HelpIntro:     "Against the engine:",
	HintHelp:      "the engine's best move for you, with the evaluation",
	TakebackHelp:  "take back your last move and the engine's reply",
	NewHelp:       "end this game (it stays saved) and begin a new one",
	BothStrengths: "give --elo or --level, not both",
	Strengths:     "--level is 1 to 20 and --elo a positive rating",
	Think:         "--think %v is not between 0 and a minute",
	Color:         "--color %q: write white, black or random",
}

// germanPractice is the German practice catalogue.
var germanPractice = Practice{
	Hint:          []string{"tipp"},
	Takeback:      []string{"zurücknehmen", "zuruecknehmen"},
	New:           []string{"neustart", "neue partie"},
	Looking:       "Das Programm sucht einen Tipp.",
	NoHint:        "Das Programm läuft nicht, daher gibt es keinen Tipp.",
	HintIs:        "Tipp: %s.",
	NoTakeback:    "Du hast noch keinen Zug, den du zurücknehmen kannst.",
	Failed:        "%s; die Partie bleibt erhalten, und die Züge des Programms können von Hand eingegeben werden.",
	Late:          "Das Programm hat nicht rechtzeitig geantwortet",
	Illegal:       "Das Programm hat einen regelwidrigen Zug gespielt",
	Stopped:       "Das Programm funktioniert nicht mehr",
	NotWeaker:     "Dieses Programm kann nicht schwächer spielen, also spielt es mit voller Stärke.",
	NotStarted:    "%s; die Partie geht ohne das Programm weiter, und seine Züge werden von Hand eingegeben.",
	Unusable:      "Das Schachprogramm kann nicht verwendet werden; die Partie geht ohne es weiter.",
	NewGame:       "Eine neue Partie beginnt.",
	Engine:        "Programm",
	Elo:           "%s (Elo %d)",
	Level:         "%s (Stufe %d)",
	HelpIntro:     "Gegen das Programm:",
	HintHelp:      "der beste Zug für dich laut Programm, mit Bewertung",
	TakebackHelp:  "deinen letzten Zug und die Antwort des Programms zurücknehmen",
	NewHelp:       "diese Partie beenden (sie bleibt gespeichert) und eine neue beginnen",
	BothStrengths: "gib --elo oder --level an, nicht beides",
	Strengths:     "--level geht von 1 bis 20, und --elo ist eine positive Wertung",
	Think:         "--think %v liegt nicht zwischen 0 und einer Minute",
	Color:         "--color %q: schreib white, black oder random",
}

// spanishPractice is the Spanish practice catalogue.
var spanishPractice = Practice{
	Hint:          []string{"pista"},
	Takeback:      []string{"deshacer"},
	New:           []string{"nueva", "nueva partida"},
	Looking:       "El motor está buscando una pista.",
	NoHint:        "El motor no está en marcha, así que no hay pista.",
	HintIs:        "Pista: %s.",
	NoTakeback:    "No hay ninguna jugada tuya que deshacer.",
	Failed:        "%s; la partida se conserva, y las jugadas del motor se pueden escribir a mano.",
	Late:          "El motor no respondió a tiempo",
	Illegal:       "El motor hizo una jugada ilegal",
	Stopped:       "El motor dejó de funcionar",
	NotWeaker:     "Este motor no puede jugar más débil, así que juega con toda su fuerza.",
	NotStarted:    "%s; la partida sigue sin él, y sus jugadas se escriben a mano.",
	Unusable:      "No se puede usar el motor; la partida sigue sin él.",
	NewGame:       "Empieza una nueva partida.",
	Engine:        "Motor",
	Elo:           "%s (Elo %d)",
	Level:         "%s (nivel %d)",
	HelpIntro:     "Contra el motor:",
	HintHelp:      "la mejor jugada para ti según el motor, con la valoración",
	TakebackHelp:  "deshacer tu última jugada y la respuesta del motor",
	NewHelp:       "terminar esta partida (queda guardada) y empezar otra",
	BothStrengths: "indica --elo o --level, no los dos",
	Strengths:     "--level va de 1 a 20 y --elo es una puntuación positiva",
	Think:         "--think %v no está entre 0 y un minuto",
	Color:         "--color %q: escribe white, black o random",
}

// portuguesePractice is the Portuguese practice catalogue.
var portuguesePractice = Practice{
	Hint:          []string{"dica"},
	Takeback:      []string{"desfazer"},
	New:           []string{"nova", "nova partida"},
	Looking:       "O motor está procurando uma dica.",
	NoHint:        "O motor não está funcionando, então não há dica.",
	HintIs:        "Dica: %s.",
	NoTakeback:    "Não há nenhum lance seu para desfazer.",
	Failed:        "%s; a partida é mantida, e os lances do motor podem ser digitados à mão.",
	Late:          "O motor não respondeu a tempo",
	Illegal:       "O motor jogou um lance ilegal",
	Stopped:       "O motor parou de funcionar",
	NotWeaker:     "Este motor não consegue jogar mais fraco, então joga com toda a força.",
	NotStarted:    "%s; a partida continua sem ele, e os lances dele são digitados à mão.",
	Unusable:      "Não é possível usar o motor; a partida continua sem ele.",
	NewGame:       "Começa uma nova partida.",
	Engine:        "Motor",
	Elo:           "%s (Elo %d)",
	Level:         "%s (nível %d)",
	HelpIntro:     "Contra o motor:",
	HintHelp:      "o melhor lance para você segundo o motor, com a avaliação",
	TakebackHelp:  "desfazer o seu último lance e a resposta do motor",
	NewHelp:       "terminar esta partida (ela fica salva) e começar outra",
	BothStrengths: "indique --elo ou --level, não os dois",
	Strengths:     "--level vai de 1 a 20 e --elo é uma pontuação positiva",
	Think:         "--think %v não está entre 0 e um minuto",
	Color:         "--color %q: escreva white, black ou random",
}

// slovakPractice is the Slovak practice catalogue.
var slovakPractice = Practice{
	Hint:          []string{"rada"},
	Takeback:      []string{"vráť", "vrat"},
	New:           []string{"nová", "nova", "nová partia", "nova partia"},
	Looking:       "Program hľadá radu.",
	NoHint:        "Program nebeží, preto nemôže poradiť.",
	HintIs:        "Rada: %s.",
	NoTakeback:    "Zatiaľ nemáš žiadny ťah, ktorý by sa dal vrátiť.",
	Failed:        "%s; partia zostáva a ťahy programu môžeš zadávať ručne.",
	Late:          "Program neodpovedal včas",
	Illegal:       "Program zahral neplatný ťah",
	Stopped:       "Program prestal fungovať",
	NotWeaker:     "Tento program nevie hrať slabšie, preto hrá plnou silou.",
	NotStarted:    "%s; partia pokračuje bez neho a jeho ťahy sa zadávajú ručne.",
	Unusable:      "Šachový program sa nedá použiť; partia pokračuje bez neho.",
	NewGame:       "Začína nová partia.",
	Engine:        "Program",
	Elo:           "%s (Elo %d)",
	Level:         "%s (úroveň %d)",
	HelpIntro:     "Proti programu:",
	HintHelp:      "najlepší ťah pre teba podľa programu, s hodnotením",
	TakebackHelp:  "vrátiť tvoj posledný ťah a odpoveď programu",
	NewHelp:       "ukončiť túto partiu (zostane uložená) a začať novú",
	BothStrengths: "zadaj --elo alebo --level, nie oboje",
	Strengths:     "--level je od 1 do 20 a --elo kladné hodnotenie",
	Think:         "--think %v nie je medzi 0 a minútou",
	Color:         "--color %q: napíš white, black alebo random",
}
