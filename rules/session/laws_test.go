package session

import (
	"fmt"
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
)

// 7.5: a completed illegal move: the position before it is back on both
// boards, the offender's clock runs again with the time it had at the press,
// and the opponent gets two minutes (standard game).
func TestArticle75FirstIllegalMove(t *testing.T) {
	g := newGame(t, Config{Control: "90m"})
	g.do("10 white move e4")
	g.do("20 black move e5")
	g.do("30 white move Nf3")
	g.refuse("40 black illegal", ErrNotAllowed)
	evs := g.do("40 arbiter illegal")
	wantKinds(t, evs, "illegal-move penalty")
	if evs[0].Side != rules.White || evs[0].Ply != 3 || evs[1].Time != 2*time.Minute {
		t.Fatalf("events %+v", evs)
	}
	if g.s.ToMove() != rules.White || len(g.s.Plies()) != 2 {
		t.Fatalf("to move %s plies %d", g.s.ToMove(), len(g.s.Plies()))
	}
	// White had used 10+10 s at the press; black used 10 s plus the 10 s
	// until the arbiter's ruling, then +2 min.
	if w := g.remaining(rules.White, 40); w != 90*time.Minute-20*time.Second {
		t.Fatalf("white %v", w)
	}
	if b := g.remaining(rules.Black, 40); b != 90*time.Minute-20*time.Second+2*time.Minute {
		t.Fatalf("black %v", b)
	}
	if r, _ := g.s.Clock(40 * time.Second); r.Moves != [2]int{1, 1} {
		t.Fatalf("move counters %v", r.Moves)
	}
	g.do("45 white move Nc3")
	g.replayed()
}

// 7.5.5: the second completed illegal move of a player loses.
func TestArticle75SecondIllegalMoveLoses(t *testing.T) {
	g := newGame(t, Config{Control: "25m"})
	g.do("1 white move e4")
	g.do("2 arbiter illegal")
	g.do("3 white move d4")
	wantKinds(t, g.do("4 arbiter illegal"), "illegal-move ended")
	g.wantResult(rules.BlackWins, IllegalMoves)
	g.refuse("5 white move e4", ErrGameOver)
	g.replayed()
}

// 7.5.5: … unless the opponent cannot checkmate by any series of legal moves.
func TestArticle75SecondIllegalMoveDrawWhenNoMate(t *testing.T) {
	g := newGame(t, Config{FEN: "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"})
	g.do("1 white move e4")
	g.do("2 arbiter illegal")
	g.do("3 white move e3")
	g.do("4 arbiter illegal")
	g.wantResult(rules.Draw, IllegalMovesNoMate)
}

// 9.1.2: a draw offer stands until accepted or declined, lapses when the
// opponent moves instead, and is marked (=) on the offerer's move.
func TestArticle91DrawOffers(t *testing.T) {
	g := newGame(t, Config{Control: "90m"})
	g.do("1 white announce e4")
	wantKinds(t, g.do("2 white offer"), "draw-offered")
	g.refuse("3 white offer", ErrNotAllowed)
	g.refuse("3 white accept", ErrNoOffer)
	g.do("4 white press")
	wantKinds(t, g.do("5 black move e5"), "in-step draw-declined announced made")
	g.refuse("6 white accept", ErrNoOffer)
	g.do("7 black offer")
	g.refuse("8 black-assistant accept", ErrNotAllowed)
	wantKinds(t, g.do("9 white decline"), "draw-declined")
	g.do("10 white offer")
	wantKinds(t, g.do("11 black accept"), "ended")
	g.wantResult(rules.Draw, Agreement)
	pg, _ := g.s.PGN()
	if !pg.Moves[0].DrawOffer || !pg.Moves[1].DrawOffer {
		t.Fatalf("(=) marks %v %v", pg.Moves[0].DrawOffer, pg.Moves[1].DrawOffer)
	}
	g.replayed()
}

// 9.2: a correct claim of threefold repetition, on the position and with
// the intended move.
func TestArticle92Threefold(t *testing.T) {
	shuffle := []string{"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"}
	g := newGame(t, Config{Control: "90m"})
	g.alternate(shuffle)
	// The start position has now occurred three times, White to move.
	wantKinds(t, g.do("20 white claim"), "in-step ended")
	g.wantResult(rules.Draw, ThreefoldClaim)

	h := newGame(t, Config{Control: "90m"})
	h.alternate(shuffle[:7])
	// Black claims with the intended Ng8, which repeats the start position a third time.
	h.do("20 black claim Ng8")
	h.wantResult(rules.Draw, ThreefoldClaim)
	h.replayed()
}

