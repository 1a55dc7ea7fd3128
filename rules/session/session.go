package session

import (
	"errors"
	"fmt"
	"time"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/clock"
)

// Recorder stores each action before its events are returned: the journal.
// Record must not return before the action is safely on disk.
type Recorder interface {
	Record(a Action) error
}

// Options are the session's dependencies.
type Options struct {
	// Now is the monotonic game time: the time since the game began (a fake in
	// tests, the journal's last time plus the time since reopening on resume).
	Now func() time.Duration
	// Wall is the wall clock, written beside each action for the arbiter.
	Wall func() time.Time
	// Recorder gets every action first; nil records nothing.
	Recorder Recorder
}

// Phase is where the game stands in the ply cycle.
type Phase uint8

// The phases.
const (
	// Waiting: the side to move may announce a move.
	Waiting Phase = iota
	// AnnouncedPhase: a move is announced; the mover may correct it or press.
	AnnouncedPhase
	// DivergedPhase: the boards differ; play waits for D.2.9.
	DivergedPhase
	// Sealing: the arbiter asked the player to move to seal a move.
	Sealing
	// Adjourned: a move is sealed; the game waits for Resume.
	Adjourned
	// Over: the game has ended.
	Over
)

var phaseNames = [...]string{"waiting", "announced", "diverged", "sealing", "adjourned", "over"}

// String names the phase.
func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprintf("Phase(%d)", p)
}

// Ply is one completed (made) move of the agreed record.
type Ply struct {
	Number   int // 1-based
	Side     rules.Color
	Actor    Actor
	Move     rules.Move
	Before   rules.Position
	Made     time.Duration    // game time of the press
	Clock    [2]time.Duration // both main times right after the press
	Offer    bool             // the mover offered a draw with this move: (=)
	Repeated bool             // the opponent's board has it
}

// Session is one game under Appendix D. It is not safe for concurrent use.
type Session struct {
	cfg    Config
	opts   Options
	start  rules.Position
	boards [2]*rules.Game
	clk    *clock.Clock // nil for an untimed game
	// now is the game time the clock reads: shared with the clock's time
	// source, and kept when the state is rebuilt.
	now *time.Duration

	phase   Phase
	plies   []Ply // the made plies
	pending *pendingMove
	// awaitRepeat: the last made ply is not yet on the opponent's board.
	awaitRepeat bool
	diverged    *divergence
	offer       *offer
	illegal     [2]int
	intended    [2]string // UCI the side must play after an incorrect claim (9.5.3)
	sealing     rules.Color
	envelope    *Envelope
	result      rules.Result
	reason      Reason
	reasonText  string
	withdrawn   []Ply
	touches     []Event
	log         []Action
	// corrections are the arbiter's changes of the result (8.7, 11.10).
	corrections []Correction
	// declined is the last draw offer declined (Guidelines III.4).
	declined *offer
	// postponed is the side whose III.5 claim awaits the arbiter's decision.
	postponed *rules.Color
	// flagHeld: a flag fell while a III.5 claim was postponed; the arbiter
	// declares the result (III.5.2).
	flagHeld bool
}

type pendingMove struct {
	side        rules.Color
	actor       Actor
	move        rules.Move
	before      rules.Position
	corrections int
	offer       bool
}

type offer struct {
	side rules.Color
	ply  int // plies made when it was offered
}

type divergence struct {
	ply   int
	other rules.Move
}

// New starts a game: it records the Begin action (t = 0 on Now) and starts the
// clock of the side to move.
func New(cfg Config, opts Options) (*Session, []Event, error) {
	if cfg.Revision == 0 {
		cfg.Revision = Revision
	}
	s, err := newSession(cfg, opts)
	if err != nil {
		return nil, nil, err
	}
	c := cfg
	evs, err := s.Act(Action{Actor: Arbiter(), Kind: Begin, Config: &c})
	if err != nil {
		return nil, nil, err
	}
	return s, evs, nil
}

// newSession builds a session that has not begun.
func newSession(cfg Config, opts Options) (*Session, error) {
	start, err := cfg.start()
	if err != nil {
		return nil, err
	}
	if _, _, err := cfg.control(); err != nil {
		return nil, err
	}
	if _, err := cfg.notation(); err != nil {
		return nil, err
	}
	if cfg.Class >= eventClassCount {
		return nil, fmt.Errorf("session: event class %d: %w", cfg.Class, ErrSyntax)
	}
	if opts.Now == nil {
		opts.Now = func() time.Duration { return 0 }
	}
	if opts.Wall == nil {
		opts.Wall = func() time.Time { return time.Time{} }
	}
	s := &Session{cfg: cfg, opts: opts, start: start, result: rules.Unfinished, now: new(time.Duration)}
	s.boards[rules.White] = rules.NewGame(start)
	s.boards[rules.Black] = rules.NewGame(start)
	return s, nil
}

