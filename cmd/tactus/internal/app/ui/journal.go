package ui

// Journal are what tactus says about a game's journal before the game
// opens: that another tactus has it open.
type Journal struct {
	InUse string // the game ("Ana - Bo")
}

// englishJournal is the English journal catalogue.
var englishJournal = Journal{
	InUse: "The game %s is open in another tactus; go on with it there, or close it there first.",
}

// germanJournal is the German journal catalogue.
var germanJournal = Journal{
	InUse: "Die Partie %s ist in einem anderen tactus offen; spielen Sie dort weiter oder schließen Sie sie dort zuerst.",
}

// spanishJournal is the Spanish journal catalogue.
var spanishJournal = Journal{
	InUse: "La partida %s está abierta en otro tactus; siga allí o ciérrela allí primero.",
}

// portugueseJournal is the Portuguese journal catalogue.
var portugueseJournal = Journal{
	InUse: "A partida %s está aberta em outro tactus; continue lá ou feche-a lá primeiro.",
}

// slovakJournal is the Slovak journal catalogue.
var slovakJournal = Journal{
	InUse: "Partia %s je otvorená v inom tactus; pokračujte v nej tam alebo ju tam najprv zatvorte.",
}
