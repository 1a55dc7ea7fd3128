package game

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
)

var updateUI = flag.Bool("update-ui", false, "rewrite testdata/ui/*.golden")

// uiScripts are the same short game in each UI language, typed with that
// language's command words: two moves announced and pressed, the clock,
// whose move, the last move, a square, a line that is neither a move nor
// a command, and a resignation (the side asked, then read back for a
// yes in that language).
var uiScripts = map[string][]string{
	"en": {"e4", "press", "e5", "press", "clock", "whose", "last", "square e4", "xyz", "pieces black king", "resign", "white", "yes"},
	"de": {"e4", "drücken", "e5", "druecken", "uhr", "wer", "letzter", "feld e4", "xyz", "figuren schwarz könig", "aufgeben", "weiß", "ja"},
	"es": {"e4", "pulsar", "e5", "pulsar", "reloj", "turno", "última", "casilla e4", "xyz", "piezas negras rey", "abandonar", "blancas", "sí"},
	"pt": {"e4", "apertar", "e5", "apertar", "relógio", "vez", "ultimo", "casa e4", "xyz", "peças pretas rei", "abandonar", "brancas", "sim"},
	"sk": {"e4", "stlač", "e5", "stlac", "hodiny", "kto", "posledný", "pole e4", "xyz", "figúry čierny kráľ", "vzdať", "biely", "áno"},
}

// TestPlainGameInEachLanguage plays the short game in plain mode in each
// UI language and compares what was printed with testdata/ui/LANG.golden
// (go test -run TestPlainGameInEachLanguage -update-ui rewrites them).
func TestPlainGameInEachLanguage(t *testing.T) {
	for lang, script := range uiScripts {
		t.Run(lang, func(t *testing.T) {
			st := newStation(t)
			st.set.AutoPress, st.set.UI = false, lang
			out, err := st.run(NewGame, strings.Join(script, "\n")+"\n")
			if err != nil {
				t.Fatalf("Run: %v", err)
			}
			path := filepath.Join("testdata", "ui", lang+".golden")
			if *updateUI {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update-ui to write it)", err)
			}
			if out != string(want) {
				t.Errorf("printed:\n%s\nwant (%s):\n%s", out, path, want)
			}
			if strings.Contains(out, "There is no command") || strings.Contains(out, "is neither a move") && lang != "en" {
				t.Errorf("English in the %s game:\n%s", lang, out)
			}
		})
	}
}

// TestPlainGameInAFakeLanguage: a language tactus does not ship, made by
// copying each layer's English file and translating it (testdata/xx.toml
// of announce and of the catalogue: every message in capitals), is the
// language of a plain-mode game: its lines come from those two files (the
// commands are typed in English, which every language understands).
func TestPlainGameInAFakeLanguage(t *testing.T) {
	lang, err := announce.LoadLanguage(os.DirFS(filepath.Join("..", "..", "..", "..", "announce", "testdata")), "xx.toml")
	if err != nil {
		t.Fatal(err)
	}
	u, err := catalog.Load(os.DirFS(filepath.Join("..", "catalog", "testdata")), "xx.toml", lang)
	if err != nil {
		t.Fatal(err)
	}
	st := newStation(t)
	st.set.AutoPress, st.ui = false, u
	out, err := st.run(NewGame, strings.Join(uiScripts["en"], "\n")+"\n")
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	for _, want := range []string{
		"GAME BEGINS, WHITE TO MOVE.\n",                                          // the catalogue's Narrate.GameBegins, Terms.Sides
		"WHITE 5 MINUTES 6 SECONDS, BLACK 5 MINUTES 6 SECONDS; 1 MOVE PLAYED.\n", // announce's Clock and MovesPlayed
		"\"xyz\" IS NEITHER A MOVE NOR A COMMAND; TYPE HELP FOR THE LIST.\n",     // a template filled
		"GAME OVER: BLACK WINS, RESIGNATION.\n",                                  // Narrate.Wins and Reasons
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in the xx game:\n%s", want, out)
		}
	}
}

// TestUIFromTheEnvironment: with no ui setting the language comes from
// LANGUAGE, LC_ALL, LC_MESSAGES or LANG, and the setting wins over them.
func TestUIFromTheEnvironment(t *testing.T) {
	for _, tc := range []struct {
		ui   string
		env  map[string]string
		want string
	}{
		{"", map[string]string{"LANG": "de_DE.UTF-8"}, "Die Partie beginnt, Weiß ist am Zug."},
		{"", map[string]string{"LANGUAGE": "sk:cs", "LANG": "de_DE.UTF-8"}, "Partia sa začína, na ťahu je biely."},
		{"es", map[string]string{"LANG": "de_DE.UTF-8"}, "Empieza la partida, juegan las blancas."},
		{"", map[string]string{"LANG": "C"}, "Game begins, white to move."},
	} {
		st := newStation(t)
		st.set.UI = tc.ui
		st.getenv = func(k string) string { return tc.env[k] }
		out, err := st.run(NewGame, "quit\n")
		if err != nil {
			t.Fatal(err)
		}
		if first, _, _ := strings.Cut(out, "\n"); first != tc.want {
			t.Errorf("ui %q env %v: %q, want %q", tc.ui, tc.env, first, tc.want)
		}
	}
}
