package main

import (
	"os/exec"
	"path/filepath"
	"testing"
)

// builtTactus builds this program into a temporary folder and returns its
// path, for the tests and benchmarks that run it as a user would. It skips
// them where there is no go command to build with.
func builtTactus(tb testing.TB) string {
	tb.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		tb.Skip("no go command to build tactus with")
	}
	bin := filepath.Join(tb.TempDir(), "tactus")
	if out, err := exec.Command(goTool, "build", "-o", bin, ".").CombinedOutput(); err != nil {
		tb.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}
