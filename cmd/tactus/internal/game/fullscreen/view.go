package fullscreen

import (
	"fmt"
	"strings"
	"unicode/utf8"

	tea "charm.land/bubbletea/v2"

	"github.com/tactuschess/tactus/cmd/tactus/internal/command"
	"github.com/tactuschess/tactus/cmd/tactus/internal/narrate"
	"github.com/tactuschess/tactus/rules"
)

// View draws the whole screen from the frame: the board, both clocks in
// big digits, the scoresheet, the latest lines (wrapped to the width; the
// oldest left out when the screen is too short), the prompt and the status
// line.
func (m Model) View() tea.View {
	if m.help != nil {
		// the key help's pane takes the screen, scrolled
		v := tea.NewView(strings.Join(m.helpLines(), "\n"))
		v.AltScreen = true
		v.WindowTitle = "tactus"
		return v
	}
	var top strings.Builder
	m.board(&top)
	top.WriteString("\n")
	m.clocks(&top)
	m.scoresheet(&top)
	top.WriteString("\n")
	if len(m.opts.QR) > 0 && !m.frame.started {
		// the second station's address for a phone's camera, until the
		// game is under way (the lines below say it in words)
		for _, l := range m.opts.QR {
			top.WriteString("  " + l + "\n")
		}
	}
	if m.opts.Aside != nil {
		if s := m.opts.Aside(); s != "" {
			top.WriteString(strings.Join(wrap("  "+s, m.width), "\n") + "\n")
		}
	}
	var bottom strings.Builder
	bottom.WriteString("\n")
	if q := m.frame.question; q != "" {
		bottom.WriteString(strings.Join(wrap("  "+q, m.width), "\n") + "\n")
	}
	if m.prompt {
		bottom.WriteString(strings.Join(wrap("> "+masked(m.g.UI().Tag, string(m.input))+"_", m.width), "\n") + "\n")
	} else if m.frame.question == "" {
		bottom.WriteString(strings.Join(wrap("  "+m.g.UI().Screen.PromptHint, m.width), "\n") + "\n")
	}
	bottom.WriteString(strings.Join(wrap(m.status, m.width), "\n"))
	var lines []string
	for _, l := range m.log {
		lines = append(lines, wrap(l, m.width)...)
	}
	if m.height > 0 {
		room := m.height - strings.Count(top.String(), "\n") - strings.Count(bottom.String(), "\n") - 1
		lines = lines[len(lines)-min(len(lines), max(room, 1)):]
	}

	var b strings.Builder
	b.WriteString(top.String())
	for _, l := range lines {
		b.WriteString(l + "\n")
	}
	b.WriteString(bottom.String())
	v := tea.NewView(b.String())
	v.AltScreen = true
	v.WindowTitle = "tactus"
	return v
}

// helpRoom is how many lines of the key help the pane shows at once.
func (m Model) helpRoom() int {
	if m.height <= 0 {
		return len(m.helpWrapped())
	}
	return max(m.height-1, 3) // the pane takes the screen, less its closing line
}

// helpWrapped is the key help wrapped to the width.
func (m Model) helpWrapped() []string {
	var all []string
	for _, l := range m.help {
		all = append(all, wrap(l, m.width)...)
	}
	return all
}

// helpLines are the lines of the key help's pane: the help from helpAt,
// as many as fit, then how to scroll and close it.
func (m Model) helpLines() []string {
	all := m.helpWrapped()
	at := min(max(m.helpAt, 0), max(len(all)-1, 0))
	end := min(len(all), at+m.helpRoom())
	return append(all[at:end:end], m.g.UI().Screen.HelpScroll)
}

// board draws the board from m.from's side: [x] is the cursor, (x) a square
// of the last move, . is empty. A piece is its letter (upper case White)
// after a shape, ○ White and ● Black, so the colours differ by more than
// the letter's case; large print draws each piece as a tile three rows
// high, light (░) for White and solid (█) for Black.
func (m Model) board(b *strings.Builder) {
	pos, from, to := m.frame.pos, m.frame.from, m.frame.to
	large := m.large
	rows := 1
	if large {
		rows = 3
	}
	for i := range 8 {
		r := 7 - i
		if m.from == rules.Black {
			r = i
		}
		for row := range rows {
			if row == rows/2 {
				fmt.Fprintf(b, " %d ", r+1)
			} else {
				b.WriteString("   ")
			}
			for j := range 8 {
				f := j
				if m.from == rules.Black {
					f = 7 - j
				}
				sq := rules.NewSquare(f, r)
				b.WriteString(m.cell(pos.PieceAt(sq), sq == m.cursor, sq == from || sq == to, row-rows/2))
			}
			b.WriteString("\n")
		}
	}
	b.WriteString("   ")
	for j := range 8 {
		f := j
		if m.from == rules.Black {
			f = 7 - j
		}
		if large {
			fmt.Fprintf(b, "   %c   ", 'a'+f)
		} else {
			fmt.Fprintf(b, "  %c ", 'a'+f)
		}
	}
	b.WriteString("\n")
}

