package session

import (
	"fmt"

	"github.com/tactuschess/tactus/rules"
)

// Differences lists the squares on which a and b differ, a1 to h8.
func Differences(a, b rules.Position) []SquareDiff {
	var out []SquareDiff
	for sq := rules.A1; sq <= rules.H8; sq++ {
		if pa, pb := a.PieceAt(sq), b.PieceAt(sq); pa != pb {
			out = append(out, SquareDiff{Square: sq, Have: pa, Other: pb})
		}
	}
	return out
}

// Comparison is the D.2.9 comparison of the two scoresheets.
type Comparison struct {
	// Agree: both scoresheets have the same moves.
	Agree bool
	// Common is the number of plies both scoresheets agree on from the start:
	// the last ply where they agree.
	Common int
	// Moves holds each side's moves after Common, in UCI.
	Moves [2][]string
	// Diff lists the squares on which the two boards now differ.
	Diff []SquareDiff
}

// Compare compares the two scoresheets (D.2.9).
func (s *Session) Compare() Comparison {
	w, b := s.boards[rules.White].Moves(), s.boards[rules.Black].Moves()
	n := 0
	for n < len(w) && n < len(b) && w[n] == b[n] {
		n++
	}
	c := Comparison{Agree: n == len(w) && n == len(b), Common: n}
	for side, moves := range [2][]rules.Move{w, b} {
		g := s.boards[side]
		for i := n; i < len(moves); i++ {
			pos, err := g.PositionAt(i)
			if err != nil {
				break
			}
			c.Moves[side] = append(c.Moves[side], pos.UCI(moves[i]))
		}
	}
	c.Diff = Differences(s.boards[rules.White].Position(), s.boards[rules.Black].Position())
	return c
}

// Verify compares what a player reads from their board on some squares with
// their side's record: it returns the squares that differ (Have is what the
// player said, Other the record). It answers "check my board" (D.2.9).
func (s *Session) Verify(side rules.Color, read map[rules.Square]rules.Piece) []SquareDiff {
	pos := s.boards[side].Position()
	var out []SquareDiff
	for sq := rules.A1; sq <= rules.H8; sq++ {
		have, ok := read[sq]
		if !ok {
			continue
		}
		if rec := pos.PieceAt(sq); rec != have {
			out = append(out, SquareDiff{Square: sq, Have: have, Other: rec})
		}
	}
	return out
}

// doRestore takes both boards back to the position after a.Ply plies and the
// clocks to the times recorded when that ply was made (D.2.9, 7.5.1).
func (s *Session) doRestore(a Action) ([]Event, error) {
	if s.phase == Sealing || s.phase == Adjourned {
		return nil, ErrAdjourned
	}
	if a.Ply < 0 || a.Ply > len(s.plies) {
		return nil, &RefusalError{Err: ErrNotAllowed, Why: WhyNoPly, Ply: a.Ply, Made: len(s.plies)}
	}
	if agreed := s.Compare().Common; a.Ply > agreed && !s.legacy() {
		return nil, &RefusalError{Err: ErrNotAgreed, Why: WhyNotAgreed, Ply: a.Ply, Made: agreed}
	}
	if s.clk != nil {
		if err := s.clk.RestoreTo(a.Ply); err != nil {
			return nil, fmt.Errorf("%w: %w", ErrClock, err)
		}
	}
	s.takeBack(a.Ply)
	e := s.event(Restored, a, s.toMove())
	e.Ply = a.Ply
	return []Event{e}, nil
}

// takeBack truncates both boards and the record to n plies; later plies are
// kept as withdrawn.
func (s *Session) takeBack(n int) {
	s.withdrawn = append(s.withdrawn, s.plies[n:]...)
	s.plies = s.plies[:n:n]
	for side := range s.boards {
		s.boards[side].Truncate(n)
	}
	s.pending, s.diverged, s.awaitRepeat, s.declined = nil, nil, false, nil
	s.phase = Waiting
	if s.offer != nil && s.offer.ply > n {
		s.offer = nil
	}
	for side := range s.intended {
		s.intended[side] = ""
	}
}
