package catalog

import (
	"errors"
	"fmt"
	"os"
	"path"
	"reflect"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/internal/langfile"
)

// TestMain decodes every catalogue tactus ships before any test uses one,
// so a file with a misspelled key is reported with its name and key, not
// as a panic of the first test that needs the language.
func TestMain(m *testing.M) {
	if err := loadBuiltin(); err != nil {
		fmt.Fprintf(os.Stderr, "FAIL: a catalogue file does not decode:\n%v\n", err)
		os.Exit(1)
	}
	os.Exit(m.Run())
}

// TestMisspelledKeyIsAnError: a file with misspelled keys
// (testdata/misspelled.toml) does not load; the error names the file and
// each key.
func TestMisspelledKeyIsAnError(t *testing.T) {
	lang := announce.English()
	lang.Name = "xx"
	_, err := decode(os.DirFS("testdata"), "misspelled.toml", lang)
	if !errors.Is(err, ErrBadFile) || !errors.Is(err, langfile.ErrUnknownKey) {
		t.Fatalf("decode: %v", err)
	}
	for _, want := range []string{"misspelled.toml", "Game.NotRaedy", "Terms.Csae"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the error does not name %s: %v", want, err)
		}
	}
	if _, err := decode(os.DirFS("testdata"), "xx.toml", lang); err != nil {
		t.Errorf("the good file: %v", err)
	}
}

// TestTermsOnce: no language writes a term twice across its two files.
// The words announce's file has (sides, possessives, results, rank and
// file, in any case) are not a whole message or command word of the
// catalogue's file, nor are the catalogue's own Terms a message outside
// its [Terms]; and the catalogue's copies of them are announce's.
func TestTermsOnce(t *testing.T) {
	for _, tag := range Names() {
		name := path.Join("lang", tag+".toml")
		b, err := builtin.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		var raw Messages // the file as written, no term filled in
		if err := langfile.Decode(b, &raw); err != nil {
			t.Fatal(err)
		}
		l, err := announce.LookupLanguage(tag)
		if err != nil {
			t.Fatal(err)
		}
		terms := map[string]string{}
		add := func(key string, vs ...string) {
			for _, v := range vs {
				terms[strings.ToLower(v)] = key
			}
		}
		add("announce Sides", l.Sides[:]...)
		add("announce Possessive", l.Possessive[:]...)
		add("announce Results", l.Results[:]...)
		add("announce Rank", l.Rank)
		add("announce File", l.File)
		add("announce Sides", strings.Join(l.Sides[:], "|"))
		walk("", reflect.ValueOf(raw.Terms), func(p, s string) { add("Terms"+p, s) })
		walk("", reflect.ValueOf(raw), func(p, s string) {
			if k, ok := terms[strings.ToLower(s)]; ok && s != "" && !strings.HasPrefix(p, ".Terms.") &&
				!(strings.HasPrefix(p, ".Front.Flags[") && strings.HasSuffix(p, "][0]")) /* a flag's name */ && !strings.HasPrefix(k, "Terms") {
				t.Errorf("%s: %s %q is %s again", name, p, s, k)
			}
		})
		for cmd, words := range raw.Commands {
			for _, w := range words {
				if k, ok := terms[strings.ToLower(w)]; ok && strings.HasPrefix(k, "announce") {
					t.Errorf("%s: command %s's word %q is %s again", name, cmd, w, k)
				}
			}
		}
		m, _ := builtinMessages(tag)
		if m.Station.Page.WhiteWins != upperFirst(l.Results[0]) || m.Help.Args.Rank != strings.ToLower(l.Rank) ||
			!strings.EqualFold(m.Possessive[1], l.Possessive[1]) || !strings.EqualFold(m.Narrate.Wins[2], l.Results[2]) {
			t.Errorf("%s: the catalogue's terms are not announce's: %q %q %q %q", tag,
				m.Station.Page.WhiteWins, m.Help.Args.Rank, m.Possessive, m.Narrate.Wins)
		}
	}
}
