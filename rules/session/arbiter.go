package session

import (
	"fmt"
	"time"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/clock"
)

// Correction is one change of the result by the arbiter (8.7, 11.10), or an
// ending voided because an illegal move made it (7.5.1: Result Unfinished).
type Correction struct {
	Seq       int // the action that made it
	Was       rules.Result
	WasReason Reason
	Result    rules.Result
	Reason    Reason
	Text      string // the arbiter's reason
}

// Corrections returns the arbiter's corrections of the result, oldest first.
func (s *Session) Corrections() []Correction { return append([]Correction(nil), s.corrections...) }

// Class returns the class the game is played under: the event's, or its
// time control's (A.1, B.1) when the event does not say.
func (s *Session) Class() clock.Class { return s.cfg.class() }

// CompetitionRules reports whether the Competition Rules apply in full: a
// standard game, or rapid or blitz with an arbiter per game (A.4, B.2).
// Otherwise an illegal move may be ruled only until the opponent has made
// the next move (A.5.2, B.3).
func (s *Session) CompetitionRules() bool { return s.cfg.competition() }

// Postponed returns the side whose claim under Guidelines III.5 the arbiter
// postponed, and whether a flag has fallen since (the arbiter must declare).
func (s *Session) Postponed() (side rules.Color, flagFell, ok bool) {
	if s.postponed == nil {
		return 0, false, false
	}
	return *s.postponed, s.flagHeld, true
}

// positionEnding reports whether why is an ending the position made by
// itself, which a move made illegally cannot make (5.1.1, 5.2).
func positionEnding(why Reason) bool {
	switch why {
	case Checkmate, Stalemate, DeadPosition, FivefoldRepetition, SeventyFiveMoves:
		return true
	}
	return false
}

// doIllegal applies 7.5: the move at a.Ply (0: the last made move) was a
// completed illegal move. The position before it is reinstated on both
// boards and the later plies are withdrawn (7.5.1); the offender's move
// counter and the time the withdrawn presses added are taken back; the
// opponent gets the penalty, and a second illegal move loses unless the
// opponent cannot mate (7.5.5). In rapid and blitz without an arbiter per
// game the move may be ruled only until the opponent has made the next move,
// which under Appendix D is when it is announced (A.5.2, B.3, D.2.3). A checkmate, stalemate or other ending of the position made
// at or after the illegal move is void: the game goes on.
func (s *Session) doIllegal(a Action) ([]Event, error) {
	if len(s.plies) == 0 {
		return nil, &RefusalError{Err: ErrNotAllowed, Why: WhyNoMoveMade}
	}
	if s.phase == Sealing || s.phase == Adjourned {
		return nil, ErrAdjourned
	}
	ply := a.Ply
	if ply == 0 {
		ply = len(s.plies)
	}
	if ply < 1 || ply > len(s.plies) {
		return nil, &RefusalError{Err: ErrNotAllowed, Why: WhyNoPly, Ply: ply, Made: len(s.plies)}
	}
	// Under Appendix D a move is made once it is announced (D.2.3): an
	// announced reply is the opponent's next move.
	replied := ply < len(s.plies) || s.pending != nil && s.pending.side != s.plies[ply-1].Side
	if replied && !s.cfg.competition() {
		return nil, &RefusalError{Err: ErrTooLate, Why: WhyIllegalStands, Ply: ply}
	}
	var evs []Event
	if s.phase == Over {
		if !positionEnding(s.reason) {
			return nil, &RefusalError{Err: ErrGameOver, Why: WhyEnded, Op: Illegal, Ending: s.reason}
		}
		if s.clk != nil {
			if err := s.clk.Reopen(); err != nil {
				return nil, fmt.Errorf("%w: %w", ErrClock, err)
			}
		}
		evs = append(evs, s.reopen(a))
	}
	bad := s.plies[ply-1]
	offender := bad.Side
	s.illegal[offender]++
	ill := s.event(IllegalMade, a, offender)
	ill.Ply, ill.Move, ill.Before = bad.Number, bad.Move, bad.Before
	evs = append(evs, ill)
	// A move that ended the game when it was announced (D.2.3) became a ply
	// without a press: the clock has nothing of it to take back.
	if s.clk != nil && ply-1 < len(s.clk.History())-1 {
		if err := s.clk.TakeBack(ply - 1); err != nil {
			return nil, fmt.Errorf("%w: %w", ErrClock, err)
		}
	}
	s.takeBack(ply - 1)
	if s.illegal[offender] >= 2 {
		pos := s.agreed()
		if !pos.CanCheckmate(offender.Other()) {
			return append(evs, s.end(a, rules.Draw, IllegalMovesNoMate)), nil
		}
		return append(evs, s.end(a, winner(offender.Other()), IllegalMoves)), nil
	}
	if s.clk != nil {
		d, err := s.clk.IllegalMove(offender)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrClock, err)
		}
		p := s.event(Penalized, a, offender)
		p.Time = d
		evs = append(evs, p)
	}
	return evs, nil
}

