package announce

import (
	"errors"
	"slices"
	"testing"
)

// TestNameError: a name LookupVocabulary, ParseStyle or LookupLanguage
// does not know is a *NameError with the name as given and the names
// known, wrapping the lookup's sentinel.
func TestNameError(t *testing.T) {
	tests := []struct {
		lookup string
		name   string
		err    func(string) error
		is     error
		known  []string
	}{
		{"vocabulary", "klingon", func(s string) error { _, err := LookupVocabulary(s); return err }, ErrUnknownVocabulary, VocabularyNames()},
		{"vocabulary", "", func(s string) error { _, err := LookupVocabulary(s); return err }, ErrUnknownVocabulary, VocabularyNames()},
		{"style", "medium", func(s string) error { _, err := ParseStyle(s); return err }, ErrUnknownStyle, []string{"long", "short"}},
		{"style", "longer", func(s string) error { _, err := ParseStyle(s); return err }, ErrUnknownStyle, []string{"long", "short"}},
		{"language", "xx", func(s string) error { _, err := LookupLanguage(s); return err }, ErrUnknownLanguage, LanguageNames()},
		{"language", "\x00", func(s string) error { _, err := LookupLanguage(s); return err }, ErrUnknownLanguage, LanguageNames()},
	}
	for _, tt := range tests {
		err := tt.err(tt.name)
		var ne *NameError
		if !errors.As(err, &ne) || !errors.Is(err, tt.is) {
			t.Errorf("%s %q: %v is not a *NameError wrapping %v", tt.lookup, tt.name, err, tt.is)
			continue
		}
		if ne.Name != tt.name || !slices.Equal(ne.Known, tt.known) || len(ne.Known) == 0 {
			t.Errorf("%s %q: name %q, known %q; want %q", tt.lookup, tt.name, ne.Name, ne.Known, tt.known)
		}
	}
	for _, good := range []string{"long", "SHORT"} {
		if _, err := ParseStyle(good); err != nil {
			t.Errorf("ParseStyle(%q): %v", good, err)
		}
	}
}
