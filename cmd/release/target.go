package main

import (
	"archive/tar"
	"archive/zip"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// Target is one platform the release is built for.
type Target struct {
	GOOS, GOARCH string
	// CC is the C compiler for a cgo build; "" builds without cgo.
	CC string
}

// String returns "GOOS/GOARCH".
func (t Target) String() string { return t.GOOS + "/" + t.GOARCH }

// Env returns the go command's environment for the target.
func (t Target) Env() []string {
	env := append(os.Environ(), "GOOS="+t.GOOS, "GOARCH="+t.GOARCH, "CGO_ENABLED=0")
	if t.CC != "" {
		env = append(env, "CGO_ENABLED=1", "CC="+t.CC)
	}
	return env
}

// Targets returns the release's targets when built on hostOS/hostArch: cgo
// for Windows (mingw-w64) and for Linux on its own architecture, none for
// macOS (oto needs none there) and for other Linux architectures.
func Targets(hostOS, hostArch string) []Target {
	linuxCC := ""
	if hostOS == "linux" && hostArch == "amd64" {
		linuxCC = "gcc"
	}
	return []Target{
		{GOOS: "windows", GOARCH: "amd64", CC: "x86_64-w64-mingw32-gcc"},
		{GOOS: "darwin", GOARCH: "arm64"},
		{GOOS: "darwin", GOARCH: "amd64"},
		{GOOS: "linux", GOARCH: "amd64", CC: linuxCC},
		{GOOS: "linux", GOARCH: "arm64"},
	}
}

// Release builds tactus for t and writes its archive into dir: the
// program, README.md and LICENSE (from the working folder, the
// repository's root) and THIRD_PARTY_NOTICES holding notices. It returns
// the archive's path.
func Release(ctx context.Context, t Target, version, notices, dir string) (string, error) {
	tmp, err := os.MkdirTemp("", "tactus-release-")
	if err != nil {
		return "", fmt.Errorf("release: %w", err)
	}
	defer os.RemoveAll(tmp)
	exe := "tactus"
	if t.GOOS == "windows" {
		exe += ".exe"
	}
	cmd := exec.CommandContext(ctx, "go", "build", "-trimpath", "-ldflags=-s -w", "-o", filepath.Join(tmp, exe), "./cmd/tactus")
	cmd.Env = t.Env()
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("release: building for %s: %w\n%s", t, err, out)
	}
	if t.GOOS == "windows" && t.CC != "" {
		// the cgo build links the mingw-w64 runtime into tactus.exe
		rt, err := MingwNotice(os.Getenv("TACTUS_MINGW_COPYRIGHT"))
		if err != nil {
			return "", err
		}
		notices += rt
	}
	if err := os.WriteFile(filepath.Join(tmp, NoticesFile), []byte(notices), 0o644); err != nil {
		return "", fmt.Errorf("release: %w", err)
	}
	files := []string{filepath.Join(tmp, exe), "README.md", "LICENSE", filepath.Join(tmp, NoticesFile)}
	name := fmt.Sprintf("tactus-%s-%s-%s", version, t.GOOS, t.GOARCH)
	if t.GOOS == "windows" {
		path := filepath.Join(dir, name+".zip")
		return path, writeZip(path, name, files)
	}
	path := filepath.Join(dir, name+".tar.gz")
	return path, writeTarGz(path, name, files)
}

// writeZip writes files into a zip archive at path, in the folder top.
func writeZip(path, top string, files []string) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("release: %w", err)
	}
	z := zip.NewWriter(f)
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Close()
			return fmt.Errorf("release: %w", err)
		}
		w, err := z.CreateHeader(&zip.FileHeader{Name: top + "/" + filepath.Base(name), Method: zip.Deflate, Modified: time.Now()})
		if err == nil {
			_, err = w.Write(crlf(name, data))
		}
		if err != nil {
			f.Close()
			return fmt.Errorf("release: %w", err)
		}
	}
	if err := z.Close(); err != nil {
		f.Close()
		return fmt.Errorf("release: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("release: %w", err)
	}
	return nil
}

// crlf gives the text files of a Windows archive Windows line ends, so
// that Notepad shows them as lines.
func crlf(name string, data []byte) []byte {
	if strings.HasSuffix(name, ".exe") {
		return data
	}
	return []byte(strings.ReplaceAll(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n", "\r\n"))
}

// writeTarGz writes files into a gzipped tar archive at path, in the
// folder top; the program (the first file) is executable.
func writeTarGz(path, top string, files []string) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("release: %w", err)
	}
	gz := gzip.NewWriter(f)
	tw := tar.NewWriter(gz)
	for i, name := range files {
		if err := addTar(tw, top, name, i == 0); err != nil {
			f.Close()
			return err
		}
	}
	for _, c := range []io.Closer{tw, gz, f} {
		if err := c.Close(); err != nil {
			return fmt.Errorf("release: %w", err)
		}
	}
	return nil
}

func addTar(tw *tar.Writer, top, name string, exe bool) error {
	data, err := os.ReadFile(name)
	if err != nil {
		return fmt.Errorf("release: %w", err)
	}
	mode := int64(0o644)
	if exe {
		mode = 0o755
	}
	h := &tar.Header{Name: top + "/" + filepath.Base(name), Mode: mode, Size: int64(len(data)), ModTime: time.Now(), Typeflag: tar.TypeReg}
	if err := tw.WriteHeader(h); err != nil {
		return fmt.Errorf("release: %w", err)
	}
	if _, err := tw.Write(data); err != nil {
		return fmt.Errorf("release: %w", err)
	}
	return nil
}

// DebianMingwCopyright is where Debian's mingw-w64-x86-64-dev keeps the
// licences of the mingw-w64 runtime and headers.
const DebianMingwCopyright = "/usr/share/doc/mingw-w64-x86-64-dev/copyright"

// MingwNotice returns the section of the Windows archive's notices for the
// mingw-w64 runtime that the cgo build links into tactus.exe, read from
// path (DebianMingwCopyright when empty). A missing file is an error: the
// archive must not go out without the runtime's licences.
func MingwNotice(path string) (string, error) {
	if path == "" {
		path = DebianMingwCopyright
	}
	text, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("release: the mingw-w64 runtime's licences for the Windows archive (install mingw-w64-x86-64-dev, or name the file in TACTUS_MINGW_COPYRIGHT): %w", err)
	}
	return section("mingw-w64 runtime (linked into tactus.exe by the Windows cgo build)", string(text)), nil
}