// Replay rebuilds a session from the actions a session recorded (the first
// must be Begin). The result is in exactly the state that recorded them;
// opts.Recorder gets the actions taken from now on.
func Replay(actions []Action, opts Options) (*Session, error) {
	s, _, err := replay(actions, opts, false)
	return s, err
}

// ReplayEvents is Replay that also returns every event the actions produced,
// as the session produced them when it took them.
func ReplayEvents(actions []Action, opts Options) (*Session, []Event, error) {
	return replay(actions, opts, true)
}

func replay(actions []Action, opts Options, keep bool) (*Session, []Event, error) {
	var out []Event
	if len(actions) == 0 || actions[0].Kind != Begin || actions[0].Config == nil {
		return nil, nil, fmt.Errorf("session: a game must begin with a begin action: %w", ErrSyntax)
	}
	s, err := newSession(*actions[0].Config, opts)
	if err != nil {
		return nil, nil, err
	}
	for i, a := range actions {
		if a.Seq != 0 && a.Seq != i+1 {
			return nil, nil, fmt.Errorf("session: action %d has number %d: %w", i+1, a.Seq, ErrSyntax)
		}
		a.Seq = i + 1
		evs, err := s.apply(a)
		if err != nil {
			return nil, nil, &ReplayError{Seq: i + 1, Actor: a.Actor, Kind: a.Kind, Err: err}
		}
		if keep {
			out = append(out, evs...)
		}
		s.log = append(s.log, a)
	}
	return s, out, nil
}

// Act takes an action now: it stamps it with the time, checks it against the
// rules, has the Recorder store it, and returns what it produced. A refused
// action changes nothing and records nothing. A flag that fell before the
// action is recorded first, as its own Flag action. An action whose Ref
// the same actor already used is a retry: Act refuses it with a *Retried
// naming the action taken, and changes nothing.
func (s *Session) Act(a Action) ([]Event, error) {
	if seq, ok := s.Taken(a.Actor, a.Ref); ok {
		return nil, &Retried{Seq: seq, Ref: a.Ref}
	}
	at := s.stamp()
	var out []Event
	if a.Kind != Begin && a.Kind != Flag && s.flagPending(at) {
		evs, err := s.commit(Action{Actor: Arbiter(), Kind: Flag}, at)
		if err != nil {
			return nil, err
		}
		out = append(out, evs...)
	}
	evs, err := s.commit(a, at)
	if err != nil {
		return out, err
	}
	return append(out, evs...), nil
}

// Taken returns the number of the action actor took with ref (the id a
// station's page sent it with), if there is one: Act refuses a retry of it
// with a *Retried.
func (s *Session) Taken(actor Actor, ref string) (seq int, ok bool) {
	if ref == "" {
		return 0, false
	}
	for i := len(s.log) - 1; i >= 0; i-- {
		if s.log[i].Ref == ref && s.log[i].Actor == actor {
			return i + 1, true
		}
	}
	return 0, false
}

// Tick records a flag fall if one has happened by now; the application calls
// it when the timer set from NextFlag fires.
func (s *Session) Tick() ([]Event, error) {
	at := s.stamp()
	if !s.flagPending(at) {
		return nil, nil
	}
	return s.commit(Action{Actor: Arbiter(), Kind: Flag}, at)
}

// stamp returns the game time for an action taken now: Now to the
// millisecond the journal keeps, never before the last action's.
func (s *Session) stamp() time.Duration {
	at := s.opts.Now().Truncate(time.Millisecond)
	if n := len(s.log); n > 0 && at < s.log[n-1].At {
		at = s.log[n-1].At
	}
	return at
}

// commit applies a at time at, records it, and undoes it when either fails.
func (s *Session) commit(a Action, at time.Duration) ([]Event, error) {
	a.At, a.Wall, a.Seq = at, s.opts.Wall(), len(s.log)+1
	evs, err := s.apply(a)
	if err == nil && s.opts.Recorder != nil {
		if rerr := s.opts.Recorder.Record(a); rerr != nil {
			err = fmt.Errorf("%w: %w", ErrRecord, rerr)
		}
	}
	if err != nil {
		if rerr := s.rebuild(); rerr != nil {
			return nil, errors.Join(err, rerr)
		}
		return nil, err
	}
	s.log = append(s.log, a)
	return evs, nil
}

