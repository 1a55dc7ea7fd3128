package catalog

import (
	"reflect"
	"strings"
	"testing"
)

// TestParseAppleLanguages: the array `defaults read -g AppleLanguages`
// prints gives its entries in order, quoted or not; anything else gives
// none.
func TestParseAppleLanguages(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"(\n    \"de-DE\",\n    en\n)\n", []string{"de-DE", "en"}},
		{"(\n    \"pt-BR\"\n)", []string{"pt-BR"}},
		{"(\"sk-SK\",\"en-GB\")", []string{"sk-SK", "en-GB"}},
		{"()", nil},
		{"", nil},
		{"de-DE", nil},               // not an array
		{"(\n    \"de-DE\",\n", nil}, // cut short
		{"{ de = 1; }", nil},         // a dictionary
		{"(\n  \"a b\",\n  \"es\"\n)", []string{"es"}}, // an entry with a space is skipped
		{"(\n  \"\",\n  ,\n)", nil},
		{"2024-11-22 defaults[123] The domain/default pair of (kCFPreferencesAnyApplication, AppleLanguages) does not exist", nil},
	}
	for _, tt := range tests {
		if got := parseAppleLanguages(tt.in); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("parseAppleLanguages(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestAppleLocale: AppleLocale's value without its @ options; anything
// that is not one word gives "".
func TestAppleLocale(t *testing.T) {
	for in, want := range map[string]string{
		"de_DE\n": "de_DE", "en_US@rg=dezzzz\n": "en_US", "": "", "@rg=x": "", "a b": "", "(\n)": "",
	} {
		if got := appleLocale(in); got != want {
			t.Errorf("appleLocale(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestNamed: a tag names a language when For would take it; empty tags,
// C, POSIX and unknown ones do not, so the system's language is asked.
func TestNamed(t *testing.T) {
	for _, tags := range [][]string{{"de"}, {"", "C", "sk:cs"}, {"en_US.UTF-8"}, {"", "pt-BR"}} {
		if !Named(tags...) {
			t.Errorf("Named(%q) = false", tags)
		}
	}
	for _, tags := range [][]string{nil, {""}, {"C", "POSIX", "C.UTF-8"}, {"xx", "zz:yy"}} {
		if Named(tags...) {
			t.Errorf("Named(%q) = true", tags)
		}
	}
}

func FuzzParseAppleLanguages(f *testing.F) {
	f.Add("(\n    \"de-DE\",\n    en\n)\n")
	f.Add("()")
	f.Add("en_US@rg=dezzzz")
	f.Fuzz(func(t *testing.T, in string) {
		for _, tag := range parseAppleLanguages(in) {
			if tag == "" || strings.ContainsAny(tag, "\"(), \t\n") {
				t.Fatalf("parseAppleLanguages(%q) gave %q", in, tag)
			}
		}
		if l := appleLocale(in); strings.ContainsAny(l, "@ \t\n") {
			t.Fatalf("appleLocale(%q) = %q", in, l)
		}
	})
}
