package game

import (
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/command"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// play runs the plain-mode lines as a new game and returns the output lines.
func (st *station) play(lines ...string) []string {
	st.t.Helper()
	out, err := st.run(NewGame, strings.Join(lines, "\n")+"\n")
	if err != nil {
		st.t.Fatalf("Run: %v", err)
	}
	return strings.Split(strings.TrimSuffix(out, "\n"), "\n")
}

// asArbiter returns the lines as the arbiter types them at the player's
// keyboard (TRUST.md): the arbiter's PIN first, and yes after each ruling
// and resignation, which are read back (a ruling refused for how it is
// written asks nothing, and its yes is then only a word refused).
func (st *station) asArbiter(lines ...string) []string {
	st.set.ArbiterPIN = "2468"
	out := []string{"arbiter 2468"}
	for _, l := range lines {
		out = append(out, l)
		c, _ := command.LookupIn(st.set.UI, strings.Fields(l)[0])
		if c != nil && (c.ArbiterOnly() && c.Name != "pause" && c.Name != "continue" || c.Name == "resign") {
			out = append(out, "yes")
		}
	}
	return out
}

// wantLines checks that each wanted line was printed, in order.
func wantLines(t *testing.T, got []string, want ...string) {
	t.Helper()
	i := 0
	for _, l := range got {
		if i < len(want) && l == want[i] {
			i++
		}
	}
	if i < len(want) {
		t.Fatalf("missing %q in:\n%s", want[i], strings.Join(got, "\n"))
	}
}

// The arbiter rules a completed illegal move at an earlier ply (7.5.1):
// the position before it is back, the later moves are withdrawn and the
// opponent gets the penalty (7.5.5); a bad ply shows how it is written.
func TestPlainIllegalAtPly(t *testing.T) {
	st := newStation(t)
	st.set.Control = "90m"
	got := st.play(st.asArbiter("e4", "e5", "Nf3", "Nc6", "illegal x", "illegal 9", "illegal 3", "whose")...)
	wantLines(t, got,
		"Write it so: illegal [N].",
		"No half-move 9 (4 made): not allowed.",
		"White's move 2 was illegal, the position before it is back.",
		"Black gets 2 minutes.",
		"White to move.")
	s := st.replay()
	if n, w, ill := len(s.Plies()), len(s.Withdrawn()), s.IllegalMoves(); n != 2 || w != 2 || ill != [2]int{1, 0} {
		t.Fatalf("replayed plies %d withdrawn %d illegal %v", n, w, ill)
	}
}

// A mate made by an illegal move is no mate (5.1.1): the arbiter's ruling
// after the end voids it and play goes on; then the arbiter corrects a
// result after the game (8.7, 11.10).
func TestPlainMateByIllegalMoveAndCorrection(t *testing.T) {
	st := newStation(t)
	st.set.Control = "90m"
	got := st.play(st.asArbiter("f3", "e5", "g4", "Qh4#", "illegal 4", "Nc6", "resign white", "result 2-0", "result 1/2 appeal upheld")...)
	wantLines(t, got,
		"Game over: black wins, checkmate.",
		"The arbiter corrects the result to the game goes on; it was black wins, checkmate.",
		"Black's move 2 was illegal, the position before it is back.",
		"White gets 2 minutes.",
		"Black announces: Springer Bella acht Caesar sechs.",
		"Game over: black wins, resignation.",
		"Write it so: result 1-0|0-1|1/2 [REASON].",
		"The arbiter corrects the result to draw, by the arbiter's decision: appeal upheld; it was black wins, resignation.")
	s := st.replay()
	if r, why := s.Result(); r != rules.Draw || why != session.Adjudication {
		t.Fatalf("replayed result %v %v", r, why)
	}
	if c := s.Corrections(); len(c) != 2 || c[0].Was != rules.BlackWins || c[1].Text != "appeal upheld" {
		t.Fatalf("corrections %+v", c)
	}
}

// 12.9 and 6.10.2: the arbiter adds and takes time, sets a clock, a move
// counter and the right time control.
func TestPlainClockRulings(t *testing.T) {
	st := newStation(t)
	st.set.Control = "40/90m, 30m"
	got := st.play(st.asArbiter("e4", "adjust white -1m", "adjust black +30s", "adjust black", "adjust green 1m",
		"time white 1:20:00", "time white soon", "moves white 39", "moves white -1",
		"control 40/90m+30s, 30m+30s", "control fast", "clock")...)
	wantLines(t, got,
		"The arbiter takes 1 minute off white's time.",
		"The arbiter adds 30 seconds to black's time.",
		"Write it so: adjust white|black +TIME|-TIME.",
		"Write it so: adjust white|black +TIME|-TIME.",
		"The arbiter sets white's time to 1:20:00.",
		"Write it so: time white|black TIME.",
		"The arbiter sets white's move counter to 39.",
		"Write it so: moves white|black N.",
		"The arbiter sets the time control to 40/90m+30s, 30m+30s.",
		"Write it so: control CONTROL.")
	s := st.replay()
	r, _ := s.Clock(0)
	if r.Remaining != [2]time.Duration{80 * time.Minute, 90*time.Minute + 30*time.Second} || r.Moves != [2]int{39, 0} {
		t.Fatalf("replayed clock %+v", r)
	}
}

// Guidelines III.4: the request is a draw offer; once declined, the
// arbiter grants the five-second increment and the opponent two minutes.
func TestPlainQuickplay(t *testing.T) {
	st := newStation(t)
	st.set.Control = "30m"
	got := st.play(st.asArbiter("e4", "e5", "time white 1:30", "quickplay", "draw white", "decline", "quickplay", "Nf3")...)
	wantLines(t, got,
		"III.4: white's request is a draw offer, which black must first decline: not allowed.",
		"White offers a draw.",
		"Black declines the draw offer.",
		"From now on both players get five seconds a move (III.4).",
		"Black gets 2 minutes.")
	s := st.replay()
	r, _ := s.Clock(0)
	if r.Remaining != [2]time.Duration{95 * time.Second, 32 * time.Minute} {
		t.Fatalf("replayed clock %+v", r)
	}
}

// Guidelines III.5: the arbiter postpones a claim, with two minutes for the
// opponent, then declares the game drawn; a claim in blitz is refused.
func TestPlainGuidelinesIII5(t *testing.T) {
	st := newStation(t)
	st.set.Control = "30m"
	got := st.play(st.asArbiter("time white 1:00", "decide postpone 2m", "decide black draw", "decide draw")...)
	wantLines(t, got,
		"The arbiter postpones the decision on white's claim (III.5).",
		"Black gets 2 minutes.",
		"White's claim awaits the decision: not allowed.",
		"The arbiter accepts white's claim (III.5).",
		"Game over: draw, by the arbiter's decision: III.5.")
	st = newStation(t)
	st.set.Control, st.set.Event = "30m", "blitz"
	got = st.play(st.asArbiter("time white 1:00", "decide reject", "decide white maybe")...)
	wantLines(t, got,
		"Not allowed: Guidelines III do not apply to blitz.",
		"Write it so: decide [white|black] draw|postpone|reject [TIME].")
}

// The commands in another UI language: German words and sentences.
func TestPlainArbiterGerman(t *testing.T) {
	st := newStation(t)
	st.set.UI, st.set.Control = "de", "90m"
	got := st.play(st.asArbiter("e4", "regelwidrig", "zeitkorrektur schwarz -1m", "zugzähler weiß", "ergebnis 1-0")...)
	wantLines(t, got,
		"Der Zug 1 von Weiß war regelwidrig, die Stellung davor wird wiederhergestellt.",
		"Schwarz bekommt 2 Minuten.",
		"Der Schiedsrichter zieht 1 Minute von der Zeit von Schwarz ab.",
		"So schreiben: zugzähler weiß|schwarz N.",
		"Partie beendet: Weiß gewinnt, Schiedsrichter.")
}
