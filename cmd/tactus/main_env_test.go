package main

import (
	"os"
	"testing"
)

// TestMain clears the locale, so that every test of the command reads the
// same English whatever language the machine running it speaks; a test
// that wants another language says so with --ui or t.Setenv.
func TestMain(m *testing.M) {
	for _, k := range []string{"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"} {
		os.Unsetenv(k)
	}
	os.Exit(m.Run())
}
