package journal

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/tactuschess/tactus/rules/session"
)

// Journal is an open journal file that appends and syncs each action: the
// session's Recorder. It holds the file's one-writer lock (flock on Unix,
// LockFileEx on Windows) until Close: a second Create or Open of the same
// file, in this process or another, fails with ErrInUse.
type Journal struct {
	f    *os.File
	path string
}

// Path returns the file's path.
func (j *Journal) Path() string { return j.path }

// Record appends a as one line and syncs the file before returning.
func (j *Journal) Record(a session.Action) error {
	line := Format(a)
	if len(line) >= MaxLine {
		return fmt.Errorf("journal: an action of %d bytes is longer than a journal line may be (%d)", len(line), MaxLine)
	}
	if _, err := j.f.WriteString(line + "\n"); err != nil {
		return fmt.Errorf("journal: writing %s: %w", j.path, err)
	}
	if err := j.f.Sync(); err != nil {
		return fmt.Errorf("journal: syncing %s: %w", j.path, err)
	}
	return nil
}

// Close closes the file.
func (j *Journal) Close() error {
	if err := j.f.Close(); err != nil {
		return fmt.Errorf("journal: closing %s: %w", j.path, err)
	}
	return nil
}

// Create makes a new journal at path (which must not exist), writes its
// header and syncs the file and its directory.
func Create(path string) (*Journal, error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("journal: %w", err)
	}
	// The header goes into a temporary file that is linked to path once it
	// is on disk: a crash never leaves an empty journal behind, and the
	// link, like O_EXCL, never replaces a journal already there.
	tmp, err := os.CreateTemp(dir, ".journal-*")
	if err != nil {
		return nil, fmt.Errorf("journal: %w", err)
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.WriteString(Header() + "\n"); err != nil {
		tmp.Close()
		return nil, fmt.Errorf("journal: writing %s: %w", path, err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return nil, fmt.Errorf("journal: syncing %s: %w", path, err)
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return nil, fmt.Errorf("journal: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return nil, fmt.Errorf("journal: writing %s: %w", path, err)
	}
	if err := os.Link(tmp.Name(), path); errors.Is(err, fs.ErrExist) {
		return nil, fmt.Errorf("journal: %w", err)
	} else if err != nil {
		return createInPlace(path) // a file system without links (FAT on a stick)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return nil, fmt.Errorf("journal: %w", err)
	}
	if err := lockFile(f, path); err != nil {
		f.Close()
		return nil, err
	}
	if err := syncDir(dir); err != nil {
		f.Close()
		return nil, err
	}
	return &Journal{f: f, path: path}, nil
}

// createInPlace creates the journal at path and writes its header there,
// for file systems that cannot link: a crash before the header is on disk
// leaves an empty file, which Open refuses as no journal.
func createInPlace(path string) (*Journal, error) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL|os.O_APPEND, 0o644)
	if err != nil {
		return nil, fmt.Errorf("journal: %w", err)
	}
	if err := lockFile(f, path); err != nil {
		f.Close()
		return nil, err
	}
	if _, err := f.WriteString(Header() + "\n"); err != nil {
		f.Close()
		return nil, fmt.Errorf("journal: writing %s: %w", path, err)
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return nil, fmt.Errorf("journal: syncing %s: %w", path, err)
	}
	if err := syncDir(filepath.Dir(path)); err != nil {
		f.Close()
		return nil, err
	}
	return &Journal{f: f, path: path}, nil
}

// lockFile takes the one-writer lock on f, the journal at path, before
// anything is read or written through it; the lock lasts until f is closed.
func lockFile(f *os.File, path string) error {
	if err := lock(f); err != nil {
		if errors.Is(err, ErrInUse) {
			return fmt.Errorf("%s: %w", path, ErrInUse)
		}
		return fmt.Errorf("journal: locking %s: %w", path, err)
	}
	return nil
}

// syncDir syncs a directory so a new file's name survives a power cut.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("journal: %w", err)
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("journal: syncing %s: %w", dir, err)
	}
	return nil
}

// Torn describes a last line that was cut short or damaged (a crash while it
// was written): it was dropped.
type Torn struct {
	Line int    // 1-based line number
	Text string // what was there
	Why  string
}

// Error says which line was dropped and why.
func (t *Torn) Error() string {
	return fmt.Sprintf("journal: line %d was cut short (%s) and was dropped", t.Line, t.Why)
}

// Read reads a journal. A damaged last line is dropped and described by torn;
// a damaged line elsewhere is an error naming it.
func Read(r io.Reader) (actions []session.Action, torn *Torn, err error) {
	actions, torn, _, err = read(r)
	return actions, torn, err
}

