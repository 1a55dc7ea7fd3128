package uci

import (
	"testing"

	"github.com/tactuschess/tactus/rules"
)

func TestVerdict(t *testing.T) {
	w, b := rules.White, rules.Black
	cases := []struct {
		s    Score
		side rules.Color
		want Verdict
	}{
		{Score{Value: 0}, w, Verdict{Kind: Level}},
		{Score{Value: -29}, b, Verdict{Kind: Level}},
		{Score{Value: 29}, w, Verdict{Kind: Level}},
		{Score{Value: 30}, w, Verdict{Kind: SlightlyBetter, Side: w}},
		{Score{Value: 50}, b, Verdict{Kind: SlightlyBetter, Side: b}},
		{Score{Value: 79}, w, Verdict{Kind: SlightlyBetter, Side: w}},
		{Score{Value: 80}, w, Verdict{Kind: BetterByPawn, Side: w}},
		{Score{Value: -100}, w, Verdict{Kind: BetterByPawn, Side: b}},
		{Score{Value: 160}, b, Verdict{Kind: BetterByTwoPawns, Side: b}},
		{Score{Value: 200, Bound: LowerBound}, b, Verdict{Kind: BetterByTwoPawns, Side: b}},
		{Score{Value: -270}, b, Verdict{Kind: Winning, Side: w}},
		{Score{Value: 900}, b, Verdict{Kind: Winning, Side: b}},
		{Score{Mate: true, Value: 1}, w, Verdict{Kind: Mating, Side: w, Moves: 1}},
		{Score{Mate: true, Value: 3}, b, Verdict{Kind: Mating, Side: b, Moves: 3}},
		{Score{Mate: true, Value: -3}, b, Verdict{Kind: Mating, Side: w, Moves: 3}},
		{Score{Mate: true, Value: -20}, w, Verdict{Kind: Mating, Side: b, Moves: 20}},
		{Score{Mate: true, Value: 0}, w, Verdict{Kind: Mated, Side: w}},
		{Score{Mate: true, Value: 0}, b, Verdict{Kind: Mated, Side: b}},
	}
	for _, c := range cases {
		if got := c.s.Verdict(c.side); got != c.want {
			t.Errorf("%v.Verdict(%v) = %+v, want %+v", c.s, c.side, got, c.want)
		}
	}
}

func TestVerdictKindString(t *testing.T) {
	if got := BetterByTwoPawns.String(); got != "BetterByTwoPawns" {
		t.Errorf("String = %q", got)
	}
	if got := VerdictKind(99).String(); got != "VerdictKind(99)" {
		t.Errorf("String = %q", got)
	}
}
