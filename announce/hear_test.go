package announce

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

const (
	epFEN    = "rnbqkbnr/ppp2ppp/4p3/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
	promoFEN = "4r3/3P3k/8/8/8/8/8/K7 w - - 0 1"
	castFEN  = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
	c960FEN  = "4k3/8/8/8/8/8/8/R4KR1 w GA - 0 1"
	nbd2FEN  = "rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3"
)

func TestHearVariants(t *testing.T) {
	cases := []struct{ fen, line, uci string }{
		{rules.StartFEN, "Springer Gustav eins Felix drei", "g1f3"},
		{rules.StartFEN, "springer gustav eins felix drei", "g1f3"},
		{rules.StartFEN, "SPRINGER FELIX DREI", "g1f3"},
		{rules.StartFEN, "Springer von Gustav eins nach Felix drei", "g1f3"},
		{rules.StartFEN, "Springer Gustav 1 Felix 3", "g1f3"},
		{rules.StartFEN, "Knight from Gustav one to Felix three", "g1f3"},
		{rules.StartFEN, "Knight Golf one Foxtrot three", "g1f3"},
		{rules.StartFEN, "knight golf 1 foxtrot 3.", "g1f3"},
		{rules.StartFEN, "  Springer,  Felix   drei  ", "g1f3"},
		{rules.StartFEN, "Springer Felix drei Schach", "g1f3"}, // check words are not checked
		{rules.StartFEN, "Eva vier", "e2e4"},
		{rules.StartFEN, "Echo 4", "e2e4"},
		{rules.StartFEN, "Bauer Eva zwei Eva vier", "e2e4"},
		{rules.StartFEN, "Caesar vier", "c2c4"},
		{rules.StartFEN, "Cesar vier", "c2c4"},
		{rules.StartFEN, "César vier", "c2c4"},
		{rules.StartFEN, "Cäsar vier", "c2c4"},
		{rules.StartFEN, "Hector drei", "h2h3"},
		{rules.StartFEN, "Héctor drei", "h2h3"},
		{rules.StartFEN, "Hektor drei", "h2h3"},
		{rules.StartFEN, "Félix vier", "f2f4"},
		{rules.StartFEN, "Bello drei", "b2b3"},
		{rules.StartFEN, "Alpha drei", "a2a3"},
		{nbd2FEN, "Springer Bella David zwei", "b1d2"},
		{nbd2FEN, "Springer Felix David zwei", "f3d2"},
		{nbd2FEN, "Springer Felix drei David zwei", "f3d2"},
		{"rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2", "David vier schlaegt Eva fuenf", "d4e5"},
		{"rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2", "David schlägt Eva fünf", "d4e5"},
		{"rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2", "David SCHLAEGT Eva FUENF", "d4e5"},
		{"rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2", "David schlagt Eva funf", "d4e5"},
		{"rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2", "Delta takes Echo five", "d4e5"},
		{"rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2", "David Eva fuenf", "d4e5"},
		{epFEN, "Eva schlaegt David sechs en passant", "e5d6"},
		{epFEN, "Eva fünf schlägt David sechs en passant", "e5d6"},
		{epFEN, "Eva David sechs", "e5d6"},
		{promoFEN, "David sieben David acht Dame", "d7d8q"},
		{promoFEN, "David acht Springer", "d7d8n"},
		{promoFEN, "David acht Läufer", "d7d8b"},
		{promoFEN, "David acht Laufer", "d7d8b"},
		{promoFEN, "Delta eight Rook", "d7d8r"},
		{promoFEN, "David schlaegt Eva acht Dame Schach", "d7e8q"},
		{castFEN, "Kurze Rochade", "e1h1"},
		{castFEN, "kurze rochade schach", "e1h1"},
		{castFEN, "Lange Rochade", "e1a1"},
		{castFEN, "short castling", "e1h1"},
		{castFEN, "castles queenside", "e1a1"},
		{castFEN, "Koenig Eva eins Gustav eins", "e1h1"},
		{castFEN, "König Caesar eins", "e1a1"},
		{castFEN, "Turm Anna eins schlaegt Anna acht", "a1a8"},
		{c960FEN, "Kurze Rochade", "f1g1"},
		{c960FEN, "Lange Rochade", "f1a1"},
		{c960FEN, "Koenig Eva zwei", "f1e2"},
		{"k7/8/1K6/8/8/8/8/7R w - - 0 1", "Turm Hector acht Matt", "h1h8"},
		{"k7/8/1K6/8/8/8/8/7R w - - 0 1", "Rook Hotel eight checkmate", "h1h8"},
		{"k7/8/1K6/8/8/8/8/7R w - - 0 1", "Turm Hector acht Schach Matt", "h1h8"},
	}
	for _, c := range cases {
		pos := position(t, c.fen)
		want := uciMove(t, &pos, c.uci)
		got, err := Hear(&pos, c.line)
		if err != nil || got != want {
			t.Errorf("%q in %s: %v, %v; want %s", c.line, c.fen, got, err, c.uci)
		}
	}
}

