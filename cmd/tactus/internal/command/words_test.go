package command

import (
	"strings"
	"testing"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
)

func TestWordsInEachLanguage(t *testing.T) {
	for _, tc := range []struct {
		lang, line, command string
		args                []string
	}{
		{"de", "uhr", "clock", nil},
		{"de", "Letzter 3", "last", []string{"3"}},
		{"de", "/brett schwarz", "board", []string{"schwarz"}},
		{"de", "prüfen reihe 4 8", "verify", []string{"reihe", "4", "8"}},
		{"de", "druecken", "press", nil},
		{"de", "clock", "clock", nil}, // English always works
		{"es", "reloj", "clock", nil},
		{"es", "ULTIMA", "last", nil},
		{"es", "casilla e4", "square", []string{"e4"}},
		{"es", "tablas", "draw", nil},
		{"pt", "relógio", "clock", nil},
		{"pt", "relogio", "clock", nil},
		{"pt", "peças pretas", "pieces", []string{"pretas"}},
		{"pt", "sair", "quit", nil},
		{"sk", "hodiny", "clock", nil},
		{"sk", "šachovnica", "board", nil},
		{"sk", "vzdat", "resign", nil},
		{"sk", "pomoc", "help", nil},
		{"sk", "c", "clock", nil},
	} {
		in := ParseIn(tc.lang, tc.line)
		if in.Command == nil || in.Command.Name != tc.command || strings.Join(in.Args, " ") != strings.Join(tc.args, " ") {
			t.Errorf("ParseIn(%s, %q) = %v %q, want %s %q", tc.lang, tc.line, in.Command, in.Args, tc.command, tc.args)
		}
	}
	// A language's words are that language's only.
	for _, line := range []string{"uhr", "reloj", "hodiny"} {
		if in := ParseIn("pt", line); in.Command != nil {
			t.Errorf("ParseIn(pt, %q) = %s", line, in.Command.Name)
		}
		if in := Parse(line); in.Command != nil {
			t.Errorf("Parse(%q) = %s", line, in.Command.Name)
		}
	}
}

// TestWordsTable: every language has a word for every command but the
// ones it shares with English, no word stands for two commands, and no
// command word is a word a move can start with in any vocabulary.
func TestWordsTable(t *testing.T) {
	moveWords := map[string]bool{}
	for _, v := range announce.Vocabularies() {
		terms := append(append(append([]announce.Term{}, v.Files[:]...), v.Ranks[:]...), v.Pieces[1:]...)
		terms = append(terms, v.Capture, v.Check, v.Mate, v.EnPassant, v.ShortCastling, v.LongCastling)
		for _, term := range terms {
			for _, w := range append([]string{term.Text}, term.Variants...) {
				moveWords[strings.ToLower(strings.Fields(w)[0])] = true
			}
		}
	}
	if len(catalog.CommandWords("en")) > 0 {
		t.Errorf("English has command words besides the names: %v", catalog.CommandWords("en"))
	}
	for _, lang := range catalog.Names()[1:] {
		table := catalog.CommandWords(lang)
		seen := map[string]string{}
		for i := range Commands() {
			c := &Commands()[i]
			ws := c.Words(lang)
			if len(ws) == 0 && c.Name != "pause" && c.Name != "ok" {
				t.Errorf("%s: no word for %s", lang, c.Name)
			}
			for _, w := range append(append([]string{c.Name}, c.Aliases...), ws...) {
				if other, ok := seen[w]; ok {
					t.Errorf("%s: %q is both %s and %s", lang, w, other, c.Name)
				}
				seen[w] = c.Name
				if w != strings.ToLower(w) || strings.ContainsAny(w, " \t") {
					t.Errorf("%s: %q is not one lower-case word", lang, w)
				}
				if moveWords[w] && len(w) > 1 {
					t.Errorf("%s: %q (%s) is a move word", lang, w, c.Name)
				}
				if got, _ := LookupIn(lang, w); got == nil || got.Name != c.Name {
					t.Errorf("%s: %q does not find %s", lang, w, c.Name)
				}
			}
		}
		for name := range table {
			if c, _ := Lookup(name); c == nil {
				t.Errorf("%s: words for %q, which is no command", lang, name)
			}
		}
	}
}

func TestHelpInEachLanguage(t *testing.T) {
	for _, u := range catalog.All() {
		h := Help(u)
		if !strings.HasPrefix(h, u.Help.Intro+"\n") {
			t.Errorf("%s: help begins %q", u.Tag, h[:40])
		}
		for _, c := range Commands() {
			line := strings.Join(append(c.Words(u.Tag), c.Name), ", ")
			if !strings.Contains(h, "\n"+line) {
				t.Errorf("%s: help does not list %q", u.Tag, line)
			}
		}
	}
	de, _ := catalog.Lookup("de")
	if !strings.Contains(Help(de), "\nuhr, clock (c): beide Zeiten und die Zugzahl.\n") {
		t.Errorf("German help:\n%s", Help(de))
	}
}
