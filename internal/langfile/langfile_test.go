package langfile

import (
	"bytes"
	"errors"
	"slices"
	"testing"
)

type plural struct{ One, Other string }

type inner struct {
	Hello string
	Count plural
}

type Terms struct{ Sides [2]string }

type file struct {
	Tag   string
	Terms `toml:"Terms"`
	Inner inner
	Copy  string `toml:"-"`
}

func TestDecode(t *testing.T) {
	good := "Tag = \"xx\"\n[Terms]\nSides = [\"w\", \"b\"]\n[Inner]\nHello = \"hi {0}\"\nCount.One = \"one\"\nCount.Other = \"{0} more\"\n"
	var f file
	b := []byte(good + "\n[Source]\n\"Inner.Hello\" = \"12345678\"\n")
	err := Decode(b, &f)
	src, serr := Sources(b)
	if err != nil || serr != nil || f.Inner.Count.Other != "{0} more" || f.Sides[1] != "b" || src["Inner.Hello"] != "12345678" {
		t.Fatalf("Decode: %+v %v %v", f, src, err)
	}
	for _, bad := range []string{
		good + "Helo = \"x\"\n",               // misspelled
		good + "hello = \"x\"\n",              // another case: BurntSushi/toml would take it
		good + "Copy = \"x\"\n",               // tagged "-"
		good + "Count.Zero = \"x\"\n",         // no such form
		good + "[Inner.Count.X]\nY = \"z\"\n", // a table under a form
		"Sides = [\"w\", \"b\"]\n" + good,     // a term outside its table
	} {
		var f file
		if err := Decode([]byte(bad), &f); !errors.Is(err, ErrUnknownKey) {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

func TestStale(t *testing.T) {
	en := Messages(file{Tag: "en", Terms: Terms{[2]string{"w", "b"}}, Inner: inner{Hello: "hi {0}", Count: plural{"one", "{0} more"}}, Copy: "x"})
	if want := []string{"Inner.Count", "Inner.Hello", "Tag", "Terms.Sides"}; !slices.Equal(keys(en), want) {
		t.Fatalf("Messages: %v, want %v", keys(en), want)
	}
	src := map[string]string{}
	for p, s := range en {
		src[p] = Hash(s)
	}
	if c, g := Stale(en, src); len(c)+len(g) != 0 {
		t.Errorf("current: %v %v", c, g)
	}
	src["Gone"] = "00000000"
	en["Inner.Hello"] = "hello {0}"
	if c, g := Stale(en, src); !slices.Equal(c, []string{"Inner.Hello"}) || !slices.Equal(g, []string{"Gone"}) {
		t.Errorf("stale: %v %v", c, g)
	}
	b := WithSources([]byte("Tag = \"xx\"\n\n[Source]\n\"Gone\" = \"0\"\n[Inner]\nHello = \"hi {0}\"\n"), en)
	var f file
	if err := Decode(b, &f); err != nil {
		t.Fatal(err)
	}
	got, err := Sources(b)
	if err != nil {
		t.Fatal(err)
	}
	if c, g := Stale(en, got); len(c)+len(g) != 0 || f.Inner.Hello != "hi {0}" {
		t.Errorf("after WithSources: %v %v %q\n%s", c, g, f.Inner.Hello, b)
	}
}

func keys(m map[string]string) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// FuzzDecode: no file makes Decode or Sources panic, and a file Decode
// takes has only keys the struct has.
func FuzzDecode(f *testing.F) {
	f.Add("Tag = \"xx\"\n[Terms]\nSides = [\"w\", \"b\"]\n[Inner]\nCount.One = \"one\"\n")
	f.Add("[Source]\n\"Inner.Hello\" = \"1\"\n[Inner]\nHello = \"x\"\n")
	f.Add("Tag = 1\n[[Inner]]\n")
	f.Fuzz(func(t *testing.T, s string) {
		var v file
		if err := Decode([]byte(s), &v); err == nil && v.Copy != "" {
			t.Errorf("%q set a field tagged toml:\"-\"", s)
		}
		_, _ = Sources([]byte(s))
	})
}

// TestWithSourcesTwice: recording the sources again leaves the file as it
// was (the table's comment is not added again), and a file holding extra
// copies of the comment keeps one.
func TestWithSourcesTwice(t *testing.T) {
	en := map[string]string{"Tag": "en", "Inner.Hello": "hello {0}"}
	once := WithSources([]byte("Tag = \"xx\"\n\n[Inner]\nHello = \"hi {0}\"\n"), en)
	twice := WithSources(once, en)
	if !bytes.Equal(once, twice) {
		t.Errorf("the second update changed the file:\n%s\n---\n%s", once, twice)
	}
	if n := bytes.Count(once, []byte(sourceComment)); n != 1 {
		t.Errorf("%d copies of the comment:\n%s", n, once)
	}
	extra := bytes.Replace(once, []byte(sourceComment), []byte(sourceComment+"\n"+sourceComment+sourceComment), 1)
	if got := WithSources(extra, en); !bytes.Equal(got, once) {
		t.Errorf("extra comments kept:\n%s", got)
	}
}
