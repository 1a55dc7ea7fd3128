package catalog

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/assets"
	"github.com/tactuschess/tactus/speech/clips"
)

// TestEveryMessage checks that every message of every language is filled
// in (a Plural's One and Other; Few and Many may fall back to Other) and
// takes the same arguments as English's.
func TestEveryMessage(t *testing.T) {
	if len(All()) != len(announce.LanguageNames()) {
		t.Errorf("%d catalogues for %d languages", len(All()), len(announce.LanguageNames()))
	}
	en := mustMessages("en")
	for _, u := range All() {
		if u.Tag != u.Lang.Name {
			t.Errorf("%s: catalogue %q for language %q", u.Lang.Name, u.Tag, u.Lang.Name)
		}
		for _, p := range check(en, u.Messages) {
			t.Errorf("%s: %s", u.Tag, p)
		}
	}
}

func TestFor(t *testing.T) {
	for _, tc := range []struct {
		tags []string
		want string
	}{
		{nil, "en"},
		{[]string{"", "", "de_AT.UTF-8"}, "de"},
		{[]string{"sk", "es"}, "sk"},
		{[]string{"", "pt-BR"}, "pt"},
		{[]string{"fr:es"}, "es"},
		{[]string{"C", "POSIX"}, "en"},
	} {
		if got := For(tc.tags...).Name(); got != tc.want {
			t.Errorf("For(%q) = %s, want %s", tc.tags, got, tc.want)
		}
	}
	if _, err := Lookup("xx"); err == nil {
		t.Error("Lookup(xx): no error")
	}
}

func TestYes(t *testing.T) {
	for _, tc := range []struct {
		lang, answer string
		yes, no      bool
	}{
		{"en", "Yes", true, false}, {"en", "no", false, true}, {"en", "maybe", false, false},
		{"de", "Ja", true, false}, {"de", "nein", false, true}, {"de", "yes", true, false},
		{"es", "sí", true, false}, {"pt", "não", false, true}, {"sk", "áno", true, false}, {"sk", "nie", false, true},
	} {
		u, _ := Lookup(tc.lang)
		if y, n := u.Yes(tc.answer); y != tc.yes || n != tc.no {
			t.Errorf("%s %q: yes %v no %v", tc.lang, tc.answer, y, n)
		}
	}
}

// ExampleUI_N shows a counted message in English and in Slovak, whose
// plural has three forms.
func ExampleUI_N() {
	en, sk := English(), For("sk")
	fmt.Println(en.N(en.Game.SquaresNotEight, 1, "4P"))
	fmt.Println(en.N(en.Game.SquaresNotEight, 5, "4P"))
	for _, n := range []int{1, 3, 5} {
		fmt.Println(sk.N(sk.Game.SquaresNotEight, n, "4P"))
	}
	// Output:
	// "4P" has 1 square, not eight.
	// "4P" has 5 squares, not eight.
	// "4P" má 1 pole, nie osem.
	// "4P" má 3 polia, nie osem.
	// "4P" má 5 polí, nie osem.
}

// TestEveryLanguageHasATable fails when a language of announce has no
// catalogue here (it would fall back to English).
func TestEveryLanguageHasATable(t *testing.T) {
	if len(parsed) != len(Names()) {
		t.Fatalf("%d catalogues for languages %v", len(parsed), Names())
	}
	for _, n := range Names() {
		if u, err := Lookup(n); err != nil || u.Tag != n {
			t.Errorf("%s: %v, catalogue %q", n, err, u.Tag)
		}
	}
}

func TestBrailleGoneDropsTheEnglishReason(t *testing.T) {
	for _, u := range All() {
		got := u.F(u.App.BrailleGone, "BRLTTY cannot be reached")
		if strings.Contains(got, "BRLTTY cannot") != (u.Tag == "en") || strings.Contains(got, "%!") {
			t.Errorf("%s: %q", u.Tag, got)
		}
	}
}

// TestPhraseWordsHaveClips: every message said inside a phrase (tagged
// phrase:"word") has clips in its language, made with that language's
// voice, so the embedded voice says the whole answer itself.
func TestPhraseWordsHaveClips(t *testing.T) {
	entries, err := assets.Words()
	if err != nil {
		t.Fatal(err)
	}
	voice := map[[2]string]string{}
	for _, e := range entries {
		voice[[2]string{e.Lang, e.Key}] = e.Voice
	}
	tagged := 0
	for _, u := range All() {
		g := reflect.ValueOf(u.Game)
		for i := range g.NumField() {
			f := g.Type().Field(i)
			if f.Tag.Get("phrase") != "word" {
				continue
			}
			tagged++
			w := announce.Word{Kind: announce.Message, Text: g.Field(i).String(), Lang: u.Tag}
			keys := clips.Keys(w)
			if keys == nil {
				t.Errorf("%s: Game.%s %q has no clip: add it to assets/extra.txt and run go generate ./assets", u.Tag, f.Name, w.Text)
			}
			for _, k := range keys {
				if v := voice[[2]string{assets.Lang(u.Tag), k}]; v != assets.Voice(u.Tag) {
					t.Errorf("%s: Game.%s: clip %q made with voice %q, want %q", u.Tag, f.Name, k, v, assets.Voice(u.Tag))
				}
			}
		}
	}
	if tagged == 0 {
		t.Fatal("no field is tagged phrase:\"word\"")
	}
}
