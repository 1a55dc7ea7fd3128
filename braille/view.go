package braille

import "github.com/tactuschess/tactus/rules"

// View is the window of a display over a list of lines: one line at a
// time, panned in windows of Width cells. Lines wider than the display
// are cut at blanks where possible, so a move is not split across
// windows (board lines are cut at the width). Panning right past the end
// of a line goes to the next line, as BRLTTY does.
//
// A message (Show, ShowLines) covers the lines until the reader moves:
// panning goes through the message, line after line, any other move
// dismisses it and then moves.
type View struct {
	lines []Line
	width int
	line  int    // current line
	win   int    // current window within the line (or the message line)
	msgs  []Line // the message shown, one or more lines; nil for none
	mi    int    // the message line shown
	back  int    // the line left by the last jump (NavBack)
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
	if !v.Showing() {
		v.win = min(v.win, max(len(v.windows())-1, 0))
	}
}

// SetWidth changes the display width (after the display changed size or
// a reconnection); the window goes back to the start of the line only
// when the width really changes.
func (v *View) SetWidth(width int) {
	width = max(width, 1)
	if width != v.width {
		v.width = width
		v.win = 0
	}
}

// Width returns the display width the view draws for.
func (v *View) Width() int { return v.width }

// Line returns the index of the current line.
func (v *View) Line() int { return v.line }

// Show covers the lines with a message (see Message) from its first
// window.
func (v *View) Show(msg Line) { v.ShowLines([]Line{msg}) }

// ShowLines covers the lines with a message of several lines (the lines
// of an answer), from the first window of its first line: panning right
// goes through each line's windows and then to the next line, so every
// line starts on a window of its own. No lines shows nothing new.
func (v *View) ShowLines(msgs []Line) {
	if len(msgs) == 0 {
		return
	}
	v.msgs, v.mi, v.win = append([]Line(nil), msgs...), 0, 0
}

// Showing reports whether a message covers the lines.
func (v *View) Showing() bool { return v.msgs != nil }

// Dismiss removes the message, back to the line it covered.
func (v *View) Dismiss() {
	if v.msgs != nil {
		v.msgs, v.mi, v.win = nil, 0, 0
	}
}

// Goto moves to the first window of line i (clamped to the lines).
func (v *View) Goto(i int) {
	v.msgs, v.mi = nil, 0
	v.line = min(max(i, 0), max(len(v.lines)-1, 0))
	v.win = 0
}

// current returns the line shown: the message, or the current line.
func (v *View) current() (Line, bool) {
	if v.msgs != nil {
		return v.msgs[v.mi], true
	}
	if len(v.lines) == 0 {
		return Line{}, false
	}
	return v.lines[v.line], true
}

// Cells returns what the display shows: the current window, padded with
// blank cells to the display width.
func (v *View) Cells() Cells {
	out := make(Cells, v.width)
	l, ok := v.current()
	if !ok {
		return out
	}
	start, end := v.span()
	copy(out, l.Cells[start:end])
	return out
}

// span returns the cell range of the current window.
func (v *View) span() (start, end int) {
	l, _ := v.current()
	w := v.windows()
	start = min(w[min(v.win, len(w)-1)], len(l.Cells))
	end = len(l.Cells)
	if v.win+1 < len(w) {
		end = w[v.win+1]
	}
	return start, min(end, start+v.width)
}

// windows returns the start of each window of the line shown.
func (v *View) windows() []int {
	l, ok := v.current()
	if !ok {
		return []int{0}
	}
	if l.Squares != nil { // a board line is cut at the width, never at its blank
		return FixedWindows(len(l.Cells), v.width)
	}
	return Windows(l.Cells, v.width)
}

// Route returns the square under the routing key of display cell i, if
// the current window shows one there.
func (v *View) Route(i int) (rules.Square, bool) {
	l, ok := v.current()
	if !ok || i < 0 || i >= v.width {
		return rules.NoSquare, false
	}
	start, end := v.span()
	if start+i >= end {
		return rules.NoSquare, false
	}
	return l.SquareAt(start + i)
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
