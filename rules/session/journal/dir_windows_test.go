package journal

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDirOnWindows: with no XDG_DATA_HOME and no HOME (Windows sets none),
// the journals go to the user's Documents\tactus.
func TestDirOnWindows(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", "")
	t.Setenv("HOME", "")
	d, err := Dir(os.Getenv)
	if err != nil {
		t.Fatal(err)
	}
	if !filepath.IsAbs(d) || !strings.EqualFold(filepath.Base(filepath.Dir(d)), "Documents") || filepath.Base(d) != "tactus" {
		t.Errorf("Dir = %q, want the Documents folder's tactus", d)
	}
}
