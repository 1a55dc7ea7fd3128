package announce

import (
	"strings"

	"github.com/tactuschess/tactus/rules"
)

// Term is one word of a vocabulary: how it is printed and the other
// spellings a listener may type or a recogniser may return for it.
type Term struct {
	// Text is the canonical spelling, used in every phrase (ASCII where
	// the vocabulary has an ASCII spelling: Koenig, fuenf).
	Text string
	// Variants are further spellings accepted when hearing (König, César).
	// Case and accents are ignored anyway; list what differs beyond that.
	Variants []string
}

// Vocabulary is the words moves are announced in: file, rank and piece
// names and the keywords of move phrasing. A vocabulary is pure data: each
// one tactus ships is a TOML file, vocab/<name>.toml, whose keys are these
// fields, and a new one is a new file. The tables this package returns are
// copies.
type Vocabulary struct {
	// Name identifies the vocabulary on the command line ("appendix-d").
	Name string
	// Lang is the language its words are said in, a BCP 47 tag: "de" for
	// Appendix D, "en" for english and nato. Every word of its phrases
	// carries it (Word.Lang), so a voice says "Caesar" the German way in
	// appendix-d and the English way in english.
	Lang string
	// Files are the names of files a to h, Ranks those of ranks 1 to 8.
	Files, Ranks [8]Term
	// Pieces are indexed by rules.PieceType; [rules.NoPieceType] is unused.
	Pieces [7]Term
	// Keywords of move phrasing.
	Capture, Check, Mate, EnPassant, ShortCastling, LongCastling Term
	// Fillers are words a listener may add that carry no meaning
	// ("von", "nach").
	Fillers []string
}

// AppendixD returns the default vocabulary, FIDE Appendix D's: Anna …
// Hector, eins … acht, Koenig … Bauer, schlaegt, Schach, Matt, Kurze and
// Lange Rochade.
//
// The vocabulary is a copy: editing it changes no other announcement.
func AppendixD() *Vocabulary { return builtinVocabulary("appendix-d").clone() }

// Vocabularies returns copies of every vocabulary, the default (appendix-d)
// first: appendix-d, english, nato, german, spanish, portuguese, slovak.
// A vocabulary is chosen independently of the user interface language.
func Vocabularies() []*Vocabulary {
	out := make([]*Vocabulary, len(builtinVocabularies()))
	for i, v := range builtinVocabularies() {
		out[i] = v.clone()
	}
	return out
}

// VocabularyNames returns the names of the vocabularies, for usage texts.
func VocabularyNames() []string {
	names := make([]string, len(builtinVocabularies()))
	for i, v := range builtinVocabularies() {
		names[i] = v.Name
	}
	return names
}

// LookupVocabulary returns a copy of the vocabulary called name (case-insensitive),
// or an error wrapping ErrUnknownVocabulary.
func LookupVocabulary(name string) (*Vocabulary, error) {
	for _, v := range builtinVocabularies() {
		if strings.EqualFold(v.Name, name) {
			return v.clone(), nil
		}
	}
	return nil, &NameError{Name: name, Known: VocabularyNames(), Err: ErrUnknownVocabulary}
}

// File returns the word for file f (0 = a).
func (v *Vocabulary) File(f int) Word { return Word{Kind: File, Text: v.Files[f].Text, Lang: v.Lang} }

// Rank returns the word for rank r (0 = the first rank).
func (v *Vocabulary) Rank(r int) Word { return Word{Kind: Rank, Text: v.Ranks[r].Text, Lang: v.Lang} }

// Piece returns the word for piece type t.
func (v *Vocabulary) Piece(t rules.PieceType) Word {
	return Word{Kind: Piece, Text: v.Pieces[t].Text, Lang: v.Lang}
}

// AppendSquare appends the two words naming s ("Eva vier").
func (v *Vocabulary) AppendSquare(dst Phrase, s rules.Square) Phrase {
	return append(dst, v.File(s.File()), v.Rank(s.Rank()))
}

// keyword returns a keyword of the vocabulary as a word.
func (v *Vocabulary) keyword(t Term) Word { return Word{Kind: Keyword, Text: t.Text, Lang: v.Lang} }

// Words returns every word the vocabulary's phrases can contain, in their
// canonical spelling, each once: the eight files, the eight ranks, the six
// pieces and the six keywords. A voice needs a clip for each; spelling
// variants (König) are input only and never appear in a phrase.
func (v *Vocabulary) Words() []Word {
	out := make([]Word, 0, 28)
	for i := range 8 {
		out = append(out, v.File(i))
	}
	for i := range 8 {
		out = append(out, v.Rank(i))
	}
	for t := rules.King; t >= rules.Pawn; t-- {
		out = append(out, v.Piece(t))
	}
	for _, t := range []Term{v.Capture, v.Check, v.Mate, v.EnPassant, v.ShortCastling, v.LongCastling} {
		out = append(out, v.keyword(t))
	}
	return out
}
