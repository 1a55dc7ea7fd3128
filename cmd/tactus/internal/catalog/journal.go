package catalog

// Journal are what tactus says about a game's journal before the game
// opens: that another tactus has it open, that it cannot be read whole
// (and whether to go on from its last good line), that the game is over.
type Journal struct {
	InUse string // the game ("Ana - Bo")
	// Damaged: the game, then what is wrong (LastLineBad, Checksum or
	// LineBad with the line's number).
	Damaged     string
	LastLineBad string // the line number
	Checksum    string // the line number
	LineBad     string // the line number
	// Newer: the game, the journal's format version, the newest this
	// tactus reads.
	Newer      string
	NotJournal string // the file's name
	// Unplayable: the game, the journal's line whose action the rules
	// refuse (the journal reads, but its game cannot be replayed).
	Unplayable string
	// GoOn follows Damaged: the last good line, the file the rest goes to.
	GoOn      string
	KeptAside string // the first line kept aside, the file it is in
	LeftAsIs  string // going on was declined
	// ResumeOrNew follows an answer to "Resume the game …?" that is
	// neither yes nor no.
	ResumeOrNew string
	Over        string // the game, the result and reason in words
}

// englishJournal is the English journal catalogue.
var englishJournal = Journal{
	InUse:       "The game %s is open in another tactus; go on with it there, or close it there first.",
	Damaged:     "The game %s cannot be read whole: %s.",
	LastLineBad: "its last line, %d, is complete but cannot be read",
	Checksum:    "line %d does not match its checksum",
	LineBad:     "line %d cannot be read",
	Newer:       "The game %s was written by a newer tactus (journal format %d; this tactus reads up to %d): update tactus to go on with it.",
	NotJournal:  "%s is not a tactus journal.",
	Unplayable:  "The game %s cannot be replayed: the rules refuse line %d of its journal; an arbiter can read it there.",
	GoOn:        "Go on from line %d, the last good one, keeping the rest in %s? (yes/no)",
	KeptAside:   "Line %d and what follows are kept in %s.",
	LeftAsIs:    "The journal is left as it is.",
	ResumeOrNew: "Answer yes to resume this game or no to start a new one.",
	Over:        "The game %s is over: %s.",
}

// germanJournal is the German journal catalogue.
var germanJournal = Journal{
	InUse:       "Die Partie %s ist in einem anderen tactus offen; spielen Sie dort weiter oder schließen Sie sie dort zuerst.",
	Damaged:     "Die Partie %s ist nicht ganz lesbar: %s.",
	LastLineBad: "ihre letzte Zeile, %d, ist vollständig, aber unlesbar",
	Checksum:    "Zeile %d passt nicht zu ihrer Prüfsumme",
	LineBad:     "Zeile %d ist unlesbar",
	Newer:       "Die Partie %s stammt von einem neueren tactus (Protokollformat %d; dieses tactus liest bis %d): aktualisieren Sie tactus, um sie fortzusetzen.",
	NotJournal:  "%s ist kein tactus-Protokoll.",
	Unplayable:  "Die Partie %s lässt sich nicht nachspielen: die Regeln lehnen Zeile %d ihres Protokolls ab; ein Schiedsrichter kann es dort lesen.",
	GoOn:        "Ab Zeile %d, der letzten guten, weitermachen und den Rest in %s aufheben? (ja/nein)",
	KeptAside:   "Zeile %d und was folgt sind in %s aufgehoben.",
	LeftAsIs:    "Das Protokoll bleibt, wie es ist.",
	ResumeOrNew: "Antworten Sie ja, um diese Partie fortzusetzen, oder nein, um eine neue zu beginnen.",
	Over:        "Die Partie %s ist beendet: %s.",
}

// spanishJournal is the Spanish journal catalogue.
var spanishJournal = Journal{
	InUse:       "La partida %s está abierta en otro tactus; siga allí o ciérrela allí primero.",
	Damaged:     "La partida %s no se puede leer entera: %s.",
	LastLineBad: "su última línea, la %d, está completa pero no se puede leer",
	Checksum:    "la línea %d no coincide con su suma de control",
	LineBad:     "la línea %d no se puede leer",
	Newer:       "La partida %s la escribió un tactus más nuevo (formato de diario %d; este tactus lee hasta el %d): actualice tactus para seguirla.",
	NotJournal:  "%s no es un diario de tactus.",
	Unplayable:  "La partida %s no se puede reproducir: las reglas rechazan la línea %d de su diario; un árbitro puede leerlo allí.",
	GoOn:        "¿Seguir desde la línea %d, la última buena, guardando el resto en %s? (sí/no)",
	KeptAside:   "La línea %d y lo que sigue se guardan en %s.",
	LeftAsIs:    "El diario se deja como está.",
	ResumeOrNew: "Responda sí para reanudar esta partida o no para empezar una nueva.",
	Over:        "La partida %s ha terminado: %s.",
}

// portugueseJournal is the Portuguese journal catalogue.
var portugueseJournal = Journal{
	InUse:       "A partida %s está aberta em outro tactus; continue lá ou feche-a lá primeiro.",
	Damaged:     "A partida %s não pode ser lida inteira: %s.",
	LastLineBad: "a sua última linha, a %d, está completa mas não pode ser lida",
	Checksum:    "a linha %d não confere com a sua soma de verificação",
	LineBad:     "a linha %d não pode ser lida",
	Newer:       "A partida %s foi escrita por um tactus mais novo (formato de diário %d; este tactus lê até o %d): atualize o tactus para continuá-la.",
	NotJournal:  "%s não é um diário do tactus.",
	Unplayable:  "A partida %s não pode ser reproduzida: as regras recusam a linha %d do seu diário; um árbitro pode lê-lo lá.",
	GoOn:        "Continuar a partir da linha %d, a última boa, guardando o resto em %s? (sim/não)",
	KeptAside:   "A linha %d e o que se segue ficam guardados em %s.",
	LeftAsIs:    "O diário fica como está.",
	ResumeOrNew: "Responda sim para retomar esta partida ou não para começar uma nova.",
	Over:        "A partida %s terminou: %s.",
}

// slovakJournal is the Slovak journal catalogue.
var slovakJournal = Journal{
	InUse:       "Partia %s je otvorená v inom tactus; pokračujte v nej tam alebo ju tam najprv zatvorte.",
	Damaged:     "Partiu %s nemožno prečítať celú: %s.",
	LastLineBad: "jej posledný riadok, %d, je celý, ale nečitateľný",
	Checksum:    "riadok %d nesedí so svojím kontrolným súčtom",
	LineBad:     "riadok %d je nečitateľný",
	Newer:       "Partiu %s zapísal novší tactus (formát denníka %d; tento tactus číta po %d): aktualizujte tactus, aby ste v nej mohli pokračovať.",
	NotJournal:  "%s nie je denník tactus.",
	Unplayable:  "Partiu %s nemožno prehrať: pravidlá odmietajú riadok %d jej denníka; rozhodca si ho tam môže prečítať.",
	GoOn:        "Pokračovať od riadku %d, posledného dobrého, a zvyšok uložiť do %s? (áno/nie)",
	KeptAside:   "Riadok %d a to, čo nasleduje, je uložené v %s.",
	LeftAsIs:    "Denník ostáva, ako je.",
	ResumeOrNew: "Odpovedzte áno, ak chcete pokračovať v tejto partii, alebo nie, ak chcete začať novú.",
	Over:        "Partia %s sa skončila: %s.",
}
