package table

import (
	"strings"
	"testing"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/rules"
)

// TestSpokenWhole: an answer of several lines is said as one output whose
// phrase holds every line in order (APP.md, every channel is complete),
// long answers start with their count, and a move or a refusal is never
// folded into an answer.
func TestSpokenWhole(t *testing.T) {
	g, _ := testGame(t, func(s *settings.Settings) { s.Casual = true })
	for _, l := range []string{"e4", "e5"} {
		g.Do(l)
	}
	for _, tc := range []struct {
		line  string
		lead  string
		lines int
	}{
		{"board", "8 ranks.", 9},
		{"pieces", "", 12},
		{"help", "commands; an empty line stops the reading, more goes on.", 0},
	} {
		outs := g.Do(tc.line)
		if tc.lines > 0 && len(outs) != tc.lines {
			t.Fatalf("%s: %d lines, want %d:\n%s", tc.line, len(outs), tc.lines, texts(outs))
		}
		said := g.Spoken(outs)
		if len(said) != 1 || said[0].Kind != Answer {
			t.Fatalf("%s: said as %d outputs, want one", tc.line, len(said))
		}
		spoken := said[0].Phrase.String()
		at := 0
		for _, o := range outs {
			i := strings.Index(spoken[at:], strings.TrimSuffix(o.Text, "."))
			if i < 0 {
				t.Fatalf("%s: %q is not said after %q:\n%s", tc.line, o.Text, spoken[:at], spoken)
			}
			at += i
		}
		if tc.lead != "" && !strings.Contains(outs[0].Text, tc.lead) {
			t.Errorf("%s starts %q, want the count %q", tc.line, outs[0].Text, tc.lead)
		}
	}
	// the scoresheet is said in the move vocabulary, its moves in the
	// Braille chess code on the display
	outs := g.Do("score")
	if len(outs) != 2 || outs[0].Text != "1 move." || outs[1].Text != "1. e4 e5" {
		t.Fatalf("score:\n%s", texts(outs))
	}
	if got := g.Spoken(outs)[0].Phrase.String(); got != "1 move. 1. Eva zwei Eva vier, Eva sieben Eva fuenf." {
		t.Errorf("the scoresheet is said %q", got)
	}
	if cs := outs[1].Cells; len(cs) != 1 || !cs[0].Numbered || len(cs[0].Moves) != 2 || cs[0].Moves[1].Before.UCI(cs[0].Moves[1].Move) != "e7e5" {
		t.Errorf("the scoresheet line on the display: %+v", cs)
	}
	// the ranks are said in order, the eighth first
	said := g.Spoken(g.Do("board"))[0].Phrase.String()
	if i8, i1 := strings.Index(said, "Rank eight"), strings.Index(said, "Rank one"); i8 < 0 || i1 < i8 {
		t.Errorf("the board is said %q", said)
	}
	// a move, its press and an answer after it stay apart
	outs = append(g.Do("Nf3"), g.Do("whose")...)
	outs = append(outs, g.Do("zz")...)
	said2 := g.Spoken(outs)
	if len(said2) != len(outs) {
		t.Errorf("%d outputs said as %d: %q", len(outs), len(said2), texts(said2))
	}
}

// said returns the phrases a voice says for outs, one a line.
func said(g *Game, outs []Output) string {
	var b strings.Builder
	for _, o := range g.Spoken(outs) {
		if o.Quiet {
			continue
		}
		p := o.Text
		if o.Phrase != nil {
			p = o.Phrase.String()
		}
		b.WriteString(p + "\n")
	}
	return b.String()
}

// D.2.8: a slip corrected before the press is heard as a correction, by
// the opponent as by the mover (a move announcement goes to both).
func TestCorrectionSaidAsOne(t *testing.T) {
	g, _ := testGame(t, nil)
	g.PressAfterSpeech()
	g.Do("e4")
	outs := g.Do("correct d4")
	var move *Output
	for i := range outs {
		if outs[i].Move {
			move = &outs[i]
		}
	}
	if move == nil || move.Phrase.String() != "Correction: David zwei David vier" {
		t.Fatalf("the correction is said %q", said(g, outs))
	}
	// repeat says the corrected move as announced
	if got := said(g, g.Do("repeat")); got != "David zwei David vier\n" {
		t.Errorf("repeat after the correction: %q", got)
	}
}

// With confirmation on the move is heard once, when it is announced: the
// confirmation is answered with the boards agreeing, not the move again.
func TestConfirmedMoveHeardOnce(t *testing.T) {
	g, _ := testGame(t, func(s *settings.Settings) { s.Confirm = true })
	first := said(g, g.Do("e4"))
	if strings.Count(first, "Eva zwei Eva vier") != 1 {
		t.Fatalf("the announcement: %q", first)
	}
	if got := said(g, g.Do("ok")); strings.Contains(got, "Eva") || !strings.Contains(got, "The boards agree.") {
		t.Errorf("the confirmation is said %q", got)
	}
}

// The opponent's press starts the blind player's clock: the player hears
// it; the player's own press stays quiet.
func TestOpponentPressHeard(t *testing.T) {
	g, _ := testGame(t, func(s *settings.Settings) { s.Blind = "white" })
	if got := said(g, g.Do("e4")); strings.Contains(got, "clock") {
		t.Errorf("the player's own press is said: %q", got)
	}
	outs := g.Do("e5")
	if got := said(g, outs); !strings.Contains(got, "White's clock runs.") {
		t.Errorf("black's press is said %q", got)
	}
	for _, o := range outs {
		if o.Pressed && (o.Quiet || !o.Clock || o.Move) {
			t.Errorf("black's press %+v: want said at clock priority", o)
		}
	}
}

