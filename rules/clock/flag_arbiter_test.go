package clock

// Review tests of flags, verdicts, pauses, arbiter adjustments, penalties
// and classification; expected values computed by hand from the Laws.

import (
	"errors"
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
)

// TestFlagExactInstant: the flag falls at the instant the main time
// reaches zero, whenever it is observed (6.8), and never after End.
func TestFlagExactInstant(t *testing.T) {
	r := rvNew(t, "1m")
	r.start()
	r.at(59999 * time.Millisecond).press() // White: 1 ms left
	r.rem("W1", time.Millisecond, rvM)
	r.at(80 * rvS).press() // Black: 20 s used
	r.at(10 * time.Hour)   // observed much later
	f, ok := r.c.Flag()
	if !ok || f.Side != White || f.At != 80*rvS+time.Millisecond {
		t.Errorf("flag %+v %v, want white at 80.001s", f, ok)
	}
	if st := r.c.Status(); st.State != Stopped || st.Remaining != [2]time.Duration{0, 39999 * time.Millisecond} {
		t.Errorf("status %+v", st)
	}

	r = rvNew(t, "1m")
	r.start()
	r.at(30 * rvS)
	r.c.End()
	r.at(10 * time.Hour)
	if f, ok := r.c.Flag(); ok {
		t.Errorf("flag %+v after End", f)
	}
	if o := r.c.FlagVerdict(MateCheckerFunc(func(Color) bool { return true })); o != NoOutcome {
		t.Errorf("verdict after End = %v, want no outcome", o)
	}
	if err := r.c.Press(); !errors.Is(err, ErrStopped) {
		t.Errorf("press after End: %v", err)
	}
}

