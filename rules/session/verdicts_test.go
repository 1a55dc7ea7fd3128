package session

import (
	"errors"
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
)

// D.2.9: "find the last ply where they agree, take both boards back to it".
// A ply at or after the first divergence is not a position both scoresheets
// hold: restoring it would leave the boards different, so it is refused and
// the refusal names the last agreed ply.
func TestD29RestoreOnlyToAnAgreedPly(t *testing.T) {
	g := newGame(t, Config{Control: "90m"})
	g.do("10 white move e4")
	g.do("20 black move e5")
	g.do("30 white move Nf3")
	wantKinds(t, g.do("35 black repeat Nh3"), "diverged")
	g.refuse("40 arbiter restore 3", ErrNotAgreed)
	_, err := g.try("40 arbiter restore 3")
	if err == nil || !contains(err.Error(), "up to ply 2") {
		t.Fatalf("the refusal should name the last agreed ply 2: %v", err)
	}
	wantKinds(t, g.do("41 arbiter restore 2"), "restored")
	if g.fen(rules.White) != g.fen(rules.Black) {
		t.Fatalf("boards differ after restore: %s / %s", g.fen(rules.White), g.fen(rules.Black))
	}
	g.replayed()

	// A move not yet on the opponent's board is not agreed either.
	h := newGame(t, Config{Control: "90m"})
	h.do("10 white move e4")
	h.do("20 black move e5")
	h.refuse("25 arbiter restore 2", ErrNotAgreed)
	h.do("26 arbiter restore 1")
	if h.fen(rules.White) != h.fen(rules.Black) {
		t.Fatalf("boards differ after restore: %s / %s", h.fen(rules.White), h.fen(rules.Black))
	}
	h.replayed()
}

// 5.1.1, 5.2.1, 5.2.2: checkmate, stalemate and a dead position end the game
// immediately, so a game set up in one is over from its start, with the
// result the position gives.
func TestSetUpPositionAlreadyOver(t *testing.T) {
	tests := []struct {
		fen    string
		result rules.Result
		why    Reason
	}{
		{"7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", rules.WhiteWins, Checkmate},
		{"k7/2Q5/8/8/8/8/8/4K3 b - - 0 1", rules.Draw, Stalemate},
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1", rules.Draw, DeadPosition},
	}
	for _, tt := range tests {
		g := newGame(t, Config{FEN: tt.fen, Control: "90m"})
		wantKinds(t, g.evs, "started ended")
		g.wantResult(tt.result, tt.why)
		if g.s.Phase() != Over {
			t.Fatalf("%s: phase %s", tt.fen, g.s.Phase())
		}
		if _, _, ok := g.s.NextFlag(); ok {
			t.Fatalf("%s: a clock runs in a finished game", tt.fen)
		}
		side := g.s.ToMove()
		g.refuse("1 "+side.String()+" resign", ErrGameOver)
		g.replayed()
	}
}

// 5.1.2 (2023): resigning loses, "unless the position is such that the
// opponent cannot checkmate the player's king by any possible series of
// legal moves. In this case the result of the game is a draw."
func TestArticle512ResignationWhenOpponentCannotMate(t *testing.T) {
	// Black has a bare king: Black cannot mate; White resigns: a draw.
	g := newGame(t, Config{FEN: "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", Control: "90m"})
	g.do("1 white move e4")
	wantKinds(t, g.do("2 white resign"), "ended")
	g.wantResult(rules.Draw, Resignation)
	g.replayed()
	// Black resigns in the same position: White can mate, White wins.
	h := newGame(t, Config{FEN: "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", Control: "90m"})
	h.do("1 white move e4")
	h.do("2 black resign")
	h.wantResult(rules.WhiteWins, Resignation)
}

// 5.2.3: "The game is drawn by agreement between the two players during the
// game, provided both players have made at least one move." 9.1.2.1: a draw
// is offered after having made a move.
func TestArticle523AgreementNeedsAMoveOfEach(t *testing.T) {
	g := newGame(t, Config{Control: "90m"})
	g.do("2 white announce e4")
	g.do("3 white offer") // with the move, before the press
	g.do("4 white press")
	g.refuse("5 black accept", ErrNoMoveYet) // Black has not made a move
	g.do("6 black move e5")                  // moving declines the offer
	g.do("7 white move Nf3")
	g.do("8 white offer")
	wantKinds(t, g.do("9 black accept"), "ended")
	g.wantResult(rules.Draw, Agreement)
	g.replayed()
}

