package announce

import (
	"slices"
	"strings"

	"github.com/tactuschess/tactus/rules"
)

// Spoken is one way to say a legal move: its words, folded (lower case,
// umlauts written out, accents dropped), and the move they name.
type Spoken struct {
	Words []string
	Move  rules.Move
}

// Text returns the words separated by single spaces.
func (s Spoken) Text() string { return strings.Join(s.Words, " ") }

// SpokenMoves returns every phrase a player may say for a legal move of
// the side to move in pos, in this vocabulary: the long and the short
// style (APPENDIX-D.md), each with and without its closing check or mate
// word (the hearer does not require it). It is the grammar a speech
// recogniser listens with: nothing else is a move here. No phrase is
// listed twice, and no two moves share a phrase. pos is not changed.
func (v *Vocabulary) SpokenMoves(pos *rules.Position) []Spoken {
	var out []Spoken
	seen := map[string]bool{}
	add := func(p Phrase, m rules.Move) {
		words := FoldWords(p.String())
		if key := strings.Join(words, " "); !seen[key] {
			seen[key] = true
			out = append(out, Spoken{Words: words, Move: m})
		}
	}
	var list rules.MoveList
	pos.LegalMoves(&list)
	for _, m := range list.Slice() {
		for _, s := range []Style{Long, Short} {
			p := v.Move(pos, m, s)
			add(p, m)
			if last := p[len(p)-1]; len(p) > 1 && (last.Text == v.Check.Text || last.Text == v.Mate.Text) {
				add(p[:len(p)-1], m)
			}
		}
	}
	return out
}

// FoldWords splits s into words and folds each as the hearer does: lower
// case, German umlauts written out (ä → ae), other accents dropped, so
// "Läufer" and "Laeufer" are both "laeufer" and "xeque-mate" is "xeque",
// "mate".
func FoldWords(s string) []string {
	return strings.FieldsFunc(foldString(s), func(r rune) bool { return !isWordRune(r) })
}

// GrammarWords returns the folded words of every term of v that a move
// phrase can contain (files, ranks, pieces, capture, check, mate, en
// passant, castling; not the pawn, which no move phrase names), each
// once, sorted.
func (v *Vocabulary) GrammarWords() []string {
	terms := []Term{v.Capture, v.Check, v.Mate, v.EnPassant, v.ShortCastling, v.LongCastling}
	terms = append(append(append(terms, v.Files[:]...), v.Ranks[:]...), v.Pieces[rules.Knight:]...)
	var out []string
	for _, t := range terms {
		out = append(out, FoldWords(t.Text)...)
	}
	slices.Sort(out)
	return slices.Compact(out)
}
