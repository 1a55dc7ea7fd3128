package clock

import (
	"errors"
	"testing"
	"time"
)

// TestScripts checks the times, counters and flags each rule leads to.
func TestScripts(t *testing.T) {
	tests := []struct {
		name, control, script string
		opts                  []Option
		white, black          time.Duration
		moves                 [2]int
		state                 State
		flag                  *FlagFall
		err                   error
	}{
		{name: "fischer adds the increment per completed move (6.3.1)", control: "5m+3s",
			script: "0 start\n10000 press\n12500 press",
			// 3 s credited before move 1, then 3 s after each completed move.
			white: 5*mins + 3*sec - 10*sec + 3*sec, black: 5*mins + 3*sec - 2500*time.Millisecond + 3*sec,
			moves: [2]int{1, 1}, state: Running},
		{name: "each increment is credited before its move, in every period", control: "1/1m+1s, 1m+5s",
			script: "0 start\n1000 press\n2000 press\n3000 press",
			// +1 s before move 1 (the first period's increment); the press of
			// move 1 credits period 2's 5 s before move 2, as period 1's came
			// before move 1.
			white: sec + 60*sec - sec + 5*sec + 60*sec - sec + 5*sec, black: sec + 60*sec - sec + 5*sec + 60*sec,
			moves: [2]int{2, 1}, state: Running},
		{name: "delay: main time unchanged when pressed within the delay (6.3.2)", control: "90m d10s",
			script: "0 start\n9999 press\n29999 press",
			white:  90 * mins, black: 90*mins - 10*sec, moves: [2]int{1, 1}, state: Running},
		{name: "delay survives a pause", control: "90m d10s",
			script: "0 start\n4000 pause\n100000 resume\n112000 press",
			white:  90*mins - 6*sec, black: 90 * mins, moves: [2]int{1, 0}, state: Running},
		{name: "bronstein refunds at most the delay", control: "25m b10s",
			script: "0 start\n5000 press\n25000 press",
			white:  25 * mins, black: 25*mins - 10*sec, moves: [2]int{1, 1}, state: Running},
		{name: "saved time carries into the next period (6.3.2)", control: "2/1m, 30s",
			script: "0 start\n10000 press\n11000 press\n21000 press\n22000 press",
			white:  60*sec - 20*sec + 30*sec, black: 60*sec - 2*sec + 30*sec,
			moves: [2]int{2, 2}, state: Running},
		{name: "a last period with moves repeats", control: "1/10s",
			script: "0 start\n1000 press\n2000 press\n3000 press",
			white:  30*sec - 2*sec, black: 20*sec - sec, moves: [2]int{2, 1}, state: Running},
		{name: "flag falls at the exact instant", control: "1m",
			script: "0 start\n70000 press", white: 0, black: mins, state: Stopped,
			flag: &FlagFall{White, 60 * sec}, err: ErrFlag},
		{name: "flag after the delay", control: "1m d5s",
			script: "0 start\n1000 press\n80000 pause", white: 60 * sec, black: 0, state: Stopped,
			moves: [2]int{1, 0}, flag: &FlagFall{Black, 66 * sec}, err: ErrStopped},
		{name: "bronstein flags although a refund would come", control: "10s b5s",
			script: "0 start\n10000 press", white: 0, black: 10 * sec, state: Stopped,
			flag: &FlagFall{White, 10 * sec}, err: ErrFlag},
		{name: "paused clock does not run (6.11)", control: "1m",
			script: "0 start\n10000 pause\n500000 resume\n510000 press",
			white:  40 * sec, black: mins, moves: [2]int{1, 0}, state: Running},
		{name: "hourglass gives the time used to the opponent", control: "*60",
			script: "0 start\n20000 press\n25000 press",
			white:  40*sec + 5*sec, black: 80*sec - 5*sec, moves: [2]int{1, 1}, state: Running},
		{name: "hourglass flag", control: "*60",
			script: "0 start\n10000 press\n80000 pause", white: 2 * mins, black: 0,
			moves: [2]int{1, 0}, state: Stopped, flag: &FlagFall{Black, 80 * sec}, err: ErrStopped},
		{name: "first illegal move, standard: opponent +2 min (7.5.5)", control: "90m",
			script: "0 start\n1000 illegal white", white: 90*mins - sec, black: 92 * mins, state: Running},
		{name: "first illegal move, rapid: +1 min (A.3)", control: "15m+10s",
			script: "0 start\n1000 illegal black", white: 16*mins + 10*sec - sec, black: 15*mins + 10*sec, state: Running},
		{name: "first illegal move, blitz: +1 min (B.3)", control: "3m+2s",
			script: "0 start\n1000 illegal white", white: 3*mins + 2*sec - sec, black: 4*mins + 2*sec, state: Running},
		{name: "blitz under the competition rules: +2 min (B.2)", control: "3m+2s", opts: []Option{CompetitionRules(true)},
			script: "0 start\n1000 illegal white", white: 3*mins + 2*sec - sec, black: 5*mins + 2*sec, state: Running},
		{name: "incorrect draw claim: +2 min (9.5.3)", control: "40/90m+30s, 30m+30s",
			script: "0 start\n1000 claim white", white: 90*mins + 30*sec - sec, black: 92*mins + 30*sec, state: Running},
		{name: "incorrect draw claim, rapid: +1 min (A.3)", control: "25m",
			script: "0 start\n1000 claim white", white: 25*mins - sec, black: 26 * mins, state: Running},
		{name: "III.4: five-second increment for both, opponent +2 min", control: "30m",
			script: "0 start\n1000 press\n2000 press\n3000 set white 1m\n3000 quickplay white\n4000 press",
			white:  mins - sec + 5*sec, black: 32*mins - sec, moves: [2]int{2, 1}, state: Running},
		{name: "III.4 needs less than two minutes", control: "30m",
			script: "0 start\n3000 set white 2m\n3000 quickplay white", white: 2 * mins, black: 30 * mins,
			state: Running, err: ErrNotAllowed},
		{name: "III.4 needs the move", control: "30m",
			script: "0 start\n3000 set black 1m\n3000 quickplay black", white: 30*mins - 3*sec, black: mins,
			state: Running, err: ErrNotAllowed},
		{name: "III.4 not with an increment", control: "30m+5s",
			script: "0 start\n3000 set white 1m\n3000 quickplay white", white: mins, black: 30*mins + 5*sec,
			state: Running, err: ErrNotAllowed},
		{name: "III.4 only in the final period (III.2.1)", control: "40/30m, 15m",
			script: "0 start\n3000 set white 1m\n3000 quickplay white", white: mins, black: 30 * mins,
			state: Running, err: ErrNotAllowed},
		{name: "III.4 not in blitz (III.2.2)", control: "5m",
			script: "0 start\n3000 set white 1m\n3000 quickplay white", white: mins, black: 5 * mins,
			state: Running, err: ErrNotAllowed},
		{name: "arbiter adds and sets times and the move counter (6.10.2)", control: "90m",
			script: "0 start\n1000 pause\n5000 add black 5m\n5000 set white 80m\n5000 moves white 12\n6000 resume\n7000 press",
			white:  80*mins - sec, black: 95 * mins, moves: [2]int{13, 0}, state: Running},
		{name: "adjustment may not empty a clock", control: "90m",
			script: "0 start\n1000 add white -90m", white: 90*mins - sec, black: 90 * mins, state: Running, err: ErrAdjust},
		{name: "readjust to the times of a ply (D.2.9, 7.1)", control: "5m+2s",
			script: "0 start\n1000 press\n3000 press\n6000 press\n10000 pause\n10000 restore 2\n11000 resume\n12000 press",
			white:  2*sec + 5*mins - sec + 2*sec - sec + 2*sec, black: 2*sec + 5*mins - 2*sec + 2*sec,
			moves: [2]int{2, 1}, state: Running},
		{name: "restore an unknown ply", control: "5m",
			script: "0 start\n1000 restore 7", white: 5*mins - sec, black: 5 * mins, state: Running, err: ErrAdjust},
		{name: "end stops the clock: no flag afterwards", control: "1m",
			script: "0 start\n30000 end\n999000 press", white: 30 * sec, black: mins, state: Stopped, err: ErrStopped},
		{name: "press before start", control: "1m", script: "0 press", white: mins, black: mins, err: ErrNotRunning},
		{name: "start twice", control: "1m", script: "0 start\n1 start", white: mins - time.Millisecond, black: mins,
			state: Running, err: ErrStarted},
		{name: "resume a running clock", control: "1m", script: "0 start\n1000 resume", white: 59 * sec, black: mins,
			state: Running, err: ErrNotPaused},
		{name: "pause a paused clock", control: "1m", script: "0 start\n1000 pause\n2000 pause", white: 59 * sec, black: mins,
			state: Paused, err: ErrNotRunning},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, f := newClock(t, tt.control, tt.opts...)
			err := play(t, c, f, tt.script)
			if !errors.Is(err, tt.err) || (err == nil) != (tt.err == nil) {
				t.Errorf("last step error %v, want %v", err, tt.err)
			}
			s := c.Status()
			if s.Remaining != [2]time.Duration{tt.white, tt.black} {
				t.Errorf("remaining %v, want [%v %v]", s.Remaining, tt.white, tt.black)
			}
			if s.Moves != tt.moves || s.State != tt.state {
				t.Errorf("moves %v state %v, want %v %v", s.Moves, s.State, tt.moves, tt.state)
			}
			if (s.Flag == nil) != (tt.flag == nil) || s.Flag != nil && *s.Flag != *tt.flag {
				t.Errorf("flag %+v, want %+v", s.Flag, tt.flag)
			}
		})
	}
}

