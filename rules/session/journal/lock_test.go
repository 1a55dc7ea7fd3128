package journal

import (
	"bufio"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules/session"
)

// holderEnv names the journal a re-executed test binary holds open (see
// TestMain): a second process for TestOneWriterAcrossProcesses.
const holderEnv = "TACTUS_JOURNAL_TEST_HOLD"

// TestMain lets the test binary act as another process holding a journal:
// with holderEnv set it opens that journal, says "holding" and waits until
// its standard input ends.
func TestMain(m *testing.M) {
	if path := os.Getenv(holderEnv); path != "" {
		j, _, _, err := Open(path)
		if err != nil {
			os.Stdout.WriteString("refused: " + err.Error() + "\n")
			os.Exit(3)
		}
		os.Stdout.WriteString("holding\n")
		_, _ = bufio.NewReader(os.Stdin).ReadString('\n')
		j.Close()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// begin is a game's first action.
func begin() session.Action {
	return session.Action{Seq: 1, Actor: session.Arbiter(), Kind: session.Begin,
		Config: &session.Config{White: "Ana", Black: "Bo", Control: "90m+30s"}}
}

// TestOneWriterInProcess opens a journal twice in one process: while the
// first is open, Open and Create are refused with ErrInUse and the file
// is unchanged; once it is closed, Open takes it.
func TestOneWriterInProcess(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.journal")
	j, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := j.Record(begin()); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(path)
	j2, _, _, err := Open(path)
	if err == nil {
		j2.Close()
		t.Fatal("a second Open of an open journal succeeded")
	}
	if !errors.Is(err, ErrInUse) || !strings.Contains(err.Error(), path) {
		t.Errorf("second Open: %v, want ErrInUse naming the file", err)
	}
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Errorf("the refused Open changed the journal:\n%s", after)
	}
	if err := j.Record(session.Action{Seq: 2, Actor: session.Arbiter(), Kind: session.Pause}); err != nil {
		t.Fatalf("the holder cannot write after a refused Open: %v", err)
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	j3, acts, torn, err := Open(path)
	if err != nil || torn != nil || len(acts) != 2 {
		t.Fatalf("Open after Close: %d actions, torn %v, %v", len(acts), torn, err)
	}
	j3.Close()
}

// TestOneWriterAcrossProcesses has another process (this test binary,
// re-executed) hold a journal: Open here is refused with ErrInUse and
// appends nothing; when that process ends, normally or killed, Open takes
// the journal.
func TestOneWriterAcrossProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("starts another process")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, kill := range []bool{false, true} {
		path := filepath.Join(t.TempDir(), "g.journal")
		j, err := Create(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := j.Record(begin()); err != nil {
			t.Fatal(err)
		}
		j.Close()
		before, _ := os.ReadFile(path)

		cmd := exec.Command(exe, "-test.run=^$")
		cmd.Env = append(os.Environ(), holderEnv+"="+path)
		in, err := cmd.StdinPipe()
		if err != nil {
			t.Fatal(err)
		}
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		line, _ := bufio.NewReader(out).ReadString('\n')
		if line != "holding\n" {
			in.Close()
			cmd.Wait()
			t.Fatalf("the other process says %q, want holding", line)
		}
		if j2, _, _, err := Open(path); err == nil {
			j2.Close()
			t.Errorf("Open succeeded while another process holds the journal")
		} else if !errors.Is(err, ErrInUse) {
			t.Errorf("Open while another process holds it: %v, want ErrInUse", err)
		}
		if _, err := Create(path); err == nil || errors.Is(err, ErrInUse) {
			t.Errorf("Create over a held journal: %v, want the file's existence refused first", err)
		}
		if after, _ := os.ReadFile(path); string(after) != string(before) {
			t.Errorf("the refused Open changed the journal:\n%s", after)
		}
		if kill {
			_ = cmd.Process.Kill()
		} else {
			in.Close()
		}
		_ = cmd.Wait()
		in.Close()
		j3, acts, _, err := Open(path)
		if err != nil || len(acts) != 1 {
			t.Fatalf("killed %v: Open after the other process ended: %d actions, %v", kill, len(acts), err)
		}
		j3.Close()
	}
}
