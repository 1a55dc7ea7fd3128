package main

import (
	"errors"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/malgo"
	"github.com/tactuschess/tactus/speech/oto"
)

// TestAudioDevicesTellsWhatTheBuildCan: a build without malgo (no cgo)
// that plays through oto (macOS, Windows) says it plays on the default
// device only, and succeeds; one with neither says it has no sound output;
// neither claims there is no sound when oto plays.
func TestAudioDevicesTellsWhatTheBuildCan(t *testing.T) {
	_, listErr := malgo.Devices("")
	if !errors.Is(listErr, speech.ErrNotInBuild) {
		t.Skip("this build lists devices through malgo")
	}
	status, out, errOut := runSayCLI(t, "audio", "devices")
	switch {
	case oto.InBuild:
		if status != 0 || out != "This build of tactus plays on the default device only.\n" {
			t.Errorf("status %d, out %q, stderr %q; want the default device only", status, out, errOut)
		}
		if why := soundProblem(listErr); !strings.Contains(why, "default device only") {
			t.Errorf("soundProblem = %q, want the default device only", why)
		}
	default:
		if status == 0 || !strings.Contains(errOut, "no sound output") {
			t.Errorf("status %d, stderr %q; want no sound output", status, errOut)
		}
	}
}
