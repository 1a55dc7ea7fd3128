package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// appHome points the config and the games folder at temporary folders.
func appHome(t *testing.T) (config, data string) {
	t.Helper()
	config, data = t.TempDir(), t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", config)
	t.Setenv("XDG_DATA_HOME", data)
	t.Setenv("ACCESSIBLE", "")
	return config, data
}

func TestPlayPlainScript(t *testing.T) {
	_, data := appHome(t)
	status, out, errOut := runCLI(t, "e4\ne5\nclock\nquit\n",
		"play", "--plain", "--voice", "none", "--white", "A", "--black", "B", "--blind", "white", "--control", "300+3")
	if status != 0 || errOut != "" {
		t.Fatalf("status %d, stderr %q", status, errOut)
	}
	for _, want := range []string{
		"White announces: Eva zwei Eva vier.\n",
		"Black announces: Eva sieben Eva fuenf.\n",
		"1 move played.\n",
		"the game is saved; run tactus to resume it.\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.ContainsAny(out, "\x1b\u2800") {
		t.Errorf("escape codes or Braille in plain output:\n%q", out)
	}
	if paths, _ := filepath.Glob(filepath.Join(data, "tactus", "games", "*.journal")); len(paths) != 1 {
		t.Errorf("journals: %v", paths)
	}
}

func TestNoArgumentsOffersToResume(t *testing.T) {
	appHome(t)
	if status, _, errOut := runCLI(t, "e4\n", "play", "--voice", "none"); status != 0 {
		t.Fatalf("play: status %d, %s", status, errOut)
	}
	status, out, errOut := runCLI(t, "yes\nwhose\n")
	if status != 0 {
		t.Fatalf("status %d, %s", status, errOut)
	}
	if !strings.HasPrefix(out, "Resume the game White - Black from ") || !strings.Contains(out, "Black to move.") {
		t.Errorf("output:\n%s", out)
	}
}

func TestResumeNothing(t *testing.T) {
	appHome(t)
	status, _, errOut := runCLI(t, "", "resume", "--voice", "none")
	if status != 1 || errOut != "tactus: there is no unfinished game to resume\n" {
		t.Errorf("status %d, stderr %q", status, errOut)
	}
}

func TestBadConfigStillStarts(t *testing.T) {
	config, _ := appHome(t)
	dir := filepath.Join(config, "tactus")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "config.toml"), []byte("white = \"Ana\"\nblack = Bo\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	status, out, errOut := runCLI(t, "quit\n", "play", "--voice", "none")
	if status != 0 || !strings.Contains(out, "Game begins") {
		t.Fatalf("status %d, output %q", status, out)
	}
	if want := "tactus: config.toml line 2, key black: "; !strings.HasPrefix(errOut, want) || strings.Count(errOut, "\n") != 1 {
		t.Errorf("stderr %q, want one line starting %q", errOut, want)
	}
}

func TestPlayBadFlag(t *testing.T) {
	appHome(t)
	status, _, errOut := runCLI(t, "", "play", "--blind", "left")
	if status != 2 || !strings.Contains(errOut, "blind") {
		t.Errorf("status %d, stderr %q", status, errOut)
	}
}