// 9.5.3: an incorrect claim gives the opponent two minutes, and the intended
// move must then be played.
func TestArticle95IncorrectClaim(t *testing.T) {
	g := newGame(t, Config{Control: "90m"})
	g.do("1 white move e4")
	g.refuse("2 white claim", ErrNotYourTurn)
	evs := g.do("3 black claim Nf6")
	wantKinds(t, evs, "in-step claim-rejected draw-offered penalty") // 9.1.2.3: a claim is an offer
	if w := g.remaining(rules.White, 3); w != 90*time.Minute-time.Second+2*time.Minute {
		t.Fatalf("white %v", w)
	}
	g.refuse("4 black move Nc6", ErrIntendedMove)
	g.do("5 black move Nf6")
	g.replayed()
}

// 9.3: a correct fifty-move claim.
func TestArticle93FiftyMoves(t *testing.T) {
	g := newGame(t, Config{FEN: "4k3/8/8/8/8/8/R7/4K3 w - - 99 80"})
	g.do("1 white claim Ra3")
	g.wantResult(rules.Draw, FiftyMovesClaim)
	h := newGame(t, Config{FEN: "4k3/8/8/8/8/8/R7/4K3 w - - 98 80"})
	wantKinds(t, h.do("1 white claim Ra3"), "claim-rejected draw-offered")
}

// 9.6 and 5: automatic endings on the made move.
func TestAutomaticEndings(t *testing.T) {
	g := newGame(t, Config{Control: "5m"})
	g.do("1 white move f3")
	g.do("2 black move e5")
	g.do("3 white move g4")
	wantKinds(t, g.do("4 black move Qh4#"), "in-step announced made ended")
	g.wantResult(rules.BlackWins, Checkmate)
	// The mated side may still record the move on its board.
	wantKinds(t, g.do("5 white repeat Qh4"), "in-step")
	g.refuse("6 white resign", ErrGameOver)

	s := newGame(t, Config{FEN: "k7/8/1Q6/8/8/8/8/4K3 w - - 0 1"})
	s.do("1 white move Qb6-c7")
	s.wantResult(rules.Draw, Stalemate)

	// King and bishop against king and pawn: the capture of the pawn leaves
	// a dead position (K+B v K was set up over before; it is over at once now).
	f := newGame(t, Config{FEN: "4k3/8/8/8/8/8/3p4/4KB2 w - - 0 100"})
	f.do("1 white move Kxd2")
	f.wantResult(rules.Draw, DeadPosition)

	s75 := newGame(t, Config{FEN: "4k3/8/8/8/8/8/8/R3K3 w - - 149 100"})
	s75.do("1 white move Ra2")
	s75.wantResult(rules.Draw, SeventyFiveMoves)
	s75.replayed()
}

// 6.9: a flag fall loses, unless the opponent cannot mate; it is recorded
// when noticed (a Tick, or before the next action).
func TestArticle69FlagFall(t *testing.T) {
	g := newGame(t, Config{Control: "1m"})
	g.do("10 white move e4")
	if side, at, ok := g.s.NextFlag(); !ok || side != rules.Black || at != 70*time.Second {
		t.Fatalf("next flag %s %v %v", side, at, ok)
	}
	g.now = 69 * time.Second
	if evs, _ := g.s.Tick(); len(evs) != 0 {
		t.Fatalf("a flag before its time: %v", kinds(evs))
	}
	g.now = 71 * time.Second
	evs, err := g.s.Tick()
	if err != nil {
		t.Fatal(err)
	}
	wantKinds(t, evs, "flag ended")
	if evs[0].Time != 70*time.Second {
		t.Fatalf("flag instant %v", evs[0].Time)
	}
	g.wantResult(rules.WhiteWins, TimeForfeit)
	g.replayed()

	// Noticed by the next action: the flag is recorded first, the action refused.
	h := newGame(t, Config{Control: "1m"})
	h.do("10 white move e4")
	evs, err = h.try("80 black move e5")
	if err == nil || kinds(evs) != "flag ended" {
		t.Fatalf("late move: %v %v", kinds(evs), err)
	}
	h.replayed()

	// The opponent has a bare king: a draw.
	d := newGame(t, Config{FEN: "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", Control: "1m"})
	d.now = 2 * time.Minute
	d.s.Tick()
	d.wantResult(rules.Draw, TimeNoMate)
}