// cell draws one row of a square: four characters wide, or seven and
// three rows high in large print (row -1, 0, 1; 0 is the middle, the only
// row of the normal size). [x] is the cursor, (x) a square of the last
// move; high contrast adds reverse video to those marks and bold to the
// pieces.
func (m Model) cell(pc rules.Piece, cursor, last bool, row int) string {
	open, shut := " ", " "
	switch {
	case cursor:
		open, shut = "[", "]"
	case last:
		open, shut = "(", ")"
	}
	var c string
	switch {
	case m.large:
		c = tile(pc, row)
	case pc == rules.NoPiece:
		c = " ."
	case pc.Color() == rules.White:
		c = "○" + pc.String()
	default:
		c = "●" + pc.String()
	}
	if !m.contrast {
		return open + c + shut
	}
	if cursor || last {
		return sgrReverse + sgrBold + open + c + shut + sgrReset
	}
	return open + sgrBold + c + sgrReset + shut
}

// tile draws one row (-1, 0, 1) of a piece five characters wide in large
// print: a light frame (░) round a White piece's letter, a solid one (█)
// round a Black piece's, a dot on an empty square.
func tile(pc rules.Piece, row int) string {
	if pc == rules.NoPiece {
		if row == 0 {
			return "  .  "
		}
		return "     "
	}
	fill := "░"
	if pc.Color() == rules.Black {
		fill = "█"
	}
	if row != 0 {
		return strings.Repeat(fill, 5)
	}
	return fill + " " + pc.String() + " " + fill
}

// clocks draws both clocks, each a line with the side, the name and the
// time, then the time in big digits; side by side when they fit, else one
// under the other.
func (m Model) clocks(b *strings.Builder) {
	f := m.frame
	u := m.g.UI()
	width := max(len([]rune(u.Sides[0])), len([]rune(u.Sides[1])))
	var cols [2][]string
	colWidth := 0
	for _, side := range []rules.Color{rules.White, rules.Black} {
		mark := "  "
		if f.turn == side && !f.over {
			mark = "> "
		}
		t := u.Screen.NoClock
		if f.timed {
			t = narrate.HMS(f.clock.Remaining[side])
		}
		col := []string{fmt.Sprintf("%s%-*s %-16s %s", mark, width, u.Side(int(side)), clip(f.names[side], 16), t)}
		if f.timed {
			for _, row := range big(t) {
				col = append(col, "    "+row)
			}
		}
		for _, l := range col {
			colWidth = max(colWidth, len([]rune(l)))
		}
		cols[side] = col
	}
	const gap = 4
	if m.width >= 2*colWidth+gap {
		for i := range max(len(cols[0]), len(cols[1])) {
			var left, right string
			if i < len(cols[0]) {
				left = cols[0][i]
			}
			if i < len(cols[1]) {
				right = cols[1][i]
			}
			pad := colWidth + gap - len([]rune(left))
			b.WriteString(strings.TrimRight(left+strings.Repeat(" ", pad)+right, " ") + "\n")
		}
	} else {
		for _, col := range cols {
			for _, l := range col {
				b.WriteString(l + "\n")
			}
		}
	}
	if f.timed && !f.clock.Running && !f.over {
		b.WriteString("  " + u.Screen.ClockStopped + "\n")
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

// wrap breaks s into lines of at most n characters, at spaces where it
// can; the lines after the first are indented by two. n of 10 or less
// leaves s whole.
func wrap(s string, n int) []string {
	const indent = "  "
	r := []rune(s)
	if n <= 10 || len(r) <= n {
		return []string{s}
	}
	var out []string
	lead := ""
	for len(lead)+len(r) > n {
		room := n - len(lead)
		cut, next := room, room
		for i := room; i > 0; i-- {
			if r[i] == ' ' {
				cut, next = i, i+1
				break
			}
		}
		out = append(out, lead+strings.TrimRight(string(r[:cut]), " "))
		r = []rune(strings.TrimLeft(string(r[next:]), " "))
		lead = indent
	}
	if rest := strings.TrimRight(string(r), " "); rest != "" {
		out = append(out, lead+rest)
	}
	return out
}

// masked hides what follows the arbiter command word at the prompt (the
// arbiter's PIN) behind stars, one a character.
func masked(lang, input string) string {
	word, rest, ok := strings.Cut(strings.TrimLeft(input, " /"), " ")
	if c, _ := command.LookupIn(lang, word); !ok || c == nil || c.Name != "arbiter" {
		return input
	}
	return input[:len(input)-len(rest)] + strings.Repeat("*", utf8.RuneCountInString(rest))
}
