package braille

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
		{LineLastMove, "last move"},
		{LineMessage, "message"},
		{LineKind(7), "LineKind(7)"},
		{LineKind(-1), "LineKind(-1)"},
		{Rejected, "rejected"},
		{Cleared, "cleared"},
		{SelectEventKind(4), "SelectEventKind(4)"},
		{SelectEventKind(-2), "SelectEventKind(-2)"},
	} {
		if got := tc.v.String(); got != tc.want {
			t.Errorf("%T(%d): got %q, want %q", tc.v, tc.v, got, tc.want)
		}
	}
}
