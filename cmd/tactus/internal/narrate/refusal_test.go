package narrate

import (
	"errors"
	"fmt"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// TestTypedRefusals words each typed session refusal with its data in
// English and German.
func TestTypedRefusals(t *testing.T) {
	de, err := catalog.Lookup("de")
	if err != nil {
		t.Fatal(err)
	}
	w, b := rules.White, rules.Black
	type ref = session.RefusalError
	for _, tc := range []struct {
		err    *ref
		en, de string
	}{
		{&ref{Err: session.ErrNotYourTurn, Why: session.WhyToMove, Side: b}, "Not your turn: black is to move.", "Du bist nicht am Zug: Schwarz ist am Zug."},
		{&ref{Err: session.ErrNotYourTurn, Why: session.WhyNotPressed, Side: w}, "White has announced a move and not pressed the clock.", "Weiß hat einen Zug angesagt und die Uhr nicht gedrückt."},
		{&ref{Err: session.ErrNotYourTurn, Why: session.WhyClockRuns, Side: b}, "Not your turn: black's clock runs.", "Du bist nicht am Zug: die Uhr von Schwarz läuft."},
		{&ref{Err: session.ErrNotAllowed, Why: session.WhyPressFirst, Side: w}, "White must first press the clock.", "Weiß muss zuerst die Uhr drücken."},
		{&ref{Err: session.ErrNothingAnnounced, Why: session.WhyNothingToCorrect}, "There is nothing to correct; a correction must come before the press (D.2.8).", "Es gibt nichts zu korrigieren; eine Korrektur muss vor dem Drücken der Uhr kommen (D.2.8)."},
		{&ref{Err: session.ErrNotAllowed, Why: session.WhyOnlyOwnCorrects, Side: b}, "Only black may correct black's announcement.", "Nur Schwarz darf die Ansage von Schwarz korrigieren."},
		{&ref{Err: session.ErrAlreadyAnnounced, Why: session.WhyCorrectOrPress, Side: w}, "A move is already announced; correct it or press the clock.", "Ein Zug ist schon angesagt; korrigiere ihn oder drücke die Uhr."},
		{&ref{Err: session.ErrNotAllowed, Why: session.WhyNoAdjournment}, "No adjournment was called.", "Es wurde keine Hängepartie angesetzt."},
		{&ref{Err: session.ErrNotAllowed, Why: session.WhySeals, Side: b}, "Black seals the move.", "Schwarz gibt den Abgabezug ab."},
		{&ref{Err: session.ErrNotAllowed, Why: session.WhyNotAdjourned}, "The game is not adjourned.", "Die Partie ist nicht unterbrochen."},
		{&ref{Err: session.ErrAdjourned, Why: session.WhyMustSeal}, "The game is adjourned; a move must be sealed.", "Die Partie ist unterbrochen; ein Zug muss abgegeben werden."},
		{&ref{Err: session.ErrNotAllowed, Why: session.WhyOfferStands, Side: w}, "White's draw offer stands already.", "Das Remisangebot von Weiß steht bereits."},
		{&ref{Err: session.ErrNotAllowed, Why: session.WhyOffered, Side: b}, "Black has offered a draw; accept or decline it.", "Schwarz hat Remis angeboten; nimm es an oder lehne es ab."},
		{&ref{Err: session.ErrNoOffer, Why: session.WhyNoOffer, Side: w}, "There is no draw offer from white's opponent.", "Es gibt kein Remisangebot des Gegners von Weiß."},
		{&ref{Err: session.ErrNoMoveYet, Why: session.WhyNoMoveYet}, "A draw is agreed only after both players have made a move (5.2.3).", "Remis kann erst vereinbart werden, wenn beide Spieler einen Zug gemacht haben (5.2.3)."},
		{&ref{Err: session.ErrNotAllowed, Why: session.WhyArbiterOnly, Op: session.SetTime}, "Only the arbiter may do that.", "Nur der Schiedsrichter darf das."},
		{&ref{Err: session.ErrNotAllowed, Why: session.WhyPlayerOnly, Op: session.Offer}, "Only a player may do that.", "Nur ein Spieler darf das."},
		{&ref{Err: session.ErrNotAllowed, Why: session.WhyNoAssistant, Side: b}, "Black has no assistant.", "Schwarz hat keinen Assistenten."},
		{&ref{Err: session.ErrNotAllowed, Why: session.WhyTouchByAssistant}, "Touched pieces are reported by an assistant (D.2.10.5).", "Berührte Figuren meldet ein Assistent (D.2.10.5)."},
		{&ref{Err: session.ErrNotAllowed, Why: session.WhyAdjourner}, "The arbiter or the player having the move adjourns the game (I.1).", "Der Schiedsrichter oder der Spieler am Zug unterbricht die Partie (I.1)."},
		{&ref{Err: session.ErrDiverged, Why: session.WhyDiverged, Ply: 7}, "The boards differ at half-move 7; the arbiter must reconcile them (D.2.9).", "Die Bretter weichen bei Halbzug 7 ab; der Schiedsrichter muss sie abgleichen (D.2.9)."},
		{&ref{Err: session.ErrIntendedMove, Why: session.WhyClaimedWith, Side: w, Move: "g1f3"}, "White claimed with g1-f3; that move must be played (9.5.3).", "Weiß hat mit g1-f3 reklamiert; dieser Zug muss gespielt werden (9.5.3)."},
		{&ref{Err: session.ErrNotAllowed, Why: session.WhyArbiterNoMove}, "The arbiter does not move.", "Der Schiedsrichter zieht nicht."},
		{&ref{Err: session.ErrNothingToRepeat, Why: session.WhyNothingToRepeat, Side: b}, "There is no move for black to repeat.", "Es gibt keinen Zug, den Schwarz wiederholen kann."},
		{&ref{Err: session.ErrNotAllowed, Why: session.WhyNoBoard}, "The arbiter keeps no board.", "Der Schiedsrichter führt kein Brett."},
		{&ref{Err: session.ErrIllegal, Why: session.WhyIllegalOnBoard, Side: b}, "That move is illegal on black's board.", "Dieser Zug ist auf dem Brett von Schwarz regelwidrig."},
		{&ref{Err: session.ErrNotAllowed, Why: session.WhyNoPly, Ply: 12, Made: 8}, "No half-move 12 (8 made): not allowed.", "Es gibt keinen Halbzug 12 (8 gespielt)."},
		{&ref{Err: session.ErrNotAgreed, Why: session.WhyNotAgreed, Ply: 9, Made: 6}, "The boards do not agree at half-move 9; they agree up to half-move 6 (D.2.9).", "Bei Halbzug 9 stimmen die Bretter nicht überein; sie stimmen bis Halbzug 6 überein (D.2.9)."},
		{&ref{Err: session.ErrNotAllowed, Why: session.WhyNoMoveMade}, "No move has been made.", "Es wurde noch kein Zug gemacht."},
		{&ref{Err: session.ErrTooLate, Why: session.WhyIllegalStands, Ply: 5}, "The opponent has made the next move; the illegal move at half-move 5 stands (A.5.2).", "Der Gegner hat den nächsten Zug gemacht; der regelwidrige Zug bei Halbzug 5 bleibt bestehen (A.5.2)."},
		{&ref{Err: session.ErrNotAllowed, Why: session.WhyNotEnded}, "The game has not ended; the arbiter declares a result.", "Die Partie ist nicht beendet; der Schiedsrichter erklärt ein Ergebnis."},
		{&ref{Err: session.ErrNotAllowed, Why: session.WhyNoClock}, "The game has no clock.", "Die Partie hat keine Uhr."},
		{&ref{Err: session.ErrTooLate, Why: session.WhyTenMoves}, "Too late: both players have made ten moves (A.5.1.1).", "Zu spät: beide Spieler haben zehn Züge gemacht (A.5.1.1)."},
		{&ref{Err: session.ErrNotAllowed, Why: session.WhyPostponedAlready}, "The decision is postponed already.", "Die Entscheidung ist bereits aufgeschoben."},
		{&ref{Err: session.ErrArbiterDecides, Why: session.WhyFlagPostponed}, "A flag fell with a claim under Guidelines III.5 postponed; the arbiter declares the result.", "Ein Fallblättchen fiel, während ein Antrag nach Richtlinien III.5 aufgeschoben war; der Schiedsrichter erklärt das Ergebnis."},
	} {
		// Wrapped as the app receives it, and the sentinel still found.
		wrapped := fmt.Errorf("play: %w", tc.err)
		if !errors.Is(wrapped, tc.err.Err) {
			t.Errorf("%v does not wrap %v", tc.err, tc.err.Err)
		}
		if got := (Narrator{}).Refusal(wrapped); got != tc.en {
			t.Errorf("en %v = %q, want %q", tc.err, got, tc.en)
		}
		if got := (Narrator{UI: de}).Refusal(wrapped); got != tc.de {
			t.Errorf("de %v = %q, want %q", tc.err, got, tc.de)
		}
	}
}

// TestEveryWhyWorded: every Why of a session refusal has its own
// sentence in every language, not only its rule's sentence.
func TestEveryWhyWorded(t *testing.T) {
	for _, tag := range []string{"en", "de", "es", "pt", "sk"} {
		u, err := catalog.Lookup(tag)
		if err != nil {
			t.Fatal(err)
		}
		for w := session.WhyEnded; w <= session.WhyNotBegun; w++ {
			re := &session.RefusalError{Err: session.ErrNotAllowed, Why: w, Ending: session.Resignation}
			if got := (Narrator{UI: u}).Refusal(re); got == u.Refuse.NotAllowed || got == u.Refuse.Refused {
				t.Errorf("%s: Why %d is worded only %q", tag, w, got)
			}
		}
	}
}

// TestRefusalsFromPlay: the session's refusals of a player's action say
// why, as the rules were broken, not only which rule.
func TestRefusalsFromPlay(t *testing.T) {
	s, _, err := session.New(session.Config{White: "Ana", Black: "Bo"}, session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		a    session.Action
		want error
		say  string
	}{
		{session.Action{Actor: session.Player(rules.White), Kind: session.Correct, Move: "g1f3"}, session.ErrNothingAnnounced,
			"There is nothing to correct; a correction must come before the press (D.2.8)."},
		{session.Action{Actor: session.Player(rules.White), Kind: session.Seal, Move: "e2e4"}, session.ErrNotAllowed,
			"No adjournment was called."},
		{session.Action{Actor: session.Player(rules.Black), Kind: session.Announce, Move: "e7e5"}, session.ErrNotYourTurn,
			"Not your turn: white is to move."},
	} {
		_, err := s.Act(tc.a)
		if !errors.Is(err, tc.want) {
			t.Fatalf("%v: %v, want %v", tc.a.Kind, err, tc.want)
		}
		if got := Refusal(err); got != tc.say {
			t.Errorf("%v: %q, want %q", tc.a.Kind, got, tc.say)
		}
	}
}

// TestClaimedWithMoveWords: the move a draw was claimed with (9.5.3) is
// said in the move words, given the board it is played on.
func TestClaimedWithMoveWords(t *testing.T) {
	start := rules.StartPosition()
	de, err := catalog.Lookup("de")
	if err != nil {
		t.Fatal(err)
	}
	re := &session.RefusalError{Err: session.ErrIntendedMove, Why: session.WhyClaimFixed, Side: rules.White, Move: "g1f3", Before: &start}
	if got, want := Refusal(re), "White claimed with Springer Gustav eins Felix drei, which cannot be changed (9.2.1, 9.5.3)."; got != want {
		t.Errorf("en: %q, want %q", got, want)
	}
	if got, want := (Narrator{UI: de}).Refusal(re), "Weiß hat mit Springer Gustav eins Felix drei reklamiert, das kann nicht geändert werden (9.2.1, 9.5.3)."; got != want {
		t.Errorf("de: %q, want %q", got, want)
	}
}
