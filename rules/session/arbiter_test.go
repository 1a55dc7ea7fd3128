package session_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/clock"
	"github.com/tactuschess/tactus/rules/notation"
	"github.com/tactuschess/tactus/rules/session"
	"github.com/tactuschess/tactus/rules/session/journal"
	"github.com/tactuschess/tactus/rules/session/script"
)

// sim runs `tactus session simulate` scripts on a session with a fake clock.
type sim struct {
	t   *testing.T
	s   *session.Session
	now time.Duration
	rec *lines
}

func newSim(t *testing.T, cfg session.Config) *sim {
	t.Helper()
	cfg.White, cfg.Black = "A", "B"
	m := &sim{t: t, rec: &lines{}}
	s, _, err := session.New(cfg, session.Options{Now: func() time.Duration { return m.now }, Recorder: m.rec})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	m.s = s
	return m
}

// line runs one script line and returns its events and error.
func (m *sim) line(text string) ([]session.Event, error) {
	m.t.Helper()
	ls, err := script.Read(strings.NewReader(text))
	if err != nil || len(ls) != 1 {
		m.t.Fatalf("script %q: %v", text, err)
	}
	ln := ls[0]
	m.now = ln.At
	if ln.Verb == "clock" {
		return m.s.Tick()
	}
	a, err := script.Action(m.s, ln, script.Moves{Lang: notation.English, Words: announce.Hear})
	if err != nil {
		return nil, err
	}
	return m.s.Act(a)
}

// run runs script lines that must all be taken; it returns the events of
// the last.
func (m *sim) run(text string) []session.Event {
	m.t.Helper()
	var evs []session.Event
	for _, l := range strings.Split(strings.TrimSpace(text), "\n") {
		var err error
		if evs, err = m.line(l); err != nil {
			m.t.Fatalf("%q: %v", strings.TrimSpace(l), err)
		}
	}
	return evs
}

// refuse runs a line that must be refused with want, recording nothing.
func (m *sim) refuse(text string, want error) {
	m.t.Helper()
	n := len(m.rec.text)
	if _, err := m.line(text); !errors.Is(err, want) {
		m.t.Fatalf("%q: error %v, want %v", text, err, want)
	}
	if len(m.rec.text) != n {
		m.t.Fatalf("%q: a refused action was recorded", text)
	}
}

// replayed checks that the journal lines replay to the same state.
func (m *sim) replayed() {
	m.t.Helper()
	actions, torn, err := journalRead(m.rec.text)
	if err != nil || torn {
		m.t.Fatalf("reading the journal: %v %v", err, torn)
	}
	r, err := session.Replay(actions, session.Options{})
	if err != nil {
		m.t.Fatalf("Replay: %v", err)
	}
	if a, b := signature(m.s, m.now), signature(r, m.now); a != b {
		m.t.Fatalf("replayed state differs:\n live   %s\n replay %s", a, b)
	}
}

func (m *sim) remaining(side rules.Color) time.Duration {
	m.t.Helper()
	r, ok := m.s.Clock(m.now)
	if !ok {
		m.t.Fatal("no clock")
	}
	return r.Remaining[side]
}

func (m *sim) wantResult(r rules.Result, why session.Reason) {
	m.t.Helper()
	if gr, gw := m.s.Result(); gr != r || gw != why {
		m.t.Fatalf("result %s (%s), want %s (%s)", gr, gw, r, why)
	}
}

func (m *sim) wantFEN(fen string) {
	m.t.Helper()
	for side := range 2 {
		if p := m.s.Position(rules.Color(side)); p.FEN() != fen {
			m.t.Fatalf("%s's board %s, want %s", rules.Color(side), p.FEN(), fen)
		}
	}
}

func eventKinds(evs []session.Event) string {
	var out []string
	for _, e := range evs {
		out = append(out, e.Kind.String())
	}
	return strings.Join(out, " ")
}

