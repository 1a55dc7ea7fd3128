package fullscreen

import (
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
)

// TestKeyHelpInEachLanguage: the key help has a line per binding in every
// language, and none is English's but in English.
func TestKeyHelpInEachLanguage(t *testing.T) {
	en := keyHelp(catalog.English())
	for _, u := range catalog.All() {
		help := keyHelp(u)
		if len(help) != len(en) {
			t.Fatalf("%s: %d lines, English has %d", u.Tag, len(help), len(en))
		}
		for i := range help {
			if u.Tag != "en" && help[i].Text == en[i].Text {
				t.Errorf("%s: line %q is English's", u.Tag, help[i].Text)
			}
		}
	}
}