// TestArbiterFlagVerdict: 6.9 asks whether the OPPONENT of the flagged
// player can mate.
func TestArbiterFlagVerdict(t *testing.T) {
	for _, tt := range []struct {
		canMate bool
		want    Outcome
	}{{true, BlackWins}, {false, Draw}} {
		r := rvNew(t, "1m")
		r.start()
		r.at(2 * rvM)
		var asked []Color
		o := r.c.FlagVerdict(MateCheckerFunc(func(s Color) bool {
			asked = append(asked, s)
			return tt.canMate
		}))
		if o != tt.want || len(asked) != 1 || asked[0] != Black {
			t.Errorf("canMate %v: verdict %v, asked %v; want %v asking black", tt.canMate, o, asked, tt.want)
		}
	}
	// With the engine: White (K+Q) flags; Black has a bare king: draw.
	pos, err := rules.ParseFEN("4k3/8/8/8/8/8/8/3QK3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	r := rvNew(t, "1m")
	r.start()
	r.at(2 * rvM)
	if o := r.c.FlagVerdict(&pos); o != Draw {
		t.Errorf("bare king opponent: %v, want draw", o)
	}
	// Black flags; White has K+Q: White wins.
	r = rvNew(t, "1m")
	r.start()
	r.at(rvS).press()
	r.at(2 * rvM)
	if o := r.c.FlagVerdict(&pos); o != WhiteWins {
		t.Errorf("K+Q opponent: %v, want white wins", o)
	}
}

// TestArbiterBothFlags: III.3.1.
func TestArbiterBothFlags(t *testing.T) {
	for _, tt := range []struct {
		tc   string
		move int
		want Outcome
	}{
		{"40/90m, 30m", 1, PlayOn},
		{"40/90m, 30m", 40, PlayOn},
		{"40/90m, 30m", 41, Draw},
		{"5m", 1, Draw},
		{"40/2h", 200, PlayOn},
		{"40/2h, 20/1h, 30m", 60, PlayOn},
		{"40/2h, 20/1h, 30m", 61, Draw},
	} {
		ctl, err := Parse(tt.tc)
		if err != nil {
			t.Fatal(err)
		}
		if got := ctl.BothFlagsVerdict(tt.move); got != tt.want {
			t.Errorf("%q move %d: %v, want %v", tt.tc, tt.move, got, tt.want)
		}
	}
}

// TestPauseResume: 6.11: no time lost or gained across a pause, and
// no flag while paused.
func TestPauseResume(t *testing.T) {
	r := rvNew(t, "5m")
	r.start()
	r.at(10 * rvS).pause()
	r.at(time.Hour)
	r.rem("paused an hour", 290*rvS, 5*rvM)
	if _, _, ok := r.c.NextFlag(); ok {
		t.Error("NextFlag while paused")
	}
	if err := r.c.Pause(); err == nil {
		t.Error("Pause twice accepted")
	}
	if err := r.c.Press(); err == nil {
		t.Error("Press while paused accepted")
	}
	r.resume()
	if err := r.c.Resume(); !errors.Is(err, ErrNotPaused) {
		t.Errorf("Resume twice: %v", err)
	}
	r.at(time.Hour + 5*rvS).press()
	r.rem("W1", 285*rvS, 5*rvM)
	if st := r.c.Status(); st.Ran[White] != 15*rvS {
		t.Errorf("White's clock ran %v, want 15s", st.Ran[White])
	}
	// No flag while paused; it falls 5 s after resuming with 5 s left.
	r.must("Set", r.c.SetRemaining(Black, 9*rvS))
	r.at(time.Hour + 9*rvS).pause() // Black: 5 s left
	r.at(2 * time.Hour)
	if _, ok := r.c.Flag(); ok {
		t.Fatal("flag while paused")
	}
	r.resume()
	r.at(3 * time.Hour)
	if f, ok := r.c.Flag(); !ok || f.Side != Black || f.At != 2*time.Hour+5*rvS {
		t.Errorf("flag %+v %v, want black at 2h0m5s", f, ok)
	}
}

// TestArbiterAdjust: 6.10.2, 7.1.
func TestArbiterAdjust(t *testing.T) {
	r := rvNew(t, "5m")
	r.start()
	r.at(10 * rvS)
	r.must("add", r.c.AddTime(White, rvM))
	r.must("add", r.c.AddTime(Black, -30*rvS))
	r.rem("adjusted", 350*rvS, 270*rvS)
	if err := r.c.AddTime(Black, -270*rvS); !errors.Is(err, ErrAdjust) {
		t.Errorf("adjust to zero: %v, want ErrAdjust", err)
	}
	if err := r.c.SetRemaining(White, -rvS); !errors.Is(err, ErrAdjust) {
		t.Errorf("negative time: %v, want ErrAdjust", err)
	}
	r.rem("after refused adjustments", 350*rvS, 270*rvS)
	r.must("moves", r.c.SetMoves(White, 39))
	if err := r.c.SetMoves(White, -1); !errors.Is(err, ErrAdjust) {
		t.Errorf("negative move counter: %v", err)
	}
}

// TestRestoreTo: D.2.9 / 7.1: back to a ply, the times and counters
// recorded there, the right side to move, later plies forgotten.
func TestRestoreTo(t *testing.T) {
	r := rvNew(t, "2/1m d2s, 1m d5s")
	r.start()
	r.at(3 * rvS).press()  // ply 1: W 59
	r.at(7 * rvS).press()  // ply 2: B 58
	r.at(10 * rvS).press() // ply 3: W 58 + 60 = 118
	r.at(20 * rvS).press() // ply 4: B 50 + 60 = 110
	r.at(25 * rvS)         // White thinking (period 2: 5 s delay)
	r.must("RestoreTo(2)", r.c.RestoreTo(2))
	st := r.c.Status()
	if st.Remaining != [2]time.Duration{59 * rvS, 58 * rvS} || st.Moves != [2]int{1, 1} ||
		st.Turn != White || st.State != Running || st.Period != [2]int{1, 1} {
		t.Fatalf("after RestoreTo(2): %+v", st)
	}
	// The restored White move 2 is in period 1 again: a 2 s delay, and its
	// completion brings period 2's minute.
	if st.DelayLeft != 2*rvS {
		t.Errorf("delay after restore %v, want 2s", st.DelayLeft)
	}
	r.at(29 * rvS).press() // 4 s: 2 s from main
	r.rem("W2 again", 117*rvS, 58*rvS)
	if n := len(r.c.History()); n != 4 || r.c.History()[3].Ply != 3 {
		t.Errorf("history %+v, want plies 0..3", r.c.History())
	}
	r.must("RestoreTo(0)", r.c.RestoreTo(0))
	r.rem("RestoreTo(0)", rvM, rvM)
	if err := r.c.RestoreTo(3); !errors.Is(err, ErrAdjust) {
		t.Errorf("RestoreTo a forgotten ply: %v, want ErrAdjust", err)
	}
	// A paused clock stays paused.
	r.at(30 * rvS).press()
	r.at(31 * rvS).pause()
	r.must("RestoreTo(0) paused", r.c.RestoreTo(0))
	if st := r.c.Status(); st.State != Paused || st.Turn != White {
		t.Errorf("restore while paused: state %v turn %v", st.State, st.Turn)
	}
}

// TestPenalties: 7.5.5 and 9.5.3: two minutes; one in rapid and
// blitz (A.3, B.3); the offender's opponent gets it.
func TestPenalties(t *testing.T) {
	for _, tt := range []struct {
		tc   string
		opts []Option
		want time.Duration
	}{
		{"40/90m+30s, 30m+30s", nil, 2 * rvM},
		{"60m", nil, 2 * rvM},
		{"59m", nil, rvM},
		{"15m+10s", nil, rvM},
		{"3m+2s", nil, rvM},
		{"10m", nil, rvM},
		{"3m+2s", []Option{CompetitionRules(true)}, 2 * rvM}, // B.2: A.3 not applied (2023 reading)
		{"15m+10s", []Option{CompetitionRules(true)}, rvM},   // A.3 applies to every rapid game
	} {
		r := rvNew(t, tt.tc, tt.opts...)
		r.start()
		r.at(rvS)
		base := r.c.Status().Remaining
		d, err := r.c.IllegalMove(White)
		r.must("IllegalMove", err)
		d2, err := r.c.IncorrectDrawClaim(White)
		r.must("IncorrectDrawClaim", err)
		if d != tt.want || d2 != tt.want {
			t.Errorf("%q: penalty %v / %v, want %v", tt.tc, d, d2, tt.want)
		}
		r.rem("penalised", base[White], base[Black]+2*tt.want)
	}
}

// TestQuickplayConditions: III.4 needs the requester to have the
// move with less than two minutes, no increment, not blitz.
func TestQuickplayConditions(t *testing.T) {
	r := rvNew(t, "60m")
	r.start()
	r.must("Set", r.c.SetRemaining(White, 2*rvM))
	r.at(rvS) // 1:59 left
	if err := r.c.Quickplay(Black); !errors.Is(err, ErrNotAllowed) {
		t.Errorf("Black without the move: %v", err)
	}
	r.must("Quickplay", r.c.Quickplay(White))
	r.rem("after III.4", 119*rvS, 62*rvM)
	r.at(2 * rvS).press() // +5 s increment from now on
	r.rem("W1 with the new increment", 123*rvS, 62*rvM)

	r = rvNew(t, "60m")
	r.start()
	r.must("Set", r.c.SetRemaining(White, 2*rvM))
	if err := r.c.Quickplay(White); !errors.Is(err, ErrNotAllowed) {
		t.Errorf("exactly two minutes: %v, want ErrNotAllowed", err)
	}
	for _, tc := range []string{"10m", "15m+10s", "20m d5s"} {
		r = rvNew(t, tc)
		r.start()
		r.must("Set", r.c.SetRemaining(White, rvM))
		if err := r.c.Quickplay(White); !errors.Is(err, ErrNotAllowed) {
			t.Errorf("%q: Quickplay %v, want ErrNotAllowed", tc, err)
		}
	}
}

// TestClassAfterQuickplay: the 5 s increment of III.4 does not turn
// a rapid game into a standard one: the penalties stay those of A.3.
func TestClassAfterQuickplay(t *testing.T) {
	r := rvNew(t, "55m") // rapid: 55 minutes < 60
	r.start()
	r.must("Set", r.c.SetRemaining(White, rvM))
	r.must("Quickplay", r.c.Quickplay(White))
	if got := r.c.Class(); got != Rapid {
		t.Errorf("class after III.4 = %v, want rapid (55m + 60*5s = 60m reads standard)", got)
	}
	if d, err := r.c.IllegalMove(White); err != nil || d != rvM {
		t.Errorf("rapid illegal move penalty after III.4 = %v %v, want 1m (A.3)", d, err)
	}
}

// TestArbiterClassify: A.1 and B.1 boundaries, 60 moves assumed.
func TestArbiterClassify(t *testing.T) {
	for _, tt := range []struct {
		tc   string
		want Class
	}{
		{"600", Blitz}, // exactly 10 minutes: blitz
		{"601", Rapid},
		{"3599", Rapid},
		{"3600", Standard}, // exactly 60 minutes: not rapid
		{"9m+1s", Blitz},   // 9 + 1 = 10
		{"9m+2s", Rapid},   // 11
		{"5m+3s", Blitz},   // 8
		{"3m+2s", Blitz},   // 5
		{"10m+5s", Rapid},  // 15
		{"15m+10s", Rapid}, // 25
		{"45m+14s", Rapid}, // 59
		{"45m+15s", Standard},
		{"50m+10s", Standard},
		{"*180", Blitz},
		{"*600", Blitz},
		{"*601", Rapid},
		{"9m d1s", Blitz}, // glossary: an increment may be in delay mode
		{"9m d2s", Rapid},
		{"40/90m+30s, 30m+30s", Standard},
		{"40/2h, 20/1h, 30m", Standard},
		{"40/5400:1800", Standard},
		{"-", Standard},
	} {
		ctl, err := Parse(tt.tc)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.tc, err)
		}
		if got := ctl.Classify(); got != tt.want {
			t.Errorf("%q: %v (budget %v), want %v", tt.tc, got, ctl.Budget60(), tt.want)
		}
	}
}

