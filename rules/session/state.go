package session

import (
	"time"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/clock"
)

// Config returns the configuration the game began with.
func (s *Session) Config() Config { return s.cfg }

// Phase returns where the game stands in the ply cycle.
func (s *Session) Phase() Phase { return s.phase }

// Board returns side's board: the game its scoresheet records, a copy
// (the mover's board includes an announced move).
func (s *Session) Board(side rules.Color) *rules.Game { return s.boards[side].Clone() }

// Position returns the current position of side's board.
func (s *Session) Position(side rules.Color) rules.Position { return s.boards[side].Position() }

// before is a copy of side's board, for a refusal to say a move in.
func (s *Session) before(side rules.Color) *rules.Position {
	p := s.Position(side)
	return &p
}

// Start returns the start position.
func (s *Session) Start() rules.Position { return s.start }

// ToMove returns the side to move on the agreed record.
func (s *Session) ToMove() rules.Color { return s.toMove() }

// Plies returns the made plies of the record, oldest first.
func (s *Session) Plies() []Ply { return append([]Ply(nil), s.plies...) }

// Withdrawn returns the plies taken back by D.2.9 restores or 7.5, in the
// order they were withdrawn; the journal keeps them too.
func (s *Session) Withdrawn() []Ply { return append([]Ply(nil), s.withdrawn...) }

// Announced returns the move announced and not yet pressed, if any.
func (s *Session) Announced() (side rules.Color, m rules.Move, before rules.Position, ok bool) {
	if s.pending == nil {
		return 0, rules.NoMove, rules.Position{}, false
	}
	return s.pending.side, s.pending.move, s.pending.before, true
}

// AwaitingRepeat reports whether the last made move is not yet on the
// opponent's board.
func (s *Session) AwaitingRepeat() bool { return s.awaitRepeat }

// Divergence returns the ply where the boards diverged and what the
// opponent's board has there, when they do.
func (s *Session) Divergence() (ply int, other rules.Move, ok bool) {
	if s.diverged == nil {
		return 0, rules.NoMove, false
	}
	return s.diverged.ply, s.diverged.other, true
}

// Offer returns the side whose draw offer stands, if any.
func (s *Session) Offer() (side rules.Color, ok bool) {
	if s.offer == nil {
		return 0, false
	}
	return s.offer.side, true
}

// IllegalMoves returns how many completed illegal moves each side has made.
func (s *Session) IllegalMoves() [2]int { return s.illegal }

// Result returns the result and why the game ended (Unfinished while it goes on).
func (s *Session) Result() (rules.Result, Reason) { return s.result, s.reason }

// ResultText is the arbiter's reason, as given, for a result the arbiter
// declared or corrected (Adjudication); "" otherwise.
func (s *Session) ResultText() string {
	if s.reason != Adjudication {
		return ""
	}
	return s.reasonText
}

// Envelope returns the adjournment record while the game is adjourned.
func (s *Session) Envelope() (Envelope, bool) {
	if s.envelope == nil {
		return Envelope{}, false
	}
	return *s.envelope, true
}

// Touches returns the touched-piece reports (D.2.10.5).
func (s *Session) Touches() []Event { return append([]Event(nil), s.touches...) }

// Actions returns every action recorded, oldest first.
func (s *Session) Actions() []Action { return append([]Action(nil), s.log...) }

// Timed reports whether the game has a clock.
func (s *Session) Timed() bool { return s.clk != nil }

// Now returns the game time of the last action.
func (s *Session) Now() time.Duration {
	if len(s.log) == 0 {
		return 0
	}
	return s.log[len(s.log)-1].At
}

// Reading is the clock as D.2.10.4 gives it on request: both players' times
// and completed moves.
type Reading struct {
	At        time.Duration
	Remaining [2]time.Duration
	Moves     [2]int
	// ToControl is the number of moves each side still has to make in its
	// period, 0 when the period holds the rest of the game.
	ToControl [2]int
	Running   bool
	Turn      rules.Color
}

// Clock reads the clock at game time at (at least the last action's time).
// ok is false for an untimed game.
func (s *Session) Clock(at time.Duration) (r Reading, ok bool) {
	if s.clk == nil {
		return Reading{}, false
	}
	if at < s.Now() {
		at = s.Now()
	}
	saved := *s.now
	*s.now = at
	st := s.clk.Status()
	*s.now = saved
	r = Reading{At: at, Remaining: st.Remaining, Moves: st.Moves, Running: st.State == clock.Running, Turn: st.Turn}
	ctl := s.clk.Control()
	for side := range 2 {
		r.ToControl[side] = movesToControl(ctl, st.Moves[side])
	}
	return r, true
}

// movesToControl returns how many moves remain in the period of the next
// move after done completed moves, 0 when that period has no move count.
func movesToControl(ctl clock.Control, done int) int {
	first := 0
	for i, p := range ctl.Periods {
		if p.Moves == 0 {
			return 0
		}
		last := i == len(ctl.Periods)-1
		for {
			if done < first+p.Moves {
				return first + p.Moves - done
			}
			first += p.Moves
			if !last {
				break
			}
		}
	}
	return 0
}

// NextFlag returns the game time at which the running side's flag falls if
// nobody presses, for the application's single timer.
func (s *Session) NextFlag() (side rules.Color, at time.Duration, ok bool) {
	if s.clk == nil || s.phase == Over {
		return 0, 0, false
	}
	return s.clk.NextFlag()
}

// InputPosition returns the position on which the actor's move for an action
// of kind k is read: the mover's board (with the opponent's last move, which
// replying accepts), the position before the announced move for a correction,
// or the position before the move to repeat.
func (s *Session) InputPosition(actor Actor, k Kind) rules.Position {
	side := actor.Side
	switch k {
	case Correct:
		if s.pending != nil {
			return s.pending.before
		}
	case Repeat, Confirm:
		if s.diverged != nil {
			return s.plies[s.diverged.ply-1].Before
		}
		if len(s.plies) > 0 {
			return s.plies[len(s.plies)-1].Before
		}
	}
	pos := s.boards[side].Position()
	if s.awaitRepeat && len(s.plies) > 0 && s.plies[len(s.plies)-1].Side != side {
		if err := pos.Play(s.plies[len(s.plies)-1].Move); err != nil {
			return s.boards[side].Position()
		}
	}
	return pos
}
