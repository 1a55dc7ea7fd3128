// Command release builds tactus's release archives, each holding the
// program, README.md, LICENSE and THIRD_PARTY_NOTICES, and writes the
// notices: the licences of Go and of every module the program links on any
// target, read from the module cache.
//
//	go run ./cmd/release                      # every target, into dist/
//	go run ./cmd/release -targets windows/amd64,darwin/arm64 -out /tmp/dist
//	go run ./cmd/release -notices             # rewrite THIRD_PARTY_NOTICES
//
// Run it from the repository's root. The targets:
//
//   - windows/amd64 with cgo (mingw-w64's x86_64-w64-mingw32-gcc): malgo
//     lists and chooses sound devices (WASAPI, DirectSound, WinMM)
//   - darwin/arm64 and darwin/amd64 without cgo: oto plays on the default
//     device
//   - linux/amd64 with cgo when built on linux/amd64 (malgo), else without
//   - linux/arm64 without cgo: speech-dispatcher, or text
//
// Windows archives are .zip, the others .tar.gz, named
// tactus-VERSION-GOOS-GOARCH; VERSION is -version, else `git describe`.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
)

func main() {
	out := flag.String("out", "dist", "`folder` for the archives")
	only := flag.String("targets", "", "comma-separated `GOOS/GOARCH` list (default: every target)")
	version := flag.String("version", "", "the version in the archives' names (default: git describe)")
	notices := flag.Bool("notices", false, "only rewrite THIRD_PARTY_NOTICES")
	flag.Parse()
	if err := run(context.Background(), *out, *only, *version, *notices); err != nil {
		fmt.Fprintln(os.Stderr, "release:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, out, only, version string, noticesOnly bool) error {
	if _, err := os.Stat(filepath.Join("cmd", "tactus")); err != nil {
		return errors.New("run from the repository's root")
	}
	all := Targets(runtime.GOOS, runtime.GOARCH)
	text, err := NoticesFor(ctx, ".", all)
	if err != nil {
		return err
	}
	if noticesOnly {
		if err := os.WriteFile(NoticesFile, []byte(text), 0o644); err != nil {
			return fmt.Errorf("release: %w", err)
		}
		return nil
	}
	chosen, err := pick(all, only)
	if err != nil {
		return err
	}
	if version == "" {
		version = describe(ctx)
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return fmt.Errorf("release: %w", err)
	}
	for _, t := range chosen {
		path, err := Release(ctx, t, version, text, out)
		if err != nil {
			return err
		}
		fmt.Println(path)
	}
	return nil
}

// pick returns the targets only names (all when it is empty).
func pick(all []Target, only string) ([]Target, error) {
	if only == "" {
		return all, nil
	}
	var chosen []Target
	for _, name := range strings.Split(only, ",") {
		found := false
		for _, t := range all {
			if t.String() == strings.TrimSpace(name) {
				chosen, found = append(chosen, t), true
			}
		}
		if !found {
			return nil, fmt.Errorf("release: no target %q", name)
		}
	}
	return chosen, nil
}

// describe returns `git describe --tags --always --dirty`, or "dev".
func describe(ctx context.Context) string {
	out, err := exec.CommandContext(ctx, "git", "describe", "--tags", "--always", "--dirty").Output()
	if v := strings.TrimSpace(string(out)); err == nil && v != "" {
		return v
	}
	return "dev"
}
