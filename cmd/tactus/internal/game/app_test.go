package game

import (
	"bytes"
	"context"
	"github.com/tactuschess/tactus/cmd/tactus/internal/shell"
	"github.com/tactuschess/tactus/speech/screenreader"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
	"github.com/tactuschess/tactus/rules/session/journal"
)

// station is one run of the app in process, with a fake clock.
type station struct {
	t       *testing.T
	journal string // the journal to resume, "" for the latest
	dir     string
	now     time.Duration
	set     settings.Settings
	wall    time.Time
	getenv  func(string) string // nil: an empty environment
	ask     []string            // a new game's questions (Options.AskGame)
	reader  screenreader.Kind   // the player's screen reader (Options.Reader)
	ui      *catalog.UI         // the UI language instead of the settings' (Shell.UI)
}

func newStation(t *testing.T) *station {
	s := settings.Defaults()
	s.White, s.Black, s.Control, s.Plain = "Ana", "Bo", "5m+3s", true
	s.JournalDir = t.TempDir()
	return &station{t: t, dir: s.JournalDir, set: s, wall: time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)}
}

// run runs the app on input and returns what it printed.
func (st *station) run(start Start, input string) (string, error) {
	var out, errOut bytes.Buffer
	getenv := st.getenv
	if getenv == nil {
		getenv = func(string) string { return "" }
	}
	err := Run(context.Background(), Options{
		Shell:   shell.Shell{Settings: st.set, UI: st.ui, Getenv: getenv, Now: func() time.Time { return st.wall }},
		Start:   start,
		Plain:   true,
		Journal: st.journal,
		AskGame: st.ask,
		Reader:  st.reader,
		In:      strings.NewReader(input),
		Out:     &out,
		Err:     &errOut,
		Since:   func() time.Duration { return st.now },
		After:   func(time.Duration) <-chan time.Time { return nil },
	})
	if errOut.Len() > 0 {
		st.t.Errorf("stderr: %s", errOut.String())
	}
	return out.String(), err
}

// start runs the app in plain mode in the background, typed through a
// pipe, with the station's settings and clock; more, when not nil, adds to
// the options (a voice, listening, the second station). It returns the
// typing end, the output (stdout and stderr together) and the end of Run.
func (st *station) start(more func(*Options)) (*io.PipeWriter, *syncBuffer, chan error) {
	in, typing := io.Pipe()
	out := &syncBuffer{}
	o := Options{
		Shell: shell.Shell{Settings: st.set, Getenv: func(string) string { return "" }, Now: func() time.Time { return st.wall }},
		Start: NewGame,
		Plain: true,
		In:    in,
		Out:   out,
		Err:   out,
		Since: func() time.Duration { return st.now },
		After: func(time.Duration) <-chan time.Time { return nil },
	}
	if more != nil {
		more(&o)
	}
	done := make(chan error, 1)
	go func() { done <- Run(context.Background(), o) }()
	return typing, out, done
}

// journalPath returns the one journal in the station's folder.
func (st *station) journalPath() string {
	paths, err := filepath.Glob(filepath.Join(st.dir, "*.journal"))
	if err != nil || len(paths) != 1 {
		st.t.Fatalf("journals: %v %v", paths, err)
	}
	return paths[0]
}

// replay reads the journal back into a session.
func (st *station) replay() *session.Session {
	actions, torn, err := journal.ReadFile(st.journalPath())
	if err != nil || torn != nil {
		st.t.Fatalf("journal: %v, torn %v", err, torn)
	}
	s, err := session.Replay(actions, session.Options{})
	if err != nil {
		st.t.Fatalf("replay: %v", err)
	}
	return s
}

