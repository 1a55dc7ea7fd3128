package fullscreen

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/exp/golden"

	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
	"github.com/tactuschess/tactus/rules"
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
	m := New(g, first, Options{Say: func(o table.Output) { said = append(said, o.Text) }})
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
	// the status line follows the move
	if !strings.Contains(m.status, "Eva zwei Eva vier") {
		t.Errorf("status %q after the move", m.status)
	}
	// l answers at once, without the prompt; c (a file letter) opens the
	// prompt, and Enter on it alone says the clocks
	m = press(m, text('l'))
	if m.prompt || !strings.Contains(strings.Join(m.log, "\n"), "Eva zwei Eva vier") {
		t.Fatalf("l did not say the last move: %q", m.log)
	}
	m = press(m, text('c'))
	if !m.prompt || string(m.input) != "c" {
		t.Fatalf("c did not open the prompt on itself: %v %q", m.prompt, string(m.input))
	}
	m = press(m, key(tea.KeyEnter))
	if m.prompt || !strings.Contains(strings.Join(m.log, "\n"), "minutes") {
		t.Fatalf("c and Enter did not say the clocks: %q", m.log)
	}
}

// TestMovesStartingWithKeyLetters: a move typed directly works when it
// begins with a key's letter (c4, b5, cxb5): the file letter opens the
// prompt on itself; b alone, then Enter, still jumps to a bishop.
func TestMovesStartingWithKeyLetters(t *testing.T) {
	g, first := newGame(t)
	m := New(g, first, Options{})
	for _, line := range []string{"c4", "b5", "cxb5"} {
		for _, r := range line {
			m = press(m, text(r))
		}
		m = press(m, key(tea.KeyEnter))
	}
	var got []string
	for _, pl := range g.Session().Plies() {
		got = append(got, pl.Before.UCI(pl.Move))
	}
	if strings.Join(got, " ") != "c2c4 b7b5 c4b5" {
		t.Fatalf("plies %v\n%s", got, strings.Join(m.log, "\n"))
	}
	m = press(m, text('b'))
	m = press(m, key(tea.KeyEnter))
	if m.prompt || m.Cursor().String() != "c1" && m.Cursor().String() != "f1" && m.Cursor().String() != "c8" && m.Cursor().String() != "f8" {
		t.Errorf("b and Enter did not jump to a bishop: cursor %s, prompt %v", m.Cursor(), m.prompt)
	}
}

