//go:build linux

package station

import (
	"testing"

	"github.com/tactuschess/tactus/internal/winetest"
)

// TestUnderWine runs the pairings tests built for Windows under Wine: the
// file is written through a temporary file renamed over the old one, with
// no folder sync (which Windows refuses), and read back after a restart.
func TestUnderWine(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the Windows tests under Wine")
	}
	winetest.New(t).RunTests(t, ".", "-test.run", "Pairings|ReplayAcrossRestart")
}
