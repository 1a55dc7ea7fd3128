package announce

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"reflect"
	"slices"
	"strings"
	"sync"

	"github.com/tactuschess/tactus/internal/langfile"
)

// languageFiles are the user interface languages tactus ships, one TOML
// file each (lang/<tag>.toml); Language's fields are their keys.
//
//go:embed lang/*.toml
var languageFiles embed.FS

// languageTags returns the languages of languageFiles: English, the
// default, first, then the others in the order of their tags.
func languageTags() []string {
	names, _ := fs.Glob(languageFiles, "lang/*.toml")
	tags := []string{"en"}
	for _, n := range names {
		if t := strings.TrimSuffix(path.Base(n), ".toml"); t != "en" {
			tags = append(tags, t)
		}
	}
	return tags
}

// loadBuiltin decodes the languages tactus ships, the default first, the
// first time it is called; an error names each file that does not decode
// and its unknown keys.
var loadBuiltin = sync.OnceValues(func() ([]*Language, error) {
	var names []string
	for _, tag := range languageTags() {
		names = append(names, "lang/"+tag+".toml")
	}
	return decodeLanguages(languageFiles, names)
})

// builtin returns the languages tactus ships, the default first. The
// tests decode every file first (TestMain), so one that does not decode
// is a bug here: builtin panics.
func builtin() []*Language {
	ls, err := loadBuiltin()
	if err != nil {
		panic(err)
	}
	return ls
}

// decodeLanguages decodes the files names of fsys, in order; the error
// joins those of every file that does not decode.
func decodeLanguages(fsys fs.FS, names []string) ([]*Language, error) {
	out := make([]*Language, len(names))
	var errs []error
	for i, n := range names {
		l, err := decodeLanguage(fsys, n)
		errs = append(errs, err)
		out[i] = l
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return out, nil
}

// builtinEnglish returns the English language, the default (not a copy).
func builtinEnglish() *Language { return builtin()[0] }

// spellerOf returns how the language called tag says numbers; English's
// for a language tactus has no code for.
func spellerOf(tag string) speller {
	switch tag {
	case "de":
		return germanSpeller
	case "es":
		return spanishSpeller
	case "pt":
		return portugueseSpeller
	case "sk":
		return slovakSpeller
	}
	return englishSpeller
}

// decodeLanguage reads the language file name of fsys strictly: a key
// Language does not have is an error (langfile.Decode).
func decodeLanguage(fsys fs.FS, name string) (*Language, error) {
	b, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, fmt.Errorf("announce: %w", err)
	}
	l := &Language{}
	if err := langfile.Decode(b, l); err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrBadLanguage, name, err)
	}
	l.spell = spellerOf(l.Name)
	return l, nil
}

// LoadLanguage reads a user interface language tactus does not ship from
// the file name of fsys: a copy of announce's lang/en.toml, translated.
// Every message must be there with the placeholders English's has (a
// plural's Few and Many may be left out); a key Language does not have
// is an error. Numbers are said with the code of the language its Name
// names, English's for a language tactus has no code for; plural forms
// follow PluralCategory, which knows CLDR's rules for tactus's languages
// (CategoryOther, else).
func LoadLanguage(fsys fs.FS, name string) (*Language, error) {
	l, err := decodeLanguage(fsys, name)
	if err != nil {
		return nil, err
	}
	if probs := checkLanguage(builtinEnglish(), l); len(probs) > 0 {
		return nil, fmt.Errorf("%w: %s: %s", ErrBadLanguage, name, strings.Join(probs, "; "))
	}
	return l, nil
}

