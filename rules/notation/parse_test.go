package notation

import (
	"errors"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules"
)

func TestParseForms(t *testing.T) {
	tests := []struct {
		lang    Language
		fen, in string
		wantUCI string
	}{
		// Castling spellings.
		{English, fenCastle, "O-O", "e1g1"},
		{English, fenCastle, "0-0", "e1g1"},
		{English, fenCastle, "o-o", "e1g1"},
		{English, fenCastle, "OO", "e1g1"},
		{English, fenCastle, "O–O", "e1g1"},
		{English, fenCastle, "O-O-O", "e1c1"},
		{English, fenCastle, "0-0-0+", "e1c1"},
		{English, fenCastle, "ooo", "e1c1"},
		{English, fenCastle, "Kg1", "e1g1"},
		{English, fenCastle, "Kxh1", "e1g1"},
		{English, fenCastle, "e1g1", "e1g1"},
		{English, fen960, "O-O", "f1g1"},
		{English, fen960, "0-0-0", "f1b1"},
		{English, fen960, "Kxg1", "f1g1"},
		// Captures, dashes and suffixes.
		{English, fenStart, "Nf3", "g1f3"},
		{English, fenStart, "Ng1f3", "g1f3"},
		{English, fenStart, "Ng1-f3", "g1f3"},
		{English, fenStart, "Ng1–f3", "g1f3"},
		{English, fenStart, "N1f3", "g1f3"},
		{English, fenStart, "Ngf3", "g1f3"},
		{English, fenStart, "nf3", "g1f3"},
		{English, fenStart, "Nf3!?", "g1f3"},
		{English, fenStart, " Nf3!! ", "g1f3"},
		{English, fenStart, "Nf3⁉", "g1f3"},
		{English, fenStart, "e4", "e2e4"},
		{English, fenStart, "E4", "e2e4"},
		{English, fenStart, "NF3", "g1f3"},
		{English, fenStart, "NG1-F3", "g1f3"},
		{English, fenEP, "EXD6 E.P.", "e5d6"},
		{English, fenPromo, "E7E8Q", "e7e8q"},
		{German, fenPromo, "E8D", "e7e8q"},
		{German, fenStart, "SF3", "g1f3"},
		{English, fenStart, "Pe4", "e2e4"},
		{English, fenStart, "e2-e4", "e2e4"},
		{English, fenStart, "e2e4", "e2e4"},
		{English, fenStart, "g1f3", "g1f3"},
		{English, fenStart, "♘f3", "g1f3"},
		{English, fenStart, "♞f3", "g1f3"},
		{English, fenStart, "♙e4", "e2e4"},
		{English, fenEP, "exd6", "e5d6"},
		{English, fenEP, "exd6 e.p.", "e5d6"},
		{English, fenEP, "exd6ep", "e5d6"},
		{English, fenEP, "ed6", "e5d6"},
		{English, fenEP, "e:d6", "e5d6"},
		{English, fenEP, "e×d6", "e5d6"},
		{English, fenEP, "e5xd6", "e5d6"},
		{English, fenCastle, "Rxa8+", "a1a8"},
		{English, fenCastle, "Ra8", "a1a8"},
		{English, fenCastle, "RXa8#", "a1a8"},
		{English, fenFool, "Qh4++", "d8h4"},
		// Promotion spellings.
		{English, fenPromo, "e8=Q", "e7e8q"},
		{English, fenPromo, "e8Q", "e7e8q"},
		{English, fenPromo, "e8(Q)", "e7e8q"},
		{English, fenPromo, "e8/Q", "e7e8q"},
		{English, fenPromo, "e8q", "e7e8q"},
		{English, fenPromo, "e8=N", "e7e8n"},
		{English, fenPromo, "e7e8q", "e7e8q"},
		{English, fenPromo, "exd8=Q+", "e7d8q"},
		{English, fenPromo, "ed8R", "e7d8r"},
		{English, fenPromo, "e8=♕", "e7e8q"},
		{German, fenPromo, "e8=D", "e7e8q"},
		{German, fenPromo, "e8d", "e7e8q"},
		{German, fenPromo, "e7e8q", "e7e8q"}, // UCI
		{German, fenPromo, "exd8S", "e7d8n"},
		{Polish, fenPromo, "e8H", "e7e8q"},
		// Disambiguation, superfluous or needed.
		{English, fenTwoKnights, "Nbd2", "b1d2"},
		{English, fenTwoKnights, "Nb1d2", "b1d2"},
		{English, fenTwoKnights, "N1d2", "b1d2"},
		{English, fenQueens, "Qa1b2", "a1b2"},
		{English, fenQueens, "Q3b2", "a3b2"},
		{English, fenPinned, "Nf3", "g1f3"},
		// Lower-case letters that are files too: pawn first, else piece.
		{English, fenBC4, "bxc4", "b3c4"},
		{English, fenBC4, "bxc4+!", "b3c4"},
		{English, fenBC4, "Bc4", "f1c4"},
		{English, fenBC4Bishop, "bc4", "f1c4"},
		{English, fenBC4, "bc4", "b3c4"}, // pawn and bishop both can: the pawn (issue 3)
		{English, fenBC4Bishop, "b4", "b3b4"},
		{Spanish, fenStart, "a4", "a2a4"},
		{Spanish, "4k3/8/8/8/8/8/8/4KB2 w - - 0 1", "ab5", "f1b5"},
		{German, fenStart, "sf3", "g1f3"},
		{German, fenStart, "Sf3", "g1f3"},
		{German, "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "dd4", "d1d4"},
		{German, "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "Dd4", "d1d4"},
		{French, fenStart, "Cf3", "g1f3"},
		{French, fenStart, "cf3", "g1f3"},
		{French, fenStart, "c4", "c2c4"},
		{French, fenCastle, "Rf1", "e1f1"},
		{French, fenCastle, "Tb1", "a1b1"},
		{Italian, fenStart, "Cc3", "b1c3"},
		{Portuguese, fenStart, "Cc3", "b1c3"},
		{Dutch, fenStart, "Pf3", "g1f3"},
		{Dutch, fenStart, "pf3", "g1f3"},
		{Slovak, fenStart, "Jf3", "g1f3"},
		{Czech, fenStart, "jf3", "g1f3"},
		{Polish, fenStart, "Sf3", "g1f3"},
		{Figurine, fenStart, "♘f3", "g1f3"},
		{Figurine, fenStart, "Nf3", "g1f3"},
		{Figurine, fenPromo, "e8=♕", "e7e8q"},
	}
	for _, tt := range tests {
		pos := mustFEN(t, tt.fen)
		want := mustUCI(t, &pos, tt.wantUCI)
		got, err := ParseMove(&pos, tt.in, tt.lang)
		if err != nil || got != want {
			t.Errorf("%v: ParseMove(%s, %q) = %v, %v; want %s", tt.lang, tt.fen, tt.in, pos.UCI(got), err, tt.wantUCI)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		lang    Language
		fen, in string
		want    error
		column  int
		// contains lists substrings the message must have.
		contains []string
	}{
		{English, fenStart, "", ErrNotUnderstood, 0, []string{"empty"}},
		{English, fenStart, "   ", ErrNotUnderstood, 0, []string{"empty"}},
		{English, fenStart, "Nf4", ErrNoSuchMove, 0, []string{"no knight can move to f4", "Na3 Nc3 Nf3 Nh3"}},
		{German, fenStart, "Sf4", ErrNoSuchMove, 0, []string{"Sa3 Sc3 Sf3 Sh3"}},
		{English, fenStart, "e5", ErrNoSuchMove, 0, []string{"no pawn can move to e5", "a3 b3 c3"}},
		{English, fenStart, "O-O", ErrNoSuchMove, 0, []string{"castling king side"}},
		{English, fenStart, "O-O-O", ErrNoSuchMove, 0, []string{"castling queen side"}},
		{English, fenStart, "e3e4", ErrNoSuchMove, 0, []string{"no white piece stands on e3"}},
		{English, fenStart, "Kf3", ErrNoSuchMove, 0, []string{"no king can move to f3", "Nf3"}},
		{English, "4k3/8/8/8/8/8/1P6/4K3 w - - 0 1", "bz", ErrNotUnderstood, 2, nil},
		{English, "4k3/8/8/8/8/8/1P6/4K3 w - - 0 1", "bc3", ErrNoSuchMove, 0, []string{"no pawn can move to c3"}},
		{English, "2r1k3/1P6/4B3/8/8/8/8/4K3 w - - 0 1", "bc8", ErrAmbiguous, 0, []string{"bxc8=Q", "bxc8=N", "Bxc8"}},
		{English, fenTwoKnights, "Nd2", ErrAmbiguous, 0, []string{"Nbd2 or Nfd2"}},
		{German, fenTwoKnights, "Sd2", ErrAmbiguous, 0, []string{"Sbd2 or Sfd2"}},
		{French, fenTwoKnights, "cd2", ErrAmbiguous, 0, []string{"Cbd2 or Cfd2"}},
		{English, fenQueens, "Qb2", ErrAmbiguous, 0, []string{"Qa1b2", "Qcb2", "Q3b2"}},
		{English, fenQueens, "Qab2", ErrAmbiguous, 0, []string{"Qa1b2 or Q3b2"}},
		{English, fenPromo, "e8", ErrAmbiguous, 0, []string{"promotion piece is missing", "e8=Q", "e8=N"}},
		{English, fenPromo, "e8=K", ErrNotUnderstood, 4, []string{"promotion piece"}},
		{English, fenStart, "Sf3", ErrNotUnderstood, 1, []string{"'S' is not one of the English piece letters (K Q R B N)"}},
		{German, fenStart, "Nf3", ErrNotUnderstood, 1, []string{"German piece letters (K D T L S)"}},
		{English, fenStart, "Nz3", ErrNotUnderstood, 2, []string{"'z' is not a file (a-h) or rank (1-8)"}},
		{English, fenStart, "Nf9", ErrNotUnderstood, 3, []string{"'9'"}},
		{English, fenStart, "Nf", ErrNotUnderstood, 3, []string{"incomplete"}},
		{English, fenStart, "e44", ErrNotUnderstood, 3, []string{"'4': a file letter"}},
		{English, fenStart, "N", ErrNotUnderstood, 2, []string{"incomplete"}},
		{English, fenStart, "e4k", ErrNotUnderstood, 3, []string{"unexpected 'k'"}},
		{English, fenStart, "Nf3 foo", ErrNotUnderstood, 5, []string{"'f'"}},
		{English, fenStart, "Nxxf3", ErrNotUnderstood, 3, []string{"second"}},
		{English, fenStart, "Ng1f3f3", ErrNotUnderstood, 0, nil},
		{English, fenStart, "xf3", ErrNotUnderstood, 1, nil},
		{English, fenStart, "-f3", ErrNotUnderstood, 1, nil},
		{English, fenStart, "Nfx", ErrNotUnderstood, 0, nil},
		{English, fenCastle, "O-O-O-O", ErrNotUnderstood, 7, []string{"O-O or O-O-O"}},
		{English, fenCastle, "O", ErrNotUnderstood, 2, nil},
		{English, fenPromo, "e8(Q", ErrNotUnderstood, 5, []string{"')' missing"}},
		{English, fenPromo, "e8=", ErrNotUnderstood, 4, nil},
		{English, fenPromo, "é8", ErrNotUnderstood, 1, nil},
		{English, fenEP, "ed6 e.x.", ErrNotUnderstood, 5, nil},
	}
	for _, tt := range tests {
		pos := mustFEN(t, tt.fen)
		_, err := ParseMove(&pos, tt.in, tt.lang)
		if !errors.Is(err, tt.want) {
			t.Errorf("%v: ParseMove(%s, %q) error = %v, want %v", tt.lang, tt.fen, tt.in, err, tt.want)
			continue
		}
		var me *MoveError
		if !errors.As(err, &me) {
			t.Errorf("%v: ParseMove(%q) error %T is not a *MoveError", tt.lang, tt.in, err)
			continue
		}
		if tt.column != 0 && me.Column != tt.column {
			t.Errorf("%v: ParseMove(%q): column %d, want %d (%v)", tt.lang, tt.in, me.Column, tt.column, err)
		}
		for _, c := range tt.contains {
			if !strings.Contains(err.Error(), c) {
				t.Errorf("%v: ParseMove(%q) = %q, want it to contain %q", tt.lang, tt.in, err, c)
			}
		}
		if !strings.HasPrefix(err.Error(), "notation: ") {
			t.Errorf("error %q lacks the package prefix", err)
		}
	}
}

// TestLowerCaseNeverWrong types the SAN of every legal move in lower case,
// in every language: the result must be the move itself or an ambiguity
// that lists it, never another move, unless the lower-cased text is exactly
// the SAN of that other move.
func TestLowerCaseNeverWrong(t *testing.T) {
	fens := []string{fenStart, fenTwoKnights, fenQueens, fenPromo, fenCastle, fenEP, fenBC4, fenBC4Bishop, fenKiwipete,
		"2r1k3/1P6/4B3/8/8/8/8/4K3 w - - 0 1", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"}
	for _, fen := range fens {
		pos := mustFEN(t, fen)
		var l rules.MoveList
		pos.LegalMoves(&l)
		for _, m := range l.Slice() {
			for _, lang := range Languages() {
				san := lang.SAN(&pos, m)
				lower := strings.ToLower(san)
				got, err := lang.ParseSAN(&pos, lower)
				var me *MoveError
				switch {
				case err == nil && got != m && lang.SAN(&pos, got) == lower:
					// Lower-cased, Bxc4 is bxc4, the pawn's SAN: standard
					// SAN wins.
				case err == nil && got != m:
					t.Errorf("%s %v: %q (from %q) read as %s", fen, lang, lower, san, pos.UCI(got))
				case err != nil && (!errors.As(err, &me) || me.Err != ErrAmbiguous):
					t.Errorf("%s %v: %q (from %q): %v", fen, lang, lower, san, err)
				case err != nil && !containsString(me.Candidates, san):
					t.Errorf("%s %v: %q: candidates %q lack %q", fen, lang, lower, me.Candidates, san)
				}
			}
		}
	}
}

func containsString(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// TestParseTypedMove reads the notation language's letters first, then
// English ones, and keeps the error that says more.
func TestParseTypedMove(t *testing.T) {
	const rookAndKing = "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"
	tests := []struct {
		lang    Language
		fen, in string
		want    string // UCI, or "" for an error
		err     error
	}{
		{Spanish, fenStart, "Cf3", "g1f3", nil},
		{Spanish, fenStart, "Nf3", "g1f3", nil},       // English letters too
		{Spanish, rookAndKing, "Rd1", "e1d1", nil},    // R is the Spanish king
		{English, rookAndKing, "Rd1", "a1d1", nil},    // and the English rook
		{Spanish, rookAndKing, "Td1", "a1d1", nil},    // the Spanish rook
		{German, fenStart, "g1f3", "g1f3", nil},       // UCI in any language
		{Spanish, fenStart, "Ke2", "", ErrNoSuchMove}, // English says why: the king cannot go there
		{German, fenStart, "Sf4", "", ErrNoSuchMove},  // German's own error
		{German, fenStart, "xyz", "", ErrNotUnderstood},
		{English, fenStart, "Sf3", "", ErrNotUnderstood}, // English reads no other letters
	}
	for _, tt := range tests {
		pos := mustFEN(t, tt.fen)
		got, err := ParseTypedMove(&pos, tt.in, tt.lang)
		if tt.want == "" {
			if !errors.Is(err, tt.err) {
				t.Errorf("%v: ParseTypedMove(%q) = %v, %v; want an error wrapping %v", tt.lang, tt.in, pos.UCI(got), err, tt.err)
			}
			continue
		}
		if want := mustUCI(t, &pos, tt.want); err != nil || got != want {
			t.Errorf("%v: ParseTypedMove(%q) = %v, %v; want %s", tt.lang, tt.in, pos.UCI(got), err, tt.want)
		}
	}
}

// TestPawnCaptureNamesItsFile: FIDE Appendix C.9.3 — when a pawn makes a
// capture, the file of departure must be indicated. A pawn capture typed
// without it is refused in every notation and language, with
// ErrPawnCaptureFile and the captures meant; forms that name the file
// (SAN, long algebraic, UCI) stay accepted.
func TestPawnCaptureNamesItsFile(t *testing.T) {
	const (
		oneCapture  = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"
		twoCaptures = "4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1"
		blackTakes  = "4k3/8/8/3p4/4P3/8/8/4K3 b - - 0 1"
		epBlack     = "4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1"
	)
	bad := []struct {
		lang    Language
		fen, in string
		want    []string // the candidates, in the order of move generation
	}{
		{English, oneCapture, "d5", []string{"exd5"}},
		{English, oneCapture, "D5", []string{"exd5"}},
		{English, oneCapture, "d5+", []string{"exd5"}},
		{English, oneCapture, "Pd5", []string{"exd5"}},
		{English, oneCapture, "Pxd5", []string{"exd5"}},
		{English, oneCapture, "4d5", []string{"exd5"}},
		{English, oneCapture, "4xd5", []string{"exd5"}},
		{English, twoCaptures, "d5", []string{"exd5", "cxd5"}},
		{English, blackTakes, "e4", []string{"dxe4"}},
		{English, fenEP, "d6", []string{"exd6"}},
		{English, fenEP, "d6 e.p.", []string{"exd6"}},
		{English, epBlack, "e3 ep", []string{"fxe3"}},
		{English, fenPromo, "d8=Q", []string{"exd8=Q+"}},
		{English, fenPromo, "d8", []string{"exd8=Q+", "exd8=N", "exd8=R", "exd8=B+"}},
		{English, fenPromo, "d8=Q+", []string{"exd8=Q+"}},
		{German, oneCapture, "d5", []string{"exd5"}}, // d is the Dame too
		{German, fenPromo, "d8D", []string{"exd8=D+"}},
		{French, oneCapture, "Pd5", []string{"exd5"}},
		{Spanish, oneCapture, "d5", []string{"exd5"}},
		{Slovak, oneCapture, "Pxd5", []string{"exd5"}},
		{Figurine, oneCapture, "♙d5", []string{"exd5"}},
		{Figurine, oneCapture, "♙×d5", []string{"exd5"}},
	}
	for _, tt := range bad {
		for name, parse := range map[string]func(*rules.Position, string, Language) (rules.Move, error){
			"ParseMove": ParseMove, "ParseTypedMove": ParseTypedMove,
			"ParseSAN": func(p *rules.Position, s string, l Language) (rules.Move, error) { return l.ParseSAN(p, s) },
		} {
			pos := mustFEN(t, tt.fen)
			got, err := parse(&pos, tt.in, tt.lang)
			var me *MoveError
			if !errors.Is(err, ErrPawnCaptureFile) || !errors.Is(err, ErrNoSuchMove) || !errors.As(err, &me) {
				t.Errorf("%v: %s(%s, %q) = %v, %v; want ErrPawnCaptureFile", tt.lang, name, tt.fen, tt.in, pos.UCI(got), err)
				continue
			}
			if strings.Join(me.Candidates, " ") != strings.Join(tt.want, " ") {
				t.Errorf("%v: %s(%q): candidates %q, want %q", tt.lang, name, tt.in, me.Candidates, tt.want)
			}
			if !strings.Contains(err.Error(), "pawn capture") || !strings.HasPrefix(err.Error(), "notation: ") {
				t.Errorf("%v: %s(%q): message %q", tt.lang, name, tt.in, err)
			}
		}
	}
	good := []struct {
		lang    Language
		fen, in string
		wantUCI string
	}{
		{English, oneCapture, "exd5", "e4d5"},
		{English, oneCapture, "ed5", "e4d5"},
		{English, oneCapture, "e:d5", "e4d5"},
		{English, oneCapture, "Pexd5", "e4d5"},
		{English, oneCapture, "e4d5", "e4d5"},
		{English, oneCapture, "e4xd5", "e4d5"},
		{English, oneCapture, "e4-d5", "e4d5"}, // long algebraic with a dash: both squares named
		{English, oneCapture, "Pe4xd5", "e4d5"},
		{English, oneCapture, "e5", "e4e5"}, // a push names no file but its own
		{English, twoCaptures, "cxd5", "c4d5"},
		{English, blackTakes, "dxe4", "d5e4"},
		{English, fenEP, "exd6 e.p.", "e5d6"},
		{English, fenEP, "e5d6", "e5d6"},
		{English, fenEP, "e6", "e5e6"},
		{English, epBlack, "fxe3", "f4e3"},
		{English, fenPromo, "exd8=Q", "e7d8q"},
		{English, fenPromo, "e7d8q", "e7d8q"},
		{German, oneCapture, "exd5", "e4d5"},
		{German, fenPromo, "exd8D", "e7d8q"},
		{Figurine, oneCapture, "♙exd5", "e4d5"},
	}
	for _, tt := range good {
		pos := mustFEN(t, tt.fen)
		want := mustUCI(t, &pos, tt.wantUCI)
		if got, err := ParseTypedMove(&pos, tt.in, tt.lang); err != nil || got != want {
			t.Errorf("%v: ParseTypedMove(%s, %q) = %v, %v; want %s", tt.lang, tt.fen, tt.in, pos.UCI(got), err, tt.wantUCI)
		}
	}
}
