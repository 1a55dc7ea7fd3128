package braille

import (
	"time"

	"github.com/tactuschess/tactus/rules"
)

// Layout says how the display shows a game beyond its moves. The zero
// Layout shows no clocks, the board from White's side, nothing selected.
type Layout struct {
	// Clocks are White's and Black's remaining times; nil: no clock line.
	Clocks *[2]time.Duration
	// Flip shows the board from Black's side (rank 1 at the top, file h
	// first).
	Flip bool
	// Selected squares (a routing-key selection) get the Selected dots.
	Selected []rules.Square
}

// Lines returns the display's lines of game g in the order the player
// moves through them: the last move, the clocks (if any), the result
// (once the game is over), the eight ranks and the file letters, then the
// scoresheet, one line per move number.
func (c *Code) Lines(g *rules.Game, l Layout) []Line {
	sheet := c.Scoresheet(g)
	now := g.Position()
	lines := make([]Line, 0, 12+len(sheet))
	lines = append(lines, Line{Kind: LineLastMove, Cells: c.lastMoveLine(g)})
	if l.Clocks != nil {
		lines = append(lines, Line{Kind: LineClock, Cells: c.ClockLine(&now, *l.Clocks)})
	}
	if st := g.Status(); st.Over() {
		lines = append(lines, Line{Kind: LineResult, Cells: Text(string(st.Result))})
	}
	lines = append(lines, c.Board(&now, l.Flip, l.Selected...)...)
	for _, s := range sheet {
		lines = append(lines, Line{Kind: LineScore, Cells: s})
	}
	return lines
}

// lastMoveLine is c.LastMove for the last move of g.
func (c *Code) lastMoveLine(g *rules.Game) Cells {
	now := g.Position()
	n := g.Len()
	if n == 0 {
		return c.LastMove(&now, rules.NoMove, &now)
	}
	before, err := g.PositionAt(n - 1)
	if err != nil { // cannot happen: ply n-1 exists
		return c.LastMove(&now, rules.NoMove, &now)
	}
	return c.LastMove(&before, g.Moves()[n-1], &now)
}

// LastMove returns the last-move line: the move as an isolated numbered
// move (code 1.2, 1.3: the move number, a blank, Black's mark ⠤ for a move
// of Black's, and the move). With no move yet (last is rules.NoMove) it
// shows the move number and the mark of the side to move now.
func (c *Code) LastMove(before *rules.Position, last rules.Move, now *rules.Position) Cells {
	if last == rules.NoMove {
		dst := append(c.Number(nil, now.FullmoveNumber()), Blank)
		return append(dst, c.mark(now.SideToMove())...)
	}
	return c.NumberedMove(before, last)
}

// ClockLine returns White's mark and time, Black's mark and time, and the
// number of the move being played, separated by blanks.
func (c *Code) ClockLine(pos *rules.Position, clocks [2]time.Duration) Cells {
	dst := append(Cells(nil), c.WhiteMove...)
	dst = append(c.Clock(dst, clocks[rules.White]), Blank)
	dst = append(dst, c.BlackMove...)
	dst = append(c.Clock(dst, clocks[rules.Black]), Blank)
	return c.Number(dst, pos.FullmoveNumber())
}

func (c *Code) mark(side rules.Color) Cells {
	if side == rules.Black {
		return c.BlackMove
	}
	return c.WhiteMove
}
