package session

import (
	"errors"
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
)

// D.2.1: a move is announced, repeated by the opponent and executed on their
// board; the promotion piece is part of the move.
func TestD21AnnounceRepeatInStep(t *testing.T) {
	g := newGame(t, Config{Control: "90m"})
	wantKinds(t, g.do("1 white announce e4"), "announced")
	wantKinds(t, g.do("2 white press"), "made")
	if !g.s.AwaitingRepeat() {
		t.Fatal("the made move should await repetition")
	}
	wantKinds(t, g.do("3 black repeat e4"), "in-step")
	if g.fen(rules.White) != g.fen(rules.Black) {
		t.Fatalf("boards differ after an equal repetition")
	}
	g.replayed()

	p := newGame(t, Config{FEN: "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", Control: "90m"})
	evs := p.do("1 white move e8=N")
	if evs[0].Move.Promotion() != rules.Knight {
		t.Fatalf("promotion piece not kept: %v", evs[0].Move)
	}
	p.refuse("2 white repeat e8=N", ErrNothingToRepeat) // the mover does not repeat its own move
}

// D.2.1 with the promotion piece misheard: a divergence.
func TestD21PromotionMisheard(t *testing.T) {
	g := newGame(t, Config{FEN: "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", Control: "90m"})
	g.do("1 white move e8=N")
	evs := g.do("2 black repeat e8=Q")
	wantKinds(t, evs, "diverged")
	if evs[0].Ply != 1 || evs[0].Other.Promotion() != rules.Queen {
		t.Fatalf("divergence %+v", evs[0])
	}
}

// D.2.3–D.2.4: the opponent's clock starts only when the move is made (the
// press after the announcement); a press before any announcement is refused.
func TestD24ClockStartsAfterAnnouncement(t *testing.T) {
	g := newGame(t, Config{Control: "90m"})
	g.refuse("1 white press", ErrNothingAnnounced)
	g.do("10 white announce e4")
	if got := g.remaining(rules.Black, 20); got != 90*time.Minute {
		t.Fatalf("black's clock ran before the press: %v", got)
	}
	if got := g.remaining(rules.White, 20); got != 90*time.Minute-20*time.Second {
		t.Fatalf("white's clock should still run until the press: %v", got)
	}
	g.do("20 white press")
	if got := g.remaining(rules.Black, 25); got != 90*time.Minute-5*time.Second {
		t.Fatalf("black's clock should run after the press: %v", got)
	}
	g.refuse("21 black press", ErrNothingAnnounced)
	g.refuse("21 white announce d4", ErrNotYourTurn)
	g.replayed()
}

// D.2.6.1 and D.2.10.4: a request gives both players' times and completed
// moves, and the moves left to the time control.
func TestD26ClockReading(t *testing.T) {
	g := newGame(t, Config{Control: "40/90m, 30m"})
	g.do("5 white move e4")
	g.do("9 black move e5")
	r, ok := g.s.Clock(12 * time.Second)
	if !ok {
		t.Fatal("no reading")
	}
	if r.Moves != [2]int{1, 1} || r.Remaining[rules.White] != 90*time.Minute-8*time.Second || r.Remaining[rules.Black] != 90*time.Minute-4*time.Second {
		t.Fatalf("reading %+v", r)
	}
	if r.ToControl != [2]int{39, 39} || r.Turn != rules.White || !r.Running {
		t.Fatalf("moves to control / turn %+v", r)
	}
}

// D.2.7: the session is the blind player's scoresheet: its PGN holds the
// agreed moves with clock times.
func TestD27Scoresheet(t *testing.T) {
	g := newGame(t, Config{Control: "90m+30s", Event: "Club"})
	g.do("5 white move e4")
	g.do("9 black move c5")
	g.do("12 white move Nf3")
	pg, err := g.s.PGN()
	if err != nil {
		t.Fatal(err)
	}
	out := pg.String()
	for _, want := range []string{`[Event "Club"]`, `[White "Ana"]`, `[TimeControl "5400+30"]`, "1. e4", "c5", "2. Nf3", "[%clk", `[Result "*"]`} {
		if !contains(out, want) {
			t.Fatalf("PGN lacks %q:\n%s", want, out)
		}
	}
}

// D.2.8: a slip of the tongue is corrected before the press, by the mover
// only, without any clock change; after the press it is too late.
func TestD28SlipCorrection(t *testing.T) {
	g := newGame(t, Config{Control: "90m"})
	g.do("1 white announce e4")
	g.refuse("2 black correct e5", ErrNotAllowed)
	wantKinds(t, g.do("3 white correct d4"), "corrected")
	if _, err := g.s.Act(Action{Actor: Player(rules.White), Kind: Correct, Move: "e1e3"}); !errors.Is(err, ErrIllegal) {
		t.Fatalf("an illegal correction: %v", err)
	}
	g.do("5 white press")
	g.refuse("6 white correct c4", ErrNothingAnnounced)
	wantKinds(t, g.do("7 black repeat d4"), "in-step")
	if got := g.remaining(rules.White, 7); got != 90*time.Minute-5*time.Second {
		t.Fatalf("a correction changed the clock: %v", got)
	}
	pl := g.s.Plies()
	if len(pl) != 1 || pl[0].Before.UCI(pl[0].Move) != "d2d4" {
		t.Fatalf("record %+v", pl)
	}
	g.replayed()
}

