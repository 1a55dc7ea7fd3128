package announce

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/tactuschess/tactus/rules"
)

// role is what a heard word contributes to a move phrase.
type role uint8

const (
	roleFile role = iota
	roleRank
	rolePiece
	roleCapture
	roleCheck
	roleMate
	roleEnPassant
	roleShort
	roleLong
	roleFiller
)

// meaning is a role with its value: the file, rank or piece type.
type meaning struct {
	role role
	val  int8
}

// entry is a word of the index: the folded words after the first that it
// needs (none for most; "rochade" for "kurze rochade") and its meaning.
type entry struct {
	rest []string
	mean meaning
}

// Hearer understands move phrases in a set of vocabularies, in any mix.
// It is read-only once built and safe for concurrent use.
type Hearer struct {
	index map[string][]entry // by first folded word, longest entry first
	names []string
}

// NewHearer returns a Hearer for the given vocabularies, or for all of
// them when none is given. Ranks may also be said as digits 1 to 8. It
// fails, wrapping ErrConflict, when two vocabularies give one word two
// meanings.
func NewHearer(vocabs ...*Vocabulary) (*Hearer, error) {
	if len(vocabs) == 0 {
		vocabs = Vocabularies()
	}
	h := &Hearer{index: map[string][]entry{}}
	for r := range 8 {
		if err := h.add(string(rune('1'+r)), meaning{roleRank, int8(r)}); err != nil {
			return nil, err
		}
	}
	for _, v := range vocabs {
		h.names = append(h.names, v.Name)
		if err := h.addVocabulary(v); err != nil {
			return nil, err
		}
	}
	for _, es := range h.index {
		slices.SortStableFunc(es, func(a, b entry) int { return cmp.Compare(len(b.rest), len(a.rest)) })
	}
	return h, nil
}

// defaultHearer hears every vocabulary; built once, then only read.
var defaultHearer = sync.OnceValue(func() *Hearer {
	h, err := NewHearer()
	if err != nil {
		panic(err) // the built-in tables are tested to agree
	}
	return h
})

// Hear returns the legal move of pos that line names, in any vocabulary;
// see Hearer.Hear.
func Hear(pos *rules.Position, line string) (rules.Move, error) {
	return defaultHearer().Hear(pos, line)
}

// Vocabularies returns the names of the vocabularies h understands.
func (h *Hearer) Vocabularies() []string { return slices.Clone(h.names) }

// addVocabulary indexes every spelling of every word of v.
func (h *Hearer) addVocabulary(v *Vocabulary) error {
	terms := []termMeaning{
		{v.Capture, meaning{role: roleCapture}}, {v.Check, meaning{role: roleCheck}},
		{v.Mate, meaning{role: roleMate}}, {v.EnPassant, meaning{role: roleEnPassant}},
		{v.ShortCastling, meaning{role: roleShort}}, {v.LongCastling, meaning{role: roleLong}},
	}
	for i := range 8 {
		terms = append(terms, termMeaning{v.Files[i], meaning{roleFile, int8(i)}},
			termMeaning{v.Ranks[i], meaning{roleRank, int8(i)}})
	}
	for t := rules.Pawn; t <= rules.King; t++ {
		terms = append(terms, termMeaning{v.Pieces[t], meaning{rolePiece, int8(t)}})
	}
	for _, f := range v.Fillers {
		terms = append(terms, termMeaning{Term{Text: f}, meaning{role: roleFiller}})
	}
	for _, tm := range terms {
		for _, s := range append([]string{tm.t.Text}, tm.t.Variants...) {
			if err := h.add(s, tm.m); err != nil {
				return fmt.Errorf("%s: %w", v.Name, err)
			}
		}
	}
	return nil
}

// termMeaning pairs a vocabulary term with what it means.
type termMeaning struct {
	t Term
	m meaning
}

// add indexes one spelling, which may be several words.
func (h *Hearer) add(spelling string, m meaning) error {
	words := strings.FieldsFunc(foldString(spelling), func(r rune) bool { return !isWordRune(r) })
	if len(words) == 0 {
		return fmt.Errorf("%w: empty spelling", ErrConflict)
	}
	es := h.index[words[0]]
	for _, e := range es {
		if slices.Equal(e.rest, words[1:]) {
			if e.mean != m {
				return fmt.Errorf("%w: %q", ErrConflict, spelling)
			}
			return nil
		}
	}
	h.index[words[0]] = append(es, entry{rest: words[1:], mean: m})
	return nil
}

// lookup returns the meaning of the word(s) starting at toks[i] and how many
// words it took, or 0 when the word is unknown.
func (h *Hearer) lookup(toks []token, buf []byte, i int) (meaning, int) {
	t := toks[i]
	for _, e := range h.index[string(buf[t.nstart:t.nend])] {
		if i+len(e.rest) >= len(toks) {
			continue
		}
		ok := true
		for j, w := range e.rest {
			n := toks[i+1+j]
			if string(buf[n.nstart:n.nend]) != w {
				ok = false
				break
			}
		}
		if ok {
			return e.mean, 1 + len(e.rest)
		}
	}
	return meaning{}, 0
}
