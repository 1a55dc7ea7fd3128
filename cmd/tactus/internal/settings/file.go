package settings

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/BurntSushi/toml"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
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
	// Reason is what is wrong, for saying it in a UI language (In); Why
	// says it in English.
	Reason Reason
	// Value is the bad value as the file gives it (Reason BadValue).
	Value string
}

// Reason is what is wrong with the config file.
type Reason int

// The reasons of a FileError.
const (
	Unreadable  Reason = iota + 1 // the file cannot be read
	NotTOML                       // the file is not TOML at all
	BadSyntax                     // a line is not TOML; Why is the reader's English reason
	UnknownKey                    // the key is no setting
	WantBool                      // the key takes true or false
	WantText                      // the key takes text in quotes
	BadValue                      // the key does not take Value; Why says why in English
	TooDeep                       // tables, arrays or dotted keys nest deeper than MaxDepth
	NameTooLong                   // a player's name is longer than MaxName characters
)

// MaxDepth is how deep the config file may nest tables, arrays and dotted
// keys. Every setting is a top-level key; the bound keeps a hostile file
// from costing the TOML reader time in the square of its depth.
const MaxDepth = 32

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

// In says the error in UI language u, as Error says it in English: the
// English reasons of the libraries are left out of a translation, which
// names the values the key takes or gives examples of them instead.
func (e *FileError) In(u *catalog.UI) string {
	c := u.Front.Config
	where := filepath.Base(e.Path)
	if e.Line > 0 {
		where = u.F(c.Line, where, e.Line)
	}
	if e.Key != "" {
		where = u.F(c.Key, where, e.Key)
	}
	return u.F(c.Why, where, e.reason(u))
}

// reason says why, in u's language.
func (e *FileError) reason(u *catalog.UI) string {
	c := u.Front.Config
	switch e.Reason {
	case Unreadable:
		return c.Unreadable
	case NotTOML:
		return c.NotTOML
	case BadSyntax:
		return u.F(c.Syntax, e.Why)
	case UnknownKey:
		return c.UnknownKey
	case WantBool:
		return c.WantBool
	case WantText:
		return c.WantText
	case TooDeep:
		return u.F(c.TooDeep, MaxDepth)
	case NameTooLong:
		return SayNameTooLong(u)
	case BadValue:
		k, _ := lookup(e.Key)
		values, closed := Accepted(k.flag)
		v := Quoted(e.Value)
		switch {
		case len(values) == 0:
			return u.F(c.BadValue, v, e.Why)
		case closed:
			return u.F(c.BadChoice, v, e.Why, List(u, values))
		default:
			return u.F(c.BadExample, v, e.Why, List(u, values))
		}
	}
	return e.Why
}

// Quoted is v in quotes for a sentence, its first 40 characters and "…"
// when it is longer: a hostile value is named, not repeated.
func Quoted(v string) string {
	if utf8.RuneCountInString(v) > 40 {
		v = string([]rune(v)[:40]) + "…"
	}
	return strconv.Quote(v)
}

// List joins values for a sentence of u's language: "a, b or c".
func List(u *catalog.UI, values []string) string {
	if len(values) < 2 {
		return strings.Join(values, "")
	}
	return strings.Join(values[:len(values)-1], ", ") + " " + u.Or + " " + values[len(values)-1]
}

// Path returns the config file's path: $XDG_CONFIG_HOME/tactus/config.toml
// when XDG_CONFIG_HOME is set; else the platform's config folder, as
// os.UserConfigDir names it (see pathFor); "" when there is none.
func Path(getenv func(string) string) string {
	return pathFor(runtime.GOOS, getenv)
}

// pathFor returns the config file's path on goos: $XDG_CONFIG_HOME/tactus
// when set; else %AppData%\tactus on Windows (which sets no HOME), ~/Library/
// Application Support/tactus on macOS, ~/.config/tactus elsewhere.
func pathFor(goos string, getenv func(string) string) string {
	if d := getenv("XDG_CONFIG_HOME"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "tactus", "config.toml")
	}
	switch goos {
	case "windows":
		if d := getenv("AppData"); d != "" {
			return filepath.Join(d, "tactus", "config.toml")
		}
		if d := getenv("USERPROFILE"); d != "" {
			return filepath.Join(d, "AppData", "Roaming", "tactus", "config.toml")
		}
		return ""
	case "darwin":
		if h := getenv("HOME"); h != "" {
			return filepath.Join(h, "Library", "Application Support", "tactus", "config.toml")
		}
		return ""
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
		return &FileError{Path: path, Why: "cannot be read", Syntax: true, Reason: Unreadable}
	}
	return s.Load(path, string(data))
}

