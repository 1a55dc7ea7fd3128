package session

import (
	"fmt"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/clock"
	"github.com/tactuschess/tactus/rules/notation"
)

// Config is what a game starts from: the players, the start position and the
// time control. It is the Begin action of the journal.
type Config struct {
	White, Black string // players' names
	// Blind says which sides are played by a visually impaired player.
	Blind [2]bool
	// Assisted says which sides have an assistant (D.2.10, D.2.11).
	Assisted [2]bool
	// FEN is the start position; empty means the standard one.
	FEN string
	// Chess960 declares the start position a Chess960 one.
	Chess960 bool
	// Control is the time control in the form clock.Parse reads; "" or "-" is untimed.
	Control string
	// Class is the class of game the event declares (A.6, B.4); the zero
	// value takes it from the time control (A.1, B.1).
	Class EventClass
	// ArbiterPerGame: a rapid game under A.4 (an arbiter for at most three
	// games) or a blitz game under B.2 (one arbiter a game), where the
	// Competition Rules apply; otherwise A.5 and B.3 do. It decides when an
	// illegal move may be ruled and the blitz penalty (B.2: two minutes).
	// Journals of earlier versions wrote it as rules=competition.
	ArbiterPerGame bool
	// Notation is the notation language sealed moves are written in (a
	// rules/notation language code such as "de"); empty is English.
	Notation string
	// Event, Site and Round name the game for the scoresheet.
	Event, Site, Round string
	// Revision is the revision of the session's verdicts the game is played
	// under: New sets Revision (the current one); 0 is a journal written
	// before revisions, replayed with the verdicts it was recorded with (an
	// ending on the press, no check of who adjourns or reports a touch, …),
	// so that an old journal stays readable evidence.
	Revision int
	// Casual: a game without an arbiter (the players may take the
	// arbiter's actions, each confirmed); otherwise a tournament game.
	Casual bool
	// ArbiterPIN is the arbiter's PIN as the app hashed it (salted), so
	// that a resumed game asks for the same PIN; never the PIN itself.
	ArbiterPIN string
}

// Revision is the current revision of the session's verdicts: endings on
// the announced move (D.2.3), 6.9 on the position after it, restores only
// to agreed plies, 5.1.2 and 5.2.3, claims judged on the position reached
// with a fixed intended move and as a draw offer, who may adjourn and report
// a touch, and a game set up over is over.
//
// Revision 2: the clock credits each period's increment before its move
// (as period 1's before move 1); before, a press credited the increment of
// the period the move was played in, and journals of revisions 0 and 1
// replay so.
//
// Revision 3: after an incorrect claim with an intended move, any claim is
// refused until that move is made (9.5.3: the move must be made), also one
// with the same move, which revisions 1 and 2 judged and penalised again.
const Revision = 3

// legacy reports whether the game was recorded before revisions.
func (s *Session) legacy() bool { return s.cfg.Revision < 1 }

// start returns the start position of c.
func (c *Config) start() (rules.Position, error) {
	if c.FEN == "" {
		p := rules.StartPosition()
		return p, nil
	}
	parse := rules.ParseFEN
	if c.Chess960 {
		parse = rules.ParseFEN960 // KQkq name the outermost rooks
	}
	p, err := parse(c.FEN)
	if err != nil {
		return rules.Position{}, fmt.Errorf("session: start position: %w", err)
	}
	return p, nil
}

// notation returns the language sealed moves are read in.
func (c *Config) notation() (notation.Language, error) {
	if c.Notation == "" {
		return notation.English, nil
	}
	l, err := notation.ParseLanguage(c.Notation)
	if err != nil {
		return 0, fmt.Errorf("session: notation: %w", err)
	}
	return l, nil
}

// control returns the parsed time control of c, and whether it is timed.
func (c *Config) control() (clock.Control, bool, error) {
	if c.Control == "" || c.Control == "-" {
		return clock.Control{}, false, nil
	}
	ctl, err := clock.Parse(c.Control)
	if err != nil {
		return clock.Control{}, false, fmt.Errorf("session: time control: %w", err)
	}
	if ctl.Kind != clock.Timed {
		return ctl, false, nil
	}
	return ctl, true, nil
}

// EventClass is the class of game an event declares: standard, rapid
// (Appendix A) or blitz (Appendix B).
type EventClass uint8

// The event classes.
const (
	// ClassOfControl: the class follows from the time control (A.1, B.1).
	ClassOfControl EventClass = iota
	// StandardEvent: standard chess.
	StandardEvent
	// RapidEvent: rapid chess (Appendix A).
	RapidEvent
	// BlitzEvent: blitz (Appendix B).
	BlitzEvent
	eventClassCount
)

var eventClassNames = [eventClassCount]string{"", "standard", "rapid", "blitz"}

// String returns "standard", "rapid", "blitz", or "" for ClassOfControl.
func (c EventClass) String() string {
	if c < eventClassCount {
		return eventClassNames[c]
	}
	return fmt.Sprintf("EventClass(%d)", c)
}

// ParseEventClass reads "standard", "rapid" or "blitz" ("" is ClassOfControl).
func ParseEventClass(s string) (EventClass, error) {
	for c, name := range eventClassNames {
		if name == s {
			return EventClass(c), nil
		}
	}
	return 0, fmt.Errorf("session: %q is not standard, rapid or blitz: %w", s, ErrSyntax)
}

// class returns the class the game is played under: the event's, or the
// control's when the event does not say (an untimed game is standard).
func (c *Config) class() clock.Class {
	switch c.Class {
	case StandardEvent:
		return clock.Standard
	case RapidEvent:
		return clock.Rapid
	case BlitzEvent:
		return clock.Blitz
	}
	ctl, timed, err := c.control()
	if err != nil || !timed {
		return clock.Standard
	}
	return ctl.Classify()
}

// competition reports whether the Competition Rules apply in full: a
// standard game, or rapid or blitz with an arbiter per game (A.4, B.2).
func (c *Config) competition() bool {
	return c.class() == clock.Standard || c.ArbiterPerGame
}
