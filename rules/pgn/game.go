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
	// Result is the game termination marker: rules.WhiteWins, BlackWins,
	// Draw or Unfinished. When the movetext has none, the Result tag's
	// value, else Unfinished. The draw's other spellings (½-½, 1/2) read
	// as Draw; see ParseResult.
	Result rules.Result
	// Warnings are the flaws the reader read past in this game (a broken
	// tag line, a Result tag that is not a result …), in the order met.
	// The writer ignores them.
	Warnings []Warning
}

// Ply is one half-move with its annotations.
type Ply struct {
	// Move is the move played, legal in the position before it;
	// rules.NoMove for a null move.
	Move rules.Move
	// Null marks a null move, read from -- or Z0 and written --: the side
	// to move passes, as analysis does. A null move is never a legal move
	// of a game, and never stands where the side to move is in check.
	Null bool
	// NAGs are the Numeric Annotation Glyphs ($1 …); suffix annotations
	// and the glyphs of ChessBase and books read as their NAGs (see
	// GlyphNAG).
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

// MainLine returns the moves of the main line; a null move is
// rules.NoMove.
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
	for i := range g.Moves {
		if play(&pos, &g.Moves[i]) != nil {
			break
		}
	}
	return pos
}

// play plays p's move, or passes for a null move.
func play(pos *rules.Position, p *Ply) error {
	if p.Null {
		if p.Move != rules.NoMove {
			return errNullHoldsMove
		}
		return pos.PlayNull() // numbers the moves on, as PGN does
	}
	return pos.Play(p.Move)
}

// Ending returns where the rules ended the main line and why: the number
// of plies up to the one after which the game was over by the rules alone
// — checkmate (FIDE 5.1.1), stalemate (5.2.1), a dead position (5.2.2),
// fivefold repetition or 75 moves (9.6) — and that termination. A recorded
// game may go on after it (players do not always notice a dead position):
// the plies from index plies on were played after the end, kept for
// review. When the rules did not end the game, Ending returns len(g.Moves)
// and rules.NotTerminated. A null move starts the repetition count
// afresh; a move that cannot be played stops the search there.
func (g *Game) Ending() (plies int, why rules.Termination) {
	rg := rules.NewGame(g.StartPosition())
	for i := range g.Moves {
		if st := rg.Status(); st.Over() {
			return i, st.Termination
		}
		p := &g.Moves[i]
		if !p.Null {
			if rg.Play(p.Move) != nil {
				return len(g.Moves), rules.NotTerminated
			}
			continue
		}
		pos := rg.Position()
		if play(&pos, p) != nil {
			return len(g.Moves), rules.NotTerminated
		}
		rg = rules.NewGame(pos)
	}
	if st := rg.Status(); st.Over() {
		return len(g.Moves), st.Termination
	}
	return len(g.Moves), rules.NotTerminated
}

// FromGame returns a PGN game holding g's start position and moves, with the
// result its status gives (rules.Unfinished while it goes on), ready for
// tags, clocks and comments to be added and for writing.
func FromGame(g *rules.Game) *Game {
	out := &Game{Start: g.Start(), Result: g.Status().Result}
	if _, ok := ParseResult(string(out.Result)); !ok {
		out.Result = rules.Unfinished
	}
	moves := g.Moves()
	out.Moves = make([]Ply, len(moves))
	for i, m := range moves {
		out.Moves[i].Move = m
	}
	return out
}
