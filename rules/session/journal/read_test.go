package journal

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// game returns the lines of a short game (without the header), numbered from 1.
func game() []string {
	w, b := session.Player(rules.White), session.Player(rules.Black)
	acts := []session.Action{
		{Actor: session.Arbiter(), Kind: session.Begin, Config: &session.Config{White: "Ana", Black: "Bo", Control: "5m+3s"}},
		{At: 1 * time.Second, Actor: w, Kind: session.Move, Move: "e2e4"},
		{At: 3 * time.Second, Actor: b, Kind: session.Move, Move: "e7e5"},
		{At: 4 * time.Second, Actor: w, Kind: session.Move, Move: "g1f3"},
		{At: 6 * time.Second, Actor: b, Kind: session.Move, Move: "b8c6"},
	}
	out := make([]string, len(acts))
	for i, a := range acts {
		a.Seq = i + 1
		out[i] = Format(a)
	}
	return out
}

// text joins a header and lines into a journal, each line ending in a newline.
func text(lines ...string) string {
	return Header() + "\n" + strings.Join(lines, "\n") + "\n"
}

// tornBy is what a read returns for a journal whose last line is damaged.
type tornBy struct {
	line int
	why  string
}

func TestReadBad(t *testing.T) {
	g := game()
	long := seal("5 6.000 - black seal " + strings.Repeat("x", MaxLine))
	tests := []struct {
		name    string
		in      string
		is      error  // the error wraps it; nil: no error
		msg     string // the error message contains it
		torn    *tornBy
		actions int // for a *Damage: the actions before its line
		// a *Damage's problem (0: not checked), line, Checksum, Version
		kind    Problem
		line    int
		sum     bool
		version int
	}{
		{name: "good", in: text(g...), actions: 5},
		{name: "header only", in: Header() + "\n"},
		{name: "empty file", in: "", is: ErrNotJournal, msg: "empty"},
		{name: "not a journal", in: "hello\nworld\n", is: ErrNotJournal},
		{name: "a PGN file", in: "[Event \"x\"]\n\n1. e4 e5 *\n", is: ErrNotJournal},
		{name: "binary", in: "\x00\x01\x02\xff\n", is: ErrNotJournal},
		{name: "lines without a header", in: strings.Join(g, "\n") + "\n", is: ErrNotJournal},
		{name: "header version zero", in: seal("tactus journal 0") + "\n", is: ErrNotJournal},
		{name: "header version word", in: seal("tactus journal one") + "\n", is: ErrNotJournal},
		{name: "header extra word", in: seal("tactus journal 1 x") + "\n", is: ErrNotJournal},
		{name: "header bad checksum", in: "tactus journal 1 #00000000\n" + g[0] + "\n", is: ErrNotJournal},
		{name: "newer version", in: seal("tactus journal 3") + "\n" + g[0] + "\n", is: ErrNewer, kind: Newer, line: 1, version: 3, msg: "format 3, this tactus reads up to 2"},
		{name: "version 1", in: seal("tactus journal 1") + "\n" + strings.Join(g, "\n") + "\n", actions: 5},
		{name: "much newer version", in: seal("tactus journal 99") + "\n", is: ErrNewer, msg: "format 99"},
		{name: "newer version, other checksum", in: "tactus journal 3 sha256:abcdef\nwhatever\n", is: ErrNewer, msg: "format 3"},
		{name: "newer version, no checksum", in: "tactus journal 3\n", is: ErrNewer},
		{name: "corrupt second line", in: text(strings.Replace(g[0], "Ana", "Anna", 1), g[1], g[2]), is: ErrCorrupt, msg: "line 2: checksum mismatch"},
		{name: "corrupt middle line", in: text(g[0], g[1], strings.Replace(g[2], "e7e5", "e7e6", 1), g[3], g[4]), is: ErrCorrupt, kind: LineBad, line: 4, actions: 2, sum: true, msg: "line 4: checksum mismatch"},
		{name: "corrupt line before the last", in: text(g[0], g[1], g[2], g[3][:10], g[4]), is: ErrCorrupt, msg: "line 5: no checksum"},
		{name: "blank middle line", in: text(g[0], "", g[1]), is: ErrCorrupt, msg: "line 3"},
		{name: "crlf line ends", in: strings.ReplaceAll(text(g...), "\n", "\r\n"), actions: 5},
		{name: "crlf middle line", in: text(g[0], g[1]+"\r", g[2]), actions: 3},
		{name: "byte order mark", in: bom + text(g...), actions: 5},
		{name: "byte order mark and crlf", in: bom + strings.ReplaceAll(text(g...), "\n", "\r\n"), actions: 5},
		{name: "byte order mark twice", in: bom + bom + text(g...), is: ErrNotJournal, kind: NotJournal, line: 1},
		{name: "crlf, torn", in: strings.ReplaceAll(text(g[:4]...), "\n", "\r\n") + g[4][:9] + "\r", torn: &tornBy{6, "no checksum"}, actions: 4},
		{name: "lone carriage returns", in: strings.ReplaceAll(text(g...), "\n", "\r"), is: ErrNotJournal, kind: NotJournal, line: 1},
		{name: "garbage with a line end after the last action", in: text(g...) + "garbage\n", is: ErrCorrupt, kind: LastLineBad, line: 7, actions: 5, msg: "line 7, the last, is whole but cannot be read: no checksum"},
		{name: "a line end inside garbage", in: text(g...) + "gar\nbage", is: ErrCorrupt, kind: LineBad, line: 7, actions: 5, msg: "line 7: no checksum"},
		{name: "line ends inside garbage", in: text(g...) + "\x00\x00\n\n\xff\n", is: ErrCorrupt, kind: LineBad, line: 7, actions: 5},
		{name: "garbage, then good lines", in: text(g[0], g[1], "junk", g[2]), is: ErrCorrupt, kind: LineBad, line: 4, actions: 2},
		{name: "bad time in the middle", in: text(g[0], seal("2 1.0.0 - white move e2e4"), g[2]), is: ErrCorrupt, msg: `line 3: bad time "1.0.0"`},
		{name: "bad actor in the middle", in: text(g[0], seal("2 1.000 - referee move e2e4"), g[2]), is: ErrCorrupt, msg: "line 3"},
		{name: "bad action in the middle", in: text(g[0], seal("2 1.000 - white castle"), g[2]), is: ErrCorrupt, msg: `line 3: session: unknown action "castle"`},
		{name: "bad arguments in the middle", in: text(g[0], seal("2 1.000 - white move"), g[2]), is: ErrCorrupt, msg: "line 3: move takes 1 arguments, not 0"},
		{name: "bad square in the middle", in: text(g[0], seal("2 1.000 - black-assistant touch i1"), g[2]), is: ErrCorrupt, msg: "line 3"},
		{name: "bad ply in the middle", in: text(g[0], seal("2 1.000 - arbiter restore x"), g[2]), is: ErrCorrupt, msg: `line 3: bad ply "x"`},
		{name: "number skipped", in: text(g[0], g[2], g[3]), is: ErrCorrupt, msg: "line 3: action number 3 where 2 was expected"},
		{name: "number repeated", in: text(g[0], g[1], g[1], g[2]), is: ErrCorrupt, msg: "line 4: action number 2 where 3 was expected"},
		{name: "numbers swapped", in: text(g[0], g[2], g[1]), is: ErrCorrupt, msg: "line 3: action number 3 where 2 was expected"},
		{name: "first number not 1", in: text(g[1], g[2]), is: ErrCorrupt, msg: "line 2: action number 2 where 1 was expected"},
		{name: "too long middle line", in: text(g[0], g[1], g[2], g[3], long, g[4]), is: ErrCorrupt, msg: fmt.Sprintf("line 6: line longer than %d bytes", MaxLine)},
		{name: "torn: no line end", in: text(g[:4]...) + g[4], torn: &tornBy{6, "no line end"}, actions: 4},
		{name: "torn: half a line", in: text(g[:4]...) + g[4][:len(g[4])/2], torn: &tornBy{6, "no checksum"}, actions: 4},
		{name: "torn: one byte", in: text(g[:4]...) + "5", torn: &tornBy{6, "no checksum"}, actions: 4},
		{name: "half a line with its end", in: text(g[:4]...) + g[4][:len(g[4])/2] + "\n", is: ErrCorrupt, kind: LastLineBad, line: 6, actions: 4, msg: "no checksum"},
		{name: "last line's checksum bad", in: text(g[0], g[1], g[2], g[3], strings.Replace(g[4], "b8c6", "b8a6", 1)), is: ErrCorrupt, kind: LastLineBad, line: 6, actions: 4, sum: true, msg: "line 6, the last, is whole but cannot be read: checksum mismatch"},
		{name: "torn: bad checksum, no line end", in: text(g[0], g[1], g[2], g[3]) + strings.Replace(g[4], "b8c6", "b8a6", 1), torn: &tornBy{6, "checksum mismatch"}, actions: 4},
		{name: "torn: zero bytes", in: text(g[:4]...) + "\x00\x00\x00\x00", torn: &tornBy{6, "no checksum"}, actions: 4},
		{name: "last line out of order", in: text(g[0], g[1], g[3]), is: ErrCorrupt, kind: LastLineBad, line: 4, actions: 2, msg: "action number 4 where 3 was expected"},
		{name: "blank last line", in: text(g...) + "\n", is: ErrCorrupt, kind: LastLineBad, line: 7, actions: 5},
		{name: "too long last line", in: text(g[:4]...) + long + "\n", is: ErrCorrupt, kind: LastLineBad, line: 6, actions: 4, msg: "longer than"},
		{name: "torn: very long last line", in: text(g[:4]...) + strings.Repeat("y", 3*MaxLine), torn: &tornBy{6, "longer than"}, actions: 4},
		{name: "torn: the first action", in: Header() + "\n" + g[0][:20], torn: &tornBy{2, "no checksum"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			actions, torn, err := Read(strings.NewReader(tt.in))
			switch {
			case tt.is == nil && err != nil:
				t.Fatalf("Read: %v", err)
			case tt.is != nil && err == nil:
				t.Fatalf("Read: %d actions, torn %v, want an error wrapping %v", len(actions), torn, tt.is)
			case tt.is != nil:
				if !errors.Is(err, tt.is) {
					t.Errorf("Read: %v, want it to wrap %v", err, tt.is)
				}
				if !strings.Contains(err.Error(), tt.msg) {
					t.Errorf("Read: %q, want it to contain %q", err, tt.msg)
				}
				if actions != nil || torn != nil {
					t.Errorf("Read failed but returned %d actions, torn %v", len(actions), torn)
				}
				var d *Damage
				if !errors.As(err, &d) {
					t.Fatalf("Read: %v is not a *Damage", err)
				}
				if tt.kind != 0 && (d.Kind != tt.kind || d.Line != tt.line || d.Checksum != tt.sum || d.Version != tt.version || d.Actions != tt.actions) {
					t.Errorf("Read: %+v, want problem %d at line %d, checksum %v, version %d, %d actions before", d, tt.kind, tt.line, tt.sum, tt.version, tt.actions)
				}
				if d.Kind == LineBad || d.Kind == LastLineBad {
					// what comes before the bad line reads whole
					before, torn, err := Read(strings.NewReader(tt.in[:d.Good]))
					if err != nil || torn != nil || len(before) != d.Actions {
						t.Errorf("the %d good bytes read as %d actions, torn %v, %v; want %d", d.Good, len(before), torn, err, d.Actions)
					}
				}
				return
			}
			if len(actions) != tt.actions {
				t.Errorf("Read: %d actions, want %d", len(actions), tt.actions)
			}
			for i, a := range actions {
				if a.Seq != i+1 {
					t.Errorf("action %d has number %d", i+1, a.Seq)
				}
			}
			checkTorn(t, torn, tt.torn)
		})
	}
}

