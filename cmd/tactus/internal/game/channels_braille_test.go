package game

import (
	"bytes"
	"io"
	"testing"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/internal/brltest"
	"github.com/tactuschess/tactus/rules"
)

// brailleGame runs a plain game at st on a real BRLTTY with a 40-cell
// display; type sends a line; stop ends the game.
type brailleGame struct {
	t      *testing.T
	d      *brltest.Daemon
	typing *io.PipeWriter
	out    *syncBuffer
	done   chan error
}

func playOnBRLTTY(t *testing.T, st *station) *brailleGame {
	d := brltest.Start(t, brltest.Config{Cells: 40})
	st.set.BrlAPI = d.Address()
	b := &brailleGame{t: t, d: d}
	b.typing, b.out, b.done = st.start(nil)
	return b
}

func (b *brailleGame) typeLine(line string) {
	b.t.Helper()
	typeText(b.t, b.typing, line+"\n")
}

// waitShown waits until the display shows the windows of a message of
// lines: the first window at once, each further one after a pan right.
func (b *brailleGame) waitShown(lines ...braille.Line) {
	b.t.Helper()
	v := braille.NewView(nil, 40)
	v.ShowLines(lines)
	b.d.Display.WaitCells(b.t, 0, func(c []byte) bool { return bytes.Equal(c, v.Cells().Bytes()) })
	for v.Do(braille.NavPanRight) && v.Showing() {
		n := b.d.Display.Count()
		b.d.Display.Press(b.t, "FwinRt")
		want := v.Cells().Bytes()
		b.d.Display.WaitCells(b.t, n, func(c []byte) bool { return bytes.Equal(c, want) })
	}
}

func (b *brailleGame) stop() {
	b.t.Helper()
	b.typing.Close()
	if err := <-b.done; err != nil {
		b.t.Fatalf("Run: %v\n%s", err, b.out.String())
	}
}

// moveLine is a message line: text, a blank, then the move m in the
// Braille chess code.
func moveLine(text string, pos rules.Position, m string) braille.Line {
	mv, err := pos.ParseUCI(m)
	if err != nil {
		panic(err)
	}
	l := braille.Message(text)
	l.Cells = append(append(l.Cells, braille.Blank), braille.UK2015().Move(&pos, mv)...)
	return l
}

// TestUnconfirmedMoveOnTheDisplay: with confirmation on, the sighted
// opponent's move reaches a deaf-blind player's display at once, in the
// Braille chess code and marked as not yet confirmed, so that it can be
// read before it is confirmed; the player's reply then accepts it.
func TestUnconfirmedMoveOnTheDisplay(t *testing.T) {
	if testing.Short() {
		t.Skip("runs BRLTTY")
	}
	st := newStation(t)
	st.set.Blind, st.set.Confirm = "white", true
	b := playOnBRLTTY(t, st)
	g := rules.NewGame(rules.StartPosition())
	code := braille.UK2015()
	start := code.Lines(g, braille.Layout{})[0].Cells.Bytes()
	b.d.Display.WaitCells(t, 0, func(c []byte) bool { return bytes.HasPrefix(c, start) })
	b.typeLine("e4")
	b.typeLine("ok") // Black confirms White's e4
	if err := g.PlayUCI("e2e4"); err != nil {
		t.Fatal(err)
	}
	b.typeLine("e5") // Black's move, announced and pressed
	b.waitShown(moveLine("Black announces, not yet confirmed:", g.Position(), "e7e5"))
	b.typeLine("Nf3") // White's reply accepts e5 as announced
	if err := g.PlayUCI("e7e5"); err != nil {
		t.Fatal(err)
	}
	prev := g.Position()
	nf3, err := prev.ParseUCI("g1f3")
	if err != nil {
		t.Fatal(err)
	}
	if err := g.PlayUCI("g1f3"); err != nil {
		t.Fatal(err)
	}
	// the answers that tell moves show them in the chess code: the last
	// move numbered, the scoresheet line by line after its count
	b.typeLine("last")
	b.waitShown(braille.Line{Kind: braille.LineMessage, Cells: code.NumberedMove(&prev, nf3)})
	b.typeLine("score")
	sheet := []braille.Line{braille.Message("2 moves")}
	for _, c := range code.Scoresheet(g) {
		sheet = append(sheet, braille.Line{Kind: braille.LineMessage, Cells: c})
	}
	b.waitShown(sheet...)
	b.stop()
	if n := len(st.replay().Plies()); n != 3 {
		t.Fatalf("%d plies, want 3:\n%s", n, b.out.String())
	}
}
