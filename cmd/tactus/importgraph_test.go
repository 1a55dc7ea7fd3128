package main

import (
	"go/build"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// modulePath is this module's import path.
const modulePath = "github.com/tactuschess/tactus"

// screens are the packages that each own one screen (with the packages
// under them): they stand side by side over the shared packages
// (catalog, narrate, ask, command, settings, brailledisplay, …).
var screens = []string{
	"cmd/tactus/internal/game",
	"cmd/tactus/internal/review",
	"cmd/tactus/internal/practice",
	"cmd/tactus/internal/station",
	"cmd/tactus/internal/join",
}

// knownImports are the imports between screens, and from rules/… out of
// the standard library and rules, that issue 24 ("screens as peers")
// still has to remove: each is "importer -> imported". Empty the list as
// they go; an import not listed fails the test, and so does a listed one
// that no longer exists.
var knownImports = []string{}

// screenOf is the screen a package (relative to the module) belongs to, or
// "".
func screenOf(pkg string) string {
	for _, s := range screens {
		if pkg == s || strings.HasPrefix(pkg, s+"/") {
			return s
		}
	}
	return ""
}

// TestImportGraph: no screen imports another screen, no shared package
// (cmd/tactus/internal/… outside the screens) imports a screen, and the rules
// packages import only the standard library and each other (issue 24).
// It reads the imports of every package of the module's non-test files
// for this system.
func TestImportGraph(t *testing.T) {
	found := importsBetween(t)
	var bad []string
	for _, e := range found {
		if !slices.Contains(knownImports, e) {
			bad = append(bad, e)
		}
	}
	for _, e := range knownImports {
		if !slices.Contains(found, e) {
			t.Errorf("%s is gone: take it off knownImports", e)
		}
	}
	for _, e := range bad {
		t.Errorf("import not allowed (issue 24): %s", e)
	}
}

// importsBetween walks the module from its root (two folders up) and
// returns each import that crosses from one screen to another, from a
// shared package to a screen, or from
// rules/… out of the standard library and rules, as "importer -> imported".
func importsBetween(t *testing.T) []string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	var found []string
	seen := 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		if name := d.Name(); path != root && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
			return filepath.SkipDir
		}
		p, err := build.Default.ImportDir(path, 0)
		if err != nil {
			return nil // no Go files for this system here
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		pkg := filepath.ToSlash(rel)
		seen++
		for _, imp := range p.Imports {
			found = append(found, crossing(pkg, imp)...)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if seen < 50 {
		t.Fatalf("read %d packages from %s: not the module", seen, root)
	}
	return found
}

// crossing returns "pkg -> imp" when pkg's import of imp is one the shape
// of issue 24 forbids.
func crossing(pkg, imp string) []string {
	inModule, ok := strings.CutPrefix(imp, modulePath+"/")
	if pkg == "rules" || strings.HasPrefix(pkg, "rules/") {
		if !ok && !strings.Contains(strings.Split(imp, "/")[0], ".") {
			return nil // the standard library
		}
		if ok && (inModule == "rules" || strings.HasPrefix(inModule, "rules/")) {
			return nil
		}
		if !ok {
			inModule = imp
		}
		return []string{pkg + " -> " + inModule}
	}
	if !ok {
		return nil
	}
	from, to := screenOf(pkg), screenOf(inModule)
	shared := from == "" && strings.HasPrefix(pkg, "cmd/tactus/internal/")
	if to != "" && (shared || from != "" && from != to) {
		return []string{pkg + " -> " + inModule}
	}
	return nil
}

// TestCrossing: the rule itself, on imports that break it and imports
// that keep it.
func TestCrossing(t *testing.T) {
	for _, c := range []struct {
		pkg, imp string
		bad      bool
	}{
		{"cmd/tactus/internal/join", modulePath + "/cmd/tactus/internal/station", true},
		{"cmd/tactus/internal/review/tui", modulePath + "/cmd/tactus/internal/game/plain", true},
		{"cmd/tactus/internal/review/tui", modulePath + "/cmd/tactus/internal/review", false},
		{"cmd/tactus/internal/join", modulePath + "/cmd/tactus/internal/catalog", false},
		{"cmd/tactus/internal/gamepiece", modulePath + "/cmd/tactus/internal/station", true},
		{"cmd/tactus/internal/narrate", modulePath + "/cmd/tactus/internal/review", true},
		{"cmd/tactus", modulePath + "/cmd/tactus/internal/review", false},
		{"rules/pgn", "strings", false},
		{"rules/pgn", modulePath + "/rules/notation", false},
		{"rules/pgn", modulePath + "/announce", true},
		{"rules/uci", "golang.org/x/sys/unix", true},
		{"rules", "math/rand/v2", false},
	} {
		if got := len(crossing(c.pkg, c.imp)) > 0; got != c.bad {
			t.Errorf("crossing(%s, %s) = %v, want %v", c.pkg, c.imp, got, c.bad)
		}
	}
}
