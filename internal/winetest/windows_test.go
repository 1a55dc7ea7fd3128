package winetest_test

import (
	"os"
	"testing"
)

// TestOnWindows is what TestRunTestsUnderWine runs under Wine: a test binary built
// for Windows finds its package's folder as its working folder.
func TestOnWindows(t *testing.T) {
	if _, err := os.Stat("testdata/hello/main.go"); err != nil {
		t.Fatalf("testdata not found from the working folder: %v", err)
	}
}
