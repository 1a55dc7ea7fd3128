//go:build !linux

package winetest

import "testing"

// New skips the test: Wine tests run on Linux machines only (Windows runs
// the Windows tests directly).
func New(tb testing.TB) *Wine {
	tb.Helper()
	tb.Skip("skipping: Wine tests run on Linux only")
	return nil
}
