package notation

import (
	"fmt"
	"testing"
)

// TestLanguageString checks the names and that a value out of range prints
// as out of range rather than as English.
func TestLanguageString(t *testing.T) {
	for _, tc := range []struct {
		l    Language
		want string
	}{
		{English, "English"},
		{German, "German"},
		{numLanguages, fmt.Sprintf("Language(%d)", numLanguages)},
		{Language(99), "Language(99)"},
	} {
		if got := tc.l.String(); got != tc.want {
			t.Errorf("Language(%d): got %q, want %q", tc.l, got, tc.want)
		}
	}
}
