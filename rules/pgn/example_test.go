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

1. d4 (=) d5 1/2-1/2
`
	r := pgn.NewReader(strings.NewReader(text))
	for {
		g, err := r.Next()
		if err == io.EOF {
			break
		}
		var perr *pgn.Error
		if errors.As(err, &perr) {
			fmt.Println("bad game at line", perr.Line, "column", perr.Column)
			continue
		}
		white, _ := g.Tag("White")
		fmt.Printf("%q %d plies %s, clock %v, draw offer %v\n", white, len(g.Moves), g.Result, g.Moves[0].Clock, g.Moves[0].DrawOffer)
	}
	// Output:
	// "Anna" 7 plies 1-0, clock 4m58s, draw offer false
	// bad game at line 6 column 13
	// "" 2 plies 1/2-1/2, clock 0s, draw offer true
}

func ExampleWriter() {
	g, _ := pgn.NewReader(strings.NewReader("1. e4 {[%clk 0:04:58]} e5 (1... c5) 2. Nf3 *")).Next()
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
	// 1. e4 {[%clk 0:04:58]} 1... e5 (1... c5) 2. Nf3 *
}
