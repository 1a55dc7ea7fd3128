package table

import (
	"strings"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/ask"
	"github.com/tactuschess/tactus/rules"
)

// vocab returns the vocabulary of the game's announcements.
func (g *Game) vocab() *announce.Vocabulary {
	if g.narr.Say.Vocab == nil {
		return announce.AppendixD()
	}
	return g.narr.Say.Vocab
}

// words returns the vocabulary the answers about the board are said in:
// the moves' when it is the UI language's, else the UI language's own
// (english, german, …), so that an answer is in one language — "Rank
// eight: Anna eight Black Rook", never "Rank acht: … Black Turm" — and
// only the moves are said in the moves' vocabulary.
func (g *Game) words() *announce.Vocabulary {
	v := g.vocab()
	if g.ui == nil || v.Lang == g.ui.Tag {
		return v
	}
	if w, err := announce.LookupVocabulary(g.ui.Lang.Vocabulary); err == nil {
		return w
	}
	return v
}

// SquareWords names a square as the answers do, in words ("Eva two"),
// never by its coordinates, for what the full screen says of its cursor.
func (g *Game) SquareWords(sq rules.Square) string {
	return g.words().AppendSquare(nil, sq).String()
}

// isTerm reports whether w is t in any of its spellings, in any case.
func isTerm(w string, t announce.Term) bool { return ask.IsTerm(w, t) }

// parseFile reads a file: a–h or the vocabulary's word (Eva). -1 if neither.
func (g *Game) parseFile(w string) int {
	if len(w) == 1 && w[0]|0x20 >= 'a' && w[0]|0x20 <= 'h' {
		return int(w[0] | 0x20 - 'a')
	}
	for _, v := range []*announce.Vocabulary{g.vocab(), g.words()} {
		for i, t := range v.Files {
			if isTerm(w, t) {
				return i
			}
		}
	}
	return -1
}

// parseRank reads a rank: 1–8 or the vocabulary's word (vier). -1 if neither.
func (g *Game) parseRank(w string) int {
	if len(w) == 1 && w[0] >= '1' && w[0] <= '8' {
		return int(w[0] - '1')
	}
	for _, v := range []*announce.Vocabulary{g.vocab(), g.words()} {
		for i, t := range v.Ranks {
			if isTerm(w, t) {
				return i
			}
		}
	}
	return -1
}

// sideWord is a side's name as a phrase word ("White", "Weiß").
func (g *Game) sideWord(c rules.Color) announce.Word {
	return announce.Word{Kind: announce.Message, Text: g.ui.Lang.Sides[c], Lang: g.ui.Lang.Name}
}

// side is a side's name as the UI's sentences use it ("white", "Weiß").
func (g *Game) side(c rules.Color) string { return g.ui.Side(int(c)) }

// message is a fixed word of the user interface.
func (g *Game) message(text string) announce.Word {
	return announce.Word{Kind: announce.Message, Text: text, Lang: g.ui.Lang.Name}
}

// sep is a comma, colon or semicolon between the parts of a phrase.
func sep(text string) announce.Word { return announce.Word{Kind: announce.Pause, Text: text} }

// contents says what stands on a square: "White Springer", or "empty".
func (g *Game) contents(pc rules.Piece) announce.Phrase {
	if pc == rules.NoPiece {
		return announce.Phrase{g.message(g.ui.Lang.Empty)}
	}
	return announce.Phrase{g.sideWord(pc.Color()), g.words().Piece(pc.Type())}
}

// moveAt marks where the move goes in a sentence for aroundMove: a
// private-use character, in no catalogue text, and no control character,
// which catalog.Fill would write escaped (as \x00) where it could not be
// found again.
const moveAt = "\uE000"

// aroundMove is the phrase of a sentence with a move inside it: the
// sentence (already formatted, with moveAt where the move goes) in the UI
// language, the move in the moves' vocabulary, so that a voice says each
// part in its own language.
func (g *Game) aroundMove(sentence string, before rules.Position, m rules.Move) announce.Phrase {
	head, tail, _ := strings.Cut(sentence, moveAt)
	var p announce.Phrase
	if head = strings.TrimSpace(head); head != "" {
		p = append(p, g.message(head))
	}
	p = append(p, g.narr.Say.Move(&before, m)...)
	if tail = strings.TrimSpace(tail); tail != "" && tail != "." {
		p = append(p, g.message(tail))
	}
	return p
}
