//go:build windows

package screenreader

import (
	"errors"
	"os"
	"testing"
)

// TestCOMUnderWine drives the COM plumbing (go-ole on a thread of its
// own) where neither JAWS nor a real SAPI voice is: JAWS is not there, and
// the SAPI voice Wine has is created, called and released without harm.
func TestCOMUnderWine(t *testing.T) {
	if os.Getenv("TACTUS_WINE_NVDA") != "1" {
		t.Skip("skipping: run under Wine by TestNVDAUnderWine (a Windows machine may have JAWS)")
	}
	if _, _, err := OpenJAWS(); !errors.Is(err, ErrNotRunning) {
		t.Errorf("OpenJAWS without JAWS: %v, want ErrNotRunning", err)
	}
	api, closer, err := OpenSAPI()
	if err != nil {
		t.Logf("no SAPI voice under Wine: %v", err)
		if !errors.Is(err, ErrNotRunning) {
			t.Errorf("OpenSAPI: %v, want ErrNotRunning", err)
		}
		return
	}
	// Wine's SAPI may not speak; the calls must answer, not hang or crash
	t.Logf("SetRate: %v; Speak: %v; Stop: %v", api.SetRate(3), api.Speak("Springer", true), api.Stop())
	if err := closer(); err != nil {
		t.Error(err)
	}
}
