package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tactuschess/tactus/internal/rulestest"
)

// crashScript is a game of 80 plies with announcements, corrections,
// presses, repetitions, a divergence and a restore, draw offers, clock
// requests, a refused line and a resignation.
const crashScript = "testdata/session_crash.script"

// TestSessionCrash runs `tactus session simulate --journal` as a real
// process, kills it (SIGKILL) at random points, and checks after each kill
// that the journal holds every event the process printed before it died and
// replays to a prefix of the uninterrupted game. Set TACTUS_CRASH_SEED to
// repeat a run.
func TestSessionCrash(t *testing.T) {
	c := newCrashRig(t)
	seed := rulestest.Seed(t, "TACTUS_CRASH_SEED", uint64(time.Now().UnixNano())) // a new run each time: the crashes explore
	runs := 200
	if testing.Short() {
		runs = 20
	}
	t.Logf("seed %d (TACTUS_CRASH_SEED=%d repeats it), %d runs; the uninterrupted run took %v", seed, seed, runs, c.took)

	// Eight at a time: a run mostly waits for fsync, not for the processor.
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for i := range jobs {
				if err := c.crashOnce(rand.New(rand.NewPCG(seed, uint64(i))), i); err != nil {
					t.Errorf("seed %d run %d: %v", seed, i, err)
				}
			}
		})
	}
	for i := range runs {
		if t.Failed() {
			break
		}
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	t.Logf("killed before the first event %d, during the game %d, after it %d; journals ending in a cut line %d",
		c.stats.before.Load(), c.stats.during.Load(), c.stats.after.Load(), c.stats.torn.Load())
}

// crashRig holds the built binary and the uninterrupted run.
type crashRig struct {
	bin, dir, script string
	full             []string      // the uninterrupted run's output lines
	fullEvents       []string      // its event lines
	fullJournal      []byte        // its journal
	fullReplay       []string      // the replay of its journal
	took             time.Duration // how long it ran
	stats            struct{ before, during, after, torn atomic.Int64 }
}

// newCrashRig builds tactus and runs the script once without a kill.
func newCrashRig(t *testing.T) *crashRig {
	t.Helper()
	c := &crashRig{dir: t.TempDir(), bin: builtTactus(t)}
	var err error
	if c.script, err = filepath.Abs(crashScript); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(c.dir, "full.journal")
	start := time.Now()
	out, err := exec.Command(c.bin, c.simulate(path)...).Output()
	c.took = time.Since(start)
	if err != nil {
		t.Fatalf("the uninterrupted run: %v\n%s", err, out)
	}
	c.full = outputLines(out)
	c.fullEvents = eventLines(c.full)
	// The script must play as it was written to.
	for _, want := range []string{"announces", "corrects the announcement", "completes the move",
		"the boards agree", "the boards differ at black's move 15", "both boards are back before black's move 15",
		"offers a draw", "declines the draw offer", " clock: white ", "refused: line ", "game over: black wins, resignation"} {
		if !strings.Contains(string(out), want) {
			t.Fatalf("the uninterrupted run never says %q:\n%s", want, out)
		}
	}
	if n := strings.Count(string(out), "refused:"); n != 1 {
		t.Fatalf("the uninterrupted run refused %d lines, want 1:\n%s", n, out)
	}
	if len(c.fullEvents) < 200 {
		t.Fatalf("the uninterrupted run printed %d events, want at least 200", len(c.fullEvents))
	}
	if c.fullJournal, err = os.ReadFile(path); err != nil {
		t.Fatal(err)
	}
	replay, _, status := c.replay(path)
	if status != 0 {
		t.Fatalf("replay of the uninterrupted run: status %d", status)
	}
	c.fullReplay = replay
	if !equal(eventLines(replay), c.fullEvents) || !equal(tail(replay), tail(c.full)) {
		t.Fatalf("the replay of the uninterrupted run differs from it: %s",
			difference(append(c.fullEvents, tail(c.full)...), append(eventLines(replay), tail(replay)...)))
	}
	return c
}

// simulate returns the arguments of the simulate command writing journal.
func (c *crashRig) simulate(journal string) []string {
	return []string{"session", "simulate", "--control", "90m+30s", "--white", "Ana", "--black", "Bo", "--journal", journal, c.script}
}

// replay runs `tactus session replay` and returns its output lines, its
// standard error and its exit status.
func (c *crashRig) replay(journal string) (lines []string, stderr string, status int) {
	var out, errOut bytes.Buffer
	cmd := exec.Command(c.bin, "session", "replay", journal)
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			return nil, err.Error(), -1
		}
		return outputLines(out.Bytes()), errOut.String(), ee.ExitCode()
	}
	return outputLines(out.Bytes()), errOut.String(), 0
}

