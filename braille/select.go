package braille

import (
	"fmt"

	"github.com/tactuschess/tactus/rules"
)

// SelectEventKind says what a routing-key selection did.
type SelectEventKind int

// Selection events.
const (
	// Rejected: the square holds no piece of the side to move and no
	// origin is selected.
	Rejected SelectEventKind = iota
	// FromSelected: the square, holding a piece of the side to move, is
	// now the origin (replacing any earlier one).
	FromSelected
	// ToSelected: with an origin selected, the square is the destination;
	// the selection is cleared. Moves lists the legal moves from→to (none
	// if illegal, four for a promotion).
	ToSelected
	// Cleared: the origin was selected again, which cancels it.
	Cleared
)

var eventNames = [...]string{"rejected", "from selected", "to selected", "cleared"}

// String names the event kind, or returns "SelectEventKind(n)" for a
// value out of range.
func (k SelectEventKind) String() string {
	if k >= 0 && int(k) < len(eventNames) {
		return eventNames[k]
	}
	return fmt.Sprintf("SelectEventKind(%d)", int(k))
}

// SelectEvent is the result of one selection.
type SelectEvent struct {
	Kind     SelectEventKind
	From, To rules.Square // To only for ToSelected
	Moves    []rules.Move // ToSelected: the legal moves From→To
}

// Selector turns two routing-key selections into a move: first the
// origin, then the destination. The zero value has nothing selected.
type Selector struct {
	from rules.Square
	set  bool
}

// Selected returns the selected origin, if any.
func (s *Selector) Selected() (rules.Square, bool) { return s.from, s.set }

// Reset clears the selection (after a move was played by other means).
func (s *Selector) Reset() { s.set = false }

// Select handles a selection of square sq in pos.
func (s *Selector) Select(pos *rules.Position, sq rules.Square) SelectEvent {
	own := pos.PieceAt(sq) != rules.NoPiece && pos.PieceAt(sq).Color() == pos.SideToMove()
	switch {
	case s.set && sq == s.from:
		s.set = false
		return SelectEvent{Kind: Cleared, From: sq}
	case own && !s.castlingTarget(pos, sq):
		s.from, s.set = sq, true
		return SelectEvent{Kind: FromSelected, From: sq}
	case s.set:
		from := s.from
		s.set = false
		return SelectEvent{Kind: ToSelected, From: from, To: sq, Moves: MovesBetween(pos, from, sq)}
	}
	return SelectEvent{Kind: Rejected, From: sq}
}

// castlingTarget reports whether selecting own square sq completes a
// castling move of the selected king (king then rook, as Chess960 needs).
func (s *Selector) castlingTarget(pos *rules.Position, sq rules.Square) bool {
	if !s.set || pos.PieceAt(s.from).Type() != rules.King {
		return false
	}
	for _, m := range MovesBetween(pos, s.from, sq) {
		if m.IsCastling() {
			return true
		}
	}
	return false
}

// MovesBetween returns the legal moves of pos from one square to another.
// A king move to its castling destination (e1→g1) or onto its own rook
// (e1→h1) both name castling.
func MovesBetween(pos *rules.Position, from, to rules.Square) []rules.Move {
	var l rules.MoveList
	pos.LegalMoves(&l)
	var out []rules.Move
	for i := 0; i < l.Len(); i++ {
		m := l.At(i)
		if m.From() != from {
			continue
		}
		if m.To() == to || (m.IsCastling() && m.KingTo() == to && !pos.IsChess960()) {
			out = append(out, m)
		}
	}
	return out
}
