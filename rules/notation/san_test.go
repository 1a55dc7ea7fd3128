package notation

import (
	"testing"

	"github.com/tactuschess/tactus/rules"
)

func TestSAN(t *testing.T) {
	tests := []struct {
		fen, uci, san, lan string
		file, rank         bool
	}{
		{fenStart, "g1f3", "Nf3", "Ng1-f3", false, false},
		{fenStart, "e2e4", "e4", "e2-e4", false, false},
		{fenTwoKnights, "b1d2", "Nbd2", "Nb1-d2", true, false},
		{fenTwoKnights, "f3d2", "Nfd2", "Nf3-d2", true, false},
		{fenRooksFile, "a1a3", "R1a3", "Ra1-a3", false, true},
		{fenRooksFile, "a5a3", "R5a3", "Ra5-a3", false, true},
		{fenQueens, "a1b2", "Qa1b2", "Qa1-b2", true, true},
		{fenQueens, "c1b2", "Qcb2", "Qc1-b2", true, false},
		{fenQueens, "a3b2", "Q3b2", "Qa3-b2", false, true},
		{fenPinned, "g1f3", "Nf3", "Ng1-f3", false, false},
		{fenUnpinned, "g1f3", "Ngf3", "Ng1-f3", true, false},
		{fenPromo, "e7d8q", "exd8=Q+", "e7xd8=Q+", true, false},
		{fenPromo, "e7e8n", "e8=N", "e7-e8=N", false, false},
		{fenCastle, "e1g1", "O-O", "O-O", false, false},
		{fenCastle, "e1c1", "O-O-O", "O-O-O", false, false},
		{fenCastle, "a1a8", "Rxa8+", "Ra1xa8+", false, false},
		{fenFool, "d8h4", "Qh4#", "Qd8-h4#", false, false},
		{fenEP, "e5d6", "exd6", "e5xd6", true, false},
		{fen960, "f1g1", "O-O", "O-O", false, false},
		{fen960, "f1b1", "O-O-O", "O-O-O", false, false},
	}
	for _, tt := range tests {
		pos := mustFEN(t, tt.fen)
		m := mustUCI(t, &pos, tt.uci)
		if got := SAN(&pos, m); got != tt.san {
			t.Errorf("SAN(%s, %s) = %q, want %q", tt.fen, tt.uci, got, tt.san)
		}
		if got := LAN(&pos, m); got != tt.lan {
			t.Errorf("LAN(%s, %s) = %q, want %q", tt.fen, tt.uci, got, tt.lan)
		}
		if f, r := Disambiguation(&pos, m); f != tt.file || r != tt.rank {
			t.Errorf("Disambiguation(%s, %s) = %v, %v, want %v, %v", tt.fen, tt.uci, f, r, tt.file, tt.rank)
		}
		if got, err := ParseSAN(&pos, tt.san); err != nil || got != m {
			t.Errorf("ParseSAN(%s, %q) = %v, %v, want %v", tt.fen, tt.san, got, err, m)
		}
		if got, err := ParseSAN(&pos, tt.lan); err != nil || got != m {
			t.Errorf("ParseSAN(%s, %q) = %v, %v, want %v", tt.fen, tt.lan, got, err, m)
		}
	}
}

func TestSANLanguages(t *testing.T) {
	pos := mustFEN(t, fenPromo)
	promo := mustUCI(t, &pos, "e7d8q")
	knights := mustFEN(t, fenTwoKnights)
	nbd2 := mustUCI(t, &knights, "b1d2")
	tests := []struct {
		lang        Language
		nbd2, promo string
		letters     string
	}{
		{English, "Nbd2", "exd8=Q+", "K Q R B N"},
		{German, "Sbd2", "exd8=D+", "K D T L S"},
		{French, "Cbd2", "exd8=D+", "R D T F C"},
		{Spanish, "Cbd2", "exd8=D+", "R D T A C"},
		{Italian, "Cbd2", "exd8=D+", "R D T A C"},
		{Portuguese, "Cbd2", "exd8=D+", "R D T B C"},
		{Dutch, "Pbd2", "exd8=D+", "K D T L P"},
		{Slovak, "Jbd2", "exd8=D+", "K D V S J"},
		{Czech, "Jbd2", "exd8=D+", "K D V S J"},
		{Polish, "Sbd2", "exd8=H+", "K H W G S"},
		{Figurine, "♘bd2", "exd8=♕+", "♔ ♕ ♖ ♗ ♘"},
	}
	if len(tests) != len(Languages()) {
		t.Fatalf("test covers %d languages, package has %d", len(tests), len(Languages()))
	}
	for _, tt := range tests {
		if got := tt.lang.SAN(&knights, nbd2); got != tt.nbd2 {
			t.Errorf("%v: SAN = %q, want %q", tt.lang, got, tt.nbd2)
		}
		if got := tt.lang.SAN(&pos, promo); got != tt.promo {
			t.Errorf("%v: SAN = %q, want %q", tt.lang, got, tt.promo)
		}
		if got := tt.lang.Letters(); got != tt.letters {
			t.Errorf("%v: Letters = %q, want %q", tt.lang, got, tt.letters)
		}
		for _, s := range []string{tt.nbd2, tt.promo} {
			want := nbd2
			p := knights
			if s == tt.promo {
				want, p = promo, pos
			}
			if got, err := tt.lang.ParseSAN(&p, s); err != nil || got != want {
				t.Errorf("%v: ParseSAN(%q) = %v, %v, want %v", tt.lang, s, got, err, want)
			}
		}
		back, err := ParseLanguage(tt.lang.Code())
		if err != nil || back != tt.lang {
			t.Errorf("ParseLanguage(%q) = %v, %v", tt.lang.Code(), back, err)
		}
	}
}

