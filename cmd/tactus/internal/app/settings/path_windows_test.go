package settings

import (
	"os"
	"path/filepath"
	"testing"
)

// TestPathOnWindows: with no XDG_CONFIG_HOME and no HOME, the config file
// goes where os.UserConfigDir says: %AppData%\tactus.
func TestPathOnWindows(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", "")
	t.Setenv("HOME", "")
	dir, err := os.UserConfigDir()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := Path(os.Getenv), filepath.Join(dir, "tactus", "config.toml"); got != want {
		t.Errorf("Path = %q, want %q", got, want)
	}
}
