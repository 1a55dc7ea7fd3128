package settings

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/pin"
	"github.com/tactuschess/tactus/rules/session"
)

func TestLoad(t *testing.T) {
	tests := []struct {
		name, text string
		want       func(Settings) bool
		line       int
		key        string
		syntax     bool
	}{
		{name: "empty", text: "", want: func(s Settings) bool { return s == Defaults() }},
		{name: "all good", text: "white = \"Ana\"\nblack = \"Bo\"\nblind = \"black\"\ncontrol = \"90m/40+30s, 30m+30s\"\nauto_press = false\n",
			want: func(s Settings) bool {
				return s.White == "Ana" && s.Black == "Bo" && s.Blind == "black" && !s.AutoPress && s.Control == "90m/40+30s, 30m+30s"
			}},
		{name: "comments and quoted key", text: "# mine\n\"journal_dir\" = \"/tmp/g\" # here\n",
			want: func(s Settings) bool { return s.JournalDir == "/tmp/g" }},
		{name: "syntax error keeps defaults", text: "white = \"Ana\"\nblack = Bo\n", line: 2, key: "black", syntax: true,
			want: func(s Settings) bool { return s == Defaults() }},
		{name: "unterminated string", text: "white = \"Ana\n", line: 1, key: "white", syntax: true},
		{name: "bool as text", text: "white = \"Ana\"\n\nauto_press = \"yes\"\n", line: 3, key: "auto_press",
			want: func(s Settings) bool { return s.White == "Ana" && s.AutoPress }},
		{name: "text as number", text: "white = 7\n", line: 1, key: "white",
			want: func(s Settings) bool { return s.White == "White" }},
		{name: "bad side", text: "blind = \"left\"\n", line: 1, key: "blind"},
		{name: "bad control", text: "control = \"fast\"\n", line: 1, key: "control"},
		{name: "bad vocabulary", text: "vocab = \"klingon\"\n", line: 1, key: "vocab"},
		{name: "bad style", text: "style = \"medium\"\n", line: 1, key: "style"},
		{name: "bad fen", text: "fen = \"8/8\"\n", line: 1, key: "fen"},
		{name: "bad voice", text: "voice = \"loud\"\n", line: 1, key: "voice"},
		{name: "bad lang", text: "lang = \"xx\"\n", line: 1, key: "lang"},
		{name: "bad event", text: "event = \"bullet\"\n", line: 1, key: "event"},
		{name: "event class", text: "event = \"rapid\"\narbiter_per_game = true\n",
			want: func(s Settings) bool { return s.Event == "rapid" && s.ArbiterPerGame }},
		{name: "unknown key", text: "white = \"A\"\ncolour = \"red\"\n", line: 2, key: "colour",
			want: func(s Settings) bool { return s.White == "A" }},
		{name: "table", text: "[voice]\nrate = 3\n", line: 0, key: "voice"},
		{name: "duplicate", text: "white = \"A\"\nwhite = \"B\"\n", line: 2, key: "white", syntax: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := Defaults()
			err := s.Load("config.toml", tt.text)
			if tt.key == "" {
				if err != nil {
					t.Fatalf("Load: %v", err)
				}
			} else {
				var fe *FileError
				if !errors.As(err, &fe) {
					t.Fatalf("Load = %v, want a *FileError", err)
				}
				if fe.Line != tt.line || fe.Key != tt.key || fe.Syntax != tt.syntax {
					t.Errorf("line %d key %q syntax %v, want line %d key %q syntax %v (%v)",
						fe.Line, fe.Key, fe.Syntax, tt.line, tt.key, tt.syntax, err)
				}
				if msg := err.Error(); !strings.Contains(msg, "key "+tt.key) || strings.Contains(msg, "\n") {
					t.Errorf("message %q does not name the key on one line", msg)
				}
			}
			if tt.want != nil && !tt.want(s) {
				t.Errorf("settings after load: %+v", s)
			}
		})
	}
}

func TestLoadFileMissing(t *testing.T) {
	s := Defaults()
	if err := s.LoadFile(filepath.Join(t.TempDir(), "none.toml")); err != nil {
		t.Fatalf("a missing file: %v", err)
	}
	if s != Defaults() {
		t.Errorf("settings changed: %+v", s)
	}
}

func TestLoadFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config.toml")
	if err := os.WriteFile(path, []byte("black = \"Bo\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s := Defaults()
	if err := s.LoadFile(path); err != nil || s.Black != "Bo" {
		t.Fatalf("LoadFile: %v, black %q", err, s.Black)
	}
}

// TestPath: XDG_CONFIG_HOME when set (and absolute) on every platform;
// else Windows's %AppData% (which Windows sets, and no HOME), macOS's
// Application Support, ~/.config elsewhere.
func TestPath(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	x := t.TempDir() // absolute on every platform
	tests := []struct {
		goos string
		env  map[string]string
		want string
	}{
		{"linux", map[string]string{"XDG_CONFIG_HOME": x, "HOME": "/h"}, x + "/tactus/config.toml"},
		{"windows", map[string]string{"XDG_CONFIG_HOME": x, "AppData": "/C/Users/a/AppData/Roaming"}, x + "/tactus/config.toml"},
		{"darwin", map[string]string{"XDG_CONFIG_HOME": x, "HOME": "/Users/a"}, x + "/tactus/config.toml"},
		{"linux", map[string]string{"XDG_CONFIG_HOME": "rel", "HOME": "/h"}, "/h/.config/tactus/config.toml"},
		{"linux", map[string]string{"HOME": "/h"}, "/h/.config/tactus/config.toml"},
		{"linux", map[string]string{}, ""},
		{"windows", map[string]string{"AppData": "/C/Users/a/AppData/Roaming", "HOME": "/h"}, "/C/Users/a/AppData/Roaming/tactus/config.toml"},
		{"windows", map[string]string{"USERPROFILE": "/C/Users/a"}, "/C/Users/a/AppData/Roaming/tactus/config.toml"},
		{"windows", map[string]string{"HOME": "/h"}, ""},
		{"darwin", map[string]string{"HOME": "/Users/a"}, "/Users/a/Library/Application Support/tactus/config.toml"},
	}
	for _, tt := range tests {
		want := tt.want
		if want != "" {
			want = filepath.FromSlash(want)
		}
		if got := pathFor(tt.goos, env(tt.env)); got != want {
			t.Errorf("%s: Path(%v) = %q, want %q", tt.goos, tt.env, got, want)
		}
	}
}

func TestFlagsOverrideFile(t *testing.T) {
	s := Defaults()
	if err := s.Load("c.toml", "white = \"Ana\"\nblack = \"Bo\"\nauto_press = false\n"); err != nil {
		t.Fatal(err)
	}
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	s.Bind(fs)
	if err := fs.Parse([]string{"--white", "Cy", "--plain", "--control", "300+3", "--auto-press=true"}); err != nil {
		t.Fatal(err)
	}
	if s.White != "Cy" || s.Black != "Bo" || !s.Plain || s.Control != "300+3" || !s.AutoPress {
		t.Errorf("after flags: %+v", s)
	}
	if err := s.Validate(); err != nil {
		t.Errorf("Validate: %v", err)
	}
}

func TestBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"--blind", "left"}, {"--control", "soon"}, {"--vocab", "x"}, {"--style", "x"},
		{"--lang", "xx"}, {"--fen", "x"}, {"--voice", "x"}, {"--plain=maybe"},
		{"--event", "bullet"}, {"--event", "Rapid"}, {"--arbiter-per-game=2"},
	} {
		s := Defaults()
		fs := flag.NewFlagSet("play", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		s.Bind(fs)
		if err := fs.Parse(args); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
}

func TestSession(t *testing.T) {
	s := Defaults()
	s.Blind, s.Assistant, s.White = "both", "black", "Ana"
	cfg, err := s.Session()
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Blind != [2]bool{true, true} || cfg.Assisted != [2]bool{false, true} || cfg.White != "Ana" {
		t.Errorf("config %+v", cfg)
	}
	if cfg.Class != session.ClassOfControl || cfg.ArbiterPerGame {
		t.Errorf("default event: %+v", cfg)
	}
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	s.Bind(fs)
	if err := fs.Parse([]string{"--event", "blitz", "--arbiter-per-game"}); err != nil {
		t.Fatal(err)
	}
	if cfg, err = s.Session(); err != nil || cfg.Class != session.BlitzEvent || !cfg.ArbiterPerGame {
		t.Errorf("--event blitz --arbiter-per-game: %+v, %v", cfg, err)
	}
}

func FuzzLoad(f *testing.F) {
	f.Add("white = \"Ana\"\nauto_press = true\n")
	f.Add("[x]\ny = [1, 2]\n")
	f.Add("x = [[{a.b = [1.5]}]]\ny = \"\"\"\n[\"\"\"\n")
	f.Add("blind = \"both\"\ncontrol = \"40/90m+30s\"\n")
	f.Fuzz(func(t *testing.T, text string) {
		s := Defaults()
		err := s.Load("c.toml", text)
		var fe *FileError
		if err != nil && !errors.As(err, &fe) {
			t.Fatalf("error %v is not a *FileError", err)
		}
		if fe != nil && fe.Syntax && s != Defaults() {
			t.Fatalf("a file that does not parse changed the settings")
		}
		if vErr := s.Validate(); vErr != nil {
			t.Fatalf("loaded settings do not validate: %v", vErr)
		}
	})
}

func ExampleSettings_Load() {
	s := Defaults()
	err := s.Load("config.toml", "white = \"Ana\"\nauto_press = \"yes\"\n")
	fmt.Println(s.White, s.AutoPress)
	fmt.Println(err)
	// Output:
	// Ana true
	// config.toml line 2, key auto_press: want true or false
}

func TestFormatRoundTrip(t *testing.T) {
	s := Defaults()
	s.White, s.Black, s.Control, s.Confirm, s.BrlAPI = `Ana "the rook" Li`, "Bo\\b", "90m/40+30s, 30m+30s", true, "host:1"
	var back Settings
	if err := back.Load("config.toml", s.Format()); err != nil {
		t.Fatalf("Load(Format()): %v\n%s", err, s.Format())
	}
	if back != s {
		t.Fatalf("read back %+v, want %+v", back, s)
	}
	path := filepath.Join(t.TempDir(), "tactus", "config.toml")
	if err := s.SaveFile(path); err != nil {
		t.Fatal(err)
	}
	back = Defaults()
	if err := back.LoadFile(path); err != nil || back != s {
		t.Fatalf("LoadFile: %v, %+v", err, back)
	}
}

// TestUI: the ui setting takes the five languages (and locales of them),
// refuses others, and wins over the environment.
func TestUI(t *testing.T) {
	s := Defaults()
	for _, v := range []string{"de", "es", "pt-BR", "sk", "en", ""} {
		if err := s.Set("ui", v); err != nil {
			t.Errorf("ui %q: %v", v, err)
		}
	}
	if err := s.Set("ui", "klingon"); err == nil {
		t.Error("ui klingon taken")
	}
	env := map[string]string{"LC_MESSAGES": "pt_PT.UTF-8", "LANG": "de_DE.UTF-8"}
	s.UI = ""
	if got := s.Language(func(k string) string { return env[k] }).Name(); got != "pt" {
		t.Errorf("from the environment: %s, want pt", got)
	}
	s.UI = "sk"
	if got := s.Language(func(k string) string { return env[k] }).Name(); got != "sk" {
		t.Errorf("the setting: %s, want sk", got)
	}
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	s.Bind(fs)
	if err := fs.Parse([]string{"--ui", "es", "--vocab", "slovak"}); err != nil || s.UI != "es" || s.Vocab != "slovak" {
		t.Errorf("flags: %v, ui %q vocab %q", err, s.UI, s.Vocab)
	}
}

// TestArbiterPINNeverShown: the PIN is not help's default, the config file
// gets its hash (which still opens), and a short PIN is refused.
func TestArbiterPINNeverShown(t *testing.T) {
	s := Defaults()
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	s.Bind(fs)
	if err := fs.Parse([]string{"--arbiter-pin", "90210", "--casual"}); err != nil {
		t.Fatal(err)
	}
	if s.ArbiterPIN != "90210" || !s.Casual {
		t.Fatalf("flags gave %q %v", s.ArbiterPIN, s.Casual)
	}
	var help strings.Builder
	fs.SetOutput(&help)
	fs.PrintDefaults()
	if strings.Contains(help.String(), "90210") {
		t.Errorf("help shows the PIN:\n%s", help.String())
	}
	file := s.Format()
	if strings.Contains(file, "90210") {
		t.Errorf("the config file has the PIN:\n%s", file)
	}
	var back Settings
	if err := back.Load("config.toml", file); err != nil {
		t.Fatal(err)
	}
	if !pin.IsHash(back.ArbiterPIN) || !pin.Check(back.ArbiterPIN, "90210") || !back.Casual {
		t.Errorf("read back %q, casual %v", back.ArbiterPIN, back.Casual)
	}
	if again := back.Format(); !strings.Contains(again, back.ArbiterPIN) {
		t.Error("a hash is hashed again")
	}
	if err := fs.Parse([]string{"--arbiter-pin", "12"}); err == nil {
		t.Error("a PIN of two characters taken")
	}
}

func TestLoadDepth(t *testing.T) {
	deep := func(open, close string, n int) string {
		return strings.Repeat(open, n) + strings.Repeat(close, n)
	}
	dotted := func(n int) string { return "a" + strings.Repeat(".b", n-1) }
	tests := []struct {
		name, text string
		line       int // 0: not too deep
	}{
		{name: "arrays at the bound", text: "x = " + deep("[", "]", MaxDepth) + "\n"},
		{name: "arrays past the bound", text: "white = \"A\"\n\nx = " + deep("[", "]", MaxDepth+1) + "\n", line: 3},
		{name: "inline tables past the bound", text: "x = " + deep("{a = ", "}", MaxDepth+1), line: 1},
		{name: "inline tables at the bound", text: "x = " + strings.Repeat("{a = ", MaxDepth) + "1" + strings.Repeat("}", MaxDepth)},
		{name: "dotted key at the bound", text: dotted(MaxDepth+1) + " = 1\n"},
		{name: "dotted key past the bound", text: "\n" + dotted(MaxDepth+2) + " = 1\n", line: 2},
		{name: "table header past the bound", text: "[" + dotted(MaxDepth+1) + "]\n", line: 1},
		{name: "array of tables past the bound", text: "[[" + dotted(MaxDepth) + "]]\n", line: 1},
		{name: "dotted keys in an inline table", text: "x = {" + dotted(MaxDepth+1) + " = 1}\n", line: 1},
		{name: "dots in values", text: "x = [" + strings.Repeat("1.5, ", 3*MaxDepth) + "2.5]\ny = {a = 1.5, b = \"" + strings.Repeat(".", 100) + "\"}\n"},
		{name: "brackets in strings", text: "white = \"" + strings.Repeat("[", 100) + "\"\nblack = '" + strings.Repeat("{", 100) + "'\n"},
		{name: "brackets in a comment", text: "# " + strings.Repeat("[", 100) + "\nwhite = \"A\"\n"},
		{name: "brackets in multi-line strings", text: "x = \"\"\"\n" + strings.Repeat("[", 100) + "\\\"\"\"\n\"\"\"\ny = '''\n" + strings.Repeat("{", 100) + "\n'''\n"},
		{name: "escaped quote", text: "x = \"a\\\"[[[\"\n"},
		{name: "unclosed string ends at its line", text: "x = \"" + strings.Repeat("[", 100) + "\n" + "y = " + deep("[", "]", MaxDepth+1) + "\n", line: 2},
		{name: "depth after a multi-line string", text: "x = \"\"\"\n\n\"\"\"\ny = " + deep("[", "]", MaxDepth+1) + "\n", line: 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := Defaults()
			err := s.Load("config.toml", tt.text)
			var fe *FileError
			deep := errors.As(err, &fe) && fe.Reason == TooDeep
			if deep != (tt.line != 0) {
				t.Fatalf("Load = %v, too deep %v, want %v", err, deep, tt.line != 0)
			}
			if !deep {
				return
			}
			if fe.Line != tt.line || !fe.Syntax || s != Defaults() {
				t.Errorf("line %d syntax %v, want line %d, nothing used (%v)", fe.Line, fe.Syntax, tt.line, err)
			}
			if want := fmt.Sprintf("config.toml line %d: nests tables, lists or dotted keys more than %d deep", tt.line, MaxDepth); err.Error() != want {
				t.Errorf("Error %q, want %q", err, want)
			}
		})
	}
}

// TestLoadFirstProblem: the error names the problem on the first line, in
// the order the file sets its keys, however many keys come after it.
func TestLoadFirstProblem(t *testing.T) {
	text := "blind = \"left\"\n\"colour\" = \"red\"\n" + manyKeys(500)
	s := Defaults()
	var fe *FileError
	if err := s.Load("config.toml", text); !errors.As(err, &fe) {
		t.Fatalf("Load = %v", err)
	}
	if fe.Line != 1 || fe.Key != "blind" || fe.Reason != BadValue || fe.Value != "left" {
		t.Errorf("first problem line %d key %q reason %d value %q, want line 1 key blind", fe.Line, fe.Key, fe.Reason, fe.Value)
	}
	if s.White != "Ana" || s.Black != "Bo" {
		t.Errorf("good keys not kept: white %q black %q", s.White, s.Black)
	}
}
