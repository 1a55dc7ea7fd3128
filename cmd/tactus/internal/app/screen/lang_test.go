package screen

import (
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/app/ui"
)

// TestKeyHelpInEachLanguage: the key help has a line per binding in every
// language, and none is English's but in English.
func TestKeyHelpInEachLanguage(t *testing.T) {
	en := keyHelp(ui.English())
	for _, u := range ui.All() {
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
