package table

import (
	"fmt"
	"strings"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/rules"
)

// verify compares a rank or file the player reads off the tactile board
// with the record, and says where they differ. The contents go from the
// a-file (or the first rank) on, in FEN letters (white upper case), digits
// for runs of empty squares and . or - for one: "verify rank 4 4P3",
// "verify file e . P . . . . p .", "verify rank 5 empty".
func verify(g *Game, args []string) []Output {
	usage := g.ui.Game.VerifyHow
	if len(args) < 3 {
		return refuse(usage)
	}
	var squares [8]rules.Square
	var name string
	switch kind := strings.ToLower(args[0]); {
	case kind == "rank" || kind == strings.ToLower(g.ui.Lang.Rank):
		r := g.parseRank(args[1])
		if r < 0 {
			return refuse(usage)
		}
		for f := range squares {
			squares[f] = rules.NewSquare(f, r)
		}
		name = fmt.Sprintf("%s %d", g.ui.Lang.Rank, r+1)
	case kind == "file" || kind == strings.ToLower(g.ui.Lang.File):
		f := g.parseFile(args[1])
		if f < 0 {
			return refuse(usage)
		}
		for r := range squares {
			squares[r] = rules.NewSquare(f, r)
		}
		name = fmt.Sprintf("%s %c", g.ui.Lang.File, 'a'+f)
	default:
		return refuse(usage)
	}
	felt, why := g.readLine(strings.Join(args[2:], ""))
	if why != "" {
		return refuse(why)
	}
	pos := g.position()
	var outs []Output
	for i, sq := range squares {
		want := pos.PieceAt(sq)
		if felt[i] == want {
			continue
		}
		p := g.words().AppendSquare(nil, sq)
		p = append(append(p, sep(":"), g.message(g.ui.Game.RecordHas)), g.contents(want)...)
		p = append(append(p, sep(","), g.message(g.ui.Game.YouHave)), g.contents(felt[i])...)
		outs = append(outs, phrased(p))
	}
	if len(outs) == 0 {
		return answer(catalog.Fill(g.ui.Game.Matches, name))
	}
	return outs
}

// readLine reads the eight squares of a line in FEN letters, or says why
// not in a sentence (ask.Asker.ReadLine).
func (g *Game) readLine(s string) (out [8]rules.Piece, why string) {
	return g.asker().ReadLine(s)
}
