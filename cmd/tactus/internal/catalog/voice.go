package catalog

// Voice are what tactus says when moves are spoken to it (moves by voice):
// the read-back of a move heard, and why it heard none.
type Voice struct {
	Listening string
	// Heard reads a heard move back and asks for a yes: the move in the
	// move vocabulary's words.
	Heard       string
	NotRecorded string // the answer was no
	SayAgain    string // not sure between two moves
	// NotLegal: the phrase heard, which names no legal move.
	NotLegal string
	Nothing  string
	// NoEngine: no speech recogniser is installed.
	NoEngine string
	// NoMicrophone: the microphone cannot be opened; NotInBuild: this
	// build has no microphone support.
	NoMicrophone, NotInBuild string
	// Off: listen was asked for (a word or a key) in a game without
	// moves by voice.
	Off string
}

var englishVoice = Voice{
	Listening:    "Listening.",
	Heard:        "Heard %s: yes or no?",
	NotRecorded:  "Not recorded; say the move again.",
	SayAgain:     "Not understood clearly; say the move again.",
	NotLegal:     "Heard %s, which is not a legal move; say it again.",
	Nothing:      "Heard nothing; say the move again.",
	NoEngine:     "Moves by voice need the packages pocketsphinx and pocketsphinx-en-us; type the move instead.",
	NoMicrophone: "No microphone can be opened; type the move instead.",
	NotInBuild:   "This tactus was built without a microphone; type the move instead.",
	Off:          "Moves by voice are off; start the game with --listen push to use them.",
}

var germanVoice = Voice{
	Listening:    "Ich höre.",
	Heard:        "Gehört: %s. Ja oder nein?",
	NotRecorded:  "Nicht notiert; sagen Sie den Zug noch einmal.",
	SayAgain:     "Nicht deutlich verstanden; sagen Sie den Zug noch einmal.",
	NotLegal:     "Gehört: %s, das ist kein legaler Zug; sagen Sie ihn noch einmal.",
	Nothing:      "Nichts gehört; sagen Sie den Zug noch einmal.",
	NoEngine:     "Züge per Sprache brauchen die Pakete pocketsphinx und pocketsphinx-en-us; tippen Sie den Zug.",
	NoMicrophone: "Kein Mikrofon lässt sich öffnen; tippen Sie den Zug.",
	NotInBuild:   "Dieses tactus ist ohne Mikrofon gebaut; tippen Sie den Zug.",
	Off:          "Züge per Sprache sind aus; starten Sie die Partie mit --listen push, um sie zu nutzen.",
}

var spanishVoice = Voice{
	Listening:    "Escuchando.",
	Heard:        "Oído: %s. ¿Sí o no?",
	NotRecorded:  "No anotada; diga la jugada otra vez.",
	SayAgain:     "No se entendió con claridad; diga la jugada otra vez.",
	NotLegal:     "Oído: %s, que no es una jugada legal; dígala otra vez.",
	Nothing:      "No se oyó nada; diga la jugada otra vez.",
	NoEngine:     "Las jugadas por voz necesitan los paquetes pocketsphinx y pocketsphinx-en-us; escriba la jugada.",
	NoMicrophone: "No se puede abrir ningún micrófono; escriba la jugada.",
	NotInBuild:   "Este tactus se compiló sin micrófono; escriba la jugada.",
	Off:          "Las jugadas por voz están desactivadas; empiece la partida con --listen push para usarlas.",
}

var portugueseVoice = Voice{
	Listening:    "Ouvindo.",
	Heard:        "Ouvi: %s. Sim ou não?",
	NotRecorded:  "Não anotado; diga o lance outra vez.",
	SayAgain:     "Não entendi com clareza; diga o lance outra vez.",
	NotLegal:     "Ouvi: %s, que não é um lance legal; diga-o outra vez.",
	Nothing:      "Não ouvi nada; diga o lance outra vez.",
	NoEngine:     "Lances por voz precisam dos pacotes pocketsphinx e pocketsphinx-en-us; digite o lance.",
	NoMicrophone: "Nenhum microfone pode ser aberto; digite o lance.",
	NotInBuild:   "Este tactus foi compilado sem microfone; digite o lance.",
	Off:          "Os lances por voz estão desligados; comece a partida com --listen push para usá-los.",
}

var slovakVoice = Voice{
	Listening:    "Počúvam.",
	Heard:        "Počul som: %s. Áno alebo nie?",
	NotRecorded:  "Nezapísané; povedzte ťah znova.",
	SayAgain:     "Nerozumel som jasne; povedzte ťah znova.",
	NotLegal:     "Počul som: %s, to nie je legálny ťah; povedzte ho znova.",
	Nothing:      "Nič som nepočul; povedzte ťah znova.",
	NoEngine:     "Ťahy hlasom potrebujú balíky pocketsphinx a pocketsphinx-en-us; napíšte ťah.",
	NoMicrophone: "Žiadny mikrofón sa nedá otvoriť; napíšte ťah.",
	NotInBuild:   "Tento tactus je zostavený bez mikrofónu; napíšte ťah.",
	Off:          "Ťahy hlasom sú vypnuté; na ich použitie začnite partiu s --listen push.",
}
