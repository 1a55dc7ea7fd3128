// Package rulestest holds helpers shared by tactus's tests.
//
// Require skips a test that needs something outside the repository (a
// program, a sound card) when it is missing, and fails it instead under
// TACTUS_INTEGRATION=1, where everything is expected to be installed:
//
//	if _, err := exec.LookPath("espeak-ng"); err != nil {
//		rulestest.Require(t, "espeak-ng (Debian package espeak-ng)")
//	}
//
// Test data is never looked for outside the repository: each package keeps
// its own in its testdata folder.
package rulestest

import (
	"os"
	"testing"
)

// Require skips the test, saying what is missing — or fails it when
// TACTUS_INTEGRATION=1, where every component is expected to be installed.
func Require(tb testing.TB, what string) {
	tb.Helper()
	if os.Getenv("TACTUS_INTEGRATION") == "1" {
		tb.Fatalf("missing %s (TACTUS_INTEGRATION=1 requires it)", what)
	}
	tb.Skipf("skipping: missing %s (set up by .ci/run)", what)
}
