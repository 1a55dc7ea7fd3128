package main

import (
	"archive/tar"
	"archive/zip"
	"compress/gzip"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// root is the repository's root, seen from this package's folder.
const root = "../.."

// TestNoticesCoverEveryLinkedModule: THIRD_PARTY_NOTICES, as committed,
// has a section for every module `go list -deps ./cmd/tactus` links on
// every release target, and for Go itself, and is what the tool writes
// today (else: go run ./cmd/release -notices).
func TestNoticesCoverEveryLinkedModule(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list for every target")
	}
	data, err := os.ReadFile(filepath.Join(root, NoticesFile))
	if err != nil {
		t.Fatal(err)
	}
	committed := string(data)
	titles := map[string]bool{}
	for _, line := range strings.Split(committed, "\n") {
		titles[line] = true
	}
	if !titles["Go (runtime and standard library)"] {
		t.Error("no section for Go's runtime and standard library")
	}
	targets := Targets(runtime.GOOS, runtime.GOARCH)
	for _, tg := range targets {
		mods, err := LinkedModules(context.Background(), root, tg)
		if err != nil {
			t.Fatal(err)
		}
		if len(mods) == 0 {
			t.Fatalf("%s links no module", tg)
		}
		for _, m := range mods {
			if !titles[m.Path+" "+m.Version] {
				t.Errorf("%s links %s %s, which has no section", tg, m.Path, m.Version)
			}
			if m.Path == "github.com/gen2brain/malgo" && !titles["miniaudio (C, inside github.com/gen2brain/malgo "+m.Version+")"] {
				t.Errorf("%s links miniaudio, which has no section", tg)
			}
		}
	}
	fresh, err := NoticesFor(context.Background(), root, targets)
	if err != nil {
		t.Fatal(err)
	}
	if fresh != committed {
		t.Error("THIRD_PARTY_NOTICES is out of date: go run ./cmd/release -notices")
	}
}

// TestNoticesNeedEveryLicence: a module without a licence file stops the
// notices instead of being passed over.
func TestNoticesNeedEveryLicence(t *testing.T) {
	goroot := t.TempDir()
	os.WriteFile(filepath.Join(goroot, "LICENSE"), []byte("Go's licence\n"), 0o644)
	with, without := t.TempDir(), t.TempDir()
	os.WriteFile(filepath.Join(with, "COPYING"), []byte("a licence\n"), 0o644)
	text, err := Notices([]Module{{Path: "example.com/a", Version: "v1.0.0", Dir: with}}, goroot)
	if err != nil || !strings.Contains(text, "example.com/a v1.0.0\n\na licence") || !strings.Contains(text, "Go's licence") {
		t.Fatalf("Notices = %q, %v", text, err)
	}
	_, err = Notices([]Module{{Path: "example.com/a", Version: "v1.0.0", Dir: with}, {Path: "example.com/b", Version: "v2.0.0", Dir: without}}, goroot)
	if !errors.Is(err, ErrNoLicense) || !strings.Contains(err.Error(), "example.com/b") {
		t.Errorf("a module without a licence: %v, want ErrNoLicense naming it", err)
	}
	if _, err := Notices([]Module{{Path: "github.com/gen2brain/malgo", Version: "v0", Dir: with}}, goroot); err == nil {
		t.Error("malgo without miniaudio.h's licence was passed over")
	}
}

// TestTargets: Windows is built with mingw-w64's cgo (malgo chooses
// devices), macOS without cgo (oto), Linux with cgo on its own machine.
func TestTargets(t *testing.T) {
	got := map[string]string{}
	for _, tg := range Targets("linux", "amd64") {
		got[tg.String()] = tg.CC
	}
	want := map[string]string{"windows/amd64": "x86_64-w64-mingw32-gcc", "darwin/arm64": "", "darwin/amd64": "", "linux/amd64": "gcc", "linux/arm64": ""}
	for k, v := range want {
		if cc, ok := got[k]; !ok || cc != v {
			t.Errorf("%s: cc %q (there: %v), want %q", k, cc, ok, v)
		}
	}
	if len(got) != len(want) {
		t.Errorf("targets %v, want %v", got, want)
	}
	for _, tg := range Targets("darwin", "arm64") {
		if tg.GOOS == "linux" && tg.CC != "" {
			t.Errorf("%s is built with cgo away from Linux", tg)
		}
	}
	if _, err := pick(Targets("linux", "amd64"), "plan9/386"); err == nil {
		t.Error("an unknown target was taken")
	}
}

// TestArchives: the zip (Windows) and tar.gz archives hold the files in one
// folder; the zip's text has Windows line ends, the tar's program is
// executable.
func TestArchives(t *testing.T) {
	dir := t.TempDir()
	exe := filepath.Join(dir, "tactus.exe")
	text := filepath.Join(dir, "README.md")
	os.WriteFile(exe, []byte("MZ\n\x00"), 0o755)
	os.WriteFile(text, []byte("a\nb\n"), 0o644)

	zpath := filepath.Join(dir, "a.zip")
	if err := writeZip(zpath, "top", []string{exe, text}); err != nil {
		t.Fatal(err)
	}
	z, err := zip.OpenReader(zpath)
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	got := map[string]string{}
	for _, f := range z.File {
		r, _ := f.Open()
		b, _ := io.ReadAll(r)
		r.Close()
		got[f.Name] = string(b)
	}
	if got["top/tactus.exe"] != "MZ\n\x00" || got["top/README.md"] != "a\r\nb\r\n" || len(got) != 2 {
		t.Errorf("zip holds %q", got)
	}

	tpath := filepath.Join(dir, "a.tar.gz")
	if err := writeTarGz(tpath, "top", []string{exe, text}); err != nil {
		t.Fatal(err)
	}
	f, _ := os.Open(tpath)
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(gz)
	modes := map[string]int64{}
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		modes[h.Name] = h.Mode
	}
	if modes["top/tactus.exe"] != 0o755 || modes["top/README.md"] != 0o644 || len(modes) != 2 {
		t.Errorf("tar holds %v", modes)
	}
}

// TestMingwNotice: the Windows cgo archive's notices get the mingw-w64
// runtime's licences from the named file, and a missing file is an error,
// never an archive without them.
func TestMingwNotice(t *testing.T) {
	path := filepath.Join(t.TempDir(), "copyright")
	os.WriteFile(path, []byte("Files: mingw-w64-crt/*\nLicense: ZPL-2.1\n"), 0o644)
	got, err := MingwNotice(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(got, "mingw-w64 runtime") || !strings.Contains(got, "License: ZPL-2.1") {
		t.Errorf("notice %q", got)
	}
	if _, err := MingwNotice(filepath.Join(t.TempDir(), "absent")); err == nil || !strings.Contains(err.Error(), "TACTUS_MINGW_COPYRIGHT") {
		t.Errorf("a missing file: %v", err)
	}
}