func TestHearErrors(t *testing.T) {
	cases := []struct {
		fen, line string
		want      error
		word      string // for a *WordError
		index     int
	}{
		{rules.StartFEN, "", ErrEmpty, "", 0},
		{rules.StartFEN, "  , . ", ErrEmpty, "", 0},
		{rules.StartFEN, "von nach", ErrEmpty, "", 0},
		{rules.StartFEN, "Springa Felix drei", ErrUnknownWord, "Springa", 1},
		{rules.StartFEN, "Springer Felix 9", ErrUnknownWord, "9", 3},
		{rules.StartFEN, "Springer Felix drei bitte", ErrUnknownWord, "bitte", 4},
		{rules.StartFEN, "Kurze", ErrUnknownWord, "Kurze", 1},
		{rules.StartFEN, "Springer e4", ErrUnknownWord, "e4", 2},
		{rules.StartFEN, "Schach Springer Felix drei", ErrMisplacedWord, "Schach", 1},
		{rules.StartFEN, "Springer Felix Dame drei", ErrMisplacedWord, "Dame", 3},
		{rules.StartFEN, "Springer Felix drei Felix", ErrIncomplete, "", 0},
		{rules.StartFEN, "Springer eins Gustav Felix drei", ErrMisplacedWord, "Gustav", 3},
		{rules.StartFEN, "Springer Gustav eins Felix drei Anna eins", ErrMisplacedWord, "Anna", 6},
		{rules.StartFEN, "Springer schlaegt Gustav eins Felix drei", ErrMisplacedWord, "schlaegt", 2},
		{rules.StartFEN, "Springer Gustav eins Felix drei Dame Dame", ErrMisplacedWord, "Dame", 7},
		{rules.StartFEN, "Eva vier Matt Schach", ErrMisplacedWord, "Schach", 4},
		{rules.StartFEN, "Kurze Rochade Eva vier", ErrMisplacedWord, "Eva", 3},
		{rules.StartFEN, "Kurze Rochade Dame", ErrMisplacedWord, "Dame", 3},
		{rules.StartFEN, "Eva vier Kurze Rochade", ErrMisplacedWord, "Kurze", 3},
		{rules.StartFEN, "Eva schlaegt schlaegt David fuenf", ErrMisplacedWord, "schlaegt", 3},
		{rules.StartFEN, "Springer", ErrIncomplete, "", 0},
		{rules.StartFEN, "Springer Felix", ErrIncomplete, "", 0},
		{rules.StartFEN, "drei Felix", ErrIncomplete, "", 0},
		{rules.StartFEN, "Schach", ErrMisplacedWord, "Schach", 1},
		{rules.StartFEN, "Springer Felix vier", ErrNoSuchMove, "", 0},
		{rules.StartFEN, "Dame David vier", ErrNoSuchMove, "", 0},
		{rules.StartFEN, "Eva fuenf", ErrNoSuchMove, "", 0},
		{rules.StartFEN, "Springer schlaegt Felix drei", ErrFalseWord, "schlaegt", 2},
		{rules.StartFEN, "Eva vier en passant", ErrFalseWord, "en", 3},
		{rules.StartFEN, "Eva vier Dame", ErrFalseWord, "Dame", 3},
		{rules.StartFEN, "Kurze Rochade", ErrNoSuchMove, "", 0},
		{c960FEN, "Koenig Gustav eins", ErrNoSuchMove, "", 0}, // no two-square castling in Chess960
		{promoFEN, "David acht", ErrAmbiguous, "", 0},
		{promoFEN, "David acht Koenig", ErrFalseWord, "Koenig", 3},
		{nbd2FEN, "Springer David zwei", ErrAmbiguous, "", 0},
		{rules.StartFEN, strings.Repeat("Eva ", maxWords+1), ErrTooLong, "", 0},
	}
	for _, c := range cases {
		pos := position(t, c.fen)
		m, err := Hear(&pos, c.line)
		if !errors.Is(err, c.want) || m != rules.NoMove {
			t.Errorf("%q: %v, %v; want %v", c.line, m, err, c.want)
			continue
		}
		if !strings.HasPrefix(err.Error(), "announce: ") {
			t.Errorf("%q: error %q lacks the package prefix", c.line, err)
		}
		var we *WordError
		if isWord := errors.As(err, &we); isWord != (c.word != "") {
			t.Errorf("%q: %v: word error %v", c.line, err, isWord)
		} else if isWord && (we.Word != c.word || we.Index != c.index) {
			t.Errorf("%q: word %q at %d, want %q at %d", c.line, we.Word, we.Index, c.word, c.index)
		}
	}
}

