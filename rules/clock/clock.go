package clock

import (
	"errors"
	"fmt"
	"time"
)

// Errors of the running clock; the returned errors wrap them.
var (
	// ErrStarted: Start was called twice.
	ErrStarted = errors.New("clock: already started")
	// ErrNotRunning: Press or Pause while the clock is not running.
	ErrNotRunning = errors.New("clock: not running")
	// ErrNotPaused: Resume while the clock is not paused.
	ErrNotPaused = errors.New("clock: not paused")
	// ErrStopped: the game is over on the clock (a flag fell or End was called).
	ErrStopped = errors.New("clock: stopped")
	// ErrFlag: Press came after the mover's flag had fallen.
	ErrFlag = errors.New("clock: flag has fallen")
	// ErrAdjust: an arbiter adjustment out of range.
	ErrAdjust = errors.New("clock: bad adjustment")
	// ErrNotAllowed: a rule's conditions are not met (Guidelines III.4).
	ErrNotAllowed = errors.New("clock: not allowed")
)

// State is what the clock is doing.
type State uint8

// The states of the clock.
const (
	NotStarted State = iota
	Running
	Paused
	Stopped
)

var stateNames = [...]string{"not started", "running", "paused", "stopped"}

// String returns the state in lower case, or "State(n)" for a value out of
// range.
func (s State) String() string {
	if int(s) < len(stateNames) {
		return stateNames[s]
	}
	return outOfRange("State", int(s))
}

// outOfRange names a value outside its enum type's range, as the rules
// package does: "State(9)".
func outOfRange(typ string, v int) string { return fmt.Sprintf("%s(%d)", typ, v) }

// FlagFall says whose flag fell and the exact instant (on the injected time
// source) its main time reached zero.
type FlagFall struct {
	Side Color
	At   time.Duration
}

// Option configures a Clock.
type Option func(*Clock)

// CompetitionRules makes blitz penalties two minutes (Appendix B.2 instead
// of B.3).
func CompetitionRules(on bool) Option { return func(c *Clock) { c.competition = on } }

// WithClass sets the class of the game as the event declares it (A.6, B.4),
// instead of the class of the control (A.1, B.1): it decides the penalty
// times and whether Guidelines III apply.
func WithClass(class Class) Option {
	return func(c *Clock) { c.class = class }
}

// PlayedPeriodIncrement makes each press credit the increment of the
// period the completed move was played in, as tactus did before the
// increment of every period was credited before its move: it keeps the
// times of games recorded then exactly as they were.
func PlayedPeriodIncrement(on bool) Option { return func(c *Clock) { c.playedPeriod = on } }

// Clock is a two-sided chess clock. It is not safe for concurrent use.
type Clock struct {
	now         func() time.Duration
	ctl         Control
	class       Class // of the control the game started with
	competition bool
	// playedPeriod: the press credits the increment of the period the move
	// was played in (PlayedPeriodIncrement).
	playedPeriod bool

	state   State
	ended   bool
	turn    Color            // side whose clock runs, or would run
	since   time.Duration    // instant up to which time is accounted
	rem     [2]time.Duration // main time at since
	delay   time.Duration    // delay left in this turn (Delay mode)
	used    time.Duration    // main time used in this turn (Bronstein)
	moves   [2]int           // completed moves
	ran     [2]time.Duration // total time each clock ran
	flag    *FlagFall
	history []Snapshot
	first   Color // the side whose clock started the game
	// atPress is the mover's main time at the instant of the last press,
	// before any bonus; before[i] is it for ply i of the history.
	atPress time.Duration
	before  []time.Duration
}

// New returns a clock for ctl reading time from now, a monotonic source
// (never the wall clock; a fake in tests). Each side starts with the time
// of the first period, plus its increment in Fischer mode (credited before
// move 1); the clock waits for Start.
func New(ctl Control, now func() time.Duration, opts ...Option) (*Clock, error) {
	if ctl.Kind != Timed {
		return nil, fmt.Errorf("%w (%s)", ErrUntimed, ctl)
	}
	if err := ctl.Validate(); err != nil {
		return nil, err
	}
	if now == nil {
		return nil, errors.New("clock: no time source")
	}
	c := &Clock{now: now, ctl: ctl.clone(), class: ctl.Classify()}
	for _, o := range opts {
		o(c)
	}
	// The increment is credited "from the start before each move" (glossary
	// of the Laws, 2014–2023; a DGT 3000 starts 90m+30s at 1:30:30): each
	// side has it before move 1, then after each completed move.
	first := ctl.Periods[0].Time
	if p := ctl.Periods[0]; p.Mode == Fischer {
		first += p.Extra
	}
	c.rem = [2]time.Duration{first, first}
	c.record()
	return c, nil
}

func (c Control) clone() Control {
	c.Periods = append([]Period(nil), c.Periods...)
	return c
}

// Control returns the clock's time control, including any change made by
// SwitchIncrement or Quickplay.
func (c *Clock) Control() Control { return c.ctl.clone() }

