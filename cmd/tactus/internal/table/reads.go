package table

import (
	"time"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/pgn"
	"github.com/tactuschess/tactus/rules/session"
)

// sessionCalls is what a game asks of its session: the session itself,
// or, when Options.Count is set, the session behind a counter.
type sessionCalls interface {
	Act(session.Action) ([]session.Event, error)
	Tick() ([]session.Event, error)
	Expect(session.Actor, session.Kind) error
	Taken(session.Actor, string) (int, bool)
	Config() session.Config
	Phase() session.Phase
	ToMove() rules.Color
	Start() rules.Position
	Position(rules.Color) rules.Position
	Board(rules.Color) *rules.Game
	InputPosition(session.Actor, session.Kind) rules.Position
	Plies() []session.Ply
	Glance() session.Glance
	Actions() []session.Action
	Announced() (rules.Color, rules.Move, rules.Position, bool)
	AwaitingRepeat() bool
	Divergence() (int, rules.Move, bool)
	Offer() (rules.Color, bool)
	Result() (rules.Result, session.Reason)
	ResultText() string
	Postponed() (rules.Color, bool, bool)
	Clock(time.Duration) (session.Reading, bool)
	NextFlag() (rules.Color, time.Duration, bool)
	PGN() (*pgn.Game, error)
}

// Counts are what a game has asked of its session and of its settings
// since it was made, counted when Options.Count is set (a test's or a
// benchmark's measure of the walk of one line; the app sets none).
type Counts struct {
	// Acts are the actions taken (Act, Tick): they change the game.
	Acts int
	// Reads are the other calls: questions about the game as it stands.
	Reads int
	// Replays are the reads that replay a whole board's moves on the
	// rules engine (part of Reads): PGN (Board and InputPosition copy
	// the boards, and replay nothing).
	Replays int
	// Settings are the reads of Game.Settings.
	Settings int
}

// counted is the session behind a counter.
type counted struct {
	s *session.Session
	n *Counts
}

func (c counted) read() { c.n.Reads++ }

func (c counted) replay() { c.n.Reads++; c.n.Replays++ }

func (c counted) Act(a session.Action) ([]session.Event, error) { c.n.Acts++; return c.s.Act(a) }
func (c counted) Tick() ([]session.Event, error)                { c.n.Acts++; return c.s.Tick() }
func (c counted) Expect(a session.Actor, k session.Kind) error  { c.read(); return c.s.Expect(a, k) }
func (c counted) Taken(a session.Actor, ref string) (int, bool) { c.read(); return c.s.Taken(a, ref) }
func (c counted) Config() session.Config                        { c.read(); return c.s.Config() }
func (c counted) Phase() session.Phase                          { c.read(); return c.s.Phase() }
func (c counted) ToMove() rules.Color                           { c.read(); return c.s.ToMove() }
func (c counted) Start() rules.Position                         { c.read(); return c.s.Start() }
func (c counted) Position(side rules.Color) rules.Position      { c.read(); return c.s.Position(side) }
func (c counted) Board(side rules.Color) *rules.Game            { c.read(); return c.s.Board(side) }
func (c counted) Plies() []session.Ply                          { c.read(); return c.s.Plies() }
func (c counted) Glance() session.Glance                        { c.read(); return c.s.Glance() }
func (c counted) Actions() []session.Action                     { c.read(); return c.s.Actions() }
func (c counted) AwaitingRepeat() bool                          { c.read(); return c.s.AwaitingRepeat() }
func (c counted) Divergence() (int, rules.Move, bool)           { c.read(); return c.s.Divergence() }
func (c counted) Offer() (rules.Color, bool)                    { c.read(); return c.s.Offer() }
func (c counted) Result() (rules.Result, session.Reason)        { c.read(); return c.s.Result() }
func (c counted) ResultText() string                            { c.read(); return c.s.ResultText() }
func (c counted) Postponed() (rules.Color, bool, bool)          { c.read(); return c.s.Postponed() }
func (c counted) PGN() (*pgn.Game, error)                       { c.replay(); return c.s.PGN() }

func (c counted) Announced() (rules.Color, rules.Move, rules.Position, bool) {
	c.read()
	return c.s.Announced()
}

func (c counted) Clock(at time.Duration) (session.Reading, bool) {
	c.read()
	return c.s.Clock(at)
}

func (c counted) NextFlag() (rules.Color, time.Duration, bool) {
	c.read()
	return c.s.NextFlag()
}

func (c counted) InputPosition(a session.Actor, k session.Kind) rules.Position {
	c.read()
	return c.s.InputPosition(a, k)
}

// attach makes s the game's session, counted when count is set.
func (g *Game) attach(s *session.Session, count *Counts) {
	g.s, g.r, g.count = s, s, count
	if count != nil {
		g.r = counted{s: s, n: count}
	}
	g.keep(s)
}
