package winetest

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/internal/rulestest"
)

// Wine is a prepared Wine prefix: the programs it runs have Go's
// ProcessPrng available and print no Wine debugging noise.
type Wine struct {
	// Prefix is the WINEPREFIX folder (its drive_c is the Windows C:).
	Prefix string
	wine   string
	cc     string
}

// require skips the test, saying what is missing, or fails it under
// TACTUS_INTEGRATION=1 (rulestest.Require).
func require(tb testing.TB, what string) {
	tb.Helper()
	rulestest.Require(tb, what)
}

// Env returns the environment for a program run under this prefix: the
// current one with WINEPREFIX and WINEDEBUG=-all set.
func (w *Wine) Env() []string {
	env := make([]string, 0, len(os.Environ())+2)
	for _, kv := range os.Environ() {
		if strings.HasPrefix(kv, "WINEPREFIX=") || strings.HasPrefix(kv, "WINEDEBUG=") {
			continue
		}
		env = append(env, kv)
	}
	return append(env, "WINEPREFIX="+w.Prefix, "WINEDEBUG=-all")
}

// Command returns a command running the Windows program exe (a path on
// this machine) under Wine with args. Set its Dir, Stdin and Env as for any
// command; keep Env built from w.Env.
func (w *Wine) Command(ctx context.Context, exe string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, w.wine, append([]string{exe}, args...)...)
	cmd.Env = w.Env()
	return cmd
}

// CC returns the path of the mingw-w64 C compiler for 64-bit Windows.
func (w *Wine) CC() string { return w.cc }

// BuildDLL compiles the C source csrc into a Windows DLL named name (with
// .dll), exporting the names listed in exports, in a temporary folder, and
// returns its path. Extra arguments go to the compiler (libraries, say).
func (w *Wine) BuildDLL(tb testing.TB, name, csrc string, exports []string, extra ...string) string {
	tb.Helper()
	dir := tb.TempDir()
	path, err := buildDLL(w.cc, dir, name, csrc, exports, extra...)
	if err != nil {
		tb.Fatal(err)
	}
	return path
}

// ToWindows returns the Windows path Wine gives the local absolute path p
// (through its Z: drive, which maps the root folder).
func ToWindows(p string) string {
	return `Z:` + strings.ReplaceAll(filepath.ToSlash(p), "/", `\`)
}

// Build cross-builds the Go program pkg (an import path or a ./ path from
// the test's folder) for windows/amd64 without cgo and returns the path of
// the .exe in a temporary folder. Extra arguments go to go build (-tags …).
func Build(tb testing.TB, pkg string, extra ...string) string {
	tb.Helper()
	name := filepath.Base(pkg)
	if abs, err := filepath.Abs(pkg); err == nil && strings.HasPrefix(pkg, ".") {
		name = filepath.Base(abs) // "." is the folder's program
	}
	exe := filepath.Join(tb.TempDir(), name+".exe")
	args := append([]string{"build", "-o", exe}, extra...)
	goCommand(tb, append(args, pkg)...)
	return exe
}

// TestBinary cross-builds the tests of package pkg for windows/amd64 without
// cgo (go test -c) and returns the .exe's path in a temporary folder.
func TestBinary(tb testing.TB, pkg string, extra ...string) string {
	tb.Helper()
	exe := filepath.Join(tb.TempDir(), "test.exe")
	args := append([]string{"test", "-c", "-o", exe}, extra...)
	goCommand(tb, append(args, pkg)...)
	return exe
}

// deleteFallback is added to Go's internal/syscall/windows (through go
// build -overlay) in every build for Wine: Go 1.26 deletes files with
// FileDispositionInformationEx, which Wine 8.0 answers "not implemented"
// (os.RemoveAll, and so every t.TempDir cleanup, fails with "Invalid
// function"); the fallback Go keeps for older Windows works under Wine.
const deleteFallback = "package windows\n\nfunc init() { TestDeleteatFallback = true }\n"

func goCommand(tb testing.TB, args ...string) {
	tb.Helper()
	gotool, err := exec.LookPath("go")
	if err != nil {
		require(tb, "the go command")
	}
	goroot, err := exec.Command(gotool, "env", "GOROOT").Output()
	if err != nil {
		tb.Fatalf("winetest: go env GOROOT: %v", err)
	}
	dir := tb.TempDir()
	src := filepath.Join(dir, "deletefallback.go")
	target := filepath.Join(strings.TrimSpace(string(goroot)), "src", "internal", "syscall", "windows", "zz_winetest_deletefallback.go")
	overlay, err := json.Marshal(map[string]map[string]string{"Replace": {target: src}})
	if err != nil {
		tb.Fatal(err)
	}
	if err := os.WriteFile(src, []byte(deleteFallback), 0o644); err != nil {
		tb.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "overlay.json"), overlay, 0o644); err != nil {
		tb.Fatal(err)
	}
	args = append([]string{args[0], "-overlay", filepath.Join(dir, "overlay.json")}, args[1:]...)
	cmd := exec.Command(gotool, args...)
	cmd.Env = append(os.Environ(), "GOOS=windows", "GOARCH=amd64", "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		tb.Fatalf("winetest: go %s: %v\n%s", strings.Join(args, " "), err, out)
	}
}

// RunTests cross-builds the tests of the package in folder dir (usually
// ".", the calling test's own package) and runs them under Wine in that
// folder, so testdata is found; args go to the test binary (-test.run …).
// The test fails, with the binary's output, when any Windows test fails.
func (w *Wine) RunTests(tb testing.TB, dir string, args ...string) {
	tb.Helper()
	w.RunTestsEnv(tb, dir, nil, args...)
}

// RunTestsEnv is RunTests with env (KEY=value) added to the environment
// of Wine and the test binary (Wine passes it on): LC_ALL=de_DE.UTF-8, say,
// gives Windows programs a German user.
func (w *Wine) RunTestsEnv(tb testing.TB, dir string, env []string, args ...string) {
	tb.Helper()
	abs, err := filepath.Abs(dir)
	if err != nil {
		tb.Fatal(err)
	}
	exe := TestBinary(tb, abs)
	cmd := w.Command(context.Background(), exe, append([]string{"-test.v"}, args...)...)
	cmd.Dir = abs
	cmd.Env = append(cmd.Env, env...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		tb.Fatalf("winetest: the Windows tests in %s failed under Wine: %v\n%s", dir, err, out)
	}
	if strings.Contains(string(out), "testing: warning: no tests to run") {
		tb.Fatalf("winetest: no Windows test in %s matched %v", dir, args)
	}
	tb.Logf("under Wine:\n%s", out)
}
