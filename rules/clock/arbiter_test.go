package clock

import (
	"errors"
	"testing"
	"time"
)

// TestTakeBack: 7.5.1 found at an earlier ply: the counters go back to the
// reinstated ply, the time used stays used, and what the withdrawn presses
// gave (increments, period time) is taken away, since those moves earn it
// again when they are made again.
func TestTakeBack(t *testing.T) {
	c, f := newClock(t, "2/1m+10s, 1m")
	// Both start at 70 s. W1 at 5 s: 75. B1 at 6 s: 79. W2 at 9 s: 72+60 =
	// 132 (period 2 has no increment). B2 at 15 s: 79-6 = 73. Then white
	// thinks 5 s: 127 at 20 s.
	play(t, c, f, "0 start\n5000 press\n6000 press\n9000 press\n15000 press\n20000 pause")
	if err := c.TakeBack(1); err != nil { // the illegal move is B1 (ply 2)
		t.Fatal(err)
	}
	st := c.Status()
	// White loses the 60 s of its withdrawn W2 (127-60); black the 10 s of B1
	// (73-10); counters after W1; black has the move.
	if st.Remaining != [2]time.Duration{67 * sec, 63 * sec} || st.Moves != [2]int{1, 0} || st.Turn != Black {
		t.Fatalf("after TakeBack(1): %+v", st)
	}
	if st.State != Paused {
		t.Fatalf("a paused clock stays paused: %v", st.State)
	}
	if n := len(c.History()); n != 2 {
		t.Fatalf("history has %d snapshots, want plies 0 and 1", n)
	}
	if err := c.TakeBack(1); !errors.Is(err, ErrAdjust) {
		t.Fatalf("TakeBack(1) with no later press: %v, want ErrAdjust", err)
	}
}

// TestTakeBackLastIsUndoPress: taking back one press is UndoPress.
func TestTakeBackLastIsUndoPress(t *testing.T) {
	a, fa := newClock(t, "5m+3s")
	b, fb := newClock(t, "5m+3s")
	script := "0 start\n4000 press\n9000 press\n10000 pause"
	play(t, a, fa, script)
	play(t, b, fb, script)
	if err := a.TakeBack(1); err != nil {
		t.Fatal(err)
	}
	if _, err := b.UndoPress(); err != nil {
		t.Fatal(err)
	}
	if sa, sb := a.Status(), b.Status(); sa.Remaining != sb.Remaining || sa.Moves != sb.Moves || sa.Turn != sb.Turn {
		t.Fatalf("TakeBack %+v, UndoPress %+v", sa, sb)
	}
}

// TestTakeBackFloor: a side never keeps less than one second.
func TestTakeBackFloor(t *testing.T) {
	c, f := newClock(t, "10s+5s")
	// 15 s each. W1 at 10 s: 10; B1 at 11 s: 19; W2 at 20 s: 6; B2 at 21 s: 23.
	play(t, c, f, "0 start\n10000 press\n11000 press\n20000 press\n21000 press\n25000 pause")
	if err := c.TakeBack(0); err != nil {
		t.Fatal(err)
	}
	// White has 2 s, less the 10 s of two increments: one second.
	if w := c.Remaining(White); w != sec {
		t.Fatalf("white %v, want 1s", w)
	}
}

// TestSetMovesKeepsPlyNumbers: a corrected move counter does not renumber
// the history, so a later restore finds its ply.
func TestSetMovesKeepsPlyNumbers(t *testing.T) {
	c, f := newClock(t, "40/90m, 30m")
	play(t, c, f, "0 start\n1000 press\n2000 moves white 38\n3000 press\n4000 press")
	h := c.History()
	if h[3].Ply != 3 || h[3].Moves != [2]int{39, 1} {
		t.Fatalf("history %+v", h)
	}
	if err := c.RestoreTo(2); err != nil {
		t.Fatal(err)
	}
	// Ply 2 was recorded after the correction: white's counter stays 38.
	if st := c.Status(); st.Turn != White || st.Moves != [2]int{38, 1} {
		t.Fatalf("after RestoreTo(2): %+v", st)
	}
}

