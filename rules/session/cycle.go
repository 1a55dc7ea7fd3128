package session

import (
	"fmt"

	"github.com/tactuschess/tactus/rules"
)

// allowed checks the actor's role and the phase for a before its transition.
func (s *Session) allowed(a Action) error {
	switch a.Actor.Role {
	case PlayerRole, AssistantRole, ArbiterRole:
	default:
		return fmt.Errorf("session: unknown actor: %w", ErrSyntax)
	}
	if a.Actor.Role != ArbiterRole && a.Actor.Side > rules.Black {
		return fmt.Errorf("session: unknown side: %w", ErrSyntax)
	}
	arbiterOnly := map[Kind]bool{Illegal: true, Restore: true, SetTime: true, Pause: true, Continue: true, Declare: true, Copy: true,
		CorrectResult: true, Adjust: true, SetMoves: true, SetControl: true, Quickplay: true, Decide: true}
	playerOnly := map[Kind]bool{Offer: true, Accept: true, Decline: true, Claim: true, Resign: true}
	switch {
	case arbiterOnly[a.Kind] && a.Actor.Role != ArbiterRole:
		return &RefusalError{Err: ErrNotAllowed, Why: WhyArbiterOnly, Op: a.Kind}
	case playerOnly[a.Kind] && a.Actor.Role != PlayerRole:
		return &RefusalError{Err: ErrNotAllowed, Why: WhyPlayerOnly, Op: a.Kind}
	case a.Actor.Role == AssistantRole && !s.cfg.Assisted[a.Actor.Side]:
		return &RefusalError{Err: ErrNotAllowed, Why: WhyNoAssistant, Side: a.Actor.Side}
	case a.Kind == Touch && s.legacy() && a.Actor.Role != AssistantRole:
		return &RefusalError{Err: ErrNotAllowed, Why: WhyTouchByAssistant}
	case a.Kind == Touch && !s.legacy() && (a.Actor.Role == ArbiterRole || a.Actor.Role == AssistantRole && !s.cfg.Blind[a.Actor.Side]):
		return &RefusalError{Err: ErrNotAllowed, Why: WhyTouchReporter}
	case a.Kind == Adjourn && !s.legacy() && a.Actor.Role != ArbiterRole && (a.Actor.Side != s.toMove() || a.Actor.Role == AssistantRole && !s.cfg.Blind[a.Actor.Side]):
		return &RefusalError{Err: ErrNotAllowed, Why: WhyAdjourner}
	}
	if s.phase == Over {
		switch a.Kind {
		case Repeat, Confirm, Copy, Touch, CorrectResult, Illegal: // Illegal: an ending made by an illegal move (7.5.1)
		default:
			return &RefusalError{Err: ErrGameOver, Why: WhyEnded, Op: a.Kind, Ending: s.reason}
		}
	}
	return nil
}

// board returns side's board.
func (s *Session) board(side rules.Color) *rules.Game { return s.boards[side] }

// toMove returns the side whose turn it is on the agreed record.
func (s *Session) toMove() rules.Color {
	if len(s.plies) == 0 {
		return s.start.SideToMove()
	}
	return s.plies[len(s.plies)-1].Side.Other()
}

// needPlay checks that moves may be entered now.
func (s *Session) needPlay() error {
	switch s.phase {
	case DivergedPhase:
		return &RefusalError{Err: ErrDiverged, Why: WhyDiverged, Ply: s.diverged.ply}
	case Sealing:
		return &RefusalError{Err: ErrAdjourned, Why: WhyMustSeal}
	case Adjourned:
		return ErrAdjourned
	}
	if s.flagHeld {
		return &RefusalError{Err: ErrArbiterDecides, Why: WhyFlagPostponed}
	}
	return nil
}

// parseOn reads the UCI move uci on board g.
func parseOn(g *rules.Game, uci string) (rules.Move, rules.Position, error) {
	pos := g.Position()
	m, err := pos.ParseUCI(uci)
	if err != nil {
		return rules.NoMove, pos, fmt.Errorf("session: %q: %w: %w", uci, ErrIllegal, err)
	}
	return m, pos, nil
}

