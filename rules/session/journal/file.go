package journal

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/user"
	"path/filepath"
	"runtime"
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

// Record appends a as one line and syncs the file before returning: the
// action and its Ref (the id a station's page sent it with) are on disk
// together, or neither is.
func (j *Journal) Record(a session.Action) error {
	if a.Ref != "" && !validRef(a.Ref) {
		return fmt.Errorf("journal: the action id %q is not 1 to %d letters, digits, - or _", a.Ref, maxRef)
	}
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
	defer os.Remove(tmp.Name()) // on the error paths; after the link it is gone already
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
	// The temporary name goes before the journal is opened: Windows refuses
	// to remove a name of a file that is open, and would leave it beside
	// the game.
	if err := os.Remove(tmp.Name()); err != nil {
		return nil, fmt.Errorf("journal: %w", err)
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_APPEND, 0) // RDWR: LockFileEx needs read or write access, and append-only is neither
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
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL|os.O_APPEND, 0o644)
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

// Torn describes a last line that was cut short (a crash while it was
// written: it has no line end): it was dropped. Open keeps it aside.
type Torn struct {
	Line int    // 1-based line number
	Text string // what was there
	Why  string
	// Aside is the file Open moved the cut line to (see Damage.Aside);
	// "" from Read and ReadFile, which change nothing.
	Aside string
}

// Error says which line was dropped and why.
func (t *Torn) Error() string {
	return fmt.Sprintf("journal: line %d was cut short (%s) and was dropped", t.Line, t.Why)
}

// Problem says what is wrong with a journal that cannot be read whole.
type Problem uint8

// The problems of a damaged journal.
const (
	// LineBad: a line before the last cannot be read (its checksum does
	// not match, or it is not an action): a corrupt middle, or garbage
	// that spans lines.
	LineBad Problem = iota + 1
	// LastLineBad: the last line is whole (it ends in a line end) but
	// cannot be read: not the cut of a crash.
	LastLineBad
	// Newer: a newer tactus wrote the journal (Damage.Version).
	Newer
	// NotJournal: the file is not a tactus journal (its first line is not
	// a journal's header, or it is empty).
	NotJournal
)

// Damage is the error of a journal that cannot be read whole: which line,
// and what is wrong with it. For LineBad and LastLineBad the lines before
// Line read (Good bytes, Actions actions): Salvage goes on from them. It
// wraps ErrCorrupt, ErrNewer or ErrNotJournal.
type Damage struct {
	Kind     Problem
	Line     int    // the first line that cannot be read, 1-based
	Checksum bool   // that line does not match its checksum
	Why      string // what is wrong with it, in English, for a log
	Version  int    // Newer: the journal's format version
	Actions  int    // the actions before Line
	Good     int64  // the bytes before Line
}

// Error says what is wrong.
func (d *Damage) Error() string {
	switch d.Kind {
	case Newer:
		return fmt.Sprintf("%v: format %d, this tactus reads up to %d", ErrNewer, d.Version, Version)
	case NotJournal:
		return fmt.Sprintf("%v: line %d: %s", ErrNotJournal, d.Line, d.Why)
	case LastLineBad:
		return fmt.Sprintf("%v: line %d, the last, is whole but cannot be read: %s", ErrCorrupt, d.Line, d.Why)
	}
	return fmt.Sprintf("%v: line %d: %s", ErrCorrupt, d.Line, d.Why)
}

// Unwrap returns ErrNewer, ErrNotJournal or ErrCorrupt.
func (d *Damage) Unwrap() error {
	switch d.Kind {
	case Newer:
		return ErrNewer
	case NotJournal:
		return ErrNotJournal
	}
	return ErrCorrupt
}

// Salvageable reports whether the journal can go on from the lines before
// the damaged one (Salvage): they hold the game's beginning.
func (d *Damage) Salvageable() bool {
	return (d.Kind == LineBad || d.Kind == LastLineBad) && d.Actions > 0
}

// Read reads a journal. A last line cut short is dropped and described by
// torn; any other line that cannot be read is an error, a *Damage. Lines
// may end in CRLF, and the first may begin with a byte order mark (a
// journal opened and saved in Notepad).
func Read(r io.Reader) (actions []session.Action, torn *Torn, err error) {
	actions, torn, _, err = read(r)
	return actions, torn, err
}

// bom is the UTF-8 byte order mark.
const bom = "\ufeff"

