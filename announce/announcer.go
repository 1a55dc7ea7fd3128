package announce

import (
	"fmt"

	"github.com/tactuschess/tactus/rules"
)

// Announcer phrases moves and the answers to board queries with one
// vocabulary (squares and pieces), style and user interface language. The
// zero value announces in Appendix D words, long style, English.
//
//	a := announce.Announcer{Style: announce.Short}
//	fmt.Println(a.Ply(&pos, m)) // Move 1, White: Springer Felix drei
type Announcer struct {
	Vocab *Vocabulary // nil: AppendixD()
	Style Style
	Lang  *Language // nil: English()
}

func (a Announcer) vocab() *Vocabulary {
	if a.Vocab == nil {
		return builtinVocabulary("appendix-d")
	}
	return a.Vocab
}

func (a Announcer) lang() *Language {
	if a.Lang == nil {
		return builtinEnglish()
	}
	return a.Lang
}

// Move returns the phrase of m, a legal move in pos.
func (a Announcer) Move(pos *rules.Position, m rules.Move) Phrase {
	return a.vocab().Move(pos, m, a.Style)
}

// Ply returns the move with its number and side: "Move 12, Black: Springer
// Gustav acht Felix sechs".
func (a Announcer) Ply(pos *rules.Position, m rules.Move) Phrase {
	l := a.lang()
	p := l.fill(make(Phrase, 0, 12), l.MoveHeader, Phrase{l.number(pos.FullmoveNumber(), Counting)},
		l.side(pos.SideToMove()))
	return a.vocab().AppendMove(p, pos, m, a.Style)
}

// LastMoves returns the last n moves of g (fewer when fewer were played),
// oldest first, one Ply phrase each.
func (a Announcer) LastMoves(g *rules.Game, n int) ([]Phrase, error) {
	moves := g.Moves()
	first := max(0, len(moves)-max(n, 0))
	out := make([]Phrase, 0, len(moves)-first)
	for i := first; i < len(moves); i++ {
		pos, err := g.PositionAt(i)
		if err != nil {
			return nil, fmt.Errorf("announce: last moves: %w", err)
		}
		out = append(out, a.Ply(&pos, moves[i]))
	}
	return out, nil
}

// Square answers "what stands on s": "Eva vier: White Springer", "Eva
// vier: empty".
func (a Announcer) Square(pos *rules.Position, s rules.Square) Phrase {
	return a.lang().fill(nil, a.lang().Square, a.vocab().AppendSquare(nil, s), a.contents(pos, s))
}

// contents returns the coloured piece on s, or Empty.
func (a Announcer) contents(pos *rules.Position, s rules.Square) Phrase {
	pc := pos.PieceAt(s)
	if pc == rules.NoPiece {
		return a.lang().message(a.lang().Empty)
	}
	return a.piece(pc.Color(), pc.Type())
}

// piece returns a coloured piece: "White Springer".
func (a Announcer) piece(c rules.Color, t rules.PieceType) Phrase {
	l := a.lang()
	return l.fill(nil, l.PieceOf, l.side(c), Phrase{a.vocab().Piece(t)}, l.message(l.Possessive[c&1]))
}

// Pieces answers "where are c's pieces of type t", in square order (a1,
// b1, …, h1, a2, …): "White Springer: Bella eins, Gustav eins", "Black
// Dame: none".
func (a Announcer) Pieces(pos *rules.Position, c rules.Color, t rules.PieceType) Phrase {
	var squares Phrase
	for i, s := range pos.Pieces(c, t).Squares() {
		if i > 0 {
			squares = append(squares, Word{Kind: Pause, Text: ","})
		}
		squares = a.vocab().AppendSquare(squares, s)
	}
	if squares == nil {
		squares = a.lang().message(a.lang().None)
	}
	return a.lang().fill(nil, a.lang().Pieces, a.piece(c, t), squares)
}

// Rank answers "what is on rank r" (0 = the first), from the a-file to
// the h-file: "Rank eins: Anna eins White Turm, Eva eins White Koenig".
func (a Announcer) Rank(pos *rules.Position, r int) Phrase {
	var squares [8]rules.Square
	for f := range squares {
		squares[f] = rules.NewSquare(f, r)
	}
	return a.line(pos, a.lang().Rank, a.vocab().Rank(r), squares)
}

// File answers "what is on file f" (0 = the a-file), from the first rank
// to the eighth: "File Eva: Eva eins White Koenig, Eva sieben Black Bauer".
func (a Announcer) File(pos *rules.Position, f int) Phrase {
	var squares [8]rules.Square
	for r := range squares {
		squares[r] = rules.NewSquare(f, r)
	}
	return a.line(pos, a.lang().File, a.vocab().File(f), squares)
}

// line lists the pieces on squares, or says the line is empty.
func (a Announcer) line(pos *rules.Position, label string, name Word, squares [8]rules.Square) Phrase {
	var list Phrase
	for _, s := range squares {
		if pos.PieceAt(s) == rules.NoPiece {
			continue
		}
		if list != nil {
			list = append(list, Word{Kind: Pause, Text: ","})
		}
		list = append(a.vocab().AppendSquare(list, s), a.contents(pos, s)...)
	}
	if list == nil {
		list = a.lang().message(a.lang().Empty)
	}
	return a.lang().fill(nil, a.lang().Line, a.lang().message(label), Phrase{name}, list)
}
