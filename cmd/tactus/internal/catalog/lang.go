package catalog

import (
	"bytes"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/BurntSushi/toml"
)

// builtin holds the catalogues tactus ships, one TOML file per language.
//
//go:embed lang/*.toml
var builtin embed.FS

// file is a language file: the messages, the terms they share and, in a
// translation, the English text each message was translated from.
type file struct {
	Messages
}

// parsed are the built-in catalogues by tag, each decoded the first time
// it is asked for and kept for the process.
var parsed = func() map[string]func() (Messages, error) {
	out := map[string]func() (Messages, error){}
	names, _ := fs.Glob(builtin, "lang/*.toml")
	for _, n := range names {
		out[strings.TrimSuffix(path.Base(n), ".toml")] = sync.OnceValues(func() (Messages, error) {
			return decode(builtin, n)
		})
	}
	return out
}()

// decode reads the language file name of fsys strictly: a key the
// catalogue does not have is an error.
func decode(fsys fs.FS, name string) (Messages, error) {
	b, err := fs.ReadFile(fsys, name)
	if err != nil {
		return Messages{}, fmt.Errorf("catalog: %w", err)
	}
	var f file
	md, err := toml.NewDecoder(bytes.NewReader(b)).Decode(&f)
	if err != nil {
		return Messages{}, fmt.Errorf("catalog: %s: %w", name, err)
	}
	if u := md.Undecoded(); len(u) > 0 {
		keys := make([]string, len(u))
		for i, k := range u {
			keys[i] = k.String()
		}
		slices.Sort(keys)
		return Messages{}, fmt.Errorf("catalog: %s: %w: %s", name, ErrUnknownKey, strings.Join(keys, ", "))
	}
	return f.Messages, nil
}

// messages returns the built-in catalogue of tag; a built-in file that
// does not decode is a bug the tests catch, so it panics.
func messages(tag string) (Messages, bool) {
	p, ok := parsed[tag]
	if !ok {
		return Messages{}, false
	}
	m, err := p()
	if err != nil {
		panic(err)
	}
	return m, true
}