// doMove announces and presses at once.
func (s *Session) doMove(a Action) ([]Event, error) {
	evs, err := s.doAnnounce(a)
	if err != nil {
		return nil, err
	}
	if s.phase != AnnouncedPhase {
		return evs, nil // an ending move (over when announced), or a sealed one
	}
	more, err := s.doPress(a)
	if err != nil {
		return nil, err
	}
	return append(evs, more...), nil
}

// doAnnounce enters and announces the mover's move on the mover's board.
func (s *Session) doAnnounce(a Action) ([]Event, error) {
	if err := s.checkAnnounce(a.Actor); err != nil {
		return nil, err
	}
	if s.phase == Sealing {
		return s.sealPlayed(a)
	}
	side := a.Actor.Side
	if want := s.intended[side]; want != "" && a.Move != want {
		return nil, &RefusalError{Err: ErrIntendedMove, Why: WhyClaimedWith, Side: side, Move: want, Before: s.before(side)}
	}
	var evs []Event
	if s.awaitRepeat {
		// The opponent replies: they took the last move as announced.
		more, err := s.repeat(Action{Seq: a.Seq, At: a.At, Actor: a.Actor, Kind: Confirm}, s.plies[len(s.plies)-1].Move)
		if err != nil {
			return nil, err
		}
		evs = append(evs, more...)
		if s.phase == DivergedPhase {
			return evs, nil
		}
	}
	g := s.board(side)
	m, before, err := parseOn(g, a.Move)
	if err != nil {
		return nil, err
	}
	if err := g.Play(m); err != nil {
		return nil, fmt.Errorf("session: %w: %w", ErrIllegal, err)
	}
	s.pending = &pendingMove{side: side, actor: a.Actor, move: m, before: before}
	if s.offer != nil && s.offer.side == side && s.offer.ply == len(s.plies) {
		// The offer made with an incorrect claim goes with this move (9.1.2.3).
		s.pending.offer = true
	}
	s.phase = AnnouncedPhase
	s.intended[side] = ""
	if s.offer != nil && s.offer.side != side {
		evs = append(evs, s.lapseOffer(a))
	}
	e := s.event(Announced, a, side)
	e.Ply, e.Move, e.Before = len(s.plies)+1, m, before
	return append(append(evs, e), s.endOnMove(a)...), nil
}

// endOnMove ends the game when the announced move checkmates, stalemates,
// leaves a dead position or completes a fivefold repetition or seventy-five
// moves. Such an ending takes effect when the move is made, and under
// Appendix D a move is made when it is announced (D.2.3): the move becomes a
// ply of the record without a press, and a flag that falls before a late
// press does not overrule it (5.1.1, 5.2.1, 5.2.2, 9.6).
func (s *Session) endOnMove(a Action) []Event {
	if s.legacy() {
		return nil // recorded when endings came with the press
	}
	st := s.board(s.pending.side).Status()
	r := st.Termination.Reason()
	if r == NoReason {
		return nil
	}
	evs := s.complete(a)
	return append(evs, s.end(a, st.Result, r))
}

// checkAnnounce checks that actor may announce a move now.
func (s *Session) checkAnnounce(actor Actor) error {
	if s.phase == Sealing && actor.Role != ArbiterRole && actor.Side == s.sealing {
		return nil // the move played instead of sealed is sealed (I.1.1)
	}
	if err := s.needPlay(); err != nil {
		return err
	}
	side := actor.Side
	if actor.Role == ArbiterRole {
		return &RefusalError{Err: ErrNotAllowed, Why: WhyArbiterNoMove}
	}
	if s.phase == AnnouncedPhase {
		if s.pending.side == side {
			return &RefusalError{Err: ErrAlreadyAnnounced, Why: WhyCorrectOrPress, Side: side}
		}
		return &RefusalError{Err: ErrNotYourTurn, Why: WhyNotPressed, Side: s.pending.side}
	}
	if side != s.toMove() {
		return &RefusalError{Err: ErrNotYourTurn, Why: WhyToMove, Side: s.toMove()}
	}
	return nil
}

