package game

import (
	"fmt"
	"strings"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// position returns the position the questions are about: the visually
// impaired player's board.
func (g *Game) position() rules.Position { return g.s.Position(g.owner()) }

// board says the board rank by rank, from White's side (the eighth rank
// first) or from Black's (the first rank first).
func board(g *Game, args []string) []Output {
	from, _, _ := g.sideArg(args, g.owner())
	pos := g.position()
	var outs []Output
	for i := range 8 {
		r := 7 - i
		if from == rules.Black {
			r = i
		}
		outs = append(outs, phrased(g.narr.Say.Rank(&pos, r)))
	}
	g.seen = pos
	return outs
}

// pieces says where the pieces stand: of one side, of one kind, or all.
func pieces(g *Game, args []string) []Output {
	sides := []rules.Color{rules.White, rules.Black}
	if c, rest, _ := g.sideArg(args, rules.White); len(rest) < len(args) {
		sides, args = []rules.Color{c}, rest
	}
	kinds := []rules.PieceType{rules.King, rules.Queen, rules.Rook, rules.Bishop, rules.Knight, rules.Pawn}
	if len(args) > 0 {
		t, ok := g.parsePiece(args[0])
		if !ok || len(args) > 1 {
			return refuse(fmt.Sprintf(g.ui.Game.NotAPiece, strings.Join(args, " ")))
		}
		kinds = []rules.PieceType{t}
	}
	pos := g.position()
	var outs []Output
	for _, c := range sides {
		for _, t := range kinds {
			if pos.Pieces(c, t) == 0 && len(kinds) > 1 {
				continue
			}
			outs = append(outs, phrased(g.narr.Say.Pieces(&pos, c, t)))
		}
	}
	return outs
}

// rank says what stands on a rank.
func rank(g *Game, args []string) []Output {
	if len(args) != 1 || g.parseRank(args[0]) < 0 {
		return refuse(g.ui.Game.RankHow)
	}
	pos := g.position()
	return []Output{phrased(g.narr.Say.Rank(&pos, g.parseRank(args[0])))}
}

// file says what stands on a file.
func file(g *Game, args []string) []Output {
	if len(args) != 1 || g.parseFile(args[0]) < 0 {
		return refuse(g.ui.Game.FileHow)
	}
	pos := g.position()
	return []Output{phrased(g.narr.Say.File(&pos, g.parseFile(args[0])))}
}

// square says what stands on a square.
func square(g *Game, args []string) []Output {
	sq, ok := g.parseSquare(args)
	if !ok {
		return refuse(g.ui.Game.SquareHow)
	}
	pos := g.position()
	return []Output{phrased(g.narr.Say.Square(&pos, sq))}
}

// attackers says which pieces of each side attack a square.
func attackers(g *Game, args []string) []Output {
	sq, ok := g.parseSquare(args)
	if !ok {
		return refuse(g.ui.Game.AttackersHow)
	}
	pos := g.position()
	att := pos.AttackersTo(sq, pos.Occupied())
	p := g.vocab().AppendSquare(nil, sq)
	p = append(append(p, sep(":")), g.contents(pos.PieceAt(sq))...)
	for _, c := range []rules.Color{rules.White, rules.Black} {
		p = append(p, sep(";"), g.sideWord(c), g.message(g.ui.Game.AttacksWith))
		list := (att & pos.ColorBB(c)).Squares()
		if len(list) == 0 {
			p = append(p, g.message(g.ui.Game.Nothing))
		}
		for i, from := range list {
			if i > 0 {
				p = append(p, sep(","))
			}
			p = append(p, g.vocab().Piece(pos.PieceAt(from).Type()))
			p = g.vocab().AppendSquare(p, from)
		}
	}
	return []Output{phrased(p)}
}

// pawns says the pawn structure file by file.
func pawns(g *Game, _ []string) []Output {
	pos := g.position()
	var outs []Output
	for f := range 8 {
		p := announce.Phrase{g.vocab().File(f), sep(":")}
		some := false
		for _, c := range []rules.Color{rules.White, rules.Black} {
			var ranks []announce.Word
			for r := range 8 {
				if pc := pos.PieceAt(rules.NewSquare(f, r)); pc.Type() == rules.Pawn && pc.Color() == c {
					ranks = append(ranks, g.vocab().Rank(r))
				}
			}
			if len(ranks) == 0 {
				continue
			}
			if some {
				p = append(p, sep(","))
			}
			p, some = append(append(p, g.sideWord(c)), ranks...), true
		}
		if some {
			outs = append(outs, phrased(p))
		}
	}
	if len(outs) == 0 {
		return answer(g.ui.Game.NoPawns)
	}
	return outs
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
		p := g.vocab().AppendSquare(nil, d.Square)
		p = append(append(p, sep(":")), g.contents(d.Other)...)
		p = append(append(p, sep(","), g.message(g.ui.Game.Was)), g.contents(d.Have)...)
		outs = append(outs, phrased(p))
	}
	return outs
}
