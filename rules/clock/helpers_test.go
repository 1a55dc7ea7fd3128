package clock

import (
	"strconv"
	"strings"
	"testing"
	"time"
)

// fakeTime is the injected time source of the tests.
type fakeTime struct{ t time.Duration }

func (f *fakeTime) now() time.Duration { return f.t }

func ms(n int64) time.Duration { return time.Duration(n) * time.Millisecond }

// newClock returns a clock for control text tc on a fake time source.
func newClock(t testing.TB, tc string, opts ...Option) (*Clock, *fakeTime) {
	t.Helper()
	ctl, err := Parse(tc)
	if err != nil {
		t.Fatalf("Parse(%q): %v", tc, err)
	}
	f := &fakeTime{}
	c, err := New(ctl, f.now, opts...)
	if err != nil {
		t.Fatalf("New(%q): %v", tc, err)
	}
	return c, f
}

// play runs a script on c, one step per line: "<ms> <action> [args]" with
// actions start, press, pause, resume, end, add <side> <dur>, set <side>
// <dur>, moves <side> <n>, illegal <side>, claim <side>, quickplay <side>,
// restore <ply>. It returns the error of the last step and fails the test
// on an error of any earlier step.
func play(t testing.TB, c *Clock, f *fakeTime, script string) error {
	t.Helper()
	var err error
	lines := strings.Split(strings.TrimSpace(script), "\n")
	for i, line := range lines {
		w := strings.Fields(line)
		n, perr := strconv.ParseInt(w[0], 10, 64)
		if perr != nil {
			t.Fatalf("script line %q: %v", line, perr)
		}
		f.t = ms(n)
		err = step(t, c, w[1:])
		if err != nil && i < len(lines)-1 {
			t.Fatalf("script line %q: %v", line, err)
		}
	}
	return err
}

func step(t testing.TB, c *Clock, w []string) error {
	side := func() Color {
		if w[1] == "white" {
			return White
		}
		return Black
	}
	dur := func(s string) time.Duration {
		d, err := ParseDuration(s)
		if err != nil {
			t.Fatalf("duration %q: %v", s, err)
		}
		return d
	}
	switch w[0] {
	case "start":
		return c.Start()
	case "press":
		return c.Press()
	case "pause":
		return c.Pause()
	case "resume":
		return c.Resume()
	case "end":
		c.End()
		return nil
	case "add":
		return c.AddTime(side(), dur(w[2]))
	case "set":
		return c.SetRemaining(side(), dur(w[2]))
	case "moves":
		n, _ := strconv.Atoi(w[2])
		return c.SetMoves(side(), n)
	case "illegal":
		_, err := c.IllegalMove(side())
		return err
	case "claim":
		_, err := c.IncorrectDrawClaim(side())
		return err
	case "quickplay":
		return c.Quickplay(side())
	case "restore":
		n, _ := strconv.Atoi(w[1])
		return c.RestoreTo(n)
	}
	t.Fatalf("unknown script action %q", w[0])
	return nil
}
