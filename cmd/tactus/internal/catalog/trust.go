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
