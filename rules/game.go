package rules

import (
	"errors"
	"fmt"
)

// Game is a game in progress: a start position, the moves played from it
// and the history that repetition and the move counters need.
type Game struct {
	start Position
	pos   Position
	moves []Move
	// keys[i] is the repetition key of the position before move i; the last
	// entry is the current position.
	keys []uint64
}

// NewGame starts a game from the given position.
func NewGame(start Position) *Game {
	return &Game{start: start, pos: start, keys: []uint64{start.RepetitionKey()}}
}

// Clone returns a copy of g that plays on without changing g: the same
// start, moves and history, copied, not replayed.
func (g *Game) Clone() *Game {
	c := *g
	c.moves = append([]Move(nil), g.moves...)
	c.keys = append([]uint64(nil), g.keys...)
	return &c
}

// Position returns a copy of the current position.
func (g *Game) Position() Position { return g.pos }

// Start returns a copy of the start position.
func (g *Game) Start() Position { return g.start }

// Moves returns a copy of the moves played.
func (g *Game) Moves() []Move { return append([]Move(nil), g.moves...) }

// Len returns the number of half-moves (plies) played.
func (g *Game) Len() int { return len(g.moves) }

// Play plays m if it is legal in the current position, and otherwise
// returns an error wrapping ErrIllegalMove that names the move and the ply.
func (g *Game) Play(m Move) error {
	if !g.pos.IsLegal(m) {
		return fmt.Errorf("rules: move %s at ply %d: %w", g.pos.moveText(m), len(g.moves)+1, ErrIllegalMove)
	}
	g.pos.play(m)
	g.moves = append(g.moves, m)
	g.keys = append(g.keys, g.pos.RepetitionKey())
	return nil
}

// PlayUCI plays a move written in UCI form. Its errors name the ply; one
// for a move that is not legal wraps ErrIllegalMove.
func (g *Game) PlayUCI(s string) error {
	m, err := g.pos.ParseUCI(s)
	switch {
	case errors.Is(err, ErrIllegalMove):
		return fmt.Errorf("rules: move %s at ply %d: %w", s, len(g.moves)+1, ErrIllegalMove)
	case err != nil:
		return fmt.Errorf("%w at ply %d", err, len(g.moves)+1)
	}
	return g.Play(m)
}

// Undo takes back the last move and returns it; ok is false when no move
// has been played.
func (g *Game) Undo() (m Move, ok bool) {
	if len(g.moves) == 0 {
		return NoMove, false
	}
	m = g.moves[len(g.moves)-1]
	g.Truncate(len(g.moves) - 1)
	return m, true
}

// Truncate keeps only the first n plies, replaying them from the start
// (used to go back to the last ply two scoresheets agree on, D.2.9).
func (g *Game) Truncate(n int) {
	if n < 0 || n >= len(g.moves) {
		return
	}
	moves := g.moves[:n]
	g.pos = g.start
	g.keys = g.keys[:1]
	for _, m := range moves {
		g.pos.play(m) // each was checked by Play
		g.keys = append(g.keys, g.pos.RepetitionKey())
	}
	g.moves = moves
}

// PositionAt returns the position before ply i (0 = the start position,
// Len() = the current one).
func (g *Game) PositionAt(ply int) (Position, error) {
	if ply < 0 || ply > len(g.moves) {
		return Position{}, fmt.Errorf("rules: no ply %d in a game of %d plies", ply, len(g.moves))
	}
	p := g.start
	for _, m := range g.moves[:ply] {
		p.play(m) // each was checked by Play
	}
	return p, nil
}

// Repetitions returns how often the current position has occurred in the
// game, this time included. Only positions since the last capture or pawn
// move can be the same, so the search stops there.
func (g *Game) Repetitions() int {
	last := len(g.keys) - 1
	n := 1
	for i := last - 2; i >= 0 && i >= last-g.pos.halfmove; i -= 2 {
		if g.keys[i] == g.keys[last] {
			n++
		}
	}
	return n
}

// Status returns the status of the current position in this game.
func (g *Game) Status() Status { return positionStatus(&g.pos, g.Repetitions()) }
