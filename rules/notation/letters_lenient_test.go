package notation_test

// Second review of package notation, continued: file letters, the
// lower-case rule, lenient forms, LAN and UCI, error details, every legal
// move in every language, fuzzing.

import (
	"errors"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// TestWrongLanguageFileLetters: a piece letter of another language
// that happens to be an upper-case file letter (D for Dame/Dama, C for
// Cavalier/Caballo, F for Fou, H for Hetman) must not silently become a
// pawn move when the language is not the player's. Appendix C.4: pawns
// are written without a letter; a pawn push is never written with its
// origin file, so "Dd4" cannot mean d2-d4 in English.
func TestWrongLanguageFileLetters(t *testing.T) {
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

// TestLowerCaseRule checks the case rule documented on
// Language.ParseSAN.
func TestLowerCaseRule(t *testing.T) {
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

// TestLenientForms covers the list of lenient spellings.
func TestLenientForms(t *testing.T) {
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

// TestLANAndUCI: long algebraic and UCI in both directions.
func TestLANAndUCI(t *testing.T) {
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

// TestErrorDetails: ambiguity candidates in the input's language,
// no-such-move lists, the column of a bad character.
func TestErrorDetails(t *testing.T) {
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

// TestEveryLegalMoveEveryLanguage: for a set of busy positions, the
// SAN of every legal move in every language reads back as that move, and
// English SAN always shows the minimum disambiguation (dropping the
// disambiguation it shows makes the move ambiguous).
func TestEveryLegalMoveEveryLanguage(t *testing.T) {
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
