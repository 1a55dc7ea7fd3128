package session

import (
	"fmt"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/clock"
)

// end ends the game with result r for reason why.
func (s *Session) end(a Action, r rules.Result, why Reason) Event {
	s.result, s.reason, s.phase = r, why, Over
	s.offer, s.postponed, s.flagHeld = nil, nil, false
	if s.clk != nil {
		s.clk.End()
	}
	e := s.event(Ended, a, a.Actor.Side)
	e.Result, e.Reason = r, why
	return e
}

// winner returns the result in which side wins.
func winner(side rules.Color) rules.Result {
	if side == rules.White {
		return rules.WhiteWins
	}
	return rules.BlackWins
}

// agreed returns the position both boards agree on (the mover's when a move is
// announced and not repeated yet).
func (s *Session) agreed() rules.Position {
	return s.boards[s.toMove()].Position()
}

// doOffer offers a draw (9.1.2); it is marked (=) on the offerer's move.
func (s *Session) doOffer(a Action) ([]Event, error) {
	side := a.Actor.Side
	if s.offer != nil {
		if s.offer.side == side {
			return nil, &RefusalError{Err: ErrNotAllowed, Why: WhyOfferStands, Side: side}
		}
		return nil, &RefusalError{Err: ErrNotAllowed, Why: WhyOffered, Side: side.Other()}
	}
	// 9.1.2.1: an offer made at any other time than after one's move is
	// still valid, also before the offerer's first move; 5.2.3 holds
	// back only its acceptance until both players have moved.
	s.offer = &offer{side: side, ply: len(s.plies)}
	switch {
	case s.pending != nil && s.pending.side == side:
		s.pending.offer = true
	default:
		for i := len(s.plies) - 1; i >= 0; i-- {
			if s.plies[i].Side == side {
				s.plies[i].Offer = true
				break
			}
		}
	}
	return []Event{s.event(DrawOffered, a, side)}, nil
}

// doAccept accepts the opponent's draw offer.
func (s *Session) doAccept(a Action) ([]Event, error) {
	if s.offer == nil || s.offer.side == a.Actor.Side {
		return nil, &RefusalError{Err: ErrNoOffer, Why: WhyNoOffer, Side: a.Actor.Side}
	}
	if (!s.hasMoved(rules.White) || !s.hasMoved(rules.Black)) && !s.legacy() {
		return nil, &RefusalError{Err: ErrNoMoveYet, Why: WhyNoMoveYet}
	}
	return []Event{s.end(a, rules.Draw, Agreement)}, nil
}

// hasMoved reports whether side has made a move in the game: a ply of the
// record, or the move it has announced (made by D.2.3, not yet pressed).
func (s *Session) hasMoved(side rules.Color) bool {
	if s.pending != nil && s.pending.side == side {
		return true
	}
	for _, p := range s.plies {
		if p.Side == side {
			return true
		}
	}
	return false
}

// doDecline declines the opponent's draw offer.
func (s *Session) doDecline(a Action) ([]Event, error) {
	if s.offer == nil || s.offer.side == a.Actor.Side {
		return nil, &RefusalError{Err: ErrNoOffer, Why: WhyNoOffer, Side: a.Actor.Side}
	}
	s.declined = &offer{side: s.offer.side, ply: len(s.plies)}
	s.offer = nil
	return []Event{s.event(DrawDeclined, a, a.Actor.Side)}, nil
}

// lapseOffer ends a standing offer when the opponent moves instead.
func (s *Session) lapseOffer(a Action) Event {
	s.offer = nil
	return s.event(DrawDeclined, a, a.Actor.Side)
}

// doClaim judges a draw claim under 9.2 or 9.3, on the position or with the
// intended move (written, not played). The claim is correct when the position
// has already appeared a third time or the fifty moves are already complete,
// whatever move is written with it; else when the written move would bring
// that about. A correct claim draws and the written move is not played. An
// incorrect claim gives the opponent the penalty time (9.5.3), the written
// move can no longer be changed and must be played, and the claim stands as a
// draw offer (9.1.2.3).
func (s *Session) doClaim(a Action) ([]Event, error) {
	if err := s.needPlay(); err != nil {
		return nil, err
	}
	side := a.Actor.Side
	if s.phase == AnnouncedPhase || side != s.toMove() {
		return nil, &RefusalError{Err: ErrNotYourTurn, Why: WhyClaimToMove}
	}
	if want := s.intended[side]; want != "" && (a.Move != want || s.cfg.Revision >= 3) && !s.legacy() {
		return nil, &RefusalError{Err: ErrIntendedMove, Why: WhyClaimFixed, Side: side, Move: want, Before: s.before(side)}
	}
	g, err := s.AgreedGame()
	if err != nil {
		return nil, err
	}
	why := claimable(g)
	if s.legacy() {
		why = NoReason // recorded when only the position after the written move counted
	}
	if why == NoReason && a.Move != "" {
		m, _, err := parseOn(g, a.Move)
		if err != nil {
			return nil, err
		}
		if err := g.Play(m); err != nil {
			return nil, fmt.Errorf("session: %w: %w", ErrIllegal, err)
		}
		why = claimable(g)
	}
	var evs []Event
	if s.awaitRepeat {
		more, err := s.repeat(Action{Seq: a.Seq, At: a.At, Actor: a.Actor, Kind: Confirm}, s.plies[len(s.plies)-1].Move)
		if err != nil {
			return nil, err
		}
		evs = append(evs, more...)
	}
	if why != NoReason {
		return append(evs, s.end(a, rules.Draw, why)), nil
	}
	s.intended[side] = a.Move
	evs = append(evs, s.event(ClaimRejected, a, side))
	if s.offer == nil && !s.legacy() {
		// 9.1.2.3: the claim is a draw offer; it goes with the claimant's
		// next move and is marked (=) on it.
		s.offer = &offer{side: side, ply: len(s.plies)}
		evs = append(evs, s.event(DrawOffered, a, side))
	}
	if s.clk != nil {
		d, err := s.clk.IncorrectDrawClaim(side)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrClock, err)
		}
		p := s.event(Penalized, a, side)
		p.Time = d
		evs = append(evs, p)
	}
	return evs, nil
}

