package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/internal/rulestest"
	"github.com/tactuschess/tactus/rules/pgn"
)

// killPlies is the length of the game TestPlayKilled feeds the app.
const killPlies = 40

// TestPlayKilled runs the built `tactus play` in plain mode on a pipe,
// types a game into it all at once, kills it (SIGKILL) after a random
// number of completed moves, then resumes the game (bare `tactus`,
// answering yes, or `tactus resume JOURNAL`) and checks that every move
// printed as completed before the kill is in the resumed game, and that
// the game is the typed one: nothing lost, nothing added. A few kills by
// default, more under TACTUS_INTEGRATION=1; TACTUS_CRASH_SEED repeats a run.
func TestPlayKilled(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program and runs it")
	}
	dir := t.TempDir()
	bin := builtTactus(t)
	moves := lichessMoves(t, killPlies)[:killPlies]
	seed := rulestest.Seed(t, "TACTUS_CRASH_SEED", uint64(time.Now().UnixNano())) // a new run each time: the crashes explore
	runs := 4
	if os.Getenv("TACTUS_INTEGRATION") == "1" {
		runs = 12
	}
	t.Logf("seed %d (TACTUS_CRASH_SEED=%d repeats it), %d kills", seed, seed, runs)
	for i := range runs {
		r := rand.New(rand.NewPCG(seed, uint64(i)))
		k := &killRun{t: t, bin: bin, dir: filepath.Join(dir, strconv.Itoa(i)), moves: moves}
		if err := k.run(r, i%2 == 0); err != nil {
			t.Errorf("seed %d run %d: %v", seed, i, err)
		}
	}
}

// killRun is one kill of `tactus play` and its resumption.
type killRun struct {
	t     *testing.T
	bin   string
	dir   string   // its XDG folders
	moves []string // the game typed, UCI
}

// command returns the program with the run's own XDG folders.
func (k *killRun) command(args ...string) *exec.Cmd {
	cmd := exec.Command(k.bin, args...)
	cmd.Env = append(os.Environ(), "XDG_DATA_HOME="+filepath.Join(k.dir, "data"),
		"XDG_CONFIG_HOME="+filepath.Join(k.dir, "config"), "ACCESSIBLE=", "LANGUAGE=en", "LC_ALL=C")
	return cmd
}

// run plays, kills and resumes once; bare says whether to resume with
// bare `tactus` rather than `tactus resume JOURNAL`.
func (k *killRun) run(r *rand.Rand, bare bool) error {
	cmd := k.command("play", "--plain", "--voice", "none", "--brlapi", "none",
		"--white", "A", "--black", "B", "--control", "90m+30s")
	in, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		return err
	}
	// all the moves at once: the app works through them while it is killed
	go func() {
		for _, m := range k.moves {
			fmt.Fprintln(in, m)
		}
	}()
	target := r.IntN(len(k.moves) + 1) // completed moves to see before the kill
	wait := time.Duration(r.IntN(3000)) * time.Microsecond
	how := fmt.Sprintf("killed %v after %d completed moves", wait, target)
	kill := func() {
		time.Sleep(wait)
		_ = cmd.Process.Kill() // SIGKILL
	}
	if target == 0 {
		kill()
	}
	confirmed := 0
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		if strings.Contains(sc.Text(), " completes the move") {
			confirmed++
			if confirmed == target {
				kill()
			}
		}
	}
	werr := cmd.Wait()
	in.Close()
	var ee *exec.ExitError
	if !errors.As(werr, &ee) || ee.ExitCode() != -1 {
		return fmt.Errorf("%s: the app was not killed but ended with %v\n%s", how, werr, stderr.String())
	}
	journals, _ := filepath.Glob(filepath.Join(k.dir, "data", "tactus", "games", "*.journal"))
	if len(journals) == 0 {
		if confirmed > 0 {
			return fmt.Errorf("%s: %d moves were confirmed but there is no journal", how, confirmed)
		}
		return nil // killed before the game began
	}
	if len(journals) != 1 {
		return fmt.Errorf("%s: journals %v", how, journals)
	}
	if data, err := os.ReadFile(journals[0]); err == nil && len(data) == 0 && confirmed == 0 {
		return nil // killed before the journal's first line: nothing to resume, nothing lost
	}
	played, err := k.resume(journals[0], bare)
	if err != nil {
		return fmt.Errorf("%s: %w", how, err)
	}
	if len(played) < confirmed {
		return fmt.Errorf("%s: %d moves were confirmed, the resumed game has %d: %v", how, confirmed, len(played), played)
	}
	if len(played) > len(k.moves) || strings.Join(played, " ") != strings.Join(k.moves[:len(played)], " ") {
		return fmt.Errorf("%s: the resumed game %v is not a beginning of the typed one %v", how, played, k.moves)
	}
	k.t.Logf("%s: %d confirmed, %d resumed", how, confirmed, len(played))
	return nil
}

