package catalog

import (
	"os"
	"testing"
)

// TestSystemOnWindows: Windows names the user's display language, and
// For takes it. The Linux test that runs this under Wine sets Wine's
// language through LC_ALL and names the UI it expects in
// TACTUS_WANT_SYSTEM_UI.
func TestSystemOnWindows(t *testing.T) {
	tags := System()
	if len(tags) == 0 {
		t.Fatal("System() names no language")
	}
	if want := os.Getenv("TACTUS_WANT_SYSTEM_UI"); want != "" {
		if got := For(tags...).Tag; got != want {
			t.Errorf("For(System()) = %s (from %q), want %s", got, tags, want)
		}
	}
}
