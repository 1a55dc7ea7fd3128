package session_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/internal/rulestest"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
	"github.com/tactuschess/tactus/rules/session/journal"
)

// lines records actions as journal lines, as the real journal does.
type lines struct{ text []string }

func (l *lines) Record(a session.Action) error {
	l.text = append(l.text, journal.Format(a))
	return nil
}

// TestPropertyReplayGivesSameState plays random action sequences — legal
// and refused, moves, corrections, wrong repetitions, restores, illegal-move
// rulings, offers, claims, flags, adjournments — and checks that replaying the
// journal lines gives exactly the state and the events of the live session.
func TestPropertyReplayGivesSameState(t *testing.T) {
	seed := rulestest.Seed(t, "TACTUS_SEED", 2026)
	games := 300
	if testing.Short() {
		games = 40
	}
	for i := range games {
		r := rand.New(rand.NewPCG(seed, uint64(i)))
		if err := randomGame(r); err != nil { // a game ends early or runs 150 actions
			t.Fatalf("seed %d game %d: %v", seed, i, err)
		}
	}
}

func randomGame(r *rand.Rand) error {
	var now time.Duration
	rec := &lines{}
	controls := []string{"-", "1m", "5m+3s", "40/90m+30s, 30m+30s", "3m d2s", "3m", "2/1m, 2m", "30m", "40/90m+30s, 30m"}
	cfg := session.Config{White: "A", Black: "B", Control: controls[r.IntN(len(controls))],
		Assisted: [2]bool{r.IntN(2) == 0, r.IntN(2) == 0},
		Class:    session.EventClass(r.IntN(4)), ArbiterPerGame: r.IntN(2) == 0, Revision: r.IntN(2)}
	s, evs, err := session.New(cfg, session.Options{Now: func() time.Duration { return now }, Recorder: rec})
	if err != nil {
		return err
	}
	live := kinds(evs)
	over := 0 // actions tried after the end: corrections, rulings of a mate
	for step := 0; step < 150 && over < 3; step++ {
		if s.Phase() == session.Over {
			over++
		}
		now += time.Duration(r.IntN(20000)) * time.Millisecond
		if r.IntN(40) == 0 {
			now += time.Duration(r.IntN(400)) * time.Second
		}
		evs, _ := s.Act(randomAction(r, s))
		live = append(live, kinds(evs)...)
		if err := glanceAgrees(s); err != nil {
			return fmt.Errorf("action %d: %w", step+1, err)
		}
	}
	if s.Phase() != session.Over {
		evs, _ := s.Tick()
		live = append(live, kinds(evs)...)
	}
	actions, torn, err := journal.Read(strings.NewReader(journalText(rec.text)))
	if err != nil || torn != nil {
		return fmt.Errorf("reading the journal back: %v %v", err, torn)
	}
	replayed, revs, err := session.ReplayEvents(actions, session.Options{})
	if err != nil {
		return err
	}
	if a, b := signature(s, now), signature(replayed, now); a != b {
		return fmt.Errorf("replayed state differs:\n live   %s\n replay %s", a, b)
	}
	if a, b := strings.Join(live, " "), strings.Join(kinds(revs), " "); a != b {
		return fmt.Errorf("replayed events differ:\n live   %s\n replay %s", a, b)
	}
	return nil
}

// journalText puts the header before recorded lines, as a journal file has it.
func journalText(l []string) string {
	var b strings.Builder
	b.WriteString(journal.Header() + "\n")
	for _, s := range l {
		b.WriteString(s + "\n")
	}
	return b.String()
}

