package announce

import (
	"testing"

	"github.com/tactuschess/tactus/rules"
)

// TestNationalVocabularies: each national vocabulary says Nf3, exd5 and
// O-O-O in its own words and hears them back with the letters spoken.
func TestNationalVocabularies(t *testing.T) {
	cases := []struct {
		vocab, nf3, exd5, long, heard string
	}{
		{"german", "Springer g eins f drei", "e vier schlägt d fünf", "lange Rochade", "Springer ge eins ef drei"},
		{"spanish", "Caballo g uno f tres", "e cuatro captura d cinco", "enroque largo", "caballo ge uno efe tres"},
		{"portuguese", "Cavalo g um f três", "e quatro captura d cinco", "roque grande", "Cavalo gê um efe tres"},
		{"slovak", "Jazdec g jeden f tri", "e štyri berie d päť", "veľká rošáda", "jazdec gé jedna ef tri"},
	}
	for _, c := range cases {
		v, err := LookupVocabulary(c.vocab)
		if err != nil {
			t.Fatal(err)
		}
		pos := rules.StartPosition()
		nf3 := uciMove(t, &pos, "g1f3")
		if got := v.Move(&pos, nf3, Long).String(); got != c.nf3 {
			t.Errorf("%s Nf3: %q, want %q", c.vocab, got, c.nf3)
		}
		h, err := NewHearer(v)
		if err != nil {
			t.Fatal(err)
		}
		if m, err := h.Hear(&pos, c.heard); err != nil || m != nf3 {
			t.Errorf("%s hears %q: %v %v", c.vocab, c.heard, m, err)
		}
		pos = position(t, "4k3/8/8/3p4/4P3/8/8/R3K3 w Q - 0 1")
		if got := v.Move(&pos, uciMove(t, &pos, "e4d5"), Long).String(); got != c.exd5 {
			t.Errorf("%s exd5: %q, want %q", c.vocab, got, c.exd5)
		}
		if got := v.Move(&pos, uciMove(t, &pos, "e1c1"), Long).String(); got != c.long {
			t.Errorf("%s O-O-O: %q, want %q", c.vocab, got, c.long)
		}
		for _, w := range v.Words() {
			if w.Lang != v.Lang || w.Lang == "" {
				t.Errorf("%s: %q has language %q", c.vocab, w.Text, w.Lang)
			}
		}
	}
}