// rebuild puts the state back to what the log says (after a refused action).
func (s *Session) rebuild() error {
	if len(s.log) == 0 {
		fresh, err := newSession(s.cfg, s.opts)
		if err != nil {
			return err
		}
		*s = *fresh
		return nil
	}
	r, err := Replay(s.log, s.opts)
	if err != nil {
		return fmt.Errorf("session: cannot rebuild the state: %w", err)
	}
	*s = *r // s.now is r.now now: the rebuilt clock reads it
	return nil
}

// flagPending reports whether a flag has fallen by at that is not yet recorded.
func (s *Session) flagPending(at time.Duration) bool {
	if s.clk == nil || s.phase == Over || s.flagHeld {
		return false
	}
	*s.now = at
	_, fell := s.clk.Flag()
	return fell
}

// apply changes the state by a, at a.At. On error the state may be partly
// changed: callers rebuild.
func (s *Session) apply(a Action) ([]Event, error) {
	if len(s.log) > 0 && a.At < s.log[len(s.log)-1].At {
		return nil, fmt.Errorf("session: time %v is before the last action's: %w", a.At, ErrSyntax)
	}
	*s.now = a.At
	if a.Kind == Begin {
		if len(s.log) > 0 {
			return nil, &RefusalError{Err: ErrNotAllowed, Why: WhyBegun}
		}
		return s.begin(a)
	}
	if len(s.log) == 0 {
		return nil, &RefusalError{Err: ErrNotAllowed, Why: WhyNotBegun}
	}
	h, ok := handlers[a.Kind]
	if !ok {
		return nil, fmt.Errorf("session: action %s: %w", a.Kind, ErrSyntax)
	}
	if err := s.allowed(a); err != nil {
		return nil, err
	}
	return h(s, a)
}

// handlers maps each action but Begin to its transition.
var handlers = map[Kind]func(*Session, Action) ([]Event, error){
	Move: (*Session).doMove, Announce: (*Session).doAnnounce, Correct: (*Session).doCorrect,
	Press: (*Session).doPress, Repeat: (*Session).doRepeat, Confirm: (*Session).doConfirm,
	Offer: (*Session).doOffer, Accept: (*Session).doAccept, Decline: (*Session).doDecline,
	Claim: (*Session).doClaim, Resign: (*Session).doResign, Illegal: (*Session).doIllegal,
	Restore: (*Session).doRestore, SetTime: (*Session).doSetTime, Adjourn: (*Session).doAdjourn,
	Seal: (*Session).doSeal, Resume: (*Session).doResume, Pause: (*Session).doPause,
	Continue: (*Session).doContinue, Touch: (*Session).doTouch, Flag: (*Session).doFlag,
	Declare: (*Session).doDeclare, Copy: (*Session).doCopy, CorrectResult: (*Session).doCorrectResult,
	Adjust: (*Session).doAdjust, SetMoves: (*Session).doSetMoves, SetControl: (*Session).doSetControl,
	Quickplay: (*Session).doQuickplay, Decide: (*Session).doDecide,
}

// begin starts the game and the clock.
func (s *Session) begin(a Action) ([]Event, error) {
	ctl, timed, err := s.cfg.control()
	if err != nil {
		return nil, err
	}
	if timed {
		now := s.now
		c, err := clock.New(ctl, func() time.Duration { return *now },
			clock.WithClass(s.cfg.class()), clock.CompetitionRules(s.cfg.ArbiterPerGame),
			clock.PlayedPeriodIncrement(s.cfg.Revision < 2))
		if err != nil {
			return nil, fmt.Errorf("session: %w", err)
		}
		if err := c.StartSide(s.start.SideToMove()); err != nil {
			return nil, fmt.Errorf("%w: %w", ErrClock, err)
		}
		s.clk = c
	}
	evs := []Event{s.event(Started, a, s.start.SideToMove())}
	// A position set up as over (checkmate, stalemate, a dead position, 9.6)
	// is over at once (5.1.1, 5.2.1, 5.2.2, 9.6): no move can be made in it.
	st := rules.NewGame(s.start).Status()
	if r := st.Termination.Reason(); r != NoReason && !s.legacy() {
		evs = append(evs, s.end(a, st.Result, r))
	}
	return evs, nil
}

// event returns an event of kind k for action a about side.
func (s *Session) event(k EventKind, a Action, side rules.Color) Event {
	return Event{Kind: k, Seq: a.Seq, At: a.At, Actor: a.Actor, Side: side, Ply: len(s.plies)}
}
