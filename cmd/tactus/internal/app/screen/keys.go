package screen

import (
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/tactuschess/tactus/cmd/tactus/internal/app/game"
	"github.com/tactuschess/tactus/cmd/tactus/internal/app/ui"
	"github.com/tactuschess/tactus/rules"
)

// binding is one key of the board view and what it does; the key help is
// generated from these.
type binding struct {
	keys []string
	help string
	do   func(*Model) tea.Cmd
}

// keymap lists the keys of the board view (the prompt takes the command
// words of plain mode), with their help in u's language. Function keys and
// ctrl keys work in the prompt too, without leaving it; space presses the
// clock (r jumps to rooks, so repeat is ctrl+r), and y confirms the
// announced move, a single key for the sighted opponent.
func keymap(u *ui.UI) []binding {
	h := u.Screen
	return []binding{
		{[]string{"up"}, h.Up, func(m *Model) tea.Cmd { return m.step(0, 1) }},
		{[]string{"down"}, h.Down, func(m *Model) tea.Cmd { return m.step(0, -1) }},
		{[]string{"left"}, h.Left, func(m *Model) tea.Cmd { return m.step(-1, 0) }},
		{[]string{"right"}, h.Right, func(m *Model) tea.Cmd { return m.step(1, 0) }},
		{[]string{"k", "q", "r", "b", "n", "p"}, h.PieceKeys, nil},
		{[]string{"1", "2", "3", "4", "5", "6", "7", "8"}, h.RankKeys, nil},
		{[]string{"shift+1", "shift+8", "!", "*"}, h.FileKeys, nil},
		{[]string{"enter"}, h.Enter, func(m *Model) tea.Cmd { return m.enter() }},
		{[]string{"c"}, h.Clock, func(m *Model) tea.Cmd { return m.ask("clock") }},
		{[]string{"l"}, h.Last, func(m *Model) tea.Cmd { return m.ask("last") }},
		{[]string{"space", "f2"}, h.Press, func(m *Model) tea.Cmd { return m.line("press", false) }},
		{[]string{"y", "f3"}, h.Confirm, func(m *Model) tea.Cmd { return m.line("ok", false) }},
		{[]string{"ctrl+r"}, h.Repeat, func(m *Model) tea.Cmd { return m.ask("repeat") }},
		{[]string{"x"}, h.Attack, func(m *Model) tea.Cmd { return m.ask("attackers " + m.cursor.String()) }},
		{[]string{"/", ":"}, h.Prompt, func(m *Model) tea.Cmd { m.prompt = true; return nil }},
		{[]string{"?", "f1"}, h.Help, func(m *Model) tea.Cmd { return m.tell(keyHelpFor(m.g.UI(), m.g.Tournament())) }},
		{[]string{"ctrl+c", "ctrl+d"}, h.Quit, func(m *Model) tea.Cmd { return m.quit() }},
	}
}

// keyHelp returns the key help in u's language, one line per binding.
func keyHelp(u *ui.UI) []game.Output { return keyHelpFor(u, false) }

// keyHelpFor is keyHelp without the attack-map key in a tournament game,
// which refuses it (11.3.1).
func keyHelpFor(u *ui.UI, tournament bool) []game.Output {
	outs := []game.Output{{Kind: game.Answer, Text: u.Screen.KeysIntro}}
	for _, b := range keymap(u) {
		if tournament && b.help == u.Screen.Attack {
			continue
		}
		outs = append(outs, game.Output{Kind: game.Answer, Text: strings.Join(b.keys, ", ") + ": " + b.help + "."})
	}
	return outs
}

