package session

import (
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/pgn"
)

// setResult sets the game's result and Result tag.
func setResult(g *pgn.Game, r rules.Result) {
	g.Result = r
	g.SetTag("Result", string(r))
}