// 9.1.2.1: "An offer at any other time during play is still valid", also
// one made before the offerer's first move; 5.2.3 holds back only its
// acceptance until both players have made a move. Black offers before
// replying to 1.e4, then replies: White may accept. White's offer before
// 1.e4 cannot be accepted before Black moves, and Black's move declines it.
func TestArticle9121OfferBeforeTheFirstMove(t *testing.T) {
	g := newGame(t, Config{Control: "90m"})
	g.do("1 white move e4")
	wantKinds(t, g.do("2 black offer"), "draw-offered")
	g.refuse("3 white accept", ErrNoMoveYet) // Black has not made a move
	g.do("4 black move e5")                  // the offerer's own move keeps the offer
	wantKinds(t, g.do("5 white accept"), "ended")
	g.wantResult(rules.Draw, Agreement)
	if p := g.s.Plies(); !p[1].Offer {
		t.Errorf("the offer is not marked (=) with Black's move: %+v", p[1])
	}
	g.replayed()

	h := newGame(t, Config{Control: "90m"})
	wantKinds(t, h.do("1 white offer"), "draw-offered")
	h.refuse("2 black accept", ErrNoMoveYet)
	h.do("3 white move e4")
	h.refuse("4 black accept", ErrNoMoveYet)
	h.do("5 black move e5") // moving instead declines it
	h.refuse("6 white accept", ErrNoOffer)
	h.replayed()
}

// 9.2.2 and 9.3.2: the claim is correct when the position has already
// appeared three times, or the last fifty moves are already complete; the
// move written with the claim is then not played (and is no part of the
// verdict).
func TestArticle92And93ClaimOnThePositionReached(t *testing.T) {
	shuffle := []string{"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"}
	g := newGame(t, Config{Control: "90m"})
	g.alternate(shuffle)
	before := g.fen(rules.Black) // Black made the last move: its board has it
	g.do("20 white claim e4")
	g.wantResult(rules.Draw, ThreefoldClaim)
	if g.fen(rules.White) != before || len(g.s.Plies()) != len(shuffle) {
		t.Fatalf("the written move was played: %s, %d plies", g.fen(rules.White), len(g.s.Plies()))
	}
	g.replayed()

	f := newGame(t, Config{FEN: "4k3/8/8/8/8/8/4P3/4K3 w - - 100 80", Control: "90m"})
	f.do("1 white claim e4") // a pawn move would reset the count, but the fifty moves are complete
	f.wantResult(rules.Draw, FiftyMovesClaim)
	f.replayed()
}

// 9.2.1: the intended move "cannot be changed"; 9.5.3: after an incorrect
// claim it must be played. 9.1.2.3: the claim is also a draw offer, which
// the opponent may accept, and is marked (=) with the claimant's move.
func TestArticle95IntendedMoveCannotChange(t *testing.T) {
	g := newGame(t, Config{Control: "90m"})
	g.do("1 white move e4")
	wantKinds(t, g.do("3 black claim Nf6"), "in-step claim-rejected draw-offered penalty")
	g.refuse("4 black claim Nc6", ErrIntendedMove)
	g.refuse("4 black claim", ErrIntendedMove)
	g.refuse("4 black claim Nf6", ErrIntendedMove) // the same claim again: the move must be made first
	g.refuse("5 black move Nc6", ErrIntendedMove)
	if side, ok := g.s.Offer(); !ok || side != rules.Black {
		t.Fatalf("the claim should stand as Black's draw offer: %v %v", side, ok)
	}
	g.do("6 black move Nf6")
	if p := g.s.Plies(); !p[1].Offer {
		t.Fatal("the claimant's move should carry the (=) mark")
	}
	wantKinds(t, g.do("7 white accept"), "ended")
	g.wantResult(rules.Draw, Agreement)
	g.replayed()

	// A journal of revision 2 judged the same claim again, with a second
	// penalty, and replays so.
	h := newGame(t, Config{Control: "90m", Revision: 2})
	h.do("1 white move e4")
	h.do("3 black claim Nf6")
	wantKinds(t, h.do("4 black claim Nf6"), "claim-rejected penalty")
	h.replayed()
}

