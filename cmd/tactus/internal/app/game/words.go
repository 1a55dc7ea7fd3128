package game

import (
	"strings"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
)

// vocab returns the vocabulary of the game's announcements.
func (g *Game) vocab() *announce.Vocabulary {
	if g.narr.Say.Vocab == nil {
		return announce.AppendixD()
	}
	return g.narr.Say.Vocab
}

// isTerm reports whether w is t in any of its spellings, in any case.
func isTerm(w string, t announce.Term) bool {
	if strings.EqualFold(w, t.Text) {
		return true
	}
	for _, v := range t.Variants {
		if strings.EqualFold(w, v) {
			return true
		}
	}
	return false
}

// parseFile reads a file: a–h or the vocabulary's word (Eva). -1 if neither.
func (g *Game) parseFile(w string) int {
	if len(w) == 1 && w[0]|0x20 >= 'a' && w[0]|0x20 <= 'h' {
		return int(w[0] | 0x20 - 'a')
	}
	for i, t := range g.vocab().Files {
		if isTerm(w, t) {
			return i
		}
	}
	return -1
}

// parseRank reads a rank: 1–8 or the vocabulary's word (vier). -1 if neither.
func (g *Game) parseRank(w string) int {
	if len(w) == 1 && w[0] >= '1' && w[0] <= '8' {
		return int(w[0] - '1')
	}
	for i, t := range g.vocab().Ranks {
		if isTerm(w, t) {
			return i
		}
	}
	return -1
}

// parseSquare reads a square from the arguments: e4, or Eva vier.
func (g *Game) parseSquare(args []string) (rules.Square, bool) {
	switch len(args) {
	case 1:
		if s, err := rules.ParseSquare(strings.ToLower(args[0])); err == nil {
			return s, true
		}
	case 2:
		if f, r := g.parseFile(args[0]), g.parseRank(args[1]); f >= 0 && r >= 0 {
			return rules.NewSquare(f, r), true
		}
	}
	return 0, false
}

// pieceNames are the English names of the pieces, by type.
var pieceNames = [7]string{"", "pawn", "knight", "bishop", "rook", "queen", "king"}

// parsePiece reads a piece type: its English name (knight, knights) or
// the UI language's, its letter in the notation language, or the
// vocabulary's word (Springer).
func (g *Game) parsePiece(w string) (rules.PieceType, bool) {
	lw := strings.ToLower(w)
	for t := rules.Pawn; t <= rules.King; t++ {
		switch {
		case lw == pieceNames[t], lw == pieceNames[t]+"s", strings.EqualFold(w, g.ui.Pieces[t-rules.Pawn]),
			len([]rune(w)) == 1 && strings.EqualFold(w, string(g.lang.Letter(t, rules.White))),
			isTerm(w, g.vocab().Pieces[t]):
			return t, true
		}
	}
	return 0, false
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
	return announce.Phrase{g.sideWord(pc.Color()), g.vocab().Piece(pc.Type())}
}
