package session

import "github.com/tactuschess/tactus/rules"

// Glance is the game as the last action left it, read in one call: what
// an application keeps beside the events of each action, instead of
// asking the session question after question for every line it shows.
type Glance struct {
	Phase  Phase
	ToMove rules.Color // the side to move on the agreed record
	// Plies and Actions are how many made plies and recorded actions
	// there are.
	Plies, Actions int
	// AwaitingRepeat: the last made move is not yet on the opponent's board.
	AwaitingRepeat bool
	// Announced is the move announced and not yet pressed, by
	// AnnouncedSide from AnnouncedBefore; rules.NoMove when there is none.
	Announced       rules.Move
	AnnouncedSide   rules.Color
	AnnouncedBefore rules.Position
	// DivergedAt is the ply where the boards differ (Other is what the
	// opponent's board has there); 0 when they agree.
	DivergedAt int
	Other      rules.Move
	// Offered: OfferBy's draw offer stands.
	Offered bool
	OfferBy rules.Color
	Result  rules.Result
	Reason  Reason
	// Postponed: the arbiter postponed the decision on PostponedSide's
	// claim (see Postponed); FlagHeld: its flag fell meanwhile.
	Postponed     bool
	PostponedSide rules.Color
	FlagHeld      bool
	// Positions are White's and Black's boards now (the mover's with an
	// announced move).
	Positions [2]rules.Position
	// Clock is the clock read at the last action's time (see Clock);
	// Timed is false for an untimed game.
	Clock Reading
	Timed bool
}

// Glance returns the game as the last action left it.
func (s *Session) Glance() Glance {
	g := Glance{Phase: s.phase, ToMove: s.toMove(), Plies: len(s.plies), Actions: len(s.log),
		AwaitingRepeat: s.awaitRepeat, Announced: rules.NoMove, Result: s.result, Reason: s.reason}
	if p := s.pending; p != nil {
		g.Announced, g.AnnouncedSide, g.AnnouncedBefore = p.move, p.side, p.before
	}
	if d := s.diverged; d != nil {
		g.DivergedAt, g.Other = d.ply, d.other
	}
	if o := s.offer; o != nil {
		g.Offered, g.OfferBy = true, o.side
	}
	if p := s.postponed; p != nil {
		g.Postponed, g.PostponedSide, g.FlagHeld = true, *p, s.flagHeld
	}
	for side := range s.boards {
		g.Positions[side] = s.boards[side].Position()
	}
	g.Clock, g.Timed = s.Clock(s.Now())
	return g
}
