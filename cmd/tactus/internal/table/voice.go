package table

import (
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// VoiceInput returns the position a spoken move is heard in now — the one
// a typed move would be read on: the mover's board, or the board before
// the move the opponent repeats — and whether the one who says it is this
// station's player (own), not the opponent announcing or repeating a
// move.
func (g *Game) VoiceInput() (pos rules.Position, own bool) {
	kind, actor := g.moveContext()
	return g.r.InputPosition(actor, kind), actor.Role == session.PlayerRole && actor.Side == g.owner()
}
