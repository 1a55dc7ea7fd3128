package clock

// Review tests of the time-control parser and the talking schedule.

import (
	"errors"
	"strings"
	"testing"
	"time"
)

// TestTalkParseGood: both syntaxes, by hand.
func TestTalkParseGood(t *testing.T) {
	std := []Period{{40, 5400 * rvS, Fischer, 30 * rvS}, {0, 1800 * rvS, Fischer, 30 * rvS}}
	for _, tt := range []struct {
		in   string
		want Control
	}{
		{"40/5400+30:1800+30", Control{Periods: std}},
		{"  40/5400+30:1800+30\t\n", Control{Periods: std}},
		{"40/90m+30s, 30m+30s", Control{Periods: std}},
		{"90m/40+30s,30m+30s", Control{Periods: std}},
		{"300+3", Control{Periods: []Period{{0, 5 * rvM, Fischer, 3 * rvS}}}},
		{"5m+3s", Control{Periods: []Period{{0, 5 * rvM, Fischer, 3 * rvS}}}},
		{"*180", Control{Hourglass: true, Periods: []Period{{Time: 3 * rvM}}}},
		{"-", Control{Kind: Unlimited}},
		{"?", Control{Kind: Unknown}},
		{"40/7200:20/3600:1800", Control{Periods: []Period{{40, 2 * time.Hour, NoBonus, 0},
			{20, time.Hour, NoBonus, 0}, {0, 30 * rvM, NoBonus, 0}}}},
		{"90m d10s", Control{Periods: []Period{{0, 90 * rvM, Delay, 10 * rvS}}}},
		{"25m b10s", Control{Periods: []Period{{0, 25 * rvM, Bronstein, 10 * rvS}}}},
		{"1h30m", Control{Periods: []Period{{0, 90 * rvM, NoBonus, 0}}}},
	} {
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

// TestTalkParseBad: nonsense is refused with ErrSyntax, naming the part.
func TestTalkParseBad(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []string // substrings of the message
	}{
		{"", []string{"empty"}},
		{"   ", []string{"empty"}},
		{"0", []string{"period 1"}},   // zero base time
		{"0+3", []string{"period 1"}}, // zero base time, even with increment
		{"-300", []string{`"-300"`}},
		{"300-3", []string{`"300-3"`}},
		{"300+", []string{"increment"}},
		{"300+-3", []string{"increment", `"-3"`}},
		{"40/", []string{"period 1"}},
		{"/5400", []string{"move count"}},
		{"0/5400", []string{"move count"}},
		{"40/5400+30:", []string{"period 2"}},
		{"1800:40/5400", []string{"period 1", "rest of the game"}},
		{"99999999999999999999999", []string{"above"}},
		{"300+99999999999999999999", []string{"increment", "above"}},
		{"99999999999999999999/300", []string{"move count", "above"}},
		{"*", []string{"sandclock"}},
		{"*0", []string{"1s"}},
		{"*180+3", []string{"sandclock"}},
		{"300 + 3", []string{"period 1"}},
		{"40/90m+30s, 30m+30s,", []string{"period 3"}},
		{"90m x10s", []string{"bonus", `"x10s"`}},
		{"90m d-10s", []string{"period 1"}},
		{"-5m", []string{"period 1", "time"}},
		{"1.5m", []string{"period 1"}},
		{"5m+3", []string{"missing unit"}},
		{"1500ms", []string{"whole seconds"}},
		{"100000h", []string{"above"}},
		{"99999999999999999999h", []string{"above"}},
		{"40/90m+30s 30m", []string{"period 1"}},
		{"5m+3s+2s", []string{"period 1"}},
		{"1m1h", []string{"largest first"}},
		{"hourglass", []string{"hourglass"}},
		{"3m hourglass, 1m", []string{"period 1"}},
	} {
		got, err := Parse(tt.in)
		if err == nil {
			t.Errorf("Parse(%q) = %+v, want an error", tt.in, got)
			continue
		}
		if !errors.Is(err, ErrSyntax) {
			t.Errorf("Parse(%q): %v does not wrap ErrSyntax", tt.in, err)
		}
		for _, w := range tt.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("Parse(%q): %q does not name %q", tt.in, err, w)
			}
		}
	}
}

