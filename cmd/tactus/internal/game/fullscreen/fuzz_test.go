package fullscreen

import (
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
	"github.com/tactuschess/tactus/rules/session"
	"github.com/tactuschess/tactus/rules/session/journal"
)

// fuzzKeys are the keys the fuzz target types: every bound key, letters
// and digits that make moves at the prompt, and the prompt's editing keys.
var fuzzKeys = []tea.KeyPressMsg{
	{Code: tea.KeyUp}, {Code: tea.KeyDown}, {Code: tea.KeyLeft}, {Code: tea.KeyRight},
	{Code: tea.KeyEnter}, {Code: tea.KeyEscape}, {Code: tea.KeyBackspace}, {Code: tea.KeySpace, Text: " "},
	text('/'), text('?'), text('k'), text('q'), text('r'), text('b'), text('n'), text('p'),
	text('c'), text('l'), text('x'), text('e'), text('d'), text('g'), text('f'), text('N'), text('B'),
	text('1'), text('2'), text('3'), text('4'), text('5'), text('6'), text('7'), text('8'), text('!'),
	{Code: 'n', Text: "n", Mod: tea.ModAlt}, text('o'), text('k'), text('-'), text('O'),
}

// FuzzKeys types random keys into the full-screen model: it never panics,
// and every move it made is in the journal, which replays to the same
// plies.
func FuzzKeys(f *testing.F) {
	f.Add([]byte{10, 4, 23, 28, 4})             // /e4 Enter
	f.Add([]byte{4, 0, 0, 4, 15, 4, 30, 9, 10}) // select, move, clock, help
	f.Fuzz(func(t *testing.T, keys []byte) {
		if len(keys) > 120 {
			keys = keys[:120]
		}
		s := settings.Defaults()
		s.Control = "5m+3s"
		g, first, err := table.New(table.Options{Settings: s, Dir: t.TempDir(),
			Since: func() time.Duration { return 0 },
			Wall:  func() time.Time { return time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC) }})
		if err != nil {
			t.Fatal(err)
		}
		m := New(g, first, Options{})
		for _, k := range keys {
			m = press(m, fuzzKeys[int(k)%len(fuzzKeys)])
			_ = m.View()
		}
		plies := g.Session().Plies()
		path := g.Path()
		g.Quit()
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
