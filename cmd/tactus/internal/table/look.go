package table

import (
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// Look is the game as the views draw it: kept by the game from the events
// and the Glance of its last action, so that drawing it asks the session
// nothing but, between actions, the clock.
type Look struct {
	Owner rules.Color    // whose board is shown: the visually impaired player's
	Board rules.Position // the owner's board
	Mover rules.Position // the board of the side to move
	Turn  rules.Color
	Over  bool
	Names [2]string
	// Clock is read at the last action when one came since the last Look,
	// else now; Timed is false for an untimed game.
	Clock session.Reading
	Timed bool
	// Moves are the made moves, oldest first: shared, to read, not to
	// change. Gen changes when they were read again from the session (a
	// restore took moves back), not when a move was only added to them.
	Moves  []Played
	Gen    int
	Result rules.Result
	// Question is what the game asked and waits an answer for, "" for none.
	Question string
}

// Look returns the game as the views draw it now.
func (g *Game) Look() Look {
	at := g.at()
	cfg := g.config()
	l := Look{Owner: g.owner(), Turn: at.ToMove, Over: at.Phase == session.Over, Names: [2]string{cfg.White, cfg.Black},
		Result: at.Result}
	l.Board, l.Mover = at.Positions[l.Owner], at.Positions[l.Turn]
	if at.Actions != g.kept.lookedAt {
		l.Clock, l.Timed = at.Clock, at.Timed
		g.kept.lookedAt = at.Actions
	} else {
		l.Clock, l.Timed = g.r.Clock(g.now())
	}
	l.Moves = g.played()
	l.Gen = g.kept.gen
	l.Question, _ = g.Pending()
	return l
}