func TestNextFlagIsExact(t *testing.T) {
	for _, tc := range []string{"1m", "1m d7s", "1m b7s", "*1m", "1m+3s"} {
		c, f := newClock(t, tc)
		play(t, c, f, "0 start\n1234 press\n5000 pause\n6000 resume")
		side, at, ok := c.NextFlag()
		if !ok || side != Black {
			t.Fatalf("%s: NextFlag = %v %v %v", tc, side, at, ok)
		}
		f.t = at - time.Millisecond
		if _, fell := c.Flag(); fell {
			t.Fatalf("%s: flag before %v", tc, at)
		}
		f.t = at + time.Hour
		got, fell := c.Flag()
		if !fell || got != (FlagFall{Black, at}) {
			t.Errorf("%s: Flag = %+v %v, want black at %v", tc, got, fell, at)
		}
		if _, _, ok := c.NextFlag(); ok {
			t.Errorf("%s: NextFlag after the flag", tc)
		}
	}
}

func TestNewRejects(t *testing.T) {
	f := &fakeTime{}
	for _, tc := range []string{"-", "?"} {
		ctl, _ := Parse(tc)
		if _, err := New(ctl, f.now); !errors.Is(err, ErrUntimed) {
			t.Errorf("New(%q) = %v, want ErrUntimed", tc, err)
		}
	}
	if _, err := New(Control{Periods: []Period{{Time: -1}}}, f.now); !errors.Is(err, ErrSyntax) {
		t.Errorf("New(bad) = %v, want ErrSyntax", err)
	}
	ctl, _ := Parse("5m")
	if _, err := New(ctl, nil); err == nil {
		t.Error("New without a time source: no error")
	}
}

