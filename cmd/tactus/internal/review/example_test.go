package review_test

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/review"
)

func ExampleRun() {
	pgn := `[White "Anderssen"]
[Black "Kieseritzky"]
[Result "1-0"]

1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ $6 {Black's queen comes out early.} (3... d5) 4. Kf1 1-0
`
	ix, err := review.Build(strings.NewReader(pgn), int64(len(pgn)))
	if err != nil {
		fmt.Println(err)
		return
	}
	v, _ := announce.LookupVocabulary("english")
	r := review.New(review.Options{Index: ix, Say: announce.Announcer{Vocab: v}})
	script := "go 3 black\nvar\nout\nsquare h4\nquit\n"
	if err := review.Run(context.Background(), r, 1, strings.NewReader(script), os.Stdout, nil); err != nil {
		fmt.Println(err)
	}
	// Output:
	// Game 1: Anderssen against Kieseritzky, white wins, 4 moves.
	// 3... Qh4+, a dubious move
	// Comment: Black's queen comes out early.
	// 1 variation instead (1: 3... d5); say var and its number.
	// Variation 1.
	// 3... d5
	// End of the variation; say out to go back.
	// Back in the main line, after 3... Qh4+.
	// Hector four: Black Queen.
	// End of the review.
}

func ExampleParseQuery() {
	games := "[White \"Carlsen, Magnus\"]\n\n1. e4 1-0\n\n[White \"Caruana, Fabiano\"]\n\n1. d4 0-1\n"
	ix, _ := review.Build(strings.NewReader(games), int64(len(games)))
	q, err := review.ParseQuery(`white:carlsen result:1-0`)
	fmt.Println(ix.Search(q), err)
	_, err = review.ParseQuery(`colour:red`)
	fmt.Println(err)
	// Output:
	// [1] <nil>
	// review: bad search: "colour" is not a field (white, black, player, event, site, date, round, result, eco, opening)
}