// Load reads the config text (named path in errors) into s, as LoadFile.
// It takes time in proportion to the text's length.
func (s *Settings) Load(path, text string) error {
	if depth, line := nesting(text); depth > MaxDepth {
		return &FileError{Path: path, Line: line, Why: fmt.Sprintf("nests tables, lists or dotted keys more than %d deep", MaxDepth), Syntax: true, Reason: TooDeep}
	}
	var raw map[string]any
	md, err := toml.Decode(text, &raw)
	if err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			return &FileError{Path: path, Line: pe.Position.Line, Key: pe.LastKey, Why: pe.Message, Syntax: true, Reason: BadSyntax}
		}
		return &FileError{Path: path, Why: "not a TOML file", Syntax: true, Reason: NotTOML}
	}
	lines := keyLines(text)
	var first *FileError
	for _, k := range md.Keys() {
		if len(k) != 1 {
			continue // inside a table: the table itself is the unknown key
		}
		name := k[0]
		if why, reason := s.loadKey(name, raw[name]); why != "" && first == nil {
			first = &FileError{Path: path, Line: lines[name], Key: name, Why: why, Reason: reason}
			if reason == BadValue {
				first.Value, _ = raw[name].(string)
				first.Why = strings.ReplaceAll(why, strconv.Quote(first.Value), Quoted(first.Value))
			}
		}
	}
	if first != nil {
		return first
	}
	return nil
}

// loadKey stores one key's value, or says why it cannot (in English, and
// as a Reason).
func (s *Settings) loadKey(name string, v any) (string, Reason) {
	k, ok := lookup(name)
	if !ok {
		return "no such setting", UnknownKey
	}
	var text string
	switch x := v.(type) {
	case bool:
		if !k.boolean {
			return "want text in quotes", WantText
		}
		text = strconv.FormatBool(x)
	case string:
		if k.boolean {
			return "want true or false", WantBool
		}
		text = x
	default:
		if k.boolean {
			return "want true or false", WantBool
		}
		return "want text in quotes", WantText
	}
	if k.check != nil {
		if err := k.check(text); errors.Is(err, ErrNameTooLong) {
			return Why(err), NameTooLong
		} else if err != nil {
			why := Why(err)
			if why == "" {
				why = "not a valid value"
			}
			return why, BadValue
		}
	}
	k.set(s, text)
	return "", 0
}

// keyLine matches a line that sets a key, bare or in quotes.
var keyLine = regexp.MustCompile(`^\s*(?:"([^"\\]*)"|([A-Za-z0-9_-]+))\s*=`)

// keyLines returns the 1-based line where each key is first set, in one
// pass over text (a key set on no line of its own, such as a table, is
// missing: line 0).
func keyLines(text string) map[string]int {
	lines := make(map[string]int)
	for i, line := range strings.Split(text, "\n") {
		m := keyLine.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		name := m[1] + m[2]
		if _, ok := lines[name]; !ok {
			lines[name] = i + 1
		}
	}
	return lines
}

// nesting returns how deep text nests arrays, tables and dotted keys, and
// the 1-based line where it is deepest, reading only as much TOML as it
// takes to tell strings and comments from the rest.
func nesting(text string) (depth, line int) {
	var open []byte // the brackets not yet closed: '[' or '{'
	key, dots := true, 0
	n := 1
	deeper := func(d int) {
		if d > depth {
			depth, line = d, n
		}
	}
	for i := 0; i < len(text); i++ {
		switch c := text[i]; c {
		case '\n':
			n++
			if len(open) == 0 {
				key, dots = true, 0
			}
		case '#':
			for i+1 < len(text) && text[i+1] != '\n' {
				i++
			}
		case '"', '\'':
			end := c
			multi := strings.HasPrefix(text[i:], string([]byte{c, c, c}))
			if multi {
				i += 2
			}
			for i++; i < len(text); i++ {
				if text[i] == '\\' && c == '"' {
					i++
					if i < len(text) && text[i] == '\n' {
						n++
					}
					continue
				}
				if text[i] == '\n' {
					if !multi {
						i-- // an unclosed string ends at its line
						break
					}
					n++
				}
				if text[i] == end && (!multi || strings.HasPrefix(text[i:], string([]byte{c, c, c}))) {
					if multi {
						i += 2
					}
					break
				}
			}
		case '[', '{':
			open = append(open, c)
			if c == '{' {
				key, dots = true, 0
			}
			deeper(len(open) + dots)
		case ']', '}':
			if len(open) > 0 {
				open = open[:len(open)-1]
			}
		case ',':
			if len(open) > 0 && open[len(open)-1] == '{' {
				key, dots = true, 0
			}
		case '=':
			key = false
		case '.':
			if key {
				dots++
				deeper(len(open) + dots)
			}
		}
	}
	return depth, line
}
