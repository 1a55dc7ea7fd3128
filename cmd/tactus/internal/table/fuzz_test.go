package table

import (
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/rules/session"
	"github.com/tactuschess/tactus/rules/session/journal"
)

// FuzzLines types random lines into a game: moves, command words and
// noise. Nothing panics, every output is one line, what the game keeps
// of its session agrees with it after every line, and the journal
// replays to the plies the game has.
func FuzzLines(f *testing.F) {
	f.Add("e4\ne5\nclock\nNf3\nboard\nresign")
	f.Add("e4\ncorrect d4\npress\nd3\nrestore\nd4\nok\nlast 3\nscore")
	f.Add("draw\ndraw\nclaim\nadjourn\nseal Nf3\nopen\npause\ncontinue\nverify rank 2 P P P P P P P P")
	f.Add("f3\ne5\ng4\nQh4#\nillegal 4\nadjust white -1m\nmoves black 3\ntime white 1:00\ncontrol 5m\nresult 1-0\nresult 1/2 x")
	f.Add("time white 1:00\ndraw white\ndecline\nquickplay\ndecide postpone 2m\ndecide draw\ndecide white maybe")
	f.Add("e4\nresign\nblack\nyes\narbiter off\narbiter x\npause\ndraw white\ndraw\ny")
	f.Fuzz(func(t *testing.T, script string) {
		lines := strings.Split(script, "\n")
		if len(lines) > 60 {
			lines = lines[:60]
		}
		s := settings.Defaults()
		s.Control, s.AutoPress, s.Confirm = "5m+3s", len(script)%2 == 0, len(script)%3 == 0
		s.Casual = len(script)%5 == 0
		var now time.Duration
		g, _, err := New(Options{Settings: s, Dir: t.TempDir(),
			Since: func() time.Duration { now += 250 * time.Millisecond; return now },
			Wall:  func() time.Time { return time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC) }})
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range lines {
			for _, o := range g.Do(line) {
				if strings.Contains(o.Text, "\n") {
					t.Fatalf("%q gave a line with a newline: %q", line, o.Text)
				}
			}
			if g.Done() {
				break
			}
			if err := keptAgrees(g); err != nil {
				t.Fatalf("after %q: %v", line, err)
			}
		}
		plies := g.Session().Plies()
		path := g.Path()
		g.Quit()
		if err := g.Err(); err != nil {
			t.Fatalf("the game failed: %v", err)
		}
		actions, torn, err := journal.ReadFile(path)
		if err != nil || torn != nil {
			t.Fatalf("journal: %v, torn %v", err, torn)
		}
		replayed, err := session.Replay(actions, session.Options{})
		if err != nil {
			t.Fatalf("replay: %v", err)
		}
		if got := replayed.Plies(); len(got) != len(plies) {
			t.Fatalf("the journal replays %d plies, the game had %d", len(got), len(plies))
		}
	})
}
