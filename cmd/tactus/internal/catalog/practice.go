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
	// BothStrengths, Strengths, Think (the time given) and Color (the
	// value given, quoted) are tactus practice's usage errors, in lower case;
	// the flags' values stay English.
	BothStrengths, Strengths, Think, Color string
}
