package session

import (
	"errors"
	"fmt"
	"time"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// Envelope is the record of an adjourned game (Guidelines I.2).
type Envelope struct {
	White, Black string
	// FEN is the position immediately before the sealed move (I.2.2).
	FEN string
	// Used is the time each player has used (I.2.3); Remaining what is left.
	Used, Remaining [2]time.Duration
	// Sealer is the side that sealed (I.2.4).
	Sealer rules.Color
	// MoveNumber is the number of the sealed move (I.2.5).
	MoveNumber int
	// Offer: a draw offer stands, by OfferBy (I.2.6).
	Offer   bool
	OfferBy rules.Color
	// Sealed is the move as written; it is opened only on resumption.
	Sealed string
	// Move is the sealed move in UCI as it was understood when it was sealed,
	// "" when it was not: then Sealed is read when the envelope is opened.
	Move string
}

// doAdjourn asks the player to move to seal a move (I.1.1).
func (s *Session) doAdjourn(a Action) ([]Event, error) {
	if err := s.checkAdjourn(); err != nil {
		return nil, err
	}
	s.phase, s.sealing = Sealing, s.toMove()
	return []Event{s.event(AdjournRequested, a, s.sealing)}, nil
}

// doSeal writes the sealed move as given and stops the clock (I.1.1). The
// move is not played, and not judged, until the envelope is opened.
func (s *Session) doSeal(a Action) ([]Event, error) {
	if err := s.checkSeal(a.Actor); err != nil {
		return nil, err
	}
	if a.Text == "" && a.Move == "" {
		return nil, fmt.Errorf("session: an empty sealed move: %w", ErrSyntax)
	}
	var evs []Event
	if s.awaitRepeat {
		more, err := s.repeat(Action{Seq: a.Seq, At: a.At, Actor: a.Actor, Kind: Confirm}, s.plies[len(s.plies)-1].Move)
		if err != nil {
			return nil, err
		}
		evs = more
	}
	pos := s.agreed()
	m := rules.NoMove
	if a.Move != "" {
		var err error
		if m, err = pos.ParseUCI(a.Move); err != nil {
			return nil, fmt.Errorf("session: sealed move %q: %w: %w", a.Move, ErrIllegal, err)
		}
	}
	if a.Text == "" {
		// A move played instead of sealed is written as the sealed move (I.1.1).
		lang, err := s.cfg.notation()
		if err != nil {
			return nil, err
		}
		a.Text = lang.SAN(&pos, m)
	}
	env := &Envelope{White: s.cfg.White, Black: s.cfg.Black, FEN: pos.FEN(), Sealer: s.sealing,
		MoveNumber: pos.FullmoveNumber(), Sealed: a.Text, Move: a.Move}
	if s.offer != nil {
		env.Offer, env.OfferBy = true, s.offer.side
	}
	if s.clk != nil {
		if err := s.clk.Pause(); err != nil {
			return nil, fmt.Errorf("%w: %w", ErrClock, err)
		}
		st := s.clk.Status()
		env.Remaining, env.Used = st.Remaining, st.Ran
	}
	s.envelope, s.phase = env, Adjourned
	e := s.event(Sealed, a, s.sealing)
	e.Envelope, e.Text, e.Move, e.Before = env, a.Text, m, pos
	return append(evs, e), nil
}

// sealPlayed takes the move the player who must seal played instead: it is
// the sealed move (I.1.1), not played on the boards.
func (s *Session) sealPlayed(a Action) ([]Event, error) {
	return s.doSeal(Action{Seq: a.Seq, At: a.At, Wall: a.Wall, Actor: a.Actor, Kind: Seal, Move: a.Move})
}

// doResume opens the envelope and plays the sealed move on both boards; the
// opponent's clock starts (I.5, I.7). An ambiguous, unreadable or illegal
// sealed move loses, unless the game is otherwise drawn (I.8).
func (s *Session) doResume(a Action) ([]Event, error) {
	if err := s.checkResume(); err != nil {
		return nil, err
	}
	env := s.envelope
	sealer := env.Sealer
	if s.clk != nil {
		if err := s.clk.Resume(); err != nil {
			return nil, fmt.Errorf("%w: %w", ErrClock, err)
		}
	}
	s.envelope = nil
	pos := s.agreed()
	lang, err := s.cfg.notation()
	if err != nil {
		return nil, err
	}
	var m rules.Move
	if env.Move != "" {
		// As understood when it was sealed (and found legal then).
		m, err = pos.ParseUCI(env.Move)
	} else {
		// A sealed move not understood when it was sealed (or from a journal
		// of before the sealed move was read at sealing): read as written.
		m, err = notation.ParseMove(&pos, env.Sealed, lang)
		if err != nil {
			if uci, uerr := pos.ParseUCI(env.Sealed); uerr == nil {
				m, err = uci, nil
			}
		}
	}
	var me *notation.MoveError
	if errors.Is(err, notation.ErrPawnCaptureFile) && errors.As(err, &me) && len(me.Candidates) == 1 {
		// A pawn capture sealed without its file (d5 for exd5) when only
		// one pawn can take there: its true significance can be
		// established, so it is that capture, not a loss (I.8).
		m, err = notation.ParseMove(&pos, me.Candidates[0], lang)
	}
	if err != nil {
		s.phase = Waiting
		e := s.event(Resumed, a, sealer)
		e.Text = env.Sealed
		if !pos.CanCheckmate(sealer.Other()) {
			return []Event{e, s.end(a, rules.Draw, SealedMoveInvalid)}, nil
		}
		return []Event{e, s.end(a, winner(sealer.Other()), SealedMoveInvalid)}, nil
	}
	s.phase = Waiting
	uci := pos.UCI(m)
	evs, err := s.doAnnounce(Action{Seq: a.Seq, At: a.At, Actor: Player(sealer), Kind: Announce, Move: uci})
	if err != nil {
		return nil, err
	}
	if s.phase != Over {
		more, err := s.doPress(Action{Seq: a.Seq, At: a.At, Actor: Player(sealer), Kind: Press})
		if err != nil {
			return nil, err
		}
		evs = append(evs, more...)
	}
	if s.phase != Over || !s.legacy() {
		more, err := s.repeat(Action{Seq: a.Seq, At: a.At, Actor: Player(sealer.Other()), Kind: Confirm}, m)
		if err != nil {
			return nil, err
		}
		evs = append(evs, more...)
	}
	e := s.event(Resumed, a, sealer)
	e.Move, e.Before, e.Text = m, pos, env.Sealed
	return append([]Event{e}, evs...), nil
}

// checkAdjourn checks that an adjournment may be called now: the game is
// being played and no announced move waits for its press.
func (s *Session) checkAdjourn() error {
	if err := s.needPlay(); err != nil {
		return err
	}
	if s.phase == AnnouncedPhase {
		return &RefusalError{Err: ErrNotAllowed, Why: WhyPressFirst, Side: s.pending.side}
	}
	return nil
}

// checkSeal checks that actor may seal a move now: an adjournment was
// called and actor is the side to seal.
func (s *Session) checkSeal(actor Actor) error {
	if s.phase != Sealing {
		return &RefusalError{Err: ErrNotAllowed, Why: WhyNoAdjournment}
	}
	if actor.Role == ArbiterRole || actor.Side != s.sealing {
		return &RefusalError{Err: ErrNotAllowed, Why: WhySeals, Side: s.sealing}
	}
	return nil
}

// checkResume checks that the envelope may be opened: the game is adjourned.
func (s *Session) checkResume() error {
	if s.phase != Adjourned {
		return &RefusalError{Err: ErrNotAllowed, Why: WhyNotAdjourned}
	}
	return nil
}