// checkCorrect checks that actor may correct the announced move now.
func (s *Session) checkCorrect(actor Actor) error {
	if s.phase != AnnouncedPhase {
		return &RefusalError{Err: ErrNothingAnnounced, Why: WhyNothingToCorrect}
	}
	if side := s.pending.side; actor.Role == ArbiterRole || actor.Side != side {
		return &RefusalError{Err: ErrNotAllowed, Why: WhyOnlyOwnCorrects, Side: side}
	}
	return nil
}

// checkRepeat checks that actor may repeat a move now.
func (s *Session) checkRepeat(actor Actor) error {
	if actor.Role == ArbiterRole {
		return &RefusalError{Err: ErrNotAllowed, Why: WhyNoBoard}
	}
	side := actor.Side
	if s.phase == DivergedPhase && s.plies[s.diverged.ply-1].Side != side {
		return nil
	}
	if !s.awaitRepeat || s.plies[len(s.plies)-1].Side == side {
		return &RefusalError{Err: ErrNothingToRepeat, Why: WhyNothingToRepeat, Side: side}
	}
	return nil
}

// Expect reports whether actor may take an action of kind k now, before its
// move is read: a refusal names the reason (not your turn, the boards differ,
// nothing to repeat …). Act checks the same and more.
func (s *Session) Expect(actor Actor, k Kind) error {
	if err := s.allowed(Action{Actor: actor, Kind: k}); err != nil {
		return err
	}
	switch k {
	case Move, Announce:
		return s.checkAnnounce(actor)
	case Correct:
		return s.checkCorrect(actor)
	case Repeat, Confirm:
		return s.checkRepeat(actor)
	case Adjourn:
		return s.checkAdjourn()
	case Seal:
		return s.checkSeal(actor)
	case Resume:
		return s.checkResume()
	}
	return nil
}

// doCorrect replaces the announced move (D.2.8).
func (s *Session) doCorrect(a Action) ([]Event, error) {
	if err := s.checkCorrect(a.Actor); err != nil {
		return nil, err
	}
	side := s.pending.side
	g := s.board(side)
	if _, ok := g.Undo(); !ok {
		return nil, &RefusalError{Err: ErrNothingAnnounced, Why: WhyNothingToCorrect}
	}
	m, before, err := parseOn(g, a.Move)
	if err != nil {
		return nil, err
	}
	if err := g.Play(m); err != nil {
		return nil, fmt.Errorf("session: %w: %w", ErrIllegal, err)
	}
	s.pending.move, s.pending.before = m, before
	s.pending.corrections++
	e := s.event(Corrected, a, side)
	e.Ply, e.Move, e.Before = len(s.plies)+1, m, before
	return append([]Event{e}, s.endOnMove(a)...), nil
}

// doPress completes the announced move: the opponent's clock starts (D.2.4).
func (s *Session) doPress(a Action) ([]Event, error) {
	if s.phase != AnnouncedPhase {
		if err := s.needPlay(); err != nil {
			return nil, err
		}
		return nil, fmt.Errorf("session: %w; announce the move before pressing the clock (D.2.4)", ErrNothingAnnounced)
	}
	p := s.pending
	if a.Actor.Role == ArbiterRole || a.Actor.Side != p.side {
		return nil, &RefusalError{Err: ErrNotYourTurn, Why: WhyClockRuns, Side: p.side}
	}
	if s.clk != nil {
		if err := s.clk.Press(); err != nil {
			return nil, fmt.Errorf("%w: %w", ErrClock, err)
		}
	}
	evs := s.complete(a)
	if s.legacy() {
		evs = append(evs, s.automaticEnd(a)...)
	}
	return evs, nil
}

