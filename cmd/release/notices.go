package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// NoticesFile is the third-party notices' file, at the repository's root
// and in every archive.
const NoticesFile = "THIRD_PARTY_NOTICES"

// ErrNoLicense: a linked module has no licence file the tool knows.
var ErrNoLicense = errors.New("release: no licence file")

// Module is a Go module linked into tactus.
type Module struct {
	Path, Version string
	Dir           string // its source in the module cache
}

// LinkedModules returns the modules `go list -deps ./cmd/tactus` links for
// t in the repository at root (the main module left out), sorted by path.
func LinkedModules(ctx context.Context, root string, t Target) ([]Module, error) {
	const format = `{{with .Module}}{{if not .Main}}{{.Path}}	{{.Version}}	{{if .Replace}}{{.Replace.Dir}}{{else}}{{.Dir}}{{end}}{{end}}{{end}}`
	cmd := exec.CommandContext(ctx, "go", "list", "-deps", "-f", format, "./cmd/tactus")
	cmd.Env = t.Env()
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			err = fmt.Errorf("%w: %s", err, ee.Stderr)
		}
		return nil, fmt.Errorf("release: go list for %s: %w", t, err)
	}
	seen := map[string]bool{}
	var mods []Module
	for _, line := range strings.Split(string(out), "\n") {
		f := strings.Split(line, "\t")
		if len(f) != 3 || seen[f[0]] {
			continue
		}
		seen[f[0]] = true
		mods = append(mods, Module{Path: f[0], Version: f[1], Dir: f[2]})
	}
	sort.Slice(mods, func(i, j int) bool { return mods[i].Path < mods[j].Path })
	return mods, nil
}

// licence returns the text of the licence file in dir, looked for under
// these names in this order.
func licence(dir string) (string, error) {
	for _, n := range []string{"LICENSE", "LICENSE.md", "LICENSE.txt", "LICENCE", "LICENCE.md", "COPYING", "COPYING.md", "License", "license"} {
		if data, err := os.ReadFile(filepath.Join(dir, n)); err == nil {
			return string(data), nil
		}
	}
	return "", fmt.Errorf("%w in %s", ErrNoLicense, dir)
}

// NoticesFor returns the notices for every module linked on any of the
// targets by the repository at root.
func NoticesFor(ctx context.Context, root string, targets []Target) (string, error) {
	byPath := map[string]Module{}
	for _, t := range targets {
		mods, err := LinkedModules(ctx, root, t)
		if err != nil {
			return "", err
		}
		for _, m := range mods {
			byPath[m.Path] = m
		}
	}
	mods := make([]Module, 0, len(byPath))
	for _, m := range byPath {
		mods = append(mods, m)
	}
	sort.Slice(mods, func(i, j int) bool { return mods[i].Path < mods[j].Path })
	goroot, err := exec.CommandContext(ctx, "go", "env", "GOROOT").Output()
	if err != nil {
		return "", fmt.Errorf("release: go env GOROOT: %w", err)
	}
	return Notices(mods, strings.TrimSpace(string(goroot)))
}

// Notices returns the notices' text: Go's licence (its runtime and
// standard library are in every program), then each module's, and
// miniaudio's (the C library inside malgo) when malgo is among them.
func Notices(mods []Module, goroot string) (string, error) {
	var b strings.Builder
	b.WriteString("Third-party notices for tactus\n\n")
	b.WriteString("tactus is built with Go and links the Go modules below; each is\n")
	b.WriteString("distributed under the licence that follows its name.\n")
	section := func(title, text string) { b.WriteString(section(title, text)) }
	goLicence, err := licence(goroot)
	if err != nil {
		return "", err
	}
	section("Go (runtime and standard library)", goLicence)
	for _, m := range mods {
		text, err := licence(m.Dir)
		if err != nil {
			return "", fmt.Errorf("%s %s: %w", m.Path, m.Version, err)
		}
		section(m.Path+" "+m.Version, text)
		if m.Path == "github.com/gen2brain/malgo" {
			text, err := miniaudio(m.Dir)
			if err != nil {
				return "", err
			}
			section("miniaudio (C, inside github.com/gen2brain/malgo "+m.Version+")", text)
		}
	}
	return b.String(), nil
}

// section returns one notice: a rule, the title, and the licence's text.
func section(title, text string) string {
	return fmt.Sprintf("\n%s\n%s\n\n%s\n", strings.Repeat("=", 78), title, strings.TrimRight(text, "\n"))
}

// miniaudio returns the licence at the end of malgo's miniaudio.h.
func miniaudio(dir string) (string, error) {
	data, err := os.ReadFile(filepath.Join(dir, "miniaudio.h"))
	if err != nil {
		return "", fmt.Errorf("release: miniaudio's licence: %w", err)
	}
	s := string(data)
	i := strings.LastIndex(s, "This software is available as a choice of the following licenses.")
	if i < 0 {
		return "", fmt.Errorf("%w: miniaudio.h has no licence section", ErrNoLicense)
	}
	s = s[i:]
	if j := strings.Index(s, "*/"); j >= 0 {
		s = s[:j]
	}
	return s, nil
}