// D.2.9: a divergence is found at its ply, play waits, and either the
// repeating side corrects its board or the arbiter takes both boards back,
// with the clocks as they were when that ply was made. Withdrawn plies stay.
func TestD29DivergenceAndRestore(t *testing.T) {
	g := newGame(t, Config{Control: "90m"})
	g.do("10 white move e4")
	g.do("20 black move e5")
	g.do("25 white repeat e5")
	g.do("30 white move Nf3")
	evs := g.do("35 black repeat Nc3")
	wantKinds(t, evs, "diverged")
	d := evs[0]
	if d.Ply != 3 || d.Side != rules.Black || len(d.Diff) == 0 {
		t.Fatalf("divergence %+v", d)
	}
	g.refuse("36 black announce Nc6", ErrDiverged)
	c := g.s.Compare()
	if c.Agree || c.Common != 2 || c.Moves[rules.White][0] != "g1f3" || c.Moves[rules.Black][0] != "b1c3" {
		t.Fatalf("comparison %+v", c)
	}
	g.refuse("40 white restore 2", ErrNotAllowed) // only the arbiter
	wantKinds(t, g.do("40 arbiter restore 2"), "restored")
	if g.fen(rules.White) != g.fen(rules.Black) || g.s.Phase() != Waiting || g.s.ToMove() != rules.White {
		t.Fatalf("after restore: %s / %s phase %s", g.fen(rules.White), g.fen(rules.Black), g.s.Phase())
	}
	// Clocks as recorded at ply 2: white used 10 s, black 10 s; white runs from 40.
	if w, b := g.remaining(rules.White, 45), g.remaining(rules.Black, 45); w != 90*time.Minute-15*time.Second || b != 90*time.Minute-10*time.Second {
		t.Fatalf("clocks after restore: %v %v", w, b)
	}
	if len(g.s.Withdrawn()) != 1 {
		t.Fatalf("withdrawn %d", len(g.s.Withdrawn()))
	}
	g.do("50 white move Nf3")
	g.do("55 black move Nc6")
	g.replayed()
}

// D.2.9: the repeating side may correct its own repetition at once.
func TestD29RepetitionCorrected(t *testing.T) {
	g := newGame(t, Config{Control: "90m"})
	g.do("10 white move e4")
	g.do("12 black repeat e3")
	wantKinds(t, g.do("14 black repeat e4"), "in-step")
	g.do("16 black move e5")
	g.replayed()
}

// D.2.9 "check my board": the player reads squares of the tactile board and
// hears the differences from the record.
func TestD29Verify(t *testing.T) {
	g := newGame(t, Config{})
	g.do("1 white move e4")
	e2, e4, d2 := rules.NewSquare(4, 1), rules.NewSquare(4, 3), rules.NewSquare(3, 1)
	read := map[rules.Square]rules.Piece{
		e2: rules.MakePiece(rules.White, rules.Pawn), // the player forgot to move it
		e4: rules.NoPiece,
		d2: rules.MakePiece(rules.White, rules.Pawn),
	}
	diff := g.s.Verify(rules.White, read)
	if len(diff) != 2 || diff[0].Square != e2 || diff[1].Square != e4 {
		t.Fatalf("verify %+v", diff)
	}
}

// D.2.10: the blind player's assistant announces, presses and repeats for
// them; its actions are recorded as the assistant's. It may not resign or
// offer a draw. It reports a touched piece for the arbiter (D.2.10.5).
func TestD210Assistant(t *testing.T) {
	g := newGame(t, Config{Control: "90m", Blind: [2]bool{true, false}, Assisted: [2]bool{true, false}})
	evs := g.do("1 white-assistant move e4")
	if evs[0].Actor != Assistant(rules.White) {
		t.Fatalf("actor %v", evs[0].Actor)
	}
	g.do("3 black move e5")
	g.do("4 white-assistant repeat e5")
	g.refuse("5 white-assistant resign", ErrNotAllowed)
	g.refuse("5 white-assistant offer", ErrNotAllowed)
	g.refuse("5 black-assistant move Nf3", ErrNotAllowed) // black has no assistant
	wantKinds(t, g.do("6 white-assistant touch g8"), "touched")
	if tr := g.s.Touches(); len(tr) != 1 || tr[0].Square != rules.NewSquare(6, 7) || tr[0].Side != rules.Black {
		t.Fatalf("touch reports %+v", tr)
	}
	if g.rec.actions[1].Actor != Assistant(rules.White) {
		t.Fatalf("journal actor %v", g.rec.actions[1].Actor)
	}
	g.replayed()
}

// D.2.11: without an assistant for the blind player, the sighted player may
// have one for moves and announcements.
func TestD211SightedAssistant(t *testing.T) {
	g := newGame(t, Config{Blind: [2]bool{true, false}, Assisted: [2]bool{false, true}})
	g.do("1 white move e4")
	wantKinds(t, g.do("2 black-assistant move e5"), "in-step announced made")
	g.refuse("3 white-assistant move Nf3", ErrNotAllowed)
}

func contains(s, sub string) bool {
	return len(sub) == 0 || len(s) >= len(sub) && (indexOf(s, sub) >= 0)
}

func indexOf(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}
