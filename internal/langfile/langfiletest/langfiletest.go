// Package langfiletest holds the test shared by the packages whose
// messages live in language files (lang/<tag>.toml): each translation
// must be of today's English.
package langfiletest

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/internal/langfile"
)

// Current fails t for every message of the translations lang/<tag>.toml
// (tags, read from the test's directory) whose English (en, as
// langfile.Messages gives it) changed since it was translated, or that
// their [Source] table names but English does not have. update is the
// value of the test's -update-source flag (de,sk or all): the files it
// names get their [Source] table rewritten from en first.
func Current(t *testing.T, en map[string]string, tags []string, update string) {
	t.Helper()
	for _, tag := range tags {
		name := filepath.Join("lang", tag+".toml")
		if update == "all" || slices.Contains(strings.Split(update, ","), tag) {
			b, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(name, langfile.WithSources(b, en), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		src, err := langfile.Sources(b)
		if err != nil {
			t.Fatal(err)
		}
		changed, gone := langfile.Stale(en, src)
		for _, p := range changed {
			t.Errorf("%s: %s: English changed since it was translated (%q now); check the translation, then run this test with -update-source=%s", tag, p, en[p], tag)
		}
		for _, p := range gone {
			t.Errorf("%s: [Source] names %s, which English does not have; run this test with -update-source=%s", tag, p, tag)
		}
	}
}
