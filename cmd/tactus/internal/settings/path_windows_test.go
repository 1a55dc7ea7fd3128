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

// TestLanguageFromWindows: with none of LANGUAGE, LC_ALL, LC_MESSAGES and
// LANG set (Windows sets none), the UI language is the user's Windows
// display language; the Linux test running this under Wine makes the user
// Spanish and names the UI in TACTUS_WANT_SYSTEM_UI. A UI setting wins.
func TestLanguageFromWindows(t *testing.T) {
	want := os.Getenv("TACTUS_WANT_SYSTEM_UI")
	for _, k := range []string{"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"} {
		t.Setenv(k, "")
	}
	if want != "" {
		if got := (&Settings{}).Language(os.Getenv).Tag; got != want {
			t.Errorf("Language = %s, want %s from Windows's settings", got, want)
		}
	}
	if got := (&Settings{UI: "sk"}).Language(os.Getenv).Tag; got != "sk" {
		t.Errorf("Language with ui = sk: %s", got)
	}
}
