package game

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules/session"
	"github.com/tactuschess/tactus/rules/session/journal"
)

// damagedGame plays 1. e4 e5 2. Nf3 and returns the journal's path and
// its eleven lines (each with its line end): the header, the beginning,
// the clock waiting for the first move and started by it, the moves and
// confirmations, the pause of the end of the input.
func damagedGame(t *testing.T, st *station) (string, []string) {
	t.Helper()
	if _, err := st.run(NewGame, "e4\ne5\nNf3\n"); err != nil {
		t.Fatal(err)
	}
	path := st.journalPath()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(data), "\n")
	if len(lines) != 12 || lines[11] != "" {
		t.Fatalf("the game's journal is not eleven lines:\n%s", data)
	}
	return path, lines[:11]
}

// TestDamagedJournals damages a journal in each way a disk, a crash or an
// editor can, and resumes it (tactus resume JOURNAL, tactus resume, bare
// tactus): it is never passed over. A journal that still reads (CRLF, a
// byte order mark) resumes; a last line cut short is moved aside and the
// game goes on; any other damage is named, with the game and the line, and
// going on from the last good line, when there is one, keeps the rest in
// a file beside the journal; a newer journal names its version.
func TestDamagedJournals(t *testing.T) {
	const aside = "2026-11-22T10-00-00 Ana - Bo.damaged"
	tests := []struct {
		name   string
		damage func(lines []string) (text, keptAside string) // the damaged journal, what goes aside
		start  Start
		latest bool   // resume without naming the journal
		answer string // to the question
		says   []string
		err    error // Run's error wraps it
		goesOn bool  // the game went on: the next move is in the journal
		back   bool  // it went on from before 1. e4 (the next move is Nf3, not Nc6)
	}{
		{
			name: "torn last line",
			damage: func(l []string) (string, string) {
				return strings.Join(l, "") + "6 700.000 2026-11-22T10:11:40.000Z white mo", "6 700.000 2026-11-22T10:11:40.000Z white mo"
			},
			start: ResumeLatest,
			says: []string{"The last line of the journal was cut short and is left out (line 12).",
				"Line 12 and what follows are kept in " + aside + "."},
			goesOn: true,
		},
		{
			name:   "garbage with a line end after the last action",
			damage: func(l []string) (string, string) { return strings.Join(l, "") + "garbage\n", "garbage\n" },
			start:  ResumeLatest, answer: "yes",
			says: []string{"The game Ana - Bo cannot be read whole: its last line, 12, is complete but cannot be read. Go on from line 11, the last good one, keeping the rest in " + aside + "? (yes/no)",
				"Line 12 and what follows are kept in " + aside + "."},
			goesOn: true,
		},
		{
			name:   "a line end inside garbage",
			damage: func(l []string) (string, string) { return strings.Join(l, "") + "gar\nbage", "gar\nbage" },
			start:  ResumeLatest, latest: true, answer: "yes",
			says: []string{"The game Ana - Bo cannot be read whole: line 12 cannot be read. Go on from line 11, the last good one, keeping the rest in " + aside + "? (yes/no)",
				"Line 12 and what follows are kept in " + aside + "."},
			goesOn: true,
		},
		{
			name:   "a line end inside garbage, bare tactus",
			damage: func(l []string) (string, string) { return strings.Join(l, "") + "\x00\x00\n\x00", "\x00\x00\n\x00" },
			start:  Offer, answer: "y",
			says: []string{"The game Ana - Bo cannot be read whole: line 12 cannot be read. Go on from line 11, the last good one, keeping the rest in " + aside + "? (yes/no)",
				"Line 12 and what follows are kept in " + aside + "."},
			goesOn: true,
		},
		{
			name: "complete but unreadable last line",
			damage: func(l []string) (string, string) {
				last := strings.Replace(l[len(l)-1], "arbiter", "arbitre", 1)
				return strings.Join(l[:len(l)-1], "") + last, last
			},
			start: ResumeLatest, answer: "yes",
			says:   []string{"The game Ana - Bo cannot be read whole: its last line, 11, is complete but cannot be read. Go on from line 10, the last good one, keeping the rest in " + aside + "? (yes/no)"},
			goesOn: true,
		},
		{
			name: "checksum bad in the middle",
			damage: func(l []string) (string, string) {
				mid := strings.Replace(l[4], "e2e4", "e2e3", 1)
				rest := mid + strings.Join(l[5:], "")
				return strings.Join(l[:4], "") + rest, rest
			},
			start: Offer, answer: "yes",
			says: []string{"The game Ana - Bo cannot be read whole: line 5 does not match its checksum. Go on from line 4, the last good one, keeping the rest in " + aside + "? (yes/no)",
				"Line 5 and what follows are kept in " + aside + "."},
			goesOn: true, back: true,
		},
		{
			name: "declined",
			damage: func(l []string) (string, string) {
				return strings.Join(l, "") + "garbage\n", ""
			},
			start: ResumeLatest, answer: "no",
			says: []string{"Go on from line 11, the last good one, keeping the rest in " + aside + "? (yes/no)", "The journal is left as it is."},
			err:  ErrDeclined,
		},
		{
			name:   "an unclear answer asks again",
			damage: func(l []string) (string, string) { return strings.Join(l, "") + "garbage\n", "garbage\n" },
			start:  ResumeLatest, answer: "pause\nyes",
			says: []string{"Go on from line 11, the last good one, keeping the rest in " + aside + "? (yes/no)\nPlease answer yes or no.",
				"Line 12 and what follows are kept in " + aside + "."},
			goesOn: true,
		},
		{
			name:   "crlf line ends",
			damage: func(l []string) (string, string) { return strings.ReplaceAll(strings.Join(l, ""), "\n", "\r\n"), "" },
			start:  ResumeLatest,
			says:   []string{"Resumed the game Ana - Bo at move 2, black to move."},
			goesOn: true,
		},
		{
			name:   "byte order mark",
			damage: func(l []string) (string, string) { return "\ufeff" + strings.Join(l, ""), "" },
			start:  Offer, answer: "yes",
			says:   []string{"Resume the game Ana - Bo from 22 November at " + time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC).Local().Format("15:04") + ", move 2, black to move? (yes/no)", "Resumed the game Ana - Bo at move 2, black to move."},
			goesOn: true,
		},
		{
			name:   "newer version",
			damage: func(l []string) (string, string) { return "tactus journal 7 #00000000\n" + strings.Join(l[1:], ""), "" },
			start:  ResumeLatest,
			err:    journal.ErrNewer,
		},
		{
			name:   "newer version, bare tactus",
			damage: func(l []string) (string, string) { return "tactus journal 7 #00000000\n" + strings.Join(l[1:], ""), "" },
			start:  Offer,
			says: []string{"The game 2026-11-22T10-00-00 Ana - Bo.journal was written by a newer tactus (journal format 7; this tactus reads up to " +
				itoa(journal.Version) + "): update tactus to go on with it.", "Game begins, white to move."},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := newStation(t)
			path, lines := damagedGame(t, st)
			text, kept := tt.damage(lines)
			if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			if !tt.latest && tt.start == ResumeLatest {
				st.journal = path
			}
			next, uci := "Nc6", "b8c6"
			if tt.back {
				next, uci = "Nf3", "g1f3"
			}
			input := "quit\n"
			if tt.answer != "" {
				input = tt.answer + "\n" + next + "\nquit\n"
			} else if tt.goesOn {
				input = next + "\nquit\n"
			}
			out, err := st.run(tt.start, input)
			switch {
			case tt.err == nil && err != nil:
				t.Fatalf("Run: %v\n%s", err, out)
			case tt.err != nil && !errors.Is(err, tt.err):
				t.Fatalf("Run: %v, want %v\n%s", err, tt.err, out)
			}
			for _, want := range tt.says {
				if !strings.Contains(out, want+"\n") {
					t.Errorf("the output lacks %q:\n%s", want, out)
				}
			}
			asides, _ := filepath.Glob(filepath.Join(st.dir, "*.damaged*"))
			if kept == "" {
				if len(asides) > 0 {
					t.Errorf("files kept aside: %v", asides)
				}
			} else if got, err := os.ReadFile(filepath.Join(st.dir, aside)); err != nil || string(got) != kept {
				t.Errorf("kept aside %q (%v), want %q", got, err, kept)
			}
			after, _ := os.ReadFile(path)
			good := strings.TrimSuffix(text, kept)
			switch {
			case !tt.goesOn && string(after) != text:
				t.Errorf("the journal changed:\n%q\nwant\n%q", after, text)
			case tt.goesOn && !strings.HasPrefix(string(after), good):
				t.Errorf("the journal lost its good part:\n%q\nwant it to begin with\n%q", after, good)
			case tt.goesOn:
				acts, torn, err := journal.ReadFile(path)
				moved := false
				for _, a := range acts {
					moved = moved || a.Move == uci
				}
				if err != nil || torn != nil || !moved {
					t.Errorf("the game did not go on with %s: %v, torn %v\n%s", next, err, torn, after)
				}
			}
		})
	}
}

