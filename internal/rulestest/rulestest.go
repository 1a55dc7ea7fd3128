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
// Test data lives in each package's own testdata folder; SharedDir, which
// finds the older ../shared/testdata beside the repository, remains only
// until its last users have their own copies.
package rulestest

import (
	"os"
	"path/filepath"
	"testing"
)

// SharedDir returns the absolute path of ../shared/testdata relative to the
// repository root (the directory holding go.mod, found by walking up from
// the working directory). The test is skipped with a message when the folder
// is absent, unless TACTUS_INTEGRATION=1, in which case it fails.
func SharedDir(tb testing.TB) string {
	tb.Helper()
	dir, err := os.Getwd()
	if err != nil {
		tb.Fatalf("rulestest: working directory: %v", err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			tb.Fatalf("rulestest: no go.mod above the working directory")
		}
		dir = parent
	}
	shared := filepath.Join(filepath.Dir(dir), "shared", "testdata")
	if _, err := os.Stat(shared); err != nil {
		Require(tb, "shared test data at "+shared)
	}
	return shared
}

// Require skips the test, saying what is missing — or fails it when
// TACTUS_INTEGRATION=1, where every component is expected to be installed.
func Require(tb testing.TB, what string) {
	tb.Helper()
	if os.Getenv("TACTUS_INTEGRATION") == "1" {
		tb.Fatalf("missing %s (TACTUS_INTEGRATION=1 requires it)", what)
	}
	tb.Skipf("skipping: missing %s (set up by .ci/run)", what)
}
