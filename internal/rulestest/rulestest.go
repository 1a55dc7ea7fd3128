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
// Seed gives a randomized test its seed, fixed unless an environment
// variable names another, and says on failure how to repeat the run:
//
//	r := rand.New(rand.NewPCG(rulestest.Seed(t, "TACTUS_SEED", 1), 0))
//
// Test data is never looked for outside the repository: each package keeps
// its own in its testdata folder.
package rulestest

import (
	"os"
	"strconv"
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

// Seed returns the seed of a randomized test: the value of the environment
// variable env when it is set (a bad value fails the test), else def. A
// test that must be the same on every run passes a constant def; one that
// explores on purpose (the crash tests) may pass a seed from the time. The
// seed is logged, and a failing test's log ends with the line that repeats
// it.
func Seed(tb testing.TB, env string, def uint64) uint64 {
	tb.Helper()
	seed := def
	if v := os.Getenv(env); v != "" {
		var err error
		if seed, err = strconv.ParseUint(v, 10, 64); err != nil {
			tb.Fatalf("%s: %v", env, err)
		}
	}
	tb.Logf("seed %d", seed)
	tb.Cleanup(func() {
		if tb.Failed() {
			tb.Logf("seed %d: %s=%d repeats this run", seed, env, seed)
		}
	})
	return seed
}
