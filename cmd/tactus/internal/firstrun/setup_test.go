package firstrun

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/rules/clock"
)

// script runs the setup on answers and returns the settings and what it
// said.
func script(t *testing.T, answers ...string) (settings.Settings, []string, error) {
	t.Helper()
	s := settings.Defaults()
	var said []string
	err := Run(&s, Options{
		Next: func() (string, bool) {
			if len(answers) == 0 {
				return "", false
			}
			a := answers[0]
			answers = answers[1:]
			return a, true
		},
		Tell:    func(line string) { said = append(said, line) },
		Devices: func() []string { return []string{"1 Null output (default)"} },
	})
	return s, said, err
}

func TestSetupAnswers(t *testing.T) {
	s, said, err := script(t,
		"",                                   // the language kept
		"no",                                 // no screen reader
		"90x", "help", "90m/40+30s, 30m+30s", // a bad control, help, a good one
		"klingon", "nato", // a bad vocabulary, then nato
		"",             // style kept
		"maybe", "yes", // confirm
		"no", // auto press
		"", "", "none")
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	if s.Plain || s.Control != "90m/40+30s, 30m+30s" ||
		s.Vocab != "nato" || s.Style != "long" || !s.Confirm || s.AutoPress || s.BrlAPI != "none" {
		t.Fatalf("settings %+v", s)
	}
	all := strings.Join(said, "\n")
	for _, want := range []string{
		"Do you use a screen reader, yes or no? Enter keeps no.",
		"Time control? Enter keeps no clock.",
		"Write it as 90m/40+30s",
		"Time control: 1 hour 30 minutes for 40 moves, plus 30 seconds a move; then 30 minutes for the rest of the game, plus 30 seconds a move.",
		"Please answer yes or no.",
		"Sound devices: 1 Null output (default).",
		"Voice: clips, speechd, espeak, text or none? Enter keeps the best available.",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("the setup never said %q:\n%s", want, all)
		}
	}
	// the names and colours belong to each game, not to the first run
	for _, not := range []string{"White's name?", "Who is visually impaired"} {
		if strings.Contains(all, not) {
			t.Errorf("the first run asked %q:\n%s", not, all)
		}
	}
	// every line is one short sentence or question, with no library prefix
	for _, line := range said {
		if strings.Contains(line, "clock: ") || strings.Contains(line, "settings: ") || strings.Contains(line, "\n") {
			t.Errorf("not a line for people: %q", line)
		}
	}
}

func TestSetupEndsWithTheInput(t *testing.T) {
	s, _, err := script(t, "", "yes")
	if !errors.Is(err, ErrEnded) {
		t.Fatalf("err %v, want ErrEnded", err)
	}
	if !s.Plain {
		t.Fatalf("the answers so far were lost: %+v", s)
	}
}

