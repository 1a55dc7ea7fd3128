package catalog

import (
	"reflect"
	"testing"
)

func TestSameAsGo(t *testing.T) {
	for _, m := range tables {
		want := m()
		got, err := decode(builtin, "lang/"+want.Tag+".toml")
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			gw := map[string]string{}
			walk("", reflect.ValueOf(want), func(p, s string) { gw[p] = s })
			walk("", reflect.ValueOf(got), func(p, s string) {
				if gw[p] != s {
					t.Errorf("%s %s: %q, want %q", want.Tag, p, s, gw[p])
				}
			})
			t.Errorf("%s differs", want.Tag)
		}
	}
}
