package table

import (
	"github.com/tactuschess/tactus/rules"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
)

// TestNationalVocabularies: a national move vocabulary announces moves in
// its words and reads them back, whatever the UI language.
func TestNationalVocabularies(t *testing.T) {
	for _, tc := range []struct {
		vocab, ui, move, said string
	}{
		{"german", "en", "Springer g eins f drei", "White announces: Springer"},
		{"spanish", "en", "Caballo g uno f tres", "White announces: Caballo"},
		{"portuguese", "es", "Cavalo g um f três", "Las blancas anuncian: Cavalo"},
		{"slovak", "sk", "Jazdec g jeden f tri", "Biely ohlasuje: Jazdec"},
	} {
		g, _ := testGame(t, func(s *settings.Settings) { s.Vocab, s.UI, s.AutoPress = tc.vocab, tc.ui, false })
		out := texts(g.Do("Nf3"))
		if !strings.Contains(out, tc.said) {
			t.Errorf("%s/%s: Nf3 said\n%s", tc.vocab, tc.ui, out)
		}
		g2, _ := testGame(t, func(s *settings.Settings) { s.Vocab, s.UI, s.AutoPress = tc.vocab, tc.ui, false })
		if out := texts(g2.Do(tc.move)); !strings.Contains(out, tc.said) {
			t.Errorf("%s/%s: %q was not read:\n%s", tc.vocab, tc.ui, tc.move, out)
		}
	}
}

// TestAnswersInEachLanguage asks a few questions in each UI language (a
// casual game, which lists legal moves): the answers are in that
// language, and its words for white, black and the pieces are understood.
func TestAnswersInEachLanguage(t *testing.T) {
	for _, tc := range []struct {
		ui, line, want string
	}{
		{"de", "figuren weiß dame", "Dame von Weiß: David eins."},
		{"de", "rank 9", "Sag, welche Reihe, 1 bis 8: reihe 4."},
		{"de", "repeat", "Noch wurde nichts angesagt."},
		{"de", "prüfen reihe 2 PPPPPPPP", "Reihe 2 stimmt mit der Partie überein."},
		{"de", "prüfen reihe 2 4P", `"4P" hat 5 Felder, nicht acht.`},
		{"es", "última", "Aún no se ha hecho ninguna jugada."},
		{"es", "Ke2", `"Ke2": no es una jugada legal aquí; legales: Springer Bella eins Anna drei, Springer Bella eins Caesar drei, Springer Gustav eins Felix drei, Springer Gustav eins Hector drei, Anna zwei Anna drei, Bella zwei Bella drei, Caesar zwei Caesar drei, David zwei David drei, Eva zwei Eva drei, Felix zwei Felix drei, Gustav zwei Gustav drei, Hector zwei Hector drei, Anna zwei Anna vier, Bella zwei Bella vier, Caesar zwei Caesar vier, David zwei David vier, Eva zwei Eva vier, Felix zwei Felix vier, Gustav zwei Gustav vier, Hector zwei Hector vier.`},
		{"pt", "tabuleiro pretas", "8 fileiras.\nFileira um: a um Torre das brancas"},
		{"pt", "peões", "A: Brancas dois, Pretas sete."},
		{"sk", "overiť rad 2 2P", `"2P" má 3 polia, nie osem.`},
		{"sk", "overiť rad 2 P", `"P" má 1 pole, nie osem.`},
		{"sk", "pomoc", "hodiny, clock (c): oba časy a počet ťahov."},
		{"sk", "hodiny", "Biely, 5 minút 3 sekundy; Čierny, 5 minút 3 sekundy; 0 ťahov odohraných."},
	} {
		g, _ := testGame(t, func(s *settings.Settings) { s.UI, s.Casual = tc.ui, true })
		out := texts(g.Do(tc.line))
		if !strings.Contains(out, tc.want) {
			t.Errorf("%s %q:\n%s\nwant %q", tc.ui, tc.line, out, tc.want)
		}
	}
}

