package announce

import (
	"errors"
	"flag"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"unicode"

	"github.com/tactuschess/tactus/internal/langfile"
	"github.com/tactuschess/tactus/internal/langfile/langfiletest"
)

var updateSource = flag.String("update-source", "", "acknowledge that the translations of these languages (de,sk or all) are of today's English: rewrite the [Source] table of lang/<tag>.toml")

// TestTranslationsCurrent fails for every message of a translation whose
// English changed since it was translated (see the catalogue's test of the
// same name); acknowledge a checked translation with
//
//	go test ./announce -run TestTranslationsCurrent -update-source=de
func TestTranslationsCurrent(t *testing.T) {
	langfiletest.Current(t, langfile.Messages(*builtinEnglish()), languageTags()[1:], *updateSource)
}

// TestEveryLanguageFile: every language tactus ships has every message
// of English's with its placeholders, and each file's name is its tag.
func TestEveryLanguageFile(t *testing.T) {
	for i, l := range builtin() {
		if l.Name != languageTags()[i] {
			t.Errorf("lang/%s.toml is language %q", languageTags()[i], l.Name)
		}
		for _, p := range checkLanguage(builtinEnglish(), l) {
			t.Errorf("%s: %s", l.Name, p)
		}
	}
}

// TestLoadLanguage: a translated copy of lang/en.toml (testdata/xx.toml,
// every message in capitals) loads and says its own words, numbers in
// English; a misspelled, missing or changed message does not load.
func TestLoadLanguage(t *testing.T) {
	xx, err := LoadLanguage(os.DirFS("testdata"), "xx.toml")
	if err != nil {
		t.Fatal(err)
	}
	if got := xx.Clock(90*60*1e9, 30*60*1e9).String(); got != "WHITE 1 HOUR 30 MINUTES, BLACK 30 MINUTES" {
		t.Errorf("xx clock: %q", got)
	}
	b, err := os.ReadFile("testdata/xx.toml")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, file string
		unknown    bool
	}{
		{"misspelled", strings.Replace(string(b), "Clocks =", "Clcoks =", 1), true},
		{"case", strings.Replace(string(b), "Clocks =", "clocks =", 1), true},
		{"gender", strings.Replace(string(b), "Hours.One =", "Hours.Gender = \"neuter\"\nHours.One =", 1), false},
		{"missing", strings.Replace(string(b), "\nClocks =", "\n# Clocks =", 1), false},
		{"placeholder", strings.Replace(string(b), `MoveHeader = "MOVE {0}, {1}:"`, `MoveHeader = "MOVE {0}:"`, 1), false},
	} {
		if tc.file == string(b) {
			t.Fatalf("%s: the file was not changed", tc.name)
		}
		_, err := LoadLanguage(fstest.MapFS{"xx.toml": {Data: []byte(tc.file)}}, "xx.toml")
		if !errors.Is(err, ErrBadLanguage) || errors.Is(err, langfile.ErrUnknownKey) != tc.unknown {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
}

// BenchmarkLoadLanguage decodes one language file (Slovak), as the first
// use of the languages in a process does for each of them.
func BenchmarkLoadLanguage(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := decodeLanguage(languageFiles, "lang/sk.toml"); err != nil {
			b.Fatal(err)
		}
	}
}

// FuzzFill: a template filled with arguments has each argument's text
// where its placeholder was, with no control character but newline and tab
// from an argument, and never panics.
func FuzzFill(f *testing.F) {
	f.Add("There is no command \"{0}\".", "x\x1b[2J")
	f.Add("{1} {0} {9} {", "a")
	f.Fuzz(func(t *testing.T, tmpl, arg string) {
		control := func(r rune) bool { return unicode.IsControl(r) && r != '\n' && r != '\t' }
		if strings.ContainsFunc(tmpl, control) {
			return
		}
		got := Fill(tmpl, arg)
		if strings.ContainsFunc(got, control) {
			t.Errorf("Fill(%q, %q) = %q has a control character", tmpl, arg, got)
		}
	})
}

func TestFillText(t *testing.T) {
	for _, tc := range []struct {
		tmpl string
		args []any
		want string
	}{
		{"{0} to {1}", []any{"e2", "e4"}, "e2 to e4"},
		{"{1}, {0}", []any{"a", 2}, "2, a"},
		{"\"{0}\"", []any{"a\x01b\nc"}, "\"a\\x01b\\nc\""},
		{"„{0}“ {1}", []any{"a\tb", "c\nd"}, "„a\\tb“ c\nd"},
		{"{0}", []any{"a\nb"}, "a\nb"},
		{"{0}{2}", []any{"a"}, "a"},
		{"{x} {10}", []any{"a", "b"}, "{x} {10}"},
	} {
		if got := Fill(tc.tmpl, tc.args...); got != tc.want {
			t.Errorf("Fill(%q, %q) = %q, want %q", tc.tmpl, tc.args, got, tc.want)
		}
	}
}

// vocab returns the shipped vocabulary called name, shared.
func vocab(name string) *Vocabulary { return builtinVocabulary(name) }

// TestEveryVocabularyFile: each vocabulary file is named for its
// vocabulary and names every file, rank, piece and keyword; the order is
// the one Vocabularies promises; the languages' own vocabularies exist.
func TestEveryVocabularyFile(t *testing.T) {
	names := VocabularyNames()
	if want := vocabularyOrder[:]; !slices.Equal(names[:len(want)], want) {
		t.Errorf("vocabularies %v, want %v first", names, want)
	}
	for _, v := range builtinVocabularies() {
		terms := append(append(append([]Term{}, v.Files[:]...), v.Ranks[:]...), v.Pieces[1:]...)
		terms = append(terms, v.Capture, v.Check, v.Mate, v.EnPassant, v.ShortCastling, v.LongCastling)
		for i, term := range terms {
			if strings.TrimSpace(term.Text) == "" {
				t.Errorf("%s: word %d is empty", v.Name, i)
			}
		}
		if v.Lang == "" || v.Pieces[0].Text != "" {
			t.Errorf("%s: Lang %q, Pieces[0] %q", v.Name, v.Lang, v.Pieces[0].Text)
		}
		if _, err := vocabularyFiles.Open("vocab/" + v.Name + ".toml"); err != nil {
			t.Errorf("%s: %v", v.Name, err)
		}
	}
	for _, l := range builtin() {
		if _, err := LookupVocabulary(l.Vocabulary); err != nil {
			t.Errorf("%s: %v", l.Name, err)
		}
	}
}
