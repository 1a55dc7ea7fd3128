package plain

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
)

// timer is one timer plain mode set: its duration and its channel.
type timer struct {
	d time.Duration
	c chan time.Time
}

func TestClockMarkTimer(t *testing.T) {
	s := settings.Defaults()
	s.Control, s.ClockMarks = "1m", true
	now := new(time.Duration)
	g, first, err := table.New(table.Options{Settings: s, Dir: t.TempDir(),
		Since: func() time.Duration { return *now }, Wall: time.Time{}.UTC})
	if err != nil {
		t.Fatal(err)
	}
	first = append(first, g.Do("press")...) // a new game's clock waits for the first press
	in, feed := io.Pipe()
	timers := make(chan timer, 16)
	var out bytes.Buffer
	done := make(chan error)
	go func() {
		done <- Run(context.Background(), g, first, Options{Lines: input.NewLines(in), Out: &out,
			After: func(d time.Duration) <-chan time.Time {
				c := make(chan time.Time, 1)
				timers <- timer{d, c}
				return c
			}})
	}()
	// White's clock runs with a minute: the next mark, 30 seconds, is 30 s away.
	var mark timer
	deadline := time.After(10 * time.Second)
	for mark.c == nil {
		select {
		case tm := <-timers:
			if tm.d == 30*time.Second+time.Millisecond {
				mark = tm
			}
		case <-deadline:
			t.Fatal("plain mode set no timer for the 30 seconds mark")
		}
	}
	*now = 30 * time.Second
	mark.c <- time.Time{}
	select { // the loop sets its timers again once it has handled the mark
	case <-timers:
	case <-time.After(10 * time.Second):
		t.Fatal("plain mode did not go on after the mark")
	}
	feed.Close()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("plain mode did not end at the end of its input")
	}
	if got := out.String(); strings.Count(got, "White 30 seconds.\n") != 1 {
		t.Errorf("the 30 seconds mark is not said once:\n%s", got)
	}
}
