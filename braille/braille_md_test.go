package braille

// Independent second review of the braille package (chess code, layouts,
// selection; not the brlapi client). Expected cells are written from the
// tables of design/BRAILLE.md and the doc comment of UK2015(), as dot
// numbers, never taken from the code under test.

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// rvDots builds cells from space-separated dot numbers; "0" is a blank.
func rvDots(t testing.TB, s string) Cells {
	t.Helper()
	var cs Cells
	for _, f := range strings.Fields(s) {
		var c Cell
		if f != "0" {
			for _, r := range f {
				if r < '1' || r > '8' {
					t.Fatalf("bad dots %q", f)
				}
				c |= 1 << (r - '1')
			}
		}
		cs = append(cs, c)
	}
	return cs
}

func rvPos(t testing.TB, fen string) rules.Position {
	t.Helper()
	p, err := rules.ParseFEN(fen)
	if err != nil {
		t.Fatalf("FEN %q: %v", fen, err)
	}
	return p
}

func rvMove(t testing.TB, pos *rules.Position, s string) rules.Move {
	t.Helper()
	m, err := notation.ParseMove(pos, s, notation.English)
	if err != nil {
		t.Fatalf("move %q in %s: %v", s, pos.FEN(), err)
	}
	return m
}

func rvSquare(t testing.TB, s string) rules.Square {
	t.Helper()
	sq, err := rules.ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return sq
}

// The tables of BRAILLE.md and UK2015()'s doc comment, as dot numbers.
var (
	rvWhitePieces = map[rules.PieceType]string{
		rules.King: "13", rules.Queen: "12345", rules.Rook: "1235",
		rules.Bishop: "123", rules.Knight: "234", rules.Pawn: "1234",
	}
	// Black = White + dot 6: ⠥ ⠿ ⠷ ⠧ ⠮ ⠯.
	rvBlackPieces = map[rules.PieceType]string{
		rules.King: "136", rules.Queen: "123456", rules.Rook: "12356",
		rules.Bishop: "1236", rules.Knight: "2346", rules.Pawn: "12346",
	}
	rvFiles  = []string{"1", "12", "14", "145", "15", "124", "1245", "125"}
	rvDigits = []string{"356", "2", "23", "25", "256", "26", "235", "2356", "236", "35"}
)

func TestPieceCells(t *testing.T) {
	for pt, d := range rvWhitePieces {
		want := rvDots(t, d)[0]
		if got := UK2015().Piece(rules.MakePiece(rules.White, pt)); got != want {
			t.Errorf("White %v: %s (%s), want %s", pt, got, got.Numbers(), d)
		}
		if got := UK2015().Pieces[pt]; got != want {
			t.Errorf("Pieces[%v] = %s, want %s", pt, got.Numbers(), d)
		}
	}
	for pt, d := range rvBlackPieces {
		want := rvDots(t, d)[0]
		if got := UK2015().Piece(rules.MakePiece(rules.Black, pt)); got != want {
			t.Errorf("Black %v: %s (%s), want %s", pt, got, got.Numbers(), d)
		}
	}
	// the Unicode forms given in BRAILLE.md
	var black Cells
	for _, pt := range []rules.PieceType{rules.King, rules.Queen, rules.Rook, rules.Bishop, rules.Knight, rules.Pawn} {
		black = append(black, UK2015().Piece(rules.MakePiece(rules.Black, pt)))
	}
	if got := black.String(); got != "⠥⠿⠷⠧⠮⠯" {
		t.Errorf("Black pieces %q, want ⠥⠿⠷⠧⠮⠯", got)
	}
	// all twelve piece cells and both empty squares differ
	seen := map[Cell]string{}
	for _, c := range []rules.Color{rules.White, rules.Black} {
		for pt := rules.Pawn; pt <= rules.King; pt++ {
			cell := UK2015().Piece(rules.MakePiece(c, pt))
			if o, ok := seen[cell]; ok {
				t.Errorf("%v %v and %s share %s", c, pt, o, cell)
			}
			seen[cell] = fmt.Sprint(c, pt)
		}
	}
	for _, e := range []Cell{UK2015().EmptyLight, UK2015().EmptyDark} {
		if o, ok := seen[e]; ok {
			t.Errorf("empty square %s equals %s", e, o)
		}
	}
	if UK2015().EmptyLight != Dot3 || UK2015().EmptyDark != Dot4|Dot5|Dot6 {
		t.Errorf("empty squares %s %s, want ⠄ ⠸", UK2015().EmptyLight, UK2015().EmptyDark)
	}
}