// checkTorn compares a reported torn line with the expected one.
func checkTorn(t *testing.T, got *Torn, want *tornBy) {
	t.Helper()
	switch {
	case want == nil && got != nil:
		t.Errorf("torn %v, want none", got)
	case want != nil && got == nil:
		t.Errorf("no torn line, want line %d (%s)", want.line, want.why)
	case want != nil:
		if got.Line != want.line || !strings.Contains(got.Why, want.why) {
			t.Errorf("torn line %d (%s), want line %d (%s)", got.Line, got.Why, want.line, want.why)
		}
		if msg := got.Error(); !strings.Contains(msg, fmt.Sprintf("line %d", want.line)) || !strings.HasPrefix(msg, "journal: ") {
			t.Errorf("torn message %q does not name line %d", msg, want.line)
		}
		var err error = got
		var tp *Torn
		if !errors.As(err, &tp) {
			t.Errorf("a *Torn is not found by errors.As")
		}
	}
}

// TestReadGivesFormattedActions reads back every kind of action.
func TestReadGivesFormattedActions(t *testing.T) {
	var lines []string
	want := everyKind()
	for _, a := range want {
		lines = append(lines, Format(a))
	}
	got, torn, err := Read(strings.NewReader(text(lines...)))
	if err != nil || torn != nil {
		t.Fatalf("Read: %v, torn %v", err, torn)
	}
	if len(got) != len(want) {
		t.Fatalf("Read: %d actions, want %d", len(got), len(want))
	}
	for i := range want {
		if !sameAction(got[i], want[i]) {
			t.Errorf("action %d: got %+v, want %+v", i+1, got[i], want[i])
		}
	}
}

