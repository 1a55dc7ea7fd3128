package game

import (
	"strings"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/app/settings"
)

// TestSpokenWhole: an answer of several lines is said as one output whose
// phrase holds every line in order (APP.md, every channel is complete),
// long answers start with their count, and a move or a refusal is never
// folded into an answer.
func TestSpokenWhole(t *testing.T) {
	g, _ := testGame(t, func(s *settings.Settings) { s.Casual = true })
	for _, l := range []string{"e4", "e5"} {
		g.Do(l)
	}
	for _, tc := range []struct {
		line  string
		lead  string
		lines int
	}{
		{"board", "8 ranks.", 9},
		{"pieces", "", 12},
		{"help", "commands; an empty line stops the reading.", 0},
		{"score", "1 move.", 2},
	} {
		outs := g.Do(tc.line)
		if tc.lines > 0 && len(outs) != tc.lines {
			t.Fatalf("%s: %d lines, want %d:\n%s", tc.line, len(outs), tc.lines, texts(outs))
		}
		said := g.Spoken(outs)
		if len(said) != 1 || said[0].Kind != Answer {
			t.Fatalf("%s: said as %d outputs, want one", tc.line, len(said))
		}
		spoken := said[0].Phrase.String()
		at := 0
		for _, o := range outs {
			i := strings.Index(spoken[at:], strings.TrimSuffix(o.Text, "."))
			if i < 0 {
				t.Fatalf("%s: %q is not said after %q:\n%s", tc.line, o.Text, spoken[:at], spoken)
			}
			at += i
		}
		if tc.lead != "" && !strings.Contains(outs[0].Text, tc.lead) {
			t.Errorf("%s starts %q, want the count %q", tc.line, outs[0].Text, tc.lead)
		}
	}
	// the ranks are said in order, the eighth first
	said := g.Spoken(g.Do("board"))[0].Phrase.String()
	if i8, i1 := strings.Index(said, "Rank acht"), strings.Index(said, "Rank eins"); i8 < 0 || i1 < i8 {
		t.Errorf("the board is said %q", said)
	}
	// a move, its press and an answer after it stay apart
	outs := append(g.Do("Nf3"), g.Do("whose")...)
	outs = append(outs, g.Do("zz")...)
	said2 := g.Spoken(outs)
	if len(said2) != len(outs) {
		t.Errorf("%d outputs said as %d: %q", len(outs), len(said2), texts(said2))
	}
}