// TestPromotionWithTheCursorAsks: a pawn moved to the last rank with the
// cursor asks which piece it becomes (Appendix D: the piece is said) and
// never becomes a queen by itself; Escape cancels, n makes a knight.
func TestPromotionWithTheCursorAsks(t *testing.T) {
	g, first := newGameWith(t, func(s *settings.Settings) { s.FEN = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1" })
	m := New(g, first, Options{})
	to := func(sq string) {
		m.cursor = mustSquare(t, sq)
		m = press(m, key(tea.KeyEnter))
	}
	to("a7")
	to("a8")
	golden.RequireEqual(t, m.View().Content) // the question on the status line
	if len(g.Session().Plies()) != 0 || !strings.Contains(m.status, "q queen, r rook, b bishop or n knight") {
		t.Fatalf("no question, or a move made: status %q, %d plies", m.status, len(g.Session().Plies()))
	}
	m = press(m, key(tea.KeyEscape))
	if len(g.Session().Plies()) != 0 || m.promo != "" {
		t.Fatal("Escape did not cancel the promotion")
	}
	to("a7")
	to("a8")
	m = press(m, text('x')) // not a piece: asked again
	m = press(m, text('n'))
	plies := g.Session().Plies()
	if len(plies) != 1 || plies[0].Move.Promotion() != rules.Knight {
		t.Fatalf("plies %v", plies)
	}
}

// TestMovesKeyOnlyInCasualGames: m lists the moves of the selected piece
// in a casual game, and in a tournament game says it does not (11.3.1).
func TestMovesKeyOnlyInCasualGames(t *testing.T) {
	g, first := newGameWith(t, func(s *settings.Settings) { s.Casual = true })
	m := New(g, first, Options{})
	m.cursor = mustSquare(t, "g1")
	m = press(m, key(tea.KeyEnter))
	m = press(m, text('m'))
	if !strings.HasPrefix(m.status, "g1 can go: ") || !strings.Contains(m.status, "Nf3") || !strings.Contains(m.status, "Nh3") || strings.Contains(m.status, "e4") {
		t.Errorf("casual: %q", m.status)
	}
	m.cursor, m.selected = mustSquare(t, "d1"), rules.NoSquare
	m = press(m, text('m'))
	if m.status != "d1 has no legal move." {
		t.Errorf("the queen at the start: %q", m.status)
	}
	h, hfirst := newGame(t)
	tm := New(h, hfirst, Options{})
	tm.cursor = mustSquare(t, "g1")
	tm = press(tm, text('m'))
	if tm.status != "In a tournament game tactus does not list legal moves (FIDE 11.3.1)." {
		t.Errorf("tournament: %q", tm.status)
	}
}

// TestKeyHelpPane: ? opens the key help in a pane that scrolls, says it
// whole in one answer, and closes with Escape.
func TestKeyHelpPane(t *testing.T) {
	g, first := newGame(t)
	var said []string
	m := New(g, first, Options{Say: func(o table.Output) { said = append(said, o.Text) }})
	m.width, m.height = 80, 8
	said = nil
	m = press(m, text('?'))
	if len(said) != 1 || !strings.Contains(said[0], "Keys:") || !strings.Contains(said[0], "ctrl+c") || strings.Contains(said[0], "m: ") {
		t.Fatalf("the help was not said whole, once: %q", said)
	}
	v := m.View().Content
	golden.RequireEqual(t, v) // the pane's first page
	if !strings.Contains(v, "Keys:") || strings.Contains(v, "ctrl+c, ctrl+d") || !strings.Contains(v, "Escape closes") {
		t.Fatalf("the pane's first page:\n%s", v)
	}
	m = press(m, key(tea.KeyEnd))
	if v := m.View().Content; !strings.Contains(v, "ctrl+c, ctrl+d") || strings.Contains(v, "Keys:") {
		t.Fatalf("the pane's last page:\n%s", v)
	}
	m = press(m, key(tea.KeyHome))
	m = press(m, key(tea.KeyDown))
	if v := m.View().Content; strings.Contains(v, "Keys:") {
		t.Fatalf("down did not scroll:\n%s", v)
	}
	m = press(m, key(tea.KeyEscape))
	if m.help != nil || !strings.Contains(m.View().Content, " 8 ") {
		t.Fatal("Escape did not close the pane")
	}
}

// mustSquare reads a square's name.
func mustSquare(t *testing.T, s string) rules.Square {
	t.Helper()
	sq, err := rules.ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return sq
}

// TestLargePrintAndContrast draws the board with large pieces (tiles three
// rows high, light for White and solid for Black), the clocks
// in big digits, and high contrast (bold pieces, reverse video on the
// cursor and the last move, beside their brackets).
func TestLargePrintAndContrast(t *testing.T) {
	s := settings.Defaults()
	s.White, s.Black, s.Control, s.Large, s.Contrast = "Ana", "Bo", "5m+3s", true, true
	g, first, err := table.New(table.Options{Settings: s, Dir: t.TempDir(),
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
	// large pieces: a tile three rows high, light for White, solid for Black
	for _, want := range []string{sgrReverse + sgrBold + "[  .  ]", sgrReverse + sgrBold + "(░ P ░)", "███",
		sgrBold + "░ K ░" + sgrReset, sgrBold + "█ k █" + sgrReset, sgrBold + "░░░░░" + sgrReset, sgrBold + "█████" + sgrReset} {
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
func newGameWith(t *testing.T, set func(*settings.Settings)) (*table.Game, []table.Output) {
	t.Helper()
	s := settings.Defaults()
	s.White, s.Black, s.Control = "Ana", "Bo", "5m+3s"
	set(&s)
	g, first, err := table.New(table.Options{Settings: s, Dir: t.TempDir(),
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

// TestColoursByShape: White's and Black's pieces differ by a shape (○ and
// ●), not only by the letter's case, at the normal size.
func TestColoursByShape(t *testing.T) {
	g, first := newGame(t)
	v := New(g, first, Options{}).View().Content
	for _, want := range []string{" ●r  ●n ", " ○R  ○N ", "[○P]", "  a   b "} {
		if !strings.Contains(v, want) {
			t.Errorf("the board lacks %q:\n%s", want, v)
		}
	}
}

// TestListenKey: f4 gives the line listen to the app (moves by voice),
// with the prompt closed or open (what is typed there stays), and its key
// help says so.
func TestListenKey(t *testing.T) {
	g, first := newGame(t)
	var did []string
	m := New(g, first, Options{Do: func(g *table.Game, in input.Msg) []table.Output {
		line, _ := input.Text(in)
		did = append(did, line)
		return []table.Output{{Kind: table.Answer, Text: "listening now"}}
	}})
	m = press(m, key(tea.KeyF4))
	if strings.Join(did, " ") != "listen" || m.prompt {
		t.Fatalf("f4 gave %q (prompt %v), want listen", did, m.prompt)
	}
	m = press(m, text('e'))
	m = press(m, key(tea.KeyF4))
	if strings.Join(did, " ") != "listen listen" || !m.prompt || string(m.input) != "e" {
		t.Fatalf("f4 at the prompt gave %q, prompt %v %q", did, m.prompt, string(m.input))
	}
	help := ""
	for _, o := range keyHelp(g.UI()) {
		help += o.Text + "\n"
	}
	if !strings.Contains(help, "f4: "+g.UI().Screen.Listen+".") {
		t.Errorf("the key help has no f4:\n%s", help)
	}
}