func TestSquaresAndDigits(t *testing.T) {
	for i, d := range rvDigits {
		if got := UK2015().Digits[i]; got != rvDots(t, d)[0] {
			t.Errorf("digit %d: %s, want %s", i, got.Numbers(), d)
		}
	}
	if got := Cells(UK2015().Digits[1:9]).String(); got != "⠂⠆⠒⠲⠢⠖⠶⠦" {
		t.Errorf("ranks %q", got)
	}
	if got := Cells(UK2015().Files[:]).String(); got != "⠁⠃⠉⠙⠑⠋⠛⠓" {
		t.Errorf("files %q", got)
	}
	for s := rules.Square(0); s < 64; s++ {
		want := rvDots(t, rvFiles[s.File()]+" "+rvDigits[s.Rank()+1])
		got := UK2015().Square(s)
		if got.String() != want.String() {
			t.Errorf("square %v: %s, want %s", s, got, want)
		}
	}
	for _, c := range []struct {
		n    int
		want string
	}{{0, "⠴"}, {1, "⠂"}, {9, "⠔"}, {10, "⠂⠴"}, {12, "⠂⠆"}, {40, "⠲⠴"}, {105, "⠂⠴⠢"}, {-1, "⠴"}} {
		if got := UK2015().Number(nil, c.n).String(); got != c.want {
			t.Errorf("Number(%d) = %q, want %q", c.n, got, c.want)
		}
	}
}

