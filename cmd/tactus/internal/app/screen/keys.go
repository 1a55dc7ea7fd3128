package screen

import (
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/tactuschess/tactus/cmd/tactus/internal/app/game"
	"github.com/tactuschess/tactus/rules"
)

// binding is one key of the board view and what it does; the key help is
// generated from these.
type binding struct {
	keys []string
	help string
	do   func(*Model)
}

// keymap lists the keys of the board view (the prompt takes the command
// words of plain mode).
func keymap() []binding {
	return []binding{
		{[]string{"up"}, "cursor one square towards the opponent", func(m *Model) { m.step(0, 1) }},
		{[]string{"down"}, "cursor one square towards you", func(m *Model) { m.step(0, -1) }},
		{[]string{"left"}, "cursor one square left", func(m *Model) { m.step(-1, 0) }},
		{[]string{"right"}, "cursor one square right", func(m *Model) { m.step(1, 0) }},
		{[]string{"/", ":", "enter"}, "open the prompt for a move or a command", func(m *Model) { m.prompt = true }},
		{[]string{"?", "f1"}, "this help", func(m *Model) { m.show(keyHelp()) }},
		{[]string{"ctrl+c", "ctrl+d"}, "quit; the game stays resumable", func(m *Model) { m.show(m.g.Quit()) }},
	}
}

// keyHelp returns the key help, one line per binding.
func keyHelp() []game.Output {
	outs := []game.Output{{Kind: game.Answer, Text: "Keys: a letter or digit starts a move or a command at the prompt."}}
	for _, b := range keymap() {
		outs = append(outs, game.Output{Kind: game.Answer, Text: strings.Join(b.keys, ", ") + ": " + b.help + "."})
	}
	return outs
}

// key handles one key press.
func (m Model) key(k tea.KeyPressMsg) Model {
	if m.prompt {
		return m.promptKey(k)
	}
	s := k.String()
	for _, b := range keymap() {
		for _, name := range b.keys {
			if name == s {
				b.do(&m)
				return m
			}
		}
	}
	if t := k.Key().Text; t != "" && k.Key().Mod&^tea.ModShift == 0 {
		m.prompt, m.input = true, []rune(t)
	}
	return m
}

// promptKey edits the prompt line; Enter takes it, Escape leaves it.
func (m Model) promptKey(k tea.KeyPressMsg) Model {
	switch k.String() {
	case "enter":
		line := string(m.input)
		m.prompt, m.input = false, nil
		m.show(m.g.Do(line))
	case "esc":
		m.prompt, m.input = false, nil
	case "backspace":
		if len(m.input) > 0 {
			m.input = m.input[:len(m.input)-1]
		}
	case "ctrl+c", "ctrl+d":
		m.show(m.g.Quit())
	default:
		if t := k.Key().Text; t != "" {
			m.input = append(m.input, []rune(t)...)
		}
	}
	return m
}

// step moves the cursor by files and ranks as seen from the board's side,
// and says the square it reaches in the status line (and to speech).
func (m *Model) step(df, dr int) {
	if m.from == rules.Black {
		df, dr = -df, -dr
	}
	f, r := m.cursor.File()+df, m.cursor.Rank()+dr
	if f < 0 || f > 7 || r < 0 || r > 7 {
		m.status = "The edge of the board."
		return
	}
	m.cursor = rules.NewSquare(f, r)
	outs := m.g.Do("square " + m.cursor.String())
	if len(outs) > 0 {
		m.status = outs[0].Text
		if m.opts.Say != nil {
			m.opts.Say(outs[0])
		}
	}
}
