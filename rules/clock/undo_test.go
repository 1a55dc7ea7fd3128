package clock

import (
	"testing"
	"time"
)

// UndoPress (7.5.1): the illegal move's counter, increment and period time
// are taken back; the mover keeps the time it had at the press, the
// opponent keeps what its clock ran since, and the mover's clock runs again.
func TestUndoPress(t *testing.T) {
	c, f := newClock(t, "2/1m+10s, 1m")
	play(t, c, f, "0 start\n5000 press\n6000 press\n9000 press\n12000 pause")
	// Both start with 70 s (the increment before move 1). White: 70-5+10 = 75,
	// black: 70-1+10 = 79; white's move 2 at 9 s from 75-3 = 72 s ends period 1
	// (+60; period 2 credits no increment): 132; black's clock then runs 3 s: 76.
	mover, err := c.UndoPress()
	if err != nil || mover != White {
		t.Fatalf("UndoPress = %v, %v", mover, err)
	}
	st := c.Status()
	if st.Remaining != [2]time.Duration{72 * sec, 76 * sec} || st.Moves != [2]int{1, 1} || st.Turn != White {
		t.Fatalf("after undo: %+v", st)
	}
	if st.State != Paused {
		t.Fatalf("a paused clock stays paused: %v", st.State)
	}
	if mover, err := c.UndoPress(); err != nil || mover != Black || c.Remaining(Black) != 69*sec || c.Remaining(White) != 72*sec {
		t.Fatalf("second undo: %v %v, %+v", mover, err, c.Status())
	}
	if mover, err := c.UndoPress(); err != nil || mover != White || c.Remaining(White) != 65*sec || c.Remaining(Black) != 69*sec {
		t.Fatalf("third undo: %v %v, %+v", mover, err, c.Status())
	}
	if _, err := c.UndoPress(); err == nil {
		t.Fatal("undo before any move: no error")
	}
}
