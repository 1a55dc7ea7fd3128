package practice

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/command"
	"github.com/tactuschess/tactus/rules"
)

// lookup returns the UI called name.
func lookup(t *testing.T, name string) *catalog.UI {
	t.Helper()
	u, err := catalog.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func TestWordsInTheUILanguage(t *testing.T) {
	for _, tc := range []struct{ lang, line, want string }{
		{"en", "hint", "hint"}, {"en", " /Take  Back ", "takeback"}, {"en", "undo", "takeback"},
		{"en", "new game", "new"}, {"en", "help", "help"}, {"en", "?", "help"},
		{"en", "tipp", ""}, {"en", "e4", ""}, {"en", "restore 2", ""}, {"en", "", ""},
		{"de", "tipp", "hint"}, {"de", "Hint", "hint"}, {"de", "zurücknehmen", "takeback"},
		{"de", "ZURUECKNEHMEN", "takeback"}, {"de", "takeback", "takeback"}, {"de", "neustart", "new"},
		{"de", "neue Partie", "new"}, {"de", "new", "new"}, {"de", "hilfe", "help"},
		{"de", "neu", ""}, {"de", "zurück", ""}, {"de", "nochmal", ""},
		{"sk", "rada", "hint"}, {"sk", "vráť", "takeback"}, {"sk", "VRAT", "takeback"},
		{"sk", "nová partia", "new"}, {"sk", "nova", "new"}, {"sk", "pomoc", "help"},
		{"sk", "rad", ""}, {"sk", "obnov", ""},
		{"es", "pista", "hint"}, {"es", "deshacer", "takeback"}, {"es", "nueva partida", "new"},
		{"pt", "dica", "hint"}, {"pt", "desfazer", "takeback"}, {"pt", "nova", "new"},
	} {
		d := New(&fakeEngine{}, rules.Black, announce.Announcer{}, lookup(t, tc.lang))
		if got := d.word(tc.line); got != tc.want {
			t.Errorf("%s %q: %q, want %q", tc.lang, tc.line, got, tc.want)
		}
		d.Close()
	}
}

// TestWordsCollideWithNothing: no practice word of any language is a game
// command (in its language or English) or a word of a move vocabulary.
func TestWordsCollideWithNothing(t *testing.T) {
	vocab := map[string]bool{}
	for _, v := range announce.Vocabularies() {
		terms := append(append(v.Files[:], v.Ranks[:]...), v.Pieces[:]...)
		terms = append(terms, v.Capture, v.Check, v.Mate, v.EnPassant, v.ShortCastling, v.LongCastling)
		for _, term := range terms {
			for _, w := range append([]string{term.Text}, term.Variants...) {
				vocab[strings.ToLower(w)] = true
			}
		}
	}
	for _, u := range catalog.All() {
		for _, k := range kinds {
			for _, w := range k.words(&u.Practice) {
				if w != strings.ToLower(w) {
					t.Errorf("%s: %q is not in lower case", u.Tag, w)
				}
				first := strings.Fields(w)[0]
				if c, _ := command.LookupIn(u.Tag, first); c != nil {
					t.Errorf("%s: %s word %q is the command %s", u.Tag, k.name, w, c.Name)
				}
				if vocab[first] {
					t.Errorf("%s: %s word %q is a move word", u.Tag, k.name, w)
				}
			}
		}
	}
}

func TestSentencesInTheUILanguage(t *testing.T) {
	for _, tc := range []struct {
		lang                            string
		noTakeback, looking, hint, fail string
		help                            []string
	}{
		{"de", "Du hast noch keinen Zug, den du zurücknehmen kannst.", "Das Programm sucht einen Tipp.",
			"Tipp: Springer Bella eins Anna drei. The position is equal.",
			"Das Programm funktioniert nicht mehr; die Partie bleibt erhalten, und die Züge des Programms können von Hand eingegeben werden.",
			[]string{"Gegen das Programm:", "tipp, hint: der beste Zug für dich laut Programm, mit Bewertung.",
				"zurücknehmen, zuruecknehmen, takeback, take back, undo: deinen letzten Zug und die Antwort des Programms zurücknehmen.",
				"neustart, neue partie, new, new game: diese Partie beenden (sie bleibt gespeichert) und eine neue beginnen."}},
		{"sk", "Zatiaľ nemáš žiadny ťah, ktorý by sa dal vrátiť.", "Program hľadá radu.",
			"Rada: Springer Bella eins Anna drei. The position is equal.",
			"Program prestal fungovať; partia zostáva a ťahy programu môžeš zadávať ručne.",
			[]string{"Proti programu:", "rada, hint: najlepší ťah pre teba podľa programu, s hodnotením.",
				"vráť, vrat, takeback, take back, undo: vrátiť tvoj posledný ťah a odpoveď programu.",
				"nová, nova, nová partia, nova partia, new, new game: ukončiť túto partiu (zostane uložená) a začať novú."}},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			g := newGame(t)
			d := New(&fakeEngine{}, rules.Black, announce.Announcer{}, lookup(t, tc.lang))
			defer d.Close()
			d.Touch(g, nil)
			if outs := step(d, g, "takeback"); len(outs) != 1 || outs[0].Text != tc.noTakeback {
				t.Errorf("takeback before a move: %v", outs)
			}
			outs := step(d, g, "help")
			var lines []string
			for _, o := range outs[:len(tc.help)] {
				lines = append(lines, o.Text)
			}
			if strings.Join(lines, "\n") != strings.Join(tc.help, "\n") {
				t.Errorf("help:\n%s\nwant\n%s", strings.Join(lines, "\n"), strings.Join(tc.help, "\n"))
			}
			if len(outs) <= len(tc.help) {
				t.Errorf("help without the game's list: %v", outs)
			}
			if outs := step(d, g, d.ui.Practice.Hint[0]); len(outs) != 1 || outs[0].Text != tc.looking {
				t.Errorf("hint: %v", outs)
			}
			n := wait(t, d.Notices())
			if n.Text != tc.hint {
				t.Errorf("hint %q, want %q", n.Text, tc.hint)
			}
			// the voice says the whole hint: its word and the evaluation
			// in the UI language, the move in the move vocabulary
			if got := n.Phrase.String(); got != tc.hint {
				t.Errorf("hint phrase %q, want %q", got, tc.hint)
			}
			if w := n.Phrase[0]; w.Lang != tc.lang || n.Phrase[2].Lang != "de" {
				t.Errorf("hint phrase languages: %+v", n.Phrase)
			}

			g2 := newGame(t)
			broken := New(&fakeEngine{fail: errors.New("uci: the engine died")}, rules.Black, announce.Announcer{}, lookup(t, tc.lang))
			defer broken.Close()
			step(broken, g2, "e4")
			if n := wait(t, broken.Notices()); n.Text != tc.fail {
				t.Errorf("failure %q, want %q", n.Text, tc.fail)
			}
			if outs := step(broken, g2, "hint"); len(outs) != 1 || outs[0].Text != lookup(t, tc.lang).Practice.NoHint {
				t.Errorf("hint without the engine: %v", outs)
			}
		})
	}
}

