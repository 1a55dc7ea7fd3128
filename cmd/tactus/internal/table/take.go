package table

import "github.com/tactuschess/tactus/cmd/tactus/internal/input"

// Take does what the game itself makes of an input, for both views when
// no router stands before it, and for the router after its own words: a
// typed line goes to Do, an announcement said to Said (the automatic
// press), a timer's tick to Tick (a flag fall); the other inputs need an
// owner the table does not have (a station, a listener) and give nothing.
func (g *Game) Take(m input.Msg) []Output {
	switch m := m.(type) {
	case input.Line:
		return g.Do(m.Text)
	case input.Said:
		return g.Said(m.Token)
	case input.Tick:
		return g.Tick()
	}
	return nil
}
