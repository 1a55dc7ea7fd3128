package announce

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/internal/langfile"
)

// TestMain decodes every language file tactus ships before any test uses
// one, so a file with a misspelled key is reported with its name and key,
// not as a panic of the first test that needs the language.
func TestMain(m *testing.M) {
	if _, err := loadBuiltin(); err != nil {
		fmt.Fprintf(os.Stderr, "FAIL: a language file does not decode:\n%v\n", err)
		os.Exit(1)
	}
	os.Exit(m.Run())
}

// TestMisspelledKeyIsAnError: a file with misspelled keys
// (testdata/misspelled.toml) makes loading return an error naming the
// file and every such key, beside the files that load.
func TestMisspelledKeyIsAnError(t *testing.T) {
	ls, err := decodeLanguages(os.DirFS("testdata"), []string{"xx.toml", "misspelled.toml"})
	if !errors.Is(err, langfile.ErrUnknownKey) || !errors.Is(err, ErrBadLanguage) || ls != nil {
		t.Fatalf("decodeLanguages: %v", err)
	}
	for _, want := range []string{"misspelled.toml", "Rnak", "Sieds"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the error does not name %s: %v", want, err)
		}
	}
	if strings.Contains(err.Error(), "xx.toml") {
		t.Errorf("the error names a good file: %v", err)
	}
	if _, err := LoadLanguage(os.DirFS("testdata"), "misspelled.toml"); !errors.Is(err, langfile.ErrUnknownKey) {
		t.Errorf("LoadLanguage: %v", err)
	}
}
