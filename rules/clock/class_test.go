package clock

import (
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
)

func TestClassify(t *testing.T) {
	tests := []struct {
		control string
		want    Class
		budget  time.Duration
	}{
		{"10m", Blitz, 10 * mins},        // B.1: 10 minutes or less
		{"5m+5s", Blitz, 10 * mins},      // seminar 2016, B.1 example (its sum says 15, it is 10)
		{"3m+2s", Blitz, 5 * mins},       // 3 + 2 = 5
		{"10m+1s", Rapid, 11 * mins},     // more than 10
		{"10m+5s", Rapid, 15 * mins},     // seminar 2016, A.1 example 2
		{"30m+30s", Standard, 60 * mins}, // seminar 2016, A.1 example 1: not less than 60
		{"59m", Rapid, 59 * mins},        // less than 60
		{"60m", Standard, 60 * mins},     // 60 is standard
		{"25m d10s", Rapid, 35 * mins},   // a delay counts like an increment
		{"*180", Blitz, 3 * mins},        // hourglass: base time
		{"40/90m+30s, 30m+30s", Standard, 150 * mins},
		{"40/25m, 5m", Rapid, 30 * mins},       // both periods begin within 60 moves
		{"40/3m, 20/1m, 10m", Blitz, 4 * mins}, // the third begins at move 61
		{"20/3m", Blitz, 9 * mins},             // repeating period: moves 1, 21, 41
		{"-", Standard, 0},
	}
	for _, tt := range tests {
		c, err := Parse(tt.control)
		if err != nil {
			t.Fatal(err)
		}
		if got := c.Budget60(); got != tt.budget {
			t.Errorf("%q.Budget60() = %v, want %v", tt.control, got, tt.budget)
		}
		if got := c.Classify(); got != tt.want {
			t.Errorf("%q.Classify() = %v, want %v", tt.control, got, tt.want)
		}
	}
}

func TestPenalty(t *testing.T) {
	tests := []struct {
		class       Class
		competition bool
		want        time.Duration
	}{
		{Standard, false, 2 * mins}, {Standard, true, 2 * mins},
		{Rapid, false, mins}, {Rapid, true, mins},
		{Blitz, false, mins}, {Blitz, true, 2 * mins},
	}
	for _, tt := range tests {
		if got := Penalty(tt.class, tt.competition); got != tt.want {
			t.Errorf("Penalty(%v, %v) = %v, want %v", tt.class, tt.competition, got, tt.want)
		}
	}
	if Blitz.String() != "blitz" || Rapid.String() != "rapid" || Standard.String() != "standard" {
		t.Error("class names")
	}
}

func TestFlagVerdict(t *testing.T) {
	tests := []struct {
		name    string
		script  string
		canMate bool
		want    Outcome
		wantAsk Color
	}{
		{"white flags, black can mate: black wins (6.9)", "0 start\n61000 pause", true, BlackWins, Black},
		{"white flags, black cannot mate: draw (6.9)", "0 start\n61000 pause", false, Draw, Black},
		{"black flags: white wins", "0 start\n1000 press\n62000 pause", true, WhiteWins, White},
		{"game ended before the flag: no verdict", "0 start\n59000 end\n99000 pause", true, NoOutcome, 9},
		{"no flag", "0 start\n1000 press", true, NoOutcome, 9},
	}
	for _, tt := range tests {
		c, f := newClock(t, "1m")
		play(t, c, f, tt.script)
		asked := Color(9)
		got := c.FlagVerdict(MateCheckerFunc(func(side Color) bool { asked = side; return tt.canMate }))
		if got != tt.want || asked != tt.wantAsk {
			t.Errorf("%s: %v (asked %v), want %v (asked %v)", tt.name, got, asked, tt.want, tt.wantAsk)
		}
	}
}