// 7.5.1: an illegal move found later: "the position immediately before the
// irregularity shall be reinstated"; the later moves are withdrawn (kept),
// the opponent gets two minutes in a standard game (7.5.5), and the move
// counters follow the reinstated position.
func TestArticle751IllegalMoveAtAnEarlierPly(t *testing.T) {
	m := newSim(t, session.Config{Control: "90m"})
	m.run(`10 white move e4
20 black move e5
30 white move Nf3
40 black move Nc6
50 white move Bb5`)
	evs := m.run("60 arbiter illegal 3") // 2. Nf3 was illegal
	if got := eventKinds(evs); got != "illegal-move penalty" {
		t.Fatalf("events %q", got)
	}
	if evs[0].Ply != 3 || evs[0].Side != rules.White || evs[1].Time != 2*time.Minute {
		t.Fatalf("events %+v", evs)
	}
	m.wantFEN("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2")
	if n, w := len(m.s.Plies()), len(m.s.Withdrawn()); n != 2 || w != 3 {
		t.Fatalf("plies %d withdrawn %d, want 2 and 3", n, w)
	}
	r, _ := m.s.Clock(m.now)
	if r.Moves != [2]int{1, 1} || !r.Running || r.Turn != rules.White {
		t.Fatalf("clock %+v", r)
	}
	// Time used stays used: white ran 10+10+10 s, black 10+10 s and the 10 s
	// until the ruling, and black has two minutes more.
	if w, b := m.remaining(rules.White), m.remaining(rules.Black); w != 90*time.Minute-30*time.Second || b != 92*time.Minute-30*time.Second {
		t.Fatalf("white %v black %v", w, b)
	}
	m.refuse("61 arbiter illegal 3", session.ErrNotAllowed) // no ply 3 now
	m.run("65 white move Nc3")
	m.replayed()
}

// 7.5.5: the second completed illegal move of the same player loses, also
// when it is found at an earlier ply.
func TestArticle755SecondIllegalMoveAtAnEarlierPly(t *testing.T) {
	m := newSim(t, session.Config{Control: "90m"})
	m.run(`1 white move e4
2 arbiter illegal
3 white move d4
4 black move d5
5 white move Nf3
6 black move Nf6`)
	m.refuse("7 black illegal 3", session.ErrNotAllowed)
	evs := m.run("7 arbiter illegal 3")
	if got := eventKinds(evs); got != "illegal-move ended" {
		t.Fatalf("events %q", got)
	}
	m.wantResult(rules.BlackWins, session.IllegalMoves)
	m.replayed()
}

// 5.1.1: a checkmate counts only when the move that made it was legal; the
// arbiter rules the mating move illegal after the game seemed over (8.7):
// the result is withdrawn and kept as a correction, the position before the
// move is back and play goes on with the penalty (7.5.1, 7.5.5).
func TestArticle751MateByAnIllegalMoveIsVoid(t *testing.T) {
	m := newSim(t, session.Config{Control: "90m"})
	m.run(`1 white move f3
2 black move e5
3 white move g4
4 black move Qh4#`)
	m.wantResult(rules.BlackWins, session.Checkmate)
	m.refuse("100 arbiter pause", session.ErrGameOver)
	evs := m.run("100 arbiter illegal 4")
	if got := eventKinds(evs); got != "result-corrected illegal-move penalty" {
		t.Fatalf("events %q", got)
	}
	if evs[0].Was != rules.BlackWins || evs[0].WasReason != session.Checkmate || evs[0].Result != rules.Unfinished {
		t.Fatalf("correction event %+v", evs[0])
	}
	m.wantResult(rules.Unfinished, session.NoReason)
	if m.s.Phase() != session.Waiting || m.s.ToMove() != rules.Black {
		t.Fatalf("phase %s, %s to move", m.s.Phase(), m.s.ToMove())
	}
	if c := m.s.Corrections(); len(c) != 1 || c[0].Was != rules.BlackWins {
		t.Fatalf("corrections %+v", c)
	}
	// The clock stood still after the mate: black, who moved at 4 s, has
	// its time back from the press; white got two minutes.
	if w := m.remaining(rules.White); w != 92*time.Minute-2*time.Second {
		t.Fatalf("white %v", w)
	}
	m.run("110 black move Nc6")
	if b := m.remaining(rules.Black); b != 90*time.Minute-2*time.Second-10*time.Second {
		t.Fatalf("black %v: the clock must run from the ruling", b)
	}
	m.replayed()

	// A resignation is no ending of the position: 7.5.1 no longer applies.
	m = newSim(t, session.Config{Control: "90m"})
	m.run("1 white move e4\n2 black resign")
	m.refuse("3 arbiter illegal 1", session.ErrGameOver)
}

