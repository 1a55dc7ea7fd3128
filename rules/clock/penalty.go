package clock

import (
	"fmt"
	"time"
)

// Class returns the classification of the game (A.1, B.1), from the
// control it started with: an increment added later by III.4 does not make
// a rapid game standard.
func (c *Clock) Class() Class { return c.class }

// PenaltyTime returns the time Articles 7 and 9 award for this game: two
// minutes in standard games, one in rapid and blitz (A.3, B.3), two in
// blitz under CompetitionRules (B.2).
func (c *Clock) PenaltyTime() time.Duration { return Penalty(c.Class(), c.competition) }

// IllegalMove applies Article 7.5.5 for offender's first completed illegal
// move: the opponent gets PenaltyTime. It returns the time added. (The
// second illegal move loses the game; that is the game's business.)
func (c *Clock) IllegalMove(offender Color) (time.Duration, error) {
	d := c.PenaltyTime()
	return d, c.AddTime(offender.Other(), d)
}

// IncorrectDrawClaim applies Article 9.5.3: the claimant's opponent gets
// PenaltyTime. It returns the time added.
func (c *Clock) IncorrectDrawClaim(claimant Color) (time.Duration, error) {
	d := c.PenaltyTime()
	return d, c.AddTime(claimant.Other(), d)
}

// SwitchIncrement makes every period, current and later, a Fischer period
// with increment d for both sides. A delay left in the current turn is
// dropped.
func (c *Clock) SwitchIncrement(d time.Duration) error {
	c.settle(c.now())
	if c.state == Stopped {
		return ErrStopped
	}
	if d <= 0 || d > maxExtra || d%time.Second != 0 {
		return fmt.Errorf("%w: increment %v", ErrAdjust, d)
	}
	for i := range c.ctl.Periods {
		c.ctl.Periods[i].Mode, c.ctl.Periods[i].Extra = Fischer, d
	}
	c.delay = 0
	return nil
}

// Quickplay applies Guidelines III.4 once the draw offer it makes was
// refused and the arbiter agreed: both sides get a five-second increment and
// the requester's opponent two minutes. The requester must have the move
// with less than two minutes left, in a standard or rapid game, in the final
// period (all remaining moves, III.2.1), which has no increment or delay
// (III.2.2).
func (c *Clock) Quickplay(requester Color) error {
	if err := c.QuickplayFinish(requester); err != nil {
		return err
	}
	if err := c.SwitchIncrement(QuickplayIncrement); err != nil {
		return err
	}
	return c.AddTime(requester.Other(), QuickplayPenalty)
}
