package review

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/pgn"
)

// moveText writes a ply in the notation language with its number:
// "12. Nf3", "12... Nf6", "12... --" for a null move.
func (r *Review) moveText(before *rules.Position, p *pgn.Ply) string {
	san := "--"
	if !p.Null {
		san = r.opts.Lang.SAN(before, p.Move)
	}
	return moveNumber(before) + " " + san
}

// moveNumber is the number of the ply made in before: "12." for White,
// "12..." for Black.
func moveNumber(before *rules.Position) string {
	dots := "."
	if before.SideToMove() == rules.Black {
		dots = "..."
	}
	return strconv.Itoa(before.FullmoveNumber()) + dots
}

// movePrinted writes the ply the cursor steps to as it is said, in the
// player's move vocabulary, then the notation in brackets: "12. Springer
// Gustav eins Felix drei (Nf3)"; the notation alone where the two are the
// same, or for a null move.
func (r *Review) movePrinted(before *rules.Position, p *pgn.Ply) string {
	if !p.Null {
		words := r.opts.Say.Move(before, p.Move).String()
		if san := r.opts.Lang.SAN(before, p.Move); words != "" && words != san {
			return fmt.Sprintf("%s %s (%s)", moveNumber(before), words, san)
		}
	}
	return r.moveText(before, p)
}

// nags says a ply's NAGs in words, joined by "; ".
func (r *Review) nags(p *pgn.Ply) []string {
	var out []string
	for _, n := range p.NAGs {
		if w, ok := NAGWords(r.ui, n); ok {
			out = append(out, w)
		}
	}
	return out
}

// said is what the screen says of the step the cursor made: the move in
// the player's vocabulary with its NAGs in words, its comment, its
// variations, and the end of the line.
func (r *Review) said(s Step) []Line {
	if s.Ply == nil {
		return []Line{answer(r.startWords(s))}
	}
	words := r.nags(s.Ply)
	text := r.movePrinted(&s.Before, s.Ply)
	var phrase announce.Phrase
	if s.Ply.Null {
		phrase = announce.Phrase{r.message(r.ui.F(r.rv().NullMove, r.rv().Sides[s.Before.SideToMove()&1]))}
	} else {
		phrase = r.opts.Say.Ply(&s.Before, s.Ply.Move)
	}
	for _, w := range words {
		text += ", " + w
		phrase = append(phrase, announce.Word{Kind: announce.Pause, Text: ","}, r.message(w))
	}
	lines := []Line{{Kind: Move, Text: text, Phrase: phrase}}
	if c := comment(s.Ply.Comments); c != "" {
		lines = append(lines, answer(r.ui.F(r.rv().Comment, c)))
	}
	if s.AfterEnd {
		lines = append(lines, answer(r.rv().AfterEnd))
	}
	if n := len(s.Ply.Variations); n > 0 {
		lines = append(lines, answer(r.variationsWords(s)))
	}
	if s.LineEnd {
		lines = append(lines, answer(r.endWords(s)))
	}
	return lines
}

// variationsWords names the variations of the move just played.
func (r *Review) variationsWords(s Step) string {
	var firsts []string
	for i, v := range s.Ply.Variations {
		if len(v.Moves) > 0 {
			firsts = append(firsts, fmt.Sprintf("%d: %s", i+1, r.moveText(&s.Before, &v.Moves[0])))
		}
	}
	return r.ui.N(r.rv().Variations, len(s.Ply.Variations), strings.Join(firsts, ", "))
}

// startWords says the start of a line.
func (r *Review) startWords(s Step) string {
	if s.Depth > 0 {
		return r.rv().StartVariation
	}
	return r.ui.F(r.rv().StartGame, r.whose(&s.Before))
}

// endWords says the end of a line: of a variation, or of the game with
// its result.
func (r *Review) endWords(s Step) string {
	if s.Depth > 0 {
		return r.rv().EndVariation
	}
	return r.ui.F(r.rv().EndGame, r.resultWords(string(r.cur.Game().Result)))
}

// message is a word of the user interface, said by a voice as text.
func (r *Review) message(text string) announce.Word {
	return announce.Word{Kind: announce.Message, Text: text, Lang: r.ui.Lang.Name}
}

// where says where the cursor is: the move, the line, what is left.
func (r *Review) where() []Line {
	s := r.cur.Step()
	line := r.rv().MainLine
	if s.Depth > 0 {
		line = r.ui.F(r.rv().Deep, s.Depth)
	}
	at := r.rv().AtStart
	if s.Ply != nil {
		at = r.ui.F(r.rv().After, r.moveText(&s.Before, s.Ply))
	}
	f := r.cur.top()
	return []Line{answer(r.ui.N(r.rv().Where, len(f.moves)-f.at, r.number, line, at))}
}

// comment joins comments without their embedded commands ([%eval 0.17],
// [%csl …]: data for programs, not words for people).
func comment(cs []string) string {
	var b strings.Builder
	for _, c := range cs {
		for {
			i := strings.Index(c, "[%")
			if i < 0 {
				break
			}
			j := strings.IndexByte(c[i:], ']')
			if j < 0 {
				break
			}
			c = c[:i] + " " + c[i+j+1:]
		}
		b.WriteString(" " + c)
	}
	return strings.Join(strings.Fields(b.String()), " ")
}
