package clock

// Independent review tests: every expected value below is computed by hand
// from the FIDE Laws (2023 text) and the design notes, not read from the code.

import (
	"errors"
	"testing"
	"time"
)

const (
	rvS = time.Second
	rvM = time.Minute
)

// rvTime is the injected time source of the review tests.
type rvTime struct{ t time.Duration }

func (f *rvTime) now() time.Duration { return f.t }

// rvRig is a clock on a fake time source with checking helpers.
type rvRig struct {
	t   *testing.T
	c   *Clock
	f   *rvTime
	ctl string
}

func rvNew(t *testing.T, tc string, opts ...Option) *rvRig {
	t.Helper()
	ctl, err := Parse(tc)
	if err != nil {
		t.Fatalf("Parse(%q): %v", tc, err)
	}
	f := &rvTime{}
	c, err := New(ctl, f.now, opts...)
	if err != nil {
		t.Fatalf("New(%q): %v", tc, err)
	}
	return &rvRig{t: t, c: c, f: f, ctl: tc}
}

// at moves the fake time to d.
func (r *rvRig) at(d time.Duration) *rvRig { r.f.t = d; return r }

func (r *rvRig) must(what string, err error) {
	r.t.Helper()
	if err != nil {
		r.t.Fatalf("%s: %s at %v: %v", r.ctl, what, r.f.t, err)
	}
}

func (r *rvRig) start()  { r.t.Helper(); r.must("Start", r.c.Start()) }
func (r *rvRig) press()  { r.t.Helper(); r.must("Press", r.c.Press()) }
func (r *rvRig) pause()  { r.t.Helper(); r.must("Pause", r.c.Pause()) }
func (r *rvRig) resume() { r.t.Helper(); r.must("Resume", r.c.Resume()) }

// rem checks both main times.
func (r *rvRig) rem(what string, w, b time.Duration) {
	r.t.Helper()
	st := r.c.Status()
	if st.Remaining[White] != w || st.Remaining[Black] != b {
		r.t.Errorf("%s: %s: remaining white=%v black=%v, want white=%v black=%v",
			r.ctl, what, st.Remaining[White], st.Remaining[Black], w, b)
	}
}

// playMoves plays n moves for each side from the current time, White taking
// wt and Black bt per move, checking after each press the times computed by
// want (moves completed by the side) and the periods.
func (r *rvRig) playMoves(n int, wt, bt time.Duration,
	want func(side Color, moves int) time.Duration, period func(moves int) int) {
	r.t.Helper()
	for k := 1; k <= n; k++ {
		for _, side := range []Color{White, Black} {
			d := wt
			if side == Black {
				d = bt
			}
			r.at(r.f.t + d)
			r.press()
			st := r.c.Status()
			if st.Moves[side] != k {
				r.t.Fatalf("%s: %s has %d moves, want %d", r.ctl, side, st.Moves[side], k)
			}
			if got, w := st.Remaining[side], want(side, k); got != w {
				r.t.Fatalf("%s: after %s's move %d: %v, want %v", r.ctl, side, k, got, w)
			}
			if got, w := st.Period[side], period(k+1); got != w {
				r.t.Fatalf("%s: after %s's move %d: period %d, want %d", r.ctl, side, k, got, w)
			}
		}
	}
}

