package braille

import (
	"testing"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

func mustPos(t testing.TB, fen string) rules.Position {
	t.Helper()
	p, err := rules.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func mustMove(t testing.TB, pos *rules.Position, san string) rules.Move {
	t.Helper()
	m, err := notation.ParseSAN(pos, san)
	if err != nil {
		t.Fatalf("%s: %v", san, err)
	}
	return m
}

// TestUK2015Signs pins every sign of the code table to its dot numbers, so
// a change to the table is a deliberate one.
func TestUK2015Signs(t *testing.T) {
	c := UK2015()
	pieces := map[rules.PieceType]string{rules.King: "13", rules.Queen: "12345",
		rules.Rook: "1235", rules.Bishop: "123", rules.Knight: "234", rules.Pawn: "1234"}
	for pt, dots := range pieces {
		if got := c.Pieces[pt].Numbers(); got != dots {
			t.Errorf("%v = %s, want %s", pt, got, dots)
		}
		black := c.Piece(rules.MakePiece(rules.Black, pt)).Numbers()
		if black != dots+"6" {
			t.Errorf("black %v = %s, want %s6", pt, black, dots)
		}
		if w := c.Piece(rules.MakePiece(rules.White, pt)).Numbers(); w != dots {
			t.Errorf("white %v = %s", pt, w)
		}
	}
	files := "abcdefgh"
	for i, f := range c.Files {
		if ch, _ := ToASCII(f); ch != files[i] {
			t.Errorf("file %d = %s", i, f.Numbers())
		}
	}
	for d, cell := range c.Digits {
		if ch, _ := ToASCII(cell); ch != byte('0'+d) {
			t.Errorf("digit %d = %s (BRF %q)", d, cell.Numbers(), ch)
		}
	}
	signs := []struct {
		name string
		got  Cells
		want string
	}{
		{"capture", c.Capture, "⠰"}, {"check", c.Check, "⠜⠏"}, {"mate", c.Mate, "⠜⠍"},
		{"O-O", c.CastleShort, "⠴⠴"}, {"O-O-O", c.CastleLong, "⠴⠴⠴"},
		{"promotion", c.Promotion, ""}, {"en passant", c.EnPassant, ""},
		{"white mark", c.WhiteMove, "⠨"}, {"black mark", c.BlackMove, "⠤"},
		{"empty squares", Cells{c.EmptyLight, c.EmptyDark}, "⠄⠸"},
		{"colon", Cells{c.Colon}, "⠱"}, {"selected", Cells{c.Selected}, "⣀"},
	}
	for _, s := range signs {
		if s.got.String() != s.want {
			t.Errorf("%s = %s, want %s", s.name, s.got, s.want)
		}
	}
}

func TestMoves(t *testing.T) {
	cases := []struct {
		fen, san, want string
	}{
		{rules.StartFEN, "Nf3", "⠎⠋⠒"}, // code 1.3 example
		{rules.StartFEN, "e4", "⠑⠲"},   // pawn move
		{"rnbqkbnr/ppp1pppp/8/3p4/2P5/8/PP1PPPPP/RNBQKBNR w KQkq - 0 2", "cxd5", "⠉⠰⠙⠢"},   // pawn capture
		{"4k3/8/8/8/8/2N3N1/8/4K3 w - - 0 1", "Nce4", "⠎⠉⠑⠲"},                              // file disambiguation
		{"4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1", "N5f3", "⠎⠢⠋⠒"},                              // rank disambiguation
		{"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O", "⠴⠴"},                                  // castling short
		{"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O-O", "⠴⠴⠴"},                               // castling long
		{"8/4P3/8/8/8/8/8/k3K3 w - - 0 1", "e8=Q", "⠑⠦⠟"},                                  // promotion (FIDE C.9: e8Q)
		{"3r4/4P3/8/8/8/8/8/k3K3 w - - 0 1", "exd8=N", "⠑⠰⠙⠦⠎"},                            // capture + under-promotion
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "exd6", "⠑⠰⠙⠖"},                              // en passant: nothing added
		{"4k3/8/8/8/8/8/8/4K2R w K - 0 1", "Rh8+", "⠗⠓⠦⠜⠏"},                                // check
		{"rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "Qh4#", "⠟⠓⠲⠜⠍"}, // mate
		{"6k1/5ppp/8/8/8/8/8/R3K3 w Q - 0 1", "O-O-O", "⠴⠴⠴"},
		{"r3k3/8/8/8/8/8/8/3K4 b q - 0 1", "O-O-O+", "⠴⠴⠴⠜⠏"}, // castling with check
	}
	for _, tc := range cases {
		pos := mustPos(t, tc.fen)
		m := mustMove(t, &pos, tc.san)
		if got := UK2015().Move(&pos, m).String(); got != tc.want {
			t.Errorf("%s in %s = %s, want %s", tc.san, tc.fen, got, tc.want)
		}
	}
}

func TestNumberedMoveAndScoresheet(t *testing.T) {
	pos := rules.StartPosition()
	g := rules.NewGame(pos)
	playSAN(t, g, "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6", "O-O", "f6")
	moves := g.Moves()
	if got := UK2015().NumberedMove(&pos, moves[0]).String(); got != "⠂⠀⠑⠲" {
		t.Errorf("1. e4 = %s", got)
	}
	after := pos
	if err := after.Play(moves[0]); err != nil {
		t.Fatal(err)
	}
	if got := UK2015().NumberedMove(&after, moves[1]).String(); got != "⠂⠀⠤⠑⠢" {
		t.Errorf("1... e5 = %s", got)
	}
	lines := UK2015().Scoresheet(g)
	want := []string{"⠂⠀⠑⠲⠀⠑⠢", "⠆⠀⠎⠋⠒⠀⠎⠉⠖", "⠒⠀⠇⠃⠢⠀⠁⠖", "⠲⠀⠇⠰⠉⠖⠀⠙⠰⠉⠖", "⠢⠀⠴⠴⠀⠋⠖"}
	if len(lines) != len(want) {
		t.Fatalf("%d lines, want %d", len(lines), len(want))
	}
	for i := range want {
		if lines[i].String() != want[i] {
			t.Errorf("line %d = %s, want %s", i+1, lines[i], want[i])
		}
	}
	// starting with Black, at move 12
	black := rules.NewGame(mustPos(t, "4k3/8/8/8/8/8/4P3/4K3 b - - 0 12"))
	playSAN(t, black, "Kd7")
	lines = UK2015().Scoresheet(black)
	if len(lines) != 1 || lines[0].String() != "⠂⠆⠀⠤⠅⠙⠶" {
		t.Errorf("black first = %v", lines)
	}
	if lines := UK2015().Scoresheet(rules.NewGame(pos)); len(lines) != 0 {
		t.Errorf("no moves: %v", lines)
	}
}

func TestPieceType(t *testing.T) {
	for _, tc := range []struct {
		dots string
		want rules.PieceType
		ok   bool
	}{{"12345", rules.Queen, true}, {"234", rules.Knight, true}, {"2346", rules.Knight, true},
		{"1235", rules.Rook, true}, {"123", rules.Bishop, true}, {"13", rules.King, true},
		{"1234", rules.NoPieceType, false}, {"1", rules.NoPieceType, false}} {
		got, ok := UK2015().PieceType(mustDots(tc.dots))
		if got != tc.want || ok != tc.ok {
			t.Errorf("PieceType(%s) = %v %v", tc.dots, got, ok)
		}
	}
}
