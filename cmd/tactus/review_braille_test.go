package main

import (
	"bytes"
	"testing"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/internal/brltest"
	"github.com/tactuschess/tactus/rules"
)

// TestReviewOnTheBrailleDisplay steps through a game in review with a
// Braille display (a fake BrlAPI server): the move reviewed is on the
// cells in the chess code.
func TestReviewOnTheBrailleDisplay(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program")
	}
	srv, err := brltest.NewServer(40)
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	c := converse(t, "review", "--voice", "none", "--engine", "none", "--brlapi", srv.Address(), "--game", "1",
		"../../rules/pgn/testdata/lichess-1000.pgn")
	c.say("next")
	c.expect("1. David zwei David vier (d4)")
	g := rules.NewGame(rules.StartPosition())
	if err := g.PlayUCI("d2d4"); err != nil {
		t.Fatal(err)
	}
	want := braille.UK2015().Lines(g, braille.Layout{})[0].Cells.Bytes()
	srv.WaitCells(t, 0, func(cells []byte) bool { return bytes.HasPrefix(cells, want) })
	// the display's loss is told, in the review's lines
	srv.Close() // told at once, before anything is written
	c.expect("The Braille display is not available")
	c.in.Close()
}
