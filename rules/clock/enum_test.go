package clock

import (
	"fmt"
	"testing"
)

// TestEnumStrings checks that every enum prints its name, and a value out
// of range prints as out of range rather than as some other value.
func TestEnumStrings(t *testing.T) {
	for _, tc := range []struct {
		v    fmt.Stringer
		want string
	}{
		{NotStarted, "not started"},
		{Running, "running"},
		{Paused, "paused"},
		{Stopped, "stopped"},
		{State(4), "State(4)"},
		{State(5), "State(5)"},
		{NoOutcome, "no outcome"},
		{WhiteWins, "white wins"},
		{BlackWins, "black wins"},
		{Draw, "draw"},
		{PlayOn, "play on"},
		{Outcome(5), "Outcome(5)"},
		{Outcome(6), "Outcome(6)"},
		{Standard, "standard"},
		{Rapid, "rapid"},
		{Blitz, "blitz"},
		{Class(3), "Class(3)"},
		{Class(9), "Class(9)"},
	} {
		if got := tc.v.String(); got != tc.want {
			t.Errorf("%T(%d): got %q, want %q", tc.v, tc.v, got, tc.want)
		}
	}
}
