//go:build linux

package winetest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// ready names the file written once a prefix is fully prepared.
const ready = "tactus-winetest-ready"

// New finds wine and mingw-w64 (skipping the test, or failing it under
// TACTUS_INTEGRATION=1, when either is missing) and returns the shared
// prefix, preparing it on first use. Tests in several packages may call it
// at once: a lock file lets one prepare while the others wait.
func New(tb testing.TB) *Wine {
	tb.Helper()
	wine, err := exec.LookPath("wine")
	if err != nil {
		require(tb, "wine (Debian packages wine wine64)")
	}
	cc, err := exec.LookPath("x86_64-w64-mingw32-gcc")
	if err != nil {
		require(tb, "x86_64-w64-mingw32-gcc (Debian package gcc-mingw-w64-x86-64)")
	}
	prefix, err := prefixDir(wine)
	if err != nil {
		tb.Fatal(err)
	}
	w := &Wine{Prefix: prefix, wine: wine, cc: cc}
	if err := w.prepare(); err != nil {
		tb.Fatal(err)
	}
	return w
}

// prefixDir chooses the prefix folder: TACTUS_WINEPREFIX, or one per Wine
// version in the user's cache folder (the system's temporary folder when
// there is none).
func prefixDir(wine string) (string, error) {
	if p := os.Getenv("TACTUS_WINEPREFIX"); p != "" {
		return filepath.Abs(p)
	}
	out, err := exec.Command(wine, "--version").Output()
	if err != nil {
		return "", fmt.Errorf("winetest: wine --version: %w", err)
	}
	version := strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '-' {
			return r
		}
		return '_'
	}, strings.TrimSpace(string(out)))
	base, err := os.UserCacheDir()
	if err != nil {
		base = filepath.Join(os.TempDir(), fmt.Sprintf("tactus-%d", os.Getuid()))
	}
	return filepath.Join(base, "tactus", "winetest", version), nil
}

// prepare makes the prefix (wineboot) and installs the ProcessPrng stand-in
// in its system32, once, under an exclusive lock.
func (w *Wine) prepare() error {
	if _, err := os.Stat(filepath.Join(w.Prefix, ready)); err == nil {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(w.Prefix), 0o755); err != nil {
		return fmt.Errorf("winetest: %w", err)
	}
	lock, err := os.OpenFile(w.Prefix+".lock", os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return fmt.Errorf("winetest: %w", err)
	}
	defer lock.Close()
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX); err != nil {
		return fmt.Errorf("winetest: locking the prefix: %w", err)
	}
	if _, err := os.Stat(filepath.Join(w.Prefix, ready)); err == nil {
		return nil // another test prepared it while this one waited
	}
	boot := exec.Command(w.wine, "wineboot", "--init")
	boot.Env = append(w.Env(), "WINEARCH=win64", "WINEDLLOVERRIDES=mscoree,mshtml=")
	if out, err := boot.CombinedOutput(); err != nil {
		return fmt.Errorf("winetest: wineboot in %s: %w\n%s", w.Prefix, err, out)
	}
	system32 := filepath.Join(w.Prefix, "drive_c", "windows", "system32")
	if _, err := os.Stat(system32); err != nil {
		return fmt.Errorf("winetest: wineboot made no system32: %w", err)
	}
	tmp, err := os.MkdirTemp("", "winetest-dll-")
	if err != nil {
		return fmt.Errorf("winetest: %w", err)
	}
	defer os.RemoveAll(tmp)
	dll, err := buildDLL(w.cc, tmp, "bcryptprimitives", processPrng, []string{"ProcessPrng"})
	if err != nil {
		return err
	}
	data, err := os.ReadFile(dll)
	if err != nil {
		return fmt.Errorf("winetest: %w", err)
	}
	if err := os.WriteFile(filepath.Join(system32, "bcryptprimitives.dll"), data, 0o644); err != nil {
		return fmt.Errorf("winetest: %w", err)
	}
	if err := os.WriteFile(filepath.Join(w.Prefix, ready), nil, 0o644); err != nil {
		return fmt.Errorf("winetest: %w", err)
	}
	return nil
}
