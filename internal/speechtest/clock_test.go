package speechtest

import (
	"slices"
	"testing"
	"time"
)

func TestClockRunsDueFunctionsInOrder(t *testing.T) {
	c := NewClock()
	start := c.Now()
	var ran []string
	c.AfterFunc(2*time.Second, func() { ran = append(ran, "b") })
	c.AfterFunc(time.Second, func() {
		ran = append(ran, "a")
		c.AfterFunc(0, func() { ran = append(ran, "a2") }) // due at once, before b
	})
	stop := c.AfterFunc(1500*time.Millisecond, func() { ran = append(ran, "stopped") })
	late := c.AfterFunc(3*time.Second, func() { ran = append(ran, "late") })
	if !stop() || stop() {
		t.Fatal("stop should report true once")
	}
	if left := c.WaitTimer(t, func(d time.Duration) bool { return d > 2*time.Second }); left != 3*time.Second {
		t.Fatalf("WaitTimer = %v", left)
	}
	c.Advance(2 * time.Second)
	if want := []string{"a", "a2", "b"}; !slices.Equal(ran, want) {
		t.Fatalf("ran %v, want %v", ran, want)
	}
	if got := c.Now().Sub(start); got != 2*time.Second {
		t.Fatalf("now moved %v", got)
	}
	if !late() {
		t.Fatal("late timer should still be pending")
	}
}
