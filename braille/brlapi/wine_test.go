//go:build linux

package brlapi

import (
	"testing"

	"github.com/tactuschess/tactus/internal/winetest"
)

// TestUnderWine runs the address and dialing tests built for Windows under
// Wine: ":N" dials BRLTTY's named pipe \\.\pipe\BrlAPI<N>, with deadlines.
func TestUnderWine(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the Windows tests under Wine")
	}
	winetest.New(t).RunTests(t, ".", "-test.run", "Pipe|Address|Dial")
}
