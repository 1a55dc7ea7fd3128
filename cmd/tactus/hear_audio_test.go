package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/internal/rulestest"
)

// TestHearAudioNoEngine: without pocketsphinx on PATH, hear --audio says in
// one sentence what to install, and typed phrases still work.
func TestHearAudioNoEngine(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	status, out, errOut := runCLI(t, "", "hear", "--audio", "nothing.wav")
	if status != 1 || out != "" || strings.Count(strings.TrimSpace(errOut), "\n") != 0 ||
		!strings.Contains(errOut, "install the Debian packages pocketsphinx and pocketsphinx-en-us") {
		t.Errorf("status %d, stdout %q, stderr %q", status, out, errOut)
	}
	if status, out, _ := runCLI(t, "", "hear", "Eva zwei Eva vier"); status != 0 || out != "e4\n" {
		t.Errorf("typed phrase: %d %q", status, out)
	}
}

func TestHearAudioUsage(t *testing.T) {
	if status, _, errOut := runCLI(t, "", "hear", "--audio", "x.wav", "Eva vier"); status != 2 || !strings.Contains(errOut, "--audio takes no phrases") {
		t.Errorf("status %d, stderr %q", status, errOut)
	}
}

// TestHearAudio says moves with espeak-ng into WAV files (22.05 kHz, as
// tactus say writes them) and hears them: one said for the side to move,
// and the same move said when it is the other side's turn, which must be
// reported as heard and not legal or as not understood, never as a move.
func TestHearAudio(t *testing.T) {
	for _, bin := range []string{"pocketsphinx_batch", "espeak-ng"} {
		if _, err := exec.LookPath(bin); err != nil {
			rulestest.Require(t, bin+" (Debian packages pocketsphinx, pocketsphinx-en-us, espeak-ng)")
		}
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "c4.wav")
	if err := exec.Command("espeak-ng", "-v", "de", "-s", "150", "-w", path, "Caesar zwei Caesar vier").Run(); err != nil {
		t.Fatal(err)
	}
	status, out, errOut := runCLI(t, "", "hear", "--audio", path)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if status == 0 && lines[len(lines)-1] != "c4" {
		t.Errorf("white: status %d, stdout %q, stderr %q", status, out, errOut)
	}
	if status != 0 && lines[len(lines)-1] != "understood nothing" {
		t.Errorf("white: status %d, stdout %q, stderr %q", status, out, errOut)
	}
	status, out, errOut = runCLI(t, "", "hear", "--audio", path, "--fen", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
	if status != 1 || !strings.HasSuffix(out, "understood nothing\n") || !strings.Contains(errOut, "understood no move") {
		t.Errorf("black: status %d, stdout %q, stderr %q", status, out, errOut)
	}
}