// reopen voids the ending of the game: the result is withdrawn and kept
// as a correction; play goes on.
func (s *Session) reopen(a Action) Event {
	c := Correction{Seq: a.Seq, Was: s.result, WasReason: s.reason, Result: rules.Unfinished}
	s.corrections = append(s.corrections, c)
	e := s.event(ResultCorrected, a, s.toMove())
	e.Was, e.WasReason, e.Result = c.Was, c.WasReason, rules.Unfinished
	s.result, s.reason, s.reasonText, s.phase = rules.Unfinished, NoReason, "", Waiting
	return e
}

// doCorrectResult replaces the result of an ended game (8.7: the result
// stands unless the arbiter decides otherwise; 11.10). The old result is
// kept as a correction.
func (s *Session) doCorrectResult(a Action) ([]Event, error) {
	if s.phase != Over {
		return nil, &RefusalError{Err: ErrNotAllowed, Why: WhyNotEnded}
	}
	if err := checkResult(a.Result); err != nil {
		return nil, err
	}
	c := Correction{Seq: a.Seq, Was: s.result, WasReason: s.reason, Result: a.Result, Reason: Adjudication, Text: a.Text}
	s.corrections = append(s.corrections, c)
	s.result, s.reason, s.reasonText = a.Result, Adjudication, a.Text
	e := s.event(ResultCorrected, a, s.toMove())
	e.Was, e.WasReason, e.Result, e.Reason, e.Text = c.Was, c.WasReason, c.Result, c.Reason, a.Text
	return []Event{e}, nil
}

// checkResult accepts 1-0, 0-1 and 1/2-1/2.
func checkResult(r rules.Result) error {
	switch r {
	case rules.WhiteWins, rules.BlackWins, rules.Draw:
		return nil
	}
	return fmt.Errorf("session: result %q: %w", r, ErrSyntax)
}

// needClock returns the clock, or an error for an untimed game.
func (s *Session) needClock() (*clock.Clock, error) {
	if s.clk == nil {
		return nil, &RefusalError{Err: ErrNotAllowed, Why: WhyNoClock}
	}
	return s.clk, nil
}

// doAdjust adds time to a side's clock, or takes it away: the arbiter's
// penalty or award (12.9).
func (s *Session) doAdjust(a Action) ([]Event, error) {
	c, err := s.needClock()
	if err != nil {
		return nil, err
	}
	if a.Time == 0 || a.Side > rules.Black {
		return nil, fmt.Errorf("session: adjust %s by %v: %w", a.Side, a.Time, ErrSyntax)
	}
	if err := c.AddTime(a.Side, a.Time); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrClock, err)
	}
	e := s.event(TimeAdjusted, a, a.Side)
	e.Time = a.Time
	return []Event{e}, nil
}

// doSetMoves sets a side's move counter (6.10.2): the period and the moves
// to the control follow from it.
func (s *Session) doSetMoves(a Action) ([]Event, error) {
	c, err := s.needClock()
	if err != nil {
		return nil, err
	}
	if a.Side > rules.Black {
		return nil, fmt.Errorf("session: no side: %w", ErrSyntax)
	}
	if err := c.SetMoves(a.Side, a.Count); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrClock, err)
	}
	e := s.event(MovesSet, a, a.Side)
	e.Count = a.Count
	return []Event{e}, nil
}

