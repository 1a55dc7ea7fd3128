package brailledisplay

import "strings"

// Messages are the sentences the display shows on its own cells, in the
// player's language: lower case, no full stop, each short enough for a
// 40-cell line where it can be. Templates take placeholders {0} … {9}
// (announce.Fill); each field's comment gives the English and says what
// its arguments are, in order. An empty field is said in
// English.
type Messages struct {
	// Promotion asks for the piece of a promotion made with routing keys:
	// "promotion: type {0}", the piece letters ("q, r, l or s").
	Promotion string
	// TypePiece asks again after a cell that is no promotion piece:
	// "type {0}", the piece letters.
	TypePiece string
	// NotLegal refuses a move made with routing keys: "{0} to {1} is not
	// legal", the squares from and to.
	NotLegal string
	// NoPiece refuses a routing key over a square holding no piece of the
	// side to move: "no piece to move on {0}", the square.
	NoPiece string
	// NotAMove refuses a typed move: "not a legal move:", followed on the
	// cells by what was typed.
	NotAMove string
	// Busy: the app has not taken the moves made before; "busy, try again".
	Busy string
	// Or joins the last two piece letters: "or".
	Or string
}

// english are the display's own messages in English.
var english = Messages{
	Promotion: "promotion: type {0}",
	TypePiece: "type {0}",
	NotLegal:  "{0} to {1} is not legal",
	NoPiece:   "no piece to move on {0}",
	NotAMove:  "not a legal move:",
	Busy:      "busy, try again",
	Or:        "or",
}

// orEnglish returns m with its empty fields in English.
func (m Messages) orEnglish() Messages {
	for _, f := range []struct {
		field *string
		en    string
	}{
		{&m.Promotion, english.Promotion}, {&m.TypePiece, english.TypePiece},
		{&m.NotLegal, english.NotLegal}, {&m.NoPiece, english.NoPiece},
		{&m.NotAMove, english.NotAMove}, {&m.Busy, english.Busy}, {&m.Or, english.Or},
	} {
		if strings.TrimSpace(*f.field) == "" {
			*f.field = f.en
		}
	}
	return m
}