// TestFIDEStandardControl: 40 moves in 90 minutes, then 30 minutes,
// 30 s per move from move 1 (6.3.1). Time saved in period 1 carries over
// (6.3.2); the 30 minutes arrive exactly with the press completing move 40.
func TestFIDEStandardControl(t *testing.T) {
	r := rvNew(t, "40/90m+30s, 30m+30s")
	r.start()
	// White uses 60 s a move, Black 90 s.
	want := func(side Color, k int) time.Duration {
		used := 60 * rvS
		if side == Black {
			used = 90 * rvS
		}
		d := 90*rvM + 30*rvS + time.Duration(k)*(30*rvS-used) // 30 s credited before move 1
		if k >= 40 {
			d += 30 * rvM
		}
		return d
	}
	period := func(next int) int {
		if next <= 40 {
			return 1
		}
		return 2
	}
	r.playMoves(39, 60*rvS, 90*rvS, want, period)
	// 90m + 30s - 39*30s = 4260 s for White; 90m + 30s - 39*60s = 3090 s for Black.
	r.rem("after 39 moves", 4260*rvS, 3090*rvS)
	// Just before White's 40th press: still period 1 time only.
	r.at(r.f.t + 60*rvS - time.Millisecond)
	r.rem("just before the 40th press", 4200*rvS+time.Millisecond, 3090*rvS)
	r.at(r.f.t + time.Millisecond)
	r.press()
	r.rem("White's 40th completed", 6030*rvS, 3090*rvS) // 4260-60+30+1800
	if st := r.c.Status(); st.Period != [2]int{2, 1} {
		t.Errorf("periods %v, want [2 1]", st.Period)
	}
	r.at(r.f.t + 90*rvS)
	r.press()
	r.rem("Black's 40th completed", 6030*rvS, 4830*rvS) // 3090-90+30+1800
	// The rest of the game: no further period time, ever.
	for k := 41; k <= 120; k++ {
		r.at(r.f.t + 10*rvS)
		r.press()
		r.at(r.f.t + 10*rvS)
		r.press()
	}
	// 80 more moves each at 10 s with 30 s back: +20 s a move.
	r.rem("after 120 moves", 6030*rvS+80*20*rvS, 4830*rvS+80*20*rvS)
}

// TestThreePeriods: 40/2h, 20/1h, 30m; moves counted per side.
func TestThreePeriods(t *testing.T) {
	r := rvNew(t, "40/2h, 20/1h, 30m")
	r.start()
	want := func(side Color, k int) time.Duration {
		per := rvM
		if side == Black {
			per = 2 * rvM
		}
		d := 2*time.Hour - time.Duration(k)*per
		if k >= 40 {
			d += time.Hour
		}
		if k >= 60 {
			d += 30 * rvM
		}
		return d
	}
	period := func(next int) int {
		switch {
		case next <= 40:
			return 1
		case next <= 60:
			return 2
		}
		return 3
	}
	r.playMoves(70, rvM, 2*rvM, want, period)
	// White: 120-70+60+30 = 140 min; Black: 120-140+90 = 70 min.
	r.rem("after 70 moves", 140*rvM, 70*rvM)
}

// TestRepeatingPeriod: "40/2h" alone means 2 hours for every 40 moves.
func TestRepeatingPeriod(t *testing.T) {
	r := rvNew(t, "40/2h")
	r.start()
	want := func(_ Color, k int) time.Duration {
		return 2*time.Hour - time.Duration(k)*rvM + time.Duration(k/40)*2*time.Hour
	}
	period := func(next int) int { return (next-1)/40 + 1 }
	r.playMoves(81, rvM, rvM, want, period)
}

// TestMovesCountedPerSide: White's moves do not advance Black's period.
func TestMovesCountedPerSide(t *testing.T) {
	r := rvNew(t, "2/1m, 1m")
	r.start()
	r.at(1 * rvS).press() // W1
	r.at(2 * rvS).press() // B1
	r.at(3 * rvS).press() // W2: White's period ends: 60-2+60 = 118 s
	r.rem("W2", 118*rvS, 59*rvS)
	if st := r.c.Status(); st.Period != [2]int{2, 1} || st.Moves != [2]int{2, 1} {
		t.Errorf("period %v moves %v, want [2 1] [2 1]", st.Period, st.Moves)
	}
}

