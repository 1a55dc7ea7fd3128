package braille

import "github.com/tactuschess/tactus/braille/brlapi"

// Nav is a move of the reader over the display's lines, as the display's
// own keys ask for it.
type Nav int

// The moves a View makes (see View.Do).
const (
	NavNone        Nav = iota // not a move over the lines
	NavLineUp                 // the previous line
	NavLineDown               // the next line
	NavPanLeft                // the previous window, or the previous line's last
	NavPanRight               // the next window, or the next line's first
	NavTop                    // the first line: the last move
	NavBottom                 // the last line: the end of the scoresheet
	NavLineStart              // the first window of the line
	NavLineEnd                // the last window of the line
	NavPrevSection            // the start of this part (state, board, scoresheet), or of the previous one
	NavNextSection            // the start of the next part
	NavBack                   // back to the line before the last jump
)

// NavOf returns what a key of the display asks the view to do: line up
// and down for BRLTTY's line, window and different-line keys, panning for
// its window, half-window and character keys, top and bottom, the start
// and end of the line, paragraphs as the parts of the display (the game's
// state, the board, the scoresheet), Home and Return as the top (the last
// move), Back as the line before the last jump. Routing keys, typed dots
// and other keys are NavNone: the caller handles them.
func NavOf(k brlapi.Key) Nav {
	switch k.Kind {
	case brlapi.KeyLineUp, brlapi.KeyWinUp, brlapi.KeyPrevDiffLine:
		return NavLineUp
	case brlapi.KeyLineDown, brlapi.KeyWinDown, brlapi.KeyNextDiffLine:
		return NavLineDown
	case brlapi.KeyPanLeft, brlapi.KeyHalfLeft, brlapi.KeyPanLeftSkip, brlapi.KeyCharLeft:
		return NavPanLeft
	case brlapi.KeyPanRight, brlapi.KeyHalfRight, brlapi.KeyPanRightSkip, brlapi.KeyCharRight:
		return NavPanRight
	case brlapi.KeyTop, brlapi.KeyTopLeft, brlapi.KeyHome, brlapi.KeyReturn:
		return NavTop
	case brlapi.KeyBottom, brlapi.KeyBottomLeft:
		return NavBottom
	case brlapi.KeyLineStart:
		return NavLineStart
	case brlapi.KeyLineEnd:
		return NavLineEnd
	case brlapi.KeyPrevParagraph:
		return NavPrevSection
	case brlapi.KeyNextParagraph:
		return NavNextSection
	case brlapi.KeyBack:
		return NavBack
	}
	return NavNone
}

// Do makes one move and reports whether the display changed. A message
// shown is panned through by NavPanLeft and NavPanRight (past its end,
// NavPanRight dismisses it); any other move dismisses it and then moves.
func (v *View) Do(n Nav) bool {
	if v.Showing() && (n == NavPanLeft || n == NavPanRight) {
		return v.panMessage(n == NavPanRight)
	}
	if n == NavNone {
		return false
	}
	dismissed := v.Showing()
	v.Dismiss()
	return v.do(n) || dismissed
}

func (v *View) do(n Nav) bool {
	switch n {
	case NavLineUp:
		return v.Up()
	case NavLineDown:
		return v.Down()
	case NavPanLeft:
		return v.PanLeft()
	case NavPanRight:
		return v.PanRight()
	case NavTop:
		return v.jump(0)
	case NavBottom:
		return v.jump(len(v.lines) - 1)
	case NavLineStart:
		return v.setWindow(0)
	case NavLineEnd:
		return v.setWindow(len(v.windows()) - 1)
	case NavPrevSection:
		return v.jump(v.prevSection())
	case NavNextSection:
		return v.jump(v.nextSection())
	case NavBack:
		return v.jump(v.back)
	}
	return false
}

// panMessage pans through the message shown.
func (v *View) panMessage(right bool) bool {
	switch {
	case right && v.win+1 < len(v.windows()):
		v.win++
	case right && v.mi+1 < len(v.msgs):
		v.mi, v.win = v.mi+1, 0
	case right:
		v.Dismiss()
	case v.win > 0:
		v.win--
	case v.mi > 0:
		v.mi--
		v.win = len(v.windows()) - 1
	default:
		return false
	}
	return true
}

// jump goes to the first window of line i, remembering the line left for
// NavBack.
func (v *View) jump(i int) bool {
	i = min(max(i, 0), max(len(v.lines)-1, 0))
	if i == v.line && v.win == 0 {
		return false
	}
	v.back = v.line
	v.Goto(i)
	return true
}

func (v *View) setWindow(w int) bool {
	w = max(w, 0)
	if w == v.win {
		return false
	}
	v.win = w
	return true
}

// section is the part of the display line i belongs to.
func (v *View) section(i int) int {
	if i < 0 || i >= len(v.lines) {
		return -1
	}
	return v.lines[i].Kind.section()
}

// prevSection is the first line of the current part, or of the previous
// part when already there.
func (v *View) prevSection() int {
	i := v.line
	if i > 0 && v.section(i-1) == v.section(i) {
		for i > 0 && v.section(i-1) == v.section(v.line) {
			i--
		}
		return i
	}
	i--
	for i > 0 && v.section(i-1) == v.section(i) {
		i--
	}
	return max(i, 0)
}

// nextSection is the first line of the next part, or the current line
// when there is none.
func (v *View) nextSection() int {
	for i := v.line + 1; i < len(v.lines); i++ {
		if v.section(i) != v.section(v.line) {
			return i
		}
	}
	return v.line
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
