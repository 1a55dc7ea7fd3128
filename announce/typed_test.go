package announce

import (
	"errors"
	"testing"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// A typed line is a move in the notation, else in Appendix D words; the
// reason it is neither is the notation's when the notation understood it,
// the words' when they did, ErrNeither when nothing did.
func TestReadTyped(t *testing.T) {
	start := rules.StartPosition()
	for _, c := range []struct {
		text string
		lang notation.Language
		uci  string
		err  error
	}{
		{"e4", notation.English, "e2e4", nil},
		{"Sf3", notation.German, "g1f3", nil},
		{"Nf3", notation.German, "g1f3", nil}, // English letters besides
		{"g1f3", notation.English, "g1f3", nil},
		{"Springer Felix drei", notation.German, "g1f3", nil},
		{"Eva vier", notation.German, "e2e4", nil},
		{"e5", notation.English, "", notation.ErrNoSuchMove}, // understood, illegal
		{"Eva fuenf", notation.German, "", ErrNoSuchMove},    // words, illegal
		{"Springer", notation.German, "", ErrIncomplete},     // words, no square
		{"hello", notation.English, "", ErrNeither},          // no known word
		{"", notation.English, "", ErrNeither},               // nothing
		{"zz99", notation.English, "", ErrNeither},           // not a move
	} {
		pos := start
		m, err := ReadTyped(&pos, c.text, c.lang)
		if c.err != nil {
			if !errors.Is(err, c.err) {
				t.Errorf("%q: error %v, want %v", c.text, err, c.err)
			}
			continue
		}
		if err != nil || pos.UCI(m) != c.uci {
			t.Errorf("%q: %v %v, want %s", c.text, pos.UCI(m), err, c.uci)
		}
	}
}