// resume resumes the journal's game, checks where it says it resumed,
// quits, and returns the moves (UCI) of the PGN saved on quitting.
func (k *killRun) resume(journal string, bare bool) ([]string, error) {
	input := "quit\n"
	cmd := k.command("resume", "--plain", "--voice", "none", "--brlapi", "none", journal)
	if bare {
		input = "yes\nquit\n"
		cmd = k.command("--plain", "--voice", "none", "--brlapi", "none")
	}
	cmd.Stdin = strings.NewReader(input)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("%s: %v\n%s%s", cmd.Args[1], err, out, stderr.String())
	}
	if !strings.Contains(string(out), "The game is saved") {
		return nil, fmt.Errorf("%s did not resume and save the game:\n%s%s", cmd.Args[1], out, stderr.String())
	}
	f, err := os.Open(strings.TrimSuffix(journal, ".journal") + ".pgn")
	if err != nil {
		return nil, err
	}
	defer f.Close()
	g, err := pgn.NewReader(f).Next()
	if err != nil {
		return nil, fmt.Errorf("the saved PGN: %v", err)
	}
	var played []string
	pos := g.Start
	for _, m := range g.MainLine() {
		played = append(played, pos.UCI(m))
		if err := pos.Play(m); err != nil {
			return nil, err
		}
	}
	if bare && !strings.Contains(string(out), "Resume the game A - B") {
		return nil, fmt.Errorf("tactus did not offer to resume the game:\n%s", out)
	}
	// it says where it resumed: the side to move and the last move
	side, last := "white", ""
	if n := len(played); n > 0 {
		mover := "White"
		if n%2 == 1 {
			side = "black"
		} else {
			mover = "Black"
		}
		last = fmt.Sprintf("Last move: Move %d, %s: ", (n+1)/2, mover)
	}
	if !strings.Contains(string(out), ", "+side+" to move.") || !strings.Contains(string(out), last) {
		return nil, fmt.Errorf("%s does not say it resumed with %s to move after %q:\n%s", cmd.Args[1], side, last, out)
	}
	return played, nil
}

// lichessMoves returns the moves (UCI) of the first game of at least plies
// plies in the repository's lichess sample, all but the last (so that
// they do not end the game).
func lichessMoves(tb testing.TB, plies int) []string {
	tb.Helper()
	f, err := os.Open("../../rules/pgn/testdata/lichess-1000.pgn")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	r := pgn.NewReader(f)
	for {
		g, err := r.Next()
		if err == io.EOF {
			tb.Fatalf("no game of %d plies", plies)
		}
		if err != nil {
			continue
		}
		line := g.MainLine()
		if len(line) < plies {
			continue
		}
		pos := g.Start
		var out []string
		for _, m := range line[:len(line)-1] {
			out = append(out, pos.UCI(m))
			if err := pos.Play(m); err != nil {
				tb.Fatal(err)
			}
		}
		return out
	}
}
