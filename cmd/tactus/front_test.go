package main

import (
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
)

// playerCommands are the commands whose flags, -h and errors speak the
// player's UI language.
var playerCommands = []string{"play", "resume", "practice", "review", "join"}

// TestFlagErrorsInTheUILanguage: a player's command says a bad flag in the
// UI language of --ui (either form, anywhere), the config file or the
// environment; English is as it always was, and a tool stays English.
func TestFlagErrorsInTheUILanguage(t *testing.T) {
	tests := []struct {
		env, config string
		args        []string
		want        string
	}{
		// English, word for word as before
		{"", "", []string{"play", "--control", "5x"}, `tactus: play: --control "5x": write hours, minutes and seconds as h, m and s, largest first (1h30m, 90s); tactus play -h lists the flags`},
		{"", "", []string{"play", "--bogus"}, "tactus: play: --bogus is not a flag; tactus play -h lists the flags"},
		{"", "", []string{"play", "--control"}, "tactus: play: --control needs a value; tactus play -h lists the flags"},
		{"", "", []string{"play", "--blind", "left"}, `tactus: play: --blind "left": "left" is not white, black, both or none; tactus play -h lists the flags`},
		{"", "", []string{"play", "--plain=maybe"}, `tactus: play: --plain "maybe": not a valid value; tactus play -h lists the flags`},
		{"", "", []string{"practice", "--elo", "x"}, `tactus: practice: --elo "x": not a valid value; tactus practice -h lists the flags`},
		{"", "", []string{"play", "stray"}, `tactus: play: unexpected argument "stray"`},
		// German, from the environment
		{"de_DE.UTF-8", "", []string{"play", "--bogus"}, "tactus: play: --bogus ist keine Option; tactus play -h zeigt die Optionen"},
		{"de_DE.UTF-8", "", []string{"play", "--control", "5x"}, `tactus: play: --control: "5x" ist kein gültiger Wert; schreib zum Beispiel 90m+30s, 40/90m:30m+30s oder 5m+3s; tactus play -h zeigt die Optionen`},
		{"de_DE.UTF-8", "", []string{"resume", "--control"}, "tactus: resume: --control braucht einen Wert; tactus resume -h zeigt die Optionen"},
		{"de_DE.UTF-8", "", []string{"play", "--blind", "left"}, `tactus: play: --blind: "left" ist kein gültiger Wert; möglich sind white, black, both oder none; tactus play -h zeigt die Optionen`},
		{"de_DE.UTF-8", "", []string{"play", "--plain=maybe"}, `tactus: play: --plain: "maybe" ist kein gültiger Wert; möglich sind true oder false; tactus play -h zeigt die Optionen`},
		{"de_DE.UTF-8", "", []string{"review", "--game", "x"}, `tactus: review: --game: "x" ist kein gültiger Wert; schreib zum Beispiel 1 oder 12; tactus review -h zeigt die Optionen`},
		{"de_DE.UTF-8", "", []string{"play", "--fen", "8/8"}, `tactus: play: --fen: "8/8" ist kein gültiger Wert; tactus play -h zeigt die Optionen`},
		{"de_DE.UTF-8", "", []string{"play", "stray"}, `tactus: play: unerwartetes Argument "stray"`},
		// Slovak, from --ui before or after the bad flag, or the config file
		{"", "", []string{"play", "--ui", "sk", "--bogus"}, "tactus: play: --bogus nie je prepínač; tactus play -h ukáže prepínače"},
		{"de_DE.UTF-8", "", []string{"join", "--bogus", "--ui=sk"}, "tactus: join: --bogus nie je prepínač; tactus join -h ukáže prepínače"},
		{"", "ui = \"sk\"\n", []string{"practice", "--think", "5"}, `tactus: practice: --think: "5" nie je platná hodnota; napíš napríklad 1s, 500ms alebo 5s; tactus practice -h ukáže prepínače`},
		{"", "", []string{"play", "--ui", "sk", "--control", "5x"}, `tactus: play: --control: "5x" nie je platná hodnota; napíš napríklad 90m+30s, 40/90m:30m+30s alebo 5m+3s; tactus play -h ukáže prepínače`},
		{"", "", []string{"play", "--ui", "sk", "--rate"}, "tactus: play: --rate potrebuje hodnotu; tactus play -h ukáže prepínače"},
		{"", "", []string{"play", "--ui", "sk", "--vocab", "x"}, `tactus: play: --vocab: "x" nie je platná hodnota; možné sú appendix-d, english, nato, german, spanish, portuguese alebo slovak; tactus play -h ukáže prepínače`},
		// a bad --ui falls back to the environment
		{"de_DE.UTF-8", "", []string{"play", "--ui", "xx"}, `tactus: play: --ui: "xx" ist kein gültiger Wert; möglich sind en, de, es, pt oder sk; tactus play -h zeigt die Optionen`},
		// a tool speaks English
		{"de_DE.UTF-8", "", []string{"perft", "--bogus"}, "tactus: perft: --bogus is not a flag; tactus perft -h lists the flags"},
	}
	for _, tt := range tests {
		quietEnv(t)
		t.Setenv("LANG", tt.env)
		if tt.config != "" {
			writeConfig(t, tt.config)
		}
		status, _, errOut := runCLI(t, "", tt.args...)
		if status != 2 || errOut != tt.want+"\n" {
			t.Errorf("LANG=%s %v: status %d\n got %q\nwant %q", tt.env, tt.args, status, errOut, tt.want+"\n")
		}
	}
}

