package game

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/braille/brlapi"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/cmd/tactus/internal/shell"
	"github.com/tactuschess/tactus/internal/brltest"
	"github.com/tactuschess/tactus/speech/screenreader"
)

// TestFirstRun answers the setup's questions as lines, sees the first
// question on a Braille display, hears the display BRLTTY has offered
// (not none), and reads the saved file back.
func TestFirstRun(t *testing.T) {
	srv, err := brltest.NewServer(40)
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	path := filepath.Join(t.TempDir(), "tactus", "config.toml")
	answers := "\nyes\n5m+3s\n\n\nno\n\ntext\n\n\n"
	// The display connects in the background, as it does for a person;
	// the answers wait until the first question is on it, or a quick
	// setup could end before the display has shown anything.
	in, answer := io.Pipe()
	t.Cleanup(func() { answer.Close() })
	var out strings.Builder
	s := settings.Defaults()
	done := make(chan error, 1)
	go func() {
		done <- FirstRun(context.Background(), &s, path, Options{
			Shell: shell.Shell{Getenv: func(string) string { return "" }, DialBraille: func(ctx context.Context) (*brlapi.Client, error) {
				return brlapi.DialContext(ctx, srv.Address(), brlapi.Options{})
			}},
			In:  in,
			Out: &out,
		})
	}()
	want := braille.Message("Welcome to tactus").Cells.Bytes()
	srv.WaitCells(t, 0, func(c []byte) bool { return strings.HasPrefix(string(c), string(want)) })
	go func() {
		io.WriteString(answer, answers) // an error only when FirstRun stopped reading, which done reports
		answer.Close()
	}()
	err = <-done
	if err != nil {
		t.Fatal(err)
	}
	back := settings.Defaults()
	if err := back.LoadFile(path); err != nil {
		t.Fatal(err)
	}
	if back != s || !back.Plain || back.Control != "5m+3s" || back.Voice != "text" || back.BrlAPI != "auto" {
		t.Fatalf("saved %+v, answered %+v", back, s)
	}
	for _, want := range []string{"Saved in " + path, "Time control: 5 minutes for the game, plus 3 seconds a move.",
		"BRLTTY has a Braille display here: Fake, 40 cells.", "Enter keeps the display BRLTTY has."} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("never said %q:\n%s", want, out.String())
		}
	}
}

// TestFirstRunInputEnds saves nothing when the answers stop half way.
func TestFirstRunInputEnds(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config.toml")
	s := settings.Defaults()
	var out strings.Builder
	if err := FirstRun(context.Background(), &s, path, Options{
		Shell: shell.Shell{Getenv: func(string) string { return "" }},
		In:    strings.NewReader("\nyes\n5m\n"),
		Out:   &out,
	}); err != nil {
		t.Fatal(err)
	}
	if firstRunFileExists(path) {
		t.Fatal("a half-answered setup was saved")
	}
}

func firstRunFileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// TestFirstRunNamesTheScreenReader: the screen reader found at the edge
// (speech/screenreader) is named, and Enter keeps yes: plain mode.
func TestFirstRunNamesTheScreenReader(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config.toml")
	s := settings.Defaults()
	var out strings.Builder
	if err := FirstRun(context.Background(), &s, path, Options{
		Shell:  shell.Shell{Getenv: func(string) string { return "" }},
		In:     strings.NewReader("\n\n"),
		Out:    &out,
		Reader: screenreader.Orca,
	}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "Orca is running here.\nDo you use a screen reader, yes or no? Enter keeps yes.") || !s.Plain {
		t.Fatalf("plain %v:\n%s", s.Plain, out.String())
	}
}
