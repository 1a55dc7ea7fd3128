//go:build linux

package settings

import (
	"testing"

	"github.com/tactuschess/tactus/internal/winetest"
)

// TestUnderWine runs the config file's tests built for Windows under Wine:
// its place (%AppData%), saving through a renamed temporary file, loading;
// and the UI language from Windows's settings (a Spanish user).
func TestUnderWine(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the Windows tests under Wine")
	}
	winetest.New(t).RunTestsEnv(t, ".", []string{"LC_ALL=es_ES.UTF-8", "TACTUS_WANT_SYSTEM_UI=es"},
		"-test.run", "Path|Save|Load|File|LanguageFromWindows")
}
