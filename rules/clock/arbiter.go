package clock

import (
	"fmt"
	"time"
)

// turnAt returns the side whose clock runs after ply plies: the side that
// started the game after an even number of presses.
func (c *Clock) turnAt(ply int) Color {
	if ply%2 == 0 {
		return c.first
	}
	return c.first.Other()
}

// TakeBack reinstates the clock for the position after ply plies, as
// Article 7.5.1 needs when an illegal move is found at ply+1 and the later
// plies are withdrawn: the move counters are those recorded at ply, each
// side keeps the time it has now less what the withdrawn presses gave it
// (increments, Bronstein refunds, period times: they come again when the
// moves are made again), never below one second, and the side to move at
// ply has the move, with a fresh delay. Taking back only the last press is
// UndoPress. A running clock keeps running.
func (c *Clock) TakeBack(ply int) error {
	c.settle(c.now())
	if c.state == Stopped {
		return ErrStopped
	}
	n := len(c.history) - 1
	if ply < 0 || ply >= n {
		return fmt.Errorf("%w: no press after ply %d to take back", ErrAdjust, ply)
	}
	if ply == n-1 {
		_, err := c.UndoPress()
		return err
	}
	rem := c.rem
	for i := ply + 1; i <= n; i++ {
		mover := c.turnAt(i - 1)
		rem[mover] -= c.history[i].Remaining[mover] - c.before[i]
	}
	for side := range rem {
		rem[side] = max(rem[side], time.Second)
	}
	s := c.history[ply]
	c.history, c.before = c.history[:ply+1], c.before[:ply+1]
	c.rem, c.moves = rem, s.Moves
	c.beginTurn(c.turnAt(ply), c.now())
	return nil
}

// Reopen restarts a clock that End stopped, with no flag fallen: the
// arbiter found that the ending was not one (a checkmate made by an illegal
// move, 7.5.1). The side whose turn it was has the move, running from now.
func (c *Clock) Reopen() error {
	c.settle(c.now())
	if !c.ended || c.flag != nil {
		return fmt.Errorf("%w: the clock was not stopped by the end of the game", ErrAdjust)
	}
	c.state, c.ended, c.since = Running, false, c.now()
	return nil
}

// SetControl installs the correct time control when the clock was set
// wrongly (6.10.2): the periods, increments and delays of ctl apply from
// the next press, counted from the move counters; the times are left as
// they are (the arbiter sets them with SetRemaining) and a delay left in
// the current turn is dropped. The class of the game does not change.
func (c *Clock) SetControl(ctl Control) error {
	c.settle(c.now())
	if c.state == Stopped {
		return ErrStopped
	}
	if ctl.Kind != Timed {
		return fmt.Errorf("%w (%s)", ErrUntimed, ctl)
	}
	if err := ctl.Validate(); err != nil {
		return err
	}
	c.ctl, c.delay = ctl.clone(), 0
	return nil
}

// QuickplayFinish reports whether side may ask for Guidelines III.4 or
// claim under III.5 now: a standard or rapid game (III.2.2), the final
// period where all remaining moves are played (III.1), no increment or
// delay in it (III.2.2), side having the move with less than two minutes.
// The error wraps ErrNotAllowed and says which condition fails.
func (c *Clock) QuickplayFinish(side Color) error {
	c.settle(c.now())
	if c.state == Stopped {
		return ErrStopped
	}
	idx, _ := c.ctl.periodOf(c.moves[side] + 1)
	last := len(c.ctl.Periods) - 1
	switch {
	case c.Class() == Blitz:
		return &QuickplayError{Why: QuickplayBlitz, Side: side}
	case idx != last || c.ctl.Periods[last].Moves != 0:
		return &QuickplayError{Why: QuickplayNotFinal, Side: side}
	case c.ctl.Periods[idx].Mode != NoBonus:
		return &QuickplayError{Why: QuickplayBonus, Side: side}
	case c.turn != side || c.state == NotStarted:
		return &QuickplayError{Why: QuickplayNotToMove, Side: side}
	case c.rem[side] >= 2*time.Minute:
		return &QuickplayError{Why: QuickplayTwoMinutes, Side: side}
	}
	return nil
}

// QuickplayWhy says which condition of Guidelines III a QuickplayError
// fails.
type QuickplayWhy uint8

// The conditions QuickplayFinish checks, in its order.
const (
	// QuickplayBlitz: Guidelines III do not apply to blitz (III.2.2).
	QuickplayBlitz QuickplayWhy = iota + 1
	// QuickplayNotFinal: not the final period, where all remaining moves
	// are played (III.1).
	QuickplayNotFinal
	// QuickplayBonus: the period has an increment or delay (III.2.2).
	QuickplayBonus
	// QuickplayNotToMove: Side does not have the move.
	QuickplayNotToMove
	// QuickplayTwoMinutes: Side has two minutes or more.
	QuickplayTwoMinutes
)

// QuickplayError is QuickplayFinish's refusal: which condition fails, for
// which side. It wraps ErrNotAllowed.
type QuickplayError struct {
	Why  QuickplayWhy
	Side Color
}

// Error says the condition that fails.
func (e *QuickplayError) Error() string {
	switch e.Why {
	case QuickplayBlitz:
		return fmt.Sprintf("%v: Guidelines III do not apply to blitz", ErrNotAllowed)
	case QuickplayNotFinal:
		return fmt.Sprintf("%v: Guidelines III apply only in the final period, where all remaining moves are played (III.1)", ErrNotAllowed)
	case QuickplayBonus:
		return fmt.Sprintf("%v: Guidelines III apply only without increment", ErrNotAllowed)
	case QuickplayNotToMove:
		return fmt.Sprintf("%v: %s does not have the move", ErrNotAllowed, e.Side)
	case QuickplayTwoMinutes:
		return fmt.Sprintf("%v: %s has two minutes or more", ErrNotAllowed, e.Side)
	}
	return ErrNotAllowed.Error()
}

// Unwrap returns ErrNotAllowed.
func (e *QuickplayError) Unwrap() error { return ErrNotAllowed }
