package announce

import (
	"flag"
	"path/filepath"
	"testing"

	"github.com/tactuschess/tactus/internal/tool/tomldump"
)

var dump = flag.Bool("dump", false, "write lang/*.toml from the Go languages")

func TestDump(t *testing.T) {
	if !*dump {
		t.Skip("-dump not set")
	}
	docs, err := tomldump.Docs(".")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range builtin() {
		o := tomldump.Options{Docs: docs, Element: func(path string, i int) string {
			switch {
			case path == "Endings":
				return Reason(i).String()
			case l.Name != "en" && path == "Results":
				return builtinEnglish().Results[i]
			}
			return ""
		}}
		if err := tomldump.WriteFile(filepath.Join("lang", l.Name+".toml"), *l, o); err != nil {
			t.Fatal(err)
		}
	}
}
