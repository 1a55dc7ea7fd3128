package uci

import (
	"fmt"
	"strings"

	"github.com/tactuschess/tactus/rules"
)

// BestMove ends a search: the move the engine plays and the reply it
// expects.
type BestMove struct {
	Move   rules.Move // rules.NoMove when the position has no legal move
	Ponder rules.Move // rules.NoMove when not given (or not legal)
}

// ParseBestMove reads an engine's "bestmove" line about a search of root.
// "(none)" and "0000" are accepted where root has no legal move. A missing,
// malformed or illegal move is a *ProtocolError (wrapping
// rules.ErrIllegalMove when the move is illegal); a bad ponder move is
// dropped, as it does not matter to the game.
func ParseBestMove(line string, root *rules.Position) (BestMove, error) {
	f := strings.Fields(line)
	if len(f) < 2 || f[0] != "bestmove" {
		return BestMove{}, protocolErr(line, "bestmove without a move")
	}
	var moves rules.MoveList
	root.LegalMoves(&moves)
	if f[1] == "(none)" || f[1] == "0000" {
		if moves.Len() > 0 {
			return BestMove{}, protocolErr(line, "no move, but the position has %d legal moves", moves.Len())
		}
		return BestMove{}, nil
	}
	m, err := root.ParseUCI(f[1])
	if err != nil {
		return BestMove{}, &ProtocolError{Line: shorten(line), Err: fmt.Errorf("best move: %w", err)}
	}
	best := BestMove{Move: m}
	if len(f) >= 4 && f[2] == "ponder" {
		after := *root
		if after.Play(m) == nil {
			if p, err := after.ParseUCI(f[3]); err == nil {
				best.Ponder = p
			}
		}
	}
	return best, nil
}
