package catalog

import (
	"errors"
	"flag"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/internal/langfile"
	"github.com/tactuschess/tactus/internal/langfile/langfiletest"
)

var updateSource = flag.String("update-source", "", "acknowledge that the translations of these languages (de,sk or all) are of today's English: rewrite the [Source] table of lang/<tag>.toml")

// TestTranslationsCurrent fails for every message of a translation whose
// English changed since it was translated: each non-English file records a
// hash of the English of each message ([Source]). Check the translation,
// then acknowledge it with
//
//	go test ./cmd/tactus/internal/catalog -run TestTranslationsCurrent -update-source=de
func TestTranslationsCurrent(t *testing.T) {
	langfiletest.Current(t, langfile.Messages(mustMessages("en")), Names()[1:], *updateSource)
}

// TestFilesStrict: a language file with a key the catalogue does not have,
// or has in another case, does not load, nor one that lacks a message or
// changes a message's placeholders; Load takes a whole copy of English's.
func TestFilesStrict(t *testing.T) {
	b, err := builtin.ReadFile("lang/en.toml")
	if err != nil {
		t.Fatal(err)
	}
	en := string(b)
	xx := strings.Replace(en, `Tag = "en"`, `Tag = "xx"`, 1)
	lang := announce.English()
	lang.Name = "xx"
	for _, tc := range []struct {
		name, file string
		unknown    bool
	}{
		{"misspelled", strings.Replace(xx, "NotReady =", "NotRaedy =", 1), true},
		{"case", strings.Replace(xx, "NotReady =", "notready =", 1), true},
		{"unknown table", xx + "\n[Gmae]\nNoCommand = \"x\"\n", true},
		{"missing", strings.Replace(xx, "\nNotReady =", "\n# NotReady =", 1), false},
		{"placeholder", strings.Replace(xx, `Usage = "Write it so: {0}."`, `Usage = "Write it so: {1}."`, 1), false},
		{"missing plural form", strings.Replace(xx, "SquaresNotEight.Other =", "# SquaresNotEight.Other =", 1), false},
	} {
		if tc.file == xx {
			t.Fatalf("%s: the file was not changed", tc.name)
		}
		_, err := Load(fstest.MapFS{"xx.toml": {Data: []byte(tc.file)}}, "xx.toml", lang)
		if !errors.Is(err, ErrBadFile) || errors.Is(err, langfile.ErrUnknownKey) != tc.unknown {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
	u, err := Load(fstest.MapFS{"xx.toml": {Data: []byte(xx)}}, "xx.toml", lang)
	if err != nil {
		t.Fatal(err)
	}
	if u.Name() != "xx" || u.Game.NotReady != English().Game.NotReady || u.Station.Page.Sides != u.Sides {
		t.Errorf("Load: %s %q %q", u.Name(), u.Game.NotReady, u.Station.Page.Sides)
	}
	if _, err := Load(fstest.MapFS{"xx.toml": {Data: b}}, "xx.toml", lang); err == nil {
		t.Error("Load took the catalogue of en for language xx")
	}
}

// mustMessages returns the built-in catalogue of tag.
func mustMessages(tag string) Messages {
	m, _ := messages(tag)
	return m
}

// BenchmarkLoadLanguage decodes one language file (German, 80 KB), as the
// first use of a language in a process does; later uses take the decoded
// catalogue (BenchmarkFor).
func BenchmarkLoadLanguage(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := decode(builtin, "lang/de.toml", announce.LanguageFor("de")); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFor is a UI language looked up once its file is decoded.
func BenchmarkFor(b *testing.B) {
	b.ReportAllocs()
	For("de")
	for b.Loop() {
		For("de")
	}
}