// key handles one key press.
func (m Model) key(k tea.KeyPressMsg) (Model, tea.Cmd) {
	if m.prompt {
		return m.promptKey(k)
	}
	s := k.String()
	if m.frame.question != "" {
		// a question waits (who resigns, yes or no): no single key answers
		// it, so that y confirming a move never says yes to a resignation;
		// the answer is typed at the prompt and Enter gives it, Escape
		// says no
		switch {
		case s == "esc":
			return m, m.line("no", false)
		case s == "ctrl+c" || s == "ctrl+d":
			return m, m.quit()
		case k.Key().Text != "" && k.Key().Mod&^tea.ModShift == 0:
			m.prompt, m.input = true, []rune(k.Key().Text)
		}
		return m, nil
	}
	if ok, cmd := m.jump(k.Key().Keystroke()); ok {
		return m, cmd
	}
	if ok, cmd := m.jump(s); ok {
		return m, cmd
	}
	if ok, cmd := m.bound(s); ok {
		return m, cmd
	}
	if t := k.Key().Text; t != "" && k.Key().Mod&^tea.ModShift == 0 {
		m.prompt, m.input = true, []rune(t)
	}
	return m, nil
}

// bound runs the binding of the key named s; it reports whether there is
// one.
func (m *Model) bound(s string) (bool, tea.Cmd) {
	for _, b := range keymap(m.g.UI()) {
		for _, name := range b.keys {
			if name == s && b.do != nil {
				return true, b.do(m)
			}
		}
	}
	return false, nil
}

// anywhere reports whether the key named s is a function key or a ctrl
// key, which keeps its binding while the prompt is open.
func anywhere(s string) bool {
	if rest, ok := strings.CutPrefix(s, "f"); ok && rest != "" && strings.Trim(rest, "0123456789") == "" {
		return true
	}
	return strings.HasPrefix(s, "ctrl+")
}

// quit ends the game at this station (it stays resumable).
func (m *Model) quit() tea.Cmd {
	return m.run(step{run: func(g *game.Game) []game.Output { return g.Quit() }})
}

// promptKey edits the prompt line; Enter takes it, Escape leaves it.
func (m Model) promptKey(k tea.KeyPressMsg) (Model, tea.Cmd) {
	switch k.String() {
	case "enter":
		line := string(m.input)
		m.prompt, m.input = false, nil
		return m, m.line(line, false)
	case "esc":
		m.prompt, m.input = false, nil
		if m.frame.question != "" {
			return m, m.line("no", false)
		}
	case "backspace":
		if len(m.input) > 0 {
			m.input = m.input[:len(m.input)-1]
		}
	case "ctrl+c", "ctrl+d":
		return m, m.quit()
	default:
		if s := k.String(); anywhere(s) {
			_, cmd := m.bound(s)
			return m, cmd
		}
		if t := k.Key().Text; t != "" {
			m.input = append(m.input, []rune(t)...)
		}
	}
	return m, nil
}

// step moves the cursor by files and ranks as seen from the board's side,
// and says the square it reaches in the status line (and to speech).
func (m *Model) step(df, dr int) tea.Cmd {
	if m.from == rules.Black {
		df, dr = -df, -dr
	}
	f, r := m.cursor.File()+df, m.cursor.Rank()+dr
	if f < 0 || f > 7 || r < 0 || r > 7 {
		m.status = m.g.UI().Screen.Edge
		return nil
	}
	return m.goTo(rules.NewSquare(f, r))
}

// pieceKeys are the letters that jump to a kind of piece.
var pieceKeys = map[string]rules.PieceType{"k": rules.King, "q": rules.Queen, "r": rules.Rook,
	"b": rules.Bishop, "n": rules.Knight, "p": rules.Pawn}

// fileKeys are the shifted digits that jump to a file (shift+1 is a), as
// a terminal with the kitty keyboard protocol names them and as a US
// keyboard types them otherwise.
var fileKeys = map[string]int{"shift+1": 0, "shift+2": 1, "shift+3": 2, "shift+4": 3, "shift+5": 4,
	"shift+6": 5, "shift+7": 6, "shift+8": 7, "!": 0, "@": 1, "#": 2, "$": 3, "%": 4, "^": 5, "&": 6, "*": 7}

