package uci

import (
	"reflect"
	"testing"

	"github.com/tactuschess/tactus/rules"
)

// TestEveryLanguageComplete checks that every field of Words, numbers
// included, is filled in every language.
func TestEveryLanguageComplete(t *testing.T) {
	for _, lang := range []string{"en", "de", "es", "pt", "sk"} {
		v := reflect.ValueOf(WordsFor(lang))
		for i := 0; i < v.NumField(); i++ {
			f := v.Field(i)
			name := v.Type().Field(i).Name
			switch f.Kind() {
			case reflect.String:
				if f.String() == "" {
					t.Errorf("%s: %s is empty", lang, name)
				}
			case reflect.Array:
				for j := 0; j < f.Len(); j++ {
					if f.Index(j).String() == "" {
						t.Errorf("%s: %s[%d] is empty", lang, name, j)
					}
				}
			}
		}
	}
	if WordsFor("xx").Equal != English().Equal {
		t.Error("an unknown language does not fall back to English")
	}
}

// TestEvaluationGolden pins the evaluations in each language.
func TestEvaluationGolden(t *testing.T) {
	scores := []struct {
		s    Score
		side rules.Color
	}{
		{Score{Value: 10}, rules.White},
		{Score{Value: 50}, rules.White},
		{Score{Value: 100}, rules.White},
		{Score{Value: -200}, rules.White},
		{Score{Value: 500}, rules.Black},
		{Score{Mate: true, Value: 3}, rules.White},
		{Score{Mate: true, Value: 0}, rules.Black},
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
		w := WordsFor(lang)
		for i, c := range scores {
			if got := w.Evaluation(c.s, c.side); got != lines[i] {
				t.Errorf("%s %+v: got %q, want %q", lang, c.s, got, lines[i])
			}
		}
	}
}
