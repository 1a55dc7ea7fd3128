//go:build linux

package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/internal/winetest"
	"github.com/tactuschess/tactus/rules/session"
	"github.com/tactuschess/tactus/rules/session/journal"
)

// TestPlainGameUnderWine plays a scripted plain game with tactus.exe under
// Wine as a Windows user has it (no HOME, no XDG folders, no LANG), then
// resumes it in a second process: the journal lands in Documents\tactus
// with its scoresheets and no temporary file beside it, and the resumed game goes on from the journal.
func TestPlainGameUnderWine(t *testing.T) {
	if testing.Short() {
		t.Skip("builds tactus.exe and plays under Wine")
	}
	w := winetest.New(t)
	exe := winetest.Build(t, ".")
	games := wineGames(t, w)

	run := func(stdin string, args ...string) string {
		t.Helper()
		cmd := wineTactus(w, exe, args...)
		cmd.Stdin = strings.NewReader(stdin)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("tactus.exe %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return strings.ReplaceAll(string(out), "\r\n", "\n")
	}

	out := run("e4\ne5\nquit\n", "play", "--plain", "--voice", "none", "--white", "Ana", "--black", "Bo", "--blind", "white", "--control", "300+3")
	for _, want := range []string{"White announces: Eva zwei Eva vier.\n", "Black announces: Eva sieben Eva fuenf.\n", "the game is saved"} {
		if !strings.Contains(out, want) {
			t.Errorf("play's output lacks %q:\n%s", want, out)
		}
	}
	journals := gameFiles(t, games)
	if len(journals) != 1 {
		t.Fatalf("Documents\\tactus holds journals %q, want one", journals)
	}
	path := filepath.Join(games, journals[0])

	out = run("Nf3\nquit\n", "resume", "--plain", "--voice", "none")
	if want := "White announces: Springer Gustav eins Felix drei.\n"; !strings.Contains(out, want) {
		t.Errorf("resume's output lacks %q:\n%s", want, out)
	}
	acts, torn, err := journal.ReadFile(path)
	if err != nil || torn != nil {
		t.Fatalf("the journal after resume: %v, torn %v", err, torn)
	}
	var moves []string
	for _, a := range acts {
		if a.Kind == session.Announce || a.Kind == session.Move {
			moves = append(moves, a.Move)
		}
	}
	if strings.Join(moves, " ") != "e2e4 e7e5 g1f3" {
		t.Errorf("the journal's moves: %q, want e2e4 e7e5 g1f3 (the game, then the resumed move)", moves)
	}
	if journals := gameFiles(t, games); len(journals) != 1 {
		t.Errorf("Documents\\tactus holds journals %q after resume, want the one", journals)
	}
}

// wineTactus returns the command running tactus.exe under Wine as a
// Windows user has it: no HOME, no XDG folders, no language variables
// (Wine's own language is English).
func wineTactus(w *winetest.Wine, exe string, args ...string) *exec.Cmd {
	cmd := w.Command(context.Background(), exe, args...)
	env := cmd.Env[:0:0]
	for _, kv := range cmd.Env {
		k, _, _ := strings.Cut(kv, "=")
		switch k {
		case "HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "ACCESSIBLE", "BRLAPI_HOST":
			continue
		}
		env = append(env, kv)
	}
	cmd.Env = append(env, "LANG=C")
	return cmd
}

// wineGames returns the Wine user's Documents\tactus, emptied (a game left
// by an earlier run would be the one resumed) now and when the test ends.
func wineGames(t *testing.T, w *winetest.Wine) string {
	t.Helper()
	all, err := filepath.Glob(filepath.Join(w.Prefix, "drive_c", "users", "*", "Documents"))
	var docs []string
	for _, d := range all {
		if filepath.Base(filepath.Dir(d)) != "Public" {
			docs = append(docs, d)
		}
	}
	if err != nil || len(docs) != 1 {
		t.Fatalf("the prefix's Documents folder: %v, %v", docs, err)
	}
	games := filepath.Join(docs[0], "tactus")
	os.RemoveAll(games)
	t.Cleanup(func() { os.RemoveAll(games) })
	return games
}

// TestSecondTactusRefusedUnderWine: while one tactus.exe plays a game,
// a second one's resume is refused by the journal's LockFileEx lock, with
// the sentence that the game is open in another tactus, and the journal
// is left as it was.
func TestSecondTactusRefusedUnderWine(t *testing.T) {
	if testing.Short() {
		t.Skip("builds tactus.exe and plays under Wine")
	}
	w := winetest.New(t)
	exe := winetest.Build(t, ".")
	games := wineGames(t, w)
	first := wineTactus(w, exe, "play", "--plain", "--voice", "none", "--brlapi", "none", "--white", "Ana", "--black", "Bo", "--control", "90m+30s")
	holdGame(t, first)
	journals := gameFiles(t, games)
	if len(journals) != 1 {
		t.Fatalf("journals %q, want one", journals)
	}
	before, err := os.ReadFile(filepath.Join(games, journals[0]))
	if err != nil {
		t.Fatal(err)
	}
	second := wineTactus(w, exe, "resume", "--plain", "--voice", "none", "--brlapi", "none")
	second.Stdin = strings.NewReader("e7e5\nquit\n")
	var stderr bytes.Buffer
	second.Stderr = &stderr
	stdout, err := second.Output()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 1 {
		t.Errorf("the second tactus.exe: %v, want exit status 1\n%s%s", err, stdout, stderr.String())
	}
	want := "tactus: The game Ana - Bo is open in another tactus; go on with it there, or close it there first.\n"
	if got := strings.ReplaceAll(stderr.String(), "\r\n", "\n"); got != want {
		t.Errorf("the second tactus.exe says\n%q, want\n%q", got, want)
	}
	if after, _ := os.ReadFile(filepath.Join(games, journals[0])); !bytes.Equal(after, before) {
		t.Errorf("the second tactus.exe changed the journal:\n%s", after)
	}
}

// gameFiles returns the journals in dir, failing the test for a temporary
// file left there (a name starting with a dot: Windows refused to remove
// it while the journal was open).
func gameFiles(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var journals []string
	for _, e := range entries {
		switch {
		case strings.HasPrefix(e.Name(), "."):
			t.Errorf("a temporary file is left beside the game: %s", e.Name())
		case strings.HasSuffix(e.Name(), ".journal"):
			journals = append(journals, e.Name())
		}
	}
	return journals
}
