package fullscreen

import (
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest/v2"

	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
)

// newGame starts a game with a clock that stands still.
func newGame(t *testing.T) (*table.Game, []table.Output) {
	t.Helper()
	s := settings.Defaults()
	s.White, s.Black, s.Control = "Ana", "Bo", "5m+3s"
	g, first, err := table.New(table.Options{Settings: s, Dir: t.TempDir(),
		Since: func() time.Duration { return 0 },
		Wall:  func() time.Time { return time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC) }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Quit() })
	return g, first
}

func key(code rune) tea.KeyPressMsg { return tea.KeyPressMsg{Code: code} }

func TestFullScreen(t *testing.T) {
	g, first := newGame(t)
	var said []string
	m := New(g, first, Options{Say: func(o table.Output) { said = append(said, o.Text) }})
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(80, 30))
	tm.Type("e4")
	tm.Send(key(tea.KeyEnter))
	tm.Type("/e5")
	tm.Send(key(tea.KeyEnter))
	tm.Send(key(tea.KeyUp))
	tm.Send(key(tea.KeyUp))
	tm.Send(key(tea.KeyRight))
	tm.Send(tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl})
	final := tm.FinalModel(t, teatest.WithFinalTimeout(10*time.Second)).(Model)
	golden.RequireEqual(t, final.View().Content)
	if sq := final.Cursor().String(); sq != "f4" {
		t.Errorf("cursor on %s, want f4", sq)
	}
	if !strings.Contains(strings.Join(said, "\n"), "Felix four: empty.") {
		t.Errorf("the cursor's steps were not said: %q", said)
	}
	if !g.Done() {
		t.Error("ctrl+c did not end the game at this station")
	}
	// the app prints these below the screen once the alternate screen is
	// left: shown only on it, they would vanish with it
	if bye := strings.Join(final.Farewell(), "\n"); !strings.Contains(bye, "the game is saved; run tactus to resume it.") {
		t.Errorf("no farewell to print after the screen: %q", bye)
	}
}

func TestPromptEditing(t *testing.T) {
	g, first := newGame(t)
	m := New(g, first, Options{})
	for _, k := range []tea.KeyPressMsg{
		{Code: 'x', Text: "x"}, key(tea.KeyBackspace), {Code: 'N', Text: "N", Mod: tea.ModShift},
		{Code: 'f', Text: "f"}, {Code: '3', Text: "3"}, key(tea.KeyEnter),
		{Code: '/', Text: "/"}, {Code: 'z', Text: "z"}, key(tea.KeyEscape),
	} {
		m = press(m, k)
	}
	if got := len(g.Session().Plies()); got != 1 {
		t.Errorf("%d plies after Nf3 typed with a correction, want 1", got)
	}
	if m.prompt || len(m.input) != 0 {
		t.Errorf("escape left the prompt open: %q", string(m.input))
	}
	if v := m.View().Content; strings.ContainsRune(v, '\u2800') || !strings.Contains(v, "1. Nf3") {
		t.Errorf("view:\n%s", v)
	}
}

func TestKeyHelpListsEveryBinding(t *testing.T) {
	help := keyHelp(catalog.English())
	const intro = 2 // the introduction, then what a to h do
	if len(help) != len(keymap(catalog.English()))+intro {
		t.Fatalf("%d help lines for %d bindings", len(help), len(keymap(catalog.English())))
	}
	for i, b := range keymap(catalog.English()) {
		if !strings.HasPrefix(help[i+intro].Text, b.Keys[0]) {
			t.Errorf("help line %q for %v", help[i+intro].Text, b.Keys)
		}
	}
}

// The key help (?) is said whole, every binding in order, not only its
// last line (issue 22: ? said only "ctrl+c: quit").
func TestKeyHelpSaidWhole(t *testing.T) {
	g, first := newGame(t)
	var said []table.Output
	m := New(g, first, Options{Say: func(o table.Output) { said = append(said, o) }})
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(80, 30))
	tm.Type("?")
	tm.Send(tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl})
	tm.FinalModel(t, teatest.WithFinalTimeout(10*time.Second))
	help := keyHelpFor(g.UI(), g.Tournament())
	for _, o := range said {
		if len(o.Lines) != len(help) {
			continue
		}
		for i, l := range o.Lines {
			if !strings.HasPrefix(l.String(), strings.TrimSuffix(help[i].Text, ".")) {
				t.Errorf("line %d said %q, want %q", i, l.String(), help[i].Text)
			}
		}
		return
	}
	t.Fatalf("the key help was not said whole: %d outputs said", len(said))
}
