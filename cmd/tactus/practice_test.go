package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/internal/rulestest"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/uci"
)

// conversation runs the built program with args and talks to it line by
// line: say sends a line, expect waits for a line holding a text.
type conversation struct {
	t     *testing.T
	in    io.WriteCloser
	lines chan string
	seen  []string
	cmd   *exec.Cmd
}

func converse(t *testing.T, args ...string) *conversation {
	t.Helper()
	dir := t.TempDir()
	bin := builtTactus(t)
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+filepath.Join(dir, "config"), "XDG_DATA_HOME="+filepath.Join(dir, "data"))
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = cmd.Stdout
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	c := &conversation{t: t, in: in, lines: make(chan string, 100), cmd: cmd}
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			c.lines <- sc.Text()
		}
		close(c.lines)
	}()
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	return c
}

func (c *conversation) say(line string) { fmt.Fprintln(c.in, line) }

func (c *conversation) expect(text string) string {
	c.t.Helper()
	deadline := time.After(60 * time.Second)
	for {
		select {
		case l, ok := <-c.lines:
			if !ok {
				c.t.Fatalf("the program ended without %q:\n%s", text, strings.Join(c.seen, "\n"))
			}
			c.seen = append(c.seen, l)
			if strings.Contains(l, text) {
				return l
			}
		case <-deadline:
			c.t.Fatalf("never %q:\n%s", text, strings.Join(c.seen, "\n"))
		}
	}
}

// TestPracticeAgainstStockfish plays Debian's Stockfish at Elo 1500: its
// reply, a hint said in the vocabulary with the evaluation in words, a
// takeback, and the PGN of what was played.
func TestPracticeAgainstStockfish(t *testing.T) {
	if testing.Short() {
		t.Skip("runs Stockfish")
	}
	if _, err := uci.Locate(""); err != nil {
		rulestest.Require(t, "stockfish (Debian package stockfish)")
	}
	c := converse(t, "practice", "--plain", "--voice", "none", "--elo", "1500", "--think", "200ms")
	c.expect("Game begins, white to move.")
	c.say("e4")
	c.expect("Black announces:")
	c.say("hint")
	hint := c.expect("Hint: ")
	if !strings.Contains(hint, " better") && !strings.Contains(hint, "equal") && !strings.Contains(hint, "winning") {
		t.Errorf("the hint has no evaluation in words: %q", hint)
	}
	c.say("takeback")
	c.expect("Both boards are back before white's move 1, white to move.")
	c.say("d4")
	c.expect("Black announces:")
	// a new game: this one is saved, the next begins on the same input
	c.say("new")
	c.expect("A new game begins.")
	c.expect("Game begins, white to move.")
	c.say("c4")
	c.expect("Black announces:")
	c.say("quit")
	c.expect("The game is saved")
	c.in.Close()
	if err := c.cmd.Wait(); err != nil {
		t.Fatalf("exit: %v", err)
	}
}

// TestPracticeInGerman plays Stockfish with --ui de: the practice words and
// sentences are German (tipp, zurücknehmen, neustart), English's words
// still work, and the engine's evaluation is German too.
func TestPracticeInGerman(t *testing.T) {
	if testing.Short() {
		t.Skip("runs Stockfish")
	}
	if _, err := uci.Locate(""); err != nil {
		rulestest.Require(t, "stockfish (Debian package stockfish)")
	}
	c := converse(t, "practice", "--plain", "--voice", "none", "--ui", "de", "--elo", "1500", "--think", "200ms")
	c.expect("Die Partie beginnt, Weiß ist am Zug.")
	c.say("e4")
	c.expect("Schwarz sagt an:")
	c.say("hilfe")
	c.expect("Gegen das Programm:")
	c.expect("tipp, hint: der beste Zug für dich laut Programm")
	c.say("tipp")
	c.expect("Das Programm sucht einen Tipp.")
	hint := c.expect("Tipp: ")
	if !strings.Contains(hint, "besser") && !strings.Contains(hint, "ausgeglichen") && !strings.Contains(hint, "Gewinn") {
		t.Errorf("the hint has no evaluation in German: %q", hint)
	}
	c.say("zurücknehmen")
	c.expect("Beide Bretter sind zurück vor Zug 1 von Weiß, Weiß ist am Zug.")
	c.say("takeback") // English's words work too
	c.expect("Du hast noch keinen Zug, den du zurücknehmen kannst.")
	c.say("d4")
	c.expect("Schwarz sagt an:")
	c.say("neustart")
	c.expect("Eine neue Partie beginnt.")
	c.expect("Die Partie beginnt, Weiß ist am Zug.")
	c.say("ende")
	c.expect("Die Partie ist gespeichert")
	c.in.Close()
	if err := c.cmd.Wait(); err != nil {
		t.Fatalf("exit: %v", err)
	}
}

// TestPracticeWithoutTheEngine: a missing engine is one sentence, and the
// game goes on with both sides typed.
func TestPracticeWithoutTheEngine(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program")
	}
	c := converse(t, "practice", "--plain", "--voice", "none", "--engine", "/nonexistent/engine")
	line := c.expect("the game goes on without it")
	if strings.Count(line, ".") > 1 || strings.Contains(line, "exec:") {
		t.Errorf("not one plain sentence: %q", line)
	}
	c.say("e4")
	c.say("e5")
	c.expect("Black announces: Eva sieben Eva fuenf.")
	c.in.Close()
	c.expect("The game is saved")
}

