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
		"⠖⠀⠄⠤⠄⠤⠄⠤⠄⠤", // a6 is light
		"⠢⠀⠤⠄⠤⠄⠤⠄⠤⠄",
		"⠲⠀⠄⠤⠄⠤⠄⠤⠄⠤",
		"⠒⠀⠤⠄⠤⠄⠤⠄⠤⠄", // a3 is dark
		"⠆⠀⠏⠏⠏⠏⠏⠏⠏⠏",
		"⠂⠀⠗⠎⠇⠟⠅⠇⠎⠗",
	}
	lines := UK2015.Board(&pos, false, rules.NoSquare)
	for i, l := range lines {
		if l.Cells.String() != want[i] {
			t.Errorf("rank %d = %s, want %s", 8-i, l.Cells, want[i])
		}
	}
	// routing: cell 2 of the top line is a8, cell 9 is h8; labels are no square
	if s, ok := lines[0].SquareAt(2); !ok || s != rules.A8 {
		t.Errorf("cell 2 = %v %v", s, ok)
	}
	if s, ok := lines[7].SquareAt(9); !ok || s != rules.H1 {
		t.Errorf("cell 9 = %v %v", s, ok)
	}
	if _, ok := lines[0].SquareAt(0); ok {
		t.Error("rank label routed to a square")
	}
	flipped := UK2015.Board(&pos, true, rules.E1)
	if got := flipped[0].Cells.String(); got != "⠂⠀⠗⠎⠇⣅⠟⠇⠎⠗" {
		t.Errorf("flipped rank 1 with e1 selected = %s", got)
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
		{0, "⠴⠱⠴⠴⠨⠴"},
		{-3 * time.Second, "⠴⠱⠴⠴⠨⠴"},
		{40 * time.Millisecond, "⠴⠱⠴⠴⠨⠴⠲"}, // time left: hundredths, never a bare 0.0
		{9*time.Second + 950*time.Millisecond, "⠴⠱⠴⠔⠨⠔"},
		{59*time.Second + 900*time.Millisecond, "⠴⠱⠢⠔"},
		{5*time.Minute + 7*time.Second, "⠢⠱⠴⠶"},
		{90 * time.Minute, "⠂⠱⠒⠴⠱⠴⠴"},
		{12*time.Hour + 3*time.Minute + 4*time.Second, "⠂⠆⠱⠴⠒⠱⠴⠲"},
	}
	for _, tc := range cases {
		if got := UK2015.Clock(nil, tc.d).String(); got != tc.want {
			t.Errorf("Clock(%v) = %s, want %s", tc.d, got, tc.want)
		}
	}
}

func TestLines(t *testing.T) {
	g := &Game{Start: rules.StartPosition(), Selected: rules.NoSquare}
	lines, err := UK2015.Lines(g)
	if err != nil {
		t.Fatal(err)
	}
	if len(lines) != 9 || lines[0].Cells.String() != "⠂⠀⠨" {
		t.Fatalf("no moves: %d lines, first %s", len(lines), lines[0].Cells)
	}
	p := g.Start
	for _, san := range []string{"e4", "e5", "Nf3"} {
		m := mustMove(t, &p, san)
		g.Moves = append(g.Moves, m)
		if err := p.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	g.Clocks = &[2]time.Duration{89 * time.Minute, 5 * time.Minute}
	lines, err = UK2015.Lines(g)
	if err != nil {
		t.Fatal(err)
	}
	want := map[int]string{
		0:  "⠆⠀⠨⠎⠋⠒",               // 2. (White) Nf3
		1:  "⠨⠂⠱⠆⠔⠱⠴⠴⠀⠤⠢⠱⠴⠴⠀⠆",     // W 1:29:00 B 5:00, move 2
		2:  "⠦⠀⠷⠮⠧⠿⠥⠧⠮⠷",           // rank 8
		7:  "⠒⠀⠤⠄⠤⠄⠤⠎⠤⠄",           // rank 3 with the knight on f3
		10: "⠂⠀⠑⠲⠀⠑⠢", 11: "⠆⠀⠎⠋⠒", // scoresheet
	}
	if len(lines) != 12 {
		t.Fatalf("%d lines", len(lines))
	}
	for i, w := range want {
		if lines[i].Cells.String() != w {
			t.Errorf("line %d = %s, want %s", i, lines[i].Cells, w)
		}
	}
	g.Moves = append(g.Moves, g.Moves[0]) // e4 again: illegal
	if _, err := UK2015.Lines(g); err == nil {
		t.Error("illegal move accepted")
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
	if got := UK2015.LastMove(&before, m2, &p).String(); got != "⠂⠀⠤⠎⠋⠖" {
		t.Errorf("1... Nf6 = %s", got)
	}
}
