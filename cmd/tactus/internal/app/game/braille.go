package game

import (
	"time"

	"github.com/tactuschess/tactus/rules"
)

// Tactile is what the Braille display shows of the game now: the
// visually impaired player's board (their own record, replayed), both
// clocks, which way up the board is, and the position the next move read
// from the display is played in.
type Tactile struct {
	// Board is the record of the owner's side as a game, a copy.
	Board *rules.Game
	// Clocks are White's and Black's times left; nil when there is no clock.
	Clocks *[2]time.Duration
	// Flip: the owner plays Black, so the board is shown from Black's side.
	Flip bool
	// Input is the position a move typed or routed on the display is read
	// in: the board of whoever moves or repeats next at this station.
	Input rules.Position
}

// Tactile returns what the Braille display shows now.
func (g *Game) Tactile() Tactile {
	owner := g.owner()
	kind, actor := g.moveContext()
	t := Tactile{
		Board: g.s.Board(owner),
		Flip:  owner == rules.Black,
		Input: g.s.InputPosition(actor, kind),
	}
	if r, ok := g.s.Clock(g.now()); ok {
		clocks := r.Remaining
		t.Clocks = &clocks
	}
	return t
}
