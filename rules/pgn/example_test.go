package pgn_test

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/tactuschess/tactus/rules/pgn"
)

func ExampleReader() {
	text := `[White "Anna"]
[Black "Bella"]

1. e4 {[%clk 0:04:58]} e5 2. Qh5 Nc6 3. Bc4 Nf6?? 4. Qxf7# 1-0

1. e4 e5 2. Ke3 *

[White "Smith "Smithy" J"]

1. d4 (=) d5 2. c4 -- ± ½-½
`
	r := pgn.NewReader(strings.NewReader(text))
	for {
		g, err := r.Next()
		if err == io.EOF {
			break
		}
		var perr *pgn.Error
		if errors.As(err, &perr) {
			fmt.Println("game", perr.Game, "is bad at line", perr.Line, "column", perr.Column)
			continue
		}
		white, _ := g.Tag("White")
		fmt.Printf("%q %d plies %s, clock %v, draw offer %v\n", white, len(g.Moves), g.Result, g.Moves[0].Clock, g.Moves[0].DrawOffer)
		for _, w := range g.Warnings {
			fmt.Println(w)
		}
	}
	// Output:
	// "Anna" 7 plies 1-0, clock 4m58s, draw offer false
	// game 2 is bad at line 6 column 13
	// "Smith \"Smithy\" J" 4 plies 1/2-1/2, clock 0s, draw offer true
	// line 8, column 1: The tag line of White is broken; its value is read as "Smith \"Smithy\" J".
}

func ExampleWriter() {
	g, _ := pgn.NewReader(strings.NewReader("1. e4 {[%clk 0:04:58]} e5 (1... c5) 2. Nf3 -- +- *")).Next()
	_ = pgn.NewWriter(os.Stdout).Write(g)
	// Output:
	// [Event "?"]
	// [Site "?"]
	// [Date "????.??.??"]
	// [Round "?"]
	// [White "?"]
	// [Black "?"]
	// [Result "*"]
	//
	// 1. e4 {[%clk 0:04:58]} 1... e5 (1... c5) 2. Nf3 -- $18 *
}

func ExampleGame_Ending() {
	// Bxd2 leaves king and bishop against king: a dead position (FIDE
	// 5.2.2) ends the game, but the players went on.
	text := `[FEN "4k3/8/8/8/8/8/3r4/4KB2 w - - 0 1"]

1. Kxd2 Kd7 2. Bb5+ Kd6 1/2-1/2`
	g, err := pgn.NewReader(strings.NewReader(text)).Next()
	if err != nil {
		fmt.Println(err)
		return
	}
	plies, why := g.Ending()
	fmt.Printf("%d plies recorded; the game ended after ply %d by %v\n", len(g.Moves), plies, why)
	// Output:
	// 4 plies recorded; the game ended after ply 1 by dead-position
}

func ExampleParseResult() {
	for _, s := range []string{"1-0", "½-½", "1/2", "2-0"} {
		r, ok := pgn.ParseResult(s)
		fmt.Printf("%s: %q %v\n", s, r, ok)
	}
	// Output:
	// 1-0: "1-0" true
	// ½-½: "1/2-1/2" true
	// 1/2: "1/2-1/2" true
	// 2-0: "" false
}

// ExampleReader_Reset reads many small PGN texts with one Reader, whose
// buffers are made once.
func ExampleReader_Reset() {
	r := pgn.NewReader(strings.NewReader(""))
	for _, text := range []string{"[Event \"a\"]\n\n1. e4 *\n", "[Event \"b\"]\n\n1. d4 d5 *\n"} {
		r.Reset(strings.NewReader(text))
		g, err := r.Next()
		if err != nil {
			fmt.Println(err)
			continue
		}
		event, _ := g.Tag("Event")
		fmt.Println(event, len(g.Moves))
	}
	// Output:
	// a 1
	// b 2
}
