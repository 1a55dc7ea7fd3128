package braille

import (
	"errors"
	"fmt"
	"slices"

	"github.com/tactuschess/tactus/rules"
)

// Errors of ParseMove.
var (
	// ErrNoSuchMove: the cells write no legal move of the position.
	ErrNoSuchMove = errors.New("braille: no legal move is written so")
	// ErrAmbiguous: without their capture or check signs, the cells
	// write more than one legal move.
	ErrAmbiguous = errors.New("braille: the cells fit more than one move")
)

// ParseMove reads a move written in the chess code, as typed on a Braille
// keyboard: the cells Move writes for it, or the same without the capture
// sign and the check or mate sign. It is the inverse of Move: every legal
// move reads back from c.Move(pos, m).
func (c *Code) ParseMove(pos *rules.Position, cells Cells) (rules.Move, error) {
	var l rules.MoveList
	pos.LegalMoves(&l)
	want := c.bare(cells)
	found, n := rules.NoMove, 0
	for i := 0; i < l.Len(); i++ {
		m := l.At(i)
		enc := c.Move(pos, m)
		if slices.Equal(enc, cells) {
			return m, nil
		}
		if slices.Equal(c.bare(enc), want) {
			found, n = m, n+1
		}
	}
	switch {
	case n == 1:
		return found, nil
	case n > 1:
		return rules.NoMove, fmt.Errorf("%w: %s", ErrAmbiguous, cells)
	}
	return rules.NoMove, fmt.Errorf("%w: %s", ErrNoSuchMove, cells)
}

// bare returns a move's cells without the capture sign and without a
// check or mate sign at the end.
func (c *Code) bare(cells Cells) Cells {
	var out Cells
	for i := 0; i < len(cells); i++ {
		if len(c.Capture) > 0 && hasPrefix(cells[i:], c.Capture) {
			i += len(c.Capture) - 1
			continue
		}
		out = append(out, cells[i])
	}
	for _, sign := range []Cells{c.Mate, c.Check} {
		if len(sign) > 0 && len(out) >= len(sign) && slices.Equal(out[len(out)-len(sign):], sign) {
			return out[:len(out)-len(sign)]
		}
	}
	return out
}

func hasPrefix(cs, prefix Cells) bool {
	return len(cs) >= len(prefix) && slices.Equal(cs[:len(prefix)], prefix)
}
