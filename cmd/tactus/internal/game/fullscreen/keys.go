package fullscreen

import (
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/cmd/tactus/internal/shell"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
	"github.com/tactuschess/tactus/rules"
)

// keyMap is the board view's keys (shell's key map type of the
// full-screen views) with what each does; the key help is generated from
// it.
type keyMap = shell.KeyMap[func(*Model) tea.Cmd]

// keymap lists the keys of the board view (the prompt takes the command
// words of plain mode), with their help in u's language. Function keys and
// ctrl keys work in the prompt too, without leaving it; space presses the
// clock (r jumps to rooks, so repeat is ctrl+r), and y confirms the
// announced move, a single key for the sighted opponent. f4 starts
// listening (moves by voice): no letter is free that starts no move in
// some notation (v is the Slovak rook).
func keymap(u *catalog.UI) keyMap {
	h := u.Screen
	return keyMap{
		{Keys: []string{"up"}, Help: h.Up, Do: func(m *Model) tea.Cmd { return m.step(0, 1) }},
		{Keys: []string{"down"}, Help: h.Down, Do: func(m *Model) tea.Cmd { return m.step(0, -1) }},
		{Keys: []string{"left"}, Help: h.Left, Do: func(m *Model) tea.Cmd { return m.step(-1, 0) }},
		{Keys: []string{"right"}, Help: h.Right, Do: func(m *Model) tea.Cmd { return m.step(1, 0) }},
		{Keys: []string{"k", "q", "r", "b", "n", "p"}, Help: h.PieceKeys},
		{Keys: []string{"1", "2", "3", "4", "5", "6", "7", "8"}, Help: h.RankKeys},
		{Keys: []string{"shift+1", "shift+8", "!", "*"}, Help: h.FileKeys},
		{Keys: []string{"enter"}, Help: h.Enter, Do: func(m *Model) tea.Cmd { return m.enter() }},
		{Keys: []string{"c"}, Help: h.Clock, Do: func(m *Model) tea.Cmd { return m.ask("clock") }},
		{Keys: []string{"l"}, Help: h.Last, Do: func(m *Model) tea.Cmd { return m.ask("last") }},
		{Keys: []string{"space", "f2"}, Help: h.Press, Do: func(m *Model) tea.Cmd { return m.keyLine("press") }},
		{Keys: []string{"y", "f3"}, Help: h.Confirm, Do: func(m *Model) tea.Cmd { return m.keyLine("ok") }},
		{Keys: []string{"f4"}, Help: h.Listen, Do: func(m *Model) tea.Cmd { return m.take(input.Listen{}, false) }},
		{Keys: []string{"ctrl+r"}, Help: h.Repeat, Do: func(m *Model) tea.Cmd { return m.ask("repeat") }},
		{Keys: []string{"x"}, Help: h.Attack, Do: func(m *Model) tea.Cmd { return m.ask("attackers " + m.cursor.String()) }},
		{Keys: []string{"m"}, Help: h.Moves, Do: func(m *Model) tea.Cmd { return m.movesOf() }},
		{Keys: []string{"/", ":"}, Help: h.Prompt, Do: func(m *Model) tea.Cmd { m.prompt = true; return nil }},
		{Keys: []string{"?", "f1"}, Help: h.Help, Do: func(m *Model) tea.Cmd { m.openHelp(); return nil }},
		{Keys: []string{"ctrl+c", "ctrl+d"}, Help: h.Quit, Do: func(m *Model) tea.Cmd { return m.quit() }},
	}
}

// keyHelp returns the key help in u's language, one line per binding.
func keyHelp(u *catalog.UI) []table.Output { return keyHelpFor(u, false) }

// keyHelpFor is keyHelp without the attack-map and move-list keys in a
// tournament game, which refuses them (11.3.1).
func keyHelpFor(u *catalog.UI, tournament bool) []table.Output {
	outs := []table.Output{{Kind: table.Answer, Text: u.Screen.KeysIntro},
		{Kind: table.Answer, Text: "a–h: " + u.Screen.FileLetters + "."}}
	for _, b := range keymap(u) {
		if tournament && (b.Help == u.Screen.Attack || b.Help == u.Screen.Moves) {
			continue
		}
		outs = append(outs, table.Output{Kind: table.Answer, Text: b.Line()})
	}
	return outs
}