// Guidelines I: adjourn, seal (the clock stops, the move is not played),
// resume (the sealed move is played and the opponent's clock starts).
func TestGuidelinesIAdjournment(t *testing.T) {
	g := newGame(t, Config{Control: "90m"})
	g.do("10 white move e4")
	g.do("20 black move e5")
	wantKinds(t, g.do("30 arbiter adjourn"), "adjourn")
	g.refuse("31 black move Nc6", ErrAdjourned) // Black does not seal
	g.refuse("31 black seal Nc6", ErrNotAllowed)
	g.do("35 black offer")
	evs := g.do("40 white seal Nf3")
	wantKinds(t, evs, "in-step sealed")
	env := evs[1].Envelope
	if env.Sealer != rules.White || env.MoveNumber != 2 || !env.Offer || env.OfferBy != rules.Black || env.Sealed != "Nf3" {
		t.Fatalf("envelope %+v", env)
	}
	if env.Remaining[rules.White] != 90*time.Minute-30*time.Second {
		t.Fatalf("envelope times %v", env.Remaining)
	}
	if g.fen(rules.White) == "" || g.s.Phase() != Adjourned {
		t.Fatalf("phase %s", g.s.Phase())
	}
	// A day later on the game clock: no time runs while adjourned.
	evs = g.do("86400 arbiter resume")
	if evs[0].Kind != Resumed || evs[0].Move == rules.NoMove {
		t.Fatalf("resume %v", kinds(evs))
	}
	if w := g.remaining(rules.White, 86400); w != 90*time.Minute-30*time.Second {
		t.Fatalf("white's clock ran while adjourned: %v", w)
	}
	if g.s.ToMove() != rules.Black || g.fen(rules.White) != g.fen(rules.Black) {
		t.Fatalf("after resume")
	}
	g.replayed()
}

// Guidelines I.8: an ambiguous or illegal sealed move loses.
func TestGuidelinesI8BadSealedMove(t *testing.T) {
	for _, sealed := range []string{"N-somewhere", "Nd2", "Ke3"} {
		g := newGame(t, Config{FEN: "r3k3/8/8/8/8/8/8/1N2KN2 w - - 0 40", Control: "90m"})
		g.do("1 arbiter adjourn")
		g.do("2 white seal " + sealed)
		g.do("100 arbiter resume")
		g.wantResult(rules.BlackWins, SealedMoveInvalid)
	}
}

// Guidelines I.8: a pawn capture sealed without its file (d5 for exd5)
// is that capture when only one pawn can take there, since its true
// significance can be established; when two can, it is ambiguous and loses.
func TestGuidelinesI8SealedPawnCaptureWithoutFile(t *testing.T) {
	g := newGame(t, Config{FEN: "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 40", Control: "90m"})
	g.do("1 arbiter adjourn")
	g.do("2 white seal d5")
	evs := g.do("100 arbiter resume")
	if plies := g.s.Plies(); evs[0].Kind != Resumed || len(plies) != 1 || plies[0].Before.UCI(plies[0].Move) != "e4d5" {
		t.Fatalf("resume %v, plies %+v", kinds(evs), plies)
	}
	g.replayed()
	g = newGame(t, Config{FEN: "4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 40", Control: "90m"})
	g.do("1 arbiter adjourn")
	g.do("2 white seal d5")
	g.do("100 arbiter resume")
	g.wantResult(rules.BlackWins, SealedMoveInvalid)
}

// A journal that cannot store an action refuses it: nothing changes.
func TestRecorderFailureChangesNothing(t *testing.T) {
	g := newGame(t, Config{Control: "90m"})
	g.do("1 white move e4")
	before := signature(g.s)
	g.rec.fail = true
	g.refuse("2 black move e5", ErrRecord)
	if after := signature(g.s); after != before {
		t.Fatalf("state changed:\n%s\n%s", before, after)
	}
	g.do("3 black move e5")
	g.replayed()
}

// alternate plays moves from the start, White first, one a second.
func (g *game) alternate(moves []string) {
	g.t.Helper()
	for i, m := range moves {
		side := "white"
		if i%2 == 1 {
			side = "black"
		}
		g.do(fmt.Sprintf("%d %s move %s", i+1, side, m))
	}
}
