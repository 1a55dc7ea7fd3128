package clock_test

import (
	"fmt"
	"time"

	"github.com/tactuschess/tactus/rules/clock"
)

// fakeTime is a monotonic time source the example moves by hand.
type fakeTime struct{ t time.Duration }

func (f *fakeTime) now() time.Duration { return f.t }

// Parse reads a time control in tactus's own notation (or PGN's).
func ExampleParse() {
	ctl, err := clock.Parse("40/90m+30s, 30m+30s")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(ctl)
	fmt.Println(ctl.Classify())
	pgn, _ := ctl.PGN()
	fmt.Println(pgn)

	_, err = clock.Parse("90x")
	fmt.Println(err != nil)
	// Output:
	// 40/90m+30s, 30m+30s
	// standard
	// 40/5400+30:1800+30
	// true
}

// A clock on a fake time source: two presses, then when White's flag will
// fall and what the clock says when it does.
func ExampleClock() {
	ctl, _ := clock.Parse("5m+2s")
	ft := &fakeTime{}
	c, err := clock.New(ctl, ft.now)
	if err != nil {
		fmt.Println(err)
		return
	}
	_ = c.Start() // White's clock runs; the increment is added before move 1 too
	ft.t += 10 * time.Second
	_ = c.Press() // White's first move took 10 s, then +2 s
	ft.t += 30 * time.Second
	_ = c.Press() // Black's took 30 s
	fmt.Println(c.Remaining(clock.White), c.Remaining(clock.Black))

	side, at, ok := c.NextFlag()
	fmt.Println(side, at, ok)

	ft.t = at
	if f, fell := c.Flag(); fell {
		fmt.Println(f.Side, "flag fell at", f.At)
	}
	fmt.Println(c.Status().State)
	// Black has mating material, so White's flag loses (6.9).
	fmt.Println(c.FlagVerdict(clock.MateCheckerFunc(func(clock.Color) bool { return true })))
	// Output:
	// 4m54s 4m34s
	// white 5m34s true
	// white flag fell at 5m34s
	// stopped
	// black wins
}

// The talking clock says White's time when it crosses each mark of the
// schedule; the application sets one timer for Next and takes Due when it
// fires.
func ExampleTalker() {
	ctl, _ := clock.Parse("3m")
	ft := &fakeTime{}
	c, _ := clock.New(ctl, ft.now)
	tk, err := clock.NewTalker(c, clock.DefaultSchedule(clock.White))
	if err != nil {
		fmt.Println(err)
		return
	}
	_ = c.Start()
	for range 3 {
		at, ok := tk.Next()
		if !ok {
			break
		}
		ft.t = at
		for _, a := range tk.Due() {
			fmt.Println(a.Side, a.Reason, clock.SpokenDuration(a.Remaining))
		}
	}
	// Output:
	// white threshold 2 minutes
	// white threshold 1 minute
	// white threshold 50 seconds
}
