package listen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
)

// Phrase is one alternative of a grammar: folded words in a language.
type Phrase struct {
	Lang  string
	Words []string
}

// Text returns the words separated by single spaces.
func (p Phrase) Text() string { return strings.Join(p.Words, " ") }

// Grammar is what a recogniser may hear: a list of phrases, and (Shape
// set) every sequence that takes one word from each of Shape's sets in
// turn.
type Grammar struct {
	Phrases []Phrase
	// Shape is a phrase shape: at each place, the words that may stand
	// there ([anna … hector] [eins … acht] …), all in ShapeLang.
	Shape     [][]string
	ShapeLang string
}

// Words returns every word of g with its language, each once.
func (g Grammar) Words() []Phrase {
	seen := map[string]bool{}
	var out []Phrase
	add := func(lang string, words []string) {
		for _, w := range words {
			if k := key(lang, w); !seen[k] {
				seen[k] = true
				out = append(out, Phrase{Lang: lang, Words: []string{w}})
			}
		}
	}
	for _, p := range g.Phrases {
		add(p.Lang, p.Words)
	}
	for _, ws := range g.Shape {
		add(g.ShapeLang, ws)
	}
	return out
}

// JSGF returns the grammar in the Java Speech Grammar Format pocketsphinx
// reads. Words must be pronounceable (in the dictionary).
func (g Grammar) JSGF() string {
	var b strings.Builder
	b.WriteString("#JSGF V1.0;\ngrammar tactus;\n")
	var alts []string
	for _, p := range g.Phrases {
		alts = append(alts, "("+p.Text()+")")
	}
	if len(g.Shape) > 0 {
		var places []string
		for _, ws := range g.Shape {
			places = append(places, "("+strings.Join(ws, " | ")+")")
		}
		alts = append(alts, strings.Join(places, " "))
	}
	if len(alts) == 0 {
		alts = append(alts, "<NULL>")
	}
	fmt.Fprintf(&b, "public <say> = %s;\n", strings.Join(alts, " | "))
	return b.String()
}

// MoveGrammar returns the grammar of the legal moves of the side to move
// in pos, said in vocab (long and short style, announce.SpokenMoves), and
// the move each phrase names, by its text.
func MoveGrammar(pos *rules.Position, vocab *announce.Vocabulary) (Grammar, map[string]rules.Move) {
	var g Grammar
	moves := map[string]rules.Move{}
	for _, s := range vocab.SpokenMoves(pos) {
		p := Phrase{Lang: vocab.Lang, Words: s.Words}
		g.Phrases = append(g.Phrases, p)
		moves[p.Text()] = s.Move
	}
	return g, moves
}

// ShapeOf returns the shape of a move phrase in vocab: each file, rank or
// piece word of words replaced by all the words of its kind, every other
// word kept. "eva sieben eva fuenf" gives [anna … hector] [eins … acht]
// [anna … hector] [eins … acht]: 4096 phrases, almost all of them no legal
// move, against which the heard phrase is checked.
func ShapeOf(vocab *announce.Vocabulary, words []string) [][]string {
	var files, ranks, pieces []string
	for _, t := range vocab.Files {
		files = append(files, announce.FoldWords(t.Text)...)
	}
	for _, t := range vocab.Ranks {
		ranks = append(ranks, announce.FoldWords(t.Text)...)
	}
	for _, t := range vocab.Pieces[rules.Knight:] {
		pieces = append(pieces, announce.FoldWords(t.Text)...)
	}
	out := make([][]string, len(words))
	for i, w := range words {
		switch {
		case slices.Contains(files, w):
			out[i] = files
		case slices.Contains(ranks, w):
			out[i] = ranks
		case slices.Contains(pieces, w):
			out[i] = pieces
		default:
			out[i] = []string{w}
		}
	}
	return out
}
