// Package tui is the review screen's full-screen view, for sighted helpers
// and low-vision players: the board of the position reviewed (the last
// move marked by shape), the latest lines and a prompt, as a bubbletea
// model over the same review model (package review) as plain mode, in its
// UI language. Keys:
// right arrow or Enter the next move, left arrow back, Home and End the
// start and the end, down arrow into the first variation, up arrow out of
// it, / or any letter opens the prompt for a command, ? is help. The
// engine's work runs as a tea.Cmd: the keys go on working while it
// thinks, and its answer is shown when it comes.
//
//	m := tui.New(ctx, r, first, tui.Options{Say: say})
//	_, err := tea.NewProgram(m).Run()
package tui

import (
	"context"
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/cmd/tactus/internal/review"
	"github.com/tactuschess/tactus/cmd/tactus/internal/shell"
	"github.com/tactuschess/tactus/rules"
)

// Options are the view's edges.
type Options struct {
	// Say gets every line (the voice); nil says nothing.
	Say review.Say
	// Touch gets the review after every step (the Braille display); nil
	// for none.
	Touch func(*review.Review, []review.Line)
	// Extra are the Braille display's lines: a move routed or typed on it,
	// taken as typed, and its loss and return, told.
	Extra review.Extra
}

// logSize is how many recent lines the screen keeps.
const logSize = 10

// Model is the full-screen review.
type Model struct {
	ctx    context.Context
	r      *review.Review
	opts   Options
	log    []string
	prompt bool
	input  []rune
	width  int
}

// New returns the view of r; first is the game to open (0: the list).
func New(ctx context.Context, r *review.Review, first int, opts Options) Model {
	m := Model{ctx: ctx, r: r, opts: opts, width: 80}
	if first > 0 {
		m.show(r.Open(first))
	} else {
		m.show(r.Do(ctx, "list"))
	}
	return m
}

// Init waits for the Braille display's lines, if any; the review waits
// for keys.
func (m Model) Init() tea.Cmd { return tea.Batch(m.waitInput(), m.waitNotice()) }

// inputMsg is a line made on the Braille display; noticeMsg a line it
// tells (gone, back).
type (
	inputMsg  struct{ m input.Msg }
	noticeMsg string
)

// waitInput waits for the display's next line; nil without a display.
func (m Model) waitInput() tea.Cmd {
	c := m.opts.Extra.Input
	if c == nil {
		return nil
	}
	return func() tea.Msg {
		select {
		case l := <-c:
			return inputMsg{l}
		case <-m.ctx.Done():
			return nil
		}
	}
}

// waitNotice waits for the display's next notice; nil without a display.
func (m Model) waitNotice() tea.Cmd {
	c := m.opts.Extra.Notices
	if c == nil {
		return nil
	}
	return func() tea.Msg {
		select {
		case n := <-c:
			return noticeMsg(n)
		case <-m.ctx.Done():
			return nil
		}
	}
}

// keys are the review's keys and the command each types (shell's key map
// type of the full-screen views; the review's key help is one line of the
// catalogue, Review.Keys).
var keys = shell.KeyMap[string]{
	{Keys: []string{"right", "enter"}, Do: "next"},
	{Keys: []string{"left"}, Do: "back"},
	{Keys: []string{"home"}, Do: "start"},
	{Keys: []string{"end"}, Do: "end"},
	{Keys: []string{"down"}, Do: "var"},
	{Keys: []string{"up"}, Do: "out"},
	{Keys: []string{"?"}, Do: "help"},
}

// jobDone brings the engine's answer back to the screen.
type jobDone struct{ res review.Result }

// Update handles a key, and the engine's answers; it never waits: engine
// work a command starts runs as a tea.Cmd, and its answer comes back as a
// message while the keys go on working.
func (m Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width = msg.Width
	case tea.KeyPressMsg:
		m = m.key(msg)
	case jobDone:
		m.show(m.r.Finish(msg.res))
	case inputMsg:
		if line, ok := input.Text(msg.m); ok {
			m.show(m.r.Do(m.ctx, line))
		}
		return m.after(m.waitInput())
	case noticeMsg:
		m.show([]review.Line{{Kind: review.Answer, Text: string(msg)}})
		return m, m.waitNotice()
	}
	return m.after(nil)
}

