package pgn

import (
	"time"

	"github.com/tactuschess/tactus/rules"
)

// Tag is one tag pair of a game's tag section.
type Tag struct {
	Name, Value string
}

// Game is one game of a PGN file.
type Game struct {
	// Tags in the order read (or to be written after the seven-tag
	// roster).
	Tags []Tag
	// Start is the position the game starts from: the standard starting
	// position, or the FEN tag's (with Chess960 castling when the Variant
	// tag says Chess960 or the FEN's castling field needs it). The zero
	// Position stands for the standard starting position.
	Start rules.Position
	// Comments are the comments before the first move.
	Comments []string
	// Moves is the main line.
	Moves []Ply
	// Result is the game termination marker: "1-0", "0-1", "1/2-1/2" or
	// "*". When the movetext has none, the Result tag's value, else "*".
	Result string
}

// Ply is one half-move with its annotations.
type Ply struct {
	// Move is the move played, legal in the position before it.
	Move rules.Move
	// NAGs are the Numeric Annotation Glyphs ($1 …); suffix annotations
	// read as their NAGs (! $1, ? $2, !! $3, ?? $4, !? $5, ?! $6).
	NAGs []int
	// Comments after the move, with clock commands taken out and
	// whitespace runs collapsed; comments left empty are dropped.
	Comments []string
	// Clock is the mover's remaining time after the move ([%clk]) when
	// HasClock.
	Clock    time.Duration
	HasClock bool
	// Elapsed is the time the move took ([%emt]) when HasElapsed.
	Elapsed    time.Duration
	HasElapsed bool
	// DrawOffer marks a draw offer made with the move, written (=) as
	// FIDE Appendix C.12 does.
	DrawOffer bool
	// Variations are alternatives to this ply: each starts from the
	// position before it.
	Variations []Variation
}

// Variation is a line of moves in parentheses, kept as data.
type Variation struct {
	Comments []string // before its first move
	Moves    []Ply
}

// Tag returns the value of the named tag and whether it is present.
func (g *Game) Tag(name string) (string, bool) {
	for _, t := range g.Tags {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// SetTag sets the named tag, adding it at the end when missing.
func (g *Game) SetTag(name, value string) {
	for i := range g.Tags {
		if g.Tags[i].Name == name {
			g.Tags[i].Value = value
			return
		}
	}
	g.Tags = append(g.Tags, Tag{name, value})
}

// MainLine returns the moves of the main line.
func (g *Game) MainLine() []rules.Move {
	out := make([]rules.Move, len(g.Moves))
	for i, p := range g.Moves {
		out[i] = p.Move
	}
	return out
}

// StartPosition returns the position the game starts from: Start, or the
// standard starting position when Start is the zero Position.
func (g *Game) StartPosition() rules.Position {
	if g.Start == (rules.Position{}) {
		return rules.StartPosition()
	}
	return g.Start
}

// Final returns the position after the main line. A game built by hand
// may hold a move that is not legal where it stands (Write refuses it):
// Final then stops at the position before that move.
func (g *Game) Final() rules.Position {
	pos := g.StartPosition()
	for _, p := range g.Moves {
		if pos.Play(p.Move) != nil {
			break
		}
	}
	return pos
}

// FromGame returns a PGN game holding g's start position and moves, with the
// result its status gives ("*" while it goes on), ready for tags, clocks and
// comments to be added and for writing.
func FromGame(g *rules.Game) *Game {
	out := &Game{Start: g.Start(), Result: "*"}
	if r := string(g.Status().Result); isResult(r) {
		out.Result = r
	}
	moves := g.Moves()
	out.Moves = make([]Ply, len(moves))
	for i, m := range moves {
		out.Moves[i].Move = m
	}
	return out
}
