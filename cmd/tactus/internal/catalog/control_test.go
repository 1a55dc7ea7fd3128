package catalog

import (
	"errors"
	"testing"

	"github.com/tactuschess/tactus/rules/clock"
)

// TestControlWordsComplete: every language of the catalogue has a
// sentence for every reason a time control is refused and a name for
// every field (TestEveryMessage checks their placeholders).
func TestControlWordsComplete(t *testing.T) {
	for _, u := range All() {
		for r := clock.ControlEmpty; r < clock.NumControlReasons; r++ {
			if u.Control.Reasons[r] == "" {
				t.Errorf("%s: no sentence for reason %d", u.Tag, r)
			}
		}
		for f := clock.FieldMoves; f < clock.NumControlFields; f++ {
			if u.Control.Fields[f] == "" {
				t.Errorf("%s: no name for field %d", u.Tag, f)
			}
		}
	}
}

// TestControlProblem: a refused control is said from its reason, naming
// the part at fault only when it is not all that was typed, and the
// period only when there are several.
func TestControlProblem(t *testing.T) {
	for _, tc := range []struct {
		lang, control, want string
	}{
		{"en", "90x", "write hours, minutes and seconds as h, m and s, largest first (1h30m, 90s)"},
		{"en", "0/90m", `move count "0": must be at least 1`},
		{"en", "abc", "want a number"},
		{"en", "40/90m+x", `"x": want a number`},
		{"en", "40/90m+30s, 30m, 5m", "period 2: the rest of the game must be the last period"},
		{"en", "40/5400+30:x", `period 2: seconds "x": want a number`},
		{"en", "90m+2h", "time per move 2h0m0s not in 1s..1h0m0s"},
		{"en", "", "empty"},
		{"de", "40/90m+30s, 30m, 5m", "Periode 2: der Rest der Partie muss die letzte Periode sein"},
		{"sk", "0/90m", `počet ťahov "0": musí byť aspoň 1`},
	} {
		_, err := clock.Parse(tc.control)
		var ce *clock.ControlError
		if !errors.As(err, &ce) {
			t.Fatalf("%q: %v", tc.control, err)
		}
		u, err := Lookup(tc.lang)
		if err != nil {
			t.Fatal(err)
		}
		if got := u.ControlProblem(tc.control, ce); got != tc.want {
			t.Errorf("%s %q: %q, want %q", tc.lang, tc.control, got, tc.want)
		}
	}
}