// after ends the program when the review is done, else starts the
// engine's work a command asked for, beside next.
func (m Model) after(next tea.Cmd) (tea.Model, tea.Cmd) {
	if m.r.Done() {
		return m, tea.Quit
	}
	if j := m.r.Job(); j != nil {
		return m, tea.Batch(next, func() tea.Msg { return jobDone{j.Run()} })
	}
	return m, next
}

// key handles one key press.
func (m Model) key(k tea.KeyPressMsg) Model {
	s := k.String()
	if s == "ctrl+c" || s == "ctrl+d" {
		m.show(m.r.Do(m.ctx, "quit"))
		return m
	}
	if m.prompt {
		switch s {
		case "enter":
			line := string(m.input)
			m.prompt, m.input = false, nil
			m.show(m.r.Do(m.ctx, line))
		case "esc":
			m.prompt, m.input = false, nil
		case "backspace":
			if len(m.input) > 0 {
				m.input = m.input[:len(m.input)-1]
			}
		default:
			if t := k.Key().Text; t != "" {
				m.input = append(m.input, []rune(t)...)
			}
		}
		return m
	}
	if b, ok := keys.Find(s); ok {
		m.show(m.r.Do(m.ctx, b.Do))
		return m
	}
	switch t := k.Key().Text; {
	case s == "/" || s == ":":
		m.prompt = true
	case t != "" && k.Key().Mod&^tea.ModShift == 0:
		m.prompt, m.input = true, []rune(t)
	}
	return m
}

// show adds lines to the screen and hands them to the voice and the
// display.
func (m *Model) show(lines []review.Line) {
	for _, l := range lines {
		m.log = append(m.log, l.Text)
		if m.opts.Say != nil {
			m.opts.Say(l)
		}
	}
	if len(m.log) > logSize {
		m.log = m.log[len(m.log)-logSize:]
	}
	if m.opts.Touch != nil {
		m.opts.Touch(m.r, lines)
	}
}

// View draws the board, the latest lines and the prompt.
func (m Model) View() tea.View {
	rv := &m.r.UI().Review
	var b strings.Builder
	if c := m.r.Cursor(); c != nil {
		b.WriteString(m.r.UI().F(rv.GameHeader, m.r.Number()) + "\n")
		board(&b, c)
		b.WriteString("\n")
	}
	for _, l := range m.log {
		b.WriteString(clip(l, m.width) + "\n")
	}
	b.WriteString("\n")
	if m.prompt {
		b.WriteString("> " + string(m.input) + "_\n")
	} else {
		b.WriteString("  " + rv.Keys + "\n")
	}
	v := tea.NewView(b.String())
	v.AltScreen = true
	v.WindowTitle = rv.WindowTitle
	return v
}

// board draws the position at the cursor from White's side: letters are
// pieces (upper case White), . is empty, (x) a square of the last move.
func board(b *strings.Builder, c *review.Cursor) {
	pos := c.Position()
	from, to := rules.NoSquare, rules.NoSquare
	if s := c.Step(); s.Ply != nil && !s.Ply.Null {
		from, to = s.Ply.Move.From(), s.Ply.Move.To()
	}
	for r := 7; r >= 0; r-- {
		fmt.Fprintf(b, " %d ", r+1)
		for f := range 8 {
			sq := rules.NewSquare(f, r)
			ch := "."
			if pc := pos.PieceAt(sq); pc != rules.NoPiece {
				ch = pc.String()
			}
			if sq == from || sq == to {
				b.WriteString("(" + ch + ")")
			} else {
				b.WriteString(" " + ch + " ")
			}
		}
		b.WriteString("\n")
	}
	b.WriteString("    a  b  c  d  e  f  g  h\n")
}

// clip cuts s to n characters.
func clip(s string, n int) string {
	r := []rune(s)
	if n > 0 && len(r) > n {
		return string(r[:n])
	}
	return s
}