// TestReopen: the clock stopped by the end of the game runs again for the
// side that had the move; a flag that fell cannot be reopened.
func TestReopen(t *testing.T) {
	c, f := newClock(t, "5m")
	play(t, c, f, "0 start\n1000 press\n2000 end")
	f.t = 60 * sec
	if err := c.Reopen(); err != nil {
		t.Fatal(err)
	}
	f.t = 70 * sec
	if st := c.Status(); st.State != Running || st.Turn != Black || st.Remaining[Black] != 5*mins-11*sec {
		t.Fatalf("after Reopen: %+v", st)
	}
	if err := c.Reopen(); !errors.Is(err, ErrAdjust) {
		t.Fatalf("Reopen of a running clock: %v", err)
	}
	c, f = newClock(t, "1s")
	play(t, c, f, "0 start\n2000 end")
	if err := c.Reopen(); !errors.Is(err, ErrAdjust) {
		t.Fatalf("Reopen after a flag: %v", err)
	}
}

// TestSetControl: 6.10.2: the clock was set to 90 minutes without the
// 30-second increment; the arbiter installs the right control and the
// next press credits the increment.
func TestSetControl(t *testing.T) {
	c, f := newClock(t, "90m")
	play(t, c, f, "0 start\n10000 press")
	right, err := Parse("90m+30s")
	if err != nil {
		t.Fatal(err)
	}
	if err := c.SetControl(right); err != nil {
		t.Fatal(err)
	}
	f.t = 15 * sec
	if err := c.Press(); err != nil {
		t.Fatal(err)
	}
	if b := c.Remaining(Black); b != 90*mins-5*sec+30*sec {
		t.Fatalf("black %v", b)
	}
	if got := c.Control(); !got.Equal(right) {
		t.Fatalf("control %v", got)
	}
	if err := c.SetControl(Control{Kind: Unlimited}); !errors.Is(err, ErrUntimed) {
		t.Fatalf("SetControl(-): %v", err)
	}
	if c.Class() != Standard {
		t.Fatalf("class changed to %v", c.Class())
	}
}

// TestWithClass: the event's class decides the penalty (A.3, B.2/B.3), not
// the control's: a 15-minute game in a blitz event under B.3 gives one
// minute, a 5-minute game in a standard event two.
func TestWithClass(t *testing.T) {
	c, _ := newClock(t, "5m", WithClass(Standard))
	if c.Class() != Standard || c.PenaltyTime() != 2*time.Minute {
		t.Fatalf("standard event: %v %v", c.Class(), c.PenaltyTime())
	}
	c, _ = newClock(t, "15m", WithClass(Blitz))
	if c.Class() != Blitz || c.PenaltyTime() != time.Minute {
		t.Fatalf("blitz event: %v %v", c.Class(), c.PenaltyTime())
	}
	c, f := newClock(t, "30m", WithClass(Blitz))
	play(t, c, f, "0 start\n1000 set white 1m")
	if err := c.QuickplayFinish(White); !errors.Is(err, ErrNotAllowed) {
		t.Fatalf("III in a blitz event: %v", err)
	}
}

// TestPlayedPeriodIncrement: the convention of earlier versions, kept for
// their journals: the press of move 1 credits period 1's increment.
func TestPlayedPeriodIncrement(t *testing.T) {
	c, f := newClock(t, "1/1m+1s, 1m+5s", PlayedPeriodIncrement(true))
	play(t, c, f, "0 start\n1000 press\n2000 press\n3000 press")
	// 61 s each; W1 +1 (period 1) +60; B1 the same; W2 +5.
	if st := c.Status(); st.Remaining != [2]time.Duration{61*sec - sec + sec + 60*sec - sec + 5*sec, 61*sec - sec + sec + 60*sec} {
		t.Fatalf("remaining %v", st.Remaining)
	}
}
