package game

import (
	"strings"
	"testing"

	"github.com/tactuschess/tactus/speech/screenreader"
)

// TestMoveFirstForScreenReader: with a screen reader (whose Braille
// display shows the start of a line), a move's line starts with the move,
// in the UI language; without one the lines stay as they were (issue 23:
// short, the move first).
func TestMoveFirstForScreenReader(t *testing.T) {
	for _, tc := range []struct {
		reader screenreader.Kind
		ui     string
		want   []string
	}{
		{screenreader.NVDA, "en", []string{"Eva zwei Eva vier (white).", "David zwei David vier (white, corrected).", "Eva sieben Eva fuenf (black)."}},
		{screenreader.JAWS, "de", []string{"Eva zwei Eva vier (Weiß).", "David zwei David vier (Weiß, korrigiert)."}},
		{screenreader.None, "en", []string{"White announces: Eva zwei Eva vier.", "White corrects the announcement: David zwei David vier."}},
	} {
		t.Run(string(tc.reader)+" "+tc.ui, func(t *testing.T) {
			st := newStation(t)
			st.set.AutoPress, st.set.UI, st.reader = false, tc.ui, tc.reader
			out, err := st.run(NewGame, "e4\ncorrect d4\npress\ne5\n")
			if err != nil {
				t.Fatalf("Run: %v", err)
			}
			lines := strings.Split(out, "\n")
			for _, want := range tc.want {
				found := false
				for _, l := range lines {
					found = found || strings.EqualFold(l, want)
				}
				if !found {
					t.Errorf("no line %q in:\n%s", want, out)
				}
			}
		})
	}
}
