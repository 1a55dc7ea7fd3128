package listen

import (
	"fmt"
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

// Grammar is what a recogniser may hear: a list of phrases, or (Open set)
// every phrase shape of a move vocabulary, legal or not.
type Grammar struct {
	Phrases []Phrase
	// Open, when set, adds every move phrase shape of this vocabulary:
	// [piece] [file] [rank] [capture] file rank [piece] [en passant]
	// [check|mate], and the castlings. It is how an illegal move is heard
	// as what it is rather than as the nearest legal one.
	Open *announce.Vocabulary
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
	if g.Open != nil {
		add(g.Open.Lang, g.Open.GrammarWords())
	}
	return out
}

// Without returns g without the phrases whose text is text.
func (g Grammar) Without(text string) Grammar {
	out := Grammar{Open: g.Open}
	for _, p := range g.Phrases {
		if p.Text() != text {
			out.Phrases = append(out.Phrases, p)
		}
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
	if v := g.Open; v != nil {
		alt := func(terms ...announce.Term) string {
			var s []string
			for _, t := range terms {
				if w := announce.FoldWords(t.Text); len(w) > 0 {
					s = append(s, "("+strings.Join(w, " ")+")")
				}
			}
			return "(" + strings.Join(s, " | ") + ")"
		}
		fmt.Fprintf(&b, "<file> = %s;\n<rank> = %s;\n<piece> = %s;\n<end> = %s;\n",
			alt(v.Files[:]...), alt(v.Ranks[:]...), alt(v.Pieces[rules.Knight:]...), alt(v.Check, v.Mate))
		fmt.Fprintf(&b, "<castle> = %s;\n", alt(v.ShortCastling, v.LongCastling))
		fmt.Fprintf(&b, "<move> = [<piece>] [<file>] [<rank>] [%s] <file> <rank> [<piece>] [%s] [<end>] | <castle> [<end>];\n",
			alt(v.Capture), alt(v.EnPassant))
		alts = append(alts, "<move>")
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
