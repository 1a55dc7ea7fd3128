package clock

import (
	"fmt"
	"time"
)

// Snapshot is the clock as a ply left it: the main times and move counters
// right after Start (ply 0) or after the press completing ply Ply. Ply
// counts the presses, so a move counter the arbiter set (SetMoves) does not
// change it.
type Snapshot struct {
	Ply       int
	Remaining [2]time.Duration
	Moves     [2]int
}

// Status is everything the clock shows at one instant.
type Status struct {
	State     State
	Turn      Color            // side whose clock runs (or would, when paused)
	Remaining [2]time.Duration // main time of each side
	DelayLeft time.Duration    // delay left in this turn (Delay mode)
	Moves     [2]int           // completed moves of each side
	Period    [2]int           // 1-based period each side now plays in
	Ran       [2]time.Duration // total time each side's clock has run
	Flag      *FlagFall        // the flag that fell, if any
	Ended     bool             // End was called
}

// Status returns the clock as it is now.
func (c *Clock) Status() Status {
	c.settle(c.now())
	s := Status{
		State: c.state, Turn: c.turn, Remaining: c.rem, DelayLeft: c.delay,
		Moves: c.moves, Ran: c.ran, Ended: c.ended,
	}
	for side := range 2 {
		s.Period[side] = c.ctl.periodNumber(c.moves[side] + 1)
	}
	if c.flag != nil {
		f := *c.flag
		s.Flag = &f
	}
	return s
}

// Remaining returns side's main time now.
func (c *Clock) Remaining(side Color) time.Duration {
	c.settle(c.now())
	return c.rem[side]
}

// record appends the snapshot of the current ply to the history.
func (c *Clock) record() {
	c.before = append(c.before, c.atPress)
	c.history = append(c.history, Snapshot{
		Ply: len(c.history), Remaining: c.rem, Moves: c.moves,
	})
}

// History returns the snapshot of every ply so far, oldest first.
func (c *Clock) History() []Snapshot { return append([]Snapshot(nil), c.history...) }

// RestoreTo sets the times and move counters back to those recorded at ply
// (7.1, D.2.9: the arbiter readjusts the clock after the position was taken
// back), forgets the later plies and gives the turn to the side to move at
// that ply, with a fresh delay. A running clock keeps running.
func (c *Clock) RestoreTo(ply int) error {
	c.settle(c.now())
	if c.state == Stopped {
		return ErrStopped
	}
	i := len(c.history) - 1
	for i >= 0 && c.history[i].Ply != ply {
		i--
	}
	if i < 0 {
		return fmt.Errorf("%w: no ply %d in the history", ErrAdjust, ply)
	}
	s := c.history[i]
	c.history = c.history[:i+1]
	c.before = c.before[:i+1]
	c.rem, c.moves = s.Remaining, s.Moves
	c.beginTurn(c.turnAt(i), c.now())
	return nil
}

// AddTime adds d (negative to remove) to side's main time: an arbiter's
// adjustment (6.10.2, 7.1) or any time award. The result must stay above
// zero.
func (c *Clock) AddTime(side Color, d time.Duration) error {
	c.settle(c.now())
	if c.state == Stopped {
		return ErrStopped
	}
	return c.setRemaining(side, c.rem[side]+d)
}

// SetRemaining sets side's main time (6.10.2, 7.1). It must be above zero.
func (c *Clock) SetRemaining(side Color, d time.Duration) error {
	c.settle(c.now())
	if c.state == Stopped {
		return ErrStopped
	}
	return c.setRemaining(side, d)
}

func (c *Clock) setRemaining(side Color, d time.Duration) error {
	if d <= 0 || d > maxRemaining {
		return fmt.Errorf("%w: %s time %v", ErrAdjust, side, d)
	}
	c.rem[side] = d
	return nil
}

// SetMoves sets side's move counter (6.10.2, 7.1). It adds no period time:
// the arbiter sets the times as well.
func (c *Clock) SetMoves(side Color, n int) error {
	c.settle(c.now())
	if c.state == Stopped {
		return ErrStopped
	}
	if n < 0 || n > maxMoves*maxPeriods {
		return fmt.Errorf("%w: %s move counter %d", ErrAdjust, side, n)
	}
	c.moves[side] = n
	return nil
}

// UndoPress takes back the last completed move as Article 7.5.1 needs when
// it was illegal: the mover's move counter, the bonus and any period time its
// press added are taken back, the mover's main time is what it had at the
// press, the opponent keeps the time its clock has run since, and the
// mover's clock runs again. It returns the side that had pressed.
func (c *Clock) UndoPress() (Color, error) {
	c.settle(c.now())
	if c.state == Stopped {
		return 0, ErrStopped
	}
	n := len(c.history) - 1
	if n < 1 || c.history[n].Ply == 0 {
		return 0, fmt.Errorf("%w: no completed move to take back", ErrAdjust)
	}
	prev := c.history[n-1]
	mover := c.turnAt(n - 1)
	opp, at := c.rem[mover.Other()], c.before[n]
	if err := c.RestoreTo(prev.Ply); err != nil {
		return 0, err
	}
	c.rem[mover], c.rem[mover.Other()] = at, opp
	return mover, nil
}