// TestIncrementPerPeriod: each period's increment is credited before
// each of its moves, as the first period's is before move 1 (the glossary's
// "from the start before each move"): the press completing period 1 credits
// period 2's increment for the first move of period 2.
func TestIncrementPerPeriod(t *testing.T) {
	r := rvNew(t, "2/1m+10s, 1m+30s")
	r.start()
	// Both start with 60+10 s: period 1's increment is credited before move 1.
	r.at(5 * rvS).press()  // W1: 70-5+10 = 75 (move 2 is in period 1)
	r.at(6 * rvS).press()  // B1: 70-1+10 = 79
	r.at(11 * rvS).press() // W2: 75-5+30 (before move 3, period 2)+60 = 160
	r.rem("W2", 160*rvS, 79*rvS)
	r.at(12 * rvS).press() // B2: 79-1+30+60 = 168
	r.at(17 * rvS).press() // W3: 160-5+30 = 185
	r.rem("W3", 185*rvS, 168*rvS)

	r = rvNew(t, "1/1m+10s, 1m")
	r.start()
	r.at(5 * rvS).press() // W1: 70-5+60 = 125: period 2 (move 2) has no increment
	r.at(6 * rvS).press()
	r.at(11 * rvS).press() // W2: 125-5 = 120
	r.rem("W2 without increment", 120*rvS, 129*rvS)

	// A first period without increment and a second with: the increment
	// of move 3 (period 2) comes with the press of move 2.
	r = rvNew(t, "2/1m, 1m+10s")
	r.start()
	r.at(5 * rvS).press()  // W1: 60-5 = 55
	r.at(6 * rvS).press()  // B1: 59
	r.at(11 * rvS).press() // W2: 55-5+10+60 = 120
	r.rem("period 2's increment before its first move", 120*rvS, 59*rvS)
}

// TestFischerBeforeFirstMove: the increment is "added from the start
// before each move" (glossary of the Laws, 2014–2023; a DGT 3000 shows 5:03
// for 5m+3s): both sides have it before move 1, then after each move.
func TestFischerBeforeFirstMove(t *testing.T) {
	r := rvNew(t, "5m+3s")
	r.rem("before start", 5*rvM+3*rvS, 5*rvM+3*rvS)
	r.start()
	r.rem("at start", 5*rvM+3*rvS, 5*rvM+3*rvS)
	if side, at, ok := r.c.NextFlag(); !ok || side != White || at != 5*rvM+3*rvS {
		t.Errorf("NextFlag = %v %v %v, want white 5m3s", side, at, ok)
	}
	r.at(2 * rvS).press()
	r.rem("after W1", 5*rvM+4*rvS, 5*rvM+3*rvS)
	if got := r.c.Class(); got != Blitz {
		t.Errorf("5m+3s is %v: the credit before move 1 must not change the class (B.1)", got)
	}
}

// TestDelayMode: 6.3.2 time delay mode.
func TestDelayMode(t *testing.T) {
	r := rvNew(t, "5m d10s")
	r.start()
	r.at(7 * rvS).press() // within the delay: main time unchanged
	r.rem("W1 within delay", 5*rvM, 5*rvM)
	r.at(19 * rvS).press() // Black used 12 s: 2 s of main time
	r.rem("B1 past delay", 5*rvM, 5*rvM-2*rvS)
	// Not cumulative: White's 3 unused seconds are gone; 15 s costs 5 s.
	r.at(34 * rvS).press()
	r.rem("W2", 5*rvM-5*rvS, 5*rvM-2*rvS)
	// Exactly at the end of the delay: nothing from the main time.
	r.at(44 * rvS).press()
	r.rem("B2 at delay end", 5*rvM-5*rvS, 5*rvM-2*rvS)
	// A pause keeps the delay left: 4 s used, pause, 6 s left after resume.
	r.at(48 * rvS).pause()
	if st := r.c.Status(); st.DelayLeft != 6*rvS {
		t.Errorf("delay left after pause %v, want 6s", st.DelayLeft)
	}
	r.at(1000 * rvS).resume()
	r.at(1006 * rvS).press()
	r.rem("W3 after pause within delay", 5*rvM-5*rvS, 5*rvM-2*rvS)
	r.at(1017 * rvS).press() // Black 11 s: 1 s of main time
	r.rem("B3", 5*rvM-5*rvS, 5*rvM-3*rvS)
}