// TestSetupBareNumbers: a time control in numbers alone is ambiguous
// (PGN counts seconds, people say "90+30" for minutes); the likelier
// reading is said in words and asked about, and never taken unasked.
func TestSetupBareNumbers(t *testing.T) {
	tests := []struct {
		name    string
		answers []string
		ask     string // the question about the bare numbers
		want    clock.Control
	}{
		{"yes takes the minutes", []string{"90+30", "yes"},
			"90+30 has no units: did you mean 1 hour 30 minutes for the game, plus 30 seconds a move?",
			clock.Control{Periods: []clock.Period{{Time: 90 * time.Minute, Mode: clock.Fischer, Extra: 30 * time.Second}}}},
		{"units instead", []string{"90+30", "90s+30s"}, "did you mean 1 hour 30 minutes",
			clock.Control{Periods: []clock.Period{{Time: 90 * time.Second, Mode: clock.Fischer, Extra: 30 * time.Second}}}},
		{"no asks again", []string{"5+3", "no", "3m+2s"}, "5+3 has no units: did you mean 5 minutes for the game, plus 3 seconds a move?",
			clock.Control{Periods: []clock.Period{{Time: 3 * time.Minute, Mode: clock.Fischer, Extra: 2 * time.Second}}}},
		{"PGN seconds", []string{"40/5400+30:1800+30", "yes"},
			"did you mean 1 hour 30 minutes for 40 moves, plus 30 seconds a move; then 30 minutes for the rest of the game, plus 30 seconds a move?",
			clock.Control{Periods: []clock.Period{{Moves: 40, Time: 90 * time.Minute, Mode: clock.Fischer, Extra: 30 * time.Second},
				{Time: 30 * time.Minute, Mode: clock.Fischer, Extra: 30 * time.Second}}}},
		{"bare again", []string{"90", "15", "yes"}, "15 has no units: did you mean 15 minutes for the game?",
			clock.Control{Periods: []clock.Period{{Time: 15 * time.Minute}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, said, err := script(t, append([]string{"", ""}, tt.answers...)...)
			if !errors.Is(err, ErrEnded) {
				t.Fatalf("err %v", err)
			}
			all := strings.Join(said, "\n")
			if !strings.Contains(all, tt.ask) {
				t.Errorf("never asked %q:\n%s", tt.ask, all)
			}
			got, perr := clock.Parse(s.Control)
			if perr != nil || !got.Equal(tt.want) {
				t.Fatalf("control %q (%v), want %v", s.Control, perr, tt.want)
			}
			if !strings.Contains(all, "Time control: "+ControlWords(catalog.English(), tt.want)+".") {
				t.Errorf("the control was not read back:\n%s", all)
			}
		})
	}
	// a dash, a control with units and a bad answer are not asked about
	for _, a := range []string{"-", "5m+3s", "90x"} {
		_, said, _ := script(t, "", "", a)
		if all := strings.Join(said, "\n"); strings.Contains(all, "has no units") {
			t.Errorf("%q was asked about:\n%s", a, all)
		}
	}
}

// TestSetupReaderAndDisplayFound: a screen reader found running is named
// and yes (plain mode) is what Enter keeps; the display BRLTTY has is
// described and offered instead of none.
func TestSetupReaderAndDisplayFound(t *testing.T) {
	for _, found := range []bool{false, true} {
		s := settings.Defaults()
		answers := []string{"", "", "", "", "", "", "", "", "", ""}
		var said []string
		o := Options{
			Next: func() (string, bool) {
				if len(answers) == 0 {
					return "", false
				}
				a := answers[0]
				answers = answers[1:]
				return a, true
			},
			Tell: func(line string) { said = append(said, line) },
		}
		if found {
			o.Reader = func() string { return "Orca" }
			o.Braille = func() string { return "vr, 40 cells" }
		} else {
			o.Reader = func() string { return "" }
			o.Braille = func() string { return "" }
		}
		if err := Run(&s, o); err != nil {
			t.Fatal(err)
		}
		all := strings.Join(said, "\n")
		wants := []string{"Do you use a screen reader, yes or no? Enter keeps no.", "Enter keeps none."}
		if found {
			wants = []string{"Orca is running here.", "Do you use a screen reader, yes or no? Enter keeps yes.",
				"BRLTTY has a Braille display here: vr, 40 cells.", "Enter keeps the display BRLTTY has."}
		}
		for _, w := range wants {
			if !strings.Contains(all, w) {
				t.Errorf("found %v: never said %q:\n%s", found, w, all)
			}
		}
		if s.Plain != found || (s.BrlAPI == "auto") != found {
			t.Errorf("found %v: plain %v, brlapi %q", found, s.Plain, s.BrlAPI)
		}
	}
}

// TestGameQuestions: each new game asks the names and who is visually
// impaired, Enter keeping the last game's.
func TestGameQuestions(t *testing.T) {
	s := settings.Defaults()
	s.White, s.Black, s.Blind = "Ana", "Bo", "black"
	answers := []string{"", "Cy", "nobody", "both"}
	var said []string
	err := Game(&s, Options{
		Next: func() (string, bool) {
			if len(answers) == 0 {
				return "", false
			}
			a := answers[0]
			answers = answers[1:]
			return a, true
		},
		Tell: func(line string) { said = append(said, line) },
	}, GameKeys...)
	if err != nil {
		t.Fatal(err)
	}
	if s.White != "Ana" || s.Black != "Cy" || s.Blind != "both" {
		t.Fatalf("settings %+v", s)
	}
	all := strings.Join(said, "\n")
	for _, w := range []string{"White's name? Enter keeps Ana.", "Black's name? Enter keeps Bo.",
		"Who is visually impaired: white, black, both or none? Enter keeps black."} {
		if !strings.Contains(all, w) {
			t.Errorf("never said %q:\n%s", w, all)
		}
	}
}

// TestControlWordsInEveryLanguage reads a control back in each language's
// own words and plural forms.
func TestControlWordsInEveryLanguage(t *testing.T) {
	c, err := clock.Parse("40/2h+30s, 5m+2s")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"en": "2 hours for 40 moves, plus 30 seconds a move; then 5 minutes for the rest of the game, plus 2 seconds a move",
		"de": "2 Stunden für 40 Züge, plus 30 Sekunden je Zug; dann 5 Minuten für den Rest der Partie, plus 2 Sekunden je Zug",
		"sk": "2 hodiny na 40 ťahov, plus 30 sekúnd za ťah; potom 5 minút na zvyšok partie, plus 2 sekundy za ťah",
	}
	for _, u := range catalog.All() {
		got := ControlWords(u, c)
		if w, ok := want[u.Tag]; ok && got != w {
			t.Errorf("%s: %q, want %q", u.Tag, got, w)
		}
		if strings.Contains(got, "%") || got == "" {
			t.Errorf("%s: %q", u.Tag, got)
		}
	}
	h, _ := clock.Parse("3m hourglass")
	if got := ControlWords(catalog.English(), h); got != "an hourglass of 3 minutes each" {
		t.Errorf("hourglass: %q", got)
	}
	r, _ := clock.Parse("40/2h")
	if got := ControlWords(catalog.English(), r); got != "2 hours for 40 moves; then the same again for every 40 moves" {
		t.Errorf("repeating: %q", got)
	}
}