// read also returns the byte length of the good part.
func read(r io.Reader) ([]session.Action, *Torn, int64, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	var (
		actions []session.Action
		good    int64
		lineNo  int
		bad     *Torn
	)
	for {
		raw, err := readLine(br)
		if len(raw) == 0 && err == io.EOF {
			break
		}
		if err != nil && err != io.EOF {
			return nil, nil, 0, fmt.Errorf("journal: reading: %w", err)
		}
		lineNo++
		if bad != nil {
			return nil, nil, 0, fmt.Errorf("%w: line %d: %s", ErrCorrupt, bad.Line, bad.Why)
		}
		complete := bytes.HasSuffix(raw, []byte("\n"))
		line := strings.TrimSuffix(string(raw), "\n")
		a, perr := parseLine(line, lineNo, len(actions))
		switch {
		case perr != nil && errors.Is(perr, ErrNewer), perr != nil && errors.Is(perr, ErrNotJournal):
			return nil, nil, 0, perr
		case !complete && perr == nil:
			perr = errors.New("no line end")
		}
		if perr != nil {
			bad = &Torn{Line: lineNo, Text: line, Why: perr.Error()}
			continue
		}
		good += int64(len(raw))
		if lineNo > 1 {
			actions = append(actions, a)
		}
	}
	if lineNo == 0 {
		return nil, nil, 0, fmt.Errorf("%w: the file is empty", ErrNotJournal)
	}
	if bad != nil && bad.Line == 1 {
		return nil, nil, 0, fmt.Errorf("%w: line 1: %s", ErrNotJournal, bad.Why)
	}
	return actions, bad, good, nil
}

// readLine reads one line. A line longer than MaxLine bytes is read to its
// end, so it counts as one line, but only its first MaxLine bytes are kept
// (parseLine refuses it).
func readLine(br *bufio.Reader) ([]byte, error) {
	var out []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if len(out) <= MaxLine {
			out = append(out, chunk...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if len(out) > MaxLine {
			out = out[:MaxLine]
		}
		return out, err
	}
}

// parseLine reads line number n (1 is the header); prev actions came before.
func parseLine(line string, n, prev int) (session.Action, error) {
	if len(line) >= MaxLine {
		return session.Action{}, fmt.Errorf("line longer than %d bytes", MaxLine)
	}
	if n == 1 {
		body, err := unseal(line)
		if err != nil {
			if strings.HasPrefix(line, "tactus journal ") {
				return session.Action{}, checkHeaderLoose(line)
			}
			return session.Action{}, fmt.Errorf("%w: %v", ErrNotJournal, err)
		}
		return session.Action{}, checkHeader(body)
	}
	a, err := Parse(line)
	if err != nil {
		return a, err
	}
	if a.Seq != prev+1 {
		return a, fmt.Errorf("action number %d where %d was expected", a.Seq, prev+1)
	}
	return a, nil
}

// checkHeaderLoose reports a newer version even when the checksum format changed.
func checkHeaderLoose(line string) error {
	f := strings.Fields(line)
	if len(f) >= 3 {
		if err := checkHeader(strings.Join(f[:3], " ")); errors.Is(err, ErrNewer) {
			return err
		}
	}
	return fmt.Errorf("%w: bad first line", ErrNotJournal)
}

// Open reopens the journal at path to go on with it: it reads every action,
// drops a torn last line from the file (reported as torn), and returns the
// journal positioned for appending.
func Open(path string) (j *Journal, actions []session.Action, torn *Torn, err error) {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("journal: %w", err)
	}
	if err := lockFile(f, path); err != nil {
		f.Close()
		return nil, nil, nil, err
	}
	actions, torn, good, err := read(f)
	if err != nil {
		f.Close()
		return nil, nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	if torn != nil {
		if err := f.Truncate(good); err != nil {
			f.Close()
			return nil, nil, nil, fmt.Errorf("journal: dropping the torn line of %s: %w", path, err)
		}
		if err := f.Sync(); err != nil {
			f.Close()
			return nil, nil, nil, fmt.Errorf("journal: syncing %s: %w", path, err)
		}
	}
	if _, err := f.Seek(good, io.SeekStart); err != nil {
		f.Close()
		return nil, nil, nil, fmt.Errorf("journal: %w", err)
	}
	return &Journal{f: f, path: path}, actions, torn, nil
}

// ReadFile reads the journal at path without changing it.
func ReadFile(path string) ([]session.Action, *Torn, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, fmt.Errorf("journal: %w", err)
	}
	defer f.Close()
	actions, torn, err := Read(f)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	return actions, torn, nil
}

// Dir returns the folder for game journals: $XDG_DATA_HOME/tactus/games, or
// ~/.local/share/tactus/games. getenv is os.Getenv in the program.
func Dir(getenv func(string) string) (string, error) {
	if d := getenv("XDG_DATA_HOME"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "tactus", "games"), nil
	}
	home := getenv("HOME")
	if home == "" {
		return "", errors.New("journal: neither XDG_DATA_HOME nor HOME is set")
	}
	return filepath.Join(home, ".local", "share", "tactus", "games"), nil
}

// Name returns a file name for a new game's journal: its start time and
// players, e.g. "2026-11-22T10-00-00 Ana - Bo.journal".
func Name(cfg session.Config, start time.Time) string {
	clean := func(s string) string {
		s = strings.Map(func(r rune) rune {
			if r < ' ' || strings.ContainsRune(`/\:*?"<>|`, r) {
				return '_'
			}
			return r
		}, strings.TrimSpace(s))
		if s == "" {
			s = "?"
		}
		if r := []rune(s); len(r) > 40 {
			s = string(r[:40])
		}
		return s
	}
	return fmt.Sprintf("%s %s - %s.journal", start.UTC().Format("2006-01-02T15-04-05"), clean(cfg.White), clean(cfg.Black))
}
