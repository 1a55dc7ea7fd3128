package setup

import (
	"errors"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/app/settings"
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
		"",        // the language kept
		"black",   // blind
		"Ana", "", // names: White Ana, Black kept
		"90x", "help", "90m/40+30s, 30m+30s", // a bad control, help, a good one
		"klingon", "nato", // a bad vocabulary, then nato
		"",             // style kept
		"maybe", "yes", // confirm
		"no", // auto press
		"", "", "none")
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	if s.Blind != "black" || s.White != "Ana" || s.Black != "Black" || s.Control != "90m/40+30s, 30m+30s" ||
		s.Vocab != "nato" || s.Style != "long" || !s.Confirm || s.AutoPress || s.BrlAPI != "none" {
		t.Fatalf("settings %+v", s)
	}
	all := strings.Join(said, "\n")
	for _, want := range []string{
		"Who is visually impaired: white, black, both or none? Enter keeps white.",
		"Time control? Enter keeps no clock.",
		"Write it as 90m/40+30s",
		"Please answer yes or no.",
		"Sound devices: 1 Null output (default).",
		"Voice: clips, speechd, espeak, text or none? Enter keeps the best available.",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("the setup never said %q:\n%s", want, all)
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
	s, _, err := script(t, "", "white", "Ana")
	if !errors.Is(err, ErrEnded) {
		t.Fatalf("err %v, want ErrEnded", err)
	}
	if s.White != "Ana" {
		t.Fatalf("the answers so far were lost: %+v", s)
	}
}

// TestSetupInGerman: the language question comes first, and the questions
// after it are in the language chosen; yes and no are understood in it.
func TestSetupInGerman(t *testing.T) {
	s, said, err := script(t, "de", "", "", "", "", "german", "", "ja", "nein", "", "", "none")
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	if s.UI != "de" || s.Vocab != "german" || !s.Confirm || s.AutoPress {
		t.Fatalf("settings %+v", s)
	}
	all := strings.Join(said, "\n")
	for _, want := range []string{
		"Language: en, de, es, pt or sk? Enter keeps en.",
		"Wer ist sehbehindert: white, black, both oder none? Enter behält white.",
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
		s, said, err := script(t, "", "", "", "", "", v)
		if !errors.Is(err, ErrEnded) || s.Vocab != v {
			t.Errorf("%s: err %v, vocab %q", v, err, s.Vocab)
		}
		if all := strings.Join(said, "\n"); !strings.Contains(all, "Move words: appendix-d, english, nato, german, spanish, portuguese or slovak?") {
			t.Errorf("the vocabularies were not offered:\n%s", all)
		}
	}
}
