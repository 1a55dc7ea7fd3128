package braille

import (
	"errors"
	"slices"
	"testing"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

func TestParseMove(t *testing.T) {
	good := []struct {
		fen, cells, san string
	}{
		{rules.StartFEN, "⠎⠋⠒", "Nf3"},
		{rules.StartFEN, "⠑⠲", "e4"},
		{"4k3/8/8/3p4/2P5/8/8/4K3 w - - 0 1", "⠉⠰⠙⠢", "cxd5"},
		{"4k3/8/8/3p4/2P5/8/8/4K3 w - - 0 1", "⠉⠙⠢", "cxd5"}, // capture sign left out
		{"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "⠴⠴", "O-O"},
		{"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "⠴⠴⠴", "O-O-O"},
		{"4k3/8/8/8/8/8/8/4K2R w K - 0 1", "⠗⠓⠦⠜⠏", "Rh8+"},
		{"4k3/8/8/8/8/8/8/4K2R w K - 0 1", "⠗⠓⠦", "Rh8+"},   // check sign left out
		{"4k3/8/8/8/8/8/8/4K2R w K - 0 1", "⠗⠓⠦⠜⠍", "Rh8+"}, // or mistaken: the move is clear
		{"r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "⠃⠦⠎", "b8=N"},
		{"r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "⠃⠰⠁⠦⠟⠜⠏", "bxa8=Q+"},
		{"4k3/8/8/8/2N3N1/8/8/4K3 w - - 0 1", "⠎⠉⠑⠢", "Nce5"},
	}
	for _, g := range good {
		pos := mustPos(t, g.fen)
		cells, err := ParseUnicode(g.cells)
		if err != nil {
			t.Fatal(err)
		}
		m, err := UK2015().ParseMove(&pos, cells)
		if err != nil || notation.SAN(&pos, m) != g.san {
			t.Errorf("%s in %s = %v, %v; want %s", g.cells, g.fen, m, err, g.san)
		}
	}
	bad := []struct {
		fen, cells string
		want       error
	}{
		{rules.StartFEN, "", ErrNoSuchMove},
		{rules.StartFEN, "⠑⠢", ErrNoSuchMove},                       // e5: no pawn gets there
		{rules.StartFEN, "⠎⠋⠖", ErrNoSuchMove},                      // Nf6
		{rules.StartFEN, "⠴⠴", ErrNoSuchMove},                       // castling through pieces
		{rules.StartFEN, "⠤⠑⠲", ErrNoSuchMove},                      // with Black's mark
		{"4k3/8/8/8/2N3N1/8/8/4K3 w - - 0 1", "⠎⠑⠢", ErrNoSuchMove}, // needs the file
		{"4k3/8/8/8/8/8/8/4K2R w K - 0 1", "⠗⠓⠜⠏", ErrNoSuchMove},   // no rank
	}
	for _, b := range bad {
		pos := mustPos(t, b.fen)
		cells, err := ParseUnicode(b.cells)
		if err != nil {
			t.Fatal(err)
		}
		if m, err := UK2015().ParseMove(&pos, cells); !errors.Is(err, b.want) {
			t.Errorf("%q in %s = %v, %v; want %v", b.cells, b.fen, m, err, b.want)
		}
	}
}

// FuzzMoveCode plays a game chosen by the input and, in every position on
// the way, writes each legal move in the code and reads it back: every
// move reads back as itself (so no two moves share their cells), holds no
// colour mark, and survives BRF both ways.
func FuzzMoveCode(f *testing.F) {
	f.Add(rules.StartFEN, []byte{0, 1, 2, 3})
	f.Add("r3k2r/1P4P1/8/3pP3/8/8/1p4p1/R3K2R w KQkq d6 0 1", []byte{7, 7, 7, 9, 200})
	f.Add("4k3/8/8/8/8/8/8/RK6 w A - 0 1", []byte{1})
	f.Fuzz(func(t *testing.T, fen string, choices []byte) {
		start, err := rules.ParseFEN(fen)
		if err != nil {
			return
		}
		c := UK2015()
		g := rules.NewGame(start)
		for _, choice := range choices[:min(len(choices), 40)] {
			pos := g.Position()
			var l rules.MoveList
			pos.LegalMoves(&l)
			if l.Len() == 0 {
				break
			}
			for i := 0; i < l.Len(); i++ {
				checkRoundTrip(t, c, &pos, l.At(i))
			}
			if err := g.Play(l.At(int(choice) % l.Len())); err != nil {
				t.Fatal(err)
			}
		}
		for _, line := range c.Scoresheet(g) {
			if _, err := EncodeBRF(line); err != nil {
				t.Fatal(err)
			}
		}
	})
}

func checkRoundTrip(t *testing.T, c *Code, pos *rules.Position, m rules.Move) {
	cells := c.Move(pos, m)
	back, err := c.ParseMove(pos, cells)
	if err != nil || back != m {
		t.Fatalf("%s: %v (%s) reads back as %v, %v", pos.FEN(), m, cells, back, err)
	}
	if slices.Contains(cells, c.WhiteMove[0]) || slices.Contains(cells, c.BlackMove[0]) {
		t.Fatalf("%s: %v (%s) holds a colour mark", pos.FEN(), m, cells)
	}
	brf, err := EncodeBRF(cells)
	if err != nil {
		t.Fatalf("%v (%s): %v", m, cells, err)
	}
	if dec, err := DecodeBRF(brf); err != nil || !slices.Equal(dec, cells) {
		t.Fatalf("%v: BRF %q reads back as %s, %v", m, brf, dec, err)
	}
}
