package speechtest

import (
	"slices"
	"sync"
	"testing"
	"time"
)

// Clock is a fake speech.TimeSource: time moves only when the test calls
// Advance, which runs the functions that fall due, in order. Tests use it
// to say "300 ms pass" without waiting for them, and assert on what
// happened, never on how long it took.
type Clock struct {
	mu      sync.Mutex
	now     time.Time
	seq     int
	timers  []*timer
	changed chan struct{} // closed and replaced when timers change
}

type timer struct {
	at  time.Time
	seq int
	f   func()
}

// NewClock returns a clock at 2026-01-01 12:00 UTC.
func NewClock() *Clock {
	return &Clock{now: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC), changed: make(chan struct{})}
}

// Now returns the clock's time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// AfterFunc arranges for f to run when the clock has been advanced by d.
func (c *Clock) AfterFunc(d time.Duration, f func()) func() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.seq++
	t := &timer{at: c.now.Add(d), seq: c.seq, f: f}
	c.timers = append(c.timers, t)
	c.notify()
	return func() bool {
		c.mu.Lock()
		defer c.mu.Unlock()
		i := slices.Index(c.timers, t)
		if i < 0 {
			return false
		}
		c.timers = slices.Delete(c.timers, i, i+1)
		c.notify()
		return true
	}
}

// notify wakes WaitTimer. The caller holds c.mu.
func (c *Clock) notify() {
	close(c.changed)
	c.changed = make(chan struct{})
}

// Advance moves the clock on by d and runs, one after the other in the
// order they fall due, the functions due by then.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	end := c.now.Add(d)
	c.mu.Unlock()
	for {
		c.mu.Lock()
		t := c.first()
		if t == nil || t.at.After(end) {
			c.now = end
			c.mu.Unlock()
			return
		}
		c.timers = slices.DeleteFunc(c.timers, func(x *timer) bool { return x == t })
		c.now = t.at
		c.notify()
		c.mu.Unlock()
		t.f()
	}
}

// first returns the timer due first, or nil. The caller holds c.mu.
func (c *Clock) first() *timer {
	var best *timer
	for _, t := range c.timers {
		if best == nil || t.at.Before(best.at) || (t.at.Equal(best.at) && t.seq < best.seq) {
			best = t
		}
	}
	return best
}

// WaitTimer blocks until a pending timer is due in a time that ok accepts
// (nil accepts any) and returns that time: the way a test knows the code
// under test has started to wait. It fails the test when none comes
// within 10 s of real time (a hang, not a measurement).
func (c *Clock) WaitTimer(tb testing.TB, ok func(left time.Duration) bool) time.Duration {
	tb.Helper()
	guard := time.After(10 * time.Second)
	for {
		c.mu.Lock()
		for _, t := range c.timers {
			if left := t.at.Sub(c.now); ok == nil || ok(left) {
				c.mu.Unlock()
				return left
			}
		}
		changed := c.changed
		c.mu.Unlock()
		select {
		case <-changed:
		case <-guard:
			tb.Fatalf("speechtest: no timer started")
			return 0
		}
	}
}