// Start starts White's clock (6.6).
func (c *Clock) Start() error { return c.StartSide(White) }

// StartSide starts side's clock: White's in a game from the start position,
// the side to move's in a game set up from a position with Black to move.
func (c *Clock) StartSide(side Color) error {
	if c.state != NotStarted {
		return ErrStarted
	}
	if side != White && side != Black {
		return fmt.Errorf("%w: no side %d", ErrAdjust, side)
	}
	c.state, c.first = Running, side
	c.beginTurn(side, c.now())
	return nil
}

// Press completes the move of the side whose clock runs (6.2.1): it adds
// the Bronstein refund of the move, the increment of the period of the
// side's next move (credited before each move, as before move 1), the time
// of the next period when the move ends a period, and starts the
// opponent's clock. Under Appendix D
// the application calls it only after the move was announced; Press itself
// applies no such policy.
func (c *Clock) Press() error {
	t := c.now()
	c.settle(t)
	if c.state == Stopped && c.flag != nil && c.flag.Side == c.turn {
		return fmt.Errorf("%w: %s at %v", ErrFlag, c.flag.Side, c.flag.At)
	}
	if err := c.needRunning(); err != nil {
		return err
	}
	side := c.turn
	c.atPress = c.rem[side]
	move := c.moves[side] + 1
	idx, first := c.ctl.periodOf(move)
	p := c.ctl.Periods[idx]
	if p.Mode == Bronstein {
		c.rem[side] += min(c.used, p.Extra) // the refund of the move just played
	}
	// The increment is credited before each move (as before move 1, see
	// New): the press credits the increment of the period of the next move.
	next, _ := c.ctl.periodOf(move + 1)
	inc := c.ctl.Periods[next]
	if c.playedPeriod {
		inc = p
	}
	if inc.Mode == Fischer {
		c.rem[side] += inc.Extra
	}
	if p.Moves > 0 && move == first+p.Moves-1 {
		c.rem[side] += c.ctl.Periods[next].Time
	}
	c.rem[side] = min(c.rem[side], maxRemaining)
	c.moves[side] = move
	c.beginTurn(side.Other(), t)
	c.record()
	return nil
}

// Pause stops the running clock for the arbiter (6.11). The delay left in
// the turn is kept.
func (c *Clock) Pause() error {
	c.settle(c.now())
	if err := c.needRunning(); err != nil {
		return err
	}
	c.state = Paused
	return nil
}

// Resume restarts the clock paused by Pause (6.11.3).
func (c *Clock) Resume() error {
	c.settle(c.now())
	if c.state == Stopped {
		return ErrStopped
	}
	if c.state != Paused {
		return ErrNotPaused
	}
	c.state = Running
	c.since = c.now()
	return nil
}

// End tells the clock that the game has ended (checkmate, 9.6 fivefold or
// seventy-five moves, agreement, ...): the clock stops and no flag can fall
// afterwards. A flag that fell before remains reported.
func (c *Clock) End() {
	c.settle(c.now())
	c.state, c.ended = Stopped, true
}

// Flag reports the flag that has fallen, if any, at the exact instant it
// fell.
func (c *Clock) Flag() (FlagFall, bool) {
	c.settle(c.now())
	if c.flag == nil {
		return FlagFall{}, false
	}
	return *c.flag, true
}

// NextFlag returns the instant the running side's flag will fall if nobody
// presses, so the application can set a single timer. ok is false when no
// clock runs.
func (c *Clock) NextFlag() (side Color, at time.Duration, ok bool) {
	c.settle(c.now())
	if c.state != Running {
		return 0, 0, false
	}
	return c.turn, c.since + c.delay + c.rem[c.turn], true
}

func (c *Clock) needRunning() error {
	switch c.state {
	case Running:
		return nil
	case Stopped:
		return ErrStopped
	}
	return fmt.Errorf("%w (%s)", ErrNotRunning, c.state)
}

// beginTurn starts side's turn at t: a fresh delay for Delay mode.
func (c *Clock) beginTurn(side Color, t time.Duration) {
	c.turn, c.since, c.used, c.delay = side, t, 0, 0
	idx, _ := c.ctl.periodOf(c.moves[side] + 1)
	if p := c.ctl.Periods[idx]; p.Mode == Delay {
		c.delay = p.Extra
	}
}

// settle accounts the running side's time up to t and detects a flag fall
// at its exact instant.
func (c *Clock) settle(t time.Duration) {
	if c.state != Running || t <= c.since {
		return
	}
	side, el := c.turn, t-c.since
	fromDelay := min(el, c.delay)
	c.delay -= fromDelay
	main := el - fromDelay
	if main >= c.rem[side] {
		main = c.rem[side]
		at := c.since + fromDelay + main
		c.flag = &FlagFall{Side: side, At: at}
		c.state = Stopped
		el = at - c.since
	}
	c.rem[side] -= main
	c.used += main
	c.ran[side] += el
	if c.ctl.Hourglass {
		c.rem[side.Other()] += main
	}
	c.since += el
}