// TestHourglass: the time one side uses is added to the other.
func TestHourglass(t *testing.T) {
	r := rvNew(t, "*60")
	r.start()
	r.at(10 * rvS).press()
	r.rem("W1", 50*rvS, 70*rvS)
	r.at(15 * rvS).pause()
	r.at(time.Hour).resume()
	r.rem("paused", 55*rvS, 65*rvS)
	if _, at, _ := r.c.NextFlag(); at != time.Hour+65*rvS {
		t.Errorf("hourglass flag at %v, want 1h1m5s", at)
	}
}

// TestArbiterMoveCounter: after the arbiter sets the counter to 39,
// the next completed move ends the 40-move period (6.10.2).
func TestArbiterMoveCounter(t *testing.T) {
	r := rvNew(t, "40/90m, 30m")
	r.start()
	r.must("SetMoves", r.c.SetMoves(White, 39))
	r.at(rvM).press()
	r.rem("W40", 119*rvM, 90*rvM)
	if st := r.c.Status(); st.Moves[White] != 40 || st.Period[White] != 2 {
		t.Errorf("moves %v periods %v", st.Moves, st.Period)
	}
}

// TestPressAtZero: a press at the very millisecond the main time
// reaches zero is too late (the flag is down when the display shows 0).
func TestPressAtZero(t *testing.T) {
	r := rvNew(t, "1m")
	r.start()
	r.at(rvM)
	if err := r.c.Press(); !errors.Is(err, ErrFlag) {
		t.Errorf("press at 0: %v, want ErrFlag", err)
	}
	r = rvNew(t, "1m")
	r.start()
	r.at(rvM - time.Millisecond).press()
	r.rem("1 ms left", time.Millisecond, rvM)
}