// A.5.2 (rapid without an arbiter per game): the arbiter acts on an illegal
// move "provided the opponent has not made his next move"; afterwards "the
// illegal move shall stand". The penalty is one minute (A.3).
func TestAppendixA52IllegalMoveOnlyBeforeTheNextMove(t *testing.T) {
	m := newSim(t, session.Config{Control: "15m+10s"})
	if m.s.CompetitionRules() || m.s.Class() != clock.Rapid {
		t.Fatalf("15m+10s: class %v, competition %v", m.s.Class(), m.s.CompetitionRules())
	}
	m.run(`1 white move e4
2 black move e5
3 white move Nf3`)
	m.refuse("4 arbiter illegal 1", session.ErrTooLate)
	evs := m.run("4 arbiter illegal 3")
	if evs[len(evs)-1].Kind != session.Penalized || evs[len(evs)-1].Time != time.Minute {
		t.Fatalf("events %+v", evs)
	}
	m.run("6 white move Nc3\n7 black move Nc6")
	m.refuse("8 arbiter illegal 3", session.ErrTooLate)
	// D.2.3: under Appendix D a move is made once announced; the announced
	// reply, not yet pressed, is the opponent's next move.
	m.run("9 white announce Nf3")
	m.refuse("10 arbiter illegal 4", session.ErrTooLate)
	m.run("10 white press")
	m.run("11 arbiter illegal 5")
	m.replayed()
}

// A.4 (rapid with an arbiter for at most three games): the Competition
// Rules apply, so 7.5.1 at any later ply; the penalty stays one minute (A.3).
func TestAppendixA4IllegalMoveWithArbiterPerGame(t *testing.T) {
	m := newSim(t, session.Config{Control: "15m+10s", ArbiterPerGame: true})
	m.run(`1 white move e4
2 black move e5
3 white move Nf3
4 black move Nc6`)
	evs := m.run("5 arbiter illegal 1")
	if evs[len(evs)-1].Time != time.Minute || len(m.s.Plies()) != 0 {
		t.Fatalf("events %+v, %d plies", evs, len(m.s.Plies()))
	}
	m.replayed()
}

// B.2 (blitz, one arbiter a game): the Competition Rules, two minutes;
// B.3 otherwise: the Rapidplay Laws A.3 and A.5, one minute, and the
// illegal move stands once the opponent moved.
func TestAppendixBBlitzPenalties(t *testing.T) {
	for _, tt := range []struct {
		perGame bool
		want    time.Duration
		late    error
	}{{true, 2 * time.Minute, nil}, {false, time.Minute, session.ErrTooLate}} {
		m := newSim(t, session.Config{Control: "3m+2s", ArbiterPerGame: tt.perGame})
		m.run("1 white move e4\n2 black move e5")
		var evs []session.Event
		if tt.late != nil {
			m.refuse("3 arbiter illegal 1", tt.late)
			evs = m.run("3 arbiter illegal")
		} else {
			evs = m.run("3 arbiter illegal 1")
		}
		if got := evs[len(evs)-1]; got.Kind != session.Penalized || got.Time != tt.want {
			t.Fatalf("per game %v: events %+v", tt.perGame, evs)
		}
		m.replayed()
	}
}

// A.6, B.4: the event's regulations say the class; a standard event played
// at 15 minutes gives the standard two minutes, a blitz event at 15 minutes
// (B.3) one minute.
func TestEventClassDecides(t *testing.T) {
	m := newSim(t, session.Config{Control: "15m", Class: session.StandardEvent})
	m.run("1 white move e4\n2 black move e5\n3 white move Nf3")
	if evs := m.run("4 arbiter illegal 1"); evs[len(evs)-1].Time != 2*time.Minute {
		t.Fatalf("standard event: %+v", evs)
	}
	m = newSim(t, session.Config{Control: "15m", Class: session.BlitzEvent})
	m.run("1 white move e4")
	if evs := m.run("4 arbiter illegal 1"); evs[len(evs)-1].Time != time.Minute {
		t.Fatalf("blitz event: %+v", evs)
	}
	m.replayed()
}

