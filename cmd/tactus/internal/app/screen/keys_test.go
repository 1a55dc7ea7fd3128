package screen

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/exp/golden"

	"github.com/tactuschess/tactus/cmd/tactus/internal/app/game"
	"github.com/tactuschess/tactus/cmd/tactus/internal/app/settings"
)

// press sends one key to the model directly (no terminal), and runs the
// steps it starts as the program would.
func press(m Model, k tea.KeyPressMsg) Model {
	next, cmd := m.Update(k)
	return settle(next.(Model), cmd)
}

// typed takes a line as typed at the prompt, and runs its step.
func typed(m Model, line string) Model {
	cmd := m.line(line, false)
	return settle(m, cmd)
}

// settle runs cmd and the commands it leads to, handing each step's result
// to the model, until none is left.
func settle(m Model, cmd tea.Cmd) Model {
	cmds := []tea.Cmd{cmd}
	for len(cmds) > 0 {
		c := cmds[0]
		cmds = cmds[1:]
		if c == nil {
			continue
		}
		switch msg := c().(type) {
		case tea.BatchMsg:
			cmds = append(cmds, msg...)
		case StepMsg:
			next, cmd := m.Update(msg)
			m = next.(Model)
			cmds = append(cmds, cmd)
		}
	}
	return m
}

func text(r rune) tea.KeyPressMsg { return tea.KeyPressMsg{Code: r, Text: string(r)} }

func TestJumpKeys(t *testing.T) {
	g, first := newGame(t)
	var said []string
	m := New(g, first, Options{Say: func(o game.Output) { said = append(said, o.Text) }})
	steps := []struct {
		key  tea.KeyPressMsg
		want string
	}{
		{text('n'), "b1"}, // the next knight after e2 in reading order: b1
		{text('n'), "g1"},
		{text('n'), "b8"}, // round to the top: Black's knights
		{tea.KeyPressMsg{Code: 'n', Text: "n", Mod: tea.ModAlt}, "g1"},
		{text('k'), "e8"}, // from g1 round to the top
		{text('5'), "e5"},
		{text('!'), "a5"},
		{text('q'), "d1"},
	}
	for _, s := range steps {
		m = press(m, s.key)
		if got := m.Cursor().String(); got != s.want {
			t.Fatalf("after %q the cursor is on %s, want %s", s.key.String(), got, s.want)
		}
	}
	if len(said) < len(steps) || !strings.Contains(said[len(said)-1], "Dame") && !strings.Contains(strings.ToLower(said[len(said)-1]), "queen") {
		t.Errorf("the jumps were not said: %q", said)
	}
}

func TestEnterSelectsAndMoves(t *testing.T) {
	g, first := newGame(t)
	m := New(g, first, Options{})
	m = press(m, key(tea.KeyEnter)) // e2, a pawn: selected
	if !strings.Contains(m.status, "Eva two selected") {
		t.Fatalf("status %q", m.status)
	}
	m = press(m, key(tea.KeyUp))
	m = press(m, key(tea.KeyUp))
	m = press(m, key(tea.KeyEnter)) // e4: the move
	plies := g.Session().Plies()
	if len(plies) != 1 || plies[0].Before.UCI(plies[0].Move) != "e2e4" {
		t.Fatalf("plies %v", plies)
	}
	// c and l answer at once, without the prompt
	m = press(m, text('l'))
	if m.prompt || !strings.Contains(strings.Join(m.log, "\n"), "Eva zwei Eva vier") {
		t.Fatalf("l did not say the last move: %q", m.log)
	}
	m = press(m, text('c'))
	if m.prompt || !strings.Contains(strings.Join(m.log, "\n"), "minutes") {
		t.Fatalf("c did not say the clocks: %q", m.log)
	}
}

// TestLargePrintAndContrast draws the board with wide squares, the clocks
// in big digits, and high contrast (bold pieces, reverse video on the
// cursor and the last move, beside their brackets).
func TestLargePrintAndContrast(t *testing.T) {
	s := settings.Defaults()
	s.White, s.Black, s.Control, s.Large, s.Contrast = "Ana", "Bo", "5m+3s", true, true
	g, first, err := game.New(game.Options{Settings: s, Dir: t.TempDir(),
		Since: func() time.Duration { return 0 },
		Wall:  func() time.Time { return time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC) }})
	if err != nil {
		t.Fatal(err)
	}
	defer g.Quit()
	m := New(g, first, Options{})
	m = typed(m, "e4")
	view := m.View().Content
	golden.RequireEqual(t, view)
	for _, want := range []string{sgrReverse + sgrBold + "[ . ]", sgrReverse + sgrBold + "( P )", "███", sgrBold + "K" + sgrReset} {
		if !strings.Contains(view, want) {
			t.Errorf("the view lacks %q", want)
		}
	}
}

// TestQRUntilTheFirstMove shows the station's QR code on the full screen
// until the game is under way.
func TestQRUntilTheFirstMove(t *testing.T) {
	g, first := newGame(t)
	m := New(g, first, Options{QR: []string{"▀▄ QR ▄▀"}})
	if !strings.Contains(m.View().Content, "▀▄ QR ▄▀") {
		t.Fatal("no QR code before the first move")
	}
	m = typed(m, "e4")
	if strings.Contains(m.View().Content, "▀▄ QR ▄▀") {
		t.Fatal("the QR code is still there after the first move")
	}
}

// newGameWith starts a game with a clock that stands still and the
// settings changed by set.
func newGameWith(t *testing.T, set func(*settings.Settings)) (*game.Game, []game.Output) {
	t.Helper()
	s := settings.Defaults()
	s.White, s.Black, s.Control = "Ana", "Bo", "5m+3s"
	set(&s)
	g, first, err := game.New(game.Options{Settings: s, Dir: t.TempDir(),
		Since: func() time.Duration { return 0 },
		Wall:  func() time.Time { return time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC) }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Quit() })
	return g, first
}

// TestPressAndConfirmKeys: space presses the clock and y confirms the
// announced move, with the prompt closed; f2 and f3 do the same with the
// prompt open, and leave what is typed there.
func TestPressAndConfirmKeys(t *testing.T) {
	g, first := newGameWith(t, func(s *settings.Settings) { s.AutoPress, s.Confirm = false, true })
	m := New(g, first, Options{})
	m = typed(m, "e4")
	if strings.Contains(strings.Join(m.log, "\n"), "completes the move") {
		t.Fatalf("the clock was pressed without a key: %q", m.log)
	}
	m = press(m, tea.KeyPressMsg{Code: tea.KeySpace, Text: " "})
	if !strings.Contains(strings.Join(m.log, "\n"), "White completes the move") {
		t.Fatalf("space did not press the clock: %q", m.log)
	}
	if m.prompt {
		t.Fatal("space opened the prompt")
	}
	m = press(m, text('y'))
	if !strings.Contains(strings.Join(m.log, "\n"), "the boards agree") || m.prompt {
		t.Fatalf("y did not confirm the move: %q", m.log)
	}
	m = typed(m, "e5")
	m = press(m, text('d'))
	m = press(m, key(tea.KeyF2))
	if !strings.Contains(strings.Join(m.log, "\n"), "Black completes the move") {
		t.Fatalf("f2 did not press the clock: %q", m.log)
	}
	m = press(m, key(tea.KeyF3))
	if n := strings.Count(strings.Join(m.log, "\n"), "the boards agree"); n != 2 {
		t.Fatalf("f3 did not confirm the move: %q", m.log)
	}
	if !m.prompt || string(m.input) != "d" {
		t.Errorf("the prompt lost its line: %v %q", m.prompt, string(m.input))
	}
}