func TestNewGameInGerman(t *testing.T) {
	d := New(&fakeEngine{}, rules.Black, announce.Announcer{}, lookup(t, "de"))
	defer d.Close()
	if next, outs := d.Do("Neue Partie"); next != "quit" || outs != nil || !d.Again() {
		t.Fatalf("neue partie: %q %v, again %v", next, outs, d.Again())
	}
}

func TestProblem(t *testing.T) {
	for _, tc := range []struct {
		lang string
		err  error
		want string
	}{
		{"en", context.DeadlineExceeded, "The engine did not answer in time"},
		{"de", context.DeadlineExceeded, "Das Programm hat nicht rechtzeitig geantwortet"},
		{"de", rules.ErrIllegalMove, "Das Programm hat einen regelwidrigen Zug gespielt"},
		{"sk", rules.ErrIllegalMove, "Program zahral neplatný ťah"},
		{"sk", errors.New("x"), "Program prestal fungovať"},
		{"pt", errors.New("x"), "O motor parou de funcionar"},
	} {
		if got := Problem(lookup(t, tc.lang), tc.err); got != tc.want {
			t.Errorf("%s %v: %q, want %q", tc.lang, tc.err, got, tc.want)
		}
	}
	if got := Problem(nil, context.DeadlineExceeded); got != "The engine did not answer in time" {
		t.Errorf("nil UI: %q", got)
	}
}

// FuzzWord: any line is one practice word, help, or none, in every
// language.
func FuzzWord(f *testing.F) {
	for _, s := range []string{"hint", "/Take back", "neue partie", "vráť", "", "e4", "hilfe"} {
		f.Add(s)
	}
	drivers := map[string]*Driver{}
	for _, u := range catalog.All() {
		drivers[u.Tag] = New(&fakeEngine{}, rules.Black, announce.Announcer{}, u)
	}
	f.Fuzz(func(t *testing.T, line string) {
		for tag, d := range drivers {
			switch w := d.word(line); w {
			case "", "hint", "takeback", "new", "help":
			default:
				t.Fatalf("%s %q: %q", tag, line, w)
			}
		}
	})
}