// jump handles the keys that move the cursor to a piece, a rank or a file;
// it reports whether s was one.
func (m *Model) jump(s string) (bool, tea.Cmd) {
	back := false
	if rest, ok := strings.CutPrefix(s, "alt+"); ok {
		s, back = rest, true
	}
	if t, ok := pieceKeys[s]; ok {
		return true, m.toPiece(t, back)
	}
	if back {
		return false, nil
	}
	if len(s) == 1 && s[0] >= '1' && s[0] <= '8' {
		return true, m.goTo(rules.NewSquare(m.cursor.File(), int(s[0]-'1')))
	}
	if f, ok := fileKeys[s]; ok {
		return true, m.goTo(rules.NewSquare(f, m.cursor.Rank()))
	}
	return false, nil
}

// toPiece moves the cursor to the next square (in reading order from the
// board's side) holding a piece of kind t of either colour, or back to the
// one before; it says so when there is none.
func (m *Model) toPiece(t rules.PieceType, back bool) tea.Cmd {
	pos := m.frame.pos
	order := m.readingOrder()
	at := 0
	for i, sq := range order {
		if sq == m.cursor {
			at = i
		}
	}
	for step := 1; step <= len(order); step++ {
		i := (at + step) % len(order)
		if back {
			i = (at - step + 2*len(order)) % len(order)
		}
		if pc := pos.PieceAt(order[i]); pc != rules.NoPiece && pc.Type() == t {
			return m.goTo(order[i])
		}
	}
	m.status = fmt.Sprintf(m.g.UI().Screen.NoPiece, m.g.UI().Pieces[t-rules.Pawn])
	m.sayStatus()
	return nil
}

// readingOrder lists the squares as the board is drawn: rank by rank from
// the top, file by file from the left.
func (m Model) readingOrder() []rules.Square {
	out := make([]rules.Square, 0, 64)
	for i := range 8 {
		r := 7 - i
		if m.from == rules.Black {
			r = i
		}
		for j := range 8 {
			f := j
			if m.from == rules.Black {
				f = 7 - j
			}
			out = append(out, rules.NewSquare(f, r))
		}
	}
	return out
}

// goTo puts the cursor on sq and says what stands there (in the status
// line, when the step that asks comes back).
func (m *Model) goTo(sq rules.Square) tea.Cmd {
	m.cursor = sq
	q := "square " + sq.String()
	return m.run(step{status: true, run: func(g *game.Game) []game.Output { return g.Do(q) }})
}

// sayStatus says the status line.
func (m *Model) sayStatus() {
	if m.opts.Say != nil {
		m.opts.Say(game.Output{Kind: game.Answer, Text: m.status})
	}
}

// enter selects the piece under the cursor, or makes the move from the
// selected piece to the cursor (a pawn reaching the last rank becomes a
// queen; type the move at the prompt for another piece).
func (m *Model) enter() tea.Cmd {
	if m.selected == m.cursor {
		m.selected = rules.NoSquare
		m.status = m.g.UI().Screen.NothingSelected
		m.sayStatus()
		return nil
	}
	if m.selected == rules.NoSquare {
		if pc := m.frame.pos.PieceAt(m.cursor); pc == rules.NoPiece {
			m.prompt = true // Enter on an empty square opens the prompt
			return nil
		}
		m.selected = m.cursor
		m.status = fmt.Sprintf(m.g.UI().Screen.Selected, m.g.SquareWords(m.cursor))
		m.sayStatus()
		return nil
	}
	move := m.selected.String() + m.cursor.String()
	if pc := m.frame.mover.PieceAt(m.selected); pc != rules.NoPiece && pc.Type() == rules.Pawn && (m.cursor.Rank() == 7 || m.cursor.Rank() == 0) {
		move += "q"
	}
	m.selected = rules.NoSquare
	return m.ask(move)
}
