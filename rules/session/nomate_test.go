package session

import (
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
)

// 7.5.5 and 6.9 ask whether the opponent can checkmate by any series of
// legal moves; a lone bishop cannot mate a king and rook, a lone knight
// cannot mate a king and queen (no placement of the pieces is a mate), but
// a lone knight can mate a king and rook, which may block its own king.
func TestNoMateAgainstRookOrQueen(t *testing.T) {
	// White's second illegal move: Black's bishop cannot mate White's K+R.
	g := newGame(t, Config{FEN: "k7/8/8/8/8/8/4R3/4K1b1 w - - 0 1"})
	g.do("1 white move Ra2")
	g.do("2 arbiter illegal")
	g.do("3 white move Rb2")
	g.do("4 arbiter illegal")
	g.wantResult(rules.Draw, IllegalMovesNoMate)

	// The same with a knight: it can mate, so Black wins.
	k := newGame(t, Config{FEN: "k7/8/8/8/8/8/4R3/4K1n1 w - - 0 1"})
	k.do("1 white move Ra2")
	k.do("2 arbiter illegal")
	k.do("3 white move Rb2")
	k.do("4 arbiter illegal")
	k.wantResult(rules.BlackWins, IllegalMoves)

	// White's flag falls: Black's knight cannot mate White's K+Q.
	d := newGame(t, Config{FEN: "k7/8/8/8/8/8/4Q3/4K1n1 w - - 0 1", Control: "1m"})
	d.now = 2 * time.Minute
	d.s.Tick()
	d.wantResult(rules.Draw, TimeNoMate)
}