// record writes actions to a new journal at path.
func record(t *testing.T, path string, acts ...session.Action) {
	t.Helper()
	j, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range acts {
		if err := j.Record(a); err != nil {
			t.Fatal(err)
		}
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
}

// TestOpenKeepsBadTailAsideThenAppends damages a journal's end: a last
// line cut short is moved aside by Open; a whole line that cannot be read,
// or garbage over several lines, makes Open refuse (the file unchanged)
// and Salvage move it aside. Either way the file aside holds exactly what
// was cut off, the journal is its good part, and it takes the next action.
func TestOpenKeepsBadTailAsideThenAppends(t *testing.T) {
	acts := everyKind()[:6]
	next := everyKind()[6]
	for _, tt := range []struct {
		tail string
		cut  bool // a last line cut short: Open drops it
	}{
		{"7 8.0", true}, {"7 8.000 - white-assistant confirm", true}, {Format(next), true}, {"\x00\x00", true},
		{Format(next)[:len(Format(next))-1] + "\n", false}, {"\n", false}, {"gar\nbage", false},
		{"garbage\n", false}, {Format(next) + "x\ny", false}, {"\r\n", false},
	} {
		t.Run(fmt.Sprintf("%q", tt.tail), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "g.journal")
			record(t, path, acts...)
			clean, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := f.WriteString(tt.tail); err != nil {
				t.Fatal(err)
			}
			f.Close()

			j, got, torn, err := Open(path)
			aside := ""
			if tt.cut {
				if err != nil {
					t.Fatalf("Open: %v", err)
				}
				if torn == nil || torn.Line != len(acts)+2 {
					t.Fatalf("Open: torn %v, want line %d", torn, len(acts)+2)
				}
				aside = torn.Aside
			} else {
				var d *Damage
				if err == nil || !errors.As(err, &d) || d.Line != len(acts)+2 || !d.Salvageable() {
					if j != nil {
						j.Close()
					}
					t.Fatalf("Open: %v, want a salvageable *Damage at line %d", err, len(acts)+2)
				}
				if now, _ := os.ReadFile(path); string(now) != string(clean)+tt.tail {
					t.Fatalf("the refused Open changed the journal: %q", now)
				}
				var saved *Salvaged
				j, got, torn, saved, err = Salvage(path)
				if err != nil || torn != nil || saved == nil || saved.Damage.Line != d.Line {
					t.Fatalf("Salvage: %v, torn %v, salvaged %+v", err, torn, saved)
				}
				aside = saved.Aside
			}
			if len(got) != len(acts) {
				t.Errorf("%d actions, want %d", len(got), len(acts))
			}
			if j.Path() != path {
				t.Errorf("Path() = %q, want %q", j.Path(), path)
			}
			if want := strings.TrimSuffix(path, ".journal") + ".damaged"; aside != want {
				t.Errorf("kept aside in %q, want %q", aside, want)
			}
			if kept, err := os.ReadFile(aside); err != nil || string(kept) != tt.tail {
				t.Errorf("kept aside %q (%v), want %q", kept, err, tt.tail)
			}
			after, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if string(after) != string(clean) {
				t.Errorf("the journal is %q, want its good part %q", after, clean)
			}
			if err := j.Record(next); err != nil {
				t.Fatalf("Record: %v", err)
			}
			if err := j.Close(); err != nil {
				t.Fatal(err)
			}
			all, torn, err := ReadFile(path)
			if err != nil || torn != nil {
				t.Fatalf("ReadFile after appending: %v, torn %v", err, torn)
			}
			want := append(append([]session.Action(nil), acts...), next)
			if len(all) != len(want) {
				t.Fatalf("ReadFile: %d actions, want %d", len(all), len(want))
			}
			for i := range want {
				if !sameAction(all[i], want[i]) {
					t.Errorf("action %d: got %+v, want %+v", i+1, all[i], want[i])
				}
			}
		})
	}
}

