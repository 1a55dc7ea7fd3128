package settings

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
)

// TestFileErrorIn: the config file's errors in German and Slovak, and in
// English exactly as Error says them.
func TestFileErrorIn(t *testing.T) {
	tests := []struct{ text, de, sk string }{
		{"colour = \"red\"\n",
			"config.toml Zeile 1, Schlüssel colour: diese Einstellung gibt es nicht",
			"config.toml riadok 1, kľúč colour: také nastavenie neexistuje"},
		{"blind = \"left\"\n",
			`config.toml Zeile 1, Schlüssel blind: "left" ist kein gültiger Wert; möglich sind white, black, both oder none`,
			`config.toml riadok 1, kľúč blind: "left" nie je platná hodnota; možné sú white, black, both alebo none`},
		{"control = \"5x\"\n",
			`config.toml Zeile 1, Schlüssel control: "5x" ist kein gültiger Wert; schreib zum Beispiel 90m+30s, 40/90m:30m+30s oder 5m+3s`,
			`config.toml riadok 1, kľúč control: "5x" nie je platná hodnota; napíš napríklad 90m+30s, 40/90m:30m+30s alebo 5m+3s`},
		{"ui = \"xx\"\n",
			`config.toml Zeile 1, Schlüssel ui: "xx" ist kein gültiger Wert; möglich sind en, de, es, pt oder sk`,
			`config.toml riadok 1, kľúč ui: "xx" nie je platná hodnota; možné sú en, de, es, pt alebo sk`},
		{"fen = \"8/8\"\n",
			`config.toml Zeile 1, Schlüssel fen: "8/8" ist kein gültiger Wert`,
			`config.toml riadok 1, kľúč fen: "8/8" nie je platná hodnota`},
		{"auto_press = \"yes\"\n",
			"config.toml Zeile 1, Schlüssel auto_press: erwartet true oder false",
			"config.toml riadok 1, kľúč auto_press: čaká sa true alebo false"},
		{"white = 7\n",
			"config.toml Zeile 1, Schlüssel white: erwartet Text in Anführungszeichen",
			"config.toml riadok 1, kľúč white: čaká sa text v úvodzovkách"},
		{"white = \"Ana\"\nblack = Bo\n",
			"config.toml Zeile 2, Schlüssel black: hier stimmt die TOML-Schreibweise nicht",
			"config.toml riadok 2, kľúč black: tu nie je správny zápis TOML"},
	}
	tests = append(tests, struct{ text, de, sk string }{"white = \"Ana\"\nx = " + strings.Repeat("[", MaxDepth+1) + "\n",
		"config.toml Zeile 2: verschachtelt Tabellen, Listen oder Punktschlüssel tiefer als 32 Ebenen",
		"config.toml riadok 2: vnára tabuľky, zoznamy alebo kľúče s bodkami hlbšie ako 32 úrovní"})
	de, sk := catalog.For("de"), catalog.For("sk")
	for _, tt := range tests {
		s := Defaults()
		var fe *FileError
		if err := s.Load("/home/a/.config/tactus/config.toml", tt.text); !errors.As(err, &fe) {
			t.Fatalf("%q: Load = %v", tt.text, err)
		}
		if got := fe.In(catalog.English()); got != fe.Error() {
			t.Errorf("%q: English In %q, Error %q", tt.text, got, fe.Error())
		}
		if got := fe.In(de); got != tt.de {
			t.Errorf("%q: German\n got %q\nwant %q", tt.text, got, tt.de)
		}
		if got := fe.In(sk); got != tt.sk {
			t.Errorf("%q: Slovak\n got %q\nwant %q", tt.text, got, tt.sk)
		}
	}
}

func TestUnreadableFileIn(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config.toml")
	if err := os.Mkdir(path, 0o700); err != nil { // a folder cannot be read as a file
		t.Fatal(err)
	}
	s := Defaults()
	var fe *FileError
	if err := s.LoadFile(path); !errors.As(err, &fe) {
		t.Fatalf("LoadFile = %v", err)
	}
	for _, tc := range []struct{ lang, want string }{
		{"en", "config.toml: cannot be read"},
		{"de", "config.toml: kann nicht gelesen werden"},
		{"sk", "config.toml: sa nedá prečítať"},
	} {
		if got := fe.In(catalog.For(tc.lang)); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.lang, got, tc.want)
		}
	}
}

