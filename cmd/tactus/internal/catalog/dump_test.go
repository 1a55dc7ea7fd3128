package catalog

import (
	"flag"
	"fmt"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/tactuschess/tactus/internal/tool/tomldump"
)

var dump = flag.Bool("dump", false, "write lang/*.toml from the Go catalogues")

func elements(v reflect.Value) map[string][]string {
	out := map[string][]string{}
	var rec func(p string, v reflect.Value)
	rec = func(p string, v reflect.Value) {
		switch v.Kind() {
		case reflect.Struct:
			for i := range v.NumField() {
				if v.Type().Field(i).IsExported() {
					rec(p+"."+v.Type().Field(i).Name, v.Field(i))
				}
			}
		case reflect.Array, reflect.Slice:
			for i := range v.Len() {
				out[p[1:]] = append(out[p[1:]], fmt.Sprint(v.Index(i).Interface()))
			}
		}
	}
	rec("", v)
	return out
}

func TestDump(t *testing.T) {
	if !*dump {
		t.Skip("-dump not set")
	}
	docs, err := tomldump.Docs(".")
	if err != nil {
		t.Fatal(err)
	}
	en := elements(reflect.ValueOf(mustMessages("en")))
	for _, tag := range Names() {
		msgs := mustMessages(tag)
		o := tomldump.Options{Docs: docs}
		if msgs.Tag != "en" {
			o.Element = func(path string, i int) string {
				if e := en[path]; i < len(e) && len(e) > 2 && len(e) < 40 {
					return e[i]
				}
				return ""
			}
		}
		if err := tomldump.WriteFile(filepath.Join("lang", msgs.Tag+".toml"), msgs, o); err != nil {
			t.Fatal(err)
		}
	}
}

func mustMessages(tag string) Messages {
	m, _ := messages(tag)
	return m
}
