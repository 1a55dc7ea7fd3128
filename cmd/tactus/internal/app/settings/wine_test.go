//go:build linux

package settings

import (
	"testing"

	"github.com/tactuschess/tactus/internal/winetest"
)

// TestUnderWine runs the config file's tests built for Windows under Wine:
// its place (%AppData%), saving through a renamed temporary file, loading.
func TestUnderWine(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the Windows tests under Wine")
	}
	winetest.New(t).RunTests(t, ".", "-test.run", "Path|Save|Load|File")
}