// D.2.3: a move is made when it is announced; D.2.4: only then does the
// opponent's clock start. 5.1.1, 5.2.1: checkmate and stalemate end the game
// immediately. So the ending takes effect at the announcement, and a flag
// that falls before a late press does not overrule it.
func TestD23EndingTakesEffectWhenAnnounced(t *testing.T) {
	g := newGame(t, Config{Control: "1m"})
	g.do("0 white move f3")
	g.do("1 black move e5")
	g.do("2 white move g4")
	wantKinds(t, g.do("10 black announce Qh4#"), "in-step announced made ended")
	g.wantResult(rules.BlackWins, Checkmate)
	g.refuse("80 black press", ErrGameOver) // and no flag is recorded before it
	if evs, err := g.s.Tick(); err != nil || len(evs) != 0 {
		t.Fatalf("a flag after the end: %q, %v", kinds(evs), err)
	}
	g.wantResult(rules.BlackWins, Checkmate)
	if p := g.s.Plies(); len(p) != 4 || p[3].Side != rules.Black {
		t.Fatalf("the mating move is not on the record: %d plies", len(p))
	}
	g.do("81 white repeat Qh4") // the mated side may still write it down
	g.replayed()

	s := newGame(t, Config{FEN: "k7/8/1Q6/8/8/8/8/4K3 w - - 0 1", Control: "1m"})
	wantKinds(t, s.do("10 white announce Qc7"), "announced made ended")
	s.refuse("80 white press", ErrGameOver)
	s.wantResult(rules.Draw, Stalemate)
	s.replayed()

	// A correction (D.2.8) to a stalemating move ends the game the same way.
	c := newGame(t, Config{FEN: "k7/8/1Q6/8/8/8/8/4K3 w - - 0 1", Control: "1m"})
	c.do("10 white announce Qb5")
	wantKinds(t, c.do("11 white correct Qc7"), "corrected made ended")
	c.wantResult(rules.Draw, Stalemate)
	c.replayed()
}

// 6.9 judges "the position" after the move made: a player who captures the
// opponent's last piece, announcing it (made, D.2.3), and whose flag then
// falls before the press, has not lost: the bare king cannot mate.
func TestArticle69JudgesThePositionAfterTheMoveMade(t *testing.T) {
	g := newGame(t, Config{FEN: "1r2k3/8/8/8/8/8/8/1N2K3 b - - 0 1", Control: "1m"})
	g.do("10 black announce Rxb1")
	if _, err := g.try("70 black press"); err == nil { // the flag fell at 60 s: recorded first
		t.Fatal("a press after the flag fell should be refused")
	}
	g.wantResult(rules.Draw, TimeNoMate)
	g.replayed()

	// Without the capture White could still mate (knight against rook): the
	// flag loses.
	h := newGame(t, Config{FEN: "1r2k3/8/8/8/8/8/8/1N2K3 b - - 0 1", Control: "1m"})
	h.do("10 black announce Rb2")
	if _, err := h.try("70 black press"); err == nil {
		t.Fatal("a press after the flag fell should be refused")
	}
	h.wantResult(rules.WhiteWins, TimeForfeit)
}

