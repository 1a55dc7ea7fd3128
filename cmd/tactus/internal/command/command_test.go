package command

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
)

func TestParse(t *testing.T) {
	tests := []struct {
		line    string
		command string // "" for a move or nothing
		args    []string
		forced  bool
		alias   bool
		empty   bool
	}{
		{line: "", empty: true},
		{line: "   ", empty: true},
		{line: "/", empty: true, forced: true},
		{line: "e4"},
		{line: "Nf3"},
		{line: "Springer Gustav eins Felix drei"},
		{line: "clock", command: "clock"},
		{line: "c", command: "clock", alias: true},
		{line: "/c", command: "clock", alias: true, forced: true},
		{line: "  CLOCK  ", command: "clock"},
		{line: "last 3", command: "last", args: []string{"3"}},
		{line: "l 3", command: "last", args: []string{"3"}, alias: true},
		{line: "board black", command: "board", args: []string{"black"}},
		{line: "p white knight", command: "pieces", args: []string{"white", "knight"}, alias: true},
		{line: "e4?", command: "square", args: []string{"e4"}},
		{line: "?", command: "help", alias: true},
		{line: "h", command: "help", alias: true},
		{line: "q", command: "quit", alias: true},
		{line: "exit", command: "quit"},
		{line: "scan e", command: "file", args: []string{"e"}},
		{line: "s e", command: "file", args: []string{"e"}, alias: true},
		{line: "a two a four", command: "attackers", args: []string{"two", "a", "four"}, alias: true},
		{line: "verify rank 4 4P3", command: "verify", args: []string{"rank", "4", "4P3"}},
		{line: "/frobnicate now", forced: true},
		{line: "correct Nf3", command: "correct", args: []string{"Nf3"}},
		{line: "ok", command: "ok"},
		{line: "confirm", command: "ok"},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			in := Parse(tt.line)
			name := ""
			if in.Command != nil {
				name = in.Command.Name
			}
			if name != tt.command || in.Forced != tt.forced || in.ByAlias != tt.alias || in.Empty() != tt.empty {
				t.Errorf("Parse(%q) = command %q forced %v alias %v empty %v", tt.line, name, in.Forced, in.ByAlias, in.Empty())
			}
			if tt.command != "" && !slices.Equal(in.Args, tt.args) && !(len(in.Args) == 0 && len(tt.args) == 0) {
				t.Errorf("Parse(%q) args %q, want %q", tt.line, in.Args, tt.args)
			}
		})
	}
}

func TestHelpListsEveryCommand(t *testing.T) {
	h := Help(catalog.English())
	for _, c := range Commands() {
		if !strings.Contains(h, "\n"+c.Name) {
			t.Errorf("help does not list %q", c.Name)
		}
		for _, a := range c.Aliases {
			if got, _ := Lookup(a); got == nil || got.Name != c.Name {
				t.Errorf("alias %q does not find %q", a, c.Name)
			}
		}
	}
	if strings.Contains(h, "..") {
		t.Errorf("help has a doubled full stop:\n%s", h)
	}
}

func TestNamesAreUnique(t *testing.T) {
	seen := map[string]string{}
	for _, c := range Commands() {
		for _, w := range append([]string{c.Name}, c.Aliases...) {
			if other, ok := seen[w]; ok {
				t.Errorf("%q names both %s and %s", w, other, c.Name)
			}
			seen[w] = c.Name
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"e4", "/last 3", "e4?", "?", "verify rank 4 4P3", "\x00/", " / c"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		in := Parse(line)
		if in.Command == nil && len(in.Args) > 0 {
			t.Fatalf("arguments without a command: %+v", in)
		}
		if in.Command != nil && in.Empty() {
			t.Fatalf("a command from an empty line: %+v", in)
		}
		again := Parse(fmt.Sprint(in.Text))
		if (again.Command == nil) != (in.Command == nil) && !in.Forced {
			t.Fatalf("Parse(%q) and Parse(%q) disagree", line, in.Text)
		}
	})
}

func ExampleParse() {
	in := Parse("/last 3")
	fmt.Println(in.Command.Name, in.Args)
	in = Parse("e4?")
	fmt.Println(in.Command.Name, in.Args)
	fmt.Println(Parse("Springer Gustav eins Felix drei").Command == nil)
	// Output:
	// last [3]
	// square [e4]
	// true
}

// TestHelpArgsInLanguage: help shows the argument patterns in the UI
// language, and English's as they are.
func TestHelpArgsInLanguage(t *testing.T) {
	for lang, want := range map[string][]string{
		"en": {"board [white|black] (b):", "verify rank N|file X CONTENTS:", "restore [N]:", "pieces [white|black] [piece] (p):"},
		"de": {"brett, board [weiß|schwarz] (b):", "verify reihe N|linie X INHALT:", "restore [N]: beide Bretter auf die Stellung nach N Halbzügen", "korrektur, correct ZUG:"},
		"es": {"piezas, pieces [blancas|negras] [pieza] (p):", "square CASILLA:"},
		"pt": {"attackers CASA (a):", "verify fileira N|coluna X CONTEÚDO:"},
		"sk": {"seal ŤAH:", "board [biely|čierny] (b):"},
	} {
		u, err := catalog.Lookup(lang)
		if err != nil {
			t.Fatal(err)
		}
		h := Help(u)
		for _, w := range want {
			if !strings.Contains(h, w) {
				t.Errorf("%s: help lacks %q:\n%s", lang, w, h)
			}
		}
		if lang != "en" && (strings.Contains(h, "SQUARE") || strings.Contains(h, "white|black") || strings.Contains(h, "PLY")) {
			t.Errorf("%s: help keeps English placeholders:\n%s", lang, h)
		}
		if regexp.MustCompile(`(?i)\bply\b|\bplies\b`).MatchString(h) {
			t.Errorf("%s: help says ply, a word a player does not use:\n%s", lang, h)
		}
	}
}
