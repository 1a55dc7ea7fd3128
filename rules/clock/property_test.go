package clock

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"
	"testing/quick"
	"time"
)

// model is an independent bookkeeping of what the clock must show: it knows
// when each clock ran and applies the rules per completed turn.
type model struct {
	ctl     Control
	running bool
	started bool
	turn    Color
	rem     [2]time.Duration // main time at the start of the turn
	ran     [2]time.Duration
	turnRun time.Duration // time the running side's clock ran this turn
	moves   [2]int
}

func (m *model) period(side Color) Period {
	idx, _ := m.ctl.periodOf(m.moves[side] + 1)
	return m.ctl.Periods[idx]
}

// budget is how long the turn's clock may run before the flag falls.
func (m *model) budget() time.Duration {
	if p := m.period(m.turn); p.Mode == Delay {
		return m.rem[m.turn] + p.Extra
	}
	return m.rem[m.turn]
}

// used is the main time the turn has consumed so far.
func (m *model) used() time.Duration {
	if p := m.period(m.turn); p.Mode == Delay {
		return max(0, m.turnRun-p.Extra)
	}
	return m.turnRun
}

// current is what side's display must show.
func (m *model) current(side Color) time.Duration {
	r := m.rem[side]
	switch {
	case side == m.turn:
		r -= m.used()
	case m.ctl.Hourglass:
		r += m.used()
	}
	return r
}

// advance runs the model by dt; it returns the flag instant offset when the
// running side's flag falls within dt.
func (m *model) advance(dt time.Duration) (time.Duration, bool) {
	if !m.running {
		return 0, false
	}
	if left := m.budget() - m.turnRun; dt >= left {
		m.turnRun += left
		m.ran[m.turn] += left
		return left, true
	}
	m.turnRun += dt
	m.ran[m.turn] += dt
	return 0, false
}

// press completes the turn's move; it reports whether a period ended.
func (m *model) press() bool {
	side := m.turn
	p := m.period(side)
	move := m.moves[side] + 1
	idx, first := m.ctl.periodOf(move)
	used := m.used()
	m.rem[side] -= used
	if m.ctl.Hourglass {
		m.rem[side.Other()] += used
	}
	if p.Mode == Bronstein {
		m.rem[side] += min(used, p.Extra)
	}
	// The increment of the next move's period, credited before that move
	// as the first period's is before move 1.
	next, _ := m.ctl.periodOf(move + 1)
	if np := m.ctl.Periods[next]; np.Mode == Fischer {
		m.rem[side] += np.Extra
	}
	if m.ctl.Periods[idx].Moves > 0 && move == first+m.ctl.Periods[idx].Moves-1 {
		m.rem[side] += m.ctl.Periods[next].Time
		m.moves[side] = move
		m.turn, m.turnRun = side.Other(), 0
		return true
	}
	m.moves[side] = move
	m.turn, m.turnRun = side.Other(), 0
	return false
}

var propertyControls = []string{
	"1m+2s", "2m d5s", "90s b5s", "3/40s+1s, 20s+3s", "2/30s, 1m", "*1m", "2/20s d3s, 10s b2s", "45s",
}

// TestConservation plays random sequences and checks, after every step,
// that each side's consumed time equals the time its clock ran, that the
// displays follow the rules exactly (an increment once per completed move,
// a delay never raising the main time) and that flags fall on the instant.
func TestConservation(t *testing.T) {
	for seed := range uint64(300) {
		tc := propertyControls[seed%uint64(len(propertyControls))]
		if err := randomGame(t, tc, rand.New(rand.NewPCG(seed, 7))); err != nil {
			t.Fatalf("seed %d, control %s: %v", seed, tc, err)
		}
	}
}

func randomGame(t *testing.T, tc string, rng *rand.Rand) error {
	c, f := newClock(t, tc)
	m := &model{ctl: c.Control()}
	m.rem = c.Status().Remaining
	for step := 0; step < 300; step++ {
		dt := time.Duration(rng.IntN(15000)) * time.Millisecond
		f.t += dt
		if off, fell := m.advance(dt); fell {
			want := FlagFall{m.turn, f.t - dt + off}
			if got, ok := c.Flag(); !ok || got != want {
				return fmt.Errorf("step %d: flag %+v %v, want %+v", step, got, ok, want)
			}
			return check(c, m)
		}
		if err := randomStep(c, m, rng); err != nil {
			return fmt.Errorf("step %d: %w", step, err)
		}
		if err := check(c, m); err != nil {
			return fmt.Errorf("step %d: %w", step, err)
		}
	}
	return nil
}

