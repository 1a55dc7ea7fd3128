package braille

import "github.com/tactuschess/tactus/rules"

// View is the window of a display over a list of lines: one line at a
// time, panned in windows of Width cells. Lines wider than the display
// are cut at blanks where possible, so a move is not split across
// windows (board lines are cut at the width). Panning right past the end of a line goes to the next line,
// as BRLTTY does.
type View struct {
	lines []Line
	width int
	line  int // current line
	win   int // current window within the line
}

// NewView returns a view of lines on a display width cells wide (at least
// 1), at the first window of the first line.
func NewView(lines []Line, width int) *View {
	return &View{lines: lines, width: max(width, 1)}
}

// SetLines replaces the lines (after a move, a clock tick), keeping the
// current line and window where they still exist.
func (v *View) SetLines(lines []Line) {
	v.lines = lines
	v.line = min(v.line, max(len(lines)-1, 0))
	v.win = min(v.win, max(len(v.windows())-1, 0))
}

// SetWidth changes the display width (after a reconnection); the window
// goes back to the start of the line only when the width really changes.
func (v *View) SetWidth(width int) {
	width = max(width, 1)
	if width != v.width {
		v.width = width
		v.win = 0
	}
}

// Line returns the index of the current line.
func (v *View) Line() int { return v.line }

// Goto moves to the first window of line i (clamped to the lines).
func (v *View) Goto(i int) {
	v.line = min(max(i, 0), max(len(v.lines)-1, 0))
	v.win = 0
}

// Cells returns what the display shows: the current window, padded with
// blank cells to the display width.
func (v *View) Cells() Cells {
	out := make(Cells, v.width)
	if len(v.lines) == 0 {
		return out
	}
	start, end := v.span()
	copy(out, v.lines[v.line].Cells[start:end])
	return out
}

// span returns the cell range of the current window.
func (v *View) span() (start, end int) {
	w := v.windows()
	start = w[v.win]
	end = len(v.lines[v.line].Cells)
	if v.win+1 < len(w) {
		end = w[v.win+1]
	}
	return start, min(end, start+v.width)
}

// windows returns the start of each window of the current line.
func (v *View) windows() []int {
	if len(v.lines) == 0 {
		return []int{0}
	}
	l := v.lines[v.line]
	if l.Squares != nil { // a board line is cut at the width, never at its blank
		return FixedWindows(len(l.Cells), v.width)
	}
	return Windows(l.Cells, v.width)
}

// FixedWindows returns window starts every width cells of an n-cell line.
func FixedWindows(n, width int) []int {
	width = max(width, 1)
	starts := []int{0}
	for s := width; s < n; s += width {
		starts = append(starts, s)
	}
	return starts
}

// Windows returns where each window of a line starts on a display width
// cells wide: a window ends after its last blank when the rest does not
// fit, or at the width when it has no blank.
func Windows(cells Cells, width int) []int {
	width = max(width, 1)
	for len(cells) > 0 && cells[len(cells)-1] == Blank {
		cells = cells[:len(cells)-1] // trailing blanks need no window of their own
	}
	starts := []int{0}
	s := 0
	for len(cells)-s > width {
		next := s + width
		for b := s + width; b > s; b-- {
			if cells[b] == Blank {
				next = b + 1
				break
			}
		}
		starts = append(starts, next)
		s = next
	}
	return starts
}

// Down moves to the next line; false at the last line.
func (v *View) Down() bool {
	if v.line+1 >= len(v.lines) {
		return false
	}
	v.line, v.win = v.line+1, 0
	return true
}

// Up moves to the previous line; false at the first.
func (v *View) Up() bool {
	if v.line == 0 {
		return false
	}
	v.line, v.win = v.line-1, 0
	return true
}

// PanRight shows the next window, or the next line's first; false at the
// end of the last line.
func (v *View) PanRight() bool {
	if v.win+1 < len(v.windows()) {
		v.win++
		return true
	}
	return v.Down()
}

// PanLeft shows the previous window, or the previous line's last; false
// at the start of the first line.
func (v *View) PanLeft() bool {
	if v.win > 0 {
		v.win--
		return true
	}
	if !v.Up() {
		return false
	}
	v.win = len(v.windows()) - 1
	return true
}

// Route returns the square under the routing key of display cell i, if
// the current window shows one there.
func (v *View) Route(i int) (rules.Square, bool) {
	if len(v.lines) == 0 || i < 0 || i >= v.width {
		return rules.NoSquare, false
	}
	start, end := v.span()
	if start+i >= end {
		return rules.NoSquare, false
	}
	return v.lines[v.line].SquareAt(start + i)
}