func TestHearAmbiguousCandidates(t *testing.T) {
	pos := position(t, promoFEN)
	_, err := Hear(&pos, "David acht")
	var ae *AmbiguousError
	if !errors.As(err, &ae) {
		t.Fatalf("%v", err)
	}
	var got []string
	for _, m := range ae.Candidates {
		got = append(got, pos.UCI(m))
	}
	slices.Sort(got)
	if want := []string{"d7d8b", "d7d8n", "d7d8q", "d7d8r"}; !slices.Equal(got, want) {
		t.Errorf("candidates %v, want %v", got, want)
	}
	if msg := err.Error(); msg != `announce: ambiguous move: "David acht" could be d8=Q or d8=R or d8=B or d8=N` {
		t.Errorf("message %q", msg)
	}
	pos = position(t, nbd2FEN)
	_, err = Hear(&pos, "Springer David zwei")
	if msg := err.Error(); msg != `announce: ambiguous move: "Springer David zwei" could be Nbd2 or Nfd2` {
		t.Errorf("message %q", msg)
	}
}

func TestHearNoMoveLegal(t *testing.T) {
	pos := rules.StartPosition()
	_, err := Hear(&pos, "Springer Felix vier")
	var ne *NoMoveError
	if !errors.As(err, &ne) || ne.Piece != rules.Knight || len(ne.Legal) != 4 {
		t.Fatalf("%v", err)
	}
	if msg := err.Error(); msg != `announce: no such legal move: "Springer Felix vier"; the knight moves are Na3, Nc3, Nf3, Nh3` {
		t.Errorf("message %q", msg)
	}
	_, err = Hear(&pos, "Dame David vier")
	if msg := err.Error(); msg != `announce: no such legal move: "Dame David vier"; no queen has a legal move` {
		t.Errorf("message %q", msg)
	}
	_, err = Hear(&pos, "Kurze Rochade")
	if !errors.As(err, &ne) || ne.Piece != rules.King {
		t.Errorf("castling: %v", err)
	}
}

func TestHearerOneVocabulary(t *testing.T) {
	h, err := NewHearer(vocab("nato"))
	if err != nil {
		t.Fatal(err)
	}
	if got := h.Vocabularies(); !slices.Equal(got, []string{"nato"}) {
		t.Errorf("vocabularies %v", got)
	}
	pos := rules.StartPosition()
	if _, err := h.Hear(&pos, "Springer Felix drei"); !errors.Is(err, ErrUnknownWord) {
		t.Errorf("appendix-d word heard by a nato hearer: %v", err)
	}
	if _, err := h.Hear(&pos, "Knight Foxtrot 3"); err != nil {
		t.Errorf("nato: %v", err)
	}
}

func TestNewHearerConflict(t *testing.T) {
	bad := *vocab("nato")
	bad.Name = "bad"
	bad.Check = Term{Text: "Eva"} // a file of appendix-d
	if _, err := NewHearer(vocab("appendix-d"), &bad); !errors.Is(err, ErrConflict) {
		t.Errorf("conflict: %v", err)
	}
	empty := *vocab("nato")
	empty.Fillers = []string{" "}
	if _, err := NewHearer(&empty); !errors.Is(err, ErrConflict) {
		t.Errorf("empty spelling: %v", err)
	}
}

func FuzzHear(f *testing.F) {
	for _, s := range []string{"Springer Gustav eins Felix drei", "Eva vier", "Kurze Rochade Schach",
		"David acht Dame", "König schlägt Eva zwei", "Knight from Golf 1 to Foxtrot 3", "\xff\xfe", "ÄÖÜß",
		"Eva schlaegt David sechs en passant", "Eva fuenf David sechs", "schlaegt David sechs"} {
		f.Add(0, s)
		f.Add(2, s)
	}
	fens := []string{rules.StartFEN, epFEN, promoFEN, castFEN, c960FEN, nbd2FEN}
	var positions []rules.Position
	for _, fen := range fens {
		positions = append(positions, position(f, fen))
	}
	f.Fuzz(func(t *testing.T, which int, line string) {
		pos := positions[uint(which)%uint(len(positions))]
		m, err := Hear(&pos, line)
		if err != nil {
			if m != rules.NoMove || !strings.HasPrefix(err.Error(), "announce: ") {
				t.Fatalf("%q: %v, %v", line, m, err)
			}
			return
		}
		// A heard move is legal, and its own phrases are heard as it.
		if _, err := pos.ParseUCI(pos.UCI(m)); err != nil {
			t.Fatalf("%q: illegal %v", line, m)
		}
		for _, st := range []Style{Long, Short} {
			if again, err := Hear(&pos, AppendixD().Move(&pos, m, st).String()); err != nil || again != m {
				t.Fatalf("%q: %v, re-heard %v, %v", line, m, again, err)
			}
		}
		// A pawn capture's short phrase without its first word, the file
		// the pawn comes from, is refused (FIDE Appendix C.9.3).
		if pos.PieceAt(m.From()).Type() == rules.Pawn && m.From().File() != m.To().File() {
			bare := AppendixD().Move(&pos, m, Short)[1:].String()
			if again, err := Hear(&pos, bare); !errors.Is(err, ErrCaptureFile) {
				t.Fatalf("%q: %v without its file, %q: %v, %v", line, m, bare, again, err)
			}
		}
	})
}

