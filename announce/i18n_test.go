package announce

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// TestEveryMessageInEveryLanguage: every string field of every language
// is filled in, with the plural forms its language needs and the
// placeholders the phrasing functions fill.
func TestEveryMessageInEveryLanguage(t *testing.T) {
	for _, l := range Languages() {
		checkFilled(t, l.Name, reflect.ValueOf(*l), "")
		for _, u := range []struct {
			name string
			p    Plural
		}{{"Hours", l.Hours}, {"Minutes", l.Minutes}, {"Seconds", l.Seconds},
			{"MovesPlayed", l.MovesPlayed}, {"ToControl", l.ToControl}} {
			for _, c := range requiredForms(l.Name) {
				if f := reflect.ValueOf(u.p).FieldByName(strings.ToUpper(c.String()[:1]) + c.String()[1:]); f.String() == "" {
					t.Errorf("%s: %s has no %s form", l.Name, u.name, c)
				}
			}
		}
		for _, c := range []struct {
			name, tmpl string
			want       int
		}{{"MoveHeader", l.MoveHeader, 2}, {"Clocks", l.Clocks, 2}, {"ClockSide", l.ClockSide, 2},
			{"Counts", l.Counts, 2}, {"Square", l.Square, 2}, {"Pieces", l.Pieces, 2}, {"Line", l.Line, 3},
			{"MovesPlayed", l.MovesPlayed.Other, 1}, {"ToControl", l.ToControl.One, 1}} {
			if n := strings.Count(c.tmpl, "{"); n != c.want {
				t.Errorf("%s: %s %q has %d placeholders, want %d", l.Name, c.name, c.tmpl, n, c.want)
			}
		}
		if l.spell.whole == nil || l.spell.point == nil {
			t.Errorf("%s: no way to say numbers", l.Name)
		}
	}
}

// checkFilled reports every empty string in v, a struct, array or string.
func checkFilled(t *testing.T, lang string, v reflect.Value, path string) {
	t.Helper()
	switch v.Kind() {
	case reflect.String:
		if v.String() == "" && !strings.HasSuffix(path, ".Few") && !strings.HasSuffix(path, ".Many") {
			t.Errorf("%s: %s is empty", lang, path)
		}
	case reflect.Array:
		for i := range v.Len() {
			checkFilled(t, lang, v.Index(i), fmt.Sprintf("%s[%d]", path, i))
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				checkFilled(t, lang, v.Field(i), path+"."+v.Type().Field(i).Name)
			}
		}
	}
}

func TestPluralCategory(t *testing.T) {
	cases := []struct {
		lang string
		nums string
		want Category
	}{
		{"en", "1", CategoryOne}, {"en", "0 2 5 21 1.0 0.5 101", CategoryOther},
		{"de", "1", CategoryOne}, {"de", "0 2 1,0", CategoryOther},
		{"es", "1 1,0 1.00", CategoryOne}, {"es", "0 2 21 0,5 1,5", CategoryOther},
		{"es", "1000000 2000000", CategoryMany},
		{"pt", "0 1 0,5 1,5 0,04", CategoryOne}, {"pt", "2 21 2,0", CategoryOther},
		{"pt-BR", "1000000", CategoryMany},
		{"sk", "1", CategoryOne}, {"sk", "2 3 4", CategoryFew}, {"sk", "0,5 1,0 9,9", CategoryMany},
		{"sk", "0 5 11 12 21 22 100", CategoryOther},
		{"xx", "1", CategoryOne}, {"en", "x 1x -1 1. .5 1,2,3", CategoryOther},
	}
	for _, c := range cases {
		for _, n := range strings.Fields(c.nums) {
			if got := PluralCategory(c.lang, n); got != c.want {
				t.Errorf("%s %q: %v, want %v", c.lang, n, got, c.want)
			}
		}
	}
	if Category(9).String() != "Category(9)" {
		t.Error("category name")
	}
}

