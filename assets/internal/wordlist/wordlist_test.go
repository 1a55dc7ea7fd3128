package wordlist

import (
	"errors"
	"testing"
)

func TestParse(t *testing.T) {
	got, err := Parse("# comment\n\nde\tKoenig\tKönig\r\nen-us\tmoves played\nen-us\tKoenig\n")
	if err != nil {
		t.Fatal(err)
	}
	want := []Entry{{"de", "de", "Koenig", "König", "koenig"}, {"en-us", "en", "moves played", "moves played", "moves-played"},
		{"en-us", "en", "Koenig", "Koenig", "koenig"}}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Fatalf("got %+v", got)
	}
}

func TestParseBad(t *testing.T) {
	for name, in := range map[string]string{
		"one field":     "de\n",
		"four fields":   "de\ta\tb\tc\n",
		"no voice":      "\tword\n",
		"bad voice":     "de de\tword\n",
		"option voice":  "-w\tword\n",
		"empty word":    "de\t!!\n",
		"empty spoken":  "de\tword\t \n",
		"option text":   "de\tx\t--help\n",
		"duplicate":     "de\tKoenig\nde\tKönig\n",
		"same language": "en-us\tone\nen-gb\tone\n",
	} {
		if _, err := Parse(in); !errors.Is(err, ErrWordList) {
			t.Errorf("%s: err = %v", name, err)
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add("de\tKoenig\tKönig\nen-us\tone\n")
	f.Fuzz(func(t *testing.T, in string) {
		entries, err := Parse(in)
		if err != nil {
			return
		}
		for _, e := range entries {
			if e.Key == "" || e.Key != Key(e.Text) || Key(e.Key) != e.Key {
				t.Fatalf("bad key in %+v", e)
			}
		}
	})
}
