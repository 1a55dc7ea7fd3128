//go:build linux

package setup

import (
	"testing"

	"github.com/tactuschess/tactus/internal/winetest"
)

// TestUnderWine runs speech/setup's tests built for Windows (cgo-free: oto
// on the default device, no malgo) under Wine, where there is no sound
// card: every path degrades to text, none hangs or fails. TestPrefersSpeechd
// and TestOrcaKeepsSpeechd are left out: their stand-in speech-dispatcher
// listens on a Unix socket, which Wine cannot make (and Orca is Linux's).
func TestUnderWine(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the Windows tests under Wine")
	}
	winetest.New(t).RunTests(t, ".", "-test.skip", "^(TestPrefersSpeechd|TestOrcaKeepsSpeechd)$")
}
