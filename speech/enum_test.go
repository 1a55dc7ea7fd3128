package speech_test

import (
	"testing"

	"github.com/tactuschess/tactus/speech"
)

// TestPriorityString checks the names and that a value out of range prints
// as out of range rather than as some other value.
func TestPriorityString(t *testing.T) {
	for _, tc := range []struct {
		p    speech.Priority
		want string
	}{
		{speech.Browse, "browse"},
		{speech.Clock, "clock"},
		{speech.Move, "move"},
		{speech.Priority(3), "Priority(3)"},
		{speech.Priority(9), "Priority(9)"},
	} {
		if got := tc.p.String(); got != tc.want {
			t.Errorf("Priority(%d): got %q, want %q", tc.p, got, tc.want)
		}
	}
}