// TestSalvageKeepsEarlierAsideFiles damages a journal twice: the second
// part kept aside goes to a new file, the first stays as it was.
func TestSalvageKeepsEarlierAsideFiles(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.journal")
	acts := everyKind()[:4]
	record(t, path, acts...)
	var asides []string
	for i, junk := range []string{"first junk\n", "second junk\n"} {
		f, _ := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
		f.WriteString(junk)
		f.Close()
		j, _, _, saved, err := Salvage(path)
		if err != nil || saved == nil {
			t.Fatalf("Salvage %d: %v, %+v", i+1, err, saved)
		}
		j.Close()
		asides = append(asides, saved.Aside)
		if kept, _ := os.ReadFile(saved.Aside); string(kept) != junk {
			t.Errorf("Salvage %d kept %q aside, want %q", i+1, kept, junk)
		}
	}
	if asides[0] == asides[1] {
		t.Errorf("both parts went to %s", asides[0])
	}
	if kept, _ := os.ReadFile(asides[0]); string(kept) != "first junk\n" {
		t.Errorf("the first part aside became %q", kept)
	}
}

// TestSalvageRefusesWhatCannotGoOn: a newer journal, a file that is not a
// journal, and a journal whose first action is bad (no game to go on
// with) are left as they are.
func TestSalvageRefusesWhatCannotGoOn(t *testing.T) {
	g := game()
	for name, in := range map[string]string{
		"newer":    seal("tactus journal 9") + "\n" + g[0] + "\n",
		"not ours": "hello\n",
		"empty":    "",
		"no begin": Header() + "\nbad\n" + g[1] + "\n",
	} {
		path := filepath.Join(t.TempDir(), "g.journal")
		os.WriteFile(path, []byte(in), 0o644)
		j, _, _, _, err := Salvage(path)
		var d *Damage
		switch {
		case err == nil:
			j.Close()
			t.Errorf("%s: Salvage succeeded", name)
		case !errors.As(err, &d) || d.Salvageable():
			t.Errorf("%s: Salvage: %v", name, err)
		}
		if after, _ := os.ReadFile(path); string(after) != in {
			t.Errorf("%s: Salvage changed the file", name)
		}
		if m, _ := filepath.Glob(filepath.Join(filepath.Dir(path), "*.damaged*")); len(m) > 0 {
			t.Errorf("%s: Salvage put %v aside", name, m)
		}
	}
}

