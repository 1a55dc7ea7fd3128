package narrate

import (
	"testing"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

func TestMoveProblem(t *testing.T) {
	start := rules.StartPosition()
	ruy, err := rules.ParseFEN("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
	if err != nil {
		t.Fatal(err)
	}
	knights, err := rules.ParseFEN("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	de, err := notation.ParseLanguage("de")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		pos   rules.Position
		input string
		hear  bool
		lang  notation.Language
		want  string
	}{
		{start, "Ke3", false, notation.English, "no king can move to e3; legal: Na3 Nc3 Nf3 Nh3 a3 b3 c3 d3 e3 f3 g3 h3 a4 b4 c4 d4 e4 f4 g4 h4"},
		{start, "Nf4", false, notation.English, "no knight can move to f4; legal: Na3 Nc3 Nf3 Nh3"},
		{start, "xx", false, notation.English, "it is not a move (a second 'x')"},
		{knights, "Nd2", false, notation.English, "more than one move fits it; it could be Nbd2 or Nfd2"},
		{start, "Springer Felix vier", true, notation.English, "the knight moves are Na3, Nc3, Nf3, Nh3"},
		{start, "Springer Felix vier", true, de, "the knight moves are Sa3, Sc3, Sf3, Sh3"},
		{knights, "Springer David zwei", true, notation.English, "it could be Nbd2 or Nfd2"},
		{start, "Springa Felix drei", true, notation.English, `"Springa" is not a move word`},
		{start, "Eva vier Schach Schach", true, notation.English, `the word "Schach" is out of place`},
		{start, "Springer", true, notation.English, "it names no square to move to"},
		{start, "", true, notation.English, "nothing was said"},
		{ruy, "Springer", true, notation.English, "it names no square to move to"},
	} {
		pos := tc.pos
		var err error
		if tc.hear {
			_, err = announce.Hear(&pos, tc.input)
		} else {
			_, err = notation.ParseMove(&pos, tc.input, tc.lang)
		}
		if err == nil {
			t.Fatalf("%q: no error", tc.input)
		}
		if got := MoveProblem(err, tc.lang); got != tc.want {
			t.Errorf("%q: MoveProblem = %q, want %q", tc.input, got, tc.want)
		}
	}
}

func TestStatus(t *testing.T) {
	for _, tc := range []struct {
		st   rules.Status
		side rules.Color
		want string
	}{
		{rules.Status{}, rules.White, "The game goes on."},
		{rules.Status{Check: true}, rules.Black, "The game goes on; Black is in check."},
		{rules.Status{ClaimableThreefold: true}, rules.White, "The game goes on; White may claim a draw by threefold repetition."},
		{rules.Status{ClaimableFifty: true, Check: true}, rules.White, "The game goes on; White is in check; White may claim a draw by the 50-move rule."},
		{rules.Status{ClaimableFifty: true, ClaimableThreefold: true}, rules.Black, "The game goes on; Black may claim a draw by threefold repetition or the 50-move rule."},
		{rules.Status{Termination: rules.Checkmate, Result: rules.WhiteWins}, rules.Black, "White wins by checkmate."},
		{rules.Status{Termination: rules.Checkmate, Result: rules.BlackWins}, rules.White, "Black wins by checkmate."},
		{rules.Status{Termination: rules.Stalemate, Result: rules.Draw}, rules.White, "Draw by stalemate."},
		{rules.Status{Termination: rules.FivefoldRepetition, Result: rules.Draw}, rules.White, "Draw by fivefold repetition."},
		{rules.Status{Termination: rules.SeventyFiveMoves, Result: rules.Draw}, rules.White, "Draw by the 75-move rule."},
		{rules.Status{Termination: rules.DeadPosition, Result: rules.Draw}, rules.White, "Draw: no sequence of legal moves can lead to checkmate."},
		{rules.Status{Termination: rules.Termination(99)}, rules.White, "The game has ended."},
	} {
		if got := Status(tc.st, tc.side); got != tc.want {
			t.Errorf("Status(%+v) = %q, want %q", tc.st, got, tc.want)
		}
	}
}

// TestPawnCaptureProblem: a pawn capture without the file the pawn comes
// from (FIDE Appendix C.9.3), typed or said, is refused naming the
// captures it could be, in every user interface language.
func TestPawnCaptureProblem(t *testing.T) {
	twoCaptures, err := rules.ParseFEN("4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		ui, input string
		hear      bool
		want      string
	}{
		{"en", "d5", false, "a pawn capture names the file the pawn comes from: exd5 or cxd5"},
		{"en", "schlaegt David fuenf", true, "a pawn capture names the file the pawn comes from: cxd5 or exd5"},
		{"de", "David fuenf", true, "ein Bauernschlag nennt die Linie, von der der Bauer kommt: cxd5 oder exd5"},
		{"es", "d5", false, "una captura de peón indica la columna de la que sale el peón: exd5 o cxd5"},
		{"pt", "David fuenf", true, "uma captura de peão indica a coluna de onde o peão sai: cxd5 ou exd5"},
		{"sk", "Pxd5", false, "pri braní pešiakom sa uvádza stĺpec, z ktorého pešiak ide: exd5 alebo cxd5"},
	} {
		u, err := catalog.Lookup(tc.ui)
		if err != nil {
			t.Fatal(err)
		}
		pos := twoCaptures
		if tc.hear {
			_, err = announce.Hear(&pos, tc.input)
		} else {
			_, err = notation.ParseMove(&pos, tc.input, notation.English)
		}
		if got := (Narrator{UI: u}).MoveProblem(err, notation.English); got != tc.want {
			t.Errorf("%s %q: MoveProblem = %q, want %q", tc.ui, tc.input, got, tc.want)
		}
	}
}

// TestTournamentProblems: in a tournament game (FIDE 11.3.1) a move that
// cannot be played is only not legal, not a move, or one of several: never
// which moves are legal or which it could be, nor why not.
func TestTournamentProblems(t *testing.T) {
	start := rules.StartPosition()
	knights, err := rules.ParseFEN("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	pinned, err := rules.ParseFEN("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	twoCaptures, err := rules.ParseFEN("4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	n := Narrator{Tournament: true}
	for _, tc := range []struct {
		pos   rules.Position
		input string
		hear  bool
		want  string
	}{
		{start, "Ke3", false, "it is not a legal move here"},
		{start, "Nf4", false, "it is not a legal move here"},
		{pinned, "Nc3", false, "it is not a legal move here"},
		{start, "xx", false, "it is not a move (a second 'x')"},
		{knights, "Nd2", false, "more than one move fits it"},
		{start, "Springer Felix vier", true, "it is not a legal move here"},
		{knights, "Springer David zwei", true, "more than one move fits it"},
		{start, "Springa Felix drei", true, `"Springa" is not a move word`},
		{twoCaptures, "d5", false, "a pawn capture names the file the pawn comes from"},
		{twoCaptures, "David fuenf", true, "a pawn capture names the file the pawn comes from"},
	} {
		pos := tc.pos
		var err error
		if tc.hear {
			_, err = announce.Hear(&pos, tc.input)
		} else {
			_, err = notation.ParseMove(&pos, tc.input, notation.English)
		}
		if err == nil {
			t.Fatalf("%q: no error", tc.input)
		}
		if got := n.MoveProblem(err, notation.English); got != tc.want {
			t.Errorf("%q: MoveProblem = %q, want %q", tc.input, got, tc.want)
		}
	}
	st := rules.Status{ClaimableFifty: true, ClaimableThreefold: true, Check: true}
	if got := n.Status(st, rules.White); got != "The game goes on; White is in check." {
		t.Errorf("tournament Status = %q", got)
	}
}
