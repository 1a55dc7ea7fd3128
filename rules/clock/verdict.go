package clock

// MateChecker answers, for the current position, whether side can still
// checkmate by any series of legal moves (Article 6.9). The rules engine
// implements it.
type MateChecker interface {
	CanCheckmate(side Color) bool
}

// MateCheckerFunc adapts a function to MateChecker.
type MateCheckerFunc func(side Color) bool

// CanCheckmate calls f.
func (f MateCheckerFunc) CanCheckmate(side Color) bool { return f(side) }

// Outcome is what a flag fall means for the game.
type Outcome uint8

// The outcomes.
const (
	// NoOutcome: no flag has fallen (or the game ended before it fell).
	NoOutcome Outcome = iota
	WhiteWins
	BlackWins
	Draw
	// PlayOn: both flags fell, order unknown, before the last period (III.3.1.1).
	PlayOn
)

var outcomeNames = [...]string{"no outcome", "white wins", "black wins", "draw", "play on"}

// String returns the outcome in words, or "Outcome(n)" for a value out of
// range.
func (o Outcome) String() string {
	if int(o) < len(outcomeNames) {
		return outcomeNames[o]
	}
	return outOfRange("Outcome", int(o))
}

// winner returns the outcome where side wins.
func winner(side Color) Outcome {
	if side == White {
		return WhiteWins
	}
	return BlackWins
}

// FlagVerdict judges a flag fall (6.9): the player whose flag fell loses,
// unless the opponent cannot checkmate by any series of legal moves, when
// the game is drawn. Checkmate and Article 9.6 take precedence: the caller
// calls End when they end the game, and a flag cannot fall after that.
func (c *Clock) FlagVerdict(m MateChecker) Outcome {
	f, ok := c.Flag()
	if !ok {
		return NoOutcome
	}
	if m.CanCheckmate(f.Side.Other()) {
		return winner(f.Side.Other())
	}
	return Draw
}

// BothFlagsVerdict judges both flags found down with no way to tell which
// fell first (Guidelines III.3.1): the game continues, except in the last
// period, where all remaining moves must be completed: a draw. move is the
// move number being played by the side to move.
func (ctl Control) BothFlagsVerdict(move int) Outcome {
	if ctl.Kind != Timed || len(ctl.Periods) == 0 {
		return NoOutcome
	}
	if idx, _ := ctl.periodOf(max(move, 1)); ctl.Periods[idx].Moves == 0 {
		return Draw
	}
	return PlayOn
}

// BothFlagsVerdict applies Control.BothFlagsVerdict to the move the side to
// move is playing.
func (c *Clock) BothFlagsVerdict() Outcome {
	return c.ctl.BothFlagsVerdict(c.moves[c.turn] + 1)
}
