package announce

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
		{Long, "long"},
		{Short, "short"},
		{Style(2), "Style(2)"},
		{Style(9), "Style(9)"},
		{Text, "text"},
		{Pause, "pause"},
		{Kind(9), "Kind(9)"},
		{CategoryOther, "other"},
		{CategoryMany, "many"},
		{Category(4), "Category(4)"},
	} {
		if got := tc.v.String(); got != tc.want {
			t.Errorf("%T(%d): got %q, want %q", tc.v, tc.v, got, tc.want)
		}
	}
}