// 8.7: "this result shall stand, unless the arbiter decides otherwise";
// 11.10: the arbiter's decision may be appealed and corrected. The old
// result stays in the record.
func TestArticle87CorrectResult(t *testing.T) {
	m := newSim(t, session.Config{Control: "90m"})
	m.refuse("1 arbiter correct-result 1-0 wrong", session.ErrNotAllowed)
	m.run("1 white move e4\n2 white resign")
	m.wantResult(rules.BlackWins, session.Resignation)
	m.refuse("3 white correct-result 1-0", session.ErrNotAllowed)
	m.refuse("3 arbiter correct-result 2-0", session.ErrSyntax)
	evs := m.run("3 arbiter correct-result 1/2-1/2 the players agreed a draw before")
	if got := eventKinds(evs); got != "result-corrected" || evs[0].Was != rules.BlackWins || evs[0].Result != rules.Draw {
		t.Fatalf("events %+v", evs)
	}
	m.wantResult(rules.Draw, session.Adjudication)
	m.run("4 arbiter correct-result 0-1 appeal upheld") // 11.10
	c := m.s.Corrections()
	if len(c) != 2 || c[0].Was != rules.BlackWins || c[1].Was != rules.Draw || c[1].Result != rules.BlackWins || c[1].Text != "appeal upheld" {
		t.Fatalf("corrections %+v", c)
	}
	m.replayed()
}

// 12.9: the arbiter may add time to one player or take it from the other.
func TestArticle129TimeAdjustment(t *testing.T) {
	m := newSim(t, session.Config{Control: "90m"})
	m.run("10 white move e4")
	m.refuse("11 black adjust white +2:00", session.ErrNotAllowed)
	m.run("11 arbiter adjust white -1:00\n11 arbiter adjust black +2:00")
	if w, b := m.remaining(rules.White), m.remaining(rules.Black); w != 89*time.Minute-10*time.Second || b != 92*time.Minute-time.Second {
		t.Fatalf("white %v black %v", w, b)
	}
	m.refuse("12 arbiter adjust white -2:00:00", session.ErrClock) // no time left is no adjustment
	m.replayed()
}

// 6.10.2: a wrong setting found during the game: the arbiter installs the
// correct setting and adjusts the times and the move counter.
func TestArticle6102CorrectClockSetting(t *testing.T) {
	// The clock was set without the 30-second increment.
	m := newSim(t, session.Config{Control: "40/90m, 30m"})
	m.run("10 white move e4")
	m.run("11 arbiter control 40/90m+30s, 30m+30s")
	m.run("20 black move e5")
	if b := m.remaining(rules.Black); b != 90*time.Minute-10*time.Second+30*time.Second {
		t.Fatalf("black %v: the press must credit the installed increment", b)
	}
	m.refuse("21 arbiter control 90x", session.ErrSyntax)
	// The counter missed presses: white has really made 39 moves, so the
	// next completes the 40-move period and brings 30 minutes.
	m.run("21 arbiter moves white 38")
	r, _ := m.s.Clock(m.now)
	if r.Moves[rules.White] != 38 || r.ToControl[rules.White] != 2 {
		t.Fatalf("after moves white 38: %+v", r)
	}
	m.run("22 arbiter moves white 39\n22 arbiter time white 1:00:00\n30 white move Nf3")
	if w := m.remaining(rules.White); w != time.Hour-8*time.Second+30*time.Second+30*time.Minute {
		t.Fatalf("white %v", w)
	}
	m.replayed()

	// A.5.1.1: without an arbiter per game, the setting stays once both
	// players have made ten moves.
	m = newSim(t, session.Config{Control: "15m"})
	for i, mv := range strings.Fields("a3 a6 b3 b6 c3 c6 d3 d6 e3 e6 f3 f6 g3 g6 h3 h6 a4 a5 b4 b5") {
		side := "white"
		if i%2 == 1 {
			side = "black"
		}
		m.run(strings.Join([]string{"1", side, "move", mv}, " "))
	}
	m.refuse("2 arbiter control 15m+10s", session.ErrTooLate)
	m.run("2 arbiter moves white 10") // the counter may still be put right
}