// TestDamagedJournalRefusals: tactus resume says in one sentence what it
// cannot go on with, in the UI language.
func TestDamagedJournalRefusals(t *testing.T) {
	for _, tt := range []struct {
		lang, header, want string
	}{
		{"en", "tactus journal 7 #00000000\n", "The game 2026-11-22T10-00-00 Ana - Bo.journal was written by a newer tactus (journal format 7; this tactus reads up to " + itoa(journal.Version) + "): update tactus to go on with it."},
		{"de", "tactus journal 7 #00000000\n", "Die Partie 2026-11-22T10-00-00 Ana - Bo.journal stammt von einem neueren tactus (Protokollformat 7; dieses tactus liest bis " + itoa(journal.Version) + "): aktualisieren Sie tactus, um sie fortzusetzen."},
		{"en", "hello\n", "2026-11-22T10-00-00 Ana - Bo.journal is not a tactus journal."},
		{"sk", "hello\n", "2026-11-22T10-00-00 Ana - Bo.journal nie je denník tactus."},
	} {
		st := newStation(t)
		path, lines := damagedGame(t, st)
		text := tt.header + strings.Join(lines[1:], "")
		os.WriteFile(path, []byte(text), 0o644)
		st.set.UI = tt.lang
		st.journal = path
		_, err := st.run(ResumeLatest, "yes\nquit\n")
		var r *Refusal
		if !errors.As(err, &r) || r.Text != tt.want {
			t.Errorf("%s %q: Run: %v, want %q", tt.lang, tt.header, err, tt.want)
		}
		if after, _ := os.ReadFile(path); string(after) != text {
			t.Errorf("%s %q: the journal changed", tt.lang, tt.header)
		}
	}
}

