package braille

import (
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
)

func TestBoardStartPosition(t *testing.T) {
	pos := rules.StartPosition()
	want := []string{
		"⠦⠀⠷⠮⠧⠿⠥⠧⠮⠷",
		"⠶⠀⠯⠯⠯⠯⠯⠯⠯⠯",
		"⠖⠀⠄⠸⠄⠸⠄⠸⠄⠸", // a6 is light
		"⠢⠀⠸⠄⠸⠄⠸⠄⠸⠄",
		"⠲⠀⠄⠸⠄⠸⠄⠸⠄⠸",
		"⠒⠀⠸⠄⠸⠄⠸⠄⠸⠄", // a3 is dark
		"⠆⠀⠏⠏⠏⠏⠏⠏⠏⠏",
		"⠂⠀⠗⠎⠇⠟⠅⠇⠎⠗",
		"⠀⠀⠁⠃⠉⠙⠑⠋⠛⠓", // the file letters under their squares
	}
	lines := UK2015().Board(&pos, false)
	if len(lines) != len(want) {
		t.Fatalf("%d lines", len(lines))
	}
	for i, l := range lines {
		if l.Cells.String() != want[i] {
			t.Errorf("line %d = %s, want %s", i, l.Cells, want[i])
		}
	}
	// routing: cell 2 of the top line is a8, cell 9 is h8; labels and
	// file letters are no square
	if s, ok := lines[0].SquareAt(2); !ok || s != rules.A8 {
		t.Errorf("cell 2 = %v %v", s, ok)
	}
	if s, ok := lines[7].SquareAt(9); !ok || s != rules.H1 {
		t.Errorf("cell 9 = %v %v", s, ok)
	}
	if _, ok := lines[0].SquareAt(0); ok {
		t.Error("rank label routed to a square")
	}
	if _, ok := lines[8].SquareAt(4); ok || lines[8].Kind != LineFiles || lines[0].Kind != LineRank {
		t.Error("file letter routed to a square")
	}
	flipped := UK2015().Board(&pos, true, rules.E1, rules.D1)
	if got := flipped[0].Cells.String(); got != "⠂⠀⠗⠎⠇⣅⣟⠇⠎⠗" {
		t.Errorf("flipped rank 1 with e1 and d1 selected = %s", got)
	}
	if got := flipped[8].Cells.String(); got != "⠀⠀⠓⠛⠋⠑⠙⠉⠃⠁" {
		t.Errorf("flipped files = %s", got)
	}
	if s, _ := flipped[0].SquareAt(2); s != rules.H1 {
		t.Errorf("flipped cell 2 = %v", s)
	}
}

func TestClock(t *testing.T) {
	cases := []struct {
		d    time.Duration
		want string
	}{
		{0, "⠴⠱⠴⠴⠄⠴"},
		{-3 * time.Second, "⠴⠱⠴⠴⠄⠴"},
		{40 * time.Millisecond, "⠴⠱⠴⠴⠄⠴⠲"}, // time left: hundredths, never a bare 0.0
		{9*time.Second + 950*time.Millisecond, "⠴⠱⠴⠔⠄⠔"},
		{59*time.Second + 900*time.Millisecond, "⠴⠱⠢⠔"},
		{5*time.Minute + 7*time.Second, "⠢⠱⠴⠶"},
		{90 * time.Minute, "⠂⠱⠒⠴⠱⠴⠴"},
		{12*time.Hour + 3*time.Minute + 4*time.Second, "⠂⠆⠱⠴⠒⠱⠴⠲"},
	}
	for _, tc := range cases {
		if got := UK2015().Clock(nil, tc.d).String(); got != tc.want {
			t.Errorf("Clock(%v) = %s, want %s", tc.d, got, tc.want)
		}
	}
}

func TestLines(t *testing.T) {
	g := rules.NewGame(rules.StartPosition())
	lines := UK2015().Lines(g, Layout{})
	if len(lines) != 10 || lines[0].Cells.String() != "⠂⠀⠨" {
		t.Fatalf("no moves: %d lines, first %s", len(lines), lines[0].Cells)
	}
	playSAN(t, g, "e4", "e5", "Nf3")
	lines = UK2015().Lines(g, Layout{Clocks: &[2]time.Duration{89 * time.Minute, 5 * time.Minute}})
	want := map[int]string{
		0:  "⠆⠀⠎⠋⠒",                // 2. Nf3: a numbered White move has no mark
		1:  "⠨⠂⠱⠆⠔⠱⠴⠴⠀⠤⠢⠱⠴⠴⠀⠆",     // W 1:29:00 B 5:00, move 2
		2:  "⠦⠀⠷⠮⠧⠿⠥⠧⠮⠷",           // rank 8
		7:  "⠒⠀⠸⠄⠸⠄⠸⠎⠸⠄",           // rank 3 with the knight on f3
		10: "⠀⠀⠁⠃⠉⠙⠑⠋⠛⠓",           // files
		11: "⠂⠀⠑⠲⠀⠑⠢", 12: "⠆⠀⠎⠋⠒", // scoresheet
	}
	if len(lines) != 13 {
		t.Fatalf("%d lines", len(lines))
	}
	for i, w := range want {
		if lines[i].Cells.String() != w {
			t.Errorf("line %d = %s, want %s", i, lines[i].Cells, w)
		}
	}
	kinds := []LineKind{LineLastMove, LineClock, LineRank, LineRank, LineRank, LineRank, LineRank,
		LineRank, LineRank, LineRank, LineFiles, LineScore, LineScore}
	for i, k := range kinds {
		if lines[i].Kind != k {
			t.Errorf("line %d is %v, want %v", i, lines[i].Kind, k)
		}
	}
}

// TestLinesResult: a game over shows its result after the last move.
func TestLinesResult(t *testing.T) {
	g := rules.NewGame(rules.StartPosition())
	playSAN(t, g, "f3", "e5", "g4", "Qh4#")
	lines := UK2015().Lines(g, Layout{})
	if got := lines[0].Cells.String(); got != "⠆⠀⠤⠟⠓⠲⠜⠍" {
		t.Errorf("last move %s", got)
	}
	if lines[1].Kind != LineResult || lines[1].Cells.String() != "⠴⠤⠂" {
		t.Errorf("result line %v %s, want 0-1", lines[1].Kind, lines[1].Cells)
	}
}

// playSAN plays moves written in SAN.
func playSAN(t testing.TB, g *rules.Game, sans ...string) {
	t.Helper()
	for _, san := range sans {
		p := g.Position()
		if err := g.Play(mustMove(t, &p, san)); err != nil {
			t.Fatal(err)
		}
	}
}

func TestLastMoveBlack(t *testing.T) {
	p := rules.StartPosition()
	m := mustMove(t, &p, "d4")
	if err := p.Play(m); err != nil {
		t.Fatal(err)
	}
	before := p
	m2 := mustMove(t, &p, "Nf6")
	if err := p.Play(m2); err != nil {
		t.Fatal(err)
	}
	if got := UK2015().LastMove(&before, m2, &p).String(); got != "⠂⠀⠤⠎⠋⠖" {
		t.Errorf("1... Nf6 = %s", got)
	}
}