// claimable returns why a draw may be claimed in g's current position: it
// has appeared at least three times (9.2), or the last fifty moves of each
// side had no capture and no pawn move (9.3); NoReason otherwise.
func claimable(g *rules.Game) Reason {
	switch {
	case g.Status().Repetitions >= 3:
		return ThreefoldClaim
	case halfmoves(g) >= 100:
		return FiftyMovesClaim
	}
	return NoReason
}

// doResign ends the game: the opponent wins, unless the opponent cannot
// checkmate by any series of legal moves, when it is a draw (5.1.2).
func (s *Session) doResign(a Action) ([]Event, error) {
	opp := a.Actor.Side.Other()
	if pos := s.agreed(); !pos.CanCheckmate(opp) && !s.legacy() {
		return []Event{s.end(a, rules.Draw, Resignation)}, nil
	}
	return []Event{s.end(a, winner(opp), Resignation)}, nil
}

// doDeclare ends the game with the arbiter's result.
func (s *Session) doDeclare(a Action) ([]Event, error) {
	switch a.Result {
	case rules.WhiteWins, rules.BlackWins, rules.Draw:
	default:
		return nil, fmt.Errorf("session: result %q: %w", a.Result, ErrSyntax)
	}
	s.reasonText = a.Text
	e := s.end(a, a.Result, Adjudication)
	e.Text = a.Text
	return []Event{e}, nil
}

// doFlag records a flag fall and its verdict (6.9).
func (s *Session) doFlag(a Action) ([]Event, error) {
	if s.clk == nil {
		return nil, &RefusalError{Err: ErrNotAllowed, Why: WhyNoClock}
	}
	f, fell := s.clk.Flag()
	if !fell {
		return nil, &RefusalError{Err: ErrNotAllowed, Why: WhyNoFlag}
	}
	fe := s.event(FlagFell, a, f.Side)
	fe.Time = f.At
	if s.postponed != nil {
		// III.5.2: the arbiter declares the result after the flag fell.
		s.flagHeld = true
		return []Event{fe}, nil
	}
	return []Event{fe, s.flagEnd(a, f.Side)}, nil
}

// flagEnd ends the game by side's flag under 6.9.
func (s *Session) flagEnd(a Action, side rules.Color) Event {
	// 6.9 judges the position on the board: after the flagged side's
	// announced move when it made one (D.2.3) and did not press in time, else
	// after the opponent's last move (the opponent's board has it).
	pos := s.boards[side.Other()].Position()
	if s.pending != nil && s.pending.side == side && !s.legacy() {
		pos = s.boards[side].Position()
	}
	var r rules.Result
	why := TimeForfeit
	switch s.clk.FlagVerdict(&pos) {
	case clock.WhiteWins:
		r = rules.WhiteWins
	case clock.BlackWins:
		r = rules.BlackWins
	default:
		r, why = rules.Draw, TimeNoMate
	}
	return s.end(a, r, why)
}

// doSetTime sets a side's remaining time (6.10.2, D.2.9).
func (s *Session) doSetTime(a Action) ([]Event, error) {
	if s.clk == nil {
		return nil, &RefusalError{Err: ErrNotAllowed, Why: WhyNoClock}
	}
	if err := s.clk.SetRemaining(a.Side, a.Time); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrClock, err)
	}
	e := s.event(TimeSet, a, a.Side)
	e.Time = a.Time
	return []Event{e}, nil
}

// doPause stops the clock for the arbiter (6.11).
func (s *Session) doPause(a Action) ([]Event, error) {
	if s.clk == nil {
		return nil, &RefusalError{Err: ErrNotAllowed, Why: WhyNoClock}
	}
	if err := s.clk.Pause(); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrClock, err)
	}
	return []Event{s.event(Paused, a, s.toMove())}, nil
}

// doContinue restarts the paused clock.
func (s *Session) doContinue(a Action) ([]Event, error) {
	if s.clk == nil {
		return nil, &RefusalError{Err: ErrNotAllowed, Why: WhyNoClock}
	}
	if s.phase == Adjourned {
		return nil, &RefusalError{Err: ErrAdjourned, Why: WhyResumeFirst}
	}
	if err := s.clk.Resume(); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrClock, err)
	}
	return []Event{s.event(Continued, a, s.toMove())}, nil
}

// doTouch records a report for the arbiter that the sighted player touched
// a piece (D.2.10.5). The visually impaired player or their assistant
// reports the opponent's touch; the sighted player reports their own.
func (s *Session) doTouch(a Action) ([]Event, error) {
	if a.Square < rules.A1 || a.Square > rules.H8 {
		return nil, fmt.Errorf("session: no square: %w", ErrSyntax)
	}
	toucher := a.Actor.Side.Other()
	if a.Actor.Role == PlayerRole && !s.cfg.Blind[a.Actor.Side] && !s.legacy() {
		toucher = a.Actor.Side
	}
	e := s.event(Touched, a, toucher)
	e.Square = a.Square
	s.touches = append(s.touches, e)
	return []Event{e}, nil
}

// halfmoves returns the halfmove clock of g's current position (9.3).
func halfmoves(g *rules.Game) int {
	pos := g.Position()
	return pos.HalfmoveClock()
}