func TestOpenCleanAppends(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.journal")
	acts := everyKind()
	record(t, path, acts[:3]...)
	j, got, torn, err := Open(path)
	if err != nil || torn != nil || len(got) != 3 {
		t.Fatalf("Open: %d actions, torn %v, %v", len(got), torn, err)
	}
	for _, a := range acts[3:] {
		if err := j.Record(a); err != nil {
			t.Fatal(err)
		}
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	all, torn, err := ReadFile(path)
	if err != nil || torn != nil || len(all) != len(acts) {
		t.Fatalf("ReadFile: %d actions, torn %v, %v", len(all), torn, err)
	}
}

func TestOpenRefusesCorruptAndLeavesIt(t *testing.T) {
	g := game()
	for name, in := range map[string]string{
		"corrupt":  text(g[0], strings.Replace(g[1], "e2e4", "e2e3", 1), g[2]),
		"newer":    seal("tactus journal 3") + "\n",
		"not ours": "hello\n",
		"empty":    "",
	} {
		path := filepath.Join(t.TempDir(), "g.journal")
		if err := os.WriteFile(path, []byte(in), 0o644); err != nil {
			t.Fatal(err)
		}
		j, _, _, err := Open(path)
		if err == nil {
			j.Close()
			t.Errorf("%s: Open succeeded", name)
			continue
		}
		if !strings.Contains(err.Error(), path) {
			t.Errorf("%s: Open error %q does not name the file", name, err)
		}
		if after, _ := os.ReadFile(path); string(after) != in {
			t.Errorf("%s: Open changed the file", name)
		}
		if _, _, err := ReadFile(path); err == nil {
			t.Errorf("%s: ReadFile succeeded", name)
		}
	}
}

func TestCreateRefusesExisting(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.journal")
	record(t, path)
	if j, err := Create(path); err == nil {
		j.Close()
		t.Fatal("Create over an existing journal succeeded")
	} else if !errors.Is(err, os.ErrExist) {
		t.Errorf("Create: %v, want it to wrap os.ErrExist", err)
	}
	if got, torn, err := ReadFile(path); err != nil || torn != nil || len(got) != 0 {
		t.Errorf("ReadFile of a new journal: %d actions, torn %v, %v", len(got), torn, err)
	}
}

func TestMissingFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "none.journal")
	if _, _, err := ReadFile(path); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("ReadFile: %v, want it to wrap os.ErrNotExist", err)
	}
	if _, _, _, err := Open(path); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("Open: %v, want it to wrap os.ErrNotExist", err)
	}
}

