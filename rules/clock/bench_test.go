package clock

import (
	"testing"
	"time"
)

// BenchmarkPress measures one completed move (settle, bonus, period check,
// history record) on a two-period Fischer control.
func BenchmarkPress(b *testing.B) {
	ctl, err := Parse("40/90m+30s, 30m+30s")
	if err != nil {
		b.Fatal(err)
	}
	f := &fakeTime{}
	c, err := New(ctl, f.now)
	if err != nil {
		b.Fatal(err)
	}
	c.Start()
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if i%1000 == 999 { // keep the history and move numbers game-sized
			c, _ = New(ctl, f.now)
			c.Start()
		}
		f.t += time.Millisecond
		if err := c.Press(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParsePGN(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse("40/5400+30:1800+30"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseHuman(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse("40/90m+30s, 30m+30s"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkTalkerNext(b *testing.B) {
	ctl, _ := Parse("90m")
	f := &fakeTime{}
	c, _ := New(ctl, f.now)
	tk, _ := NewTalker(c, DefaultSchedule(White, Black))
	c.Start()
	b.ReportAllocs()
	for b.Loop() {
		f.t += time.Millisecond
		tk.Next()
	}
}