func TestQuestionIn(t *testing.T) {
	s := Summary{White: "Ana", Black: "Bo", Move: 12, ToMove: rules.Black, Began: time.Date(2026, 11, 22, 12, 5, 0, 0, time.Local)}
	for lang, want := range map[string]string{
		"en": "Resume the game Ana - Bo from 22 November at 12:05, move 12, black to move? (yes/no)",
		"de": "Die Partie Ana - Bo vom 22. November um 12:05 fortsetzen, Zug 12, Schwarz am Zug? (ja/nein)",
		"es": "¿Reanudar la partida Ana - Bo del 22 de noviembre a las 12:05, jugada 12, juegan las negras? (sí/no)",
		"pt": "Retomar a partida Ana - Bo de 22 de novembro às 12:05, lance 12, jogam as pretas? (sim/não)",
		"sk": "Pokračovať v partii Ana - Bo z 22. novembra o 12:05, ťah 12, na ťahu je čierny? (áno/nie)",
	} {
		u, err := catalog.Lookup(lang)
		if err != nil {
			t.Fatal(err)
		}
		if got := s.QuestionIn(u); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
	if s.Question() != "Resume the game Ana - Bo from 22 November at 12:05, move 12, black to move? (yes/no)" {
		t.Errorf("Question: %q", s.Question())
	}
}

// TestSlovakMoveCounts: the clock's move count takes Slovak's three plural
// forms.
func TestSlovakMoveCounts(t *testing.T) {
	g, _ := testGame(t, func(s *settings.Settings) { s.UI = "sk" })
	moves := []string{"e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "d3", "d6", "c3", "Nf6"}
	played := 0
	for _, tc := range []struct {
		plies int
		want  string
	}{{2, "; 1 ťah odohraný."}, {6, "; 3 ťahy odohrané."}, {10, "; 5 ťahov odohraných."}} {
		for ; played < tc.plies; played++ {
			g.Do(moves[played])
		}
		if out := texts(g.Do("hodiny")); !strings.Contains(out, tc.want) {
			t.Errorf("after %d plies: %s, want %q", tc.plies, out, tc.want)
		}
	}
}

// TestNotationFollowsTheUI: with no notation language set, moves are read
// and shown in the UI language's piece letters, and English letters are
// read too; a letter both know is the UI language's (Spanish R is the king).
func TestNotationFollowsTheUI(t *testing.T) {
	for _, tc := range []struct {
		ui, lang string
		moves    []string
		score    string
	}{
		{"de", "", []string{"Sf3", "Nc6"}, "1. Sf3 Sc6"},
		{"es", "", []string{"Cf3", "Nc6"}, "1. Cf3 Cc6"},
		{"sk", "", []string{"Jf3", "e5", "Nxe5"}, "2. Jxe5"},
		{"de", "en", []string{"Nf3", "Nc6"}, "1. Nf3 Nc6"},
		{"en", "", []string{"Nf3", "Nc6"}, "1. Nf3 Nc6"},
	} {
		g, _ := testGame(t, func(s *settings.Settings) { s.UI, s.Lang = tc.ui, tc.lang })
		for i, m := range tc.moves {
			if out := texts(g.Do(m)); len(g.Session().Plies()) != i+1 {
				t.Fatalf("%s: %q not played: %s", tc.ui, m, out)
			}
		}
		if out := texts(g.Do("score")); !strings.Contains(out, tc.score) {
			t.Errorf("%s/%q: score %q, want %q", tc.ui, tc.lang, out, tc.score)
		}
	}
	g, _ := testGame(t, func(s *settings.Settings) { s.UI = "es" })
	g.Do("e4")
	g.Do("e5")
	if out := texts(g.Do("Re2")); !strings.Contains(out, "Koenig") {
		t.Errorf("es: Re2 is the king's move: %s", out)
	}
}
