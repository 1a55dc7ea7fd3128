package settings

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"
)

// FileError says what is wrong with the config file, naming the line and
// the key, in one sentence a person can act on.
type FileError struct {
	Path string
	Line int    // 1-based; 0 when unknown
	Key  string // "" when the line has none
	Why  string
	// Syntax: the file could not be read at all, and none of it was used;
	// otherwise only the bad key was left out.
	Syntax bool
}

// Error says where and what: "config.toml line 3, key auto_press: want true or false".
func (e *FileError) Error() string {
	var b strings.Builder
	b.WriteString(filepath.Base(e.Path))
	if e.Line > 0 {
		fmt.Fprintf(&b, " line %d", e.Line)
	}
	if e.Key != "" {
		fmt.Fprintf(&b, ", key %s", e.Key)
	}
	b.WriteString(": " + e.Why)
	return b.String()
}

// Path returns the config file's path: $XDG_CONFIG_HOME/tactus/config.toml,
// or ~/.config/tactus/config.toml; "" when neither variable is set.
func Path(getenv func(string) string) string {
	if d := getenv("XDG_CONFIG_HOME"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "tactus", "config.toml")
	}
	if h := getenv("HOME"); h != "" {
		return filepath.Join(h, ".config", "tactus", "config.toml")
	}
	return ""
}

// LoadFile reads the config file at path into s. A missing file is no
// error (the defaults stand). A file that does not parse changes nothing;
// a bad value or an unknown key is left out and the rest is used. Either
// way the error is a *FileError naming the first problem.
func (s *Settings) LoadFile(path string) error {
	if path == "" {
		return nil
	}
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return &FileError{Path: path, Why: "cannot be read", Syntax: true}
	}
	return s.Load(path, string(data))
}

// Load reads the config text (named path in errors) into s, as LoadFile.
func (s *Settings) Load(path, text string) error {
	var raw map[string]any
	if _, err := toml.Decode(text, &raw); err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			return &FileError{Path: path, Line: pe.Position.Line, Key: pe.LastKey, Why: pe.Message, Syntax: true}
		}
		return &FileError{Path: path, Why: "not a TOML file", Syntax: true}
	}
	var first *FileError
	names := make([]string, 0, len(raw))
	for name := range raw {
		names = append(names, name)
	}
	sort.Slice(names, func(i, j int) bool { return lineOf(text, names[i]) < lineOf(text, names[j]) })
	for _, name := range names {
		if why := s.loadKey(name, raw[name]); why != "" && first == nil {
			first = &FileError{Path: path, Line: lineOf(text, name), Key: name, Why: why}
		}
	}
	if first != nil {
		return first
	}
	return nil
}

// loadKey stores one key's value, or says why it cannot.
func (s *Settings) loadKey(name string, v any) string {
	k, ok := lookup(name)
	if !ok {
		return "no such setting"
	}
	var text string
	switch x := v.(type) {
	case bool:
		if !k.boolean {
			return "want text in quotes"
		}
		text = strconv.FormatBool(x)
	case string:
		if k.boolean {
			return "want true or false"
		}
		text = x
	default:
		if k.boolean {
			return "want true or false"
		}
		return "want text in quotes"
	}
	if k.check != nil {
		if err := k.check(text); err != nil {
			return strings.TrimPrefix(strings.TrimPrefix(err.Error(), ErrInvalid.Error()), ": ")
		}
	}
	k.set(s, text)
	return ""
}

// lineOf returns the 1-based line where key is set, or 0.
func lineOf(text, key string) int {
	re := regexp.MustCompile(`^\s*("` + regexp.QuoteMeta(key) + `"|` + regexp.QuoteMeta(key) + `)\s*=`)
	for i, line := range strings.Split(text, "\n") {
		if re.MatchString(line) {
			return i + 1
		}
	}
	return 0
}