// TestHugeControlNoOverflow: the parser accepts 1000 hours for every
// move; the clock must not overflow when that period repeats.
func TestHugeControlNoOverflow(t *testing.T) {
	r := rvNew(t, "1/3600000")
	r.start()
	for i := 1; i <= 6000; i++ {
		r.at(time.Duration(i) * time.Millisecond)
		if err := r.c.Press(); err != nil {
			t.Fatalf("press %d: %v", i, err)
		}
		if st := r.c.Status(); st.Remaining[White] <= 0 || st.Remaining[Black] <= 0 {
			t.Fatalf("after %d presses: remaining %v (overflow)", i, st.Remaining)
		}
	}
}

// TestFlagAfterPauseInDelay: a pause inside the delay keeps what is
// left of it; the flag falls after the rest of the delay and the main time.
func TestFlagAfterPauseInDelay(t *testing.T) {
	r := rvNew(t, "5m d10s")
	r.must("Set", r.c.SetRemaining(White, 5*rvS))
	r.start()
	r.at(4 * rvS).pause()
	r.at(100 * rvS).resume()
	if _, at, ok := r.c.NextFlag(); !ok || at != 111*rvS {
		t.Errorf("NextFlag = %v %v, want 111s", at, ok)
	}
	r.at(200 * rvS)
	if f, ok := r.c.Flag(); !ok || f.At != 111*rvS {
		t.Errorf("flag %+v %v, want at 111s", f, ok)
	}
	if st := r.c.Status(); st.Ran[White] != 15*rvS {
		t.Errorf("White's clock ran %v, want 15s", st.Ran[White])
	}
}
