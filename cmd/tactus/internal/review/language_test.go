package review_test

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/review"
)

// scripts are the golden session of review_test.go in German and Slovak
// command words (with an English word or two, which work too), plus help,
// a bad search and a lesson from a fake engine.
var scripts = map[string]string{
	"de": `liste
liste white:dangerouschess07
suche result:draw
suche ergebnis:remis
suche weiß:dangerous ergebnis:schwarz
list opening:benko
partie 1
weiter
vor

zurück
gehe 26 weiß
variante
weiter
raus
brett
e4?
angreifer d5
figuren weiß dame
bauern
wer
wo
nochmal
gehe 30 schwarz
ende
weiter
bewerte
anfang
partie 4
gehe 1 schwarz
variante 1
weiter
weiter
weiter
weiter
weiter
variante
weiter
raus
zurueck
raus
hauptlinie
info
partie 6
weiter 3
gehe halbzug 99
partie 99
frobnicate
suche colour:red
suche result:vielleicht
mehr
hilfe
fehler lila
schluss
weiter
`,
	"sk": `zoznam
zoznam white:dangerouschess07
hľadaj result:draw
hľadaj výsledok:remíza
zoznam biely:dangerous vysledok:čierny
list opening:benko
partia 1
ďalej
dalej

späť
choď 26 biely
variant
ďalej
von
šachovnica
e4?
útočníci d5
figúry biely dáma
pešiaci
kto
kde
znova
choď 30 čierny
koniec
ďalej
analyzuj
začiatok
partia 4
choď 1 čierny
variant 1
ďalej
ďalej
ďalej
ďalej
ďalej
variant
ďalej
von
spat
von
hlavný
info
partia 6
ďalej 3
choď polťah 99
partia 99
frobnicate
zoznam colour:red
zoznam result:možno
viac
pomoc
chyby fialový
skonči
ďalej
`,
}

// lesson is the scholar's mate, where Black's 3...Nf6 allows the mate.
const lesson = "[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"

// lessonScripts learn from the scholar's mate in German and Slovak.
var lessonScripts = map[string]string{
	"de": "fehler lila\nfehler\nfehler schwarz\nlernen schwarz\nNf6\nZz9\nzeigen\nzeigen\nlernen\ng6\nstopp\n",
	"sk": "chyby fialový\nchyby\nchyby čierny\nprecvič čierny\nNf6\nZz9\nukáž\nukáž\nprecvič\ng6\nprestaň\n",
}

// TestGoldenPlainReviewLanguages records the plain review in German and
// in Slovak (three plural forms): the golden session, then a lesson.
func TestGoldenPlainReviewLanguages(t *testing.T) {
	for _, lang := range []string{"de", "sk"} {
		t.Run(lang, func(t *testing.T) {
			u, err := catalog.Lookup(lang)
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			r := review.New(review.Options{Index: open(t), UI: u})
			if err := review.Run(context.Background(), r, 0, strings.NewReader(scripts[lang]), &out, nil); err != nil {
				t.Fatal(err)
			}
			ix, err := review.Build(strings.NewReader(lesson), int64(len(lesson)))
			if err != nil {
				t.Fatal(err)
			}
			r = review.New(review.Options{Index: ix, UI: u, Analyst: mateSeer{}, Await: true})
			if err := review.Run(context.Background(), r, 1, strings.NewReader(lessonScripts[lang]), &out, nil); err != nil {
				t.Fatal(err)
			}
			matchGolden(t, "review_"+lang+".golden", out.Bytes())
			if strings.Contains(out.String(), "%!") {
				t.Error("a template was filled with the wrong arguments")
			}
		})
	}
}