// TestMoveCode: moves in the chess code as BRAILLE.md and UK2015()'s
// doc give them.
func TestMoveCode(t *testing.T) {
	cases := []struct {
		fen, move, want string
	}{
		{rules.StartFEN, "Nf3", "⠎⠋⠒"},
		{rules.StartFEN, "e4", "⠑⠲"},
		{"4k3/8/8/3p4/2P5/8/8/4K3 w - - 0 1", "cxd5", "⠉⠰⠙⠢"},
		{"4k3/8/8/8/2N3N1/8/8/4K3 w - - 0 1", "Nce5", "⠎⠉⠑⠢"},
		{"4k3/8/8/N7/8/8/8/N3K3 w - - 0 1", "N1b3", "⠎⠂⠃⠒"},
		{"2k5/8/8/8/4Q2Q/8/8/K6Q w - - 0 1", "Qh4e1", "⠟⠓⠲⠑⠂"},
		{"4k3/8/8/8/3p4/5N2/8/4K3 w - - 0 1", "Nxd4", "⠎⠰⠙⠲"},
		{"4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "Ra8+", "⠗⠁⠦⠜⠏"},
		{"4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "Qd8+", "⠟⠙⠦⠜⠏"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O", "⠴⠴"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O-O", "⠴⠴⠴"},
		{"5k2/8/8/8/8/8/8/4K2R w K - 0 1", "O-O", "⠴⠴⠜⠏"},
		{"2rkr3/2p1p3/8/8/8/8/8/R3K3 w Q - 0 1", "O-O-O", "⠴⠴⠴⠜⠍"},
		{"4k3/8/8/8/8/8/8/5KR1 w G - 0 1", "O-O", "⠴⠴"},
		{"4k3/8/8/8/8/8/8/RK6 w A - 0 1", "O-O-O", "⠴⠴⠴"},
		{"4k3/8/8/8/8/8/8/6KR w H - 0 1", "O-O", "⠴⠴"},
		{"r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8=Q", "⠃⠦⠟⠜⠏"},
		{"r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8=R", "⠃⠦⠗⠜⠏"},
		{"r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8=B", "⠃⠦⠇"},
		{"r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8=N", "⠃⠦⠎"},
		{"r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "bxa8=Q", "⠃⠰⠁⠦⠟⠜⠏"},
		{"r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "bxa8=N", "⠃⠰⠁⠦⠎"},
		{"k7/2P5/1K6/8/8/8/8/8 w - - 0 1", "c8=Q", "⠉⠦⠟⠜⠍"},
		{"7k/4P3/8/8/8/8/8/4K3 w - - 0 1", "e8=Q", "⠑⠦⠟⠜⠏"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6", "⠑⠰⠙⠖"},
		{"4k3/8/8/8/4pP2/8/8/4K3 b - f3 0 1", "exf3", "⠑⠰⠋⠒"},
		{"4k3/8/8/8/8/8/3pK3/2R5 b - - 0 1", "dxc1=N", "⠙⠰⠉⠂⠎⠜⠏"},
		{rules.StartFEN, "a3", "⠁⠒"},
	}
	for _, c := range cases {
		pos := rvPos(t, c.fen)
		m := rvMove(t, &pos, c.move)
		if got := UK2015().Move(&pos, m).String(); got != c.want {
			t.Errorf("%s in %s: %q (%s), want %q", c.move, c.fen, got, rvNumbers(UK2015().Move(&pos, m)), c.want)
		}
		// moves use the White forms only and six dots only (embossable)
		if _, err := EncodeBRF(UK2015().Move(&pos, m)); err != nil {
			t.Errorf("%s: %v", c.move, err)
		}
	}
}

func rvNumbers(cs Cells) string {
	var s []string
	for _, c := range cs {
		s = append(s, c.Numbers())
	}
	return strings.Join(s, " ")
}

func TestNumberedMovesAndLastMove(t *testing.T) {
	pos := rules.StartPosition()
	m := rvMove(t, &pos, "e4")
	if got := UK2015().NumberedMove(&pos, m).String(); got != "⠂⠀⠑⠲" {
		t.Errorf("1. e4 = %q", got)
	}
	if err := pos.Play(m); err != nil {
		t.Fatal(err)
	}
	m = rvMove(t, &pos, "e5")
	if got := UK2015().NumberedMove(&pos, m).String(); got != "⠂⠀⠤⠑⠢" {
		t.Errorf("1... e5 = %q", got)
	}
	if err := pos.Play(m); err != nil {
		t.Fatal(err)
	}
	m = rvMove(t, &pos, "Nf3")
	if got := UK2015().NumberedMove(&pos, m).String(); got != "⠆⠀⠎⠋⠒" {
		t.Errorf("2. Nf3 = %q (code 1.3: ⠆ ⠎⠋⠒)", got)
	}
	// Last-move line: number, blank, Black's mark for Black, move.
	g := rules.NewGame(rules.StartPosition())
	for _, m := range rvMoves(t, g.Start(), "e4", "e5") {
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	lines := UK2015().Lines(g, Layout{})
	if got := lines[0].Cells.String(); got != "⠂⠀⠤⠑⠢" {
		t.Errorf("last move %q, want ⠂⠀⠤⠑⠢", got)
	}
	if err := g.Play(rvMoves(t, g.Position(), "Nf3")[0]); err != nil {
		t.Fatal(err)
	}
	lines = UK2015().Lines(g, Layout{})
	if got := lines[0].Cells.String(); got != "⠆⠀⠎⠋⠒" {
		t.Errorf("last move %q, want ⠆⠀⠎⠋⠒ (code 1.3: no mark for White)", got)
	}
	// Scoresheet lines follow the board lines and the file letters.
	if len(lines) != 1+8+1+2 {
		t.Fatalf("%d lines, want 12", len(lines))
	}
	if got := lines[10].Cells.String() + "|" + lines[11].Cells.String(); got != "⠂⠀⠑⠲⠀⠑⠢|⠆⠀⠎⠋⠒" {
		t.Errorf("scoresheet %q", got)
	}
	lines = UK2015().Lines(rules.NewGame(rules.StartPosition()), Layout{})
	if got := lines[0].Cells.String(); got != "⠂⠀⠨" {
		t.Errorf("no move yet %q, want ⠂⠀⠨", got)
	}
}

func rvMoves(t testing.TB, pos rules.Position, sans ...string) []rules.Move {
	var out []rules.Move
	for _, s := range sans {
		m := rvMove(t, &pos, s)
		out = append(out, m)
		if err := pos.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

func TestClockCells(t *testing.T) {
	cases := []struct {
		d    time.Duration
		want string
	}{
		{time.Hour + 30*time.Minute + 5*time.Second, "⠂⠱⠒⠴⠱⠴⠢"},
		{time.Hour, "⠂⠱⠴⠴⠱⠴⠴"},
		{time.Hour - time.Millisecond, "⠢⠔⠱⠢⠔"},
		{9*time.Second + 900*time.Millisecond, "⠴⠱⠴⠔⠄⠔"}, // tenths under 10 s (issue 10 (e))
		{0, "⠴⠱⠴⠴⠄⠴"},
		{-time.Second, "⠴⠱⠴⠴⠄⠴"},
		{10 * time.Hour, "⠂⠴⠱⠴⠴⠱⠴⠴"},
	}
	for _, c := range cases {
		if got := UK2015().Clock(nil, c.d).String(); got != c.want {
			t.Errorf("Clock(%v) = %q, want %q", c.d, got, c.want)
		}
	}
	pos := rules.StartPosition()
	got := UK2015().ClockLine(&pos, [2]time.Duration{90 * time.Minute, 5 * time.Minute}).String()
	if want := "⠨⠂⠱⠒⠴⠱⠴⠴⠀⠤⠢⠱⠴⠴⠀⠂"; got != want {
		t.Errorf("ClockLine = %q, want %q", got, want)
	}
}

// TestBoardLines: every rank of several positions, from the tables,
// both orientations.
func TestBoardLines(t *testing.T) {
	fens := []string{
		rules.StartFEN,
		"r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4",
		"8/8/8/8/8/8/8/K6k w - - 0 1",
	}
	for _, fen := range fens {
		pos := rvPos(t, fen)
		for _, flip := range []bool{false, true} {
			lines := UK2015().Board(&pos, flip)
			if len(lines) != 9 {
				t.Fatalf("%d board lines", len(lines))
			}
			for i, l := range lines[:8] {
				rank := 7 - i
				if flip {
					rank = i
				}
				want := rvDots(t, rvDigits[rank+1]+" 0")
				var squares []rules.Square
				for k := 0; k < 8; k++ {
					file := k
					if flip {
						file = 7 - k
					}
					s := rules.NewSquare(file, rank)
					squares = append(squares, s)
					p := pos.PieceAt(s)
					switch {
					case p == rules.NoPiece && (file+rank)%2 == 0: // a1 is dark
						want = append(want, rvDots(t, "456")...)
					case p == rules.NoPiece:
						want = append(want, rvDots(t, "3")...)
					case p.Color() == rules.White:
						want = append(want, rvDots(t, rvWhitePieces[p.Type()])...)
					default:
						want = append(want, rvDots(t, rvBlackPieces[p.Type()])...)
					}
				}
				if l.Cells.String() != want.String() {
					t.Errorf("%s flip=%v rank %d: %q, want %q", fen, flip, rank+1, l.Cells, want)
				}
				for k, s := range squares {
					if got, ok := l.SquareAt(2 + k); !ok || got != s {
						t.Errorf("%s flip=%v rank %d cell %d: square %v %v, want %v", fen, flip, rank+1, 2+k, got, ok, s)
					}
				}
				for _, k := range []int{-1, 0, 1, 10, 11} {
					if _, ok := l.SquareAt(k); ok {
						t.Errorf("rank %d: cell %d has a square", rank+1, k)
					}
				}
			}
		}
	}
	// The doc example of the package.
	pos := rules.StartPosition()
	if got := UK2015().Rank(&pos, 7, false).String(); got != "⠦⠀⠷⠮⠧⠿⠥⠧⠮⠷" {
		t.Errorf("rank 8 %q", got)
	}
	// a selected square gets dots 7-8 and nothing else changes
	sel := rvSquare(t, "e2")
	l := UK2015().RankLine(&pos, 1, false, sel)
	if l.Cells[2+4] != rvDots(t, "1234")[0]|Dot7|Dot8 {
		t.Errorf("selected e2: %s", l.Cells[6].Numbers())
	}
	for k, c := range l.Cells {
		if k != 6 && c&(Dot7|Dot8) != 0 {
			t.Errorf("cell %d has dots 7-8", k)
		}
	}
}

// rvGameLines returns the display lines of a long game (a 30-move game
// with castling, captures, checks), with clocks.
func rvGameLines(t *testing.T, flip bool) []Line {
	sans := strings.Fields(`e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7
		c4 c6 cxb5 axb5 Nc3 Bb7 Bg5 b4 Nb1 h6 Bh4 c5 dxe5 Nxe4 Bxe7 Qxe7 exd6 Qf6 Nbd2 Nxd6
		Nc4 Nxc4 Bxc4 Nb6 Ne5 Rae8 Bxf7+ Rxf7 Nxf7 Rxe1+ Qxe1 Kxf7 Qe3 Qg5 Qxg5 hxg5 b3 Ke6
		a3 Kd6 axb4 cxb4 Ra5 Nd5 f3 Bc8 Kf2 Bf5 Ra7 g6 Ra6+ Kc5 Ke1 Nf4 g3 Nxh3 Kd2 Kb5 Rd6 Kc5 Ra6 Nf2 g4 Bd3 Re6`)
	g := rules.NewGame(rules.StartPosition())
	for _, m := range rvMoves(t, g.Start(), sans...) {
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return UK2015().Lines(g, Layout{Flip: flip,
		Clocks: &[2]time.Duration{time.Hour + 2*time.Minute + 3*time.Second, 4 * time.Second}})
}

// TestPanningNeverLosesACell: at every width from 1 to 80, panning
// right through every line shows each non-blank cell exactly once, in
// order; only blanks at a window break may be skipped; board lines are
// shown whole, cell for cell. Panning left retraces the same windows.
func TestPanningNeverLosesACell(t *testing.T) {
	lines := rvGameLines(t, false)
	for w := 1; w <= 80; w++ {
		v := NewView(lines, w)
		type state struct{ line, win int }
		var states []state
		shown := make([]Cells, len(lines))
		for {
			states = append(states, state{v.line, v.win})
			start, end := v.span()
			if end-start > w || end < start {
				t.Fatalf("width %d line %d: window %d..%d wider than the display", w, v.line, start, end)
			}
			cells := v.Cells()
			if len(cells) != w {
				t.Fatalf("width %d: Cells() has %d cells", w, len(cells))
			}
			want := lines[v.line].Cells[start:end]
			for i := range cells {
				if i < len(want) && cells[i] != want[i] || i >= len(want) && cells[i] != Blank {
					t.Fatalf("width %d line %d: Cells() differs from the line at %d", w, v.line, i)
				}
			}
			shown[v.line] = append(shown[v.line], want...)
			// a window never starts with a blank it could have skipped? (not required)
			if !v.PanRight() {
				break
			}
		}
		for i, l := range lines {
			got := shown[i]
			if l.Squares != nil {
				if got.String() != l.Cells.String() {
					t.Errorf("width %d board line %d: shown %q, line %q", w, i, got, l.Cells)
				}
				continue
			}
			if rvNonBlank(got) != rvNonBlank(l.Cells) {
				t.Errorf("width %d line %d: shown %q, line %q", w, i, got, l.Cells)
			}
			if len(got) > len(l.Cells) {
				t.Errorf("width %d line %d: %d cells shown, line has %d (duplicates)", w, i, len(got), len(l.Cells))
			}
		}
		// left retraces right
		for i := len(states) - 1; i >= 0; i-- {
			if (state{v.line, v.win}) != states[i] {
				t.Fatalf("width %d: panning left at step %d: at %v, want %v", w, i, state{v.line, v.win}, states[i])
			}
			if i > 0 && !v.PanLeft() {
				t.Fatalf("width %d: PanLeft stopped early at step %d", w, i)
			}
		}
		if v.PanLeft() {
			t.Errorf("width %d: PanLeft past the first window", w)
		}
	}
}

// rvNonBlank returns the cells with blanks removed, as a string.
func rvNonBlank(cs Cells) string {
	var b strings.Builder
	for _, c := range cs {
		if c != Blank {
			b.WriteString(c.String())
		}
	}
	return b.String()
}

// TestWindowsDropOnlyBlanks: text windows break after a blank when
// they can, so a move is never split, and skip nothing but one blank.
func TestWindowsDropOnlyBlanks(t *testing.T) {
	lines := rvGameLines(t, false)
	for w := 1; w <= 80; w++ {
		for li, l := range lines {
			if l.Squares != nil {
				continue
			}
			starts := Windows(l.Cells, w)
			for k := 1; k < len(starts); k++ {
				prevEnd := min(starts[k-1]+w, starts[k])
				for i := prevEnd; i < starts[k]; i++ {
					if l.Cells[i] != Blank {
						t.Errorf("width %d line %d: cell %d (%s) skipped", w, li, i, l.Cells[i])
					}
				}
				if starts[k]-prevEnd > 1 {
					t.Errorf("width %d line %d: %d cells skipped", w, li, starts[k]-prevEnd)
				}
				if starts[k] <= starts[k-1] {
					t.Fatalf("width %d: windows do not advance: %v", w, starts)
				}
			}
			// a move (a run of non-blank cells) no longer than the display
			// is never split.
			for k := 1; k < len(starts); k++ {
				s := starts[k]
				if s > 0 && s < len(l.Cells) && l.Cells[s-1] != Blank && l.Cells[s] != Blank {
					run := rvRunAround(l.Cells, s)
					if run <= w {
						t.Errorf("width %d line %d: a %d-cell word split at %d: %q", w, li, run, s, l.Cells)
					}
				}
			}
		}
	}
}

// rvRunAround returns the length of the run of non-blank cells that
// contains cells i-1 and i.
func rvRunAround(cs Cells, i int) int {
	a, b := i-1, i
	for a > 0 && cs[a-1] != Blank {
		a--
	}
	for b+1 < len(cs) && cs[b+1] != Blank {
		b++
	}
	return b - a + 1
}

// TestRoutingEveryWidth: on every board line, at every width and pan
// offset, routing key i shows the square of the cell under it, both
// orientations; keys over the label, the blank, past the line or past the
// display select nothing.
func TestRoutingEveryWidth(t *testing.T) {
	for _, flip := range []bool{false, true} {
		lines := rvGameLines(t, flip)
		for w := 1; w <= 80; w++ {
			v := NewView(lines, w)
			for {
				l := lines[v.line]
				start, end := v.span()
				for i := -1; i <= w; i++ {
					got, ok := v.Route(i)
					wantOK := l.Kind == LineRank && i >= 0 && i < w && start+i < end && start+i >= 2 && start+i < 10
					if ok != wantOK {
						t.Fatalf("flip %v width %d line %d window %d key %d: ok %v, want %v", flip, w, v.line, v.win, i, ok, wantOK)
					}
					if !ok {
						continue
					}
					rank := 7 - (v.line - 2) // lines: last move, clocks, rank 8 …
					if flip {
						rank = v.line - 2
					}
					file := start + i - 2
					if flip {
						file = 7 - file
					}
					if want := rules.NewSquare(file, rank); got != want {
						t.Fatalf("flip %v width %d line %d key %d: %v, want %v", flip, w, v.line, i, got, want)
					}
					// the cell under the key is that square's cell
					if v.Cells()[i] != UK2015().SquareCell(rvFinal(t), got) {
						t.Fatalf("flip %v width %d key %d: cell under key is not %v's", flip, w, i, got)
					}
				}
				if !v.PanRight() {
					break
				}
			}
		}
	}
}

// rvFinal returns the final position of rvGameLines' game.
func rvFinal(t *testing.T) *rules.Position {
	pos := rules.StartPosition()
	sans := strings.Fields(`e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7
		c4 c6 cxb5 axb5 Nc3 Bb7 Bg5 b4 Nb1 h6 Bh4 c5 dxe5 Nxe4 Bxe7 Qxe7 exd6 Qf6 Nbd2 Nxd6
		Nc4 Nxc4 Bxc4 Nb6 Ne5 Rae8 Bxf7+ Rxf7 Nxf7 Rxe1+ Qxe1 Kxf7 Qe3 Qg5 Qxg5 hxg5 b3 Ke6
		a3 Kd6 axb4 cxb4 Ra5 Nd5 f3 Bc8 Kf2 Bf5 Ra7 g6 Ra6+ Kc5 Ke1 Nf4 g3 Nxh3 Kd2 Kb5 Rd6 Kc5 Ra6 Nf2 g4 Bd3 Re6`)
	for _, s := range sans {
		if err := pos.Play(rvMove(t, &pos, s)); err != nil {
			t.Fatal(err)
		}
	}
	return &pos
}

// TestSelection: two selections make a move, including promotion
// and castling by king→rook and king→destination.
func TestSelection(t *testing.T) {
	type step struct {
		sq   string
		kind SelectEventKind
		want []string // SAN of the moves, for ToSelected
	}
	cases := []struct {
		name, fen string
		steps     []step
	}{
		{"e2-e4", rules.StartFEN, []step{{"e2", FromSelected, nil}, {"e4", ToSelected, []string{"e4"}}}},
		{"illegal e2-e5", rules.StartFEN, []step{{"e2", FromSelected, nil}, {"e5", ToSelected, []string{}}}},
		{"empty first", rules.StartFEN, []step{{"e4", Rejected, nil}}},
		{"opponent's piece first", rules.StartFEN, []step{{"e7", Rejected, nil}}},
		{"again cancels", rules.StartFEN, []step{{"g1", FromSelected, nil}, {"g1", Cleared, nil}, {"f3", Rejected, nil}}},
		{"other own piece replaces", rules.StartFEN, []step{{"g1", FromSelected, nil}, {"b1", FromSelected, nil}, {"c3", ToSelected, []string{"Nc3"}}}},
		{"promotion", "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", []step{{"b7", FromSelected, nil}, {"b8", ToSelected, []string{"b8=Q+", "b8=R+", "b8=B", "b8=N"}}}},
		{"promotion capture", "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", []step{{"b7", FromSelected, nil}, {"a8", ToSelected, []string{"bxa8=Q+", "bxa8=R+", "bxa8=B", "bxa8=N"}}}},
		{"en passant", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", []step{{"e5", FromSelected, nil}, {"d6", ToSelected, []string{"exd6"}}}},
		{"O-O king to g1", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", []step{{"e1", FromSelected, nil}, {"g1", ToSelected, []string{"O-O"}}}},
		{"O-O king to rook", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", []step{{"e1", FromSelected, nil}, {"h1", ToSelected, []string{"O-O"}}}},
		{"O-O-O king to c1", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", []step{{"e1", FromSelected, nil}, {"c1", ToSelected, []string{"O-O-O"}}}},
		{"O-O-O king to rook", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", []step{{"e1", FromSelected, nil}, {"a1", ToSelected, []string{"O-O-O"}}}},
		{"black O-O-O king to rook", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", []step{{"e8", FromSelected, nil}, {"a8", ToSelected, []string{"O-O-O"}}}},
		{"black O-O king to g8", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", []step{{"e8", FromSelected, nil}, {"g8", ToSelected, []string{"O-O"}}}},
		{"no castling right: rook is selected", "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", []step{{"e1", FromSelected, nil}, {"h1", FromSelected, nil}}},
		{"king d1: plain move", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", []step{{"e1", FromSelected, nil}, {"d1", ToSelected, []string{"Kd1"}}}},
		{"rook then king does not castle", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", []step{{"h1", FromSelected, nil}, {"e1", FromSelected, nil}}},
		{"960 swap king to rook", "4k3/8/8/8/8/8/8/5KR1 w G - 0 1", []step{{"f1", FromSelected, nil}, {"g1", ToSelected, []string{"O-O"}}}},
		{"960 king stays, to rook", "4k3/8/8/8/8/8/8/6KR w H - 0 1", []step{{"g1", FromSelected, nil}, {"h1", ToSelected, []string{"O-O"}}}},
		{"960 O-O-O swap", "4k3/8/8/8/8/8/8/1RK5 w B - 0 1", []step{{"c1", FromSelected, nil}, {"b1", ToSelected, []string{"O-O-O"}}}},
		{"960 O-O-O king b1 to rook a1", "4k3/8/8/8/8/8/8/RK6 w A - 0 1", []step{{"b1", FromSelected, nil}, {"a1", ToSelected, []string{"O-O-O"}}}},
		{"960 king g1 to rook b1", "4k3/8/8/8/8/8/8/1R4K1 w B - 0 1", []step{{"g1", FromSelected, nil}, {"b1", ToSelected, []string{"O-O-O"}}}},
		{"960 king to c1 is a plain move only", "4k3/8/8/8/8/8/8/1R1K4 w B - 0 1", []step{{"d1", FromSelected, nil}, {"c1", ToSelected, []string{"Kc1"}}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pos := rvPos(t, c.fen)
			var s Selector
			for i, st := range c.steps {
				ev := s.Select(&pos, rvSquare(t, st.sq))
				if ev.Kind != st.kind {
					t.Fatalf("step %d (%s): %v, want %v", i, st.sq, ev.Kind, st.kind)
				}
				if ev.Kind != ToSelected {
					continue
				}
				var got []string
				for _, m := range ev.Moves {
					got = append(got, notation.SAN(&pos, m))
				}
				if strings.Join(rvSorted(got), " ") != strings.Join(rvSorted(st.want), " ") {
					t.Errorf("step %d (%s): moves %v, want %v", i, st.sq, got, st.want)
				}
				if _, ok := s.Selected(); ok {
					t.Errorf("step %d: selection not cleared after the destination", i)
				}
			}
		})
	}
}

func rvSorted(s []string) []string {
	out := append([]string(nil), s...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

// The BRF table of BRAILLE.md, written out independently.
var rvBRF = map[byte]string{
	' ': "0", 'a': "1", 'b': "12", 'c': "14", 'd': "145", 'e': "15", 'f': "124", 'g': "1245",
	'h': "125", 'i': "24", 'j': "245", 'k': "13", 'l': "123", 'm': "134", 'n': "1345",
	'o': "135", 'p': "1234", 'q': "12345", 'r': "1235", 's': "234", 't': "2345", 'u': "136",
	'v': "1236", 'w': "2456", 'x': "1346", 'y': "13456", 'z': "1356",
	'1': "2", '2': "23", '3': "25", '4': "256", '5': "26", '6': "235", '7': "2356", '8': "236",
	'9': "35", '0': "356",
	'\'': "3", '@': "4", '"': "5", ',': "6", '*': "16", '/': "34", '-': "36", '.': "46",
	';': "56", '<': "126", '%': "146", '^': "45", '[': "246", '>': "345", '+': "346",
	'_': "456", '\\': "1256", '?': "1456", '$': "1246", '!': "2346", '#': "3456",
	'(': "12356", ']': "12456", ')': "23456", '&': "12346", '=': "123456", ':': "156",
}

func TestBRFAll64(t *testing.T) {
	if len(rvBRF) != 64 {
		t.Fatalf("review table has %d entries", len(rvBRF))
	}
	byCell := map[Cell]byte{}
	for ch, d := range rvBRF {
		c := rvDots(t, d)[0]
		if o, dup := byCell[c]; dup {
			t.Fatalf("review table: %q and %q share %s", o, ch, d)
		}
		byCell[c] = ch
		got, ok := FromASCII(ch)
		if !ok || got != c {
			t.Errorf("FromASCII(%q) = %s %v, want %s", ch, got.Numbers(), ok, d)
		}
		if ch >= 'a' && ch <= 'z' {
			if got, ok := FromASCII(ch - 'a' + 'A'); !ok || got != c {
				t.Errorf("FromASCII(%q) = %s, want %s", ch-'a'+'A', got.Numbers(), d)
			}
		}
	}
	for c := Cell(0); c < 64; c++ {
		ch, ok := ToASCII(c)
		if !ok || ch != byCell[c] {
			t.Errorf("ToASCII(%s) = %q %v, want %q", c.Numbers(), ch, ok, byCell[c])
		}
		back, ok := FromASCII(ch)
		if !ok || back != c {
			t.Errorf("round trip %s → %q → %s", c.Numbers(), ch, back.Numbers())
		}
		enc, err := EncodeBRF(Cells{c})
		if err != nil || enc != string(byCell[c]) {
			t.Errorf("EncodeBRF(%s) = %q, %v", c.Numbers(), enc, err)
		}
		dec, err := DecodeBRF(string(byCell[c]))
		if err != nil || len(dec) != 1 || dec[0] != c {
			t.Errorf("DecodeBRF(%q) = %v, %v", byCell[c], dec, err)
		}
	}
	for c := Cell(64); c != 0; c++ {
		if _, ok := ToASCII(c); ok {
			t.Errorf("ToASCII(%s) accepted a cell with dot 7 or 8", c.Numbers())
		}
	}
	if _, err := EncodeBRF(Cells{Dot7}); err == nil {
		t.Error("EncodeBRF(dot 7) succeeded")
	}
	for _, b := range []byte{0, '\t', '\n', '\r', 0x7f, 0x80, 0xff} {
		if _, ok := FromASCII(b); ok {
			t.Errorf("FromASCII(%#x) accepted", b)
		}
	}
	// the whole board and a scoresheet survive BRF both ways
	pos := rules.StartPosition()
	for _, l := range UK2015().Board(&pos, false) {
		s, err := EncodeBRF(l.Cells)
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodeBRF(s)
		if err != nil || back.String() != l.Cells.String() {
			t.Errorf("board line %q → %q → %q", l.Cells, s, back)
		}
	}
	if s, _ := EncodeBRF(UK2015().Rank(&pos, 7, false)); s != "8 (!v=uv!(" {
		t.Errorf("rank 8 in BRF %q, want %q", s, "8 (!v=uv!(")
	}
}

// TestWindowsNoEmptyWindow: panning never lands on a window that
// shows nothing of the line (a blind reader would take an all-blank
// display for a fault), whatever blanks the line ends with.
func TestWindowsNoEmptyWindow(t *testing.T) {
	cases := []string{"1 1", "1 12 0", "12 0", "1 1 0 0", "12 36 0 0 0"}
	for _, d := range cases {
		cells := rvDots(t, d)
		for w := 1; w <= len(cells); w++ {
			for _, s := range Windows(cells, w) {
				if s >= len(cells) || rvNonBlank(cells[s:min(s+w, len(cells))]) == "" && s > 0 {
					t.Errorf("Windows(%q, %d) = %v: window at %d shows only blanks", cells, w, Windows(cells, w), s)
					break
				}
			}
		}
	}
}

// TestRedrawKeepsWindow mimics `tactus braille --display`
// (cmd/tactus/braille.go, displayState.draw): after every key it calls
// SetWidth with the display's (unchanged) width and SetLines with fresh
// lines. A pan right must survive that redraw; otherwise a line longer
// than the display can never be read past its first window, and pan-right
// never reaches the next line.
func TestRedrawKeepsWindow(t *testing.T) {
	lines := rvGameLines(t, false)
	const w = 12
	v := NewView(lines, w)
	v.Down() // the clock line, longer than 12 cells
	if len(lines[1].Cells) <= w {
		t.Fatalf("clock line has %d cells; the test needs more than %d", len(lines[1].Cells), w)
	}
	if !v.PanRight() {
		t.Fatal("PanRight on the clock line failed")
	}
	want := v.Cells().String()
	v.SetWidth(w) // what draw() does on every redraw
	v.SetLines(lines)
	if got := v.Cells().String(); got != want {
		t.Errorf("after a redraw the display shows %q, want the panned window %q", got, want)
	}
}
