package speech

import (
	"context"
	"time"
)

// TimeSource is the clock of a Speaker and of voices that time out
// (speechd): SystemClock in production, a fake one in tests, so that a
// test can move time on instead of waiting for it.
type TimeSource interface {
	// Now returns the current time.
	Now() time.Time
	// AfterFunc calls f, in its own goroutine, once d has passed, unless
	// stop is called first; stop reports whether it kept f from running.
	AfterFunc(d time.Duration, f func()) (stop func() bool)
}

// SystemClock is the system's clock.
type SystemClock struct{}

// Now returns time.Now().
func (SystemClock) Now() time.Time { return time.Now() }

// AfterFunc runs f after d with time.AfterFunc.
func (SystemClock) AfterFunc(d time.Duration, f func()) func() bool {
	return time.AfterFunc(d, f).Stop
}

// OrSystem returns c, or SystemClock when c is nil.
func OrSystem(c TimeSource) TimeSource {
	if c == nil {
		return SystemClock{}
	}
	return c
}

// SleepOn waits for d on clock c, or until ctx is done, and returns ctx's
// error in that case.
func SleepOn(ctx context.Context, c TimeSource, d time.Duration) error {
	done := make(chan struct{})
	stop := c.AfterFunc(d, func() { close(done) })
	defer stop()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
