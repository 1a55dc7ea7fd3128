package atomicfile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// leftovers returns the temporary files Write may have left in dir.
func leftovers(t *testing.T, dir string) []string {
	t.Helper()
	left, err := filepath.Glob(filepath.Join(dir, ".*.tmp"))
	if err != nil {
		t.Fatal(err)
	}
	return left
}

func TestWriteReplaces(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.pgn")
	for _, data := range []string{"first", "second, longer", ""} {
		if err := Write(path, []byte(data), 0o600); err != nil {
			t.Fatal(err)
		}
		if got, err := os.ReadFile(path); err != nil || string(got) != data {
			t.Errorf("read %q, %v; want %q", got, err, data)
		}
	}
	if left := leftovers(t, dir); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

func TestWritePermissions(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("Windows files have no Unix permission bits")
	}
	dir := t.TempDir()
	for _, perm := range []os.FileMode{0o600, 0o644} {
		path := filepath.Join(dir, perm.String())
		if err := Write(path, []byte("x"), perm); err != nil {
			t.Fatal(err)
		}
		fi, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode().Perm() != perm {
			t.Errorf("%s has mode %v, want %v", path, fi.Mode().Perm(), perm)
		}
	}
}

// A missing folder or a file where the folder should be is an error that
// wraps the system's, and leaves nothing behind.
func TestWriteBadFolder(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	if err := os.WriteFile(file, []byte("kept"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{filepath.Join(dir, "missing", "x.pgn"), filepath.Join(file, "x.pgn")} {
		err := Write(path, []byte("data"), 0o600)
		if err == nil {
			t.Errorf("Write(%s) succeeded", path)
			continue
		}
		var pe *fs.PathError
		if !errors.As(err, &pe) {
			t.Errorf("Write(%s): %v wraps no *fs.PathError", path, err)
		}
	}
	if got, _ := os.ReadFile(file); string(got) != "kept" {
		t.Errorf("the file became %q", got)
	}
	if left := leftovers(t, dir); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// A rename that fails (a folder is in the way) removes the temporary file
// and leaves what was at path.
func TestWriteRenameFails(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.pgn")
	if err := os.MkdirAll(filepath.Join(path, "inside"), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := Write(path, []byte("data"), 0o600); err == nil {
		t.Fatal("Write over a folder succeeded")
	}
	if fi, err := os.Stat(path); err != nil || !fi.IsDir() {
		t.Errorf("the folder in the way is gone: %v", err)
	}
	if left := leftovers(t, dir); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// A folder that may not be written to gives an error wrapping
// fs.ErrPermission, and the old file stays.
func TestWritePermissionDenied(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("a read-only folder does not stop writes on Windows")
	}
	if os.Geteuid() == 0 {
		t.Skip("root writes into a read-only folder")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "config.toml")
	if err := Write(path, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o500); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(dir, 0o700) })
	err := Write(path, []byte("new"), 0o600)
	if !errors.Is(err, fs.ErrPermission) {
		t.Errorf("Write into a read-only folder: %v, want fs.ErrPermission", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "old" {
		t.Errorf("the file became %q", got)
	}
	if left := leftovers(t, dir); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}