// doSetControl installs the correct time control (6.10.2). In rapid and
// blitz without an arbiter per game it cannot change once both players
// have made ten moves (A.5.1.1).
func (s *Session) doSetControl(a Action) ([]Event, error) {
	c, err := s.needClock()
	if err != nil {
		return nil, err
	}
	ctl, err := clock.Parse(a.Text)
	if err != nil {
		return nil, fmt.Errorf("session: time control: %w: %w", ErrSyntax, err)
	}
	if st := c.Status(); !s.cfg.competition() && st.Moves[rules.White] >= 10 && st.Moves[rules.Black] >= 10 {
		return nil, &RefusalError{Err: ErrTooLate, Why: WhyTenMoves}
	}
	if err := c.SetControl(ctl); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrClock, err)
	}
	e := s.event(ControlSet, a, s.toMove())
	e.Text = a.Text
	return []Event{e}, nil
}

// doQuickplay grants a request under Guidelines III.4: the request is a
// draw offer, which the opponent must have declined (with no move since);
// then both sides get a five-second increment and the opponent two minutes.
func (s *Session) doQuickplay(a Action) ([]Event, error) {
	c, err := s.needClock()
	if err != nil {
		return nil, err
	}
	side := a.Side
	if d := s.declined; d == nil || d.side != side || d.ply != len(s.plies) {
		return nil, &RefusalError{Err: ErrNotAllowed, Why: WhyDeclineFirst, Side: side}
	}
	if err := c.Quickplay(side); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrClock, err)
	}
	s.declined = nil
	q := s.event(QuickplayGranted, a, side)
	q.Time = clock.QuickplayIncrement
	p := s.event(Penalized, a, side)
	p.Time = clock.QuickplayPenalty
	return []Event{q, p}, nil
}

// doDecide decides a claim under Guidelines III.5 by the player to move
// with less than two minutes: a draw (III.5.1); a postponement, with none
// or two extra minutes for the opponent, after which the arbiter declares
// the result, also once a flag has fallen (III.5.2); or a rejection, two
// extra minutes for the opponent (III.5.3). After a flag fell, a rejection
// lets the flag decide (6.9).
func (s *Session) doDecide(a Action) ([]Event, error) {
	c, err := s.needClock()
	if err != nil {
		return nil, err
	}
	side := a.Side
	switch {
	case s.postponed == nil:
		if err := c.QuickplayFinish(side); err != nil {
			return nil, fmt.Errorf("%w: %w", ErrClock, err)
		}
	case *s.postponed != side:
		return nil, &RefusalError{Err: ErrNotAllowed, Why: WhyClaimAwaits, Side: *s.postponed}
	case a.Text == DecidePostpone:
		return nil, &RefusalError{Err: ErrNotAllowed, Why: WhyPostponedAlready}
	}
	d := s.event(Decided, a, side)
	d.Text = a.Text
	evs := []Event{d}
	award := func(t time.Duration) error {
		if t == 0 {
			return nil
		}
		if err := c.AddTime(side.Other(), t); err != nil {
			return fmt.Errorf("%w: %w", ErrClock, err)
		}
		p := s.event(Penalized, a, side)
		p.Time = t
		evs = append(evs, p)
		return nil
	}
	switch a.Text {
	case DecideDraw:
		e := s.end(a, rules.Draw, Adjudication)
		s.reasonText, e.Text = "III.5", "III.5"
		return append(evs, e), nil
	case DecidePostpone:
		if a.Time != 0 && a.Time != clock.QuickplayPenalty {
			return nil, fmt.Errorf("session: III.5.2 gives the opponent two minutes or nothing, not %v: %w", a.Time, ErrSyntax)
		}
		if err := award(a.Time); err != nil {
			return nil, err
		}
		p := side
		s.postponed = &p
		return evs, nil
	case DecideReject:
		if s.flagHeld {
			f, _ := c.Flag()
			return append(evs, s.flagEnd(a, f.Side)), nil
		}
		s.postponed = nil
		if err := award(clock.QuickplayPenalty); err != nil {
			return nil, err
		}
		return evs, nil
	}
	return nil, fmt.Errorf("session: %q is not draw, postpone or reject: %w", a.Text, ErrSyntax)
}
