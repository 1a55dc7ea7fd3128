// Package langfile reads and checks the language files of tactus's two
// layers of messages (announce's Language and the app's catalogue): TOML
// decoded strictly into the layer's struct, whose exported fields are the
// keys, and a [Source] table by which a translation records the English
// text each of its messages was translated from.
package langfile

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"
)

// ErrUnknownKey is wrapped by Decode's error for a key the struct does not
// have, or has in another case (TOML's keys are case-sensitive).
var ErrUnknownKey = errors.New("langfile: unknown key")

// SourceTable is the name of the table of English sources.
const SourceTable = "Source"

// Decode decodes the TOML file b into v (a pointer to a struct) strictly:
// every key must name a field exactly (a field tagged toml:"-" is not a
// key). The table called Source, which only tests read (Sources), is left
// out: it begins with [Source] at the start of a line and ends where the
// next table begins.
func Decode(b []byte, v any) error {
	b, _ = cut(b)
	md, err := toml.NewDecoder(bytes.NewReader(b)).Decode(v)
	if err != nil {
		return fmt.Errorf("langfile: %w", err)
	}
	var bad []string
	t, keys := reflect.TypeOf(v).Elem(), keyer{}
	for _, k := range md.Keys() {
		if !keys.exact(t, k) {
			bad = append(bad, k.String())
		}
	}
	if len(bad) > 0 {
		slices.Sort(bad)
		return fmt.Errorf("%w: %s", ErrUnknownKey, strings.Join(bad, ", "))
	}
	return nil
}

// Sources returns the sources the file b records in its Source table: a
// message's key path to the Hash of the English it was translated from.
func Sources(b []byte) (map[string]string, error) {
	var src struct {
		Source map[string]string
	}
	_, table := cut(b)
	if _, err := toml.NewDecoder(bytes.NewReader(table)).Decode(&src); err != nil {
		return nil, fmt.Errorf("langfile: %w", err)
	}
	return src.Source, nil
}

// cut returns the file b without its Source table, and the table.
func cut(b []byte) (rest, table []byte) {
	head := []byte("\n[" + SourceTable + "]\n")
	i := bytes.Index(b, head)
	if i < 0 {
		return b, nil
	}
	end := len(b)
	if j := bytes.Index(b[i+len(head):], []byte("\n[")); j >= 0 {
		end = i + len(head) + j + 1
	}
	rest = append(append([]byte(nil), b[:i+1]...), b[end:]...)
	return rest, b[i+1 : end]
}

// keyer knows the keys of struct types, each type's worked out once.
type keyer map[reflect.Type]map[string]reflect.Type

// exact reports whether key names a field of t exactly.
func (k keyer) exact(t reflect.Type, key toml.Key) bool {
	for i, part := range key {
		for t.Kind() == reflect.Array || t.Kind() == reflect.Slice { // a list of tables
			t = t.Elem()
		}
		if t.Kind() == reflect.Map { // any key, naming a value
			return i == len(key)-1
		}
		if t.Kind() != reflect.Struct {
			return false
		}
		if _, ok := k[t]; !ok {
			k[t] = map[string]reflect.Type{}
			k.add(k[t], t)
		}
		f, ok := k[t][part]
		if !ok {
			return false
		}
		t = f
	}
	return true
}

// add adds the keys of struct t to keys: a field's name or its toml tag,
// an untagged embedded struct's keys being t's own.
func (k keyer) add(keys map[string]reflect.Type, t reflect.Type) {
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("toml")
		switch {
		case !f.IsExported() || tag == "-":
		case tag != "":
			keys[tag] = f.Type
		case f.Anonymous && f.Type.Kind() == reflect.Struct:
			k.add(keys, f.Type)
		default:
			keys[f.Name] = f.Type
		}
	}
}

// Messages returns every message of v (a struct) by its key path
// ("Game.NoCommand"): a string; a list, its items joined by newlines; a
// struct of strings only (announce.Plural), its non-empty forms joined so;
// each entry of a map, by its key ("Commands.press").
// Fields tagged toml:"-" are left out.
func Messages(v any) map[string]string {
	out := map[string]string{}
	messages("", reflect.ValueOf(v), out)
	return out
}

func messages(path string, v reflect.Value, out map[string]string) {
	switch v.Kind() {
	case reflect.String:
		out[path] = v.String()
	case reflect.Map:
		for _, k := range v.MapKeys() {
			messages(path+"."+fmt.Sprint(k.Interface()), v.MapIndex(k), out)
		}
	case reflect.Array, reflect.Slice:
		items := make([]string, 0, v.Len())
		for i := range v.Len() {
			items = append(items, fmt.Sprint(v.Index(i).Interface()))
		}
		out[path] = strings.Join(items, "\n")
	case reflect.Struct:
		if path != "" && forms(v.Type()) {
			var fs []string
			for i := range v.NumField() {
				if s := v.Field(i); s.Kind() == reflect.String && s.String() != "" {
					fs = append(fs, v.Type().Field(i).Name+": "+s.String())
				}
			}
			out[path] = strings.Join(fs, "\n")
			return
		}
		for i := range v.NumField() {
			f := v.Type().Field(i)
			tag := f.Tag.Get("toml")
			if !f.IsExported() || tag == "-" {
				continue
			}
			name := f.Name
			if tag != "" {
				name = tag
			}
			p := name
			if f.Anonymous && tag == "" {
				p = strings.TrimPrefix(path, ".")
			} else if path != "" {
				p = path + "." + name
			}
			messages(p, v.Field(i), out)
		}
	}
}

// forms reports whether t is a message in several forms (announce.Plural):
// a struct whose string fields are One, Few, Many and Other.
func forms(t reflect.Type) bool {
	_, ok := t.FieldByName("Other")
	return ok && t.Kind() == reflect.Struct
}

// Hash returns the short hash a translation records of the English text
// of a message: 8 hexadecimal digits.
func Hash(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:4])
}

// Stale returns the messages of a translation whose English changed since
// it was translated (or was never recorded), and the sources it records of
// messages English no longer has; en is English's Messages.
func Stale(en, sources map[string]string) (changed, gone []string) {
	for p, s := range en {
		if sources[p] != Hash(s) {
			changed = append(changed, p)
		}
	}
	for p := range sources {
		if _, ok := en[p]; !ok {
			gone = append(gone, p)
		}
	}
	slices.Sort(changed)
	slices.Sort(gone)
	return changed, gone
}

// sourceComment is the comment WithSources writes above the Source table.
const sourceComment = "# Source records the English each message was translated from (a hash\n" +
	"# of it): a test names the messages whose English changed since.\n"

// WithSources returns the file b with its Source table replaced by one,
// at the end, recording en (English's Messages) as the source of every
// message; the comment above the table is written once, whatever number
// of copies b has.
func WithSources(b []byte, en map[string]string) []byte {
	b, _ = cut(b)
	b = bytes.TrimRight(b, "\n")
	for bytes.HasSuffix(b, []byte(strings.TrimRight(sourceComment, "\n"))) { // the table's own, once or more
		b = bytes.TrimRight(b[:len(b)-len(sourceComment)+1], "\n")
	}
	b = append(b, '\n')
	paths := make([]string, 0, len(en))
	for p := range en {
		paths = append(paths, p)
	}
	slices.Sort(paths)
	var w bytes.Buffer
	w.Write(b)
	w.WriteString("\n" + sourceComment + "[" + SourceTable + "]\n")
	for _, p := range paths {
		fmt.Fprintf(&w, "%q = %q\n", p, Hash(en[p]))
	}
	return w.Bytes()
}