// Guidelines I.1.1: the sealed move is written "in unambiguous notation";
// the application reads it as it reads every move (here Appendix D words
// naming the knight's square, where the short SAN Nd2 would be ambiguous)
// and seals the text with what it understood, which is read back to the
// sealer and played when the envelope is opened (I.5-I.7).
func TestGuidelinesI11SealedMoveAsUnderstood(t *testing.T) {
	g := newGame(t, Config{FEN: "r3k3/8/8/8/8/8/8/1N2KN2 w - - 0 40", Control: "90m"})
	g.do("1 arbiter adjourn")
	g.now = 2 * time.Second
	evs, err := g.s.Act(Action{Actor: Player(rules.White), Kind: Seal, Text: "Springer Bella eins David zwei", Move: "b1d2"})
	if err != nil {
		t.Fatal(err)
	}
	wantKinds(t, evs, "sealed")
	if e := evs[0]; e.Move == rules.NoMove || e.Before.UCI(e.Move) != "b1d2" || e.Text != "Springer Bella eins David zwei" {
		t.Fatalf("sealed event %+v: the understood move is not read back", e)
	}
	if env, _ := g.s.Envelope(); env.Move != "b1d2" || env.Sealed != "Springer Bella eins David zwei" {
		t.Fatalf("envelope %+v", env)
	}
	g.do("100 arbiter resume")
	if r, _ := g.s.Result(); r != rules.Unfinished {
		t.Fatalf("the sealed move lost: %v", r)
	}
	if p := g.s.Plies(); len(p) != 1 || p[0].Before.UCI(p[0].Move) != "b1d2" {
		t.Fatalf("the sealed move is not played: %+v", p)
	}
	g.replayed()

	// A move understood as illegal is refused at sealing (nothing recorded).
	h := newGame(t, Config{FEN: "r3k3/8/8/8/8/8/8/1N2KN2 w - - 0 40", Control: "90m"})
	h.do("1 arbiter adjourn")
	if _, err := h.s.Act(Action{Actor: Player(rules.White), Kind: Seal, Text: "Ke3", Move: "e1e3"}); !errors.Is(err, ErrIllegal) {
		t.Fatalf("an illegal understood move: %v", err)
	}

	// A journal from before the move was read at sealing has the text only:
	// it is read as written when the envelope is opened.
	old := newGame(t, Config{FEN: "r3k3/8/8/8/8/8/8/1N2KN2 w - - 0 40", Control: "90m"})
	old.do("1 arbiter adjourn")
	if _, err := old.s.Act(Action{Actor: Player(rules.White), Kind: Seal, Text: "Nbd2"}); err != nil {
		t.Fatal(err)
	}
	old.do("100 arbiter resume")
	if p := old.s.Plies(); len(p) != 1 || p[0].Before.UCI(p[0].Move) != "b1d2" {
		t.Fatalf("the sealed text is not played: %+v", p)
	}
}

// Guidelines I.1.1, last sentence: "If, after the arbiter has told the
// player to seal his move, the player makes a move on the chessboard, he
// must write that same move on his scoresheet as his sealed move."
func TestGuidelinesI11MovePlayedInsteadOfSealed(t *testing.T) {
	g := newGame(t, Config{Control: "90m"})
	g.do("10 white move e4")
	g.do("20 black move e5")
	g.do("30 arbiter adjourn")
	evs := g.do("40 white move Nf3")
	wantKinds(t, evs, "in-step sealed")
	if env, _ := g.s.Envelope(); env.Sealed != "Nf3" || env.Move != "g1f3" || g.s.Phase() != Adjourned {
		t.Fatalf("envelope %+v phase %s", env, g.s.Phase())
	}
	if len(g.s.Plies()) != 2 {
		t.Fatal("the sealed move was played on the boards")
	}
	g.do("86400 arbiter resume")
	if p := g.s.Plies(); len(p) != 3 || g.s.ToMove() != rules.Black {
		t.Fatalf("after opening: %d plies, %s to move", len(p), g.s.ToMove())
	}
	g.replayed()
}

// Guidelines I.8: a sealed move that is ambiguous or illegal still loses
// when the envelope is opened, however it was read at sealing.
func TestGuidelinesI8StillAtOpening(t *testing.T) {
	for _, sealed := range []string{"Nd2", "Ke3", "Springer irgendwohin"} {
		g := newGame(t, Config{FEN: "r3k3/8/8/8/8/8/8/1N2KN2 w - - 0 40", Control: "90m"})
		g.do("1 arbiter adjourn")
		evs := g.do("2 white seal " + sealed)
		if evs[0].Move != rules.NoMove {
			t.Fatalf("%q was understood as %v", sealed, evs[0].Move)
		}
		g.do("100 arbiter resume")
		g.wantResult(rules.BlackWins, SealedMoveInvalid)
		g.replayed()
	}
}

// Guidelines I.1.1, I.1.2: the arbiter calls the adjournment, or the player
// having the move adjourns (the blind player's assistant may do the
// formalities for them, D.2.10.6); the opponent may not.
func TestGuidelinesI1WhoAdjourns(t *testing.T) {
	cfg := Config{Control: "90m", Blind: [2]bool{true, false}, Assisted: [2]bool{true, true}}
	g := newGame(t, cfg)
	g.do("1 white move e4")
	g.refuse("2 white adjourn", ErrNotAllowed)           // not White's move
	g.refuse("2 white-assistant adjourn", ErrNotAllowed) // nor for White's assistant
	g.refuse("2 black-assistant adjourn", ErrNotAllowed) // the sighted player's assistant
	wantKinds(t, g.do("3 black adjourn"), "adjourn")
	g.replayed()

	h := newGame(t, cfg)
	h.do("1 white-assistant adjourn") // D.2.10.6, White to move
	h.do("2 white seal e4")
	h.replayed()
	a := newGame(t, cfg)
	wantKinds(t, a.do("1 arbiter adjourn"), "adjourn")
}

