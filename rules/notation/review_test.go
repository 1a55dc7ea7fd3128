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

// TestReviewSAN checks SAN output against Appendix C.10 and the PGN
// standard: file, else rank, else both, counting only legal movers.
func TestReviewSAN(t *testing.T) {
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

// TestReviewChess960Castling: Chess960 castling is O-O / O-O-O in SAN
// and LAN, king-takes-rook in UCI, and every castling spelling reads.
func TestReviewChess960Castling(t *testing.T) {
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

// TestReviewNationalLetters reads and writes one move of each piece in
// every language: upper case, lower case when the letter is not a file,
// figurines of both colours, and the language's own SAN.
func TestReviewNationalLetters(t *testing.T) {
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

// TestReviewNationalPromotion reads every language's promotion letters in
// every form the issue lists, and writes them.
func TestReviewNationalPromotion(t *testing.T) {
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

// TestReviewRejected: inputs that must not name a move, each with a typed
// error.
func TestReviewRejected(t *testing.T) {
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

// TestReviewWrongLanguageFileLetters: a piece letter of another language
// that happens to be an upper-case file letter (D for Dame/Dama, C for
// Cavalier/Caballo, F for Fou, H for Hetman) must not silently become a
// pawn move when the language is not the player's. Appendix C.4: pawns
// are written without a letter; a pawn push is never written with its
// origin file, so "Dd4" cannot mean d2-d4 in English.
func TestReviewWrongLanguageFileLetters(t *testing.T) {
	tests := []struct {
		lang notation.Language
		in   string
	}{
		{notation.English, "Dd4"},  // German/French/Spanish queen
		{notation.English, "Dd3"},  // German/French/Spanish queen
		{notation.English, "Cc3"},  // French/Spanish knight
		{notation.English, "Ff3"},  // French bishop
		{notation.English, "Hh4"},  // Polish queen
		{notation.German, "Cc3"},   // French knight typed in German
		{notation.Polish, "Dd4"},   // German queen typed in Polish
		{notation.English, "dd4"},  // no SAN has an origin file on a push
		{notation.English, "e2e2"}, // a null "move"
	}
	for _, tt := range tests {
		pos := rvPos(t, rules.StartFEN)
		m, err := notation.ParseMove(&pos, tt.in, tt.lang)
		if err == nil {
			t.Errorf("%v: ParseMove(start, %q) = %s (%s); want an error, not a pawn push", tt.lang, tt.in,
				pos.UCI(m), tt.lang.SAN(&pos, m))
		}
	}
}

// TestReviewLowerCaseRule checks the case rule documented on
// Language.ParseSAN.
func TestReviewLowerCaseRule(t *testing.T) {
	tests := []struct {
		lang notation.Language
		fen  string
		in   string
		want string // UCI, or "" for ErrAmbiguous
	}{
		{notation.English, rules.StartFEN, "nf3", "g1f3"},
		{notation.English, rules.StartFEN, "NF3", "g1f3"},
		{notation.English, rules.StartFEN, "E4", "e2e4"},
		{notation.German, rules.StartFEN, "sf3", "g1f3"},
		{notation.Polish, rules.StartFEN, "sf3", "g1f3"},
		{notation.Slovak, rules.StartFEN, "jf3", "g1f3"},
		{notation.Dutch, rules.StartFEN, "pf3", "g1f3"},
		// b3 pawn and f1 bishop both reach c4 (black pawn there).
		{notation.English, "4k3/8/8/8/2p5/1P6/8/4KB2 w - - 0 1", "bxc4", "b3c4"},
		{notation.English, "4k3/8/8/8/2p5/1P6/8/4KB2 w - - 0 1", "Bxc4", "f1c4"},
		{notation.English, "4k3/8/8/8/2p5/1P6/8/4KB2 w - - 0 1", "bc4", "b3c4"}, // both legal: the pawn (issue 3)
		// Only the bishop reaches c4.
		{notation.English, "4k3/8/8/8/8/1P6/8/4KB2 w - - 0 1", "bc4", "f1c4"},
		{notation.English, "4k3/8/8/8/8/1P6/8/4KB2 w - - 0 1", "bxc4", "f1c4"},
		// Only the pawn reaches c4.
		{notation.English, "4k3/8/8/8/2p5/1P6/8/4K3 w - - 0 1", "bc4", "b3c4"},
		// French: c is a file and the knight's letter. No notation writes
		// a pawn push with its origin file, so cc3 can only be Cc3.
		{notation.French, rules.StartFEN, "cc3", "b1c3"},
		{notation.French, rules.StartFEN, "Cc3", "b1c3"},
	}
	for _, tt := range tests {
		pos := rvPos(t, tt.fen)
		m, err := notation.ParseMove(&pos, tt.in, tt.lang)
		switch {
		case tt.want == "":
			if !errors.Is(err, notation.ErrAmbiguous) {
				t.Errorf("%v: ParseMove(%s, %q) = %s, %v; want ErrAmbiguous", tt.lang, tt.fen, tt.in, pos.UCI(m), err)
			}
		case err != nil || pos.UCI(m) != tt.want:
			t.Errorf("%v: ParseMove(%s, %q) = %s, %v; want %s", tt.lang, tt.fen, tt.in, pos.UCI(m), err, tt.want)
		}
	}
}

// TestReviewLenientForms covers the list of lenient spellings.
func TestReviewLenientForms(t *testing.T) {
	const (
		castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
		ep     = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"
		cap    = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"
	)
	tests := []struct {
		lang    notation.Language
		fen, in string
		wantUCI string
	}{
		{notation.English, castle, "0-0", "e1g1"},
		{notation.English, castle, "o-o", "e1g1"},
		{notation.English, castle, "O-O", "e1g1"},
		{notation.English, castle, "0-0-0", "e1c1"},
		{notation.English, castle, "o-o-o", "e1c1"},
		{notation.English, castle, "O-O-O", "e1c1"},
		{notation.German, castle, "0-0", "e1g1"},
		{notation.Figurine, castle, "O-O-O", "e1c1"},
		{notation.English, cap, "exd5", "e4d5"},
		{notation.English, cap, "ed5", "e4d5"},
		{notation.English, cap, "e4xd5", "e4d5"},
		{notation.English, cap, "e4-d5", "e4d5"},
		{notation.English, cap, "e4:d5", "e4d5"},
		{notation.English, cap, "exd5!?", "e4d5"},
		{notation.English, cap, "exd5?!", "e4d5"},
		{notation.English, ep, "exd6 e.p.", "e5d6"},
		{notation.English, ep, "exd6e.p.", "e5d6"},
		{notation.English, ep, "exd6 ep", "e5d6"},
		{notation.English, ep, "ed6ep", "e5d6"},
		{notation.German, ep, "exd6 e.p.", "e5d6"},
		{notation.French, ep, "exd6 e.p.", "e5d6"},
		{notation.Spanish, ep, "exd6 ep", "e5d6"},
		{notation.English, rules.StartFEN, "Ng1f3", "g1f3"},
		{notation.English, rules.StartFEN, "Ngf3", "g1f3"},
		{notation.English, rules.StartFEN, "N1f3", "g1f3"},
		{notation.English, rules.StartFEN, "♘f3", "g1f3"},
		{notation.German, rules.StartFEN, "♘f3", "g1f3"},
		{notation.Figurine, rules.StartFEN, "♘f3", "g1f3"},
		{notation.Figurine, rules.StartFEN, "Nf3", "g1f3"},
		{notation.English, rules.StartFEN, "g1f3", "g1f3"},
		{notation.German, rules.StartFEN, "g1f3", "g1f3"},
	}
	for _, tt := range tests {
		pos := rvPos(t, tt.fen)
		m, err := notation.ParseMove(&pos, tt.in, tt.lang)
		if err != nil || pos.UCI(m) != tt.wantUCI {
			t.Errorf("%v: ParseMove(%s, %q) = %s, %v; want %s", tt.lang, tt.fen, tt.in, pos.UCI(m), err, tt.wantUCI)
		}
	}
}

// TestReviewLANAndUCI: long algebraic and UCI in both directions.
func TestReviewLANAndUCI(t *testing.T) {
	tests := []struct {
		fen, uci, lan, deLAN string
	}{
		{rules.StartFEN, "g1f3", "Ng1-f3", "Sg1-f3"},
		{rules.StartFEN, "e2e4", "e2-e4", "e2-e4"},
		{"3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7d8q", "e7xd8=Q+", "e7xd8=D+"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5d6", "e5xd6", "e5xd6"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", "O-O-O", "O-O-O"},
	}
	for _, tt := range tests {
		pos := rvPos(t, tt.fen)
		m := rvMove(t, &pos, tt.uci)
		if got := notation.LAN(&pos, m); got != tt.lan {
			t.Errorf("LAN(%s) = %q, want %q", tt.uci, got, tt.lan)
		}
		if got := notation.German.LAN(&pos, m); got != tt.deLAN {
			t.Errorf("German LAN(%s) = %q, want %q", tt.uci, got, tt.deLAN)
		}
		if got := notation.UCI(&pos, m); got != tt.uci {
			t.Errorf("UCI = %q, want %q", got, tt.uci)
		}
		for _, in := range []string{tt.lan, tt.uci} {
			back, err := notation.ParseMove(&pos, in, notation.English)
			if err != nil || back != m {
				t.Errorf("ParseMove(%q) = %s, %v", in, pos.UCI(back), err)
			}
		}
		back, err := notation.ParseMove(&pos, tt.deLAN, notation.German)
		if err != nil || back != m {
			t.Errorf("German ParseMove(%q) = %s, %v", tt.deLAN, pos.UCI(back), err)
		}
	}
}

// TestReviewErrorDetails: ambiguity candidates in the input's language,
// no-such-move lists, the column of a bad character.
func TestReviewErrorDetails(t *testing.T) {
	const rooks = "4k3/8/8/8/8/8/8/R4RK1 w - - 0 1"
	tests := []struct {
		lang     notation.Language
		fen, in  string
		want     error
		column   int
		contains []string
	}{
		{notation.German, rooks, "Td1", notation.ErrAmbiguous, 0, []string{"Tad1", "Tfd1"}},
		{notation.French, rooks, "Td1", notation.ErrAmbiguous, 0, []string{"Tad1", "Tfd1"}},
		{notation.Polish, rooks, "Wd1", notation.ErrAmbiguous, 0, []string{"Wad1", "Wfd1"}},
		{notation.Figurine, rooks, "♖d1", notation.ErrAmbiguous, 0, []string{"♖ad1", "♖fd1"}},
		{notation.Spanish, rules.StartFEN, "Cd4", notation.ErrNoSuchMove, 0, []string{"Ca3", "Cc3", "Cf3", "Ch3"}},
		{notation.English, rules.StartFEN, "Né3", notation.ErrNotUnderstood, 2, nil},
		{notation.English, rules.StartFEN, "♘é3", notation.ErrNotUnderstood, 2, nil},
	}
	for _, tt := range tests {
		pos := rvPos(t, tt.fen)
		_, err := notation.ParseMove(&pos, tt.in, tt.lang)
		if !errors.Is(err, tt.want) {
			t.Errorf("%v: %q: error %v, want %v", tt.lang, tt.in, err, tt.want)
			continue
		}
		var me *notation.MoveError
		errors.As(err, &me)
		if tt.column != 0 && me.Column != tt.column {
			t.Errorf("%v: %q: column %d, want %d", tt.lang, tt.in, me.Column, tt.column)
		}
		for _, c := range tt.contains {
			if !strings.Contains(err.Error(), c) {
				t.Errorf("%v: %q: %q lacks %q", tt.lang, tt.in, err, c)
			}
		}
	}
}

// TestReviewEveryLegalMoveEveryLanguage: for a set of busy positions, the
// SAN of every legal move in every language reads back as that move, and
// English SAN always shows the minimum disambiguation (dropping the
// disambiguation it shows makes the move ambiguous).
func TestReviewEveryLegalMoveEveryLanguage(t *testing.T) {
	fens := []string{
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
		"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
		"1N1N3k/8/1N1N4/8/8/8/8/K7 w - - 0 1",
		"Q1Q5/8/Q1Q5/8/7k/8/8/K7 w - - 0 1",
		"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
	}
	for _, fen := range fens {
		pos := rvPos(t, fen)
		var legal rules.MoveList
		pos.LegalMoves(&legal)
		for _, m := range legal.Slice() {
			for _, lang := range notation.Languages() {
				san := lang.SAN(&pos, m)
				back, err := notation.ParseMove(&pos, san, lang)
				if err != nil || back != m {
					t.Errorf("%v %s: %q reads as %s, %v; want %s", lang, fen, san, pos.UCI(back), err, pos.UCI(m))
				}
			}
			file, rank := notation.Disambiguation(&pos, m)
			if (!file && !rank) || pos.PieceAt(m.From()).Type() == rules.Pawn {
				continue
			}
			// SAN shows the least that identifies the move (C.10): the
			// file when it does, else the rank, else both.
			san := notation.SAN(&pos, m)
			letter, f, r, rest := san[:1], m.From().String()[:1], m.From().String()[1:], ""
			switch {
			case file && rank:
				rest = san[3:]
			default:
				rest = san[2:]
			}
			var mustBeAmbiguous []string
			switch {
			case file && rank:
				mustBeAmbiguous = []string{letter + f + rest, letter + r + rest}
			case file:
				mustBeAmbiguous = []string{letter + rest}
			default:
				mustBeAmbiguous = []string{letter + rest, letter + f + rest}
			}
			for _, short := range mustBeAmbiguous {
				if _, err := notation.ParseSAN(&pos, short); !errors.Is(err, notation.ErrAmbiguous) {
					t.Errorf("%s: SAN %q, but %q already says it (%v)", fen, san, short, err)
				}
			}
		}
	}
}

// FuzzReviewParseMove: no input panics, and a move returned is legal and
// reads back from its own SAN.
func FuzzReviewParseMove(f *testing.F) {
	for _, s := range []string{"Nf3", "e8=Q", "O-O", "exd6 e.p.", "♘f3", "Dd4", "bc4", "e7e8q", "Kxh1"} {
		f.Add(s, uint8(0))
	}
	fens := []string{rules.StartFEN, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1"}
	f.Fuzz(func(t *testing.T, s string, sel uint8) {
		pos, err := rules.ParseFEN(fens[int(sel)%len(fens)])
		if err != nil {
			t.Fatal(err)
		}
		lang := notation.Languages()[int(sel/4)%len(notation.Languages())]
		m, err := notation.ParseMove(&pos, s, lang)
		if err != nil {
			var me *notation.MoveError
			if !errors.As(err, &me) {
				t.Fatalf("error %T is not a *MoveError", err)
			}
			return
		}
		var legal rules.MoveList
		pos.LegalMoves(&legal)
		found := false
		for _, x := range legal.Slice() {
			found = found || x == m
		}
		if !found {
			t.Fatalf("ParseMove(%q) returned illegal %v", s, m)
		}
	})
}