// read also returns the byte length of the good part.
func read(r io.Reader) ([]session.Action, *Torn, int64, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	var (
		actions []session.Action
		good    int64
		lineNo  int
		bad     *Damage // the first line that cannot be read
		cut     bool    // it has no line end
		text    string  // what it holds
	)
	for {
		raw, complete, err := readLine(br)
		if len(raw) == 0 && err == io.EOF {
			break
		}
		if err != nil && err != io.EOF {
			return nil, nil, 0, fmt.Errorf("journal: reading: %w", err)
		}
		lineNo++
		if bad != nil {
			bad.Kind = LineBad // a line follows the bad one
			continue
		}
		line := strings.TrimSuffix(string(raw), "\n")
		if complete {
			line = strings.TrimSuffix(line, "\r")
		}
		if lineNo == 1 {
			line = strings.TrimPrefix(line, bom)
		}
		a, perr := parseLine(line, lineNo, len(actions))
		var d *Damage
		switch {
		case perr != nil && errors.As(perr, &d):
			return nil, nil, 0, d // the header: newer, or not a journal
		case !complete && perr == nil:
			perr = errors.New("no line end")
		}
		if perr != nil {
			bad = &Damage{Kind: LastLineBad, Line: lineNo, Why: perr.Error(), Checksum: errors.Is(perr, errChecksum),
				Actions: len(actions), Good: good}
			cut, text = !complete, line
			continue
		}
		good += int64(len(raw))
		if lineNo > 1 {
			actions = append(actions, a)
		}
	}
	if lineNo == 0 {
		return nil, nil, 0, &Damage{Kind: NotJournal, Line: 1, Why: "the file is empty"}
	}
	if bad != nil && bad.Line == 1 {
		return nil, nil, 0, &Damage{Kind: NotJournal, Line: 1, Why: bad.Why}
	}
	if bad != nil && bad.Kind == LastLineBad && cut {
		return actions, &Torn{Line: bad.Line, Text: text, Why: bad.Why}, good, nil
	}
	if bad != nil {
		return nil, nil, 0, bad
	}
	return actions, nil, good, nil
}

// readLine reads one line. A line longer than MaxLine bytes is read to its
// end, so it counts as one line, but only its first MaxLine bytes are kept
// (parseLine refuses it); complete says whether it ended in a line end.
func readLine(br *bufio.Reader) (line []byte, complete bool, err error) {
	var out []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if len(out) <= MaxLine {
			out = append(out, chunk...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		complete = bytes.HasSuffix(chunk, []byte("\n"))
		if len(out) > MaxLine {
			out = out[:MaxLine]
		}
		return out, complete, err
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
			return session.Action{}, &Damage{Kind: NotJournal, Line: 1, Why: err.Error()}
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
		var d *Damage
		if err := checkHeader(strings.Join(f[:3], " ")); errors.As(err, &d) && d.Kind == Newer {
			return err
		}
	}
	return &Damage{Kind: NotJournal, Line: 1, Why: "bad first line"}
}

// Open reopens the journal at path to go on with it: it takes the file's
// one-writer lock (ErrInUse when another holds it), reads every action,
// moves a last line cut short aside (reported as torn, with the file it
// went to), and returns the journal positioned for appending. A journal
// that cannot be read whole is a *Damage and is left as it is.
func Open(path string) (j *Journal, actions []session.Action, torn *Torn, err error) {
	j, actions, torn, _, err = open(path, false)
	return j, actions, torn, err
}

// Salvaged says what Salvage moved aside.
type Salvaged struct {
	Damage *Damage // what was wrong
	Aside  string  // the file that now holds the lines from Damage.Line on
}

// Salvage is Open for a journal that cannot be read whole (a *Damage
// that is Salvageable): it goes on from the last good line, moving the
// lines from the first bad one on to a file beside the journal (never
// deleting them), and reports what it moved in salvaged. A journal that
// reads whole opens as Open opens it, with salvaged nil.
func Salvage(path string) (j *Journal, actions []session.Action, torn *Torn, salvaged *Salvaged, err error) {
	return open(path, true)
}

// open is Open, and Salvage when salvage is set.
func open(path string, salvage bool) (*Journal, []session.Action, *Torn, *Salvaged, error) {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return nil, nil, nil, nil, fmt.Errorf("journal: %w", err)
	}
	if err := lockFile(f, path); err != nil {
		f.Close()
		return nil, nil, nil, nil, err
	}
	fail := func(err error) (*Journal, []session.Action, *Torn, *Salvaged, error) {
		f.Close()
		return nil, nil, nil, nil, err
	}
	actions, torn, good, err := read(f)
	var d *Damage
	var saved *Salvaged
	switch {
	case err != nil && salvage && errors.As(err, &d) && d.Salvageable():
		if _, err := f.Seek(0, io.SeekStart); err != nil {
			return fail(fmt.Errorf("journal: %w", err))
		}
		if actions, err = readGood(f, d.Good); err != nil {
			return fail(fmt.Errorf("%s: %w", path, err))
		}
		good, saved = d.Good, &Salvaged{Damage: d}
	case err != nil:
		return fail(fmt.Errorf("%s: %w", path, err))
	}
	if torn != nil || saved != nil {
		aside, err := keepAside(f, path, good)
		if err != nil {
			return fail(err)
		}
		if torn != nil {
			torn.Aside = aside
		} else {
			saved.Aside = aside
		}
	}
	if _, err := f.Seek(good, io.SeekStart); err != nil {
		return fail(fmt.Errorf("journal: %w", err))
	}
	return &Journal{f: f, path: path}, actions, torn, saved, nil
}

