package screen

import (
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/tactuschess/tactus/cmd/tactus/internal/app/narrate"
	"github.com/tactuschess/tactus/rules"
)

// View draws the whole screen from the game.
func (m Model) View() tea.View {
	var b strings.Builder
	m.board(&b)
	b.WriteString("\n")
	m.clocks(&b)
	m.scoresheet(&b)
	b.WriteString("\n")
	if len(m.opts.QR) > 0 && !m.frame.started {
		// the second station's address for a phone's camera, until the
		// game is under way (the lines below say it in words)
		for _, l := range m.opts.QR {
			b.WriteString("  " + l + "\n")
		}
	}
	for _, l := range m.log {
		b.WriteString(clip(l, m.width) + "\n")
	}
	b.WriteString("\n")
	if m.prompt {
		b.WriteString("> " + string(m.input) + "_\n")
	} else {
		b.WriteString("  " + m.g.UI().Screen.PromptHint + "\n")
	}
	b.WriteString(clip(m.status, m.width))
	v := tea.NewView(b.String())
	v.AltScreen = true
	v.WindowTitle = "tactus"
	return v
}

// board draws the board from m.from's side: [x] is the cursor, (x) a square
// of the last move, letters are pieces (upper case White), . is empty.
func (m Model) board(b *strings.Builder) {
	pos, from, to := m.frame.pos, m.frame.from, m.frame.to
	for i := range 8 {
		r := 7 - i
		if m.from == rules.Black {
			r = i
		}
		fmt.Fprintf(b, " %d ", r+1)
		for j := range 8 {
			f := j
			if m.from == rules.Black {
				f = 7 - j
			}
			sq := rules.NewSquare(f, r)
			b.WriteString(m.cell(pos.PieceAt(sq), sq == m.cursor, sq == from || sq == to))
		}
		b.WriteString("\n")
	}
	b.WriteString("   ")
	for j := range 8 {
		f := j
		if m.from == rules.Black {
			f = 7 - j
		}
		if m.g.Settings().Large {
			fmt.Fprintf(b, "  %c  ", 'a'+f)
		} else {
			fmt.Fprintf(b, " %c ", 'a'+f)
		}
	}
	b.WriteString("\n")
}

// cell draws one square three characters wide (five in large print):
// [x] is the cursor, (x) a square of the last move; high contrast adds
// reverse video to those marks and bold to the pieces.
func (m Model) cell(pc rules.Piece, cursor, last bool) string {
	set := m.g.Settings()
	c := "."
	if pc != rules.NoPiece {
		c = pc.String()
	}
	open, shut := " ", " "
	switch {
	case cursor:
		open, shut = "[", "]"
	case last:
		open, shut = "(", ")"
	}
	if set.Large {
		open, shut = open+" ", " "+shut
	}
	if !set.Contrast {
		return open + c + shut
	}
	if cursor || last {
		return sgrReverse + sgrBold + open + c + shut + sgrReset
	}
	return open + sgrBold + c + sgrReset + shut
}

// clocks draws both clocks and whose move it is.
func (m Model) clocks(b *strings.Builder) {
	f := m.frame
	turn, names, r, timed := f.turn, f.names, f.clock, f.timed
	u := m.g.UI()
	width := max(len([]rune(u.Sides[0])), len([]rune(u.Sides[1])))
	for _, side := range []rules.Color{rules.White, rules.Black} {
		mark := "  "
		if turn == side && !f.over {
			mark = "> "
		}
		t := m.g.UI().Screen.NoClock
		if timed {
			t = narrate.HMS(r.Remaining[side])
		}
		fmt.Fprintf(b, "%s%-*s %-16s %s\n", mark, width, u.Side(int(side)), clip(names[side], 16), t)
		if timed && m.g.Settings().Large {
			for _, row := range big(t) {
				b.WriteString("    " + row + "\n")
			}
		}
	}
	if timed && !r.Running && !f.over {
		b.WriteString("  " + m.g.UI().Screen.ClockStopped + "\n")
	}
}

// scoresheet writes the record on as few lines as fit.
func (m Model) scoresheet(b *strings.Builder) {
	line := strings.Join(m.frame.sheet, " ")
	for len(line) > m.width-2 && m.width > 10 {
		i := strings.LastIndex(line[:m.width-2], " ")
		if i <= 0 {
			break
		}
		b.WriteString("  " + line[:i] + "\n")
		line = line[i+1:]
	}
	if line != "" {
		b.WriteString("  " + line + "\n")
	}
}

// clip cuts s to n characters.
func clip(s string, n int) string {
	r := []rune(s)
	if n > 0 && len(r) > n {
		return string(r[:n])
	}
	return s
}
