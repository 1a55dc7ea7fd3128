package game

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tactuschess/tactus/cmd/tactus/internal/brailledisplay"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
)

// toucher returns the hook that keeps the display in step with the game:
// the board after every batch of outputs, the lines a person should also
// feel (a refusal, an answer, a notice, an ending) as a message of one
// line each, panned line by line, and a new
// move brings the reader back to the first line.
func toucher(d *brailledisplay.Display) func(*table.Game, []table.Output) {
	return func(g *table.Game, outs []table.Output) {
		t := g.Tactile()
		f := brailledisplay.Frame{Board: t.Board, Clocks: t.Clocks, Flip: t.Flip, Input: t.Input}
		var msg []brailledisplay.Msg
		var notes []string
		for _, o := range outs {
			switch {
			case o.Aside:
				notes = append(notes, strings.TrimSuffix(o.Text, "."))
			case o.Move && !o.Ending:
				// the first line shows the move in the chess code; the
				// opponent's move not yet on the player's board is shown
				// at once, marked, to be read before it is confirmed
				f.Top, msg = true, nil
				if u := t.Unconfirmed; u != nil {
					text := catalog.Fill(g.UI().Channels.Unconfirmed, g.UI().Side(int(u.Side)))
					msg = append(msg, brailledisplay.Msg{Text: upperFirst(text), Moves: []brailledisplay.Played{{Before: u.Before, Move: u.Move}}})
				}
			case o.Quiet || o.Clock && o.Kind == table.Event:
				// the clock line shows the times; a press is on the board
			case o.Cells != nil:
				// moves in the chess code, never spelt as text
				for _, c := range o.Cells {
					m := brailledisplay.Msg{Text: c.Label, Numbered: c.Numbered}
					for _, p := range c.Moves {
						m.Moves = append(m.Moves, brailledisplay.Played{Before: p.Before, Move: p.Move})
					}
					msg = append(msg, m)
				}
			default:
				msg = append(msg, brailledisplay.Msg{Text: strings.TrimSuffix(o.Text, ".")})
			}
		}
		d.Set(f)
		d.ShowMsgs(msg) // line by line: each starts a window of its own
		for _, n := range notes {
			d.Note(n) // after what the cells show (the result), not instead
		}
	}
}

// upperFirst starts s with a capital letter.
func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}