func TestDirAndName(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	data := t.TempDir() // absolute on every platform
	if d, err := Dir(env(map[string]string{"XDG_DATA_HOME": data, "HOME": "/home/a"})); err != nil || d != filepath.Join(data, "tactus", "games") {
		t.Errorf("Dir with XDG_DATA_HOME = %q, %v", d, err)
	}
	start := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	got := Name(session.Config{White: "Ana/Lee", Black: " "}, start)
	if want := "2026-11-22T10-00-00 Ana_Lee - ?.journal"; got != want {
		t.Errorf("Name = %q, want %q", got, want)
	}
}

// TestDirOnEachPlatform: XDG_DATA_HOME when set (and absolute) on every
// platform; else Windows's Documents\tactus (the known folder, else under
// USERPROFILE), macOS's Application Support, ~/.local/share elsewhere; a
// missing HOME falls back on the user database instead of failing.
func TestDirOnEachPlatform(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	docs := func() (string, error) { return filepath.Join("/C", "Users", "ana", "OneDrive", "Documents"), nil }
	noDocs := func() (string, error) { return "", errors.ErrUnsupported }
	home := func() (string, error) { return "/home/from-passwd", nil }
	noHome := func() (string, error) { return "", errors.New("no such user") }
	data := t.TempDir() // absolute on every platform
	tests := []struct {
		goos       string
		env        map[string]string
		docs, home func() (string, error)
		want       string // "" for an error
	}{
		{"linux", map[string]string{"XDG_DATA_HOME": data, "HOME": "/home/a"}, noDocs, home, data + "/tactus/games"},
		{"windows", map[string]string{"XDG_DATA_HOME": data}, docs, noHome, data + "/tactus/games"},
		{"darwin", map[string]string{"XDG_DATA_HOME": data, "HOME": "/Users/a"}, noDocs, home, data + "/tactus/games"},
		{"linux", map[string]string{"XDG_DATA_HOME": "relative", "HOME": "/home/a"}, noDocs, home, "/home/a/.local/share/tactus/games"},
		{"linux", nil, noDocs, home, "/home/from-passwd/.local/share/tactus/games"},
		{"linux", nil, noDocs, noHome, ""},
		{"darwin", map[string]string{"HOME": "/Users/a"}, noDocs, home, "/Users/a/Library/Application Support/tactus/games"},
		{"windows", nil, docs, noHome, "/C/Users/ana/OneDrive/Documents/tactus"},
		{"windows", map[string]string{"USERPROFILE": "/C/Users/ana", "HOME": "/ignored"}, noDocs, noHome, "/C/Users/ana/Documents/tactus"},
		{"windows", nil, noDocs, home, ""},
	}
	for _, tt := range tests {
		got, err := dirFor(tt.goos, env(tt.env), tt.docs, tt.home)
		switch {
		case tt.want == "" && err == nil:
			t.Errorf("%s %v: %q, want an error", tt.goos, tt.env, got)
		case tt.want != "" && (err != nil || got != filepath.FromSlash(tt.want)):
			t.Errorf("%s %v: %q, %v; want %q", tt.goos, tt.env, got, err, tt.want)
		}
	}
}

