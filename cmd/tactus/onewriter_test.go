package main

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// holdGame starts first, a tactus playing a new game, has it announce
// e2e4 and keeps it running (its output read) until the test ends, so that
// it holds the game's journal.
func holdGame(t *testing.T, first *exec.Cmd) {
	t.Helper()
	in, err := first.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := first.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := first.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		in.Close()
		_ = first.Wait()
	})
	if _, err := in.Write([]byte("e2e4\n")); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(out)
	for sc.Scan() && !strings.Contains(sc.Text(), "announces") {
	}
	go func() { // keep the first one's output flowing
		for sc.Scan() {
		}
	}()
}

// TestSecondTactusRefused starts `tactus play` as one process and, while
// it plays, `tactus resume JOURNAL` and bare `tactus` (answering yes) as
// others: each is refused with the sentence that the game is open in
// another tactus, ends with status 1, and leaves the journal as it was.
func TestSecondTactusRefused(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program and runs it")
	}
	bin := builtTactus(t)
	k := &killRun{t: t, bin: bin, dir: t.TempDir()}
	first := k.command("play", "--plain", "--voice", "none", "--brlapi", "none",
		"--white", "Ana", "--black", "Bo", "--control", "90m+30s")
	holdGame(t, first)
	journals, _ := filepath.Glob(filepath.Join(k.dir, "data", "tactus", "games", "*.journal"))
	if len(journals) != 1 {
		t.Fatalf("journals %v, want one", journals)
	}
	before, err := os.ReadFile(journals[0])
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"resume", "--plain", "--voice", "none", "--brlapi", "none", journals[0]},
		{"resume", "--plain", "--voice", "none", "--brlapi", "none"},
		{"--plain", "--voice", "none", "--brlapi", "none"},
	} {
		cmd := k.command(args...)
		cmd.Stdin = strings.NewReader("yes\nquit\n")
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		stdout, err := cmd.Output()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 1 {
			t.Errorf("tactus %v: %v, want exit status 1\n%s%s", args, err, stdout, stderr.String())
		}
		want := "tactus: The game Ana - Bo is open in another tactus; go on with it there, or close it there first.\n"
		if stderr.String() != want {
			t.Errorf("tactus %v says\n%q, want\n%q", args, stderr.String(), want)
		}
		if after, _ := os.ReadFile(journals[0]); !bytes.Equal(after, before) {
			t.Errorf("tactus %v changed the journal:\n%s", args, after)
		}
	}
}
