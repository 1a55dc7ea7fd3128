package uci

import (
	"errors"
	"testing"
)

func TestPlanStrength(t *testing.T) {
	elo := Option{Name: "UCI_Elo", Type: Spin, Min: 1350, Max: 2850, Default: "1350"}
	skill := Option{Name: "Skill Level", Type: Spin, Min: 0, Max: 20, Default: "20"}
	cases := []struct {
		s                Strength
		hasElo, hasSkill bool
		want             Applied
		unsupported      bool
	}{
		{Strength{}, true, true, Applied{}, false},
		{Strength{Elo: 1500}, true, true, Applied{Option: "UCI_Elo", Value: 1500}, false},
		{Strength{Elo: 1000}, true, true, Applied{Option: "Skill Level", Value: 0, Clamped: true, Low: true, Limit: 1350}, false},
		{Strength{Elo: 1000}, true, false, Applied{Option: "UCI_Elo", Value: 1350, Clamped: true, Low: true, Limit: 1350}, false},
		{Strength{Elo: 3200}, true, true, Applied{Clamped: true, Limit: 2850}, false},
		{Strength{Elo: 2100}, false, true, Applied{Option: "Skill Level", Value: 10}, false},
		{Strength{Level: 1}, true, true, Applied{Option: "Skill Level", Value: 0, ByLevel: true}, false},
		{Strength{Level: 10}, true, true, Applied{Option: "Skill Level", Value: 9, ByLevel: true}, false},
		{Strength{Level: 25}, true, true, Applied{Option: "Skill Level", Value: 20, ByLevel: true, Clamped: true, Limit: 20}, false},
		{Strength{Level: 20}, true, false, Applied{Option: "UCI_Elo", Value: 2850, ByLevel: true}, false},
		{Strength{Elo: 1500}, false, false, Applied{}, true},
		{Strength{}, false, false, Applied{}, false},
	}
	for _, c := range cases {
		got, err := plan(c.s, elo, c.hasElo, skill, c.hasSkill)
		if got != c.want || errors.Is(err, ErrUnsupported) != c.unsupported {
			t.Errorf("plan(%+v, elo %v, skill %v) = %+v, %v; want %+v", c.s, c.hasElo, c.hasSkill, got, err, c.want)
		}
	}
}

func TestSetStrengthConversation(t *testing.T) {
	e, log := startFake(t, "normal")
	ctx := t.Context()
	if _, err := e.SetStrength(ctx, Strength{Elo: 1600}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.SetStrength(ctx, Strength{Level: 5}); err != nil {
		t.Fatal(err)
	}
	e.Quit(ctx)
	want := `uci
setoption name UCI_LimitStrength value true
setoption name Skill Level value 20
setoption name UCI_Elo value 1600
setoption name UCI_LimitStrength value false
setoption name Skill Level value 4
quit
`
	if got := readFile(t, log); got != want {
		t.Errorf("the engine read\n%s\nwant\n%s", got, want)
	}
}