func TestHistory(t *testing.T) {
	c, f := newClock(t, "1m+1s")
	play(t, c, f, "0 start\n1000 press\n3000 press")
	h := c.History()
	want := []Snapshot{
		// 1 s credited to both before move 1 (glossary: "from the start").
		{0, [2]time.Duration{mins + sec, mins + sec}, [2]int{}},
		{1, [2]time.Duration{mins + sec, mins + sec}, [2]int{1, 0}},
		{2, [2]time.Duration{mins + sec, mins}, [2]int{1, 1}},
	}
	if len(h) != len(want) {
		t.Fatalf("history %v, want %v", h, want)
	}
	for i := range h {
		if h[i] != want[i] {
			t.Errorf("ply %d: %+v, want %+v", i, h[i], want[i])
		}
	}
}

func TestSwitchIncrement(t *testing.T) {
	c, f := newClock(t, "40/90m d10s, 30m")
	play(t, c, f, "0 start\n3000 pause")
	for _, d := range []time.Duration{0, -sec, 2 * time.Hour, 1500 * time.Millisecond} {
		if err := c.SwitchIncrement(d); !errors.Is(err, ErrAdjust) {
			t.Errorf("SwitchIncrement(%v) = %v, want ErrAdjust", d, err)
		}
	}
	if err := c.SwitchIncrement(5 * sec); err != nil {
		t.Fatal(err)
	}
	for i, p := range c.Control().Periods {
		if p.Mode != Fischer || p.Extra != 5*sec {
			t.Errorf("period %d after the switch: %+v", i+1, p)
		}
	}
	play(t, c, f, "4000 resume\n5000 press")
	if got, want := c.Remaining(White), 90*mins-sec+5*sec; got != want {
		t.Errorf("white %v, want %v (delay spent, 1 s of main time, +5 s)", got, want)
	}
	c.End()
	if err := c.SwitchIncrement(5 * sec); !errors.Is(err, ErrStopped) {
		t.Errorf("after End: %v", err)
	}
}

func TestControlIsACopy(t *testing.T) {
	c, _ := newClock(t, "5m+3s")
	ctl := c.Control()
	ctl.Periods[0].Time = time.Hour
	if c.Control().Periods[0].Time != 5*mins {
		t.Error("Control() shares the clock's periods")
	}
	if c.Class() != Blitz || c.PenaltyTime() != mins {
		t.Errorf("class %v penalty %v", c.Class(), c.PenaltyTime())
	}
	if NotStarted.String() != "not started" || Stopped.String() != "stopped" || Draw.String() != "draw" {
		t.Error("state or outcome names")
	}
}

func TestStatusPeriods(t *testing.T) {
	c, f := newClock(t, "1/1m, 1/1m, 5m")
	play(t, c, f, "0 start\n1000 press\n2000 press\n3000 press")
	s := c.Status()
	if s.Period != [2]int{3, 2} || s.Turn != Black || s.Ran != [2]time.Duration{2 * sec, sec} {
		t.Errorf("status %+v", s)
	}
}
