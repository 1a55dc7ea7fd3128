package table

import (
	"errors"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// kept is what the game keeps of its session between actions: the session's
// Glance after the last action (read once, when something asks for it),
// the made moves (kept from each action's Made events; read again from
// the session only after an action that may have taken moves back), and
// the configuration (fixed when the game begins). The lines and the views
// read these instead of asking the session question after question.
type kept struct {
	cfg    session.Config
	glance session.Glance
	fresh  bool // glance is the one after the last action
	moves  []Played
	// movesOK: moves are the record's (false until read, and after an
	// action whose events may have changed the record otherwise than by
	// adding a move).
	movesOK bool
	// gen counts the times moves were read again from the session: a view
	// that keeps something made from the moves makes it again when gen
	// changes, and adds to it while it does not.
	gen int
	// tactile is the Braille display's view made after the action
	// tactileAt (its clocks excepted), for the next one.
	tactile   Tactile
	tactileAt int
	// lookedAt is the number of actions at the last Look.
	lookedAt int
	// stopped is whether the clock stood still when runKnown was set (by
	// stopped; cleared by each action and each line), held whether the
	// arbiter stopped it, begins whether it waits for the game to begin.
	stopped, held, begins, runKnown bool
}

// keep starts keeping s.
func (g *Game) keep(s *session.Session) {
	g.kept = kept{cfg: s.Config(), tactileAt: -1, lookedAt: -1}
}

// actOn takes an action and keeps what its events say.
func (g *Game) actOn(a session.Action) ([]session.Event, error) {
	evs, err := g.r.Act(a)
	g.kept.runKnown = false
	if err == nil {
		g.kept.fresh = false // taken, even if it told nothing
	}
	g.heard(evs, err)
	return evs, err
}

// tickOn records a flag fall that has happened by now, and keeps what its
// events say.
func (g *Game) tickOn() ([]session.Event, error) {
	evs, err := g.r.Tick()
	g.kept.runKnown = false
	g.heard(evs, err)
	return evs, err
}

// heard keeps what an action's events say: a made move is added to the
// moves; any event that may have changed the record otherwise (a restore,
// an illegal move taken back, a resumption) has them read again. An
// action refused changes nothing, and tells nothing (but the flag fall
// the session may record before it).
func (g *Game) heard(evs []session.Event, err error) {
	if len(evs) > 0 || errors.Is(err, session.ErrRecord) {
		g.kept.fresh = false
	}
	if errors.Is(err, session.ErrRecord) {
		g.kept.movesOK = false // the session was rebuilt from its log
	}
	for _, e := range evs {
		switch e.Kind {
		case session.Made:
			if g.kept.movesOK && e.Ply == len(g.kept.moves)+1 {
				g.kept.moves = append(g.kept.moves, Played{Before: e.Before, Move: e.Move})
			} else {
				g.kept.movesOK = false
			}
		case session.Announced, session.Corrected, session.InStep, session.DrawOffered, session.DrawDeclined,
			session.ClaimRejected, session.Touched, session.Paused, session.Continued, session.FlagFell, session.Ended:
		default:
			g.kept.movesOK = false
		}
	}
}

// at returns the game as the last action left it.
func (g *Game) at() *session.Glance {
	if !g.kept.fresh {
		g.kept.glance, g.kept.fresh = g.r.Glance(), true
	}
	return &g.kept.glance
}

// played returns the made moves, oldest first (shared: not to be changed);
// each is made by the side to move in its Before.
func (g *Game) played() []Played {
	if n := g.at().Plies; !g.kept.movesOK || n != len(g.kept.moves) {
		plies := g.r.Plies()
		moves := make([]Played, len(plies), len(plies)+32)
		for i, p := range plies {
			moves[i] = Played{Before: p.Before, Move: p.Move}
		}
		g.kept.moves, g.kept.movesOK = moves, true
		g.kept.gen++
	}
	return g.kept.moves[:len(g.kept.moves):len(g.kept.moves)]
}

// lastMade returns the last made move; ok is false before the first.
func (g *Game) lastMade() (m Played, ok bool) {
	moves := g.played()
	if len(moves) == 0 {
		return Played{}, false
	}
	return moves[len(moves)-1], true
}

// config returns the configuration the game began with.
func (g *Game) config() session.Config { return g.kept.cfg }

// announced returns the move announced and not yet pressed, if any.
func (g *Game) announced() (side rules.Color, m rules.Move, before rules.Position, ok bool) {
	at := g.at()
	if at.Announced == rules.NoMove {
		return 0, rules.NoMove, rules.Position{}, false
	}
	return at.AnnouncedSide, at.Announced, at.AnnouncedBefore, true
}

// diverged returns the ply where the boards differ, if they do.
func (g *Game) diverged() (ply int, ok bool) {
	at := g.at()
	return at.DivergedAt, at.DivergedAt > 0
}

// offer returns the side whose draw offer stands, if any.
func (g *Game) offer() (rules.Color, bool) {
	at := g.at()
	return at.OfferBy, at.Offered
}
