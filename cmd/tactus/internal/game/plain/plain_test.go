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

func TestFlagFallAndNotice(t *testing.T) {
	s := settings.Defaults()
	s.Control = "1m"
	now := new(time.Duration)
	g, first, err := table.New(table.Options{Settings: s, Dir: t.TempDir(),
		Since: func() time.Duration { return *now }, Wall: time.Time{}.UTC})
	if err != nil {
		t.Fatal(err)
	}
	first = append(first, g.Do("press")...) // a new game's clock waits for the first press
	in, feed := io.Pipe()
	fire := make(chan time.Time)
	asked := make(chan time.Duration, 8)
	notices := make(chan table.Output, 1)
	var out bytes.Buffer
	done := make(chan error)
	go func() {
		done <- Run(context.Background(), g, first, Options{Lines: input.NewLines(in), Out: &out, Notices: notices,
			After: func(d time.Duration) <-chan time.Time { asked <- d; return fire }})
	}()
	next := func() time.Duration {
		select {
		case d := <-asked:
			return d
		case <-time.After(10 * time.Second):
			t.Fatal("plain mode set no timer")
			return 0
		}
	}
	next() // the timer of White's clock
	io.WriteString(feed, "e4\n")
	if d := next(); d != time.Minute+time.Millisecond {
		t.Errorf("timer set for %v after e4", d)
	}
	notices <- table.Output{Kind: table.Notice, Text: "No voice is available here, so announcements are only printed."}
	next()
	*now = time.Minute
	select {
	case fire <- time.Time{}:
	case <-time.After(10 * time.Second):
		t.Fatal("plain mode is not waiting for the flag timer")
	}
	feed.Close() // the flag fell: no more timers; the end of the input is quit
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("plain mode did not end at the end of its input")
	}
	for _, want := range []string{
		"No voice is available here, so announcements are only printed.\n",
		"Black's flag falls at 1 minute.\n",
		"Game over: white wins, time.\n",
		"The game is saved.\n",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}

func TestClean(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Ana", "Ana"},
		{"A\x1b[2Jna", "A [2Jna"},
		{"two\nlines", "two lines"},
		{"\u2801Braille", " Braille"},
		{"Müller", "Müller"},
	}
	for _, tt := range tests {
		if got := Clean(tt.in); got != tt.want {
			t.Errorf("Clean(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
