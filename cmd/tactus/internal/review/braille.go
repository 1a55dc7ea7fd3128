package review

import (
	"strings"

	"github.com/tactuschess/tactus/cmd/tactus/internal/brailledisplay"
	"github.com/tactuschess/tactus/rules"
)

// OnDisplay shows the review on d, a Braille display the shell opened (its
// own messages, and its going and coming back told in the UI language): it
// returns what shows the review after each step — the move reviewed in
// the chess code on the first line with the board, the other lines as a
// message — and the display's inputs for the review (a move routed or
// typed on its keyboard, taken as typed; the notices of its loss and
// return, which the review prints, says and shows as it does an answer).
func OnDisplay(d *brailledisplay.Display) (touch func(*Review, []Line), x Extra) {
	touch = func(r *Review, lines []Line) {
		var msgs []string
		top := false
		for _, l := range lines {
			if l.Kind == Move {
				top = true
			} else if l.Text != "" {
				msgs = append(msgs, strings.TrimSuffix(l.Text, "."))
			}
		}
		if c := r.Cursor(); c != nil {
			pos := c.Position()
			g := rules.NewGame(pos)
			if st := c.Step(); st.Ply != nil && !st.Ply.Null {
				g = rules.NewGame(st.Before)
				if g.Play(st.Ply.Move) != nil {
					g = rules.NewGame(pos)
				}
			}
			d.Set(brailledisplay.Frame{Board: g, Input: pos, Top: top})
		}
		if len(msgs) > 0 {
			d.Show(strings.Join(msgs, "; "))
		}
	}
	return touch, Extra{Input: d.Input(), Notices: d.Notices()}
}
