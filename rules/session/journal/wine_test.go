//go:build linux

package journal

import (
	"testing"

	"github.com/tactuschess/tactus/internal/winetest"
)

// TestUnderWine runs this package's tests built for Windows under Wine:
// the LockFileEx one-writer lock (in one process and across two), Create
// leaving no temporary file beside the game and needing no folder sync,
// torn lines kept aside, and the Documents folder.
func TestUnderWine(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the Windows tests under Wine")
	}
	winetest.New(t).RunTests(t, ".", "-test.run", "Create|OneWriter|Dir|Open|Torn|Garbage|Salvage|Damage")
}
