//go:build linux

package catalog

import (
	"testing"

	"github.com/tactuschess/tactus/internal/winetest"
)

// TestUnderWine runs System built for Windows under Wine as a Spanish
// user (Wine takes its language from LC_ALL): Windows's display language
// gives the Spanish UI.
func TestUnderWine(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the Windows tests under Wine")
	}
	winetest.New(t).RunTestsEnv(t, ".", []string{"LC_ALL=es_ES.UTF-8", "TACTUS_WANT_SYSTEM_UI=es"}, "-test.run", "SystemOnWindows")
}
