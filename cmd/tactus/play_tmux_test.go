//go:build linux

package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/internal/brltest"
	"github.com/tactuschess/tactus/internal/rulestest"
	"github.com/tactuschess/tactus/internal/speechtest"
	"github.com/tactuschess/tactus/rules"
)

// tmuxPlay drives the built program in a tmux session of its own server.
type tmuxPlay struct {
	t      *testing.T
	socket string
}

// tmux runs a tmux command on the test's own server.
func (p *tmuxPlay) tmux(args ...string) string {
	p.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-L", p.socket}, args...)...).CombinedOutput()
	if err != nil {
		p.t.Fatalf("tmux %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// screen returns the pane's text, wrapped lines joined.
func (p *tmuxPlay) screen() string {
	return p.tmux("capture-pane", "-p", "-J", "-S", "-200", "-t", "play")
}

// send types one line and presses Enter.
func (p *tmuxPlay) send(line string) {
	p.tmux("send-keys", "-t", "play", "-l", line)
	p.tmux("send-keys", "-t", "play", "Enter")
}

// waitFor polls the pane until it holds want, failing after a deadline.
func (p *tmuxPlay) waitFor(want string) {
	p.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		s := p.screen()
		if strings.Contains(s, want) {
			return
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("the screen never showed %q:\n%s", want, s)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestPlayInTmux plays a short game in plain mode in a real terminal: an
// illegal entry, a slip corrected, a mis-heard repetition and its
// reconciliation, a clock query, then a flag fall, and checks the PGN
// written at the end. The control is ten minutes, which no step comes near
// however slow the machine; the flag falls because the arbiter then sets
// Black's clock to one second, so nothing races the real clock.
func TestPlayInTmux(t *testing.T) {
	playInTmux(t, nil, nil, nil, "--voice", "none")
}

// TestPlayInTmuxWithDisplayAndSpeech plays the same game with a real
// BRLTTY (its vr driver on a display the test reads) and a real
// speech-dispatcher, and checks what the display showed and what the
// daemon was asked to say: the refusal, the announcement and its
// correction, the divergence and its reconciliation, the clock's answer
// and the flag fall.
func TestPlayInTmuxWithDisplayAndSpeech(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program and runs it in tmux")
	}
	brl := brltest.Start(t, brltest.Config{Cells: 40})
	sd := speechtest.StartDispatcher(t)
	g := rules.NewGame(rules.StartPosition())
	code := braille.UK2015()
	start := code.Lines(g, braille.Layout{})[0].Cells.Bytes()
	ready := func() { // the display shows the game before the first move
		brl.Display.WaitCells(t, 0, func(c []byte) bool { return bytes.HasPrefix(c, start) })
	}
	said := func() bool { return spokenAll(sd.Spoken(), spokenGame) == "" }
	ended := func() { // the voice is behind the lines: let it catch up before quit
		deadline := time.Now().Add(brltest.Timeout)
		for !said() && time.Now().Before(deadline) {
			time.Sleep(50 * time.Millisecond)
		}
	}
	playInTmux(t, []string{"SPEECHD_ADDRESS=" + sd.Address()}, ready, ended,
		"--voice", "speechd", "--brlapi", brl.Address())

	// the board after 1. d4 was on the cells: its first line, the move
	if err := g.PlayUCI("d2d4"); err != nil {
		t.Fatal(err)
	}
	move := code.Lines(g, braille.Layout{})[0].Cells.Bytes()
	brl.Display.WaitCells(t, 0, func(c []byte) bool { return bytes.HasPrefix(c, move) })
	// the refused entry and the flag fall were shown on the cells
	for _, text := range []string{`"Ke2": it is not a legal move`, "Black's flag falls"} {
		want := braille.Message(text).Cells.Bytes()
		brl.Display.WaitCells(t, 0, func(c []byte) bool { return bytes.HasPrefix(c, want) })
	}
	// and everything the player hears reached speech-dispatcher
	if missing := spokenAll(sd.Spoken(), spokenGame); missing != "" {
		t.Errorf("speech-dispatcher was not asked to say %s; it said:\n%s", missing, strings.Join(sd.Spoken(), "\n"))
	}
}

// spokenGame is what speech-dispatcher is asked to say during the game of
// TestPlayInTmux, each at least as many times as given, in any order (the
// app's priorities let a move go before a refusal or a report still
// waiting): the refusal of the illegal entry, the announcement, its slip
// correction and the move again after the restore, the divergence and the
// reconciliation, the clock's answer, and the flag fall with its verdict
// (at move priority: the clock's own line at clock priority may be cut by
// it, as speech-dispatcher cancels a lower-priority message for an
// important one).
var spokenGame = []spokenWant{
	{regexp.MustCompile(`^"Ke2": it is not a legal move here`), 1},
	{regexp.MustCompile(`^Eva zwei Eva vier$`), 1},
	{regexp.MustCompile(`^David zwei David vier$`), 2},
	{regexp.MustCompile(`^The boards differ at white's move 1`), 1},
	{regexp.MustCompile(`^Both boards are back before white's move 1`), 1},
	{regexp.MustCompile(`^White .+, Black .+; one move played`), 1},
	{regexp.MustCompile(`^Black's flag (falls|fell)\b.*White wins`), 1},
}

// spokenWant is a message wanted at least n times.
type spokenWant struct {
	re *regexp.Regexp
	n  int
}

// spokenAll returns the first of wants that fewer than its n messages of
// spoken match, described, or "".
func spokenAll(spoken []string, wants []spokenWant) string {
	for _, w := range wants {
		got := 0
		for _, s := range spoken {
			if w.re.MatchString(s) {
				got++
			}
		}
		if got < w.n {
			return fmt.Sprintf("%q %d times (it did %d times)", w.re.String(), w.n, got)
		}
	}
	return ""
}

// playInTmux runs the game of TestPlayInTmux with env set and the extra
// flags; ready (if not nil) is called once the game has begun, and ended
// (if not nil) once it has ended, before quit.
func playInTmux(t *testing.T, env []string, ready, ended func(), flags ...string) {
	if testing.Short() {
		t.Skip("builds the program and runs it in tmux")
	}
	if _, err := exec.LookPath("tmux"); err != nil {
		rulestest.Require(t, "tmux")
	}
	dir := t.TempDir()
	bin := builtTactus(t)
	data, config := filepath.Join(dir, "data"), filepath.Join(dir, "config")
	p := &tmuxPlay{t: t, socket: fmt.Sprintf("tactus-test-%d-%d", os.Getpid(), len(flags))}
	var quoted []string
	for _, s := range append(append([]string{}, env...), "XDG_DATA_HOME="+data, "XDG_CONFIG_HOME="+config) {
		quoted = append(quoted, strconv.Quote(s))
	}
	for _, f := range flags {
		quoted = append(quoted, strconv.Quote(f))
	}
	nEnv := len(env) + 2
	cmd := fmt.Sprintf("env %s %q play --plain --white A --black B --blind white --control 10m --confirm --auto-press=false --arbiter-pin 4711 %s; sleep 60",
		strings.Join(quoted[:nEnv], " "), bin, strings.Join(quoted[nEnv:], " "))
	p.tmux("new-session", "-d", "-s", "play", "-x", "250", "-y", "60", cmd)
	t.Cleanup(func() { exec.Command("tmux", "-L", p.socket, "kill-server").Run() })

	p.waitFor("Game begins, white to move.")
	if ready != nil {
		ready()
	}
	steps := []struct{ line, want string }{
		{"Ke2", `"Ke2": it is not a legal move here.`},
		{"e4", "White announces: Eva zwei Eva vier."},
		{"correct d4", "White corrects the announcement: David zwei David vier."},
		{"press", "White completes the move, black's clock runs."},
		{"d3", "The boards differ at white's move 1"},
		{"restore", `Only the arbiter may use "restore"`},
		{"arbiter 4711", "The arbiter's commands are open at this keyboard"},
		{"restore", "As the arbiter: restore; yes or no?"},
		{"yes", "Both boards are back before white's move 1, white to move."},
		{"d4", "White announces: David zwei David vier."},
		{"press", "black's clock runs."},
		{"ok", "the boards agree."},
		{"clock", "played."},
		{"time black 0:01", "As the arbiter: time black 0:01; yes or no?"},
		{"yes", "The arbiter sets black's time to"},
	}
	for _, s := range steps {
		p.send(s.line)
		p.waitFor(s.want)
	}
	p.waitFor("flag falls")
	p.waitFor("Saved ")
	screen := p.screen()
	for _, want := range []string{"Game over", ".pgn and "} {
		if !strings.Contains(screen, want) {
			t.Errorf("the screen lacks %q:\n%s", want, screen)
		}
	}
	if ended != nil {
		ended()
	}
	p.send("quit")
	p.waitFor("The game is saved.")
	pgns, _ := filepath.Glob(filepath.Join(data, "tactus", "games", "*.pgn"))
	if len(pgns) != 1 {
		t.Fatalf("PGN files: %v", pgns)
	}
	pgn, err := os.ReadFile(pgns[0])
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`[White "A"]`, `[Black "B"]`, "1. d4", `[Termination "time forfeit"]`} {
		if !strings.Contains(string(pgn), want) {
			t.Errorf("the PGN lacks %q:\n%s", want, pgn)
		}
	}
}