func TestFigurineBlack(t *testing.T) {
	pos := mustFEN(t, fenFool)
	m := mustUCI(t, &pos, "d8h4")
	if got := Figurine.SAN(&pos, m); got != "♛h4#" {
		t.Errorf("Figurine SAN = %q, want ♛h4#", got)
	}
}

func TestParseLanguage(t *testing.T) {
	for _, in := range []string{"DE", "german", " de "} {
		if l, err := ParseLanguage(in); err != nil || l != German {
			t.Errorf("ParseLanguage(%q) = %v, %v", in, l, err)
		}
	}
	for _, in := range []string{"", "xx", "deutsch"} {
		if _, err := ParseLanguage(in); err == nil {
			t.Errorf("ParseLanguage(%q) succeeded", in)
		}
	}
}

// TestSANAllMovesRoundTrip writes every legal move of several positions and
// reads it back, in every language.
func TestSANAllMovesRoundTrip(t *testing.T) {
	for _, fen := range []string{fenStart, fenTwoKnights, fenQueens, fenPinned, fenPromo, fenCastle, fenFool, fenEP, fen960, fenBC4,
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"} {
		pos := mustFEN(t, fen)
		var l rules.MoveList
		pos.LegalMoves(&l)
		for _, m := range l.Slice() {
			for _, lang := range Languages() {
				for _, s := range []string{lang.SAN(&pos, m), lang.LAN(&pos, m), pos.UCI(m)} {
					got, err := ParseMove(&pos, s, lang)
					if err != nil || got != m {
						t.Errorf("%s %v: ParseMove(%q) = %v, %v, want %v", fen, lang, s, got, err, pos.UCI(m))
					}
				}
			}
		}
	}
}

// TestFastResolveAgrees compares the quick search with the full one for
// every legal move of positions with pins, en passant, promotions and
// checks.
func TestFastResolveAgrees(t *testing.T) {
	fens := []string{fenStart, fenKiwipete, fenPinned, fenEP, fenPromo, fenBC4, fenQueens,
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"8/8/8/2k5/3Pp3/8/8/4K2Q b - d3 0 1", // en passant
		"8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1",  // en passant pinned along the rank
		"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
		"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
		"4k3/1P6/8/8/8/8/6p1/4K2R b K - 0 1"}
	for _, fen := range fens {
		pos := mustFEN(t, fen)
		var l rules.MoveList
		pos.LegalMoves(&l)
		for _, m := range l.Slice() {
			for _, s := range []string{SAN(&pos, m), LAN(&pos, m)} {
				got, err := ParseSAN(&pos, s)
				if err != nil || got != m {
					t.Errorf("%s: ParseSAN(%q) = %v, %v, want %s", fen, s, pos.UCI(got), err, pos.UCI(m))
				}
			}
		}
		// Every pseudo-move the quick search accepts must be legal.
		for from := rules.Square(0); from < 64; from++ {
			for to := rules.Square(0); to < 64; to++ {
				for _, pt := range []rules.PieceType{rules.Pawn, rules.Knight, rules.Bishop, rules.Rook, rules.Queen, rules.King} {
					sp := spec{piece: pt, fromFile: from.File(), fromRank: -1, to: to}
					if m, ok := fastResolve(&pos, &sp); ok && !containsMove(l.Slice(), m) {
						t.Errorf("%s: fastResolve(%v %v→%v) = %v, not legal", fen, pt, from, to, m)
					}
				}
			}
		}
	}
}

func containsMove(ms []rules.Move, m rules.Move) bool {
	for _, x := range ms {
		if x == m {
			return true
		}
	}
	return false
}

func TestUCIAndUnknownLanguage(t *testing.T) {
	pos := mustFEN(t, fen960)
	m := mustUCI(t, &pos, "f1g1")
	if got := UCI(&pos, m); got != "f1g1" {
		t.Errorf("UCI = %q", got)
	}
	std := mustFEN(t, fenCastle)
	if got := UCI(&std, mustUCI(t, &std, "e1g1")); got != "e1g1" {
		t.Errorf("UCI = %q", got)
	}
	bad := Language(200)
	if bad.Code() != "en" || bad.Letter(rules.Knight, rules.White) != 'N' {
		t.Errorf("an undefined Language should write English")
	}
	if bad.String() != "Language(200)" {
		t.Errorf("an undefined Language should print as out of range, got %q", bad)
	}
}

func TestSANOfNonMoves(t *testing.T) {
	pos := mustFEN(t, fenStart)
	if got := SAN(&pos, rules.NoMove); got != "0000" {
		t.Errorf("SAN(NoMove) = %q", got)
	}
	if got := SAN(&pos, rules.NewMove(rules.E1+8*3, rules.E1+8*4, rules.Normal)); got != "e4e5" {
		t.Errorf("SAN(empty square) = %q", got)
	}
}
