package clock

import (
	"fmt"
	"strings"
	"time"
)

// Reason says why an announcement is due; several may combine.
type Reason uint8

// The reasons for an announcement.
const (
	// OnRequest: the player asked (D.2.10.4).
	OnRequest Reason = 1 << iota
	// Threshold: the remaining time reached a chosen mark.
	Threshold
	// NewPeriod: the side entered a new period of the time control.
	NewPeriod
	// FlagFell: the side's flag fell (announced whichever sides are chosen).
	FlagFell
)

// Announcement is one "announce now" event for a side: its time and moves at
// the instant At.
type Announcement struct {
	Side      Color
	Reason    Reason
	At        time.Duration
	Remaining time.Duration
	Moves     int
	Period    int
}

// Step makes a mark at every multiple of Every while the remaining time is
// at most Below (Below 0: always).
type Step struct {
	Below time.Duration
	Every time.Duration
}

// Schedule is what the talking clock announces by itself.
type Schedule struct {
	Sides        [2]bool // which sides' times are announced
	Steps        []Step  // threshold marks; none for announcements on request only
	PeriodChange bool    // announce each new period
}

// DefaultSchedule announces side's time every 10 minutes, each minute
// under 5 minutes, every 10 seconds under the last minute, and at each new
// period.
func DefaultSchedule(sides ...Color) Schedule {
	s := Schedule{PeriodChange: true, Steps: []Step{
		{Every: 10 * time.Minute},
		{Below: 5 * time.Minute, Every: time.Minute},
		{Below: time.Minute, Every: 10 * time.Second},
	}}
	for _, c := range sides {
		s.Sides[c] = true
	}
	return s
}

// prevMark returns the largest mark strictly below x, or 0 when none.
func (s Schedule) prevMark(x time.Duration) time.Duration {
	var best time.Duration
	for _, st := range s.Steps {
		limit := x - 1
		if st.Below > 0 {
			limit = min(limit, st.Below)
		}
		if limit <= 0 {
			continue
		}
		best = max(best, limit-limit%st.Every)
	}
	return best
}

// Talker is the talking schedule of the clock (D.2.6.1). It never reads
// time itself: the application asks Next when the next announcement is due,
// sets one timer, and calls Due when it fires (or after any event). While
// a move is being announced it holds everything back.
type Talker struct {
	clk      *Clock
	sched    Schedule
	last     [2]time.Duration
	period   [2]int
	pending  [2]bool
	flagSaid bool
	holding  bool
}

// NewTalker returns the talking schedule s for clk.
func NewTalker(clk *Clock, s Schedule) (*Talker, error) {
	for _, st := range s.Steps {
		if st.Every <= 0 || st.Below < 0 {
			return nil, fmt.Errorf("%w: schedule step every %v below %v", ErrAdjust, st.Every, st.Below)
		}
	}
	s.Steps = append([]Step(nil), s.Steps...)
	t := &Talker{clk: clk, sched: s}
	st := clk.Status()
	t.last, t.period = st.Remaining, st.Period
	return t, nil
}

// Request asks for an announcement of side's time now (or as soon as the
// move announcement in progress ends).
func (t *Talker) Request(side Color) { t.pending[side] = true }

// BeginMove says a move announcement has begun: nothing is due until EndMove.
func (t *Talker) BeginMove() { t.holding = true }

// EndMove says the move announcement has ended and returns what fell due
// meanwhile.
func (t *Talker) EndMove() []Announcement {
	t.holding = false
	return t.Due()
}

// Due returns the announcements due now, at most one per side, and marks
// them done. It returns nothing while a move is being announced.
func (t *Talker) Due() []Announcement {
	if t.holding {
		return nil
	}
	st, now := t.clk.Status(), t.clk.now()
	var out []Announcement
	for side := White; side <= Black; side++ {
		r := t.reasons(st, side)
		t.last[side], t.period[side], t.pending[side] = st.Remaining[side], st.Period[side], false
		if r != 0 {
			out = append(out, Announcement{Side: side, Reason: r, At: now,
				Remaining: st.Remaining[side], Moves: st.Moves[side], Period: st.Period[side]})
		}
	}
	if st.Flag != nil {
		t.flagSaid = true
	}
	return out
}

// raise lifts the remembered times to the current ones where time was
// added since (an increment, an arbiter's addition, RestoreTo), so the
// marks between the old and the new time are announced again as the clock
// runs down through them. Raising never hides a due mark: a mark is due
// only when it lies between the current time and the remembered one.
func (t *Talker) raise(st Status) {
	for side := White; side <= Black; side++ {
		t.last[side] = max(t.last[side], st.Remaining[side])
	}
}

// reasons returns why side is due an announcement given the clock status.
func (t *Talker) reasons(st Status, side Color) Reason {
	var r Reason
	if t.pending[side] {
		r |= OnRequest
	}
	if st.Flag != nil && !t.flagSaid && st.Flag.Side == side {
		r |= FlagFell
	}
	if !t.sched.Sides[side] {
		return r
	}
	if t.sched.PeriodChange && st.Period[side] > t.period[side] {
		r |= NewPeriod
	}
	rem := st.Remaining[side]
	if m := t.sched.prevMark(t.last[side]); m > 0 && rem <= m && st.Flag == nil {
		r |= Threshold
	}
	return r
}

// Next returns the instant the next announcement falls due, for a single
// timer; ok is false while a move is announced or when nothing can fall
// due without another event (a press, a request, a resume).
func (t *Talker) Next() (at time.Duration, ok bool) {
	if t.holding {
		return 0, false
	}
	now := t.clk.now()
	st := t.clk.Status()
	t.raise(st)
	for side := White; side <= Black; side++ {
		if t.reasons(st, side) != 0 {
			return now, true
		}
	}
	if st.State != Running {
		return 0, false
	}
	side := st.Turn
	flagAt := now + st.DelayLeft + st.Remaining[side]
	if !t.sched.Sides[side] {
		return flagAt, true
	}
	m := t.sched.prevMark(t.last[side])
	if m <= 0 {
		return flagAt, true
	}
	return now + st.DelayLeft + st.Remaining[side] - m, true
}

// String names the reasons, joined by "+": "request", "threshold",
// "period", "flag".
func (r Reason) String() string {
	var names []string
	for i, n := range []string{"request", "threshold", "period", "flag"} {
		if r&(1<<i) != 0 {
			names = append(names, n)
		}
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, "+")
}
