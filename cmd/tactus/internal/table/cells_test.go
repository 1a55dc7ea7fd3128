package table

import (
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
)

// movesOnCells checks that every output naming the move spelt (spelt) shows
// it on the Braille display as a move in the chess code (Cells), with a
// label that does not spell it, and returns the moves shown.
func movesOnCells(t *testing.T, outs []Output, spelt string) []string {
	t.Helper()
	var moves []string
	for _, o := range outs {
		if !strings.Contains(o.Text, spelt) {
			continue
		}
		if o.Cells == nil {
			t.Errorf("%q is on the display as text", o.Text)
		}
		for _, c := range o.Cells {
			if strings.Contains(c.Label, spelt) {
				t.Errorf("the label spells the move: %q", c.Label)
			}
			for _, m := range c.Moves {
				moves = append(moves, m.Before.UCI(m.Move))
			}
		}
	}
	return moves
}

// whose, with a move announced and not pressed, shows that move on the
// Braille display in the chess code, not spelt (issue 22).
func TestWhoseShowsTheAnnouncedMove(t *testing.T) {
	g, _ := testGame(t, func(s *settings.Settings) { s.AutoPress = false })
	g.Do("e4")
	outs := g.Do("whose")
	if got := movesOnCells(t, outs, "Eva zwei Eva vier"); strings.Join(got, " ") != "e2e4" {
		t.Errorf("whose showed moves %v: %+v", got, outs)
	}
}

// The sealed move is read back to its sealer on the Braille display in the
// chess code, before it is sealed (the question) and after (Guidelines
// I.1.1), never spelt.
func TestSealReadBackOnTheDisplay(t *testing.T) {
	g, now := testGame(t, func(s *settings.Settings) {
		s.FEN, s.ArbiterPIN = "r3k3/8/8/8/8/8/8/1N2KN2 w - - 0 40", "4711"
	})
	do(g, "press", "arbiter 4711", "adjourn", "yes")
	*now = time.Second
	asked := g.Do("seal Springer Bella eins David zwei")
	var q []string
	for _, o := range asked {
		if o.Question {
			for _, c := range o.Cells {
				for _, m := range c.Moves {
					q = append(q, m.Before.UCI(m.Move))
				}
			}
		}
	}
	if strings.Join(q, " ") != "b1d2" {
		t.Errorf("the read-back question shows moves %v: %+v", q, asked)
	}
	sealed := g.Do("yes")
	if got := movesOnCells(t, sealed, "Springer Bella eins David zwei"); strings.Join(got, " ") != "b1d2" {
		t.Errorf("the sealed move read back shows %v: %+v", got, sealed)
	}
}

// saidInParts checks that o's phrase says its sentence in the UI language
// (lang) and only its move (spelt) in the moves' vocabulary (Appendix D:
// German words), never the whole line in one voice.
func saidInParts(t *testing.T, o Output, lang, spelt string) {
	t.Helper()
	if !strings.Contains(o.Phrase.String(), spelt) {
		t.Fatalf("%q is not said with its move: %q", o.Text, o.Phrase.String())
	}
	moveWords, uiWords := 0, 0
	for _, w := range o.Phrase {
		switch w.Kind {
		case announce.Message:
			uiWords++
			if !strings.Contains(o.Text, w.Text) {
				t.Errorf("%q said as %q, which the line does not hold", o.Text, w.Text)
			}
			if w.Lang != lang {
				t.Errorf("%q said in %q, want %q", w.Text, w.Lang, lang)
			}
		case announce.File, announce.Rank, announce.Piece:
			moveWords++
			if w.Lang != "de" {
				t.Errorf("move word %q said in %q", w.Text, w.Lang)
			}
		}
	}
	if moveWords == 0 || uiWords == 0 {
		t.Errorf("%q: %d move words, %d UI words", o.Phrase.String(), moveWords, uiWords)
	}
}

// whose and the sealed move's read-back say the sentence in the UI
// language and the move in the moves' vocabulary (APP.md: one language per
// message, only the move words in the vocabulary).
func TestMoveInsideASentenceSaidInItsVocabulary(t *testing.T) {
	g, _ := testGame(t, func(s *settings.Settings) { s.AutoPress = false })
	g.Do("e4")
	var pending *Output
	for _, o := range g.Do("whose") {
		if o.Cells != nil {
			pending = &o
		}
	}
	if pending == nil {
		t.Fatal("whose did not tell the move announced")
	}
	saidInParts(t, *pending, "en", "Eva zwei Eva vier")

	g, now := testGame(t, func(s *settings.Settings) {
		s.UI, s.FEN, s.ArbiterPIN = "sk", "r3k3/8/8/8/8/8/8/1N2KN2 w - - 0 40", "4711"
	})
	do(g, "press", "arbiter 4711", "adjourn", "áno")
	*now = time.Second
	g.Do("seal Springer Bella eins David zwei")
	var sealed *Output
	for _, o := range g.Do("áno") {
		if o.Kind == Answer && o.Cells != nil {
			sealed = &o
		}
	}
	if sealed == nil {
		t.Fatal("the sealed move was not read back")
	}
	saidInParts(t, *sealed, "sk", "Springer Bella eins David zwei")
}

// A resumed game shows the last move and the move announced and not
// pressed on the Braille display in the chess code, never spelt.
func TestResumedMovesOnTheDisplay(t *testing.T) {
	g, _ := testGame(t, func(s *settings.Settings) { s.AutoPress = false })
	do(g, "e4", "press", "e5")
	g.Quit()
	r, outs, err := Resume(g.Path(), Options{Settings: settings.Defaults(), Since: func() time.Duration { return 0 },
		Wall: func() time.Time { return time.Date(2026, 11, 22, 11, 0, 0, 0, time.UTC) }})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Quit()
	if got := movesOnCells(t, outs, "Eva zwei Eva vier"); strings.Join(got, " ") != "e2e4" {
		t.Errorf("the last move on the display: %v\n%s", got, texts(outs))
	}
	if got := movesOnCells(t, outs, "Eva sieben Eva fuenf"); strings.Join(got, " ") != "e7e5" {
		t.Errorf("the move announced on the display: %v\n%s", got, texts(outs))
	}
}
