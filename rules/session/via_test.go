package session

import (
	"errors"
	"testing"
)

// TestViaNames: every way an action comes is written as a word the
// journal reads back, the new game's clock waiting among them; an unknown
// word is refused.
func TestViaNames(t *testing.T) {
	for v := ViaNone; v < viaCount; v++ {
		got, err := ParseVia(v.String())
		if err != nil || got != v {
			t.Errorf("ParseVia(%q) = %v, %v; want %v", v.String(), got, err, v)
		}
	}
	if ViaBegin.String() != "begin" {
		t.Errorf("ViaBegin is written %q", ViaBegin.String())
	}
	for _, bad := range []string{"beginning", "arbiter", " begin", "press!"} {
		if _, err := ParseVia(bad); !errors.Is(err, ErrSyntax) {
			t.Errorf("ParseVia(%q): %v, want ErrSyntax", bad, err)
		}
	}
}
