package uci

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules"
)

func TestEvaluation(t *testing.T) {
	w, b := rules.White, rules.Black
	cases := []struct {
		s    Score
		side rules.Color
		want string
	}{
		{Score{Value: 0}, w, "The position is equal"},
		{Score{Value: -29}, b, "The position is equal"},
		{Score{Value: 30}, w, "White is slightly better"},
		{Score{Value: 50}, b, "Black is slightly better"},
		{Score{Value: 100}, w, "White is better by about a pawn"},
		{Score{Value: -100}, w, "Black is better by about a pawn"},
		{Score{Value: 200, Bound: LowerBound}, b, "Black is better by about two pawns"},
		{Score{Value: -270}, b, "White is winning"},
		{Score{Value: 900}, b, "Black is winning"},
		{Score{Mate: true, Value: 1}, w, "White mates in one"},
		{Score{Mate: true, Value: 3}, b, "Black mates in three"},
		{Score{Mate: true, Value: -3}, b, "White mates in three"},
		{Score{Mate: true, Value: -20}, w, "Black mates in twenty"},
		{Score{Mate: true, Value: 21}, w, "White mates in 21"},
		{Score{Mate: true, Value: 0}, w, "White is checkmated"},
		{Score{Mate: true, Value: 0}, b, "Black is checkmated"},
	}
	for _, c := range cases {
		if got := Describe(c.s, c.side); got != c.want {
			t.Errorf("Describe(%v, %v) = %q, want %q", c.s, c.side, got, c.want)
		}
	}
}

func TestWordsComplete(t *testing.T) {
	w := English()
	for i, n := range w.Numbers {
		if n == "" {
			t.Errorf("number %d has no word", i)
		}
	}
	for _, s := range []string{w.Equal, w.Slightly, w.Pawn, w.TwoPawns, w.Winning, w.Mates, w.Mated, w.NotFound, w.Died,
		w.Timeout, w.Protocol, w.Unsupported, w.Other, w.TooWeak, w.TooStrong, w.LevelRange} {
		if s == "" || strings.Count(s, "{") != strings.Count(s, "}") {
			t.Errorf("phrase %q is empty or broken", s)
		}
	}
}

func TestProblem(t *testing.T) {
	w := English()
	cases := []struct {
		err  error
		want string
	}{
		{&NotFoundError{Command: "x", Err: errors.New("no")}, w.NotFound},
		{&DiedError{Status: "exit status 1"}, w.Died},
		{fmt.Errorf("uci: no readyok: %w", ErrTimeout), w.Timeout},
		{protocolErr("bestmove", "no move"), w.Protocol},
		{fmt.Errorf("uci: %w", ErrUnsupported), w.Unsupported},
		{errors.New("other"), w.Other},
	}
	for _, c := range cases {
		if got := w.Problem(c.err); got != c.want {
			t.Errorf("Problem(%v) = %q, want %q", c.err, got, c.want)
		}
	}
}

func TestPlanStrength(t *testing.T) {
	elo := Option{Name: "UCI_Elo", Type: Spin, Min: 1350, Max: 2850, Default: "1350"}
	skill := Option{Name: "Skill Level", Type: Spin, Min: 0, Max: 20, Default: "20"}
	cases := []struct {
		s                  Strength
		hasElo, hasSkill   bool
		want               Applied
		unsupported        bool
		sentenceMentioning string
	}{
		{Strength{}, true, true, Applied{}, false, ""},
		{Strength{Elo: 1500}, true, true, Applied{Option: "UCI_Elo", Value: 1500}, false, ""},
		{Strength{Elo: 1000}, true, true, Applied{Option: "Skill Level", Value: 0, Clamped: true, Low: true, Limit: 1350}, false, "1350"},
		{Strength{Elo: 1000}, true, false, Applied{Option: "UCI_Elo", Value: 1350, Clamped: true, Low: true, Limit: 1350}, false, "weaker"},
		{Strength{Elo: 3200}, true, true, Applied{Clamped: true, Limit: 2850}, false, "full strength"},
		{Strength{Elo: 2100}, false, true, Applied{Option: "Skill Level", Value: 10}, false, ""},
		{Strength{Level: 1}, true, true, Applied{Option: "Skill Level", Value: 0, ByLevel: true}, false, ""},
		{Strength{Level: 10}, true, true, Applied{Option: "Skill Level", Value: 9, ByLevel: true}, false, ""},
		{Strength{Level: 25}, true, true, Applied{Option: "Skill Level", Value: 20, ByLevel: true, Clamped: true, Limit: 20}, false, "level 20"},
		{Strength{Level: 20}, true, false, Applied{Option: "UCI_Elo", Value: 2850, ByLevel: true}, false, ""},
		{Strength{Elo: 1500}, false, false, Applied{}, true, ""},
		{Strength{}, false, false, Applied{}, false, ""},
	}
	for _, c := range cases {
		got, err := plan(c.s, elo, c.hasElo, skill, c.hasSkill)
		if got != c.want || errors.Is(err, ErrUnsupported) != c.unsupported {
			t.Errorf("plan(%+v, elo %v, skill %v) = %+v, %v; want %+v", c.s, c.hasElo, c.hasSkill, got, err, c.want)
		}
		if say := English().Strength(got); !strings.Contains(say, c.sentenceMentioning) || (c.sentenceMentioning == "") != (say == "") {
			t.Errorf("Strength(%+v) = %q, want a sentence mentioning %q", got, say, c.sentenceMentioning)
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
