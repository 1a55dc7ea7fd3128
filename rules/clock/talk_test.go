package clock

import (
	"reflect"
	"testing"
	"time"
)

// drain follows the talker's timer to the end of the game and returns the
// remaining time and reason of every announcement.
func drain(t *testing.T, tk *Talker, f *fakeTime, limit int) (rem []time.Duration, why []Reason) {
	t.Helper()
	for range limit {
		at, ok := tk.Next()
		if !ok {
			return rem, why
		}
		if at < f.t {
			t.Fatalf("Next = %v, before now %v", at, f.t)
		}
		f.t = at
		due := tk.Due()
		if len(due) == 0 {
			t.Fatalf("nothing due at %v though Next said so", at)
		}
		for _, a := range due {
			rem = append(rem, a.Remaining)
			why = append(why, a.Reason)
		}
	}
	t.Fatalf("more than %d announcements", limit)
	return nil, nil
}

func TestTalkerDefaultThresholds(t *testing.T) {
	c, f := newClock(t, "12m")
	tk, err := NewTalker(c, DefaultSchedule(White))
	if err != nil {
		t.Fatal(err)
	}
	c.Start()
	rem, why := drain(t, tk, f, 100)
	want := []time.Duration{10 * mins, 5 * mins, 4 * mins, 3 * mins, 2 * mins, mins,
		50 * sec, 40 * sec, 30 * sec, 20 * sec, 10 * sec, 0}
	if !reflect.DeepEqual(rem, want) {
		t.Errorf("announced at %v, want %v", rem, want)
	}
	if why[0] != Threshold || why[len(why)-1] != FlagFell {
		t.Errorf("reasons %v", why)
	}
}

func TestTalkerDelayShiftsMarks(t *testing.T) {
	c, f := newClock(t, "70s d5s")
	tk, _ := NewTalker(c, DefaultSchedule(White))
	c.Start()
	at, ok := tk.Next()
	if !ok || at != 15*sec { // 5 s delay, then 10 s of main time down to the 1-minute mark
		t.Errorf("Next = %v %v, want 15s", at, ok)
	}
	f.t = at
	if due := tk.Due(); len(due) != 1 || due[0].Remaining != mins {
		t.Errorf("due %+v", due)
	}
}

func TestTalkerOneSide(t *testing.T) {
	c, f := newClock(t, "11m")
	tk, _ := NewTalker(c, DefaultSchedule(Black))
	c.Start()
	at, ok := tk.Next()
	if !ok || at != 11*mins { // only White's flag can fall before a press
		t.Fatalf("Next = %v %v, want White's flag at 11m", at, ok)
	}
	f.t = 2 * mins
	if due := tk.Due(); len(due) != 0 {
		t.Errorf("White's marks announced for a Black-only schedule: %+v", due)
	}
	c.Press()
	at, _ = tk.Next()
	if at != 3*mins {
		t.Errorf("Next = %v, want Black's 10-minute mark at 3m", at)
	}
}

func TestTalkerHoldsDuringMoveAnnouncement(t *testing.T) {
	c, f := newClock(t, "11m")
	tk, _ := NewTalker(c, DefaultSchedule(White, Black))
	c.Start()
	tk.BeginMove()
	tk.Request(Black)
	f.t = 90 * sec
	if due := tk.Due(); due != nil {
		t.Errorf("due during a move announcement: %+v", due)
	}
	if _, ok := tk.Next(); ok {
		t.Error("Next during a move announcement")
	}
	f.t = 95 * sec
	due := tk.EndMove()
	want := []Announcement{
		{Side: White, Reason: Threshold, At: 95 * sec, Remaining: 11*mins - 95*sec, Period: 1},
		{Side: Black, Reason: OnRequest, At: 95 * sec, Remaining: 11 * mins, Period: 1},
	}
	if !reflect.DeepEqual(due, want) {
		t.Errorf("after the move announcement %+v, want %+v", due, want)
	}
	if due := tk.Due(); len(due) != 0 {
		t.Errorf("announced twice: %+v", due)
	}
}

func TestTalkerRequestAndPeriod(t *testing.T) {
	c, f := newClock(t, "1/1m, 1m")
	tk, _ := NewTalker(c, Schedule{Sides: [2]bool{true, true}, PeriodChange: true})
	c.Start()
	tk.Request(White)
	if at, ok := tk.Next(); !ok || at != 0 {
		t.Errorf("Next after a request = %v %v", at, ok)
	}
	if due := tk.Due(); len(due) != 1 || due[0].Reason != OnRequest || due[0].Side != White {
		t.Errorf("request: %+v", due)
	}
	f.t = sec
	c.Press()
	due := tk.Due()
	if len(due) != 1 || due[0].Reason != NewPeriod || due[0].Period != 2 || due[0].Moves != 1 ||
		due[0].Remaining != 2*mins-sec {
		t.Errorf("new period: %+v", due)
	}
	if at, ok := tk.Next(); !ok || at != sec+mins {
		t.Errorf("without steps Next is Black's flag: %v %v", at, ok)
	}
}

func TestTalkerAfterIncrement(t *testing.T) {
	// The time rising by an increment must not re-announce a passed mark.
	c, f := newClock(t, "56s+5s") // 61 s with the increment credited before move 1
	tk, _ := NewTalker(c, DefaultSchedule(White))
	c.Start()
	f.t = sec
	if due := tk.Due(); len(due) != 1 || due[0].Remaining != mins {
		t.Fatalf("due %+v", due)
	}
	f.t = 2 * sec
	c.Press() // White 64 s
	f.t = 3 * sec
	c.Press()
	if due := tk.Due(); len(due) != 0 {
		t.Errorf("announced after an increment: %+v", due)
	}
	at, _ := tk.Next()
	if at != 3*sec+4*sec {
		t.Errorf("Next = %v, want the 1-minute mark again at 7s", at)
	}
}

func TestTalkerBadSchedule(t *testing.T) {
	c, _ := newClock(t, "1m")
	if _, err := NewTalker(c, Schedule{Steps: []Step{{Every: 0}}}); err == nil {
		t.Error("zero step accepted")
	}
}

func TestReasonString(t *testing.T) {
	for r, want := range map[Reason]string{0: "none", OnRequest: "request", Threshold | NewPeriod: "threshold+period", FlagFell: "flag"} {
		if got := r.String(); got != want {
			t.Errorf("Reason(%d) = %q, want %q", r, got, want)
		}
	}
}
