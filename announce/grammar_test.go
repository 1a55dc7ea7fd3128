package announce

import (
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules"
)

// grammarFENs: the start, a position with a promotion that captures and
// checks, en passant, both castlings, and Knights needing disambiguation.
var grammarFENs = []string{
	rules.StartFEN,
	"r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1",
	"4k3/8/8/8/8/2N3N1/8/4K3 w - - 0 1",
}

// TestSpokenMovesHearBack: every phrase of the grammar, in every
// vocabulary, is understood by that vocabulary's hearer as exactly the move
// it was made for; every legal move has a phrase; none is repeated.
func TestSpokenMovesHearBack(t *testing.T) {
	for _, v := range Vocabularies() {
		h, err := NewHearer(v)
		if err != nil {
			t.Fatal(err)
		}
		for _, fen := range grammarFENs {
			pos, err := rules.ParseFEN(fen)
			if err != nil {
				t.Fatal(err)
			}
			var list rules.MoveList
			pos.LegalMoves(&list)
			named := map[rules.Move]bool{}
			seen := map[string]bool{}
			for _, s := range v.SpokenMoves(&pos) {
				if seen[s.Text()] {
					t.Errorf("%s %s: %q twice", v.Name, fen, s.Text())
				}
				seen[s.Text()] = true
				m, err := h.Hear(&pos, s.Text())
				if err != nil || m != s.Move {
					t.Errorf("%s %s: %q heard as %v, %v; made for %v", v.Name, fen, s.Text(), m, err, s.Move)
				}
				named[s.Move] = true
			}
			if len(named) != list.Len() {
				t.Errorf("%s %s: %d of %d legal moves have a phrase", v.Name, fen, len(named), list.Len())
			}
		}
	}
}

// TestSpokenMovesAppendixD checks the phrases Appendix D's table gives, and
// that a promotion is never said without its piece (D.2.1).
func TestSpokenMovesAppendixD(t *testing.T) {
	pos, err := rules.ParseFEN("r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, s := range AppendixD().SpokenMoves(&pos) {
		got[s.Text()] = true
		if s.Move.Promotion() != rules.NoPieceType && !strings.Contains(s.Text(), "dame") &&
			!strings.Contains(s.Text(), "turm") && !strings.Contains(s.Text(), "laeufer") &&
			!strings.Contains(s.Text(), "springer") {
			t.Errorf("promotion without its piece: %q", s.Text())
		}
	}
	for _, want := range []string{
		"eva fuenf schlaegt david sechs en passant", "eva schlaegt david sechs en passant",
		"kurze rochade", "lange rochade", "bella sieben schlaegt anna acht dame schach",
		"bella sieben schlaegt anna acht dame", "bella schlaegt anna acht dame",
		"turm hector eins schlaegt hector acht schach", "turm schlaegt hector acht",
	} {
		if !got[want] {
			t.Errorf("no %q", want)
		}
	}
	for _, not := range []string{"bella sieben bella acht", "eva fuenf eva sieben", "koenig eva eins gustav eins"} {
		if got[not] {
			t.Errorf("%q is not a legal move here", not)
		}
	}
}

func TestFoldWords(t *testing.T) {
	for in, want := range map[string]string{"Läufer": "laeufer", "xeque-mate": "xeque mate",
		"Kurze Rochade": "kurze rochade", "César": "cesar", "": ""} {
		if got := strings.Join(FoldWords(in), " "); got != want {
			t.Errorf("FoldWords(%q) = %q, want %q", in, got, want)
		}
	}
	if w := AppendixD().GrammarWords(); len(w) != 8+8+5+3+1+2+2 {
		t.Errorf("appendix-d grammar words: %d %v", len(w), w)
	}
}