func TestPlainGame(t *testing.T) {
	st := newStation(t)
	st.set.AutoPress = false
	input := strings.Join([]string{
		"e4", "e5", "correct d4", "press", // a slip corrected before the press (D.2.8)
		"Ke2", // illegal for Black
		"clock", "Springer Gustav acht Felix sechs", "press",
		"c4", "press", "whose", "resign", "white", "yes", "e6",
	}, "\n") + "\n"
	out, err := st.run(NewGame, input)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	want := []string{
		"Game begins, white to move.",
		"The clock starts with the first move or press.",
		"White announces: Eva zwei Eva vier.",
		"A move is already announced; correct it or press the clock.",
		"White corrects the announcement: David zwei David vier.",
		"White completes the move, black's clock runs.",
		`"Ke2": it is not a legal move here.`, // a tournament game lists no legal moves (11.3.1)
		"White 5 minutes 6 seconds, Black 5 minutes 3 seconds; 1 move played.",
		"Black announces: Springer Gustav acht Felix sechs.",
		"Black completes the move, white's clock runs.",
		"White announces: Caesar zwei Caesar vier.",
		"White completes the move, black's clock runs.",
		"Black to move.",
		"Who resigns: white or black?",
		"White resigns: yes or no?",
		"Game over: black wins, resignation.",
		"Saved 2026-11-22T10-00-00 Ana - Bo.pgn and 2026-11-22T10-00-00 Ana - Bo.brf beside the journal.",
		"The game is over (resignation).",
		"The game is saved.",
	}
	got := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("lines:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	s := st.replay()
	if res, why := s.Result(); res != rules.BlackWins || why != session.Resignation {
		t.Errorf("replayed result %v %v", res, why)
	}
	if n := len(s.Plies()); n != 3 {
		t.Errorf("replayed %d plies, want 3", n)
	}
	if fen := s.Position(rules.White); !strings.HasPrefix(fen.FEN(), "rnbqkb1r/pppppppp/5n2/8/2PP4/8/PP2PPPP/RNBQKBNR b") {
		t.Errorf("replayed position %s", fen.FEN())
	}
}

func TestEndOfInputIsQuitAndResumes(t *testing.T) {
	st := newStation(t)
	out, err := st.run(NewGame, "e4\n")
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	if !strings.HasSuffix(out, "The clock is stopped and the game is saved; run tactus to resume it.\n") {
		t.Errorf("output does not end with the saved notice:\n%s", out)
	}
	st.now = 10 * time.Minute // the program starts again much later
	out, err = st.run(Offer, "yes\nclock\ne5\nclock\nquit\n")
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	want := []string{
		"Resume the game Ana - Bo from 22 November at " + st.wall.Local().Format("15:04") + ", move 1, black to move? (yes/no)",
		"Resumed the game Ana - Bo at move 1, black to move.",
		"Last move: Move 1, White: Eva zwei Eva vier.",
		"Black's clock was stopped when tactus was quit.",
		"The clock stays stopped until a player presses or moves.",
		"White 5 minutes 6 seconds, Black 5 minutes 3 seconds; 1 move played.",
		"The clock is stopped; press starts it.",
		"The clock runs again.",
		"Black announces: Eva sieben Eva fuenf.",
		"Black completes the move, white's clock runs.",
		"White 5 minutes 6 seconds, Black 5 minutes 6 seconds; 1 move played.",
		"Saved 2026-11-22T10-00-00 Ana - Bo.pgn and 2026-11-22T10-00-00 Ana - Bo.brf beside the journal.",
		"The clock is stopped and the game is saved; run tactus to resume it.",
	}
	if got := strings.TrimSuffix(out, "\n"); got != strings.Join(want, "\n") {
		t.Errorf("lines:\n%s\nwant:\n%s", got, strings.Join(want, "\n"))
	}
	s := st.replay()
	if n := len(s.Plies()); n != 2 || s.ToMove() != rules.White {
		t.Errorf("replayed %d plies, %v to move", n, s.ToMove())
	}
}

func TestResumeLatestWithoutGame(t *testing.T) {
	st := newStation(t)
	if _, err := st.run(ResumeLatest, ""); err != ErrNothingToResume {
		t.Errorf("Run = %v, want ErrNothingToResume", err)
	}
}

func TestOfferDeclinedStartsNewGame(t *testing.T) {
	st := newStation(t)
	if _, err := st.run(NewGame, "e4\n"); err != nil {
		t.Fatal(err)
	}
	st.wall = st.wall.Add(time.Hour)
	out, err := st.run(Offer, "no\nquit\n")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "Resume the game") || !strings.Contains(out, "Game begins, white to move.") {
		t.Errorf("output:\n%s", out)
	}
	paths, _ := filepath.Glob(filepath.Join(st.dir, "*.journal"))
	if len(paths) != 2 {
		t.Errorf("%d journals, want 2", len(paths))
	}
}

func TestResumeNamedJournalWithTornLine(t *testing.T) {
	st := newStation(t)
	if _, err := st.run(NewGame, "e4\ne5\n"); err != nil {
		t.Fatal(err)
	}
	path := st.journalPath()
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("11 700.000 2026-11-22T10:11:40.000Z white mo") // a power cut mid-line
	f.Close()
	st.set.JournalDir = t.TempDir() // the named journal is found by its path alone
	st.journal = path
	out, err := st.run(ResumeLatest, "Nf3\nquit\n")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"The last line of the journal was cut short and is left out (line 10).\n",
		"Resumed the game Ana - Bo at move 2, white to move.\n",
		"White announces: Springer Gustav eins Felix drei.\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	st.dir = filepath.Dir(path)
	if n := len(st.replay().Plies()); n != 3 {
		t.Errorf("%d plies after resuming, want 3", n)
	}
}