// readGood reads the first good bytes of f, which read whole.
func readGood(f *os.File, good int64) ([]session.Action, error) {
	actions, torn, _, err := read(io.LimitReader(f, good))
	if err == nil && torn != nil {
		err = fmt.Errorf("%w: line %d changed while it was read", ErrCorrupt, torn.Line)
	}
	return actions, err
}

// keepAside copies what f (the journal at path) holds after its first good
// bytes to a new file beside it, syncs that, and then cuts f there: the
// damaged part is never lost. It returns the new file's path.
func keepAside(f *os.File, path string, good int64) (string, error) {
	base := strings.TrimSuffix(path, ".journal")
	var (
		out   *os.File
		aside string
		err   error
	)
	for n := 1; ; n++ {
		aside = base + ".damaged"
		if n > 1 {
			aside = fmt.Sprintf("%s.damaged-%d", base, n)
		}
		out, err = os.OpenFile(aside, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err == nil || !errors.Is(err, fs.ErrExist) || n == 1000 {
			break
		}
	}
	if err != nil {
		return "", fmt.Errorf("journal: keeping the damaged part of %s: %w", path, err)
	}
	_, err = io.Copy(out, io.NewSectionReader(f, good, 1<<62))
	if err == nil {
		err = out.Sync()
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = syncDir(filepath.Dir(path))
	}
	if err != nil {
		return "", fmt.Errorf("journal: keeping the damaged part of %s: %w", path, err)
	}
	if err := f.Truncate(good); err != nil {
		return "", fmt.Errorf("journal: cutting the damaged part of %s: %w", path, err)
	}
	if err := f.Sync(); err != nil {
		return "", fmt.Errorf("journal: syncing %s: %w", path, err)
	}
	return aside, nil
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

// Dir returns the folder for game journals: $XDG_DATA_HOME/tactus/games
// when XDG_DATA_HOME is set, else the platform's place (see dirFor). getenv
// is os.Getenv in the program.
func Dir(getenv func(string) string) (string, error) {
	return dirFor(runtime.GOOS, getenv, documents, homeDir)
}

// dirFor returns the journals' folder on goos: $XDG_DATA_HOME/tactus/games
// when set; else on Windows the user's Documents\tactus, where people find
// their scoresheets (docs names the Documents folder: the known folder,
// which may be moved or synced elsewhere, else %USERPROFILE%\Documents); on
// macOS ~/Library/Application Support/tactus/games (no privacy prompt, as
// Documents would ask for); elsewhere ~/.local/share/tactus/games. home is
// asked when HOME is not set: a missing HOME is no reason to fail.
func dirFor(goos string, getenv func(string) string, docs, home func() (string, error)) (string, error) {
	if d := getenv("XDG_DATA_HOME"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "tactus", "games"), nil
	}
	if goos == "windows" {
		if d, err := docs(); err == nil && d != "" {
			return filepath.Join(d, "tactus"), nil
		}
		if p := getenv("USERPROFILE"); p != "" {
			return filepath.Join(p, "Documents", "tactus"), nil
		}
		return "", errors.New("journal: no Documents folder and USERPROFILE is not set")
	}
	h := getenv("HOME")
	if h == "" {
		var err error
		if h, err = home(); err != nil || h == "" {
			return "", errors.New("journal: neither XDG_DATA_HOME nor HOME is set, and the user has no home folder")
		}
	}
	if goos == "darwin" {
		return filepath.Join(h, "Library", "Application Support", "tactus", "games"), nil
	}
	return filepath.Join(h, ".local", "share", "tactus", "games"), nil
}

// homeDir returns the user's home folder from the user database.
func homeDir() (string, error) {
	u, err := user.Current()
	if err != nil {
		return "", err
	}
	return u.HomeDir, nil
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
