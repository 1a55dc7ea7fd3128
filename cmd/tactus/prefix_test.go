package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
)

// packagePrefix matches a Go package's name as tactus's libraries begin
// their errors with it ("fen: ", "clock: "): a word a person should never
// read (issue 24).
var packagePrefix = regexp.MustCompile(`(?:^|[^\w-])(rules|fen|clock|notation|pgn|announce|session|journal|script|settings|brlapi|braille|brf|speech|speechd|ssip|setup|export|atomicfile|game|app|table|uci|catalog|ui|station|stationapi|narrate|review|join|practice|engine|oto|malgo|screenreader|langfile): `)

// TestNoPackagePrefix: the errors the player's commands print for bad
// input, in each of the five UI languages, name the command and the flag
// or file at fault and say why in words, with no Go package prefix; an
// error without words of its own is said as the catalogue's general
// sentence.
func TestNoPackagePrefix(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	badPGN := write("bad.pgn", "[Event \"x\"]\n\n1. e4 ) e5 *\n\n[FEN \"8/8/8 w - - 0 1\"]\n\n1. e4 *\n\n[Variant \"Atomic\"]\n\n1. e4 *\n")
	notJournal := write("not.journal", "this is not a journal\n")
	badScript := write("bad.script", "0 white move e4\n0 white dance\n")
	refused := write("refused.script", "0 black move e5\n")
	missing := filepath.Join(dir, "nonexist")
	cases := [][]string{
		{"clock", "info", "--control", "90x"},
		{"clock", "info", "--control", "40/90m+30s, 30m, 5m"},
		{"clock", "simulate", "--control", "5m"},
		{"braille", "--fen", "nonsense", "e4"},
		{"braille", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1", "e4"},
		{"say", "--vocab", "klingon", "e4"},
		{"say", "--style", "medium", "e4"},
		{"hear", "--vocab", "klingon", "Eva vier"},
		{"pgn", "check", badPGN},
		{"pgn", "check", missing},
		{"pgn", "check", dir},
		{"pgn", "brf", missing},
		{"pgn", "brf", badPGN},
		{"session", "replay", missing},
		{"session", "replay", notJournal},
		{"session", "export", notJournal},
		{"session", "simulate", badScript},
		{"session", "simulate", refused},
		{"session", "simulate", "--event", "bullet"},
		{"review", missing},
		{"review", dir},
		{"review", "--game", "9", badPGN},
		{"play", "--fen", "nonsense"},
		{"play", "--control", "5x"},
		{"play", "--vocab", "klingon"},
		{"resume", notJournal},
		{"join", "--bogus"},
		{"status", "--fen", "8/8/8/8/8/8/8/8 x - - 0 1", "e4"},
		{"announce", "--style", "medium", "e4"},
	}
	stdin := map[string]string{"clock": "0 press\n"}
	for _, u := range catalog.All() {
		for _, args := range cases {
			quietEnv(t)
			t.Setenv("LANG", u.Name())
			_, out, errOut := runCLI(t, stdin[args[0]], args...)
			lines := strings.Split(strings.TrimSpace(errOut), "\n")
			for _, l := range strings.Split(out, "\n") {
				if strings.Contains(l, " refused: ") { // session simulate's refusals
					lines = append(lines, l)
				}
			}
			if len(lines) == 1 && lines[0] == "" {
				t.Errorf("%s %q: no error printed", u.Name(), args)
			}
			for _, line := range lines {
				// the command's own name leads its lines: "tactus: braille: …",
				// "tactus: pgn brf: …"
				rest := strings.TrimPrefix(line, "tactus: ")
				if len(args) > 1 {
					rest = strings.TrimPrefix(rest, args[0]+" "+args[1]+": ")
				}
				rest = strings.TrimPrefix(rest, args[0]+": ")
				if m := packagePrefix.FindString(rest); m != "" {
					t.Errorf("%s %q: %q has the package prefix %q", u.Name(), args, line, m)
				}
			}
		}
	}
}
