//go:build windows

package screenreader

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/speech"
)

// stubDir returns the folder of the test binary when the stand-in
// nvdaControllerClient.dll stands in it (TestNVDAUnderWine puts it there);
// else it skips, or fails when the Wine test asked for it.
func stubDir(t *testing.T) string {
	t.Helper()
	dir, err := ExeDir()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, ClientDLL)); err != nil {
		if os.Getenv("TACTUS_WINE_NVDA") == "1" {
			t.Fatalf("the stand-in %s is not beside the test binary: %v", ClientDLL, err)
		}
		t.Skipf("skipping: no stand-in %s beside the test binary (TestNVDAUnderWine places one)", ClientDLL)
	}
	return dir
}

// TestNVDADLL runs the NVDA scenarios through the real DLL boundary: the
// stand-in built from testdata/nvdastub.c, loaded as tactus loads NVDA's.
func TestNVDADLL(t *testing.T) {
	dir := stubDir(t)
	var logFile string
	runNVDAScenarios(t, nvdaBackend{
		open: func(t *testing.T) Controller {
			logFile = filepath.Join(tempDir(t), "calls.log")
			t.Setenv("NVDA_STUB_LOG", logFile)
			c, err := LoadNVDA(dir)
			if err != nil {
				t.Fatal(err)
			}
			return c
		},
		log: func(t *testing.T) []string {
			b, err := os.ReadFile(logFile)
			if err != nil && !errors.Is(err, os.ErrNotExist) {
				t.Fatal(err)
			}
			return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
		},
	})
}

// TestNVDAOnlyFromOwnFolder: a controller client on the search path or in
// the working folder is never loaded, only one beside tactus.exe.
func TestNVDAOnlyFromOwnFolder(t *testing.T) {
	dir := stubDir(t)
	elsewhere := tempDir(t)
	b, err := os.ReadFile(filepath.Join(dir, ClientDLL))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(elsewhere, ClientDLL), b, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", elsewhere+";"+os.Getenv("PATH"))
	t.Chdir(elsewhere)
	if _, err := LoadNVDA(tempDir(t)); !errors.Is(err, ErrNoClient) {
		t.Errorf("LoadNVDA from an empty folder: %v, want ErrNoClient", err)
	}
}

// TestDetectNVDA: Detect names NVDA when its controller client answers,
// and not when it says NVDA does not run (Wine knows no other screen
// reader).
func TestDetectNVDA(t *testing.T) {
	dir := stubDir(t)
	t.Setenv("NVDA_STUB_LOG", filepath.Join(tempDir(t), "calls.log"))
	if got := Detect(context.Background(), Env{Dir: dir}); got != NVDA {
		t.Errorf("Detect with NVDA running: %q, want nvda", got)
	}
	t.Setenv("NVDA_STUB_ABSENT", "1")
	if got := Detect(context.Background(), Env{Dir: dir}); got != None {
		t.Errorf("Detect with NVDA absent: %q, want none", got)
	}
}

// tempDir is t.TempDir for Wine, whose file system refuses the way Go
// 1.26 removes files in the cleanup ("Invalid function"): what cannot be
// removed stays in Wine's temporary folder.
func tempDir(t *testing.T) string {
	t.Helper()
	dir, err := os.MkdirTemp("", "tactus-nvda-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	return dir
}

// TestOpenNVDA opens NVDA's voice as the app does (the controller client
// beside the program), and fails when NVDA does not run.
func TestOpenNVDA(t *testing.T) {
	stubDir(t)
	logFile := filepath.Join(tempDir(t), "calls.log")
	t.Setenv("NVDA_STUB_LOG", logFile)
	v, closer, err := Open(context.Background(), NVDA, Options{BeginTimeout: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	defer closer()
	if err := v.Speak(context.Background(), speech.Utterance{Phrase: move(), Priority: speech.Move}); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(logFile)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `<mark name="t1w1"/>Springer`) || !strings.Contains(string(b), "brailleMessage Blancas: Springer Gustav eins Felix drei") {
		t.Errorf("calls:\n%s\nwant the move as SSML and on the Braille display", b)
	}
	t.Setenv("NVDA_STUB_ABSENT", "1")
	if _, _, err := Open(context.Background(), NVDA, Options{}); !errors.Is(err, ErrNotRunning) {
		t.Errorf("Open with NVDA absent: %v, want ErrNotRunning", err)
	}
}
