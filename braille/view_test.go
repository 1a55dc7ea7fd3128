package braille

import (
	"reflect"
	"testing"

	"github.com/tactuschess/tactus/rules"
)

func cellsOf(t *testing.T, s string) Cells {
	t.Helper()
	cs, err := ParseUnicode(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func TestWindows(t *testing.T) {
	cases := []struct {
		line  string
		width int
		want  []int
	}{
		{"⠁⠃⠉", 12, []int{0}},
		{"⠁⠃⠉ ⠙⠑⠋ ⠛⠓", 5, []int{0, 4, 8}}, // breaks after blanks
		{"⠁⠃ ⠉⠙⠑⠋ ⠛⠓", 5, []int{0, 3, 8}},
		{"⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚", 4, []int{0, 4, 8}}, // no blank: hard cut
		{"⠁⠃⠉⠙ ⠑", 4, []int{0, 5}},        // blank right after the window
		{"⠁⠃ ⠉⠙⠑⠋⠛⠓", 4, []int{0, 3, 7}},
	}
	for _, tc := range cases {
		if got := Windows(cellsOf(t, tc.line), tc.width); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Windows(%s, %d) = %v, want %v", tc.line, tc.width, got, tc.want)
		}
	}
}

func TestViewPanAndRoute(t *testing.T) {
	pos := rules.StartPosition()
	lines := append([]Line{{Cells: cellsOf(t, "⠁⠃ ⠉⠙⠑⠋ ⠛⠓")}}, UK2015().Board(&pos, false, rules.NoSquare)...)
	v := NewView(lines, 6)
	steps := []struct {
		do   func() bool
		ok   bool
		want string
	}{
		{func() bool { return true }, true, "⠁⠃⠀⠀⠀⠀"},
		{v.PanRight, true, "⠉⠙⠑⠋⠀⠀"},
		{v.PanRight, true, "⠛⠓⠀⠀⠀⠀"},
		{v.PanRight, true, "⠦⠀⠷⠮⠧⠿"}, // next line
		{v.PanRight, true, "⠥⠧⠮⠷⠀⠀"},
		{v.PanLeft, true, "⠦⠀⠷⠮⠧⠿"},
		{v.PanLeft, true, "⠛⠓⠀⠀⠀⠀"}, // back to the previous line's last window
		{v.Up, false, "⠛⠓⠀⠀⠀⠀"},
		{v.Down, true, "⠦⠀⠷⠮⠧⠿"},
	}
	for i, s := range steps {
		if ok := s.do(); ok != s.ok || v.Cells().String() != s.want {
			t.Fatalf("step %d: ok %v, shows %s; want %v, %s", i, ok, v.Cells(), s.ok, s.want)
		}
	}
	if sq, ok := v.Route(2); !ok || sq != rules.A8 {
		t.Errorf("route 2 = %v %v", sq, ok)
	}
	if _, ok := v.Route(1); ok {
		t.Error("route over the blank gave a square")
	}
	v.PanRight()
	if sq, ok := v.Route(0); !ok || sq != rules.E8 {
		t.Errorf("route 0 in second window = %v %v", sq, ok)
	}
	if _, ok := v.Route(5); ok {
		t.Error("route past the line's end gave a square")
	}
	for v.Down() {
	}
	v.PanRight()
	if v.Line() != 9 || v.Down() || v.PanRight() { // the file letters, last
		t.Errorf("at end: line %d", v.Line())
	}
	if _, ok := v.Route(2); ok {
		t.Error("route over a file letter gave a square")
	}
	v.Up()
	if v.Line() != 8 {
		t.Errorf("at end: line %d", v.Line())
	}
	v.SetLines(lines[:3])
	if v.Line() != 2 {
		t.Errorf("after SetLines line = %d", v.Line())
	}
	v.SetWidth(40)
	v.Goto(1)
	if got := v.Cells(); len(got) != 40 || got[:10].String() != "⠦⠀⠷⠮⠧⠿⠥⠧⠮⠷" {
		t.Errorf("width 40: %s", got)
	}
	if empty := NewView(nil, 12); empty.Cells().String() != "⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀" || empty.PanRight() {
		t.Error("empty view")
	}
}

func TestSelector(t *testing.T) {
	pos := rules.StartPosition()
	var s Selector
	steps := []struct {
		sq    rules.Square
		kind  SelectEventKind
		moves int
	}{
		{sq("e4"), Rejected, 0},                  // empty, nothing selected
		{sq("e7"), Rejected, 0},                  // opponent's piece
		{rules.NewSquare(4, 1), FromSelected, 0}, // e2
		{rules.NewSquare(4, 1), Cleared, 0},      // e2 again cancels
		{rules.NewSquare(3, 1), FromSelected, 0}, // d2
		{rules.NewSquare(4, 1), FromSelected, 0}, // e2 replaces d2
		{sq("e4"), ToSelected, 1},                // e2-e4
	}
	for i, st := range steps[:7] {
		ev := s.Select(&pos, st.sq)
		if ev.Kind != st.kind || len(ev.Moves) != st.moves {
			t.Fatalf("step %d (%v): %v with %d moves, want %v with %d", i, st.sq, ev.Kind, len(ev.Moves), st.kind, st.moves)
		}
	}
	if _, ok := s.Selected(); ok {
		t.Error("selection not cleared after the move")
	}
	// an illegal destination: ToSelected with no moves
	s.Select(&pos, rules.G1)
	if ev := s.Select(&pos, rules.NewSquare(6, 4)); ev.Kind != ToSelected || len(ev.Moves) != 0 {
		t.Errorf("g1-g5: %v %d", ev.Kind, len(ev.Moves))
	}
	// promotion: four moves; castling by king then destination or rook
	p := mustPos(t, "4k3/1P6/8/8/8/8/8/R3K2R w KQ - 0 1")
	s.Select(&p, rules.NewSquare(1, 6))
	if ev := s.Select(&p, rules.NewSquare(1, 7)); len(ev.Moves) != 4 {
		t.Errorf("promotion moves = %d", len(ev.Moves))
	}
	s.Select(&p, rules.E1)
	if ev := s.Select(&p, rules.G1); ev.Kind != ToSelected || len(ev.Moves) != 1 || !ev.Moves[0].IsCastling() {
		t.Errorf("e1-g1 = %+v", ev)
	}
	s.Select(&p, rules.E1)
	if ev := s.Select(&p, rules.A1); ev.Kind != ToSelected || len(ev.Moves) != 1 || !ev.Moves[0].IsCastling() {
		t.Errorf("e1-a1 (king onto rook) = %+v", ev)
	}
	if Rejected.String() != "rejected" || ToSelected.String() != "to selected" {
		t.Error("event names")
	}
}

func sq(s string) rules.Square {
	q, err := rules.ParseSquare(s)
	if err != nil {
		panic(err)
	}
	return q
}

// TestViewAllWidths pans through every line of a game on every display
// width from 12 to 80 cells: each window fits, and the windows of a line
// put together give the line back (less the blanks where they were cut).
func TestViewAllWidths(t *testing.T) {
	g := rules.NewGame(rules.StartPosition())
	for i := 0; i < 60; i++ {
		var l rules.MoveList
		p := g.Position()
		p.LegalMoves(&l)
		if l.Len() == 0 {
			break
		}
		if err := g.Play(l.At((i * 7) % l.Len())); err != nil {
			t.Fatal(err)
		}
	}
	lines := UK2015().Lines(g, Layout{})
	long := Cells{}
	for _, l := range lines[11:] {
		long = append(append(long, l.Cells...), Blank)
	}
	lines = append(lines, Line{Cells: long}) // a line far wider than any display
	for w := 12; w <= 80; w++ {
		v := NewView(lines, w)
		var got []Cells
		line := 0
		for {
			c := v.Cells()
			if len(c) != w {
				t.Fatalf("width %d: window of %d cells", w, len(c))
			}
			got = append(got, c)
			if !v.PanRight() {
				break
			}
			if v.Line() != line {
				checkJoined(t, w, lines[line], got)
				got, line = nil, v.Line()
			}
		}
		checkJoined(t, w, lines[line], got)
	}
}

// checkJoined compares a line with its windows, ignoring blanks.
func checkJoined(t *testing.T, w int, l Line, windows []Cells) {
	t.Helper()
	strip := func(cs Cells) string {
		var out Cells
		for _, c := range cs {
			if c != Blank {
				out = append(out, c)
			}
		}
		return out.String()
	}
	var joined Cells
	for _, c := range windows {
		joined = append(joined, c...)
	}
	if strip(joined) != strip(l.Cells) {
		t.Fatalf("width %d: windows %v do not give back %s", w, windows, l.Cells)
	}
}