// D.2.10.5: the blind player's assistant reports "when the sighted player
// has touched one of his pieces"; the blind player and the sighted player
// may report it too, not the sighted player's assistant (D.2.11 gives it
// only moves and announcements).
func TestD2105WhoReportsATouch(t *testing.T) {
	g := newGame(t, Config{Control: "90m", Blind: [2]bool{true, false}, Assisted: [2]bool{true, true}})
	g.do("1 white move e4")
	g.refuse("2 black-assistant touch g8", ErrNotAllowed)
	g.refuse("2 arbiter touch g8", ErrNotAllowed)
	for _, reporter := range []string{"white", "white-assistant", "black"} {
		evs := g.do("3 " + reporter + " touch g8")
		if e := evs[0]; e.Kind != Touched || e.Side != rules.Black || e.Square != rules.NewSquare(6, 7) {
			t.Fatalf("%s: %+v: the report is of Black's touch on g8", reporter, e)
		}
	}
	if n := len(g.s.Touches()); n != 3 {
		t.Fatalf("%d reports", n)
	}
	g.replayed()
}

// D.2.1: a move is "repeated by the opponent". When one station takes the
// made move onto the opponent's board without asking, the journal records
// that copy as the station's (the arbiter's), never as a confirmation the
// opponent gave.
func TestCopyIsNotAConfirmation(t *testing.T) {
	g := newGame(t, Config{Control: "90m"})
	g.refuse("1 arbiter copy", ErrNothingToRepeat)
	g.do("2 white move e4")
	g.refuse("3 black copy", ErrNotAllowed)
	evs := g.do("3 arbiter copy")
	wantKinds(t, evs, "in-step")
	if evs[0].Actor != Arbiter() || evs[0].Side != rules.Black {
		t.Fatalf("copy event %+v", evs[0])
	}
	if g.fen(rules.White) != g.fen(rules.Black) || g.s.AwaitingRepeat() {
		t.Fatal("the boards should agree after the copy")
	}
	g.refuse("4 arbiter copy", ErrNothingToRepeat)
	if a := g.rec.actions[len(g.rec.actions)-1]; a.Kind != Copy || a.Actor != Arbiter() {
		t.Fatalf("journal %+v", a)
	}
	g.replayed()
}

// A journal written before revisions is evidence: it replays, with the
// verdicts it was recorded with, even where the verdicts have changed since
// (an ending on the press, a touch reported by the sighted side's assistant).
func TestOldJournalReplaysAsRecorded(t *testing.T) {
	w, b := Player(rules.White), Player(rules.Black)
	at := func(s int) time.Duration { return time.Duration(s) * time.Second }
	old := []Action{
		{Actor: Arbiter(), Kind: Begin, Config: &Config{White: "A", Black: "B", Control: "1m", Assisted: [2]bool{true, true}}},
		{At: at(0), Actor: w, Kind: Move, Move: "f2f3"},
		{At: at(1), Actor: b, Kind: Move, Move: "e7e5"},
		{At: at(2), Actor: w, Kind: Move, Move: "g2g4"},
		{At: at(3), Actor: Assistant(rules.Black), Kind: Touch, Square: rules.NewSquare(4, 0)},
		{At: at(10), Actor: b, Kind: Announce, Move: "d8h4"},
		{At: at(12), Actor: b, Kind: Press},
	}
	s, err := Replay(old, Options{})
	if err != nil {
		t.Fatalf("an old journal does not replay: %v", err)
	}
	if r, why := s.Result(); r != rules.BlackWins || why != Checkmate {
		t.Fatalf("result %s %s", r, why)
	}
	if last := s.Plies()[3]; last.Made != at(12) {
		t.Fatalf("the mate was made at %v, recorded at the press", last.Made)
	}
	// The same actions under the current revision: the press comes after
	// the game ended on the announcement.
	cur := append([]Action(nil), old...)
	c := *old[0].Config
	c.Revision = Revision
	cur[0].Config = &c
	if _, err := Replay(cur, Options{}); !errors.Is(err, ErrGameOver) && !errors.Is(err, ErrNotAllowed) {
		t.Fatalf("under the current revision: %v", err)
	}
}
