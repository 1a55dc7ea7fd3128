package table

import (
	"time"

	"github.com/tactuschess/tactus/rules"
)

// Tactile is what the Braille display shows of the game now: the
// visually impaired player's board (their own record, replayed), both
// clocks, which way up the board is, and the position the next move read
// from the display is played in.
type Tactile struct {
	// Board is the record of the owner's side as a game, a copy the
	// game keeps until its next action: to read, not to play on.
	Board *rules.Game
	// Clocks are White's and Black's times left; nil when there is no clock.
	Clocks *[2]time.Duration
	// Flip: the owner plays Black, so the board is shown from Black's side.
	Flip bool
	// Input is the position a move typed or routed on the display is read
	// in: the board of whoever moves or repeats next at this station.
	Input rules.Position
	// Unconfirmed is the opponent's move announced but not yet on the
	// owner's board (before its press, or waiting for the owner's
	// confirmation), so that it can be read before it is confirmed; nil
	// when there is none.
	Unconfirmed *Pending
}

// Pending is a move announced, not yet on the owner's board.
type Pending struct {
	Side   rules.Color
	Before rules.Position
	Move   rules.Move
}

// Tactile returns what the Braille display shows now. The board (not to
// be changed: it is shared until the next action) and the input position
// are read once after each action, with the clocks as that action left
// them; the clocks are read again when nothing happened since.
func (g *Game) Tactile() Tactile {
	at := g.at()
	if n := at.Actions; g.kept.tactileAt != n {
		owner := g.owner()
		kind, actor := g.moveContext()
		t := Tactile{
			Board: g.r.Board(owner),
			Flip:  owner == rules.Black,
			Input: g.r.InputPosition(actor, kind),
		}
		t.Unconfirmed = g.unconfirmed(owner)
		if at.Timed {
			clocks := at.Clock.Remaining
			t.Clocks = &clocks
		}
		g.kept.tactile, g.kept.tactileAt = t, n
		return t
	}
	t := g.kept.tactile
	if r, ok := g.r.Clock(g.now()); ok {
		clocks := r.Remaining
		t.Clocks = &clocks
	}
	return t
}

// unconfirmed returns the opponent's move not yet on owner's board: the
// move announced and not pressed, or the move made and waiting for the
// owner's confirmation (the confirm setting).
func (g *Game) unconfirmed(owner rules.Color) *Pending {
	if side, m, before, ok := g.announced(); ok && side != owner {
		return &Pending{Side: side, Before: before, Move: m}
	}
	plies := g.played()
	if _, diverged := g.diverged(); diverged || !g.set.Confirm || !g.at().AwaitingRepeat || len(plies) == 0 {
		return nil
	}
	if last := plies[len(plies)-1]; last.Before.SideToMove() != owner {
		return &Pending{Side: last.Before.SideToMove(), Before: last.Before, Move: last.Move}
	}
	return nil
}
