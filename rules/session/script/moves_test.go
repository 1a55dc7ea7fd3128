package script_test

import (
	"testing"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
	"github.com/tactuschess/tactus/rules/session/script"
)

// TestReadMoveWords: a move the notation language does not read is read by
// the Words the runner gives (Appendix D words through announce.Hear), and
// without Words it is refused: the script package hears no words itself.
func TestReadMoveWords(t *testing.T) {
	pos := rules.StartPosition()
	tests := []struct {
		text  string
		words func(*rules.Position, string) (rules.Move, error)
		want  string // "" when refused
	}{
		{"e4", nil, "e2e4"},
		{"Nf3", announce.Hear, "g1f3"},
		{"Eva zwei Eva vier", announce.Hear, "e2e4"},
		{"Springer Gustav eins Felix drei", announce.Hear, "g1f3"},
		{"Eva zwei Eva vier", nil, ""},
		{"Eva zwei Eva fuenf", announce.Hear, ""},
	}
	for _, tt := range tests {
		got, err := script.ReadMove(pos, tt.text, script.Moves{Lang: notation.English, Words: tt.words})
		if tt.want == "" && err == nil {
			t.Errorf("%q (words %t): read as %s, want refused", tt.text, tt.words != nil, got)
		}
		if tt.want != "" && (err != nil || got != tt.want) {
			t.Errorf("%q (words %t): %q, %v; want %s", tt.text, tt.words != nil, got, err, tt.want)
		}
	}
}
