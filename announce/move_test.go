package announce

import (
	"errors"
	"testing"

	"github.com/tactuschess/tactus/rules"
)

// position parses a FEN or fails the test.
func position(t testing.TB, fen string) rules.Position {
	t.Helper()
	pos, err := rules.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return pos
}

// uciMove parses a UCI move in pos or fails the test.
func uciMove(t testing.TB, pos *rules.Position, uci string) rules.Move {
	t.Helper()
	m, err := pos.ParseUCI(uci)
	if err != nil {
		t.Fatalf("%s in %s: %v", uci, pos.FEN(), err)
	}
	return m
}

type moveCase struct {
	name, fen, uci, long, short string
}

// appendixDCases are the canonical phrases of APPENDIX-D.md, word for word,
// and one case of every other kind of move.
var appendixDCases = []moveCase{
	{"Nf3", rules.StartFEN, "g1f3", "Springer Gustav eins Felix drei", "Springer Felix drei"},
	{"e4", rules.StartFEN, "e2e4", "Eva zwei Eva vier", "Eva vier"},
	{"exd5", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "e4d5",
		"Eva vier schlaegt David fuenf", "Eva schlaegt David fuenf"},
	{"exd6 e.p.", "rnbqkbnr/ppp2ppp/4p3/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3", "e5d6",
		"Eva fuenf schlaegt David sechs en passant", "Eva schlaegt David sechs en passant"},
	{"e8=Q+", "2k5/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7e8q",
		"Eva sieben Eva acht Dame Schach", "Eva acht Dame Schach"},
	{"O-O-O#", "2rkr3/2p1p3/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1", "Lange Rochade Matt", "Lange Rochade Matt"},
	{"Nbd2", "rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3", "b1d2",
		"Springer Bella eins David zwei", "Springer Bella David zwei"},
	{"R1a3", "4k3/8/8/8/R7/8/8/R3K3 w - - 0 1", "a1a3", "Turm Anna eins Anna drei", "Turm eins Anna drei"},
	{"Q4e4", "4k3/8/8/8/7Q/8/8/4K2Q w - - 0 1", "h4e4",
		"Dame Hector vier Eva vier Schach", "Dame vier Eva vier Schach"},
	{"Qh1e4", "2k5/8/8/8/7Q/8/K7/4Q2Q w - - 0 1", "h1e4",
		"Dame Hector eins Eva vier", "Dame Hector eins Eva vier"},
	{"Nxe5", "4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1", "f3e5", "Springer Felix drei schlaegt Eva fuenf", "Springer schlaegt Eva fuenf"},
	{"e8=N", "8/4P2k/8/8/8/8/8/4K3 w - - 0 1", "e7e8n", "Eva sieben Eva acht Springer", "Eva acht Springer"},
	{"e8=B", "8/4P2k/8/8/8/8/8/4K3 w - - 0 1", "e7e8b", "Eva sieben Eva acht Laeufer", "Eva acht Laeufer"},
	{"e8=R", "8/4P2k/8/8/8/8/8/4K3 w - - 0 1", "e7e8r", "Eva sieben Eva acht Turm", "Eva acht Turm"},
	{"dxe8=Q", "4r3/3P2k1/8/8/8/8/8/4K3 w - - 0 1", "d7e8q",
		"David sieben schlaegt Eva acht Dame", "David schlaegt Eva acht Dame"},
	{"dxe8=N+", "4r3/3P4/5k2/8/8/8/8/4K3 w - - 0 1", "d7e8n",
		"David sieben schlaegt Eva acht Springer Schach", "David schlaegt Eva acht Springer Schach"},
	{"gxh1=Q#", "k7/8/8/8/8/8/3PPPp1/3BK2R b - - 0 1", "g2h1q",
		"Gustav zwei schlaegt Hector eins Dame Matt", "Gustav schlaegt Hector eins Dame Matt"},
	{"O-O", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", "Kurze Rochade", "Kurze Rochade"},
	{"O-O+", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", "Kurze Rochade Schach", "Kurze Rochade Schach"},
	{"Black O-O", "4k2r/8/8/8/8/8/8/4K3 b k - 0 1", "e8g8", "Kurze Rochade", "Kurze Rochade"},
	{"Qh4#", "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "d8h4",
		"Dame David acht Hector vier Matt", "Dame Hector vier Matt"},
	{"Kxe2", "4k3/8/8/8/8/8/4p3/4K3 w - - 0 1", "e1e2", "Koenig Eva eins schlaegt Eva zwei", "Koenig schlaegt Eva zwei"},
	// Chess960: the king on b1, rooks on a1 and h1.
	{"960 O-O", "4k3/8/8/8/8/8/8/RK5R w HA - 0 1", "b1h1", "Kurze Rochade", "Kurze Rochade"},
	{"960 O-O-O", "4k3/8/8/8/8/8/8/RK5R w HA - 0 1", "b1a1", "Lange Rochade", "Lange Rochade"},
	// King on g1 and rook on h1: O-O leaves the king where it is.
	{"960 O-O king stays", "4k3/8/8/8/8/8/8/R5KR w HA - 0 1", "g1h1", "Kurze Rochade", "Kurze Rochade"},
}

func TestMoveAppendixD(t *testing.T) {
	v := AppendixD()
	for _, c := range appendixDCases {
		pos := position(t, c.fen)
		m := uciMove(t, &pos, c.uci)
		fen := pos.FEN()
		for _, st := range []struct {
			s    Style
			want string
		}{{Long, c.long}, {Short, c.short}} {
			if got := v.Move(&pos, m, st.s).String(); got != st.want {
				t.Errorf("%s %s: %q, want %q", c.name, st.s, got, st.want)
			}
			if got, err := Hear(&pos, st.want); err != nil || got != m {
				t.Errorf("%s: Hear(%q) = %v, %v", c.name, st.want, got, err)
			}
		}
		if pos.FEN() != fen {
			t.Errorf("%s: Move changed the position", c.name)
		}
	}
}

func TestMoveMate(t *testing.T) {
	pos := position(t, "k7/8/1K6/8/8/8/8/7R w - - 0 1")
	m := uciMove(t, &pos, "h1h8")
	if got := AppendixD().Move(&pos, m, Long).String(); got != "Turm Hector eins Hector acht Matt" {
		t.Errorf("Rh8#: %q", got)
	}
}

func TestMoveOtherVocabularies(t *testing.T) {
	pos := rules.StartPosition()
	m := uciMove(t, &pos, "g1f3")
	cases := map[string][2]string{
		"english": {"Knight Gustav one Felix three", "Knight Felix three"},
		"nato":    {"Knight Golf one Foxtrot three", "Knight Foxtrot three"},
	}
	for name, want := range cases {
		v, err := LookupVocabulary(name)
		if err != nil {
			t.Fatal(err)
		}
		if got := v.Move(&pos, m, Long).String(); got != want[0] {
			t.Errorf("%s long: %q, want %q", name, got, want[0])
		}
		if got := v.Move(&pos, m, Short).String(); got != want[1] {
			t.Errorf("%s short: %q, want %q", name, got, want[1])
		}
	}
	ep := position(t, "rnbqkbnr/ppp2ppp/4p3/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3")
	if got := vocab("english").Move(&ep, uciMove(t, &ep, "e5d6"), Long).String(); got != "Eva five takes David six en passant" {
		t.Errorf("english e.p.: %q", got)
	}
	c := position(t, "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1")
	if got := vocab("nato").Move(&c, uciMove(t, &c, "e1c1"), Long).String(); got != "long castling" {
		t.Errorf("nato O-O-O: %q", got)
	}
	mate := position(t, "k7/8/1K6/8/8/8/8/7R w - - 0 1")
	if got := vocab("english").Move(&mate, uciMove(t, &mate, "h1h8"), Short).String(); got != "Rook Hector eight checkmate" {
		t.Errorf("english mate: %q", got)
	}
}

func TestMoveWordKinds(t *testing.T) {
	pos := position(t, "4r3/3P2k1/8/8/8/8/8/4K3 w - - 0 1")
	p := AppendixD().Move(&pos, uciMove(t, &pos, "d7e8q"), Long)
	want := []Kind{File, Rank, Keyword, File, Rank, Piece}
	if len(p) != len(want) {
		t.Fatalf("%q: %d words", p, len(p))
	}
	for i, k := range want {
		if p[i].Kind != k {
			t.Errorf("%q word %d: kind %v, want %v", p, i, p[i].Kind, k)
		}
	}
}

func TestLookupVocabulary(t *testing.T) {
	for _, name := range []string{"appendix-d", "APPENDIX-D", "english", "nato", "german", "Spanish",
		"portuguese", "slovak"} {
		if _, err := LookupVocabulary(name); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	for _, bad := range []string{"", "klingon", "appendix", "de"} {
		if _, err := LookupVocabulary(bad); !errors.Is(err, ErrUnknownVocabulary) {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

func TestParseStyle(t *testing.T) {
	for in, want := range map[string]Style{"long": Long, "SHORT": Short, "Long": Long} {
		if got, err := ParseStyle(in); err != nil || got != want {
			t.Errorf("%q: %v %v", in, got, err)
		}
	}
	for _, bad := range []string{"", "longer", "s"} {
		if _, err := ParseStyle(bad); !errors.Is(err, ErrUnknownStyle) {
			t.Errorf("%q: %v", bad, err)
		}
	}
}