// TestOfferOlderGames offers the unfinished games latest first: declining
// the latest asks about the one before it.
func TestOfferOlderGames(t *testing.T) {
	st := newStation(t)
	if _, err := st.run(NewGame, "e4\n"); err != nil {
		t.Fatal(err)
	}
	older := st.journalPath()
	past := time.Now().Add(-time.Hour)
	if err := os.Chtimes(older, past, past); err != nil {
		t.Fatal(err)
	}
	st.wall = st.wall.Add(time.Hour)
	if _, err := st.run(NewGame, "d4\nd5\n"); err != nil {
		t.Fatal(err)
	}
	st.wall = st.wall.Add(time.Hour)
	out, err := st.run(Offer, "no\nyes\nquit\n")
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(out, "Resume the game"); n != 2 {
		t.Errorf("%d questions, want 2:\n%s", n, out)
	}
	// the two questions tell the games apart: the hour, the move, whose move
	at := func(d time.Duration) string { return st.wall.Add(d).Local().Format("15:04") }
	for _, want := range []string{"at " + at(-time.Hour) + ", move 2, white to move?", "at " + at(-2*time.Hour) + ", move 1, black to move?"} {
		if !strings.Contains(out, want) {
			t.Errorf("no question %q:\n%s", want, out)
		}
	}
	if !strings.Contains(out, "Resumed the game Ana - Bo at move 1, black to move.") {
		t.Errorf("the older game (1. e4) was not resumed:\n%s", out)
	}
}

// TestResumeSaysWhatIsPending: a game stopped with a move announced and
// not pressed resumes at the right move number and says the announcement
// is waiting; one stopped after a press counts that move.
func TestResumeSaysWhatIsPending(t *testing.T) {
	st := newStation(t)
	st.set.AutoPress = false
	if _, err := st.run(NewGame, "e4\npress\ne5\npress\nNf3\n"); err != nil {
		t.Fatal(err)
	}
	out, err := st.run(ResumeLatest, "quit\n")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"Resumed the game Ana - Bo at move 2, white to move.\n",
		"Last move: Move 1, Black: Eva sieben Eva fuenf.\n",
		"White has announced Springer Gustav eins Felix drei and not pressed the clock.\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	if _, err := st.run(ResumeLatest, "press\nquit\n"); err != nil {
		t.Fatal(err)
	}
	out, err = st.run(ResumeLatest, "quit\n")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "Resumed the game Ana - Bo at move 2, black to move.\n") {
		t.Errorf("after the press:\n%s", out)
	}
}

// TestNewGameAsksPlayers: each new game asks the names and who is
// visually impaired, offering the last game's (not the config's), and
// the game begins with the answers.
func TestNewGameAsksPlayers(t *testing.T) {
	st := newStation(t)
	st.ask = []string{"white", "black", "blind"}
	out, err := st.run(NewGame, "Cy\nDee\nblack\nquit\n")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"White's name? Enter keeps Ana.", "Black's name? Enter keeps Bo."} {
		if !strings.Contains(out, want) {
			t.Errorf("never asked %q:\n%s", want, out)
		}
	}
	cfg := st.replay().Config()
	if cfg.White != "Cy" || cfg.Black != "Dee" || cfg.Blind != [2]bool{false, true} {
		t.Fatalf("the game began with %+v", cfg)
	}
	// the next game offers these players; Enter keeps them
	st.wall = st.wall.Add(time.Hour)
	out, err = st.run(NewGame, "\n\n\nquit\n")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"White's name? Enter keeps Cy.", "Black's name? Enter keeps Dee.",
		"Who is visually impaired: white, black, both or none? Enter keeps black."} {
		if !strings.Contains(out, want) {
			t.Errorf("never asked %q:\n%s", want, out)
		}
	}
	// a question a flag answered is not asked, and its answer stands
	st.ask = []string{"blind"}
	st.set.White = "Flag"
	out, _ = st.run(NewGame, "\nquit\n")
	if strings.Contains(out, "name?") || !strings.Contains(out, "Who is visually impaired") {
		t.Errorf("asked other than the colour:\n%s", out)
	}
	if p, _ := table.LastPlayers(st.dir); p.White != "Flag" || p.Black != "Bo" {
		t.Errorf("the flag's name was not kept: %+v", p)
	}
}