// writeConfig writes the config file of quietEnv's XDG_CONFIG_HOME.
func writeConfig(t *testing.T, text string) {
	t.Helper()
	dir := filepath.Join(os.Getenv("XDG_CONFIG_HOME"), "tactus")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "config.toml"), []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
}

// TestConfigErrorsInTheUILanguage: a bad config file is said in the file's
// ui, or the environment's when the ui key is what is wrong.
func TestConfigErrorsInTheUILanguage(t *testing.T) {
	tests := []struct{ env, config, want string }{
		{"", "blind = \"left\"\n", `tactus: config.toml line 1, key blind: "left" is not white, black, both or none; that setting keeps its default.`},
		{"", "ui = \"de\"\nblind = \"left\"\n", `tactus: config.toml Zeile 2, Schlüssel blind: "left" ist kein gültiger Wert; möglich sind white, black, both oder none; diese Einstellung behält ihren Standardwert.`},
		{"sk_SK.UTF-8", "ui = \"xx\"\n", `tactus: config.toml riadok 1, kľúč ui: "xx" nie je platná hodnota; možné sú en, de, es, pt alebo sk; toto nastavenie si ponechá predvolenú hodnotu.`},
		{"de_DE.UTF-8", "colour = \"red\"\n", "tactus: config.toml Zeile 1, Schlüssel colour: diese Einstellung gibt es nicht; diese Einstellung behält ihren Standardwert."},
		{"de_DE.UTF-8", "white = \"Ana\nui = \"sk\"\n", "tactus: config.toml Zeile 1, Schlüssel white: hier stimmt die TOML-Schreibweise nicht; es geht mit den Standardeinstellungen weiter."},
	}
	for _, tt := range tests {
		quietEnv(t)
		t.Setenv("LANG", tt.env)
		writeConfig(t, tt.config)
		_, _, errOut := runCLI(t, "", "play", "--bogus")
		if first, _, _ := strings.Cut(errOut, "\n"); first != tt.want {
			t.Errorf("LANG=%s %q:\n got %q\nwant %q", tt.env, tt.config, first, tt.want)
		}
	}
	// --ui on the command line wins over the file's and the environment's
	quietEnv(t)
	t.Setenv("LANG", "de_DE.UTF-8")
	writeConfig(t, "ui = \"es\"\nblind = \"left\"\n")
	_, _, errOut := runCLI(t, "", "practice", "--ui", "sk", "--bogus")
	if first, _, _ := strings.Cut(errOut, "\n"); !strings.HasPrefix(first, "tactus: config.toml riadok 2, kľúč blind:") {
		t.Errorf("--ui sk: %q", first)
	}
}

