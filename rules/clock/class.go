package clock

import "time"

// Class is the kind of game a time control makes: blitz, rapid or standard
// (Appendices A.1 and B.1).
type Class uint8

// The classes.
const (
	Standard Class = iota
	Rapid
	Blitz
)

// String returns "standard", "rapid" or "blitz", or "Class(n)" for a value
// out of range.
func (c Class) String() string {
	switch c {
	case Standard:
		return "standard"
	case Blitz:
		return "blitz"
	case Rapid:
		return "rapid"
	}
	return outOfRange("Class", int(c))
}

// classMoves is the number of moves A.1 and B.1 assume ("60 times any
// increment").
const classMoves = 60

// Budget60 returns the time one player has for 60 moves: the time of every
// period begun within those moves plus the time per move of each of them.
// A delay counts like an increment. An hourglass counts its base time.
func (c Control) Budget60() time.Duration {
	if c.Kind != Timed || len(c.Periods) == 0 {
		return 0
	}
	var total time.Duration
	for move := 1; move <= classMoves; move++ {
		idx, first := c.periodOf(move)
		if move == first {
			total += c.Periods[idx].Time
		}
		total += c.Periods[idx].Extra
	}
	return total
}

// Classify returns the class of the control: blitz when the 60-move budget
// is 10 minutes or less (B.1), rapid when it is more than 10 and less than
// 60 minutes (A.1), standard otherwise. Unlimited and unknown controls are
// standard.
func (c Control) Classify() Class {
	if c.Kind != Timed {
		return Standard
	}
	switch b := c.Budget60(); {
	case b <= 10*time.Minute:
		return Blitz
	case b < 60*time.Minute:
		return Rapid
	}
	return Standard
}

// Penalty returns the time Articles 7 and 9 give the opponent (first
// illegal move 7.5.5, incorrect draw claim 9.5.3): two minutes in standard
// games, one minute in rapid (A.3) and in blitz played under B.3. Blitz
// under the Competition Rules (B.2, competitionRules true) keeps two
// minutes.
func Penalty(class Class, competitionRules bool) time.Duration {
	switch {
	case class == Rapid, class == Blitz && !competitionRules:
		return time.Minute
	}
	return 2 * time.Minute
}

// QuickplayPenalty is the time Guidelines III.4 gives the opponent when a
// request for a five-second increment, which counts as a draw offer, is
// refused and granted by the arbiter.
const QuickplayPenalty = 2 * time.Minute

// QuickplayIncrement is the increment Guidelines III.4 introduces.
const QuickplayIncrement = 5 * time.Second