// randomAction picks an action, often one that makes sense now.
func randomAction(r *rand.Rand, s *session.Session) session.Action {
	toMove := s.ToMove()
	actor := session.Player(toMove)
	if r.IntN(5) == 0 {
		actor = session.Assistant(toMove)
	}
	pick := func(side rules.Color, k session.Kind) string {
		pos := s.InputPosition(session.Player(side), k)
		var l rules.MoveList
		pos.LegalMoves(&l)
		ms := l.Slice()
		if len(ms) == 0 {
			return "a1a2"
		}
		return pos.UCI(ms[r.IntN(len(ms))])
	}
	switch n := r.IntN(100); {
	case n < 35:
		return session.Action{Actor: actor, Kind: session.Move, Move: pick(toMove, session.Move)}
	case n < 42:
		return session.Action{Actor: actor, Kind: session.Announce, Move: pick(toMove, session.Announce)}
	case n < 48:
		if side, _, _, ok := s.Announced(); ok {
			return session.Action{Actor: session.Player(side), Kind: session.Correct, Move: pick(side, session.Correct)}
		}
		return session.Action{Actor: actor, Kind: session.Press}
	case n < 56:
		side, _, _, ok := s.Announced()
		if !ok {
			side = toMove
		}
		return session.Action{Actor: session.Player(side), Kind: session.Press}
	case n < 64:
		return session.Action{Actor: session.Player(toMove), Kind: session.Confirm}
	case n < 70:
		return session.Action{Actor: session.Player(toMove), Kind: session.Repeat, Move: pick(toMove, session.Repeat)}
	case n < 74:
		return session.Action{Actor: session.Arbiter(), Kind: session.Restore, Ply: r.IntN(len(s.Plies()) + 1)}
	case n < 76:
		return session.Action{Actor: session.Arbiter(), Kind: session.Illegal}
	case n < 80:
		return session.Action{Actor: session.Player(rules.Color(r.IntN(2))), Kind: session.Offer}
	case n < 82:
		return session.Action{Actor: session.Player(rules.Color(r.IntN(2))), Kind: session.Decline}
	case n < 83:
		return session.Action{Actor: session.Player(rules.Color(r.IntN(2))), Kind: session.Accept}
	case n < 85:
		return session.Action{Actor: session.Player(toMove), Kind: session.Claim}
	case n < 87:
		return session.Action{Actor: session.Arbiter(), Kind: session.SetTime, Side: rules.Color(r.IntN(2)), Time: time.Duration(1+r.IntN(600)) * time.Second}
	case n < 89:
		return session.Action{Actor: session.Arbiter(), Kind: session.Pause}
	case n < 91:
		return session.Action{Actor: session.Arbiter(), Kind: session.Continue}
	case n < 93:
		return session.Action{Actor: session.Arbiter(), Kind: session.Adjourn}
	case n < 95:
		a := session.Action{Actor: session.Player(toMove), Kind: session.Seal, Text: []string{"e4", "Nf3", "??", "a1a8"}[r.IntN(4)]}
		if r.IntN(2) == 0 {
			a.Move = pick(toMove, session.Move) // as understood at sealing
		}
		return a
	case n < 97:
		return session.Action{Actor: session.Arbiter(), Kind: session.Resume}
	case n < 98 && r.IntN(2) == 0:
		return session.Action{Actor: session.Assistant(toMove.Other()), Kind: session.Touch, Square: rules.Square(r.IntN(64))}
	case n < 98:
		return session.Action{Actor: session.Arbiter(), Kind: session.Copy}
	case n < 99 && r.IntN(8) == 0:
		return session.Action{Actor: session.Player(rules.Color(r.IntN(2))), Kind: session.Resign}
	case n == 99 && r.IntN(8) == 0:
		return session.Action{Actor: session.Arbiter(), Kind: session.Declare, Result: rules.Draw, Text: "adjudicated"}
	}
	if s.Phase() == session.Over {
		if r.IntN(2) == 0 {
			return session.Action{Actor: session.Arbiter(), Kind: session.CorrectResult, Result: rules.WhiteWins, Text: "appeal"}
		}
		return session.Action{Actor: session.Arbiter(), Kind: session.Illegal, Ply: r.IntN(len(s.Plies()) + 1)}
	}
	if r.IntN(4) == 0 {
		side := rules.Color(r.IntN(2))
		switch r.IntN(7) {
		case 0:
			return session.Action{Actor: session.Arbiter(), Kind: session.Illegal, Ply: r.IntN(len(s.Plies()) + 1)}
		case 1:
			return session.Action{Actor: session.Arbiter(), Kind: session.Adjust, Side: side, Time: time.Duration(r.IntN(241)-120) * time.Second}
		case 2:
			return session.Action{Actor: session.Arbiter(), Kind: session.SetMoves, Side: side, Count: r.IntN(45)}
		case 3:
			return session.Action{Actor: session.Arbiter(), Kind: session.SetControl, Text: []string{"90m+30s", "2/1m, 1m+1s", "x"}[r.IntN(3)]}
		case 4:
			return session.Action{Actor: session.Arbiter(), Kind: session.SetTime, Side: toMove, Time: time.Duration(1+r.IntN(119)) * time.Second}
		case 5:
			if by, ok := s.Offer(); ok && by == toMove {
				return session.Action{Actor: session.Player(toMove.Other()), Kind: session.Decline}
			}
			if r.IntN(2) == 0 {
				return session.Action{Actor: session.Player(toMove), Kind: session.Offer}
			}
			return session.Action{Actor: session.Arbiter(), Kind: session.Quickplay, Side: toMove}
		}
		dec := []string{session.DecideDraw, session.DecidePostpone, session.DecideReject}[r.IntN(3)]
		return session.Action{Actor: session.Arbiter(), Kind: session.Decide, Side: toMove, Text: dec, Time: time.Duration(r.IntN(2)) * 2 * time.Minute}
	}
	return session.Action{Actor: actor, Kind: session.Move, Move: pick(toMove, session.Move)}
}

