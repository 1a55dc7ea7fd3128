package ask

import (
	"strings"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
)

// vocab returns the vocabulary of the answers.
func (a Asker) vocab() *announce.Vocabulary {
	if a.Say.Vocab == nil {
		return announce.AppendixD()
	}
	return a.Say.Vocab
}

// read returns the vocabularies typed words are read in: the answers'
// and Typed.
func (a Asker) read() []*announce.Vocabulary {
	if a.Typed == nil {
		return []*announce.Vocabulary{a.vocab()}
	}
	return []*announce.Vocabulary{a.vocab(), a.Typed}
}

// IsTerm reports whether w is t in any of its spellings, in any case.
func IsTerm(w string, t announce.Term) bool {
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

// ParseFile reads a file: a–h or the vocabulary's word (Eva); -1 if neither.
func (a Asker) ParseFile(w string) int {
	if len(w) == 1 && w[0]|0x20 >= 'a' && w[0]|0x20 <= 'h' {
		return int(w[0] | 0x20 - 'a')
	}
	for _, v := range a.read() {
		for i, t := range v.Files {
			if IsTerm(w, t) {
				return i
			}
		}
	}
	return -1
}

// ParseRank reads a rank: 1–8 or the vocabulary's word (vier); -1 if neither.
func (a Asker) ParseRank(w string) int {
	if len(w) == 1 && w[0] >= '1' && w[0] <= '8' {
		return int(w[0] - '1')
	}
	for _, v := range a.read() {
		for i, t := range v.Ranks {
			if IsTerm(w, t) {
				return i
			}
		}
	}
	return -1
}

// ParseSquare reads a square from the arguments: e4, or Eva vier.
func (a Asker) ParseSquare(args []string) (rules.Square, bool) {
	switch len(args) {
	case 1:
		if s, err := rules.ParseSquare(strings.ToLower(strings.TrimSuffix(args[0], "?"))); err == nil {
			return s, true
		}
	case 2:
		if f, r := a.ParseFile(args[0]), a.ParseRank(args[1]); f >= 0 && r >= 0 {
			return rules.NewSquare(f, r), true
		}
	}
	return 0, false
}

// pieceNames are the English names of the pieces, by type.
var pieceNames = [7]string{"", "pawn", "knight", "bishop", "rook", "queen", "king"}

// ParsePiece reads a piece type: its English name (knight, knights) or the
// UI language's, its letter in the notation language, or the vocabulary's
// word (Springer).
func (a Asker) ParsePiece(w string) (rules.PieceType, bool) {
	lw := strings.ToLower(w)
	u := a.ui()
	for t := rules.Pawn; t <= rules.King; t++ {
		switch {
		case lw == pieceNames[t], lw == pieceNames[t]+"s", strings.EqualFold(w, u.Pieces[t-rules.Pawn]),
			len([]rune(w)) == 1 && strings.EqualFold(w, string(a.Lang.Letter(t, rules.White))),
			IsTerm(w, a.vocab().Pieces[t]), a.Typed != nil && IsTerm(w, a.Typed.Pieces[t]):
			return t, true
		}
	}
	return 0, false
}

// SideArg reads a side named by the first argument (white, Weiß …) and
// returns it with the other arguments; def and args when none is named.
func (a Asker) SideArg(args []string, def rules.Color) (rules.Color, []string) {
	if len(args) == 0 {
		return def, args
	}
	u := a.ui()
	for _, c := range []rules.Color{rules.White, rules.Black} {
		if IsTerm(args[0], announce.Term{Text: c.String(), Variants: []string{u.Lang.Sides[c], u.Sides[c]}}) {
			return c, args[1:]
		}
	}
	return def, args
}

// SideWord is a side's name as a phrase word ("White", "Weiß").
func (a Asker) SideWord(c rules.Color) announce.Word {
	u := a.ui()
	return announce.Word{Kind: announce.Message, Text: u.Lang.Sides[c], Lang: u.Lang.Name}
}

// message is a fixed word of the user interface.
func (a Asker) message(text string) announce.Word {
	return announce.Word{Kind: announce.Message, Text: text, Lang: a.ui().Lang.Name}
}

// sep is a comma, colon or semicolon between the parts of a phrase.
func sep(text string) announce.Word { return announce.Word{Kind: announce.Pause, Text: text} }

// Contents says what stands on a square: "White Springer", or "empty".
func (a Asker) Contents(pc rules.Piece) announce.Phrase {
	if pc == rules.NoPiece {
		return announce.Phrase{a.message(a.ui().Lang.Empty)}
	}
	return announce.Phrase{a.SideWord(pc.Color()), a.vocab().Piece(pc.Type())}
}