// automaticEnd ends the game on the press when the mover's board shows an
// ending, as journals before revisions were recorded.
func (s *Session) automaticEnd(a Action) []Event {
	last := s.plies[len(s.plies)-1]
	st := s.board(last.Side).Status()
	if r := st.Termination.Reason(); r != NoReason {
		return []Event{s.end(a, st.Result, r)}
	}
	return nil
}

// complete makes the announced move a ply of the record: pressed, or an
// ending move, made when announced.
func (s *Session) complete(a Action) []Event {
	p := s.pending
	ply := Ply{Number: len(s.plies) + 1, Side: p.side, Actor: p.actor, Move: p.move, Before: p.before, Made: *s.now, Offer: p.offer}
	if s.clk != nil {
		ply.Clock = s.clk.Status().Remaining
	}
	s.plies = append(s.plies, ply)
	s.pending, s.phase, s.awaitRepeat = nil, Waiting, true
	e := s.event(Made, a, p.side)
	e.Move, e.Before = p.move, p.before
	return []Event{e}
}

// doRepeat records the move the actor's side understood.
func (s *Session) doRepeat(a Action) ([]Event, error) {
	if err := s.checkRepeat(a.Actor); err != nil {
		return nil, err
	}
	side := a.Actor.Side
	if s.phase == DivergedPhase {
		// The repeating side corrects its repetition.
		s.board(side).Truncate(s.diverged.ply - 1)
	}
	m, _, err := parseOn(s.board(side), a.Move)
	if err != nil {
		return nil, err
	}
	return s.repeat(a, m)
}

// doConfirm repeats the last made move exactly.
func (s *Session) doConfirm(a Action) ([]Event, error) {
	if len(s.plies) == 0 {
		return nil, ErrNothingToRepeat
	}
	a.Move = s.plies[len(s.plies)-1].Before.UCI(s.plies[len(s.plies)-1].Move)
	if s.phase == DivergedPhase {
		a.Move = s.plies[s.diverged.ply-1].Before.UCI(s.plies[s.diverged.ply-1].Move)
	}
	return s.doRepeat(a)
}

// doCopy puts the last made move on the opponent's board, as the settings
// of a single station ask, without a repetition by the opponent.
func (s *Session) doCopy(a Action) ([]Event, error) {
	if !s.awaitRepeat || s.phase == DivergedPhase || len(s.plies) == 0 {
		return nil, &RefusalError{Err: ErrNothingToRepeat, Why: WhyNothingToCopy}
	}
	return s.repeat(a, s.plies[len(s.plies)-1].Move)
}

// repeat puts m on the repeating side's board and compares it with the made move.
func (s *Session) repeat(a Action, m rules.Move) ([]Event, error) {
	plyIdx := len(s.plies) - 1
	if s.phase == DivergedPhase {
		plyIdx = s.diverged.ply - 1
	}
	made := s.plies[plyIdx]
	g := s.board(made.Side.Other())
	if err := g.Play(m); err != nil {
		return nil, fmt.Errorf("%w: %w", &RefusalError{Err: ErrIllegal, Why: WhyIllegalOnBoard, Side: made.Side.Other()}, err)
	}
	s.awaitRepeat = false
	if m == made.Move {
		s.plies[plyIdx].Repeated = true
		wasDiverged := s.phase == DivergedPhase
		if wasDiverged {
			s.diverged, s.phase = nil, Waiting
			if s.result != rules.Unfinished {
				s.phase = Over
			}
		}
		e := s.event(InStep, a, made.Side.Other())
		e.Ply, e.Move, e.Before = made.Number, m, made.Before
		return []Event{e}, nil
	}
	s.diverged = &divergence{ply: made.Number, other: m}
	if s.phase != Over {
		s.phase = DivergedPhase
	}
	e := s.event(Diverged, a, made.Side.Other())
	e.Ply, e.Move, e.Other, e.Before = made.Number, made.Move, m, made.Before
	e.Diff = Differences(s.board(made.Side).Position(), g.Position())
	return []Event{e}, nil
}
