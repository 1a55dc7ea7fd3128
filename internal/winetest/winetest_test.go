package winetest_test

import (
	"context"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/internal/winetest"
)

// TestProgramStartsUnderWine checks that a Go program built for Windows starts under
// the prepared prefix (it needs the ProcessPrng stand-in for its random
// bytes), sees Windows, and can call a DLL built by BuildDLL.
func TestProgramStartsUnderWine(t *testing.T) {
	w := winetest.New(t)
	exe := winetest.Build(t, "./testdata/hello")
	dll := w.BuildDLL(t, "answer", "__declspec(dllexport) long long Answer(long long x) { return x * 7; }\n", []string{"Answer"})
	out, err := w.Command(context.Background(), exe, winetest.ToWindows(dll)).CombinedOutput()
	if err != nil {
		t.Fatalf("hello.exe under Wine: %v\n%s", err, out)
	}
	for _, want := range []string{"goos=windows", `home=""`, "answer=42"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// TestRunTestsUnderWine runs this package's Windows-only test under Wine.
func TestRunTestsUnderWine(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("already on Windows")
	}
	winetest.New(t).RunTests(t, ".", "-test.run", "^TestOnWindows$")
}

func TestToWindows(t *testing.T) {
	if got, want := winetest.ToWindows(filepath.FromSlash("/tmp/a b/c.exe")), `Z:\tmp\a b\c.exe`; runtime.GOOS != "windows" && got != want {
		t.Errorf("ToWindows = %q, want %q", got, want)
	}
}
