// Package ask answers the app's questions about one position: the board
// rank by rank, a square, the pieces of a side or kind, a rank or a file,
// who attacks a square, the pawn structure and whose move it is. It knows
// nothing of the game the position comes from, so the game screen and the
// review screen ask the same questions and hear the same answers, in the
// player's vocabulary and user interface language.
//
//	a := ask.Asker{Say: announce.Announcer{}, UI: catalog.English()}
//	pos := rules.StartPosition()
//	for _, ans := range a.Ask(&pos, "square", []string{"e1"}, rules.White) {
//		fmt.Println(ans.Text) // "E1: White king." in the vocabulary's words
//	}
package ask

import (
	"strings"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/narrate"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// Asker answers questions about positions with one vocabulary, notation
// language and user interface language. The zero value answers in
// Appendix D words, English SAN letters and the English UI.
type Asker struct {
	// Say phrases squares, pieces, ranks and files (its vocabulary).
	Say announce.Announcer
	// UI is the language of the sentences; nil is English.
	UI *catalog.UI
	// Lang is the notation language, whose piece letters are read too.
	Lang notation.Language
	// Typed is a further vocabulary whose words are read in questions
	// (the moves' vocabulary, when the answers are said in the UI
	// language's words); nil for none.
	Typed *announce.Vocabulary
}

// Answer is one line of an answer: its text for the screen and, when it
// is said in vocabulary words, the phrase a voice speaks.
type Answer struct {
	Text   string
	Phrase announce.Phrase
	// Refused: the question was not understood; Text says how to ask.
	Refused bool
}

// Questions are the command words Ask answers, in the order help lists them.
var questions = []string{"board", "pieces", "rank", "file", "square", "attackers", "pawns", "whose"}

// Questions returns the command words Ask answers.
func Questions() []string { return append([]string(nil), questions...) }

// Ask answers the question named by a command word (see Questions) about
// pos; from is the side the board is read from when the question does not
// name one. A word that is not a question gives nil.
func (a Asker) Ask(pos *rules.Position, word string, args []string, from rules.Color) []Answer {
	switch word {
	case "board":
		side, _ := a.SideArg(args, from)
		return a.Board(pos, side)
	case "pieces":
		return a.Pieces(pos, args)
	case "rank":
		return a.Rank(pos, args)
	case "file":
		return a.File(pos, args)
	case "square":
		return a.Square(pos, args)
	case "attackers":
		return a.Attackers(pos, args)
	case "pawns":
		return a.Pawns(pos)
	case "whose":
		return a.Whose(pos)
	}
	return nil
}

// ui returns the UI, English when none is set.
func (a Asker) ui() *catalog.UI {
	if a.UI == nil {
		return catalog.English()
	}
	return a.UI
}

// phrased is one answer line that says p.
func phrased(p announce.Phrase) Answer {
	return Answer{Text: narrate.Capital(p.String()), Phrase: p}
}

// refuse is the one line that says how to ask.
func refuse(text string) []Answer { return []Answer{{Text: text, Refused: true}} }

// Board says the board rank by rank, from White's side (the eighth rank
// first) or from Black's (the first rank first).
func (a Asker) Board(pos *rules.Position, from rules.Color) []Answer {
	out := make([]Answer, 0, 8)
	for i := range 8 {
		r := 7 - i
		if from == rules.Black {
			r = i
		}
		out = append(out, phrased(a.Say.Rank(pos, r)))
	}
	return out
}

// Pieces says where the pieces stand: of one side, of one kind, or all
// ("pieces", "pieces black", "pieces white knight", "pieces rook").
func (a Asker) Pieces(pos *rules.Position, args []string) []Answer {
	sides := []rules.Color{rules.White, rules.Black}
	if c, rest := a.SideArg(args, rules.White); len(rest) < len(args) {
		sides, args = []rules.Color{c}, rest
	}
	kinds := []rules.PieceType{rules.King, rules.Queen, rules.Rook, rules.Bishop, rules.Knight, rules.Pawn}
	if len(args) > 0 {
		t, ok := a.ParsePiece(args[0])
		if !ok || len(args) > 1 {
			return refuse(catalog.Fill(a.ui().Game.NotAPiece, strings.Join(args, " ")))
		}
		kinds = []rules.PieceType{t}
	}
	var out []Answer
	for _, c := range sides {
		for _, t := range kinds {
			if pos.Pieces(c, t) == 0 && len(kinds) > 1 {
				continue
			}
			out = append(out, phrased(a.Say.Pieces(pos, c, t)))
		}
	}
	return out
}

// Rank says what stands on a rank ("rank 4").
func (a Asker) Rank(pos *rules.Position, args []string) []Answer {
	if len(args) != 1 || a.ParseRank(args[0]) < 0 {
		return refuse(a.ui().Game.RankHow)
	}
	return []Answer{phrased(a.Say.Rank(pos, a.ParseRank(args[0])))}
}

// File says what stands on a file ("file e").
func (a Asker) File(pos *rules.Position, args []string) []Answer {
	if len(args) != 1 || a.ParseFile(args[0]) < 0 {
		return refuse(a.ui().Game.FileHow)
	}
	return []Answer{phrased(a.Say.File(pos, a.ParseFile(args[0])))}
}

// Square says what stands on a square ("square e4", "square Eva vier").
func (a Asker) Square(pos *rules.Position, args []string) []Answer {
	sq, ok := a.ParseSquare(args)
	if !ok {
		return refuse(a.ui().Game.SquareHow)
	}
	return []Answer{phrased(a.Say.Square(pos, sq))}
}

// Attackers says which pieces of each side attack a square.
func (a Asker) Attackers(pos *rules.Position, args []string) []Answer {
	sq, ok := a.ParseSquare(args)
	if !ok {
		return refuse(a.ui().Game.AttackersHow)
	}
	att := pos.AttackersTo(sq, pos.Occupied())
	p := a.vocab().AppendSquare(nil, sq)
	p = append(append(p, sep(":")), a.Contents(pos.PieceAt(sq))...)
	for _, c := range []rules.Color{rules.White, rules.Black} {
		p = append(p, sep(";"), a.SideWord(c))
		list := (att & pos.ColorBB(c)).Squares()
		if len(list) == 0 {
			p = append(p, a.message(a.ui().Game.AttacksNone))
			continue
		}
		with, colon := strings.CutSuffix(a.ui().Game.AttacksWith, ":")
		p = append(p, a.message(with))
		if colon {
			p = append(p, sep(":"))
		}
		for i, from := range list {
			if i > 0 {
				p = append(p, sep(","))
			}
			p = append(p, a.vocab().Piece(pos.PieceAt(from).Type()))
			p = a.vocab().AppendSquare(p, from)
		}
	}
	return []Answer{phrased(p)}
}

// Pawns says the pawn structure file by file.
func (a Asker) Pawns(pos *rules.Position) []Answer {
	var out []Answer
	for f := range 8 {
		p := announce.Phrase{a.vocab().File(f), sep(":")}
		some := false
		for _, c := range []rules.Color{rules.White, rules.Black} {
			var ranks []announce.Word
			for r := range 8 {
				if pc := pos.PieceAt(rules.NewSquare(f, r)); pc.Type() == rules.Pawn && pc.Color() == c {
					ranks = append(ranks, a.vocab().Rank(r))
				}
			}
			if len(ranks) == 0 {
				continue
			}
			if some {
				p = append(p, sep(","))
			}
			p, some = append(append(p, a.SideWord(c)), ranks...), true
		}
		if some {
			out = append(out, phrased(p))
		}
	}
	if len(out) == 0 {
		return []Answer{{Text: a.ui().Game.NoPawns}}
	}
	return out
}

// Whose says whose move it is in pos, and a check.
func (a Asker) Whose(pos *rules.Position) []Answer {
	u := a.ui()
	text := narrate.Capital(catalog.Fill(u.Game.ToMove, u.Side(int(pos.SideToMove()))))
	out := []Answer{{Text: text}}
	if st := pos.Status(); st.Over() || st.Check {
		out = append(out, Answer{Text: narrate.Capital(narrate.Narrator{UI: u}.Status(st, pos.SideToMove()))})
	}
	return out
}