func randomStep(c *Clock, m *model, rng *rand.Rand) error {
	switch k := rng.IntN(10); {
	case !m.started:
		m.started, m.running = true, true
		return c.Start()
	case k < 7:
		before := m.current(m.turn)
		err := c.Press()
		if !m.running {
			return wantErr(err, ErrNotRunning)
		}
		side, p := m.turn, m.period(m.turn)
		ended := m.press()
		if after := c.Remaining(side); p.Mode == Delay && !ended && after > before {
			return fmt.Errorf("delay raised the main time from %v to %v", before, after)
		}
		return err
	case k == 7:
		err := c.Pause()
		if !m.running {
			return wantErr(err, ErrNotRunning)
		}
		m.running = false
		return err
	case k == 8:
		err := c.Resume()
		if m.running {
			return wantErr(err, ErrNotPaused)
		}
		m.running = true
		return err
	default:
		side, d := Color(rng.IntN(2)), time.Duration(1+rng.IntN(30))*time.Second
		m.rem[side] += d
		return c.AddTime(side, d)
	}
}

func wantErr(err, want error) error {
	if !errors.Is(err, want) {
		return fmt.Errorf("error %v, want %v", err, want)
	}
	return nil
}

func check(c *Clock, m *model) error {
	s := c.Status()
	if s.Ran != m.ran {
		return fmt.Errorf("clocks ran %v, model %v", s.Ran, m.ran)
	}
	want := [2]time.Duration{m.current(White), m.current(Black)}
	if s.Remaining != want || s.Moves != m.moves {
		return fmt.Errorf("remaining %v moves %v, want %v %v", s.Remaining, s.Moves, want, m.moves)
	}
	return nil
}

// TestFischerBalance: with an increment and no other change, a side's time
// is its base time plus one increment per completed move, less the time
// its clock ran.
func TestFischerBalance(t *testing.T) {
	prop := func(seed uint64, incSec uint8) bool {
		inc := time.Duration(incSec%30+1) * time.Second
		ctl := Control{Periods: []Period{{Time: time.Hour, Mode: Fischer, Extra: inc}}}
		f := &fakeTime{}
		c, err := New(ctl, f.now)
		if err != nil {
			return false
		}
		rng := rand.New(rand.NewPCG(seed, 1))
		c.Start()
		for range 1 + rng.IntN(80) {
			f.t += time.Duration(rng.IntN(60000)) * time.Millisecond
			if rng.IntN(8) == 0 {
				c.Pause()
				f.t += time.Duration(rng.IntN(60000)) * time.Millisecond
				c.Resume()
				continue
			}
			if c.Press() != nil {
				return false
			}
		}
		s := c.Status()
		for side := range 2 {
			// One increment before move 1, one after each completed move.
			want := time.Hour + time.Duration(s.Moves[side]+1)*inc - s.Ran[side]
			if s.Remaining[side] != want {
				t.Logf("side %d: %v, want %v", side, s.Remaining[side], want)
				return false
			}
		}
		return s.Ran[White]+s.Ran[Black] <= f.t
	}
	if err := quick.Check(prop, &quick.Config{MaxCount: 300}); err != nil {
		t.Error(err)
	}
}

// TestParseRoundTrip: any valid control reads back from both its forms.
func TestParseRoundTrip(t *testing.T) {
	prop := func(seed uint64) bool {
		ctl := randomControl(rand.New(rand.NewPCG(seed, 3)))
		if ctl.Validate() != nil {
			t.Logf("invalid generated control %+v", ctl)
			return false
		}
		back, err := ParseHuman(ctl.String())
		if err != nil || !back.Equal(ctl) {
			t.Logf("%q: %+v %v", ctl.String(), back, err)
			return false
		}
		if pgn, err := ctl.PGN(); err == nil {
			back, err := ParsePGN(pgn)
			if err != nil || !back.Equal(ctl) {
				t.Logf("%q: %+v %v", pgn, back, err)
				return false
			}
		}
		return true
	}
	if err := quick.Check(prop, &quick.Config{MaxCount: 500}); err != nil {
		t.Error(err)
	}
}

func randomControl(rng *rand.Rand) Control {
	if rng.IntN(10) == 0 {
		return Control{Hourglass: true, Periods: []Period{{Time: time.Duration(1+rng.IntN(7200)) * time.Second}}}
	}
	n := 1 + rng.IntN(4)
	var ctl Control
	for i := range n {
		p := Period{Time: time.Duration(1+rng.IntN(10800)) * time.Second}
		if i < n-1 || rng.IntN(3) == 0 {
			p.Moves = 1 + rng.IntN(60)
		}
		if p.Mode = Mode(rng.IntN(4)); p.Mode != NoBonus {
			p.Extra = time.Duration(1+rng.IntN(120)) * time.Second
		}
		ctl.Periods = append(ctl.Periods, p)
	}
	return ctl
}
