package clock

import (
	"errors"
	"fmt"
	"time"

	"github.com/tactuschess/tactus/rules"
)

// Color is a side of the clock: the rules engine's colour, so a
// *rules.Position serves as the MateChecker of FlagVerdict.
type Color = rules.Color

// The two sides.
const (
	White = rules.White
	Black = rules.Black
)

// Mode is how a period gives time per move.
type Mode uint8

// The modes of a period.
const (
	// NoBonus gives no time per move.
	NoBonus Mode = iota
	// Fischer adds the increment to the mover's time when a move is completed.
	Fischer
	// Delay is the "time delay mode" of Article 6.3.2: each move first
	// consumes a fixed extra time; the main time runs only after it.
	Delay
	// Bronstein runs the main time at once and, when the move is completed,
	// gives back the time used, up to the delay.
	Bronstein
)

// Period is one stage of a time control: Moves moves (or, when Moves is 0,
// the rest of the game) in Time, with Extra time per move given as Mode says.
type Period struct {
	Moves int
	Time  time.Duration
	Mode  Mode
	Extra time.Duration
}

// Kind tells timed controls from the two PGN placeholders.
type Kind uint8

// The kinds of control.
const (
	// Timed is a control with at least one period.
	Timed Kind = iota
	// Unlimited is PGN "-": no time control.
	Unlimited
	// Unknown is PGN "?": the time control is not known.
	Unknown
)

// Control is a time control: one or more periods. Time saved in a period
// carries into the next (6.3.2). A last period with a move count repeats
// ("40 moves in 2 hours" after "40 moves in 2 hours"). Hourglass controls
// have exactly one period and no bonus: the time one side uses is added to
// the other side.
type Control struct {
	Kind      Kind
	Periods   []Period
	Hourglass bool
}

// Sentinel errors of the package; the returned errors wrap them.
var (
	// ErrSyntax marks a time control that cannot be parsed.
	ErrSyntax = errors.New("clock: bad time control")
	// ErrNotPGN is returned by Control.PGN for delays, which the PGN
	// TimeControl tag cannot express.
	ErrNotPGN = errors.New("clock: not expressible as a PGN TimeControl")
	// ErrUntimed is returned by New for the "-" and "?" controls.
	ErrUntimed = errors.New("clock: time control has no time limit")
)

// Limits that keep durations far from overflow.
const (
	maxPeriodTime = 1000 * time.Hour
	maxExtra      = time.Hour
	maxMoves      = 10000
	maxPeriods    = 100
	// maxRemaining caps what a clock can show: a repeating period of
	// maxPeriodTime adds up to it long before int64 nanoseconds overflow.
	maxRemaining = 10 * maxPeriodTime
)

// Validate reports whether c is a well-formed control.
func (c Control) Validate() error {
	if c.Kind != Timed {
		if len(c.Periods) != 0 || c.Hourglass {
			return fmt.Errorf("%w: %w", ErrSyntax, controlError(ControlUntimedPeriods, FieldNone, "", "", "a control without time limit has no periods"))
		}
		return nil
	}
	if len(c.Periods) == 0 {
		return fmt.Errorf("%w: %w", ErrSyntax, controlError(ControlNoPeriod, FieldNone, "", "", "no period"))
	}
	if len(c.Periods) > maxPeriods {
		return fmt.Errorf("%w: %w", ErrSyntax, controlError(ControlTooManyPeriods, FieldNone, fmt.Sprint(len(c.Periods)), fmt.Sprint(maxPeriods), "more than %d periods", maxPeriods))
	}
	if c.Hourglass && (len(c.Periods) != 1 || c.Periods[0].Mode != NoBonus || c.Periods[0].Moves != 0) {
		return fmt.Errorf("%w: %w", ErrSyntax, controlError(ControlHourglassForm, FieldNone, "", "", "an hourglass has one period without moves or bonus"))
	}
	for i, p := range c.Periods {
		if err := p.validate(i == len(c.Periods)-1); err != nil {
			return fmt.Errorf("%w: period %d: %w", ErrSyntax, i+1, inPeriod(err, i+1))
		}
	}
	return nil
}

func (p Period) validate(last bool) error {
	switch {
	case p.Moves < 0 || p.Moves > maxMoves:
		return controlError(ControlOutOfRange, FieldMoves, fmt.Sprint(p.Moves), fmt.Sprintf("1..%d", maxMoves), "move count %d not in 1..%d", p.Moves, maxMoves)
	case p.Moves == 0 && !last:
		return controlError(ControlRestNotLast, FieldNone, "", "", "the rest of the game must be the last period")
	case p.Time <= 0 || p.Time > maxPeriodTime:
		return controlError(ControlOutOfRange, FieldTime, p.Time.String(), "1s.."+maxPeriodTime.String(), "time %v not in 1s..%v", p.Time, maxPeriodTime)
	case p.Time%time.Second != 0 || p.Extra%time.Second != 0:
		return controlError(ControlNotWholeSeconds, FieldNone, "", "", "times must be whole seconds")
	case p.Mode > Bronstein:
		return controlError(ControlUnknownMode, FieldNone, fmt.Sprint(uint8(p.Mode)), "", "unknown mode %d", p.Mode)
	case p.Mode == NoBonus && p.Extra != 0:
		return controlError(ControlExtraWithoutMode, FieldExtra, "", "", "extra time without a mode")
	case p.Mode != NoBonus && (p.Extra <= 0 || p.Extra > maxExtra):
		return controlError(ControlOutOfRange, FieldExtra, p.Extra.String(), "1s.."+maxExtra.String(), "time per move %v not in 1s..%v", p.Extra, maxExtra)
	}
	return nil
}

// Equal reports whether c and d are the same control.
func (c Control) Equal(d Control) bool {
	if c.Kind != d.Kind || c.Hourglass != d.Hourglass || len(c.Periods) != len(d.Periods) {
		return false
	}
	for i := range c.Periods {
		if c.Periods[i] != d.Periods[i] {
			return false
		}
	}
	return true
}

// periodOf returns the index in c.Periods of the period in which a side
// plays its move number move (1-based), and the first move of that period.
// A last period with a move count repeats.
func (c Control) periodOf(move int) (idx, first int) {
	first = 1
	for ; idx < len(c.Periods)-1; idx++ {
		if move < first+c.Periods[idx].Moves {
			return idx, first
		}
		first += c.Periods[idx].Moves
	}
	if n := c.Periods[idx].Moves; n > 0 && move >= first {
		first += (move - first) / n * n
	}
	return idx, first
}

// periodNumber returns the 1-based number of the period (counting
// repetitions of the last one) in which move is played.
func (c Control) periodNumber(move int) int {
	idx, first := c.periodOf(move)
	if idx < len(c.Periods)-1 || c.Periods[idx].Moves <= 0 {
		return idx + 1
	}
	start := 1
	for _, p := range c.Periods[:idx] {
		start += p.Moves
	}
	return idx + 1 + (first-start)/c.Periods[idx].Moves
}