// Guidelines III.4: the player to move with less than two minutes asks for
// a five-second increment for both; the request is a draw offer; if it is
// refused and the arbiter agrees, the increment is set and the opponent
// gets two minutes.
func TestGuidelinesIII4(t *testing.T) {
	m := newSim(t, session.Config{Control: "30m"})
	m.run("10 white move e4\n20 black move e5\n20 arbiter time white 0:01:30")
	m.refuse("21 arbiter quickplay white", session.ErrNotAllowed) // no offer declined
	m.run("21 white offer\n22 black decline")                     // 9.1.2.1: both have moved
	m.refuse("23 arbiter quickplay black", session.ErrNotAllowed)
	evs := m.run("23 arbiter quickplay white")
	if got := eventKinds(evs); got != "quickplay penalty" || evs[0].Time != 5*time.Second || evs[1].Time != 2*time.Minute {
		t.Fatalf("events %+v", evs)
	}
	m.run("30 white move Nf3")
	if w, b := m.remaining(rules.White), m.remaining(rules.Black); w != 90*time.Second-10*time.Second+5*time.Second || b != 32*time.Minute-10*time.Second {
		t.Fatalf("white %v black %v", w, b)
	}
	m.replayed()

	// III.2.2: not in blitz, and not with two minutes left.
	m = newSim(t, session.Config{Control: "30m", Class: session.BlitzEvent})
	m.run("1 white move e4\n1 black move e5\n1 arbiter time white 0:01:00\n2 white offer\n3 black decline")
	m.refuse("4 arbiter quickplay white", session.ErrClock)
	m = newSim(t, session.Config{Control: "30m"})
	m.run("1 white move e4\n1 black move e5\n2 white offer\n3 black decline")
	m.refuse("4 arbiter quickplay white", session.ErrClock)
}

// Guidelines III.5: the player to move with less than two minutes claims a
// draw; the arbiter declares it drawn (III.5.1), rejects it (III.5.3: two
// minutes for the opponent), or postpones (III.5.2: the opponent may get
// two minutes; the arbiter declares the result later, also after a flag).
func TestGuidelinesIII5(t *testing.T) {
	m := newSim(t, session.Config{Control: "30m"})
	m.run("1 arbiter time white 0:01:00")
	m.refuse("2 arbiter decide black draw", session.ErrClock) // black does not have the move
	if evs := m.run("2 arbiter decide white draw"); eventKinds(evs) != "decided ended" {
		t.Fatalf("events %q", eventKinds(evs))
	}
	m.wantResult(rules.Draw, session.Adjudication)
	m.replayed()

	m = newSim(t, session.Config{Control: "30m"})
	m.run("1 arbiter time white 0:01:00\n2 arbiter decide white reject")
	if b := m.remaining(rules.Black); b != 32*time.Minute {
		t.Fatalf("black %v after a rejected claim", b)
	}
	m.replayed()

	m = newSim(t, session.Config{Control: "30m"})
	m.run("1 arbiter time white 0:01:00")
	m.refuse("2 arbiter decide white postpone 0:01:00", session.ErrSyntax)
	m.run("2 arbiter decide white postpone 2:00")
	if side, fell, ok := m.s.Postponed(); !ok || fell || side != rules.White {
		t.Fatalf("Postponed = %v %v %v", side, fell, ok)
	}
	m.refuse("3 arbiter decide white postpone", session.ErrNotAllowed)
	// White's flag falls at 62 s: the game does not end by itself.
	if evs := m.run("70 white clock"); eventKinds(evs) != "flag" {
		t.Fatalf("events %q", eventKinds(evs))
	}
	m.refuse("71 white move e4", session.ErrArbiterDecides)
	m.wantResult(rules.Unfinished, session.NoReason)
	m.run("80 arbiter decide white draw")
	m.wantResult(rules.Draw, session.Adjudication)
	m.replayed()

	// Rejected after the flag: the flag decides (6.9).
	m = newSim(t, session.Config{Control: "30m"})
	m.run("1 arbiter time white 0:01:00\n2 arbiter decide white postpone\n70 white clock\n80 arbiter decide white reject")
	m.wantResult(rules.BlackWins, session.TimeForfeit)
	m.replayed()
}

// journalRead reads recorded lines back as the journal reader does.
func journalRead(l []string) ([]session.Action, bool, error) {
	actions, torn, err := journal.Read(strings.NewReader(journalText(l)))
	return actions, torn != nil, err
}

// A journal of revision 1 replays with the increment of the period the
// move was played in, as its clock ran; a new game credits each period's
// increment before its move.
func TestRevisionKeepsIncrements(t *testing.T) {
	for _, tt := range []struct {
		revision int
		want     time.Duration
	}{{1, 61*time.Second - time.Second + time.Second + 60*time.Second}, {0, 61*time.Second - time.Second + 5*time.Second + 60*time.Second}} {
		m := newSim(t, session.Config{Control: "1/1m+1s, 1m+5s", Revision: tt.revision})
		m.run("1 white move e4")
		if w := m.remaining(rules.White); w != tt.want {
			t.Errorf("revision %d: white %v, want %v", tt.revision, w, tt.want)
		}
		m.replayed()
	}
}