func TestBothFlags(t *testing.T) {
	tests := []struct {
		control string
		move    int
		want    Outcome
	}{
		{"40/90m, 30m", 20, PlayOn}, // III.3.1.1
		{"40/90m, 30m", 40, PlayOn}, // move 40 still in the first period
		{"40/90m, 30m", 41, Draw},   // III.3.1.2: the last period
		{"40/2h", 90, PlayOn},       // a repeating period is never the last
		{"5m", 1, Draw},
		{"-", 1, NoOutcome},
	}
	for _, tt := range tests {
		c, err := Parse(tt.control)
		if err != nil {
			t.Fatal(err)
		}
		if got := c.BothFlagsVerdict(tt.move); got != tt.want {
			t.Errorf("%q.BothFlagsVerdict(%d) = %v, want %v", tt.control, tt.move, got, tt.want)
		}
	}
	c, f := newClock(t, "1/1m, 5m")
	play(t, c, f, "0 start")
	if got := c.BothFlagsVerdict(); got != PlayOn {
		t.Errorf("clock in period 1: %v", got)
	}
	play(t, c, f, "1000 press")
	if got := c.BothFlagsVerdict(); got != PlayOn {
		t.Errorf("black to play move 1: %v", got)
	}
	play(t, c, f, "2000 press")
	if got := c.BothFlagsVerdict(); got != Draw {
		t.Errorf("white to play move 2, last period: %v", got)
	}
}

func TestPeriodOf(t *testing.T) {
	c, _ := Parse("2/1m, 3/1m")
	tests := []struct{ move, idx, first, number int }{
		{1, 0, 1, 1}, {2, 0, 1, 1}, {3, 1, 3, 2}, {5, 1, 3, 2}, {6, 1, 6, 3}, {8, 1, 6, 3}, {9, 1, 9, 4}, {3001, 1, 3000, 1001},
	}
	for _, tt := range tests {
		idx, first := c.periodOf(tt.move)
		if idx != tt.idx || first != tt.first || c.periodNumber(tt.move) != tt.number {
			t.Errorf("move %d: period %d from %d (number %d), want %d from %d (%d)",
				tt.move, idx, first, c.periodNumber(tt.move), tt.idx, tt.first, tt.number)
		}
	}
	// Controls built by hand are not validated: no endless loop.
	bad := Control{Periods: []Period{{Moves: -3, Time: mins}}}
	_ = bad.Budget60()
	_ = bad.BothFlagsVerdict(10)
}

// TestFlagVerdictWithRulesEngine judges flag falls with real positions:
// a *rules.Position is the MateChecker.
func TestFlagVerdictWithRulesEngine(t *testing.T) {
	tests := []struct {
		fen  string
		want Outcome
	}{
		{"8/8/4k3/8/8/4K3/4N3/3q4 w - - 0 1", BlackWins}, // White's flag; Black K+Q can mate
		{"8/8/4k3/8/8/4K3/8/8 w - - 0 1", Draw},          // bare kings
		{"8/8/4k3/8/8/4K3/8/3b4 w - - 0 1", Draw},        // K+B cannot mate
		{"8/8/4k3/8/8/4K3/4P3/3n4 w - - 0 1", BlackWins}, // K+N v K+P: a helpmate exists
		{"8/8/4k3/8/8/4K3/4R3/3n4 w - - 0 1", BlackWins}, // K+N v K+R: the rook can block its king
		{"8/8/4k3/8/8/4K3/4Q3/3n4 w - - 0 1", Draw},      // K+N never mates K+Q
		{"8/8/4k3/8/8/4K3/4R3/3b4 w - - 0 1", Draw},      // K+B never mates K+R
	}
	for _, tt := range tests {
		pos, err := rules.ParseFEN(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		c, f := newClock(t, "1m")
		if err := play(t, c, f, "0 start\n60001 press"); err == nil {
			t.Fatalf("press after the flag fell succeeded")
		}
		if got := c.FlagVerdict(&pos); got != tt.want {
			t.Errorf("%s: verdict %v, want %v", tt.fen, got, tt.want)
		}
	}
}
