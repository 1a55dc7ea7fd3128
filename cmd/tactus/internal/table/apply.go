package table

import (
	"errors"

	"github.com/tactuschess/tactus/rules/session"
)

// Apply takes an action that came from another station (the opponent's
// or the arbiter's page), journaled as sent by a station: the session
// decides it, the events go back to
// that station, and the outputs are for the people here. A refused action
// changes nothing and is told only to the station that sent it (but a
// stopped clock started for a press stays started). A move
// made there is taken on this board too unless the settings ask the blind
// player to confirm it, as a move typed here is.
func (g *Game) Apply(a session.Action) ([]session.Event, []Output, error) {
	if seq, ok := g.r.Taken(a.Actor, a.Ref); ok {
		// a station's retry of an action the journal has: nothing to do,
		// not even to start a resumed game's clock
		return nil, nil, &session.Retried{Seq: seq, Ref: a.Ref}
	}
	var outs []Output
	g.kept.runKnown = false
	a.Via = session.ViaStation
	if a.Actor.Role == session.PlayerRole && g.heldByArbiter() {
		switch a.Kind {
		case session.Announce, session.Press, session.Move, session.Repeat:
			return nil, nil, &heldError{text: g.ui.Trust.ArbiterHolds}
		}
	}
	if (a.Kind == session.Press || a.Kind == session.Move) && g.stopped() {
		// a resumed game's clock starts with the first press, from here or
		// from there
		outs = g.startClock(a.Kind)
	}
	evs, err := g.actOn(a)
	if err != nil && !errors.Is(err, session.ErrRecord) {
		return evs, outs, err
	}
	outs = append(outs, g.result(evs, err)...)
	if err == nil && !g.set.Confirm && !g.done && made(evs) && a.Actor.Side != g.owner() {
		outs = append(outs, g.confirmQuietly()...)
	}
	return evs, outs, err
}
