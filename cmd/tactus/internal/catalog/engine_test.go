package catalog

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/uci"
)

func TestEvaluation(t *testing.T) {
	w, b := rules.White, rules.Black
	cases := []struct {
		s    uci.Score
		side rules.Color
		want string
	}{
		{uci.Score{Value: 0}, w, "The position is equal"},
		{uci.Score{Value: -29}, b, "The position is equal"},
		{uci.Score{Value: 30}, w, "White is slightly better"},
		{uci.Score{Value: 50}, b, "Black is slightly better"},
		{uci.Score{Value: 100}, w, "White is better by about a pawn"},
		{uci.Score{Value: -100}, w, "Black is better by about a pawn"},
		{uci.Score{Value: 200, Bound: uci.LowerBound}, b, "Black is better by about two pawns"},
		{uci.Score{Value: -270}, b, "White is winning"},
		{uci.Score{Value: 900}, b, "Black is winning"},
		{uci.Score{Mate: true, Value: 1}, w, "White mates in one"},
		{uci.Score{Mate: true, Value: 3}, b, "Black mates in three"},
		{uci.Score{Mate: true, Value: -3}, b, "White mates in three"},
		{uci.Score{Mate: true, Value: -20}, w, "Black mates in twenty"},
		{uci.Score{Mate: true, Value: 21}, w, "White mates in 21"},
		{uci.Score{Mate: true, Value: 0}, w, "White is checkmated"},
		{uci.Score{Mate: true, Value: 0}, b, "Black is checkmated"},
	}
	u := English()
	for _, c := range cases {
		if got := u.Evaluation(c.s, c.side); got != c.want {
			t.Errorf("Evaluation(%v, %v) = %q, want %q", c.s, c.side, got, c.want)
		}
	}
}

// TestEvaluationLanguages pins the evaluations in each other language,
// the side's name capitalised where it begins the sentence.
func TestEvaluationLanguages(t *testing.T) {
	scores := []struct {
		s    uci.Score
		side rules.Color
	}{
		{uci.Score{Value: 10}, rules.White},
		{uci.Score{Value: 50}, rules.White},
		{uci.Score{Value: 100}, rules.White},
		{uci.Score{Value: -200}, rules.White},
		{uci.Score{Value: 500}, rules.Black},
		{uci.Score{Mate: true, Value: 3}, rules.White},
		{uci.Score{Mate: true, Value: 0}, rules.Black},
	}
	want := map[string][]string{
		"de": {"Die Stellung ist ausgeglichen", "Weiß steht etwas besser", "Weiß steht etwa einen Bauern besser",
			"Schwarz steht etwa zwei Bauern besser", "Schwarz steht auf Gewinn", "Weiß setzt in drei matt", "Schwarz ist matt"},
		"es": {"La posición está igualada", "Las blancas están un poco mejor", "Las blancas están mejor por un peón más o menos",
			"Las negras están mejor por unos dos peones", "Las negras están ganando", "Las blancas dan mate en tres",
			"Las negras están en jaque mate"},
		"pt": {"A posição está equilibrada", "As brancas estão um pouco melhor", "As brancas estão melhor por cerca de um peão",
			"As pretas estão melhor por cerca de dois peões", "As pretas estão ganhando", "As brancas dão mate em três",
			"As pretas estão em xeque-mate"},
		"sk": {"Pozícia je vyrovnaná", "Biely stojí o niečo lepšie", "Biely stojí lepšie asi o pešiaka",
			"Čierny stojí lepšie asi o dvoch pešiakov", "Čierny vyhráva", "Biely dáva mat, počet ťahov: tri", "Čierny dostal mat"},
	}
	for lang, lines := range want {
		u, err := Lookup(lang)
		if err != nil {
			t.Fatal(err)
		}
		for i, c := range scores {
			if got := u.Evaluation(c.s, c.side); got != lines[i] {
				t.Errorf("%s %+v: got %q, want %q", lang, c.s, got, lines[i])
			}
		}
	}
}

// TestMateCountsInWords: mates up to twenty are said in the counting words
// of each language ("eins", "uno", "um", "jeden", not "ein", "un"), above
// in digits.
func TestMateCountsInWords(t *testing.T) {
	for _, c := range []struct {
		lang string
		n    int
		want string
	}{
		{"de", 1, "Weiß setzt in eins matt"}, {"es", 1, "Las blancas dan mate en uno"},
		{"pt", 2, "As brancas dão mate em dois"}, {"sk", 1, "Biely dáva mat, počet ťahov: jeden"},
		{"en", 20, "White mates in twenty"}, {"de", 21, "Weiß setzt in 21 matt"},
	} {
		u, _ := Lookup(c.lang)
		if got := u.Evaluation(uci.Score{Mate: true, Value: c.n}, rules.White); got != c.want {
			t.Errorf("%s mate in %d: %q, want %q", c.lang, c.n, got, c.want)
		}
	}
}

func TestEngineProblem(t *testing.T) {
	u := English()
	e := &u.Engine
	cases := []struct {
		err  error
		want string
	}{
		{&uci.NotFoundError{Command: "x", Err: errors.New("no")}, e.NotFound},
		{&uci.DiedError{Status: "exit status 1"}, e.Died},
		{uci.ErrClosed, e.Died},
		{fmt.Errorf("uci: no readyok: %w", uci.ErrTimeout), e.Timeout},
		{&uci.ProtocolError{Line: "bestmove", Err: errors.New("no move")}, e.Protocol},
		{fmt.Errorf("uci: %w", uci.ErrUnsupported), e.Unsupported},
		{errors.New("other"), e.Other},
	}
	for _, c := range cases {
		if got := u.EngineProblem(c.err); got != c.want {
			t.Errorf("EngineProblem(%v) = %q, want %q", c.err, got, c.want)
		}
	}
}

func TestEngineStrength(t *testing.T) {
	u := English()
	for _, c := range []struct {
		a    uci.Applied
		want string
	}{
		{uci.Applied{Option: "UCI_Elo", Value: 1500}, ""},
		{uci.Applied{Option: "Skill Level", Clamped: true, Low: true, Limit: 1350}, "no weaker than about 1350 Elo"},
		{uci.Applied{Clamped: true, Limit: 2850}, "no stronger than about 2850 Elo, so it plays at full strength"},
		{uci.Applied{Option: "Skill Level", Value: 20, ByLevel: true, Clamped: true, Limit: 20}, "at level 20"},
	} {
		got := u.EngineStrength(c.a)
		if !strings.Contains(got, c.want) || (c.want == "") != (got == "") {
			t.Errorf("EngineStrength(%+v) = %q, want a sentence with %q", c.a, got, c.want)
		}
	}
}