func kinds(evs []session.Event) []string {
	out := make([]string, len(evs))
	for i, e := range evs {
		out[i] = fmt.Sprintf("%s/%d/%s/%d", e.Kind, e.Ply, e.Side, e.Move)
	}
	return out
}

// signature summarises everything observable of a session, with the clock
// read at game time at.
func signature(s *session.Session, at time.Duration) string {
	var b strings.Builder
	for side := range 2 {
		p := s.Position(rules.Color(side))
		fmt.Fprintf(&b, "%s|", p.FEN())
	}
	res, why := s.Result()
	fmt.Fprintf(&b, "phase=%s result=%s/%s plies=%d withdrawn=%d illegal=%v await=%v ",
		s.Phase(), res, why, len(s.Plies()), len(s.Withdrawn()), s.IllegalMoves(), s.AwaitingRepeat())
	if side, ok := s.Offer(); ok {
		fmt.Fprintf(&b, "offer=%s ", side)
	}
	if c, ok := s.Clock(at); ok {
		fmt.Fprintf(&b, "clock=%v/%v moves=%v run=%v", c.Remaining[0], c.Remaining[1], c.Moves, c.Running)
	}
	if e, ok := s.Envelope(); ok {
		fmt.Fprintf(&b, " envelope=%+v", e)
	}
	for _, p := range s.Plies() {
		fmt.Fprintf(&b, " %d:%d:%v:%v:%v", p.Number, p.Move, p.Clock, p.Offer, p.Repeated)
	}
	return b.String()
}

// glanceAgrees checks that the session's Glance says what its questions
// answer one by one.
func glanceAgrees(s *session.Session) error {
	g := s.Glance()
	res, why := s.Result()
	side, m, before, announced := s.Announced()
	ply, other, diverged := s.Divergence()
	by, offered := s.Offer()
	want := session.Glance{Phase: s.Phase(), ToMove: s.ToMove(), Plies: len(s.Plies()), Actions: len(s.Actions()),
		AwaitingRepeat: s.AwaitingRepeat(), Announced: rules.NoMove, Result: res, Reason: why,
		Positions: [2]rules.Position{s.Position(rules.White), s.Position(rules.Black)}}
	want.Clock, want.Timed = s.Clock(s.Now())
	if announced {
		want.Announced, want.AnnouncedSide, want.AnnouncedBefore = m, side, before
	}
	if diverged {
		want.DivergedAt, want.Other = ply, other
	}
	if offered {
		want.Offered, want.OfferBy = true, by
	}
	if side, held, ok := s.Postponed(); ok {
		want.Postponed, want.PostponedSide, want.FlagHeld = true, side, held
	}
	if g != want {
		return fmt.Errorf("glance %+v, want %+v", g, want)
	}
	return nil
}
