package clock

import (
	"errors"
	"strings"
	"testing"
	"time"
)

const (
	sec  = time.Second
	mins = time.Minute
)

func TestParseGood(t *testing.T) {
	rest := func(d, inc time.Duration, m Mode) Period { return Period{Time: d, Mode: m, Extra: inc} }
	std := []Period{{Moves: 40, Time: 90 * mins, Mode: Fischer, Extra: 30 * sec}, rest(30*mins, 30*sec, Fischer)}
	tests := []struct {
		in   string
		want Control
	}{
		{"40/5400+30:1800+30", Control{Periods: std}},
		{"40/90m+30s, 30m+30s", Control{Periods: std}},
		{"90m/40+30s, 30m+30s", Control{Periods: std}},
		{"40/1h30m+30s,30m+30s", Control{Periods: std}},
		{"300+3", Control{Periods: []Period{rest(5*mins, 3*sec, Fischer)}}},
		{"5m+3s", Control{Periods: []Period{rest(5*mins, 3*sec, Fischer)}}},
		{" 5m + 3s ", Control{Periods: []Period{rest(5*mins, 3*sec, Fischer)}}},
		{"180", Control{Periods: []Period{rest(3*mins, 0, NoBonus)}}},
		{"*180", Control{Hourglass: true, Periods: []Period{rest(3*mins, 0, NoBonus)}}},
		{"*3m", Control{Hourglass: true, Periods: []Period{rest(3*mins, 0, NoBonus)}}},
		{"3m hourglass", Control{Hourglass: true, Periods: []Period{rest(3*mins, 0, NoBonus)}}},
		{"-", Control{Kind: Unlimited}},
		{"?", Control{Kind: Unknown}},
		{"90m d10s", Control{Periods: []Period{rest(90*mins, 10*sec, Delay)}}},
		{"25m b10s", Control{Periods: []Period{rest(25*mins, 10*sec, Bronstein)}}},
		{"1h30m", Control{Periods: []Period{rest(90*mins, 0, NoBonus)}}},
		{"40/7200", Control{Periods: []Period{{Moves: 40, Time: 2 * time.Hour}}}},
		{"40/2h, 20/1h, 30m", Control{Periods: []Period{{Moves: 40, Time: 2 * time.Hour}, {Moves: 20, Time: time.Hour}, rest(30*mins, 0, NoBonus)}}},
		{"1m30s+1s", Control{Periods: []Period{rest(90*sec, sec, Fischer)}}},
	}
	for _, tt := range tests {
		got, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if !got.Equal(tt.want) {
			t.Errorf("Parse(%q) = %+v, want %+v", tt.in, got, tt.want)
		}
	}
}

func TestParseBad(t *testing.T) {
	tests := []struct{ in, part string }{
		{"", "empty"},
		{"   ", "empty"},
		{"abc", `period 1 "abc"`},
		{"40/5400+30:", `period 2 ""`},
		{"40/5400+x", `period 1 "40/5400+x"`},
		{"0/5400", "at least 1"},
		{"0", "time 0s"},
		{"0+3", "time 0s"},
		{"-5", `period 1 "-5"`},
		{"300:40/5400", "period 1: the rest of the game must be the last period"},
		{"*180:300", "sandclock"},
		{"*", "sandclock"},
		{"*3m+2s", "hourglass"},
		{"99999999999999", "above"},
		{"40/90m+30s, 30x", `period 2 "30x"`},
		{"5m+3", `time per move "3"`},
		{"5m+3", "missing unit"},
		{"90", ""}, // valid PGN: keep the table honest below
		{"90m d", `time per move ""`},
		{"90m x10s", `bonus "x10s"`},
		{"90m d10s b5s", "too many words"},
		{"40/90m/40", `period 1 "40/90m/40"`},
		{"1s30m", "largest first"},
		{"1m1m", "largest first"},
		{"5m+0s", "time per move 0s"},
		{"1500ms", "whole seconds"},
		{"5m+1500ms", "whole seconds"},
		{"2000h", "above"},
		{"5m+2h", "time per move"},
		{"40.5/90m", `period 1`},
	}
	for _, tt := range tests {
		_, err := Parse(tt.in)
		if tt.in == "90" {
			if err != nil {
				t.Errorf("Parse(90): %v", err)
			}
			continue
		}
		if err == nil {
			t.Errorf("Parse(%q): no error", tt.in)
			continue
		}
		if !errors.Is(err, ErrSyntax) {
			t.Errorf("Parse(%q) = %v, not ErrSyntax", tt.in, err)
		}
		if !strings.Contains(err.Error(), tt.part) {
			t.Errorf("Parse(%q) = %q, want it to name %q", tt.in, err, tt.part)
		}
	}
}

