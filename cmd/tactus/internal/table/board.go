package table

import (
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// position returns the position the questions are about: the visually
// impaired player's board.
func (g *Game) position() rules.Position { return g.at().Positions[g.owner()] }

// board says the board rank by rank, from White's side (the eighth rank
// first) or from Black's (the first rank first), after how many ranks it
// says.
func board(g *Game, args []string) []Output {
	pos := g.position()
	g.seen = pos
	outs := g.asked(&pos, "board", args)
	if len(outs) > 1 {
		outs = append(answer(g.ui.Channels.BoardLead), outs...)
	}
	return outs
}

// pieces says where the pieces stand: of one side, of one kind, or all.
func pieces(g *Game, args []string) []Output {
	pos := g.position()
	return g.asked(&pos, "pieces", args)
}

// rank says what stands on a rank.
func rank(g *Game, args []string) []Output {
	pos := g.position()
	return g.asked(&pos, "rank", args)
}

// file says what stands on a file.
func file(g *Game, args []string) []Output {
	pos := g.position()
	return g.asked(&pos, "file", args)
}

// square says what stands on a square.
func square(g *Game, args []string) []Output {
	pos := g.position()
	return g.asked(&pos, "square", args)
}

// attackers says which pieces of each side attack a square; not in a
// tournament game (an attack map is advice, 11.3.1).
func attackers(g *Game, args []string) []Output {
	if g.Tournament() {
		return refuse(g.ui.Trust.NoAttackers)
	}
	pos := g.position()
	return g.asked(&pos, "attackers", args)
}

// pawns says the pawn structure file by file.
func pawns(g *Game, args []string) []Output {
	pos := g.position()
	return g.asked(&pos, "pawns", args)
}

// changed says what changed on the board since the player last asked (or
// since the board was read out), to set the tactile board right.
func changed(g *Game, _ []string) []Output {
	pos := g.position()
	diff := session.Differences(g.seen, pos)
	g.seen = pos
	if len(diff) == 0 {
		return answer(g.ui.Game.NothingChanged)
	}
	var outs []Output
	for _, d := range diff {
		p := g.words().AppendSquare(nil, d.Square)
		p = append(append(p, sep(":")), g.contents(d.Other)...)
		p = append(append(p, sep(","), g.message(g.ui.Game.Was)), g.contents(d.Have)...)
		outs = append(outs, phrased(p))
	}
	return outs
}