// TestCommandWords: in every UI language each word names one command
// only, English's words included; in German the German words and the
// English ones do the same.
func TestCommandWords(t *testing.T) {
	for _, u := range catalog.All() {
		owner := map[string]string{}
		for _, c := range review.CommandsIn(u) {
			if len(c.Words) == 0 || c.Help == "" {
				t.Errorf("%s: %s has no words or no help", u.Name(), c.Name)
			}
			for _, w := range append(append([]string{c.Name}, c.Aliases...), c.Words...) {
				if w != strings.ToLower(w) || strings.ContainsAny(w, " /") {
					t.Errorf("%s: %s's word %q is not one lower-case word", u.Name(), c.Name, w)
				}
				if o, ok := owner[w]; ok && o != c.Name {
					t.Errorf("%s: %q is both %s and %s", u.Name(), w, o, c.Name)
				}
				owner[w] = c.Name
			}
		}
	}
	de, _ := catalog.Lookup("de")
	ix := open(t)
	run := func(lines ...string) string {
		r := review.New(review.Options{Index: ix, UI: de})
		var b strings.Builder
		for _, l := range lines {
			for _, out := range r.Do(context.Background(), l) {
				b.WriteString(out.Text + "\n")
			}
		}
		return b.String()
	}
	german := run("partie 4", "weiter", "weiter", "zurück", "gehe 1 schwarz", "variante", "raus", "wo", "ende", "anfang", "schluss")
	english := run("game 4", "next", "n", "back", "go 1 black", "var", "out", "where", "end", "start", "quit")
	if german != english {
		t.Errorf("German words:\n%s\nEnglish words:\n%s", german, english)
	}
	for _, want := range []string{"1. Eva zwei Eva vier (e4)\n", "Zurück zur Stellung nach 1. e4.", "Variante 1.", "Zurück in der Hauptlinie, nach 1... e5.", "Partie 4, Hauptlinie,", "Ende des Nachspielens."} {
		if !strings.Contains(german, want) {
			t.Errorf("the German session lacks %q:\n%s", want, german)
		}
	}
}

// TestEnglishUnchanged: a nil UI and the English UI say the same.
func TestEnglishUnchanged(t *testing.T) {
	ix := open(t)
	for _, line := range []string{"help", "list", "game 4"} {
		a := review.New(review.Options{Index: ix}).Do(context.Background(), line)
		b := review.New(review.Options{Index: ix, UI: catalog.English()}).Do(context.Background(), line)
		if texts(a) != texts(b) {
			t.Errorf("%q: %s\n%s", line, texts(a), texts(b))
		}
	}
}

// TestParseQueryIn: a UI language's fields and result words, and
// English's, find the same games; bad searches are still refused.
func TestParseQueryIn(t *testing.T) {
	ix := open(t)
	de, _ := catalog.Lookup("de")
	sk, _ := catalog.Lookup("sk")
	for _, tc := range []struct {
		u          *catalog.UI
		local, eng string
	}{
		{de, "ergebnis:remis", "result:draw"},
		{de, "weiß:dangerous ergebnis:schwarz", "white:dangerous result:0-1"},
		{de, "weiss:dangerous result:schwarz", "white:dangerous result:black"},
		{de, "eröffnung:slav datum:2025", "opening:slav date:2025"},
		{de, "ergebnis:offen", "result:*"},
		{sk, "čierny:gabuzyan výsledok:biely", "black:gabuzyan result:1-0"},
		{sk, "CIERNY:gabuzyan VYSLEDOK:remiza", "black:gabuzyan result:draw"},
		{sk, "otvorenie:\"benko gambit\" hráč:dangerous", "opening:\"benko gambit\" player:dangerous"},
	} {
		lq, err := review.ParseQueryIn(tc.u, tc.local)
		if err != nil {
			t.Errorf("%s %q: %v", tc.u.Name(), tc.local, err)
			continue
		}
		eq, err := review.ParseQuery(tc.eng)
		if err != nil {
			t.Fatal(err)
		}
		if l, e := ix.Search(lq), ix.Search(eq); len(l) != len(e) || len(l) > 0 && l[0] != e[0] {
			t.Errorf("%s %q found %v, %q %v", tc.u.Name(), tc.local, l, tc.eng, e)
		}
	}
	for _, bad := range []string{"farbe:rot", "ergebnis:vielleicht", "weiß:", `turnier:"offen`, "result:nie"} {
		if _, err := review.ParseQueryIn(de, bad); !errors.Is(err, review.ErrQuery) {
			t.Errorf("de %q: %v", bad, err)
		}
	}
	if _, err := review.ParseQuery("ergebnis:remis"); err == nil {
		t.Error("English takes German fields")
	}
}