func TestFormat(t *testing.T) {
	tests := []struct{ in, human, pgn string }{
		{"40/5400+30:1800+30", "40/90m+30s, 30m+30s", "40/5400+30:1800+30"},
		{"5m+3s", "5m+3s", "300+3"},
		{"*180", "3m hourglass", "*180"},
		{"-", "-", "-"},
		{"?", "?", "?"},
		{"1h30m", "90m", "5400"},
		{"65+1", "1m5s+1s", "65+1"},
		{"90m d10s", "90m d10s", ""},
		{"25m b10s", "25m b10s", ""},
	}
	for _, tt := range tests {
		c, err := Parse(tt.in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.in, err)
		}
		if got := c.String(); got != tt.human {
			t.Errorf("%q.String() = %q, want %q", tt.in, got, tt.human)
		}
		got, err := c.PGN()
		if tt.pgn == "" {
			if !errors.Is(err, ErrNotPGN) {
				t.Errorf("%q.PGN() = %q, %v; want ErrNotPGN", tt.in, got, err)
			}
			continue
		}
		if err != nil || got != tt.pgn {
			t.Errorf("%q.PGN() = %q, %v; want %q", tt.in, got, err, tt.pgn)
		}
	}
}

func TestWords(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"40/90m+30s, 30m+30s", []string{
			"period 1: 40 moves in 1 hour 30 minutes, plus 30 seconds per move (increment)",
			"period 2: the rest of the game in 30 minutes, plus 30 seconds per move (increment)"}},
		{"40/2h", []string{"period 1: 40 moves in 2 hours", "then period 1 repeats for every further 40 moves"}},
		{"90m d10s", []string{"period 1: the rest of the game in 1 hour 30 minutes, with a delay of 10 seconds per move before the main time runs"}},
		{"25m b1s", []string{"period 1: the rest of the game in 25 minutes, with a Bronstein delay of 1 second per move"}},
		{"*61", []string{"hourglass: 1 minute 1 second each; the time one player uses is added to the other"}},
		{"-", []string{"no time control"}},
	}
	for _, tt := range tests {
		c, err := Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := c.Words(); strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
			t.Errorf("%q.Words() = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestDurations(t *testing.T) {
	good := []struct {
		in   string
		want time.Duration
	}{
		{"1h30m", 90 * mins}, {"45s", 45 * sec}, {"1500ms", 1500 * time.Millisecond},
		{"-30s", -30 * sec}, {"1H", time.Hour}, {"0s", 0}, {"1m0s5ms", mins + 5*time.Millisecond},
	}
	for _, tt := range good {
		got, err := ParseDuration(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("ParseDuration(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
		back, err := ParseDuration(FormatDuration(got))
		if err != nil || back != got {
			t.Errorf("FormatDuration(%v) = %q does not read back: %v, %v", got, FormatDuration(got), back, err)
		}
	}
	for _, in := range []string{"", "-", "5", "m", "5x", "5s5m", "1.5s", "5 s", "9999999999h"} {
		if d, err := ParseDuration(in); err == nil {
			t.Errorf("ParseDuration(%q) = %v, want an error", in, d)
		}
	}
	spoken := map[time.Duration]string{
		0: "0 seconds", 90 * mins: "1 hour 30 minutes", 61 * sec: "1 minute 1 second",
		5500 * time.Millisecond: "5.5 seconds", -2 * sec: "minus 2 seconds",
	}
	for d, want := range spoken {
		if got := SpokenDuration(d); got != want {
			t.Errorf("SpokenDuration(%v) = %q, want %q", d, got, want)
		}
	}
}