// TestAccepted: every closed list Accepted gives is what the setting takes.
func TestAccepted(t *testing.T) {
	for _, k := range keys {
		values, closed := Accepted(k.flag)
		if !closed {
			continue
		}
		for _, v := range values {
			if err := (value{s: new(Settings), k: k}).Set(v); err != nil {
				t.Errorf("--%s %s: %v", k.flag, v, err)
			}
		}
		if err := (value{s: new(Settings), k: k}).Set("bogus"); err == nil && k.check != nil {
			t.Errorf("--%s bogus: accepted", k.flag)
		}
	}
	if v, _ := Accepted("white"); v != nil {
		t.Errorf("Accepted(white) = %q", v)
	}
	if got := List(catalog.For("de"), []string{"a", "b", "c"}); got != "a, b oder c" {
		t.Errorf("List = %q", got)
	}
	if got := strings.Join(nil, ""); List(catalog.English(), nil) != got {
		t.Errorf("List(nil) = %q", List(catalog.English(), nil))
	}
}

// ExampleFileError_In says a bad config file in English and in German.
func ExampleFileError_In() {
	s := Defaults()
	err := s.Load("config.toml", "white = \"Ana\"\nblind = \"left\"\n")
	var fe *FileError
	if errors.As(err, &fe) {
		fmt.Println(fe.In(catalog.English()))
		fmt.Println(fe.In(catalog.For("de")))
	}
	// Output:
	// config.toml line 2, key blind: "left" is not white, black, both or none
	// config.toml Zeile 2, Schlüssel blind: "left" ist kein gültiger Wert; möglich sind white, black, both oder none
}

// TestNameTooLong: a name of more than MaxName characters (a hostile
// file's 70,000) is refused in one short sentence in every language,
// without repeating it; MaxName characters, however many bytes, are a
// name.
func TestNameTooLong(t *testing.T) {
	s := Defaults()
	if err := s.Load("config.toml", "white = \""+strings.Repeat("é", MaxName)+"\"\n"); err != nil || s.White != strings.Repeat("é", MaxName) {
		t.Fatalf("a name of %d characters: %v", MaxName, err)
	}
	s = Defaults()
	var fe *FileError
	if err := s.Load("config.toml", "black = \""+strings.Repeat("A", 70000)+"\"\n"); !errors.As(err, &fe) || !errors.Is(ErrNameTooLong, ErrInvalid) {
		t.Fatalf("Load = %v", err)
	}
	if s.Black != "Black" {
		t.Errorf("the long name was kept")
	}
	want := map[string]string{
		"en": "config.toml line 1, key black: a name is at most 200 characters",
		"de": "config.toml Zeile 1, Schlüssel black: ein Name hat höchstens 200 Zeichen",
		"sk": "config.toml riadok 1, kľúč black: meno má najviac 200 znakov",
	}
	for _, u := range catalog.All() {
		got := fe.In(u)
		if w, ok := want[u.Tag]; ok && got != w {
			t.Errorf("%s: %q, want %q", u.Tag, got, w)
		}
		if len(got) > 200 || strings.Contains(got, "AAAA") {
			t.Errorf("%s: %q repeats the name", u.Tag, got)
		}
	}
	if got := fe.Error(); got != want["en"] {
		t.Errorf("Error %q, want %q", got, want["en"])
	}
	if err := s.Load("config.toml", "blind = \""+strings.Repeat("x", 5000)+"\"\n"); !errors.As(err, &fe) {
		t.Fatalf("Load = %v", err)
	} else {
		for _, got := range []string{fe.In(catalog.For("de")), fe.Error()} {
			if len(got) > 300 || !strings.Contains(got, `"`+strings.Repeat("x", 40)+`…"`) {
				t.Errorf("a long bad value is named as %.400q", got)
			}
		}
	}
}