// TestSetupInGerman: the language question comes first, and the questions
// after it are in the language chosen; yes and no are understood in it.
func TestSetupInGerman(t *testing.T) {
	s, said, err := script(t, "de", "nein", "", "german", "", "ja", "nein", "", "", "none")
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	if s.UI != "de" || s.Vocab != "german" || !s.Confirm || s.AutoPress || s.Plain {
		t.Fatalf("settings %+v", s)
	}
	all := strings.Join(said, "\n")
	for _, want := range []string{
		"Language: en, de, es, pt or sk? Enter keeps en.",
		"Benutzt du einen Screenreader, ja oder nein? Enter behält nein.",
		"Bedenkzeit: ohne Uhr.",
		"Zugwörter: appendix-d, english, nato, german, spanish, portuguese oder slovak? Enter behält appendix-d.",
		"Soll der Gegner jeden Zug bestätigen, ja oder nein? Enter behält nein.",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("the setup never said %q:\n%s", want, all)
		}
	}
}

// TestSetupListsEveryVocabulary: the move words question names the
// national vocabularies, and each can be chosen.
func TestSetupListsEveryVocabulary(t *testing.T) {
	for _, v := range []string{"german", "spanish", "portuguese", "slovak"} {
		s, said, err := script(t, "", "", "", v)
		if !errors.Is(err, ErrEnded) || s.Vocab != v {
			t.Errorf("%s: err %v, vocab %q", v, err, s.Vocab)
		}
		if all := strings.Join(said, "\n"); !strings.Contains(all, "Move words: appendix-d, english, nato, german, spanish, portuguese or slovak?") {
			t.Errorf("the vocabularies were not offered:\n%s", all)
		}
	}
}