// TestPracticeWithoutTheEngineInSlovak: the missing engine's sentence is
// Slovak with --ui sk.
func TestPracticeWithoutTheEngineInSlovak(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program")
	}
	c := converse(t, "practice", "--plain", "--voice", "none", "--ui", "sk", "--engine", "/nonexistent/engine")
	c.expect("partia pokračuje bez neho a jeho ťahy sa zadávajú ručne.")
	c.in.Close()
}

func TestPracticeSide(t *testing.T) {
	for _, tc := range []struct {
		in   string
		n    int
		want rules.Color
		bad  bool
	}{
		{"white", 0, rules.White, false}, {"Black", 0, rules.Black, false},
		{"random", 0, rules.White, false}, {"random", 1, rules.Black, false},
		{"green", 0, rules.White, true},
	} {
		got, err := practiceSide(catalog.English(), tc.in, func(int) int { return tc.n })
		if (err != nil) != tc.bad || !tc.bad && got != tc.want {
			t.Errorf("%q: %v, %v", tc.in, got, err)
		}
	}
}

// TestPracticeUsageInSlovak: practice's usage errors are said in the UI
// language.
func TestPracticeUsageInSlovak(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--elo", "1500", "--level", "3"}, "tactus: practice: zadaj --elo alebo --level, nie oboje\n"},
		{[]string{"--level", "30"}, "tactus: practice: --level je od 1 do 20 a --elo kladné hodnotenie\n"},
		{[]string{"--think", "2m"}, "tactus: practice: --think 2m0s nie je medzi 0 a minútou\n"},
		{[]string{"--color", "green"}, "tactus: practice: --color \"green\": napíš white, black alebo random\n"},
	} {
		var out, errs strings.Builder
		args := append([]string{"practice", "--ui", "sk"}, tc.args...)
		if status := run(args, strings.NewReader(""), &out, &errs); status != 2 || errs.String() != tc.want {
			t.Errorf("%v: status %d, %q, want %q", tc.args, status, errs.String(), tc.want)
		}
	}
}

// TestReviewAnalyse asks Stockfish about a reviewed position through the
// built program.
func TestReviewAnalyse(t *testing.T) {
	if testing.Short() {
		t.Skip("runs Stockfish")
	}
	if _, err := uci.Locate(""); err != nil {
		rulestest.Require(t, "stockfish (Debian package stockfish)")
	}
	c := converse(t, "review", "--voice", "none", "--think", "200ms", "--game", "1", "../../rules/pgn/testdata/lichess-1000.pgn")
	c.say("next")
	c.say("analyse")
	line := c.expect("Best line: ")
	if n := len(strings.Fields(strings.TrimPrefix(line, "Best line: "))); n > 8 {
		t.Errorf("a best line of %d plies: %q", n, line)
	}
	c.in.Close()
}

// fakeEngine writes a UCI engine as a shell script to a temporary
// directory and returns its path. It answers the handshake, plays e7e5
// to the first search, and does what onSecond says to the second one.
func fakeEngine(t *testing.T, onSecond string) string {
	t.Helper()
	script := `#!/bin/sh
n=0
while read -r cmd rest; do
	case "$cmd" in
	uci) echo "id name Fake"; echo "id author tactus"; echo "uciok" ;;
	isready) echo "readyok" ;;
	go)
		n=$((n + 1))
		if [ "$n" -eq 1 ]; then
			echo "info depth 1 score cp 10 pv e7e5"
			echo "bestmove e7e5"
		else
			` + onSecond + `
		fi ;;
	quit) exit 0 ;;
	esac
done
`
	path := filepath.Join(t.TempDir(), "engine.sh")
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestPracticeEngineFaults: an engine that crashes in the middle of the
// game, hangs, talks nonsense or plays an illegal move is told in one
// plain sentence; the game is kept and goes on with its moves typed.
func TestPracticeEngineFaults(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program")
	}
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh for the fake engine")
	}
	for _, tc := range []struct {
		name, onSecond, want string
	}{
		{"crash", "exit 3", "The chess engine stopped unexpectedly; the game is kept"},
		{"hang", ":", "The engine did not answer in time; the game is kept"},
		{"nonsense", `echo "the moon is made of cheese"; echo "bestmove banana"`, "The chess engine sent something tactus cannot understand; the game is kept"},
		{"illegal", `echo "bestmove e2e4"`, "The engine played an illegal move; the game is kept"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := converse(t, "practice", "--plain", "--voice", "none", "--think", "100ms", "--engine-timeout", "2s",
				"--engine", fakeEngine(t, tc.onSecond))
			c.expect("Game begins, white to move.")
			c.say("e4")
			c.expect("Black announces: Eva sieben Eva fuenf.")
			c.say("d4")
			line := c.expect(tc.want)
			if strings.Count(line, ". ") > 0 || strings.Contains(line, "uci:") || strings.Contains(line, "practice:") {
				t.Errorf("not one plain sentence: %q", line)
			}
			// the engine's move is typed by hand, and the game goes on
			c.say("exd4")
			c.expect("Black announces:")
			c.say("Nf3")
			c.expect("White announces:")
			c.in.Close()
			c.expect("The game is saved")
		})
	}
}