// TestFlagHelpInTheUILanguage: -h of a player's command describes its
// flags in the UI language; English is the flags' own descriptions.
func TestFlagHelpInTheUILanguage(t *testing.T) {
	quietEnv(t)
	_, en, _ := runCLI(t, "", "play", "-h")
	for _, want := range []string{"flags of tactus play:\n", "  -white name\n    \tWhite's name (default White)\n",
		"    \tstart from this FEN (empty: the standard starting position)\n"} {
		if !strings.Contains(en, want) {
			t.Errorf("English -h lacks %q:\n%s", want, en)
		}
	}
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"play", "-h", "--ui", "de"}, []string{"Optionen von tactus play:\n",
			"  -white Name\n    \tName von Weiß (Standard: White)\n",
			"  -control Bedenkzeit\n    \tBedenkzeit, als PGN (40/5400+30:1800+30) oder lesbar (90m/40+30s, 30m+30s); - für keine (Standard: -)\n",
			"  -auto-press\n    \tein getippter Zug wird angesagt und die Uhr gedrückt, sobald er gesagt ist (Standard: true)\n",
			"  -station ADRESSE\n"}},
		{[]string{"practice", "--ui=sk", "--help"}, []string{"prepínače príkazu tactus practice:\n",
			"  -level úroveň\n    \túroveň, na ktorej program hrá, 1 (najslabšia) až 20\n",
			"  -think čas\n    \tčas programu na premýšľanie o ťahu (predvolené: 1s)\n"}},
		{[]string{"review", "-h", "--ui", "sk"}, []string{"  -engine príkaz\n    \tpríkaz programu UCI, ktorý odpovedá na analyse"}},
	} {
		status, out, _ := runCLI(t, "", tc.args...)
		if status != 0 {
			t.Errorf("%v: status %d", tc.args, status)
		}
		for _, w := range tc.want {
			if !strings.Contains(out, w) {
				t.Errorf("%v lacks %q:\n%s", tc.args, w, out)
			}
		}
		if strings.Contains(out, "(default") || strings.Contains(out, "White's") {
			t.Errorf("%v has English:\n%s", tc.args, out)
		}
	}
}

// flagLine matches a flag's name in -h.
var flagLine = regexp.MustCompile(`(?m)^  -([a-z-]+)`)

// TestEveryFlagDescribedInEveryLanguage: each flag of a player's command
// has a description in every UI language, naming its value (in
// backquotes) where English does; English's are the flags' own.
func TestEveryFlagDescribedInEveryLanguage(t *testing.T) {
	quietEnv(t)
	for _, cmd := range playerCommands {
		_, out, _ := runCLI(t, "", cmd, "-h")
		names := flagLine.FindAllStringSubmatch(out, -1)
		least := map[string]int{"join": 10, "review": 13}[cmd] // only their own: how they speak and show
		if least == 0 {
			least = 20
		}
		if len(names) < least {
			t.Fatalf("%s -h lists %d flags:\n%s", cmd, len(names), out)
		}
		for _, m := range names {
			name := m[1]
			en, ok := catalog.English().Front.Flag(cmd, name)
			if !ok {
				t.Errorf("%s --%s: no English description in catalog.Front.Flags", cmd, name)
				continue
			}
			_, usage := flag.UnquoteUsage(&flag.Flag{Usage: en})
			if !strings.Contains(out, "\n    \t"+usage+"\n") && !strings.Contains(out, "\n    \t"+usage+" (default") {
				t.Errorf("%s --%s: English description %q is not the flag's own:\n%s", cmd, name, en, out)
			}
			for _, u := range catalog.All() {
				d, ok := u.Front.Flag(cmd, name)
				if !ok {
					t.Errorf("%s: %s --%s has no description", u.Tag, cmd, name)
				}
				if strings.Count(d, "`") != strings.Count(en, "`") || u.Tag != "en" && strings.Contains(d, "(default ") {
					t.Errorf("%s: %s --%s %q does not name its value as English %q does", u.Tag, cmd, name, d, en)
				}
			}
		}
	}
}