// key handles one key press.
func (m Model) key(k tea.KeyPressMsg) (Model, tea.Cmd) {
	if m.prompt {
		return m.promptKey(k)
	}
	if m.promo != "" {
		return m.promoKey(k)
	}
	if m.help != nil {
		return m.helpKey(k)
	}
	s := k.String()
	if m.frame.question != "" {
		// a question waits (who resigns, yes or no): no single key answers
		// it, so that y confirming a move never says yes to a resignation;
		// the answer is typed at the prompt and Enter gives it, Escape
		// says no
		switch {
		case s == "esc":
			return m, m.keyLine("no")
		case s == "ctrl+c" || s == "ctrl+d":
			return m, m.quit()
		case k.Key().Text != "" && k.Key().Mod&^tea.ModShift == 0:
			m.prompt, m.input = true, []rune(k.Key().Text)
		}
		return m, nil
	}
	if t := k.Key().Text; len(t) == 1 && t[0] >= 'a' && t[0] <= 'h' && k.Key().Mod == 0 {
		// a file letter starts a typed move (b5, c4, exd5): the prompt
		// opens on it; b or c alone, then Enter, is still the key
		m.prompt, m.input, m.keyLetter = true, []rune(t), ""
		if t == "b" || t == "c" {
			m.keyLetter = t
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
	if b, ok := keymap(m.g.UI()).Find(s); ok && b.Do != nil {
		return true, b.Do(m)
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
	return m.run(step{run: func(g *table.Game) []table.Output { return g.Quit() }})
}

// promptKey edits the prompt line; Enter takes it, Escape leaves it.
func (m Model) promptKey(k tea.KeyPressMsg) (Model, tea.Cmd) {
	switch k.String() {
	case "enter":
		line, letter := string(m.input), m.keyLetter
		m.prompt, m.input, m.keyLetter = false, nil, ""
		if letter != "" && line == letter {
			// the b or c key, with Enter: what the key does
			if ok, cmd := m.jump(line); ok {
				return m, cmd
			}
			_, cmd := m.bound(line)
			return m, cmd
		}
		return m, m.line(line, false)
	case "esc":
		m.prompt, m.input, m.keyLetter = false, nil, ""
		if m.frame.question != "" {
			return m, m.keyLine("no")
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
	m.status = catalog.Fill(m.g.UI().Screen.NoPiece, m.g.UI().Pieces[t-rules.Pawn])
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
	return m.run(step{status: true, run: func(g *table.Game) []table.Output { return g.Do(q) }})
}

// sayStatus says the status line.
func (m *Model) sayStatus() {
	if m.opts.Say != nil {
		m.opts.Say(table.Output{Kind: table.Answer, Text: m.status})
	}
}

// enter selects the piece under the cursor, or makes the move from the
// selected piece to the cursor (a pawn reaching the last rank asks which
// piece it becomes).
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
		m.status = catalog.Fill(m.g.UI().Screen.Selected, m.g.SquareWords(m.cursor))
		m.sayStatus()
		return nil
	}
	from := m.selected
	move := from.String() + m.cursor.String()
	m.selected = rules.NoSquare
	if pc := m.frame.mover.PieceAt(from); pc != rules.NoPiece && pc.Type() == rules.Pawn && (m.cursor.Rank() == 7 || m.cursor.Rank() == 0) {
		// Appendix D: a promotion says the piece; none is chosen for the player
		m.promo = move
		m.status = promotionQuestion(m.g.UI())
		m.sayStatus()
		return nil
	}
	return m.ask(move)
}

// openHelp opens the key help's pane and says the whole help as one
// answer (a chain the next key interrupts), not only its last line.
func (m *Model) openHelp() {
	outs := keyHelpFor(m.g.UI(), m.g.Tournament())
	m.help, m.helpAt = make([]string, len(outs)), 0
	for i, o := range outs {
		m.help[i] = o.Text
	}
	if m.opts.Say != nil {
		for _, o := range m.g.Spoken(outs) { // one utterance, line by line
			m.opts.Say(o)
		}
	}
}

// helpKey scrolls the key help's pane (arrows, page keys, home, end) and
// closes it (Escape, Enter, ?, q); ctrl+c still quits.
func (m Model) helpKey(k tea.KeyPressMsg) (Model, tea.Cmd) {
	page := max(m.helpRoom()-1, 1)
	switch k.String() {
	case "up", "k":
		m.helpAt--
	case "down", "j":
		m.helpAt++
	case "pgup":
		m.helpAt -= page
	case "pgdown", "space":
		m.helpAt += page
	case "home":
		m.helpAt = 0
	case "end":
		m.helpAt = len(m.help)
	case "ctrl+c", "ctrl+d":
		m.help = nil
		return m, m.quit()
	case "esc", "enter", "?", "q", "f1":
		m.help = nil
		return m, nil
	}
	m.helpAt = max(0, min(m.helpAt, len(m.helpWrapped())-m.helpRoom()))
	return m, nil
}

// promotionKeys are the keys that choose the piece a pawn becomes, with
// the piece each makes.
var promotionKeys = []struct {
	key string
	pc  rules.PieceType
}{{"q", rules.Queen}, {"r", rules.Rook}, {"b", rules.Bishop}, {"n", rules.Knight}}

// promotionQuestion asks which piece the pawn becomes, naming each key
// and its piece in u's language.
func promotionQuestion(u *catalog.UI) string {
	names := make([]string, len(promotionKeys))
	for i, k := range promotionKeys {
		names[i] = catalog.Fill(u.Screen.PromotionKey, k.key, u.Pieces[k.pc-rules.Pawn])
	}
	list := strings.Join(names[:len(names)-1], ", ") + " " + u.Or + " " + names[len(names)-1]
	return catalog.Fill(u.Screen.Promotion, list)
}

// promoKey takes the piece a pawn moved with the cursor becomes: q, r, b
// or n make the move; Escape cancels it; any other key asks again.
func (m Model) promoKey(k tea.KeyPressMsg) (Model, tea.Cmd) {
	s := strings.ToLower(k.String())
	for _, p := range promotionKeys {
		if s == p.key {
			move := m.promo + p.key
			m.promo = ""
			return m, m.ask(move)
		}
	}
	switch s {
	case "esc":
		m.promo = ""
		m.status = m.g.UI().Screen.NothingSelected
	case "ctrl+c", "ctrl+d":
		m.promo = ""
		return m, m.quit()
	default:
		m.status = promotionQuestion(m.g.UI())
	}
	m.sayStatus()
	return m, nil
}

// movesOf says the legal moves of the selected piece (of the piece under
// the cursor when none is selected): in a casual game only, since a list
// of legal moves is advice in a tournament game (FIDE 11.3.1).
func (m *Model) movesOf() tea.Cmd {
	u := m.g.UI()
	sq := m.selected
	if sq == rules.NoSquare {
		sq = m.cursor
	}
	switch {
	case m.g.Tournament():
		m.status = u.Screen.NoMoveLists
	case m.frame.over:
		m.status = catalog.Fill(u.Screen.NoMoves, sq.String())
	default:
		pos := m.frame.mover
		var l rules.MoveList
		pos.LegalMoves(&l)
		lang := m.g.Notation()
		var moves []string
		for i := range l.Len() {
			if mv := l.At(i); mv.From() == sq {
				moves = append(moves, lang.SAN(&pos, mv))
			}
		}
		if len(moves) == 0 {
			m.status = catalog.Fill(u.Screen.NoMoves, sq.String())
		} else {
			m.status = catalog.Fill(u.Screen.MovesOf, sq.String(), strings.Join(moves, ", "))
		}
	}
	m.sayStatus()
	return nil
}
