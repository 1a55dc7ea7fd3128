package narrate

import (
	"fmt"
	"testing"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
	"github.com/tactuschess/tactus/rules/session"
)

// TestLanguages says a few events, refusals, problems and statuses in
// each language.
func TestLanguages(t *testing.T) {
	start := rules.StartPosition()
	m, _ := start.ParseUCI("e2e4")
	for _, tc := range []struct {
		lang string
		got  func(n Narrator) string
		want string
	}{
		{"de", func(n Narrator) string {
			return Capital(n.Sentence(session.Event{Kind: session.Announced, Before: start, Move: m}))
		},
			"Weiß sagt an: Eva zwei Eva vier."},
		{"es", func(n Narrator) string {
			return Capital(n.Sentence(session.Event{Kind: session.Made, Side: rules.Black}))
		},
			"Las negras completan la jugada, corre el reloj de las blancas."},
		{"pt", func(n Narrator) string {
			return Capital(n.Sentence(session.Event{Kind: session.Ended, Result: rules.Draw, Reason: session.Agreement}))
		}, "Fim da partida: empate, acordo."},
		{"sk", func(n Narrator) string {
			return n.Refusal(fmt.Errorf("session: black to move: %w", session.ErrNotYourTurn))
		}, "Nie si na ťahu."},
		{"de", func(n Narrator) string {
			_, err := announce.Hear(&start, "Springa Felix drei")
			return n.InputProblem("Springa Felix drei", err, notation.English)
		}, `"Springa Felix drei": "Springa" ist kein Zugwort`},
		{"es", func(n Narrator) string {
			_, err := announce.Hear(&start, "Springer Felix vier")
			return n.MoveProblem(err, notation.English)
		}, "las jugadas de caballo son Na3, Nc3, Nf3, Nh3"},
		{"es", func(n Narrator) string {
			_, err := announce.Hear(&start, "Turm Anna drei")
			return n.MoveProblem(err, notation.English)
		}, "no hay ninguna jugada legal de torre"},
		{"de", func(n Narrator) string {
			_, err := announce.Hear(&start, "Turm Anna drei")
			return n.MoveProblem(err, notation.English)
		}, "Turm: kein regelgemäßer Zug"},
		{"es", func(n Narrator) string { return n.Status(rules.Status{Check: true}, rules.Black) },
			"La partida sigue; las negras están en jaque."},
		{"en", func(n Narrator) string { return n.Status(rules.Status{ClaimableFifty: true}, rules.White) },
			"The game goes on; White may claim a draw by the 50-move rule."},
		{"sk", func(n Narrator) string { return n.Status(rules.Status{Check: true}, rules.Black) },
			"Partia pokračuje; čierny je v šachu."},
		{"pt", func(n Narrator) string {
			return n.Status(rules.Status{Termination: rules.Checkmate, Result: rules.WhiteWins}, rules.Black)
		}, "Vencem as brancas por xeque-mate."},
		{"en", func(n Narrator) string {
			n.Untimed = true
			return Capital(n.Sentence(session.Event{Kind: session.Made, Side: rules.White}))
		}, "White completes the move, black to move."},
		{"de", func(n Narrator) string {
			n.Untimed = true
			return Capital(n.Sentence(session.Event{Kind: session.Made, Side: rules.Black}))
		}, "Schwarz beendet den Zug, Weiß ist am Zug."},
		{"es", func(n Narrator) string {
			n.Untimed = true
			return Capital(n.Sentence(session.Event{Kind: session.Made, Side: rules.White}))
		}, "Las blancas completan la jugada, juegan las negras."},
		{"sk", func(n Narrator) string {
			n.Untimed = true
			return Capital(n.Sentence(session.Event{Kind: session.Made, Side: rules.White}))
		}, "Biely dokončil ťah, na ťahu je čierny."},
		{"en", func(n Narrator) string { return n.Squares(nil) }, "none"},
		{"de", func(n Narrator) string { return n.Squares(nil) }, "keine"},
	} {
		u, err := catalog.Lookup(tc.lang)
		if err != nil {
			t.Fatal(err)
		}
		if got := tc.got(Narrator{Say: announce.Announcer{Lang: u.Lang}, UI: u}); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.lang, got, tc.want)
		}
	}
}

// ExampleNarrator_Sentence_slovak narrates in Slovak.
func ExampleNarrator_Sentence_slovak() {
	s, evs, _ := session.New(session.Config{White: "Ana", Black: "Bo"}, session.Options{})
	more, _ := s.Act(session.Action{Actor: session.Player(rules.White), Kind: session.Move, Move: "g1f3"})
	u, _ := catalog.Lookup("sk")
	n := Narrator{Say: announce.Announcer{Lang: u.Lang}, UI: u}
	for _, e := range append(evs, more...) {
		fmt.Println(Capital(n.Sentence(e)))
	}
	// Output:
	// Partia sa začína, na ťahu je biely.
	// Biely ohlasuje: Springer Gustav eins Felix drei.
	// Biely dokončil ťah, bežia hodiny čierneho.
}