// TestHelpInTheUILanguage: tactus help lists a player's commands in the UI
// language, then the tools under their own heading.
func TestHelpInTheUILanguage(t *testing.T) {
	quietEnv(t)
	_, en, _ := runCLI(t, "", "help")
	if !strings.HasPrefix(en, "usage: tactus <command> [flags] [arguments]\n\ncommands:\n  play       play a game under Appendix D now") ||
		!strings.Contains(en, "\n\ntools for developers and testers:\n  perft      count leaf nodes") ||
		!strings.HasSuffix(en, "\n\nRun 'tactus <command> -h' for the flags of a command.\n") {
		t.Errorf("English help:\n%s", en)
	}
	t.Setenv("LANG", "de_DE.UTF-8")
	_, de, _ := runCLI(t, "", "--help")
	for _, w := range []string{"Aufruf: tactus <Befehl> [Optionen] [Argumente]\n\nBefehle:\n",
		"  review     die Partien einer PGN-Datei nachspielen", "\n\nWerkzeuge für Entwickler und Tester:\n  perft ",
		"'tactus <Befehl> -h' zeigt die Optionen eines Befehls.\n"} {
		if !strings.Contains(de, w) {
			t.Errorf("German help lacks %q:\n%s", w, de)
		}
	}
	_, sk, _ := runCLI(t, "", "help", "--ui", "sk")
	if !strings.Contains(sk, "príkazy:\n  play       hrať hneď partiu podľa Prílohy D") || !strings.Contains(sk, "nástroje pre vývojárov a testovanie:\n") {
		t.Errorf("Slovak help:\n%s", sk)
	}
	status, _, errOut := runCLI(t, "", "frobnicate", "--ui=sk")
	if status != 2 || !strings.HasPrefix(errOut, "tactus: príkaz \"frobnicate\" neexistuje\npoužitie: tactus") {
		t.Errorf("unknown command in Slovak: %d %q", status, errOut)
	}
}

func TestArgUI(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{nil, ""},
		{[]string{"--ui", "de"}, "de"},
		{[]string{"-ui=sk", "x"}, "sk"},
		{[]string{"--ui=de", "--plain", "--ui", "pt"}, "pt,de"},
		{[]string{"--", "--ui", "de"}, ""},
		{[]string{"--ui"}, ""},
		{[]string{"ui", "de"}, ""},
	} {
		if got := strings.Join(argUI(tc.args), ","); got != tc.want {
			t.Errorf("argUI(%q) = %q, want %q", tc.args, got, tc.want)
		}
	}
}

// FuzzArgUI: argUI never panics and returns only words of args.
func FuzzArgUI(f *testing.F) {
	f.Add("--ui de --plain")
	f.Add("-ui=sk -- --ui pt")
	f.Add("--ui")
	f.Fuzz(func(t *testing.T, line string) {
		args := strings.Fields(line)
		for _, tag := range argUI(args) {
			found := tag == ""
			for _, a := range args {
				found = found || a == tag || strings.HasSuffix(a, "="+tag)
			}
			if !found {
				t.Errorf("argUI(%q) gave %q", args, tag)
			}
		}
	})
}

// TestBareTactusTakesFlags: `tactus --ui de --plain` is the app with
// play's flags; its flag errors name tactus once.
func TestBareTactusTakesFlags(t *testing.T) {
	quietEnv(t)
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	status, out, errOut := runCLI(t, "e4\nende\n", "--ui", "de", "--plain", "--voice", "none", "--brlapi", "none")
	if status != 0 || !strings.Contains(out, "Die Partie beginnt, Weiß ist am Zug.") || !strings.Contains(out, "Weiß sagt an: Eva zwei Eva vier.") {
		t.Errorf("status %d\n%s\n%s", status, out, errOut)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--bogus"}, "tactus: --bogus is not a flag; tactus -h lists the flags\n"},
		{[]string{"--ui", "de", "--bogus"}, "tactus: --bogus ist keine Option; tactus -h zeigt die Optionen\n"},
		{[]string{"--ui=sk", "--plain", "foo"}, "tactus: neočakávaný argument \"foo\"\n"},
	} {
		if status, _, errOut := runCLI(t, "", tc.args...); status != 2 || errOut != tc.want {
			t.Errorf("%q: status %d, %q; want %q", tc.args, status, errOut, tc.want)
		}
	}
}