// TestParseLetterInPGN: a PGN TimeControl with a stray letter is
// still PGN-shaped (it has ':' or no unit after its numbers): the error must
// name the bad period, not complain about human-form units in period 1.
func TestParseLetterInPGN(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []string
	}{
		{"40/5400:40/5400:abc", []string{"period 3", `"abc"`}},
		{"40/5400+30:18O0+30", []string{"period 2", `"18O0+30"`}}, // letter O typed for a zero
	} {
		_, err := Parse(tt.in)
		if err == nil || !errors.Is(err, ErrSyntax) {
			t.Errorf("Parse(%q): %v, want ErrSyntax", tt.in, err)
			continue
		}
		for _, w := range tt.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("Parse(%q): %q does not name %q", tt.in, err, w)
			}
		}
	}
}

// TestTalkSchedule follows the single timer through a 12-minute game
// on White's side only; Black's clock never runs so it is never announced.
func TestTalkSchedule(t *testing.T) {
	r := rvNew(t, "12m")
	tk, err := NewTalker(r.c, DefaultSchedule(White))
	if err != nil {
		t.Fatal(err)
	}
	r.start()
	wantRem := []time.Duration{10 * rvM, 5 * rvM, 4 * rvM, 3 * rvM, 2 * rvM, rvM,
		50 * rvS, 40 * rvS, 30 * rvS, 20 * rvS, 10 * rvS, 0}
	var got []time.Duration
	for range 50 {
		at, ok := tk.Next()
		if !ok {
			break
		}
		r.at(at)
		for _, a := range tk.Due() {
			if a.Side != White || a.At != at || 12*rvM-a.Remaining != at {
				t.Errorf("announcement %+v at %v", a, at)
			}
			got = append(got, a.Remaining)
		}
	}
	if len(got) != len(wantRem) {
		t.Fatalf("announced %v, want %v", got, wantRem)
	}
	for i := range got {
		if got[i] != wantRem[i] {
			t.Errorf("announcement %d at %v left, want %v", i, got[i], wantRem[i])
		}
	}
}

// TestTalkHeldDuringMove: nothing is said while a move is announced;
// a crossed mark, a request and a new period come out right after.
func TestTalkHeldDuringMove(t *testing.T) {
	r := rvNew(t, "1/6m, 10m")
	tk, err := NewTalker(r.c, DefaultSchedule(White, Black))
	if err != nil {
		t.Fatal(err)
	}
	r.start()
	tk.BeginMove()
	r.at(61 * rvS) // White crosses the 5-minute mark during the announcement
	tk.Request(Black)
	if due := tk.Due(); len(due) != 0 {
		t.Errorf("spoke during a move announcement: %+v", due)
	}
	if _, ok := tk.Next(); ok {
		t.Error("Next set a timer during a move announcement")
	}
	r.press() // White completes move 1: period 2
	out := tk.EndMove()
	var w, b Reason
	for _, a := range out {
		if a.Side == White {
			w = a.Reason
		} else {
			b = a.Reason
		}
	}
	if w&NewPeriod == 0 || b&OnRequest == 0 {
		t.Errorf("released %+v; want White's new period and Black's request", out)
	}
	if again := tk.Due(); len(again) != 0 {
		t.Errorf("said twice: %+v", again)
	}

	// A mark crossed during the announcement is said when it ends.
	r = rvNew(t, "6m")
	if tk, err = NewTalker(r.c, DefaultSchedule(White)); err != nil {
		t.Fatal(err)
	}
	r.start()
	tk.BeginMove()
	r.at(61 * rvS)
	out = tk.EndMove()
	if len(out) != 1 || out[0].Reason != Threshold || out[0].Remaining != 299*rvS || out[0].At != 61*rvS {
		t.Errorf("released %+v; want White's 5-minute mark, said at 61s with 4:59 left", out)
	}
}

// TestTalkAfterArbiterAddsTime: after the arbiter adds two minutes
// at 4:59 (5:59 left), the 5-minute and 4-minute marks come again. Next is
// asked right after the event, as the single-timer application does.
func TestTalkAfterArbiterAddsTime(t *testing.T) {
	r := rvNew(t, "5m")
	tk, err := NewTalker(r.c, DefaultSchedule(White))
	if err != nil {
		t.Fatal(err)
	}
	r.start()
	at, ok := tk.Next()
	if !ok || at != rvM {
		t.Fatalf("first mark at %v %v, want 1m", at, ok)
	}
	r.at(at)
	if due := tk.Due(); len(due) != 1 || due[0].Remaining != 4*rvM {
		t.Fatalf("due %+v", due)
	}
	r.at(61 * rvS)
	r.must("add", r.c.AddTime(White, 2*rvM)) // 5:59 left
	if at, ok := tk.Next(); !ok || at != 120*rvS {
		t.Errorf("next announcement at %v %v, want 2m (the 5:00 mark)", at, ok)
	}
}
