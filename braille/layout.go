package braille

import (
	"time"

	"github.com/tactuschess/tactus/rules"
)

// Game is what the display shows of a game in progress.
type Game struct {
	Start rules.Position // the starting position
	Moves []rules.Move   // legal moves played from Start
	// Clocks are White's and Black's remaining times; nil: no clock line.
	Clocks *[2]time.Duration
	// Flip shows the board from Black's side (rank 1 at the top, file h
	// first).
	Flip bool
	// Selected is the square selected with a routing key, or
	// rules.NoSquare.
	Selected rules.Square
}

// Lines returns the display's lines in the order the player moves through
// them: the last move, the clocks (if any), the eight ranks, then the
// scoresheet, one line per move number.
func (c *Code) Lines(g *Game) ([]Line, error) {
	sheet, err := c.Scoresheet(&g.Start, g.Moves)
	if err != nil {
		return nil, err
	}
	pos, last, before, err := replay(g)
	if err != nil {
		return nil, err
	}
	lines := make([]Line, 0, 10+len(sheet))
	lines = append(lines, Line{Cells: c.LastMove(&before, last, &pos)})
	if g.Clocks != nil {
		lines = append(lines, Line{Cells: c.ClockLine(&pos, *g.Clocks)})
	}
	lines = append(lines, c.Board(&pos, g.Flip, g.Selected)...)
	for _, s := range sheet {
		lines = append(lines, Line{Cells: s})
	}
	return lines, nil
}

// replay plays the moves and returns the final position, the last move
// and the position before it, or an *IllegalMoveError.
func replay(g *Game) (pos rules.Position, last rules.Move, before rules.Position, err error) {
	pos = g.Start
	for i, m := range g.Moves {
		before = pos
		if pos.Play(m) != nil {
			return pos, last, before, &IllegalMoveError{Index: i, Move: m}
		}
		last = m
	}
	return pos, last, before, nil
}

// LastMove returns the last-move line: the move number, a blank, the mark
// of the side that moved (code 1.2: ⠨ White, ⠤ Black) and the move. With
// no move yet (last is rules.NoMove) it shows the move number and the mark
// of the side to move in now.
func (c *Code) LastMove(before *rules.Position, last rules.Move, now *rules.Position) Cells {
	if last == rules.NoMove {
		dst := append(c.Number(nil, now.FullmoveNumber()), Blank)
		return append(dst, c.mark(now.SideToMove())...)
	}
	dst := append(c.Number(nil, before.FullmoveNumber()), Blank)
	dst = append(dst, c.mark(before.SideToMove())...)
	return c.AppendMove(dst, before, last)
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