// TestDelayPerPeriod: the delay follows the period of the move.
func TestDelayPerPeriod(t *testing.T) {
	r := rvNew(t, "1/1m d5s, 1m d20s")
	r.start()
	r.at(10 * rvS).press() // W1: 5 s from main; + 60 s
	r.rem("W1", 115*rvS, 60*rvS)
	r.at(20 * rvS).press() // B1: 5 s from main
	r.at(39 * rvS).press() // W2 in period 2: 19 s within the 20 s delay
	r.rem("W2", 115*rvS, 115*rvS)
}

// TestFlagDuringDelay: with 5 s of main time and a 10 s delay the
// flag falls 15 s after the turn begins, not before.
func TestFlagDuringDelay(t *testing.T) {
	r := rvNew(t, "5m d10s")
	r.must("SetRemaining", r.c.SetRemaining(White, 5*rvS))
	r.start()
	if side, at, ok := r.c.NextFlag(); !ok || side != White || at != 15*rvS {
		t.Errorf("NextFlag = %v %v %v, want white 15s", side, at, ok)
	}
	r.at(9 * rvS)
	if _, ok := r.c.Flag(); ok {
		t.Fatal("flag inside the delay")
	}
	r.at(15*rvS - time.Millisecond)
	if _, ok := r.c.Flag(); ok {
		t.Fatal("flag 1 ms early")
	}
	r.at(20 * rvS)
	f, ok := r.c.Flag()
	if !ok || f.Side != White || f.At != 15*rvS {
		t.Errorf("flag = %+v %v, want white at 15s", f, ok)
	}
	if err := r.c.Press(); !errors.Is(err, ErrFlag) {
		t.Errorf("press after the flag: %v, want ErrFlag", err)
	}
	if st := r.c.Status(); st.Remaining[White] != 0 || st.Ran[White] != 15*rvS || st.Moves[White] != 0 {
		t.Errorf("after flag: %+v", st)
	}
}

// TestBronstein: the refund is the time used, up to the delay.
func TestBronstein(t *testing.T) {
	r := rvNew(t, "5m b10s")
	r.start()
	r.at(4 * rvS).press() // refund 4
	r.rem("W1 4s", 5*rvM, 5*rvM)
	r.at(19 * rvS).press() // Black used 15: refund 10
	r.rem("B1 15s", 5*rvM, 5*rvM-5*rvS)
	r.at(20 * rvS).pause() // White used 1
	r.at(500 * rvS).resume()
	r.at(502 * rvS).press() // 3 s used in all: refund 3
	r.rem("W2 across pause", 5*rvM, 5*rvM-5*rvS)
	// Main time runs at once: 5 s left flags after 5 s, not 15.
	r.must("SetRemaining", r.c.SetRemaining(Black, 5*rvS))
	if _, at, _ := r.c.NextFlag(); at != 507*rvS {
		t.Errorf("Bronstein flag at %v, want 507s", at)
	}
	r.at(510 * rvS)
	if f, ok := r.c.Flag(); !ok || f.At != 507*rvS || f.Side != Black {
		t.Errorf("flag %+v %v, want black at 507s", f, ok)
	}
}

// TestPeriodTimeNotBeforePress: the next period's time is not there
// to save a flag that falls before the move completing the count.
func TestPeriodTimeNotBeforePress(t *testing.T) {
	r := rvNew(t, "2/10s, 1m")
	r.start()
	r.at(4 * rvS).press() // W1: 6 s left
	r.at(5 * rvS).press() // B1
	r.at(20 * rvS)
	if f, ok := r.c.Flag(); !ok || f.Side != White || f.At != 11*rvS {
		t.Errorf("flag %+v %v, want white at 11s", f, ok)
	}
	if err := r.c.Press(); !errors.Is(err, ErrFlag) {
		t.Errorf("late press: %v, want ErrFlag", err)
	}
	r.rem("after the flag", 0, 9*rvS)
}