// TestSpellNumber: every number any phrase can carry is said with the
// language's NumberWords, in the right form.
func TestSpellNumber(t *testing.T) {
	cases := map[string]map[string]string{
		"en": {"0": "zero", "21": "twenty-one", "75": "seventy five", "234": "two hundred thirty-four",
			"1005": "one thousand and five", "9.5": "nine point five", "0.04": "zero point zero four"},
		"de": {"1": "eins", "1m": "ein", "1f": "eine", "21": "einundzwanzig", "61": "ein und sechzig",
			"100": "hundert", "234": "zwei hundert vierunddreißig", "9,5": "neun Komma fünf"},
		"es": {"1": "uno", "1m": "un", "1f": "una", "21m": "veintiún", "21f": "veintiuna", "31f": "treinta y una",
			"61": "sesenta y uno", "100": "cien", "101": "ciento uno", "200f": "doscientas", "500": "quinientos",
			"2000": "dos mil", "9,5": "nueve coma cinco"},
		"pt": {"1f": "uma", "2f": "duas", "2m": "dois", "22f": "vinte e duas", "61": "sessenta e (conjunção) um",
			"100": "cem", "101": "cento e (conjunção) um", "200f": "duzentas", "1000": "mil", "0,5": "zero vírgula cinco"},
		"sk": {"1": "jeden", "1f": "jedna", "2f": "dve", "2m": "dva", "21": "dvadsaťjeden", "61": "šesťdesiat jeden",
			"200": "dvesto", "2000": "dve tisíc", "1,5": "jedna celá päť", "3,0": "tri celé nula",
			"9,9": "deväť celých deväť", "0,04": "nula celých nula štyri"},
	}
	for lang, want := range cases {
		l, err := LookupLanguage(lang)
		if err != nil {
			t.Fatal(err)
		}
		for in, w := range want {
			g := Counting
			num := strings.TrimRight(in, "mf")
			switch in[len(in)-1] {
			case 'm':
				g = Masculine
			case 'f':
				g = Feminine
			}
			got, ok := SpellNumber(Word{Kind: Number, Text: num, Lang: lang, Gender: g})
			if !ok || strings.Join(got, " ") != w {
				t.Errorf("%s %s: %q %v, want %q", lang, in, got, ok, w)
			}
		}
		words := l.NumberWords()
		for n := range 1200 {
			for g := Counting; g <= Feminine; g++ {
				got, _ := l.SpellNumber(fmt.Sprint(n), g)
				for _, w := range got {
					if !slices.Contains(words, w) {
						t.Fatalf("%s %d: %q not in NumberWords", lang, n, w)
					}
				}
			}
		}
	}
	for _, bad := range []string{"", "-1", "1000000", "x", "1.", "1.2345678", "+3"} {
		if got, ok := SpellNumber(Word{Kind: Number, Text: bad}); ok {
			t.Errorf("%q spelled %q", bad, got)
		}
	}
}

func FuzzSpellNumber(f *testing.F) {
	for _, s := range []string{"0", "12", "9.5", "0,04", "999999", "1e3", "١٢"} {
		f.Add(s, "sk", uint8(2))
	}
	words := map[string][]string{}
	for _, l := range builtin() {
		words[l.Name] = l.NumberWords()
	}
	f.Fuzz(func(t *testing.T, num, lang string, g uint8) {
		w := Word{Kind: Number, Text: num, Lang: lang, Gender: Gender(g % 3)}
		got, ok := SpellNumber(w)
		if !ok {
			return
		}
		known := words[baseLang(lang)]
		if known == nil {
			known = words["en"]
		}
		for _, s := range got {
			if !slices.Contains(known, s) {
				t.Fatalf("%q in %s: %q is no number word", num, lang, s)
			}
		}
		_ = PluralCategory(lang, num)
	})
}

// TestGolden compares what each language says — clock readings, move
// counts, game endings, board answers — with testdata/<lang>.golden.
func TestGolden(t *testing.T) {
	for _, l := range Languages() {
		t.Run(l.Name, func(t *testing.T) {
			got := goldenText(t, l)
			path := filepath.Join("testdata", "lang-"+l.Name+".golden")
			if *update {
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update)", err)
			}
			if got != string(want) {
				t.Errorf("%s differs from what %s says now (diff with -update and git diff):\n%s", path, l.Name, got)
			}
		})
	}
}

