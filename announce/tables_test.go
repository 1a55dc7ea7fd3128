package announce

import (
	"testing"

	"github.com/tactuschess/tactus/rules"
)

// A caller's edit of a table it was handed changes no later announcement.
func TestTablesAreCopies(t *testing.T) {
	pos := rules.StartPosition()
	m, err := pos.ParseUCI("g1f3")
	if err != nil {
		t.Fatal(err)
	}
	want := AppendixD().Move(&pos, m, Long).String()

	v := AppendixD()
	v.Files[5].Text, v.Pieces[rules.Knight].Text = "XX", "YY"
	v.Files[2].Variants[0] = "ZZ"
	for _, w := range Vocabularies() {
		w.Files[6].Text = "QQ"
		w.Fillers = append(w.Fillers[:0], "junk")
	}
	if w, _ := LookupVocabulary("appendix-d"); w != nil {
		w.Ranks[0].Text = "RR"
	}
	if got := AppendixD().Move(&pos, m, Long).String(); got != want {
		t.Fatalf("after editing handed-out tables: %q, want %q", got, want)
	}
	if AppendixD().Files[2].Variants[0] == "ZZ" {
		t.Fatal("a variant edit leaked into the package's table")
	}

	l := English()
	l.Sides[0] = "Weiss"
	for _, x := range Languages() {
		x.Seconds.Other = "secs"
	}
	if e := English(); e.Sides[0] != "White" || e.Seconds.Other != "seconds" {
		t.Fatalf("a language edit leaked: %+v", e.Sides)
	}
}