// checkLanguage returns what is wrong with l beside English en: an empty
// message (a Plural's Few and Many may be), a template taking other
// placeholders than English's.
func checkLanguage(en, l *Language) []string {
	var out []string
	var walk func(path string, e, v reflect.Value)
	walk = func(path string, e, v reflect.Value) {
		switch v.Kind() {
		case reflect.String:
			optional := strings.HasSuffix(path, ".Few") || strings.HasSuffix(path, ".Many")
			switch {
			case strings.TrimSpace(v.String()) == "" && !optional:
				out = append(out, path+" is missing or empty")
			case v.String() != "" && anyOf(path) > 0:
				for _, p := range Placeholders(v.String()) {
					if int(p[1]-'0') >= anyOf(path) {
						out = append(out, fmt.Sprintf("%s %q takes %s, beyond its %d", path, v.String(), p, anyOf(path)))
					}
				}
			case v.String() != "" && !slices.Equal(Placeholders(v.String()), Placeholders(e.String())):
				out = append(out, fmt.Sprintf("%s %q takes other placeholders than English %q", path, v.String(), e.String()))
			}
		case reflect.Array:
			for i := range v.Len() {
				walk(fmt.Sprintf("%s[%d]", path, i), e.Index(i), v.Index(i))
			}
		case reflect.Struct:
			for i := range v.NumField() {
				f := v.Type().Field(i)
				ef := e.Field(i)
				if v.Type() == reflect.TypeFor[Plural]() && (f.Name == "Few" || f.Name == "Many") {
					ef = e.FieldByName("Other") // English has neither
				}
				if f.IsExported() && f.Name != "Name" && f.Name != "Decimal" && f.Name != "Vocabulary" {
					walk(path+"."+f.Name, ef, v.Field(i))
				}
			}
		}
	}
	walk("", reflect.ValueOf(en).Elem(), reflect.ValueOf(l).Elem())
	if l.Name == "" || l.Decimal == "" {
		out = append(out, "Name and Decimal are needed")
	}
	return out
}

// anyOf is how many placeholders the template at path has to choose from
// (PieceOf and Endings say a side by its name or its possessive, as the
// language needs), 0 for a template that takes English's.
func anyOf(path string) int {
	if path == ".PieceOf" || strings.HasPrefix(path, ".Endings[") {
		return 3
	}
	return 0
}

// Placeholders returns the placeholders {0} … {9} of template t, sorted
// and each once: a translation may reorder a template's placeholders but
// must take the same ones (a check of language files).
func Placeholders(t string) []string {
	var ps []string
	for {
		i := placeholder(t)
		if i < 0 {
			break
		}
		ps = append(ps, t[i:i+3])
		t = t[i+3:]
	}
	slices.Sort(ps)
	return slices.Compact(ps)
}

// vocabularyFiles are the move vocabularies tactus ships, one TOML file
// each (vocab/<name>.toml); Vocabulary's fields are their keys.
//
//go:embed vocab/*.toml
var vocabularyFiles embed.FS

// vocabularyOrder is the order Vocabularies lists the vocabularies in; a
// file not named here comes after them, in the order of its name.
var vocabularyOrder = [...]string{"appendix-d", "english", "nato", "german", "spanish", "portuguese", "slovak"}

// builtinVocabularies returns the vocabularies tactus ships, in order,
// decoded the first time it is called (shared: not to be changed). The
// tests decode every file, so one that does not decode is a bug: it
// panics.
var builtinVocabularies = sync.OnceValue(func() []*Vocabulary {
	names, _ := fs.Glob(vocabularyFiles, "vocab/*.toml")
	slices.SortStableFunc(names, func(a, b string) int {
		ia := slices.Index(vocabularyOrder[:], strings.TrimSuffix(path.Base(a), ".toml"))
		ib := slices.Index(vocabularyOrder[:], strings.TrimSuffix(path.Base(b), ".toml"))
		switch {
		case ia < 0 && ib < 0:
			return strings.Compare(a, b)
		case ia < 0:
			return 1
		case ib < 0:
			return -1
		}
		return ia - ib
	})
	out := make([]*Vocabulary, len(names))
	for i, n := range names {
		b, err := fs.ReadFile(vocabularyFiles, n)
		if err != nil {
			panic(err)
		}
		v := &Vocabulary{}
		if err := langfile.Decode(b, v); err != nil {
			panic(fmt.Errorf("%w: %s: %w", ErrBadLanguage, n, err))
		}
		out[i] = v
	}
	return out
})

// builtinVocabulary returns the shipped vocabulary called name (shared:
// not to be changed), nil for none.
func builtinVocabulary(name string) *Vocabulary {
	for _, v := range builtinVocabularies() {
		if v.Name == name {
			return v
		}
	}
	return nil
}
