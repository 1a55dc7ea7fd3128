package announce

import (
	"errors"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// ErrNeither: a typed line is neither a move in the notation nor a move
// in Appendix D words (an unknown word, or nothing at all).
var ErrNeither = errors.New("announce: neither a move nor words of a move")

// ReadTyped reads a line a person typed as a move in pos, the one way
// every station reads it: in the notation first (notation.ParseTypedMove:
// lang's SAN, LAN or UCI, English piece letters besides), else in
// Appendix D words (Hear). The error is ErrNeither when neither
// understands the line; the notation's when it understood the line (an
// illegal or ambiguous move); else the words' (Hear's reason).
func ReadTyped(pos *rules.Position, text string, lang notation.Language) (rules.Move, error) {
	m, err := notation.ParseTypedMove(pos, text, lang)
	if err == nil {
		return m, nil
	}
	heard, herr := Hear(pos, text)
	switch {
	case herr == nil:
		return heard, nil
	case !errors.Is(err, notation.ErrNotUnderstood):
		return rules.NoMove, err
	case errors.Is(herr, ErrUnknownWord) || errors.Is(herr, ErrEmpty):
		return rules.NoMove, ErrNeither
	}
	return rules.NoMove, herr
}
