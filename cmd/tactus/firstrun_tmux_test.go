//go:build linux

package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/internal/brltest"
	"github.com/tactuschess/tactus/internal/rulestest"
)

// TestFirstRunInTmux runs tactus as a newcomer does, bare, at a terminal,
// with no config file, and a real BRLTTY (its vr driver on a display the
// test reads): the screen-reader question answered yes, the display
// BRLTTY has offered and kept, a time control in bare numbers read back
// and confirmed, the new game's players asked, and a game played in plain
// mode, its lines appended below the answers.
func TestFirstRunInTmux(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program and runs it in tmux")
	}
	if _, err := exec.LookPath("tmux"); err != nil {
		rulestest.Require(t, "tmux")
	}
	brl := brltest.Start(t, brltest.Config{Cells: 40})
	dir := t.TempDir()
	bin := builtTactus(t)
	data, config := filepath.Join(dir, "data"), filepath.Join(dir, "config")
	p := &tmuxPlay{t: t, socket: fmt.Sprintf("tactus-firstrun-%d", os.Getpid())}
	cmd := fmt.Sprintf("env XDG_DATA_HOME=%q XDG_CONFIG_HOME=%q BRLAPI_HOST=%q %q --voice none; sleep 60",
		data, config, brl.Address(), bin)
	p.tmux("new-session", "-d", "-s", "play", "-x", "250", "-y", "60", cmd)
	t.Cleanup(func() { exec.Command("tmux", "-L", p.socket, "kill-server").Run() })

	p.waitFor("Welcome to tactus.")
	// the questions are on the display too
	welcome := braille.Message("Welcome to tactus").Cells.Bytes()
	brl.Display.WaitCells(t, 0, func(c []byte) bool { return bytes.HasPrefix(c, welcome) })
	steps := []struct{ line, want string }{
		{"", "Do you use a screen reader, yes or no?"},
		{"yes", "Time control? Enter keeps no clock."},
		{"90+30", "90+30 has no units: did you mean 1 hour 30 minutes for the game, plus 30 seconds a move?"},
		{"yes", "Time control: 1 hour 30 minutes for the game, plus 30 seconds a move."},
		{"", "Announcement style"},          // move words kept
		{"", "Should the opponent confirm"}, // style kept
		{"", "Press the clock as soon as"},  // confirm kept
		{"", "Voice:"},                      // auto press kept
		{"", "Sound device?"},               // voice kept (none, from the flag)
		{"", "BRLTTY has a Braille display here: "},
		{"", "Saved in "}, // the display kept
	}
	for _, s := range steps {
		p.send(s.line)
		p.waitFor(s.want)
	}
	p.waitFor("Enter keeps the display BRLTTY has.")
	p.waitFor("White's name? Enter keeps White.")
	for _, s := range []struct{ line, want string }{
		{"Ana", "Black's name?"},
		{"Bo", "Who is visually impaired"},
		{"", "Game begins, white to move."},
		{"e4", "White announces: Eva zwei Eva vier."},
		{"e5", "Black announces: Eva sieben Eva fuenf."},
		{"clock", "1 move played."},
		{"quit", "the game is saved; run tactus to resume it."},
	} {
		p.send(s.line)
		p.waitFor(s.want)
	}
	screen := p.screen()
	// plain mode: no board drawn, every answer still on the screen
	for _, not := range []string{"┌", "╭", "Arrows explore the board"} {
		if strings.Contains(screen, not) {
			t.Errorf("the game was not in plain mode (%q):\n%s", not, screen)
		}
	}
	conf, err := os.ReadFile(filepath.Join(config, "tactus", "config.toml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"plain = true", `brlapi = "auto"`, `control = "90m+30s"`} {
		if !strings.Contains(string(conf), want) {
			t.Errorf("the config lacks %s:\n%s", want, conf)
		}
	}
}
