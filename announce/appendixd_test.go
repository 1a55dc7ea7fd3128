package announce

// Independent second review of the announce package: canonical phrases of
// design/APPENDIX-D.md, the spoken-word parser, clock phrases and game
// ends. Each test states the expected text literally, from the design
// docs, never from the code under test.

import (
	"errors"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// rvPos parses a FEN or fails the test.
func rvPos(t testing.TB, fen string) rules.Position {
	t.Helper()
	pos, err := rules.ParseFEN(fen)
	if err != nil {
		t.Fatalf("FEN %q: %v", fen, err)
	}
	return pos
}

// rvSAN reads a move in English SAN (or UCI) or fails the test.
func rvSAN(t testing.TB, pos *rules.Position, s string) rules.Move {
	t.Helper()
	m, err := notation.ParseMove(pos, s, notation.English)
	if err != nil {
		t.Fatalf("move %q in %s: %v", s, pos.FEN(), err)
	}
	return m
}

type rvPhraseCase struct {
	name, fen, move  string
	wantSAN          string // the SAN the move must have: checks the test position itself
	long, short      string
	chess960Expected bool
}

// rvCanonical are the canonical phrases of APPENDIX-D.md and the other
// kinds of move the issue lists.
var rvCanonical = []rvPhraseCase{
	// The table of APPENDIX-D.md, row by row.
	{"Nf3", rules.StartFEN, "Nf3", "Nf3", "Springer Gustav eins Felix drei", "Springer Felix drei", false},
	{"e4", rules.StartFEN, "e4", "e4", "Eva zwei Eva vier", "Eva vier", false},
	{"exd5", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "exd5", "exd5",
		"Eva vier schlaegt David fuenf", "Eva schlaegt David fuenf", false},
	{"exd6 e.p.", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6", "exd6",
		"Eva fuenf schlaegt David sechs en passant", "Eva schlaegt David sechs en passant", false},
	{"e8=Q+", "7k/4P3/8/8/8/8/8/4K3 w - - 0 1", "e8=Q", "e8=Q+",
		"Eva sieben Eva acht Dame Schach", "Eva acht Dame Schach", false},
	{"O-O-O#", "2rkr3/2p1p3/8/8/8/8/8/R3K3 w Q - 0 1", "O-O-O", "O-O-O#",
		"Lange Rochade Matt", "Lange Rochade Matt", false},
	{"Nbd2", "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "Nbd2", "Nbd2",
		"Springer Bella eins David zwei", "Springer Bella David zwei", false},

	// Disambiguation exactly as SAN: by rank, by both.
	{"N1b3 by rank", "4k3/8/8/N7/8/8/8/N3K3 w - - 0 1", "N1b3", "N1b3",
		"Springer Anna eins Bella drei", "Springer eins Bella drei", false},
	{"Qh4e1 by both", "2k5/8/8/8/4Q2Q/8/8/K6Q w - - 0 1", "Qh4e1", "Qh4e1",
		"Dame Hector vier Eva eins", "Dame Hector vier Eva eins", false},
	{"pinned rival: plain SAN", "4k3/8/8/8/8/5N2/8/rN1K4 w - - 0 1", "Nd2", "Nd2",
		// the b1 knight is pinned by the a1 rook: SAN is plain Nd2
		"Springer Felix drei David zwei", "Springer David zwei", false},
	{"piece capture", "4k3/8/8/8/3p4/5N2/8/4K3 w - - 0 1", "Nxd4", "Nxd4",
		"Springer Felix drei schlaegt David vier", "Springer schlaegt David vier", false},

	// Each promotion, without and with capture, with check and mate.
	{"b8=Q+", "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8=Q", "b8=Q+",
		"Bella sieben Bella acht Dame Schach", "Bella acht Dame Schach", false},
	{"b8=R+", "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8=R", "b8=R+",
		"Bella sieben Bella acht Turm Schach", "Bella acht Turm Schach", false},
	{"b8=B", "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8=B", "b8=B",
		"Bella sieben Bella acht Laeufer", "Bella acht Laeufer", false},
	{"b8=N", "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8=N", "b8=N",
		"Bella sieben Bella acht Springer", "Bella acht Springer", false},
	{"bxa8=Q+", "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "bxa8=Q", "bxa8=Q+",
		"Bella sieben schlaegt Anna acht Dame Schach", "Bella schlaegt Anna acht Dame Schach", false},
	{"bxa8=R+", "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "bxa8=R", "bxa8=R+",
		"Bella sieben schlaegt Anna acht Turm Schach", "Bella schlaegt Anna acht Turm Schach", false},
	{"bxa8=B", "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "bxa8=B", "bxa8=B",
		"Bella sieben schlaegt Anna acht Laeufer", "Bella schlaegt Anna acht Laeufer", false},
	{"bxa8=N", "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "bxa8=N", "bxa8=N",
		"Bella sieben schlaegt Anna acht Springer", "Bella schlaegt Anna acht Springer", false},
	{"c8=Q#", "k7/2P5/1K6/8/8/8/8/8 w - - 0 1", "c8=Q", "c8=Q#",
		"Caesar sieben Caesar acht Dame Matt", "Caesar acht Dame Matt", false},
	{"c8=R#", "k7/2P5/1K6/8/8/8/8/8 w - - 0 1", "c8=R", "c8=R#",
		"Caesar sieben Caesar acht Turm Matt", "Caesar acht Turm Matt", false},
	{"black dxc1=N+", "4k3/8/8/8/8/8/3pK3/2R5 b - - 0 1", "dxc1=N", "dxc1=N+",
		"David zwei schlaegt Caesar eins Springer Schach", "David schlaegt Caesar eins Springer Schach", false},
	{"exd6 e.p.+", "8/2k5/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6", "exd6+",
		"Eva fuenf schlaegt David sechs en passant Schach", "Eva schlaegt David sechs en passant Schach", false},
	{"black exf3 e.p.", "4k3/8/8/8/4pP2/8/8/4K3 b - f3 0 1", "exf3", "exf3",
		"Eva vier schlaegt Felix drei en passant", "Eva schlaegt Felix drei en passant", false},

	// Castling, standard.
	{"O-O", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O", "O-O", "Kurze Rochade", "Kurze Rochade", false},
	{"O-O-O", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O-O", "O-O-O", "Lange Rochade", "Lange Rochade", false},
	{"black O-O", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "O-O", "O-O", "Kurze Rochade", "Kurze Rochade", false},
	{"black O-O-O", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "O-O-O", "O-O-O", "Lange Rochade", "Lange Rochade", false},
	{"O-O+", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", "O-O", "O-O+", "Kurze Rochade Schach", "Kurze Rochade Schach", false},

	// Castling, Chess960 (Shredder-FEN).
	{"960 O-O king and rook swap", "4k3/8/8/8/8/8/8/5KR1 w G - 0 1", "O-O", "O-O",
		"Kurze Rochade", "Kurze Rochade", true},
	{"960 O-O king does not move", "4k3/8/8/8/8/8/8/6KR w H - 0 1", "O-O", "O-O",
		"Kurze Rochade", "Kurze Rochade", true},
	{"960 O-O-O king and rook swap", "4k3/8/8/8/8/8/8/1RK5 w B - 0 1", "O-O-O", "O-O-O",
		"Lange Rochade", "Lange Rochade", true},
	{"960 O-O-O king does not move", "4k3/8/8/8/8/8/8/RK6 w A - 0 1", "O-O-O", "O-O-O",
		"Lange Rochade", "Lange Rochade", true},
	{"960 O-O-O king g1 rook b1", "4k3/8/8/8/8/8/8/1R4K1 w B - 0 1", "O-O-O", "O-O-O",
		"Lange Rochade", "Lange Rochade", true},
}

func TestCanonicalPhrases(t *testing.T) {
	for _, c := range rvCanonical {
		t.Run(c.name, func(t *testing.T) {
			pos := rvPos(t, c.fen)
			if pos.IsChess960() != c.chess960Expected {
				t.Fatalf("test position %s: Chess960 = %v", c.fen, pos.IsChess960())
			}
			m := rvSAN(t, &pos, c.move)
			if got := notation.SAN(&pos, m); got != c.wantSAN {
				t.Fatalf("test position: SAN %q, want %q", got, c.wantSAN)
			}
			before := pos.FEN()
			if got := AppendixD().Move(&pos, m, Long).String(); got != c.long {
				t.Errorf("long:  %q, want %q", got, c.long)
			}
			if got := AppendixD().Move(&pos, m, Short).String(); got != c.short {
				t.Errorf("short: %q, want %q", got, c.short)
			}
			if pos.FEN() != before {
				t.Errorf("Move changed the position")
			}
			// Both styles must be heard back as the same move.
			for _, s := range []string{c.long, c.short} {
				got, err := Hear(&pos, s)
				if err != nil || got != m {
					t.Errorf("Hear(%q) = %v, %v; want %s", s, got, err, c.wantSAN)
				}
			}
		})
	}
}

// TestCanonicalEnglishNato checks the English example and
// NATO equivalents of the canonical phrases.
func TestCanonicalEnglishNato(t *testing.T) {
	eng, _ := LookupVocabulary("english")
	nato, _ := LookupVocabulary("NATO")
	if eng == nil || nato == nil {
		t.Fatal("english or nato vocabulary missing")
	}
	cases := []struct {
		v           *Vocabulary
		fen, move   string
		long, short string
	}{
		{eng, rules.StartFEN, "Nf3", "Knight Gustav one Felix three", "Knight Felix three"},
		{nato, rules.StartFEN, "Nf3", "Knight Golf one Foxtrot three", "Knight Foxtrot three"},
		{eng, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6", "Eva five takes David six en passant", "Eva takes David six en passant"},
		{eng, "7k/4P3/8/8/8/8/8/4K3 w - - 0 1", "e8=Q", "Eva seven Eva eight Queen check", "Eva eight Queen check"},
		{nato, "2rkr3/2p1p3/8/8/8/8/8/R3K3 w Q - 0 1", "O-O-O", "long castling checkmate", "long castling checkmate"},
		{eng, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O", "short castling", "short castling"},
	}
	for _, c := range cases {
		pos := rvPos(t, c.fen)
		m := rvSAN(t, &pos, c.move)
		if got := c.v.Move(&pos, m, Long).String(); got != c.long {
			t.Errorf("%s %s long: %q, want %q", c.v.Name, c.move, got, c.long)
		}
		if got := c.v.Move(&pos, m, Short).String(); got != c.short {
			t.Errorf("%s %s short: %q, want %q", c.v.Name, c.move, got, c.short)
		}
	}
}

// TestShortStyleIsSAN: on every legal move of a set of positions,
// the short-style phrase names exactly what SAN names, word for word.
func TestShortStyleIsSAN(t *testing.T) {
	fens := []string{
		rules.StartFEN,
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"2k5/8/8/8/4Q2Q/8/8/K6Q w - - 0 1",
		"4k3/8/8/N7/8/8/8/N3K3 w - - 0 1",
		"1r2k2r/2P5/8/8/8/8/5p2/R2K2N1 b k - 0 1",
		"4k3/8/8/2NpP3/8/8/8/1N2K1N1 w - d6 0 1",
		"R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1",
	}
	v := AppendixD()
	for _, fen := range fens {
		pos := rvPos(t, fen)
		var l rules.MoveList
		pos.LegalMoves(&l)
		for _, m := range l.Slice() {
			san := notation.SAN(&pos, m)
			want := rvSANToPhrase(v, &pos, m, san)
			if got := v.Move(&pos, m, Short).String(); got != want {
				t.Errorf("%s: %s: short %q, want %q", fen, san, got, want)
			}
		}
	}
}

// rvSANToPhrase spells an English SAN move in Appendix D words.
func rvSANToPhrase(v *Vocabulary, pos *rules.Position, m rules.Move, san string) string {
	var w []string
	tail := ""
	switch {
	case strings.HasSuffix(san, "#"):
		tail, san = "Matt", san[:len(san)-1]
	case strings.HasSuffix(san, "+"):
		tail, san = "Schach", san[:len(san)-1]
	}
	switch san {
	case "O-O":
		w = append(w, "Kurze Rochade")
	case "O-O-O":
		w = append(w, "Lange Rochade")
	default:
		pieces := map[byte]string{'K': "Koenig", 'Q': "Dame", 'R': "Turm", 'B': "Laeufer", 'N': "Springer"}
		for i := 0; i < len(san); i++ {
			c := san[i]
			switch {
			case pieces[c] != "":
				w = append(w, pieces[c])
			case c >= 'a' && c <= 'h':
				w = append(w, v.Files[c-'a'].Text)
			case c >= '1' && c <= '8':
				w = append(w, v.Ranks[c-'1'].Text)
			case c == 'x':
				w = append(w, "schlaegt")
			case c == '=':
			}
		}
		if m.IsEnPassant() {
			w = append(w, "en passant")
		}
	}
	if tail != "" {
		w = append(w, tail)
	}
	return strings.Join(w, " ")
}

// TestHearSpellings: every spelling variant of APPENDIX-D.md, case,
// umlauts, fillers, digits and mixed vocabularies.
func TestHearSpellings(t *testing.T) {
	type hc struct{ fen, line, want string }
	start := rules.StartFEN
	cases := []hc{
		{start, "Springer Gustav eins Felix drei", "Nf3"},
		{start, "SPRINGER GUSTAV EINS FELIX DREI", "Nf3"},
		{start, "springer gustav eins felix drei", "Nf3"},
		{start, "sPrInGeR fElIx DrEi", "Nf3"},
		{start, "Springer Gustav 1 Felix 3", "Nf3"},
		{start, "Springer von Gustav eins nach Felix drei", "Nf3"},
		{start, "Springer auf Felix drei", "Nf3"},
		{start, "Knight from Gustav one to Felix three", "Nf3"},
		{start, "Knight Golf one Foxtrot three", "Nf3"},
		{start, "Knight on Foxtrot three", "Nf3"},
		{start, "Springer Golf eins Felix three", "Nf3"},
		{start, "Knight Gustav 1 Foxtrot drei", "Nf3"},
		{start, "Félix drei Springer", ""}, // piece after square: not a move phrase
		{start, "Springer Félix drei", "Nf3"},
		{start, "Springer FÉLIX drei", "Nf3"},
		{start, "Springer, Felix drei.", "Nf3"},
		{start, "  Springer   Felix\tdrei  ", "Nf3"},
		{start, "Springer Bella eins Caesar drei", "Nc3"},
		{start, "Springer Bello eins Cesar drei", "Nc3"},
		{start, "Springer Bella eins César drei", "Nc3"},
		{start, "Springer Bella eins Cäsar drei", "Nc3"},
		{start, "Springer Bella eins CÄSAR drei", "Nc3"},
		{start, "Springer Bella eins CESAR drei", "Nc3"},
		{start, "Springer Charlie three", "Nc3"},
		{start, "Hector zwei Hector vier", "h4"},
		{start, "Héctor zwei Héctor vier", "h4"},
		{start, "Hektor zwei Hektor vier", "h4"},
		{start, "HÉCTOR vier", "h4"},
		{start, "Hotel four", "h4"},
		{start, "Alpha four", "a4"},
		{start, "Alfa two Alfa four", "a4"},
		{start, "pawn Eva vier", "e4"},
		{start, "Bauer Eva zwei Eva vier", "e4"},
		{"rnbqkbnr/pppp1ppp/8/8/4p3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "Bauer David zwei David drei", "d3"},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "Eva vier schlägt David fünf", "exd5"},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "Eva vier SCHLÄGT David FÜNF", "exd5"},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "Eva vier schlaegt David fuenf", "exd5"},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "Eva vier schlagt David funf", "exd5"},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "Eva schlaegt David 5", "exd5"},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "Echo takes Delta five", "exd5"},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "Eva captures David five", "exd5"},
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1", "König Eva eins Eva zwei", "Ke2"},
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1", "KÖNIG Eva zwei", "Ke2"},
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Koenig Eva zwei", "Ke2"},
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Konig Eva zwei", "Ke2"},
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1", "King Echo two", "Ke2"},
		{"4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", "Läufer Caesar eins Felix vier", "Bf4"},
		{"4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", "LÄUFER Felix vier", "Bf4"},
		{"4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", "Laeufer Felix vier", "Bf4"},
		{"4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", "Laufer Felix vier", "Bf4"},
		{"4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", "Bishop Foxtrot four", "Bf4"},
		{"4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "Turm Anna eins Anna acht Schach", "Ra8+"},
		{"4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "Rook Alfa eight check", "Ra8+"},
		{"4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "Dame David eins David sieben Schach", "Qd7+"},
		{"4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "Queen Delta seven check", "Qd7+"},
		// Castling in every vocabulary and as the king's two-square step.
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "Kurze Rochade", "O-O"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "kurze rochade", "O-O"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "Lange Rochade", "O-O-O"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "short castling", "O-O"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "castles queenside", "O-O-O"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "Koenig Eva eins Gustav eins", "O-O"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "Koenig Caesar eins", "O-O-O"},
		{"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "Lange Rochade", "O-O-O"},
		{"5k2/8/8/8/8/8/8/4K2R w K - 0 1", "Kurze Rochade Schach", "O-O+"},
		{"4k3/8/8/8/8/8/8/5KR1 w G - 0 1", "Kurze Rochade", "O-O"},
		{"4k3/8/8/8/8/8/8/RK6 w A - 0 1", "Lange Rochade", "O-O-O"},
		// En passant, promotion.
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "Eva schlaegt David sechs", "exd6"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "Eva fünf schlägt David sechs en passant", "exd6"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "Eva fuenf David sechs", "exd6"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "Echo takes Delta six en-passant", "exd6"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "EN PASSANT", ""},
		{"r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "Bella acht Springer", "b8=N"},
		{"r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "Bella sieben Bella acht Läufer", "b8=B"},
		{"r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "Bella schlägt Anna acht Dame Schach", "bxa8=Q+"},
		{"r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "Bravo takes Alfa eight Rook check", "bxa8=R+"},
		{"k7/2P5/1K6/8/8/8/8/8 w - - 0 1", "Caesar acht Dame Schachmatt", "c8=Q#"},
		{"k7/2P5/1K6/8/8/8/8/8 w - - 0 1", "Caesar acht Dame Schach Matt", "c8=Q#"},
		{"k7/2P5/1K6/8/8/8/8/8 w - - 0 1", "Charlie eight Queen mate", "c8=Q#"},
	}
	for _, c := range cases {
		pos := rvPos(t, c.fen)
		m, err := Hear(&pos, c.line)
		if c.want == "" {
			if err == nil {
				t.Errorf("Hear(%q) = %s, want an error", c.line, notation.SAN(&pos, m))
			}
			continue
		}
		if err != nil {
			t.Errorf("Hear(%q) in %s: %v, want %s", c.line, c.fen, err, c.want)
			continue
		}
		if got := notation.SAN(&pos, m); got != c.want {
			t.Errorf("Hear(%q) = %s, want %s", c.line, got, c.want)
		}
	}
}

// TestHearWordErrors: an unknown or misplaced word is named, with its
// position in the line.
func TestHearWordErrors(t *testing.T) {
	cases := []struct {
		fen, line string
		sentinel  error
		word      string
		index     int
	}{
		{rules.StartFEN, "Springer Gustav eins Felix drie", ErrUnknownWord, "drie", 5},
		{rules.StartFEN, "Springa Felix drei", ErrUnknownWord, "Springa", 1},
		{rules.StartFEN, "Springer von Gustav eins nach Felix drie", ErrUnknownWord, "drie", 7},
		{rules.StartFEN, "Springer Springer Felix drei", ErrMisplacedWord, "Springer", 2},
		{rules.StartFEN, "Eva zwei Eva vier Eva vier", ErrMisplacedWord, "Eva", 5},
		{rules.StartFEN, "Schach Eva vier", ErrMisplacedWord, "Schach", 1},
		{rules.StartFEN, "Eva vier Schach Schach", ErrMisplacedWord, "Schach", 4},
		{rules.StartFEN, "Eva vier Matt Schach", ErrMisplacedWord, "Schach", 4},
		{rules.StartFEN, "Kurze Rochade Springer", ErrMisplacedWord, "Springer", 3},
		{rules.StartFEN, "schlaegt Eva zwei Eva vier", ErrMisplacedWord, "schlaegt", 1},
		{rules.StartFEN, "Eva vier en passant en passant", ErrMisplacedWord, "en", 5},
		{rules.StartFEN, "e2e4", ErrUnknownWord, "e2e4", 1},
		{rules.StartFEN, "Kurze", ErrUnknownWord, "Kurze", 1},
		{rules.StartFEN, "Rochade", ErrUnknownWord, "Rochade", 1},
		{rules.StartFEN, "Eva neun", ErrUnknownWord, "neun", 2},
		{rules.StartFEN, "Eva 9", ErrUnknownWord, "9", 2},
		{rules.StartFEN, "Eva 0", ErrUnknownWord, "0", 2},
	}
	for _, c := range cases {
		pos := rvPos(t, c.fen)
		_, err := Hear(&pos, c.line)
		var we *WordError
		if !errors.As(err, &we) || !errors.Is(err, c.sentinel) {
			t.Errorf("Hear(%q) = %v; want a WordError wrapping %v for %q", c.line, err, c.sentinel, c.word)
			continue
		}
		if we.Word != c.word || we.Index != c.index {
			t.Errorf("Hear(%q): word %q at %d, want %q at %d", c.line, we.Word, we.Index, c.word, c.index)
		}
		if !strings.Contains(err.Error(), `"`+c.word+`"`) {
			t.Errorf("Hear(%q): message %q does not quote the word", c.line, err)
		}
	}
}

// TestHearAmbiguous: the candidates, in SAN, in the message.
func TestHearAmbiguous(t *testing.T) {
	cases := []struct {
		fen, line string
		want      []string
	}{
		{"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "Springer David zwei", []string{"Nbd2", "Nfd2"}},
		{"4k3/8/8/N7/8/8/8/N3K3 w - - 0 1", "Springer Bella drei", []string{"N1b3", "N5b3"}},
		{"2k5/8/8/8/4Q2Q/8/8/K6Q w - - 0 1", "Dame Hector Eva eins", []string{"Q1e1", "Qh4e1"}},
		// A promotion must name its piece (D.2.1): every piece is a candidate.
		{"7k/4P3/8/8/8/8/8/4K3 w - - 0 1", "Eva sieben Eva acht", []string{"e8=Q+", "e8=R+", "e8=B", "e8=N"}},
		{"r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "Bella schlaegt Anna acht", []string{"bxa8=Q+", "bxa8=R+", "bxa8=B", "bxa8=N"}},
	}
	for _, c := range cases {
		pos := rvPos(t, c.fen)
		_, err := Hear(&pos, c.line)
		var ae *AmbiguousError
		if !errors.As(err, &ae) || !errors.Is(err, ErrAmbiguous) {
			t.Errorf("Hear(%q) = %v, want ambiguous", c.line, err)
			continue
		}
		var got []string
		for _, m := range ae.Candidates {
			got = append(got, notation.SAN(&pos, m))
		}
		if strings.Join(got, " ") != strings.Join(c.want, " ") {
			t.Errorf("Hear(%q): candidates %v, want %v", c.line, got, c.want)
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("Hear(%q): message %q lacks %s", c.line, err, w)
			}
		}
	}
}

// TestHearNoMove: no legal move fits; the message names the piece
// and its legal moves.
func TestHearNoMove(t *testing.T) {
	cases := []struct {
		fen, line, piece string
		legal            []string
	}{
		{rules.StartFEN, "Springer Felix vier", "knight", []string{"Na3", "Nc3", "Nf3", "Nh3"}},
		{rules.StartFEN, "Koenig Eva zwei", "king", []string{}},
		{rules.StartFEN, "Kurze Rochade", "king", []string{}},
		{"4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "Turm Hector eins Hector acht", "rook", nil},
		{"4k3/8/8/8/8/8/8/4K2R w - - 0 1", "Kurze Rochade", "king", nil},
		{"4k3/8/8/8/8/8/8/5KR1 w G - 0 1", "Koenig Felix eins Gustav eins", "king", nil},
	}
	for _, c := range cases {
		pos := rvPos(t, c.fen)
		m, err := Hear(&pos, c.line)
		var ne *NoMoveError
		if !errors.As(err, &ne) || !errors.Is(err, ErrNoSuchMove) {
			t.Errorf("Hear(%q) = %v, %v; want no such move", c.line, m, err)
			continue
		}
		if !strings.Contains(err.Error(), c.piece) {
			t.Errorf("Hear(%q): message %q does not name the %s", c.line, err, c.piece)
		}
		if c.legal == nil {
			continue
		}
		var got []string
		for _, m := range ne.Legal {
			got = append(got, notation.SAN(&pos, m))
		}
		if strings.Join(got, " ") != strings.Join(c.legal, " ") {
			t.Errorf("Hear(%q): legal %v, want %v", c.line, got, c.legal)
		}
		for _, w := range c.legal {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("Hear(%q): message %q lacks %s", c.line, err, w)
			}
		}
	}
}

// TestHearEmptyAndLong: nothing said, and lines too long.
func TestHearEmptyAndLong(t *testing.T) {
	pos := rules.StartPosition()
	for _, line := range []string{"", " ", "\t\n", "von nach", "from to on", ",,, ...", "von, nach!"} {
		if _, err := Hear(&pos, line); !errors.Is(err, ErrEmpty) {
			t.Errorf("Hear(%q) = %v, want ErrEmpty", line, err)
		}
	}
	long := strings.Repeat("Eva ", 25)
	if _, err := Hear(&pos, long); !errors.Is(err, ErrTooLong) {
		t.Errorf("Hear(25 words) = %v, want ErrTooLong", err)
	}
	huge := strings.Repeat("von ", 100000) + "Eva vier"
	if _, err := Hear(&pos, huge); !errors.Is(err, ErrTooLong) {
		t.Errorf("Hear(100002 words) = %v, want ErrTooLong", err)
	}
	word := strings.Repeat("ä", 10000)
	if _, err := Hear(&pos, word); !errors.Is(err, ErrUnknownWord) {
		t.Errorf("Hear(one 10000-letter word) = %v, want ErrUnknownWord", err)
	}
	if _, err := Hear(&pos, "Springer"); !errors.Is(err, ErrIncomplete) {
		t.Errorf("Hear(Springer) = %v, want ErrIncomplete", err)
	}
	if _, err := Hear(&pos, "Eva zwei vier"); err == nil {
		t.Errorf("Hear(Eva zwei vier) succeeded")
	}
	// invalid UTF-8 must not panic
	if _, err := Hear(&pos, "Eva \xff\xfe vier"); err != nil {
		t.Logf("invalid UTF-8: %v", err)
	}
}

// TestHearErrorMessagesAreOneLine: a screen reader reads an error
// as one line; none may contain a newline or control characters, even
// when the line heard does.
func TestHearErrorMessagesAreOneLine(t *testing.T) {
	pos := rules.StartPosition()
	for _, line := range []string{"Springa\nFelix drei", "Springer Felix vier\n", "Springer\x1b[31m Felix", "\n", strings.Repeat("Eva\n", 30)} {
		_, err := Hear(&pos, line)
		if err == nil {
			t.Errorf("Hear(%q) succeeded", line)
			continue
		}
		for _, r := range err.Error() {
			if r < ' ' || r == 0x7f {
				t.Errorf("Hear(%q): message %q has control character %U", line, err, r)
				break
			}
		}
	}
}

// TestClockBoundaries: the rules of announce/clock.go's doc comment at
// each boundary, singular and plural.
func TestClockBoundaries(t *testing.T) {
	l := English()
	ms := time.Millisecond
	cases := []struct {
		d    time.Duration
		want string
	}{
		{3*time.Hour + 59*time.Minute + 59*time.Second, "3 hours 59 minutes"},
		{2*time.Hour + time.Minute, "2 hours 1 minute"},
		{2 * time.Hour, "2 hours"},
		{time.Hour + 5*time.Minute + 59*time.Second, "1 hour 5 minutes"},
		{time.Hour + time.Minute, "1 hour 1 minute"},
		{time.Hour + 59*time.Second, "1 hour"},
		{time.Hour, "1 hour"},
		{time.Hour - ms, "59 minutes 59 seconds"},
		{58*time.Minute + 10*time.Second, "58 minutes 10 seconds"},
		{10 * time.Minute, "10 minutes"},
		{10*time.Minute - ms, "9 minutes 59 seconds"},
		{2*time.Minute + time.Second, "2 minutes 1 second"},
		{time.Minute + time.Second, "1 minute 1 second"},
		{time.Minute, "1 minute"},
		{time.Minute - ms, "59 seconds"},
		{11 * time.Second, "11 seconds"},
		{10 * time.Second, "10 seconds"},
		{10*time.Second - ms, "9.9 seconds"},
		{9*time.Second + 950*ms, "9.9 seconds"},
		{5*time.Second + 99*ms, "5.0 seconds"},
		{time.Second, "1.0 seconds"},
		{999 * ms, "0.9 seconds"},
		{100 * ms, "0.1 seconds"},
		{99 * ms, "0.09 seconds"}, // time left: never "0.0" (issue 10 (e))
		{ms, "0.01 seconds"},
		{0, "0.0 seconds"},
		{-3 * time.Second, "0.0 seconds"},
	}
	for _, c := range cases {
		if got := l.Time(c.d).String(); got != c.want {
			t.Errorf("Time(%v) = %q, want %q", c.d, got, c.want)
		}
	}
	if got := l.Clock(time.Hour+5*time.Minute, 58*time.Minute+10*time.Second).String(); got != "White 1 hour 5 minutes, Black 58 minutes 10 seconds" {
		t.Errorf("Clock = %q", got)
	}
	if got := l.Clock(9*time.Second+500*ms, -time.Second).String(); got != "White 9.5 seconds, Black 0.0 seconds" {
		t.Errorf("Clock = %q", got)
	}
}

func TestMoveCounts(t *testing.T) {
	l := English()
	cases := []struct {
		played, toControl int
		want              string
	}{
		{12, 28, "12 moves played, 28 to the time control"},
		{1, 39, "1 move played, 39 to the time control"},
		{39, 1, "39 moves played, 1 to the time control"},
		{0, 40, "0 moves played, 40 to the time control"},
		{40, 0, "40 moves played, 0 to the time control"},
		{1, -1, "1 move played"},
		{0, -1, "0 moves played"},
		{2, -1, "2 moves played"},
	}
	for _, c := range cases {
		if got := l.MoveCount(c.played, c.toControl).String(); got != c.want {
			t.Errorf("MoveCount(%d, %d) = %q, want %q", c.played, c.toControl, got, c.want)
		}
	}
}

// TestGameEndEveryTermination reaches each rules.Termination in a
// real game and checks the phrase said.
func TestGameEndEveryTermination(t *testing.T) {
	cases := []struct {
		name, fen string
		moves     []string
		want      string
	}{
		{"checkmate", rules.StartFEN, []string{"f3", "e5", "g4", "Qh4#"}, "Checkmate, Black wins"},
		{"checkmate by White", "k7/2P5/1K6/8/8/8/8/8 w - - 0 1", []string{"c8=Q#"}, "Checkmate, White wins"},
		{"stalemate", "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1", []string{"Qc7"}, "Stalemate, draw"},
		{"dead position", "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", []string{"Kxd2"}, "Dead position, draw"},
		{"seventy-five moves", "4k3/8/8/8/8/8/8/R3K3 w - - 149 100", []string{"Ra2"}, "Seventy-five move rule, draw"},
		{"fivefold", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
			[]string{"Ra2", "Kd8", "Ra1", "Ke8", "Ra2", "Kd8", "Ra1", "Ke8", "Ra2", "Kd8", "Ra1", "Ke8", "Ra2", "Kd8", "Ra1", "Ke8"},
			"Fivefold repetition, draw"},
	}
	seen := map[rules.Termination]bool{}
	for _, c := range cases {
		g := rules.NewGame(rvPos(t, c.fen))
		for _, s := range c.moves {
			pos := g.Position()
			if err := g.Play(rvSAN(t, &pos, s)); err != nil {
				t.Fatalf("%s: %s: %v", c.name, s, err)
			}
		}
		st := g.Status()
		pos := g.Position()
		e, ok := EndingOf(st, pos.SideToMove())
		if !ok {
			t.Errorf("%s: EndingOf(%v) not over", c.name, st)
			continue
		}
		seen[st.Termination] = true
		if got := English().Ending(e).String(); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
	for tm := rules.Checkmate; tm <= rules.DeadPosition; tm++ {
		if !seen[tm] {
			t.Errorf("termination %v not reached", tm)
		}
	}
	start := rules.StartPosition()
	if _, ok := EndingOf(start.Status(), rules.White); ok {
		t.Error("EndingOf(start position) says over")
	}
}

// TestPhrasesPlain: no punctuation inside a move phrase, single
// spaces, ASCII only in text output (APPENDIX-D.md) for appendix-d,
// english and nato; letters of their language for the national
// vocabularies (Peón, Kráľ).
func TestPhrasesPlain(t *testing.T) {
	for _, c := range rvCanonical {
		pos := rvPos(t, c.fen)
		m := rvSAN(t, &pos, c.move)
		for _, v := range Vocabularies() {
			for _, s := range []Style{Long, Short} {
				p := v.Move(&pos, m, s)
				txt := p.String()
				for _, r := range txt {
					national := v.Lang != "en" && v.Name != "appendix-d"
					if !(r == ' ' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || national && unicode.IsLetter(r)) {
						t.Errorf("%s %s %v: %q has %q", c.name, v.Name, s, txt, r)
						break
					}
				}
				if strings.Contains(txt, "  ") || strings.TrimSpace(txt) != txt {
					t.Errorf("%s %s: %q spacing", c.name, v.Name, txt)
				}
				for _, w := range p {
					if w.Kind == Pause {
						t.Errorf("%s %s: Pause word in move phrase", c.name, v.Name)
					}
				}
			}
		}
	}
}

// TestHearDecomposedAccents: umlauts and accents typed or recognised
// in decomposed form (Unicode NFD: "o" + U+0308 COMBINING DIAERESIS, as
// macOS and some speech recognisers produce) are the same words as their
// precomposed forms: "König" is König however it is encoded.
func TestHearDecomposedAccents(t *testing.T) {
	cases := []struct{ fen, line, want string }{
		{"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "Ko\u0308nig Eva eins David zwei", "Kd2"},
		{"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "KO\u0308NIG David zwei", "Kd2"},
		{rules.StartFEN, "Springer Fe\u0301lix drei", "Nf3"},
		{rules.StartFEN, "Springer Bella eins Ce\u0301sar drei", "Nc3"},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "Eva vier schla\u0308gt David fu\u0308nf", "exd5"},
		{"4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", "La\u0308ufer Felix vier", "Bf4"},
	}
	for _, c := range cases {
		pos := rvPos(t, c.fen)
		m, err := Hear(&pos, c.line)
		if err != nil {
			t.Errorf("Hear(%q) in %s: %v, want %s", c.line, c.fen, err, c.want)
			continue
		}
		if got := notation.SAN(&pos, m); got != c.want {
			t.Errorf("Hear(%q) = %s, want %s", c.line, got, c.want)
		}
	}
}

// TestHearErrorNamesFalseWord: when the line would be a legal move
// but for one word that is false of it (a promotion piece on a move that
// is no promotion, "schlaegt" on a move that takes nothing, "en passant"
// on a plain move), the error names that word, not only the piece's legal
// moves, which include the very move the player meant and so read as a
// contradiction ("no such legal move …; the pawn moves are …, e4, …").
func TestHearErrorNamesFalseWord(t *testing.T) {
	cases := []struct{ fen, line, word string }{
		{rules.StartFEN, "Springer Gustav eins Felix drei Dame", "Dame"},
		{rules.StartFEN, "Eva zwei Eva vier Springer", "Springer"},
		{rules.StartFEN, "Eva zwei schlaegt Eva vier", "schlaegt"},
		{rules.StartFEN, "Eva vier en passant", "en"},
		{rules.StartFEN, "Springer schlaegt Felix drei", "schlaegt"},
	}
	for _, c := range cases {
		pos := rvPos(t, c.fen)
		_, err := Hear(&pos, c.line)
		var we *WordError
		if !errors.As(err, &we) || we.Word != c.word {
			t.Errorf("Hear(%q) = %v; want an error naming the word %q", c.line, err, c.word)
		}
	}
}
