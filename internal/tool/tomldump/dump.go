// Package tomldump writes a Go struct of strings as a TOML file that a
// translator edits: each field's Go doc comment becomes a TOML comment
// above its key. It is the converter that turned the Go literals of the
// message catalogues into their data files, kept for the tests that
// rewrite those files.
package tomldump

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
)

// Docs returns the doc comments of the struct types in the Go files of dir
// (tests left out): "Type" for a type's own comment, "Type.Field" for a
// field's (a comment over several names goes to the first).
func Docs(dir string) (map[string]string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, fmt.Errorf("tomldump: %w", err)
	}
	docs := map[string]string{}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.ParseComments)
		if err != nil {
			return nil, fmt.Errorf("tomldump: %w", err)
		}
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.TYPE {
				continue
			}
			for _, s := range g.Specs {
				ts := s.(*ast.TypeSpec)
				st, ok := ts.Type.(*ast.StructType)
				if !ok {
					continue
				}
				doc := ts.Doc
				if doc == nil && len(g.Specs) == 1 {
					doc = g.Doc
				}
				if doc != nil {
					docs[ts.Name.Name] = doc.Text()
				}
				for _, fl := range st.Fields.List {
					c := fl.Doc
					if c == nil {
						c = fl.Comment
					}
					if c == nil || len(fl.Names) == 0 {
						continue
					}
					docs[ts.Name.Name+"."+fl.Names[0].Name] = c.Text()
				}
			}
		}
	}
	return docs, nil
}

// Options say how Write writes.
type Options struct {
	// Docs are the comments from Docs.
	Docs map[string]string
	// Convert, when not nil, rewrites every string written.
	Convert func(s string) string
	// Element, when not nil, names element i of the array at path
	// ("Narrate.Reasons") in a comment after it; "" for none.
	Element func(path string, i int) string
	// Skip, when not nil, leaves out the field at path.
	Skip func(path string) bool
}

type writer struct {
	w   io.Writer
	o   Options
	err error
}

func (w *writer) printf(format string, args ...any) {
	if w.err == nil {
		_, w.err = fmt.Fprintf(w.w, format, args...)
	}
}

// Write writes the struct v as TOML to w.
func Write(w io.Writer, v any, o Options) error {
	wr := &writer{w: w, o: o}
	wr.table(nil, reflect.ValueOf(v))
	return wr.err
}

// WriteFile writes v to the file name.
func WriteFile(name string, v any, o Options) error {
	var b strings.Builder
	if err := Write(&b, v, o); err != nil {
		return err
	}
	if err := os.WriteFile(name, []byte(b.String()), 0o644); err != nil {
		return fmt.Errorf("tomldump: %w", err)
	}
	return nil
}

// inline reports whether a struct is written as dotted keys in its
// parent's table (announce.Plural) rather than as a table of its own.
func inline(t reflect.Type) bool { return t.Name() == "Plural" }

func (w *writer) comment(key, indent string) {
	doc, ok := w.o.Docs[key]
	if !ok {
		return
	}
	for _, l := range strings.Split(strings.TrimRight(doc, "\n"), "\n") {
		w.printf("%s# %s\n", indent, strings.TrimRight(l, " "))
	}
}

func (w *writer) str(s string) string {
	if w.o.Convert != nil {
		s = w.o.Convert(s)
	}
	return Quote(s)
}

// Quote returns s as a TOML basic string.
func Quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"':
			b.WriteString(`\"`)
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\u%04X`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

func (w *writer) table(path []string, v reflect.Value) {
	t := v.Type()
	var sub []int
	first := true
	for i := range t.NumField() {
		f := t.Field(i)
		p := strings.Join(append(append([]string(nil), path...), f.Name), ".")
		if !f.IsExported() || f.Tag.Get("toml") == "-" || (w.o.Skip != nil && w.o.Skip(p)) {
			continue
		}
		fv := v.Field(i)
		if f.Type.Kind() == reflect.Struct && !inline(f.Type) {
			sub = append(sub, i)
			continue
		}
		if _, ok := w.o.Docs[t.Name()+"."+f.Name]; ok && !first {
			w.printf("\n")
		}
		first = false
		w.comment(t.Name()+"."+f.Name, "")
		w.value(p, f.Name, fv)
	}
	for _, i := range sub {
		f := t.Field(i)
		p := append(append([]string(nil), path...), f.Name)
		w.printf("\n")
		if _, ok := w.o.Docs[t.Name()+"."+f.Name]; ok {
			w.comment(t.Name()+"."+f.Name, "")
		} else {
			w.comment(f.Type.Name(), "")
		}
		w.printf("[%s]\n", strings.Join(p, "."))
		w.table(p, v.Field(i))
	}
}

func (w *writer) value(path, key string, v reflect.Value) {
	switch v.Kind() {
	case reflect.String:
		w.printf("%s = %s\n", key, w.str(v.String()))
	case reflect.Struct: // inline: dotted keys, empty ones left out
		for i := range v.NumField() {
			f := v.Type().Field(i)
			fv := v.Field(i)
			if !f.IsExported() || fv.IsZero() {
				continue
			}
			if fv.Kind() == reflect.String {
				w.printf("%s.%s = %s\n", key, f.Name, w.str(fv.String()))
			} else if m, ok := fv.Interface().(interface{ MarshalText() ([]byte, error) }); ok {
				b, err := m.MarshalText()
				if err != nil && w.err == nil {
					w.err = err
				}
				w.printf("%s.%s = %s\n", key, f.Name, Quote(string(b)))
			} else {
				w.err = fmt.Errorf("tomldump: %s.%s: cannot write a %s", path, f.Name, f.Type)
			}
		}
	case reflect.Array, reflect.Slice:
		w.printf("%s = ", key)
		w.array(path, v, "")
		w.printf("\n")
	default:
		w.err = fmt.Errorf("tomldump: %s: cannot write a %s", path, v.Type())
	}
}

func (w *writer) array(path string, v reflect.Value, indent string) {
	short := v.Len() <= 12
	width := 0
	for i := range v.Len() {
		e := v.Index(i)
		if e.Kind() != reflect.String {
			short = false
			break
		}
		width += len(e.String()) + 4
		if w.o.Element != nil && w.o.Element(path, i) != "" {
			short = false
		}
	}
	if short && width < 80 {
		parts := make([]string, v.Len())
		for i := range parts {
			parts[i] = w.str(v.Index(i).String())
		}
		w.printf("[%s]", strings.Join(parts, ", "))
		return
	}
	w.printf("[\n")
	for i := range v.Len() {
		w.printf("%s  ", indent)
		e := v.Index(i)
		if e.Kind() == reflect.String {
			w.printf("%s,", w.str(e.String()))
		} else {
			w.array(path, e, indent+"  ")
			w.printf(",")
		}
		if w.o.Element != nil {
			if n := w.o.Element(path, i); n != "" {
				w.printf(" # %s", n)
			}
		}
		w.printf("\n")
	}
	w.printf("%s]", indent)
}
