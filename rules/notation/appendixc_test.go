package notation_test

// Independent second review of package notation (issue 3, FIDE Laws of
// Chess Appendix C). These tests were written from the issue and
// Appendix C, not from the implementation.

import (
	"errors"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

func rvPos(t *testing.T, fen string) rules.Position {
	t.Helper()
	pos, err := rules.ParseFEN(fen)
	if err != nil {
		t.Fatalf("ParseFEN(%q): %v", fen, err)
	}
	return pos
}

func rvMove(t *testing.T, pos *rules.Position, uci string) rules.Move {
	t.Helper()
	m, err := pos.ParseUCI(uci)
	if err != nil {
		t.Fatalf("ParseUCI(%q) in %s: %v", uci, pos.FEN(), err)
	}
	return m
}

// TestAppendixCSAN checks SAN output against Appendix C.10 and the PGN
// standard: file, else rank, else both, counting only legal movers.
func TestAppendixCSAN(t *testing.T) {
	const (
		// Knights c3 and g1 can both reach e2, but c3 is pinned by the
		// bishop on e5 against the king on a1.
		pinned   = "4k3/8/8/4b3/8/2N5/8/K5N1 w - - 0 1"
		unpinned = "4k3/8/8/8/8/2N5/8/K5N1 w - - 0 1"
		// Queens e4, h4, h1 all reach e1.
		threeQueens = "8/k7/8/8/4Q2Q/8/8/K6Q w - - 0 1"
		// Knights g5, e5, g1 all reach f3.
		threeKnights = "k7/8/8/4N1N1/8/8/8/6NK w - - 0 1"
		// The rook on e4 is pinned on the e-file but can still go to e6,
		// so it counts.
		pinnedOnFile = "4r1k1/8/R7/8/4R3/8/8/4K3 w - - 0 1"
	)
	tests := []struct {
		fen, uci, want string
	}{
		{pinned, "g1e2", "Ne2"},
		{unpinned, "g1e2", "Nge2"},
		{unpinned, "c3e2", "Nce2"},
		{threeQueens, "h4e1", "Qh4e1"},
		{threeQueens, "e4e1", "Qee1"},
		{threeQueens, "h1e1", "Q1e1"},
		{threeKnights, "g5f3", "Ng5f3"},
		{threeKnights, "e5f3", "Nef3"},
		{threeKnights, "g1f3", "N1f3"},
		{"4k3/8/8/8/8/8/8/R4RK1 w - - 0 1", "a1d1", "Rad1"},
		{"4k3/8/8/8/8/8/8/R4RK1 w - - 0 1", "f1d1", "Rfd1"},
		{"4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "a5a3", "R5a3"},
		{"4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "a1a3", "R1a3"},
		{pinnedOnFile, "e4e6", "Ree6"},
		{pinnedOnFile, "a6e6", "Rae6"},
		{pinnedOnFile, "a6a1", "Ra1"},
		// Promotions with capture, check and mate.
		{"3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7d8q", "exd8=Q+"},
		{"3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7d8n", "exd8=N"},
		{"3r3k/4P1pp/8/8/8/8/8/4K3 w - - 0 1", "e7d8q", "exd8=Q#"},
		{"3r3k/4P1pp/8/8/8/8/8/4K3 w - - 0 1", "e7e8r", "e8=R+"}, // Rxe8 answers it,
		{"4k3/8/8/8/8/8/p7/4K3 b - - 0 1", "a2a1q", "a1=Q+"},
		// Castling with check and mate.
		{"5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", "O-O+"},
		{"2rkr3/2p1p3/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1", "O-O-O#"},
		{"2bkb3/2p1p3/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1", "O-O-O+"}, // a bishop can block on d7,
		// Mate versus check.
		{"rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "d8h4", "Qh4#"},
		{"rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 2", "d8h4", "Qh4+"},
		// En passant.
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5d6", "exd6"},
	}
	for _, tt := range tests {
		pos := rvPos(t, tt.fen)
		m := rvMove(t, &pos, tt.uci)
		if got := notation.SAN(&pos, m); got != tt.want {
			t.Errorf("SAN(%s, %s) = %q, want %q", tt.fen, tt.uci, got, tt.want)
		}
		// Reading the SAN back gives the same move.
		back, err := notation.ParseSAN(&pos, tt.want)
		if err != nil || back != m {
			t.Errorf("ParseSAN(%s, %q) = %v, %v, want %s", tt.fen, tt.want, pos.UCI(back), err, tt.uci)
		}
	}
}

// TestChess960Castling: Chess960 castling is O-O / O-O-O in SAN
// and LAN, king-takes-rook in UCI, and every castling spelling reads.
func TestChess960Castling(t *testing.T) {
	// King b1, rooks a1 and c1 (queen side castling leaves the king on
	// c1 and puts the rook on d1), and rook h1 for king side.
	pos := rvPos(t, "rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1")
	if !pos.IsChess960() {
		t.Fatalf("position not read as Chess960")
	}
	var legal rules.MoveList
	pos.LegalMoves(&legal)
	var ks, qs rules.Move
	for _, m := range legal.Slice() {
		if m.IsCastling() {
			if m.IsKingside() {
				ks = m
			} else {
				qs = m
			}
		}
	}
	if ks == rules.NoMove || qs == rules.NoMove {
		t.Fatalf("castling moves missing in %s", pos.FEN())
	}
	for _, c := range []struct {
		m         rules.Move
		san, uci  string
		spellings []string
	}{
		{ks, "O-O", "b1h1", []string{"O-O", "0-0", "o-o", "Kxh1", "b1h1"}},
		{qs, "O-O-O", "b1a1", []string{"O-O-O", "0-0-0", "Kxa1", "b1a1"}},
	} {
		if got := notation.SAN(&pos, c.m); got != c.san {
			t.Errorf("SAN = %q, want %q", got, c.san)
		}
		if got := notation.LAN(&pos, c.m); got != c.san {
			t.Errorf("LAN = %q, want %q", got, c.san)
		}
		if got := notation.UCI(&pos, c.m); got != c.uci {
			t.Errorf("UCI = %q, want %q", got, c.uci)
		}
		for _, s := range c.spellings {
			m, err := notation.ParseMove(&pos, s, notation.English)
			if err != nil || m != c.m {
				t.Errorf("ParseMove(%q) = %s, %v, want %s", s, pos.UCI(m), err, c.uci)
			}
		}
	}
	// The king's plain step to c1 is not castling in Chess960.
	m, err := notation.ParseSAN(&pos, "Kc1")
	if err != nil || m.IsCastling() {
		t.Errorf("Kc1 = %s (castling %v), %v; want the king's step", pos.UCI(m), m.IsCastling(), err)
	}
}

// nationalLetters is Appendix C.3 / issue 3's table, K Q R B N.
var nationalLetters = []struct {
	code    string
	letters [5]string // K Q R B N
}{
	{"en", [5]string{"K", "Q", "R", "B", "N"}},
	{"de", [5]string{"K", "D", "T", "L", "S"}},
	{"fr", [5]string{"R", "D", "T", "F", "C"}},
	{"es", [5]string{"R", "D", "T", "A", "C"}},
	{"it", [5]string{"R", "D", "T", "A", "C"}},
	{"pt", [5]string{"R", "D", "T", "B", "C"}},
	{"nl", [5]string{"K", "D", "T", "L", "P"}},
	{"sk", [5]string{"K", "D", "V", "S", "J"}},
	{"cs", [5]string{"K", "D", "V", "S", "J"}},
	{"pl", [5]string{"K", "H", "W", "G", "S"}},
}

// TestNationalLetters reads and writes one move of each piece in
// every language: upper case, lower case when the letter is not a file,
// figurines of both colours, and the language's own SAN.
func TestNationalLetters(t *testing.T) {
	const fen = "7k/8/8/8/8/8/8/R1BQK1N1 w - - 0 1"
	// Each piece type's one move, and its destination.
	moves := [5]struct{ uci, to string }{
		{"e1f2", "f2"}, {"d1d5", "d5"}, {"a1a5", "a5"}, {"c1h6", "h6"}, {"g1f3", "f3"},
	}
	white := [5]string{"♔", "♕", "♖", "♗", "♘"}
	black := [5]string{"♚", "♛", "♜", "♝", "♞"}
	for _, nl := range nationalLetters {
		lang, err := notation.ParseLanguage(nl.code)
		if err != nil {
			t.Fatalf("ParseLanguage(%q): %v", nl.code, err)
		}
		if got, want := lang.Letters(), strings.Join(nl.letters[:], " "); got != want {
			t.Errorf("%s: Letters() = %q, want %q", nl.code, got, want)
		}
		for i, mv := range moves {
			pos := rvPos(t, fen)
			want := rvMove(t, &pos, mv.uci)
			inputs := []string{
				nl.letters[i] + mv.to,
				nl.letters[i] + mv.uci[:2] + mv.to,
				nl.letters[i] + mv.uci[:2] + "-" + mv.to,
				white[i] + mv.to,
				black[i] + mv.to,
				nl.letters[i] + mv.to + "+",
				nl.letters[i] + mv.to + "!?",
			}
			if l := strings.ToLower(nl.letters[i]); l[0] < 'a' || l[0] > 'h' {
				inputs = append(inputs, l+mv.to)
			}
			for _, in := range inputs {
				got, err := notation.ParseMove(&pos, in, lang)
				if err != nil || got != want {
					t.Errorf("%s: ParseMove(%q) = %s, %v; want %s", nl.code, in, pos.UCI(got), err, mv.uci)
				}
			}
			san := lang.SAN(&pos, want)
			if !strings.HasPrefix(san, nl.letters[i]+mv.to) {
				t.Errorf("%s: SAN(%s) = %q, want %s%s", nl.code, mv.uci, san, nl.letters[i], mv.to)
			}
			if got := notation.Figurine.SAN(&pos, want); !strings.HasPrefix(got, white[i]+mv.to) {
				t.Errorf("Figurine SAN(%s) = %q", mv.uci, got)
			}
		}
	}
}

// TestNationalPromotion reads every language's promotion letters in
// every form the issue lists, and writes them.
func TestNationalPromotion(t *testing.T) {
	const fen = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
	promo := [4]struct {
		idx int // index in nationalLetters' K Q R B N
		uci string
	}{{1, "e7e8q"}, {2, "e7e8r"}, {3, "e7e8b"}, {4, "e7e8n"}}
	for _, nl := range nationalLetters {
		lang, _ := notation.ParseLanguage(nl.code)
		for _, p := range promo {
			pos := rvPos(t, fen)
			want := rvMove(t, &pos, p.uci)
			L := nl.letters[p.idx]
			for _, in := range []string{"e8=" + L, "e8" + L, "e8(" + L + ")", "e8/" + L, "e7e8" + L, "e7-e8=" + L + "+"} {
				got, err := notation.ParseMove(&pos, in, lang)
				if err != nil || got != want {
					t.Errorf("%s: ParseMove(%q) = %s, %v; want %s", nl.code, in, pos.UCI(got), err, p.uci)
				}
			}
			if san := lang.SAN(&pos, want); !strings.HasPrefix(san, "e8="+L) {
				t.Errorf("%s: SAN(%s) = %q, want e8=%s…", nl.code, p.uci, san, L)
			}
		}
	}
}

// TestRejected: inputs that must not name a move, each with a typed
// error.
func TestRejected(t *testing.T) {
	const (
		start   = rules.StartFEN
		promo7  = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
		promo6  = "8/8/4P3/8/8/8/k7/4K3 w - - 0 1"
		castle  = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
		blocked = "r3k2r/8/8/8/8/8/8/R3KB1R w KQkq - 0 1"
		through = "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1"
	)
	tests := []struct {
		lang notation.Language
		fen  string
		in   string
		want error
	}{
		// Letters of another language.
		{notation.English, start, "Sf3", notation.ErrNotUnderstood},
		{notation.English, start, "Lc4", notation.ErrNotUnderstood},
		{notation.English, start, "Td1", notation.ErrNotUnderstood},
		{notation.German, start, "Nf3", notation.ErrNotUnderstood},
		{notation.German, start, "Qd1", notation.ErrNotUnderstood},
		{notation.French, start, "Nf3", notation.ErrNotUnderstood},
		{notation.French, start, "Sf3", notation.ErrNotUnderstood},
		{notation.Spanish, start, "Nf3", notation.ErrNotUnderstood},
		{notation.Dutch, start, "Nf3", notation.ErrNotUnderstood},
		{notation.Dutch, start, "Sf3", notation.ErrNotUnderstood},
		{notation.Slovak, start, "Nf3", notation.ErrNotUnderstood},
		{notation.Czech, start, "Sf3", notation.ErrNoSuchMove}, // S is the bishop
		{notation.Polish, start, "Nf3", notation.ErrNotUnderstood},
		{notation.Polish, start, "Jf3", notation.ErrNotUnderstood},
		// A move onto one's own piece.
		{notation.English, start, "Nd2", notation.ErrNoSuchMove},
		{notation.English, start, "Qd2", notation.ErrNoSuchMove},
		{notation.English, start, "e2", notation.ErrNoSuchMove},
		// Impossible promotions.
		{notation.English, promo6, "e8=Q", notation.ErrNoSuchMove},
		{notation.English, promo6, "e7=Q", notation.ErrNoSuchMove},
		{notation.English, start, "e4=Q", notation.ErrNoSuchMove},
		{notation.English, start, "Nf3=Q", notation.ErrNoSuchMove},
		{notation.English, promo7, "e8=K", notation.ErrNotUnderstood},
		{notation.English, promo7, "e8=P", notation.ErrNotUnderstood},
		{notation.English, promo7, "e8K", notation.ErrNotUnderstood},
		{notation.English, promo7, "e8(K)", notation.ErrNotUnderstood},
		{notation.German, promo7, "e8=K", notation.ErrNotUnderstood},
		{notation.French, promo7, "e8=R", notation.ErrNotUnderstood}, // R is the French king
		{notation.English, promo7, "e7e8k", notation.ErrNotUnderstood},
		// The promotion piece missing.
		{notation.English, promo7, "e8", notation.ErrAmbiguous},
		{notation.English, promo7, "e7e8", notation.ErrAmbiguous},
		{notation.English, promo7, "e8=", notation.ErrNotUnderstood},
		// Castling that is not legal.
		{notation.English, start, "O-O", notation.ErrNoSuchMove},
		{notation.English, blocked, "O-O", notation.ErrNoSuchMove},
		{notation.English, through, "O-O", notation.ErrNoSuchMove},
		{notation.English, through, "Kg1", notation.ErrNoSuchMove},
		{notation.English, "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "0-0", notation.ErrNoSuchMove},
		{notation.English, "r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1", "O-O-O", notation.ErrNoSuchMove},
		{notation.English, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O-O-O", notation.ErrNotUnderstood},
		{notation.English, castle, "O-", notation.ErrNotUnderstood},
		// Garbage.
		{notation.English, start, "", notation.ErrNotUnderstood},
		{notation.English, start, "\x00", notation.ErrNotUnderstood},
		{notation.English, start, "\xff\xfe", notation.ErrNotUnderstood},
		{notation.English, start, "zz", notation.ErrNotUnderstood},
		{notation.English, start, "1. e4", notation.ErrNotUnderstood},
		{notation.English, start, "e4 e5", notation.ErrNotUnderstood},
		{notation.English, start, "Ni3", notation.ErrNotUnderstood},
		{notation.English, start, "N0f3", notation.ErrNotUnderstood},
		{notation.English, start, "♘", notation.ErrNotUnderstood},
		{notation.English, start, "++", notation.ErrNotUnderstood},
		{notation.English, start, strings.Repeat("N", 1<<20), notation.ErrNotUnderstood},
		{notation.English, start, "Nf3" + strings.Repeat("+", 1<<20) + "x", notation.ErrNotUnderstood},
		{notation.English, start, strings.Repeat("a1", 1<<19), notation.ErrNotUnderstood},
		{notation.English, start, strings.Repeat("♘", 1<<18), notation.ErrNotUnderstood},
	}
	for _, tt := range tests {
		pos := rvPos(t, tt.fen)
		m, err := notation.ParseMove(&pos, tt.in, tt.lang)
		short := tt.in
		if len(short) > 20 {
			short = short[:20] + "…"
		}
		if err == nil {
			t.Errorf("%v: ParseMove(%s, %q) = %s, want error %v", tt.lang, tt.fen, short, pos.UCI(m), tt.want)
			continue
		}
		if !errors.Is(err, tt.want) {
			t.Errorf("%v: ParseMove(%s, %q) error = %.200v, want %v", tt.lang, tt.fen, short, err, tt.want)
		}
		var me *notation.MoveError
		if !errors.As(err, &me) {
			t.Errorf("%v: ParseMove(%q): error %T is not a *MoveError", tt.lang, short, err)
		}
	}
}
