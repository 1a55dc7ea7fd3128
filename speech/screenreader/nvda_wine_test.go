//go:build !windows

package screenreader

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/internal/winetest"
)

// TestNVDAUnderWine builds the stand-in controller client
// (testdata/nvdastub.c) with mingw, places it beside this package's tests
// built for Windows, and runs the Windows NVDA tests under Wine: what
// tactus sends NVDA through the real DLL boundary (words, marks, cancels,
// priorities, the Braille message), and what it does when NVDA is absent,
// old, or fails mid-game; and the COM plumbing of JAWS and SAPI.
func TestNVDAUnderWine(t *testing.T) {
	w := winetest.New(t)
	src, err := os.ReadFile("testdata/nvdastub.c")
	if err != nil {
		t.Fatal(err)
	}
	dll := w.BuildDLL(t, "nvdaControllerClient", string(src), []string{
		"nvdaController_testIfRunning", "nvdaController_speakText", "nvdaController_cancelSpeech",
		"nvdaController_brailleMessage", "nvdaController_speakSsml", "nvdaController_setOnSsmlMarkReachedCallback"})
	exe := winetest.TestBinary(t, ".")
	b, err := os.ReadFile(dll)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(filepath.Dir(exe), ClientDLL), b, 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []string{"TestNVDADLL", "TestNVDAOnlyFromOwnFolder", "TestDetectNVDA", "TestCOMUnderWine", "TestOpenNVDA"}
	cmd := w.Command(context.Background(), exe, "-test.v", "-test.run", "^("+strings.Join(tests, "|")+")$")
	cmd.Env = append(cmd.Env, "TACTUS_WINE_NVDA=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the NVDA tests failed under Wine: %v\n%s", err, out)
	}
	for _, name := range tests {
		if !strings.Contains(string(out), "--- PASS: "+name+" ") {
			t.Errorf("%s did not pass under Wine:\n%s", name, out)
		}
	}
	t.Logf("under Wine:\n%s", out)
}
