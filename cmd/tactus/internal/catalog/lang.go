package catalog

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/internal/langfile"
)

// builtin holds the catalogues tactus ships, one TOML file per language.
//
//go:embed lang/*.toml
var builtin embed.FS

// parsed are the built-in catalogues by tag, each decoded the first time
// it is asked for and kept for the process, with the terms it takes from
// announce's language of the same tag.
var parsed = func() map[string]func() (*Messages, error) {
	out := map[string]func() (*Messages, error){}
	names, _ := fs.Glob(builtin, "lang/*.toml")
	for _, n := range names {
		tag := strings.TrimSuffix(path.Base(n), ".toml")
		out[tag] = sync.OnceValues(func() (*Messages, error) {
			l, err := announce.LookupLanguage(tag)
			if err != nil {
				return nil, fmt.Errorf("%w: %s: %w", ErrBadFile, n, err)
			}
			m, err := decode(builtin, n, l)
			return &m, err
		})
	}
	return out
}()

// loadBuiltin decodes every built-in catalogue; the error joins those of
// each file that does not decode, naming the file and its unknown keys.
func loadBuiltin() error {
	var errs []error
	for _, tag := range slices.Sorted(maps.Keys(parsed)) {
		_, err := parsed[tag]()
		errs = append(errs, err)
	}
	return errors.Join(errs...)
}

// decode reads the language file name of fsys strictly (a key the
// catalogue does not have is an error: langfile.Decode), taking the terms
// that announce's language l has from it.
func decode(fsys fs.FS, name string, l *announce.Language) (Messages, error) {
	b, err := fs.ReadFile(fsys, name)
	if err != nil {
		return Messages{}, fmt.Errorf("catalog: %w", err)
	}
	var m Messages
	if err := langfile.Decode(b, &m); err != nil {
		return Messages{}, fmt.Errorf("%w: %s: %w", ErrBadFile, name, err)
	}
	if err := m.share(l); err != nil {
		return Messages{}, fmt.Errorf("%w: %s: %w", ErrBadFile, name, err)
	}
	return m, nil
}

// builtinMessages returns the built-in catalogue of tag, shared: not to be
// changed. A built-in file that does not decode is a bug the tests catch
// first (TestMain reports loadBuiltin's error), so here it panics.
func builtinMessages(tag string) (*Messages, bool) {
	p, ok := parsed[tag]
	if !ok {
		return nil, false
	}
	m, err := p()
	if err != nil {
		panic(err)
	}
	return m, true
}

// messages returns a copy of the built-in catalogue of tag.
func messages(tag string) (Messages, bool) {
	m, ok := builtinMessages(tag)
	if !ok {
		return Messages{}, false
	}
	return *m, true
}

// CommandWords returns the command words of UI language tag besides
// English's, by command (Messages.Commands), without copying the
// catalogue; nil for English or a language tactus does not ship. The map
// is shared: not to be changed.
func CommandWords(tag string) map[string][]string {
	if m, ok := builtinMessages(tag); ok {
		return m.Commands
	}
	return nil
}

// walk calls f with the path and value of every string in v; an empty
// list is one empty string.
func walk(path string, v reflect.Value, f func(path, s string)) {
	switch v.Kind() {
	case reflect.String:
		f(path, v.String())
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				walk(path+"."+v.Type().Field(i).Name, v.Field(i), f)
			}
		}
	case reflect.Array, reflect.Slice:
		if v.Kind() == reflect.Slice && v.Len() == 0 {
			f(path, "")
		}
		for i := range v.Len() {
			walk(path+"["+strconv.Itoa(i)+"]", v.Index(i), f)
		}
	}
}

// leaveOut is how many arguments the messages take that a translation
// may leave out (an English reason it says in its own words instead); a
// translation of one of them may take any of its arguments.
func leaveOut(path string) int {
	switch path {
	case ".App.BrailleGone", ".Front.Config.Syntax":
		return 1
	case ".Front.Config.BadValue":
		return 2
	case ".Front.BadValue", ".Front.Config.BadChoice", ".Front.Config.BadExample":
		return 3
	case ".Front.BadChoice", ".Front.BadExample":
		return 4
	case ".Join.Joined":
		return 8
	}
	return 0
}

// check returns what is wrong with catalogue m beside English en: an
// empty message (a Plural's Few and Many may be: they fall back to
// Other), a message taking other arguments than English's.
func check(en, m Messages) []string {
	want := map[string]string{}
	walk("", reflect.ValueOf(en), func(p, s string) { want[p] = s })
	var out []string
	walk("", reflect.ValueOf(m), func(p, s string) {
		optional := strings.HasSuffix(p, ".Few") || strings.HasSuffix(p, ".Many") ||
			p == ".Control.Reasons[0]" || p == ".Control.Fields[0]" || // no reason, no field
			p == ".Reasons.FENFields[0]" || p == ".Reasons.FENProblems[0]" ||
			p == ".Reasons.PGNSyntaxes[0]" || p == ".Reasons.ScriptProblems[0]"
		if strings.TrimSpace(s) == "" {
			if !optional {
				out = append(out, p+" is missing or empty")
			}
			return
		}
		w := want[strings.NewReplacer(".Few", ".Other", ".Many", ".Other").Replace(p)]
		if n := leaveOut(p); n > 0 {
			for _, ph := range announce.Placeholders(s) {
				if int(ph[1]-'0') >= n {
					out = append(out, fmt.Sprintf("%s %q takes %s; it has only %d arguments", p, s, ph, n))
				}
			}
		} else if !slices.Equal(announce.Placeholders(s), announce.Placeholders(w)) {
			out = append(out, fmt.Sprintf("%s %q takes other arguments than English %q", p, s, w))
		}
	})
	return out
}