// TestHearPawnCaptureNamesItsFile: a pawn capture names the file the pawn
// comes from (FIDE Appendix C.9.3; the short style follows SAN). Without
// it the line is refused with ErrCaptureFile and the captures it could
// mean, in every vocabulary; long and short style with the file are heard.
func TestHearPawnCaptureNamesItsFile(t *testing.T) {
	const (
		oneCapture  = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"
		twoCaptures = "4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1"
		enPassant   = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"
		promotion   = "3r4/4P3/8/8/7k/8/8/4K3 w - - 0 1"
	)
	bad := []struct {
		fen, line string
		want      []string // the captures, in SAN
	}{
		{oneCapture, "David fuenf", []string{"exd5"}},
		{oneCapture, "schlaegt David fuenf", []string{"exd5"}},
		{oneCapture, "Bauer David fuenf", []string{"exd5"}},
		{oneCapture, "Bauer schlaegt David fuenf", []string{"exd5"}},
		{oneCapture, "vier schlaegt David fuenf", []string{"exd5"}}, // a rank is not the file
		{oneCapture, "David 5", []string{"exd5"}},
		{oneCapture, "David fünf Schach", []string{"exd5"}},
		{oneCapture, "Delta five", []string{"exd5"}},
		{oneCapture, "pawn takes Delta five", []string{"exd5"}},
		{oneCapture, "d fünf", []string{"exd5"}},
		{twoCaptures, "schlaegt David fuenf", []string{"cxd5", "exd5"}},
		{enPassant, "David sechs", []string{"exd6"}},
		{enPassant, "schlaegt David sechs en passant", []string{"exd6"}},
		{promotion, "David acht Dame", []string{"exd8=Q+"}},
		{promotion, "schlaegt David acht Springer", []string{"exd8=N"}},
	}
	for _, c := range bad {
		pos := position(t, c.fen)
		m, err := Hear(&pos, c.line)
		var ce *CaptureFileError
		if !errors.As(err, &ce) || !errors.Is(err, ErrCaptureFile) || !errors.Is(err, ErrNoSuchMove) {
			t.Errorf("Hear(%q) = %v, %v; want ErrCaptureFile", c.line, pos.UCI(m), err)
			continue
		}
		var got []string
		for _, m := range ce.Captures {
			got = append(got, notation.SAN(&pos, m))
		}
		if strings.Join(got, " ") != strings.Join(c.want, " ") {
			t.Errorf("Hear(%q): captures %v, want %v", c.line, got, c.want)
		}
		if !strings.Contains(err.Error(), c.want[0]) || !strings.HasPrefix(err.Error(), "announce: ") {
			t.Errorf("Hear(%q): message %q", c.line, err)
		}
	}
	good := []struct{ fen, line, uci string }{
		{oneCapture, "Eva vier schlaegt David fuenf", "e4d5"}, // long style
		{oneCapture, "Eva schlaegt David fuenf", "e4d5"},      // short style
		{oneCapture, "Eva David fuenf", "e4d5"},               // the file, no capture word
		{oneCapture, "Eva vier David fuenf", "e4d5"},
		{oneCapture, "Bauer Eva schlaegt David fuenf", "e4d5"},
		{oneCapture, "Echo takes Delta five", "e4d5"},
		{oneCapture, "e schlägt d fünf", "e4d5"},
		{oneCapture, "Eva fuenf", "e4e5"}, // a push names its own file only
		{twoCaptures, "Caesar schlaegt David fuenf", "c4d5"},
		{enPassant, "Eva fuenf schlaegt David sechs en passant", "e5d6"},
		{enPassant, "Eva schlaegt David sechs en passant", "e5d6"},
		{promotion, "Eva sieben schlaegt David acht Dame Schach", "e7d8q"},
		{promotion, "Eva schlaegt David acht Dame Schach", "e7d8q"},
	}
	for _, c := range good {
		pos := position(t, c.fen)
		want := uciMove(t, &pos, c.uci)
		if m, err := Hear(&pos, c.line); err != nil || m != want {
			t.Errorf("Hear(%q) = %v, %v; want %s", c.line, pos.UCI(m), err, c.uci)
		}
	}
}