// TestGarbageAfterTheLastActionNeverStopsTheGame appends garbage of every
// shape to a journal (line ends before, inside and after it, CRLF, NULs,
// the start of a real line): Open goes on at once (a cut last line) or
// Salvage does (anything else), with every action kept and the garbage
// kept aside byte for byte.
func TestGarbageAfterTheLastActionNeverStopsTheGame(t *testing.T) {
	acts := everyKind()[:5]
	pieces := []string{"x", "\x00\x00", "garbage", Format(everyKind()[5])[:20], "\xff\xfe", "#00000000", " "}
	ends := []string{"", "\n", "\r\n", "\n\n"}
	first := filepath.Join(t.TempDir(), "g.journal")
	record(t, first, acts...)
	clean, _ := os.ReadFile(first)
	n := 0
	for _, p := range pieces {
		for _, before := range []string{"", "\n"} {
			for _, inside := range ends {
				for _, after := range ends {
					tail := before + p + inside + p + after
					if strings.Trim(tail, "\n") == "" {
						continue
					}
					n++
					path := filepath.Join(t.TempDir(), "g.journal")
					os.WriteFile(path, append(clean[:len(clean):len(clean)], tail...), 0o644)
					j, got, torn, err := Open(path)
					aside := ""
					if err == nil {
						if torn != nil {
							aside = torn.Aside
						}
					} else {
						var saved *Salvaged
						j, got, _, saved, err = Salvage(path)
						if err != nil {
							t.Errorf("%q: Salvage: %v", tail, err)
							continue
						}
						aside = saved.Aside
					}
					j.Close()
					if len(got) != len(acts) {
						t.Errorf("%q: %d actions, want %d", tail, len(got), len(acts))
					}
					after, _ := os.ReadFile(path)
					kept, _ := os.ReadFile(aside)
					if string(after)+string(kept) != string(clean)+tail || !strings.HasPrefix(string(after), string(clean)) {
						t.Errorf("%q: the journal is %q and %q aside", tail, after, kept)
					}
				}
			}
		}
	}
	if n < 100 {
		t.Fatalf("only %d shapes of garbage", n)
	}
}