// APP.md, one language per message: an answer about the board is said
// in the UI language's words throughout (colours, pieces, ranks, files,
// squares), whatever the moves' vocabulary, so a voice never switches
// language inside it; only a move is said in the moves' vocabulary.
func TestAnswersInOneLanguage(t *testing.T) {
	for _, tag := range []string{"en", "de", "es", "pt", "sk"} {
		for _, vocab := range []string{"appendix-d", "nato", "german", "slovak"} {
			g, _ := testGame(t, func(s *settings.Settings) { s.UI, s.Vocab, s.Casual = tag, vocab, true })
			for _, l := range []string{"e4", "e5"} {
				g.Do(l)
			}
			for _, q := range []string{"board", "board black", "pieces", "pieces black", "rank 2", "file e",
				"square e4", "e5?", "attackers e5", "pawns", "changed", "verify rank 2 8"} {
				outs := g.Do(q)
				for _, o := range g.Spoken(outs) {
					langs := map[string]bool{}
					for _, w := range o.Phrase {
						if w.Kind == announce.Pause {
							continue
						}
						l := w.Lang
						if l == "" {
							l = "en"
						}
						langs[l] = true
					}
					if len(langs) > 1 || (len(langs) == 1 && !langs[tag]) {
						t.Errorf("%s/%s %q is said in %v: %q", tag, vocab, q, langs, o.Phrase.String())
					}
				}
			}
		}
	}
}

// With confirmation on, the confirmer's own reply typed without ok
// accepts the move as announced and is played after it; a reply legal
// neither as the repetition nor as the confirmer's move is refused as the
// confirmer's move, never with the announcer's moves.
func TestReplyAcceptsTheAnnouncedMove(t *testing.T) {
	g, _ := testGame(t, func(s *settings.Settings) { s.Confirm, s.Casual = true, true })
	g.Do("e4")
	got := texts(g.Do("Ke2"))
	if !strings.Contains(got, `"Ke2"`) || strings.Contains(got, "Felix drei") || !strings.Contains(got, "Springer Gustav acht Felix sechs") {
		t.Errorf("a reply not legal for black: %q", got)
	}
	if n := len(g.Session().Plies()); n != 1 || !g.Session().AwaitingRepeat() {
		t.Fatalf("the refused reply changed the game: %d plies", n)
	}
	got = texts(g.Do("e5"))
	if !strings.Contains(got, "the boards agree") || !strings.Contains(got, "Black announces: Eva sieben Eva fuenf.") {
		t.Fatalf("the reply without ok: %q", got)
	}
	p := g.Session().Plies()
	if len(p) != 2 || p[1].Before.UCI(p[1].Move) != "e7e5" {
		t.Fatalf("plies after the reply: %d", len(p))
	}
	// the repetition itself still wins: black types White's move as understood
	g.Do("ok")
	g.Do("Nf3")
	if got := texts(g.Do("Nf3")); !strings.Contains(got, "the boards agree") {
		t.Errorf("the repetition typed: %q", got)
	}
}

// The opponent's move not yet on the blind player's board is there for
// the display: announced, then pressed and waiting for the confirmation;
// gone once confirmed, and never the player's own move.
func TestTactileUnconfirmed(t *testing.T) {
	g, _ := testGame(t, func(s *settings.Settings) { s.Confirm, s.Blind = true, "white" })
	g.Do("e4")
	if u := g.Tactile().Unconfirmed; u != nil {
		t.Fatalf("the player's own move is unconfirmed: %+v", u)
	}
	g.Do("ok")
	g.Do("e5")
	u := g.Tactile().Unconfirmed
	if u == nil || u.Side != rules.Black || u.Before.UCI(u.Move) != "e7e5" {
		t.Fatalf("black's e5 waiting for white's confirmation: %+v", u)
	}
	g.Do("ok")
	if u := g.Tactile().Unconfirmed; u != nil {
		t.Fatalf("still unconfirmed after ok: %+v", u)
	}
}

// On the Braille display the moves of a confirmation and of a divergence
// are in the chess code (Cells), never spelt as text: the lines say who
// has which move, the moves follow as moves.
func TestMovesOnTheDisplayAreMoves(t *testing.T) {
	g, _ := testGame(t, func(s *settings.Settings) { s.Confirm = true })
	g.Do("e4")
	outs := g.Do("ok")
	var agree []Cells
	for _, o := range outs {
		agree = append(agree, o.Cells...)
	}
	if len(agree) != 1 || len(agree[0].Moves) != 1 || agree[0].Moves[0].Before.UCI(agree[0].Moves[0].Move) != "e2e4" ||
		strings.Contains(agree[0].Label, "Eva") {
		t.Fatalf("the confirmation on the display: %+v", agree)
	}
	g.Do("e5")
	var lines []Cells
	for _, o := range g.Do("d5") { // White repeats a move Black did not announce
		lines = append(lines, o.Cells...)
	}
	var moves []string
	for _, l := range lines {
		if !strings.HasPrefix(l.Label, "Squares") && (strings.Contains(l.Label, "Eva") || strings.Contains(l.Label, "David")) {
			t.Errorf("a move spelt on the display: %q", l.Label)
		}
		for _, m := range l.Moves {
			moves = append(moves, m.Before.UCI(m.Move))
		}
	}
	if strings.Join(moves, " ") != "d7d5 e7e5" || len(lines) != 5 || !strings.HasPrefix(lines[0].Label, "The boards differ at black's move 1") {
		t.Errorf("the divergence on the display: %+v", lines)
	}
}