func goldenText(t *testing.T, l *Language) string {
	const h, m, s, ms = time.Hour, time.Minute, time.Second, time.Millisecond
	var b strings.Builder
	say := func(what string, p Phrase) {
		fmt.Fprintf(&b, "%-22s %s\n", what, p)
		for _, w := range p {
			if w.Kind == Number {
				words, ok := SpellNumber(w)
				if !ok {
					t.Errorf("%s: cannot say %q", l.Name, w.Text)
				}
				fmt.Fprintf(&b, "%-22s   %s = %s\n", "", w.Text, strings.Join(words, " "))
			}
		}
	}
	for _, d := range []time.Duration{0, 40 * ms, 1 * s, 1500 * ms, 9*s + 950*ms, 10 * s, 61 * s, 2*m + 2*s,
		5 * m, 21*m + 21*s, 22*m + 3*s, 1 * h, h + m, 2*h + 5*m, 5 * h} {
		say("time "+d.String(), l.Time(d))
	}
	say("clock", l.Clock(5*m, 4*m+30*s))
	say("clock", l.Clock(h+m, 9*s+500*ms))
	for _, c := range [][2]int{{0, 40}, {1, 1}, {2, 3}, {4, 21}, {5, 22}, {21, -1}, {101, -1}} {
		say(fmt.Sprintf("moves %d/%d", c[0], c[1]), l.MoveCount(c[0], c[1]))
	}
	// The reasons in the order the goldens were first written in, then
	// those added later: "ending n" stays the same ending.
	reasons := []Reason{Checkmate, Stalemate, FivefoldRepetition, SeventyFiveMoves, DeadPosition,
		TimeForfeit, Resignation, Agreement, ThreefoldClaim, FiftyMovesClaim,
		TimeNoMate, IllegalMoves, IllegalMovesNoMate, SealedMoveInvalid, Adjudication, NoReason}
	if len(reasons) != int(NumReasons) {
		t.Fatalf("the test lists %d reasons, want %d", len(reasons), NumReasons)
	}
	for i, r := range reasons {
		side, res := rules.White, rules.Draw
		switch r {
		case Checkmate, TimeForfeit:
			side, res = rules.Black, rules.WhiteWins
		case Resignation, IllegalMoves, SealedMoveInvalid, Adjudication:
			res = rules.BlackWins
		}
		say(fmt.Sprintf("ending %d", i), l.Ending(Ending{Reason: r, Side: side, Result: res}))
	}
	say("flag fall, draw", l.Ending(Ending{Reason: TimeForfeit, Side: rules.White, Result: rules.Draw}))
	pos := position(t, "4k3/8/8/8/8/8/4P3/4K1N1 w - - 0 21")
	for _, v := range []*Vocabulary{vocab("appendix-d")} {
		a := Announcer{Vocab: v, Lang: l}
		say("square", a.Square(&pos, rules.E1))
		say("square empty", a.Square(&pos, rules.NewSquare(4, 3)))
		say("pieces", a.Pieces(&pos, rules.White, rules.Knight))
		say("pieces none", a.Pieces(&pos, rules.Black, rules.Queen))
		say("rank", a.Rank(&pos, 0))
		say("file empty", a.File(&pos, 0))
		say("ply", a.Ply(&pos, uciMove(t, &pos, "g1f3")))
	}
	return b.String()
}

func TestWithDefaults(t *testing.T) {
	l := (&Language{Name: "fr", Sides: [2]string{"Blancs", "Noirs"}, Minutes: Plural{One: "minute"}}).WithDefaults()
	if got := l.Clock(61*time.Second, 2*time.Hour).String(); got != "Blancs 1 minute 1 second, Noirs 2 hours" {
		t.Errorf("clock %q", got)
	}
	if got := l.Ending(Ending{Reason: Resignation, Side: rules.Black, Result: rules.WhiteWins}).String(); got != "Noirs resigns, White wins" {
		t.Errorf("ending %q", got)
	}
	checkFilled(t, "fr", reflect.ValueOf(*l), "")
	sk, _ := LookupLanguage("sk")
	if d := sk.WithDefaults(); !reflect.DeepEqual(d.Words(), sk.Words()) {
		t.Error("a complete language changed")
	}
}
