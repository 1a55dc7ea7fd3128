package narrate

import (
	"errors"
	"fmt"
	"testing"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/clock"
	"github.com/tactuschess/tactus/rules/session"
)

func ExampleNarrator_Sentence() {
	s, evs, _ := session.New(session.Config{White: "Ana", Black: "Bo"}, session.Options{})
	more, _ := s.Act(session.Action{Actor: session.Player(rules.White), Kind: session.Move, Move: "g1f3"})
	n := Narrator{Say: announce.Announcer{}}
	for _, e := range append(evs, more...) {
		fmt.Println(Capital(n.Sentence(e)))
	}
	// Output:
	// Game begins, white to move.
	// White announces: Springer Gustav eins Felix drei.
	// White completes the move, black's clock runs.
}

func TestPhrase(t *testing.T) {
	n := Narrator{Say: announce.Announcer{}}
	pos := rules.StartPosition()
	m, _ := pos.ParseUCI("e2e4")
	if p, ok := n.Phrase(session.Event{Kind: session.Announced, Before: pos, Move: m}); !ok || p.String() != "Eva zwei Eva vier" {
		t.Errorf("announced: %q %v", p, ok)
	}
	end := session.Event{Kind: session.Ended, Result: rules.BlackWins, Reason: session.Resignation}
	if p, ok := n.Phrase(end); !ok || p.String() != "White resigns, Black wins" {
		t.Errorf("ended: %q %v", p, ok)
	}
	if _, ok := n.Phrase(session.Event{Kind: session.Made}); ok {
		t.Error("a phrase for the press")
	}
}

// TestPhraseEveryEnding: every reason a session ends for has its sentence,
// with the side that acted.
func TestPhraseEveryEnding(t *testing.T) {
	n := Narrator{Say: announce.Announcer{}}
	for _, c := range []struct {
		e    session.Event
		want string
	}{
		{session.Event{Result: rules.WhiteWins, Reason: session.Checkmate}, "Checkmate, White wins"},
		{session.Event{Result: rules.BlackWins, Reason: session.TimeForfeit}, "White's flag fell, Black wins"},
		{session.Event{Result: rules.Draw, Reason: session.ThreefoldClaim, Side: rules.Black}, "Black claims threefold repetition, draw"},
		{session.Event{Result: rules.Draw, Reason: session.TimeNoMate}, "Flag fell, the opponent cannot checkmate, draw"},
		{session.Event{Result: rules.WhiteWins, Reason: session.IllegalMoves}, "Second illegal move, White wins"},
		{session.Event{Result: rules.Draw, Reason: session.IllegalMovesNoMate}, "Second illegal move, the opponent cannot checkmate, draw"},
		{session.Event{Result: rules.BlackWins, Reason: session.SealedMoveInvalid}, "Sealed move invalid, Black wins"},
		{session.Event{Result: rules.WhiteWins, Reason: session.Adjudication}, "Arbiter's decision, White wins"},
	} {
		c.e.Kind = session.Ended
		if p, ok := n.Phrase(c.e); !ok || p.String() != c.want {
			t.Errorf("%s: %q %v, want %q", c.e.Reason, p, ok, c.want)
		}
	}
}

// TestRefusalAndCapital: a refusal is worded from the error's typed reason
// in every language, English too; an error's own text is never said.
func TestRefusalAndCapital(t *testing.T) {
	de, err := catalog.Lookup("de")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		ui   *catalog.UI
		err  error
		want string
	}{
		{nil, fmt.Errorf("session: white to move: %w", session.ErrNotYourTurn), "It is not your turn."},
		{nil, &session.RefusalError{Err: session.ErrNotAllowed, Why: session.WhyNoPly, Ply: 9, Made: 4}, "No half-move 9 (4 made): not allowed."},
		{nil, &session.RefusalError{Err: session.ErrNotAllowed, Why: session.WhyClaimAwaits, Side: rules.White}, "White's claim awaits the decision: not allowed."},
		{nil, &session.RefusalError{Err: session.ErrGameOver, Why: session.WhyEnded, Op: session.Move, Ending: session.Resignation}, "The game is over (resignation)."},
		{nil, fmt.Errorf("%w: %w", session.ErrClock, &clock.QuickplayError{Why: clock.QuickplayTwoMinutes, Side: rules.Black}), "Not allowed: black has two minutes or more."},
		{nil, errors.New("session: some words no catalogue has"), "Refused."},
		{de, &session.RefusalError{Err: session.ErrNotAllowed, Why: session.WhyDeclineFirst, Side: rules.Black}, "III.4: Der Antrag von Schwarz ist ein Remisangebot, das Weiß erst ablehnen muss."},
		{de, errors.New("session: some words no catalogue has"), de.Refuse.Refused},
	} {
		if got := (Narrator{UI: tc.ui}).Refusal(tc.err); got != tc.want {
			t.Errorf("Refusal(%v) = %q, want %q", tc.err, got, tc.want)
		}
	}
	for in, want := range map[string]string{"": "", "ok?": "Ok?", "done.": "Done.", "é": "É."} {
		if got := Capital(in); got != want {
			t.Errorf("Capital(%q) = %q, want %q", in, got, want)
		}
	}
}