// crashOnce runs the script, kills the process after a random number of
// output lines or a random time, and checks its journal.
func (c *crashRig) crashOnce(r *rand.Rand, i int) error {
	path := filepath.Join(c.dir, fmt.Sprintf("run%03d.journal", i))
	cmd := exec.Command(c.bin, c.simulate(path)...)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		return err
	}
	kill := func() { _ = cmd.Process.Kill() } // SIGKILL
	var printed []string
	sc := bufio.NewScanner(stdout)
	how := ""
	if r.IntN(4) != 0 {
		k := r.IntN(len(c.full) + 1)
		how = fmt.Sprintf("killed after reading %d lines", k)
		if k == 0 {
			kill()
		}
		for sc.Scan() {
			printed = append(printed, sc.Text())
			if len(printed) == k {
				kill()
			}
		}
	} else {
		d := time.Duration(r.Int64N(int64(c.took) + 1))
		how = fmt.Sprintf("killed after %v", d)
		timer := time.AfterFunc(d, kill)
		for sc.Scan() {
			printed = append(printed, sc.Text())
		}
		timer.Stop()
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("%s: reading the output: %v", how, err)
	}
	werr := cmd.Wait()
	var ee *exec.ExitError
	switch {
	case werr == nil:
		if !equal(printed, c.full) {
			return fmt.Errorf("%s, it finished, but its output differs from the uninterrupted run's: %s", how, difference(c.full, printed))
		}
	case errors.As(werr, &ee) && ee.ExitCode() == -1: // killed by the signal
	default:
		return fmt.Errorf("%s: %v\n%s", how, werr, stderr.String())
	}
	return c.check(how, path, eventLines(printed))
}

// check compares the journal a killed run left with what it printed and
// with the uninterrupted run.
func (c *crashRig) check(how, path string, printed []string) error {
	if len(printed) > len(c.fullEvents) || !equal(printed, c.fullEvents[:len(printed)]) {
		return fmt.Errorf("%s: the events it printed are not the uninterrupted run's: %s", how, difference(c.fullEvents, printed))
	}
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		if len(printed) > 0 {
			return fmt.Errorf("%s: it printed %d events but left no journal", how, len(printed))
		}
		c.stats.before.Add(1)
		return nil
	}
	if err != nil {
		return err
	}
	if !bytes.HasPrefix(c.fullJournal, data) {
		return fmt.Errorf("%s: the journal is not a prefix of the uninterrupted run's:\n%s", how, data)
	}
	cut := len(data) > 0 && data[len(data)-1] != '\n'
	if cut {
		c.stats.torn.Add(1)
	}
	replay, stderr, status := c.replay(path)
	if status != 0 {
		if len(printed) > 0 {
			return fmt.Errorf("%s: it printed %d events, but replay fails (status %d): %s", how, len(printed), status, stderr)
		}
		c.stats.before.Add(1)
		return nil // killed before the game began: no Begin in the journal
	}
	if said := strings.Contains(stderr, "cut short"); said != cut {
		return fmt.Errorf("%s: the journal's last line is cut: %v, but replay says %q", how, cut, stderr)
	}
	events := eventLines(replay)
	// (a) the journal holds every event printed before the kill,
	if len(events) < len(printed) || !equal(events[:len(printed)], printed) {
		return fmt.Errorf("%s: it printed %d events, the journal replays as %d: %s", how, len(printed), len(events), difference(printed, events))
	}
	// (b) and replays to a prefix of the uninterrupted run.
	if len(events) > len(c.fullEvents) || !equal(events, c.fullEvents[:len(events)]) {
		return fmt.Errorf("%s: the journal does not replay as a beginning of the uninterrupted run: %s", how, difference(c.fullEvents, events))
	}
	if len(tail(replay)) != 4 {
		return fmt.Errorf("%s: replay does not end with the four state lines:\n%s", how, strings.Join(replay, "\n"))
	}
	if string(data) == string(c.fullJournal) {
		if !equal(replay, c.fullReplay) {
			return fmt.Errorf("%s: the whole journal replays differently", how)
		}
		c.stats.after.Add(1)
	} else {
		c.stats.during.Add(1)
	}
	return nil
}

// outputLines splits output into lines.
func outputLines(out []byte) []string {
	return strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
}

// eventLine is a line that reports an event: a game time, then not a clock
// reading or a refusal.
var eventLine = regexp.MustCompile(`^\d+\.\d{3} `)

// eventLines keeps the lines that report events.
func eventLines(lines []string) []string {
	var out []string
	for _, l := range lines {
		if m := eventLine.FindString(l); m != "" {
			rest := l[len(m):]
			if !strings.HasPrefix(rest, "clock: ") && !strings.HasPrefix(rest, "refused: ") {
				out = append(out, l)
			}
		}
	}
	return out
}

// tail returns the closing state lines: boards, clock and result.
func tail(lines []string) []string {
	var out []string
	for _, l := range lines {
		for _, p := range []string{"white board: ", "black board: ", "clock: ", "result: "} {
			if strings.HasPrefix(l, p) {
				out = append(out, l)
			}
		}
	}
	return out
}

// difference describes the first line where got differs from want.
func difference(want, got []string) string {
	for i := range max(len(want), len(got)) {
		switch {
		case i >= len(want):
			return fmt.Sprintf("line %d is %q, want no more lines", i+1, got[i])
		case i >= len(got):
			return fmt.Sprintf("line %d is missing, want %q", i+1, want[i])
		case want[i] != got[i]:
			return fmt.Sprintf("line %d is %q, want %q", i+1, got[i], want[i])
		}
	}
	return "no difference"
}

// equal reports whether two lists of lines are the same.
func equal(a, b []string) bool {
	return strings.Join(a, "\n") == strings.Join(b, "\n") && len(a) == len(b)
}
