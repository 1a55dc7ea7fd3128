package review

import (
	"errors"
	"fmt"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/pgn"
)

// Cursor errors, wrapped by the cursor's moves.
var (
	// ErrEnd: there is no move further on (or back) in this line.
	ErrEnd = errors.New("review: no more moves this way")
	// ErrNoVariation: the move has no such variation, or the cursor is
	// not in one.
	ErrNoVariation = errors.New("review: no such variation")
	// ErrNoPly: go named a move the line does not have.
	ErrNoPly = errors.New("review: the line has no such move")
)

// frame is one line the cursor is in: the main line, or a variation
// entered from the line below it.
type frame struct {
	moves []pgn.Ply
	pos   []rules.Position // pos[j] is the position before moves[j]; one more at the end
	at    int              // plies of this line played
}

// Cursor walks through one game: along the main line, into the variations
// kept with each move, and back out.
type Cursor struct {
	game  *pgn.Game
	lines []*frame // lines[0] is the main line
	end   int      // the main line's plies up to where the rules ended the game
	why   rules.Termination
}

// Step is where the cursor stands after a move: the ply just played (nil
// at the start of a line) and the position before it.
type Step struct {
	Ply    *pgn.Ply
	Before rules.Position
	// Depth is 0 in the main line, 1 in a variation, 2 in one inside it …
	Depth int
	// AfterEnd: the move was played after the rules had ended the game
	// (a dead position nobody noticed); review shows it, marked.
	AfterEnd bool
	// LineEnd: no move follows in this line.
	LineEnd bool
}

// NewCursor returns a cursor at the start of g's main line.
func NewCursor(g *pgn.Game) *Cursor {
	c := &Cursor{game: g}
	c.end, c.why = g.Ending()
	c.lines = []*frame{newFrame(g.StartPosition(), g.Moves)}
	return c
}

// newFrame plays moves from start and keeps each position; it stops at a
// move that cannot be played (a game built by hand).
func newFrame(start rules.Position, moves []pgn.Ply) *frame {
	f := &frame{pos: make([]rules.Position, 1, len(moves)+1)}
	f.pos[0] = start
	for i := range moves {
		p := f.pos[i]
		var err error
		if moves[i].Null {
			err = p.PlayNull()
		} else {
			err = p.Play(moves[i].Move)
		}
		if err != nil {
			break
		}
		f.pos = append(f.pos, p)
	}
	f.moves = moves[:len(f.pos)-1]
	return f
}

// Game returns the game under the cursor.
func (c *Cursor) Game() *pgn.Game { return c.game }

// top is the line the cursor is in.
func (c *Cursor) top() *frame { return c.lines[len(c.lines)-1] }

// Position returns the position at the cursor.
func (c *Cursor) Position() rules.Position { f := c.top(); return f.pos[f.at] }

// Depth returns 0 in the main line, 1 in a variation of it, and so on.
func (c *Cursor) Depth() int { return len(c.lines) - 1 }

// Ending returns where the rules ended the main line (see pgn.Game.Ending).
func (c *Cursor) Ending() (plies int, why rules.Termination) { return c.end, c.why }

// Step returns where the cursor stands.
func (c *Cursor) Step() Step {
	f := c.top()
	s := Step{Depth: c.Depth(), LineEnd: f.at == len(f.moves)}
	if f.at == 0 {
		s.Before = f.pos[0]
		return s
	}
	s.Ply, s.Before = &f.moves[f.at-1], f.pos[f.at-1]
	s.AfterEnd = len(c.lines) == 1 && f.at > c.end
	return s
}

// Next plays the next move of the line.
func (c *Cursor) Next() (Step, error) {
	f := c.top()
	if f.at == len(f.moves) {
		return c.Step(), ErrEnd
	}
	f.at++
	return c.Step(), nil
}

// Back takes the last move of the line back.
func (c *Cursor) Back() (Step, error) {
	f := c.top()
	if f.at == 0 {
		return c.Step(), ErrEnd
	}
	f.at--
	return c.Step(), nil
}

// Start goes to the start of the line.
func (c *Cursor) Start() Step { c.top().at = 0; return c.Step() }

// End goes to the end of the line.
func (c *Cursor) End() Step { f := c.top(); f.at = len(f.moves); return c.Step() }

// Ply goes to the position after n plies of the line (0: its start).
func (c *Cursor) Ply(n int) (Step, error) {
	f := c.top()
	if n < 0 || n > len(f.moves) {
		return c.Step(), fmt.Errorf("%w: ply %d of %d", ErrNoPly, n, len(f.moves))
	}
	f.at = n
	return c.Step(), nil
}

// Go goes to the position after side's move number n of the line.
func (c *Cursor) Go(n int, side rules.Color) (Step, error) {
	f := c.top()
	for j := range f.moves {
		if p := &f.pos[j]; p.FullmoveNumber() == n && p.SideToMove() == side {
			f.at = j + 1
			return c.Step(), nil
		}
	}
	return c.Step(), fmt.Errorf("%w: move %d %s", ErrNoPly, n, side)
}

// Variations returns the variations of the move just played: the other
// moves that could have stood in its place.
func (c *Cursor) Variations() []pgn.Variation {
	f := c.top()
	if f.at == 0 {
		return nil
	}
	return f.moves[f.at-1].Variations
}

// Enter takes back the move just played and plays instead the first move
// of its variation i (1-based).
func (c *Cursor) Enter(i int) (Step, error) {
	f := c.top()
	vs := c.Variations()
	if i < 1 || i > len(vs) {
		return c.Step(), fmt.Errorf("%w: %d of %d", ErrNoVariation, i, len(vs))
	}
	v := newFrame(f.pos[f.at-1], vs[i-1].Moves)
	if len(v.moves) == 0 {
		return c.Step(), fmt.Errorf("%w: variation %d has no move", ErrNoVariation, i)
	}
	v.at = 1
	c.lines = append(c.lines, v)
	return c.Step(), nil
}

// Leave goes back to the line the variation was entered from, where the
// cursor was then.
func (c *Cursor) Leave() (Step, error) {
	if len(c.lines) == 1 {
		return c.Step(), fmt.Errorf("%w: not in a variation", ErrNoVariation)
	}
	c.lines = c.lines[:len(c.lines)-1]
	return c.Step(), nil
}

// Main goes back to the main line from any depth of variations.
func (c *Cursor) Main() Step { c.lines = c.lines[:1]; return c.Step() }