// itoa writes n in decimal.
func itoa(n int) string { return strconv.Itoa(n) }

// TestResumeFinishedGame: tactus resume with a finished game's journal
// says the game is over and how it ended, in the UI language, and leaves
// the journal as it is; bare tactus does not offer it.
func TestResumeFinishedGame(t *testing.T) {
	for lang, want := range map[string]string{
		"en": "The game Ana - Bo is over: black wins, resignation.",
		"de": "Die Partie Ana - Bo ist beendet: Schwarz gewinnt, Aufgabe.",
		"es": "La partida Ana - Bo ha terminado: ganan las negras, abandono.",
		"pt": "A partida Ana - Bo terminou: vitória das pretas, abandono.",
		"sk": "Partia Ana - Bo sa skončila: vyhráva čierny, vzdanie.",
	} {
		st := newStation(t)
		if _, err := st.run(NewGame, "e4\ne5\nresign\nwhite\nyes\n"); err != nil {
			t.Fatal(err)
		}
		path := st.journalPath()
		before, _ := os.ReadFile(path)
		st.set.UI = lang
		st.journal = path
		_, err := st.run(ResumeLatest, "quit\n")
		var r *Refusal
		if !errors.As(err, &r) || r.Text != want || !errors.Is(err, ErrGameOver) {
			t.Errorf("%s: Run: %v, want %q", lang, err, want)
		}
		if after, _ := os.ReadFile(path); string(after) != string(before) {
			t.Errorf("%s: the journal changed", lang)
		}
		st.journal = ""
		if _, err := st.run(ResumeLatest, "quit\n"); !errors.Is(err, ErrNothingToResume) || errors.As(err, &r) {
			t.Errorf("%s: tactus resume without a journal: %v, want nothing to resume", lang, err)
		}
	}
}

// TestUnplayableJournal: a journal that reads whole but whose game the
// rules refuse (a line edited and sealed again) is not passed over: bare
// tactus and tactus resume say which line the rules refuse, and leave it.
func TestUnplayableJournal(t *testing.T) {
	st := newStation(t)
	path, _ := damagedGame(t, st)
	actions, _, err := journal.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := journal.Header() + "\n"
	for _, a := range actions {
		if a.Move == "e7e5" {
			a.Move = "e7e4" // no pawn goes there
		}
		text += journal.Format(a) + "\n"
	}
	os.WriteFile(path, []byte(text), 0o644)
	const want = "The game Ana - Bo cannot be replayed: the rules refuse line 7 of its journal; an arbiter can read it there."
	// tactus resume: the latest game (before bare tactus starts a new one), and the journal named
	for _, journal := range []string{"", path} {
		st.journal = journal
		_, err = st.run(ResumeLatest, "yes\nquit\n")
		var r *Refusal
		if !errors.As(err, &r) || r.Text != want {
			t.Errorf("tactus resume %q: %v, want %q", journal, err, want)
		}
		// what cmd/tactus asks of the error (it panicked on a nil *Damage)
		var re *session.ReplayError
		if errors.Is(err, ErrDeclined) || errors.Is(err, ErrNothingToResume) || !errors.As(err, &re) || re.Seq != 6 {
			t.Errorf("tactus resume %q: the error %v is not the replay's", journal, err)
		}
	}
	st.journal = ""
	out, err := st.run(Offer, "quit\n")
	if err != nil || !strings.HasPrefix(out, want+"\n") {
		t.Errorf("bare tactus: %v\n%s", err, out)
	}
	if after, _ := os.ReadFile(path); string(after) != text {
		t.Errorf("the journal changed")
	}
}
