package review_test

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/review"
	"github.com/tactuschess/tactus/rules"
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
	// 3... Queen David eight Hector four check (Qh4+), a dubious move
	// Comment: Black's queen comes out early.
	// 1 variation instead (1: 3... d5); say var and its number.
	// Variation 1.
	// 3... David seven David five (d5)
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

// ExampleNAGWords says NAGs in English, German and Slovak.
func ExampleNAGWords() {
	for _, lang := range []string{"en", "de", "sk"} {
		u, _ := catalog.Lookup(lang)
		four, _ := review.NAGWords(u, 4)
		seventeen, _ := review.NAGWords(u, 17)
		fmt.Printf("%s: %s; %s\n", lang, four, seventeen)
	}
	// Output:
	// en: a blunder; Black is better
	// de: ein grober Fehler; Schwarz steht besser
	// sk: hrubá chyba; čierny stojí lepšie
}

// ExampleRun_german is a review in German: German command words, and
// English ones, which work in every language.
func ExampleRun_german() {
	pgn := "[White \"Anderssen\"]\n[Black \"Kieseritzky\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ $6 (3... d5) 4. Kf1 1-0\n"
	ix, _ := review.Build(strings.NewReader(pgn), int64(len(pgn)))
	de, _ := catalog.Lookup("de")
	r := review.New(review.Options{Index: ix, UI: de})
	script := "gehe 3 schwarz\nvariante\nback\nout\nwo\nschluss\n"
	if err := review.Run(context.Background(), r, 1, strings.NewReader(script), os.Stdout, nil); err != nil {
		fmt.Println(err)
	}
	// Output:
	// Partie 1: Anderssen gegen Kieseritzky, Weiß gewinnt, 4 Züge.
	// 3... Dame David acht Hector vier Schach (Qh4+), ein zweifelhafter Zug
	// 1 Variante stattdessen (1: 3... d5); sag variante und ihre Nummer.
	// Variante 1.
	// 3... David sieben David fuenf (d5)
	// Ende der Variante; sag raus, um zurückzugehen.
	// Anfang der Variante.
	// Zurück in der Hauptlinie, nach 3... Qh4+.
	// Partie 1, Hauptlinie, nach 3... Qh4+; noch 1 Halbzug.
	// Ende des Nachspielens.
}

// evenAnalyst is a fake engine that finds every position equal.
type evenAnalyst struct{}

func (evenAnalyst) Analyse(context.Context, rules.Position) (review.Analysis, error) {
	return review.Analysis{Words: "the position is equal", Threat: rules.NoMove}, nil
}

// ExampleReview_Finish runs the engine's work as a view does: the command
// answers at once, the job runs on another goroutine while the screen
// takes the next command, and Finish says what it found.
func ExampleReview_Finish() {
	pgn := "[White \"a\"]\n[Black \"b\"]\n\n1. e4 e5 *\n"
	ix, _ := review.Build(strings.NewReader(pgn), int64(len(pgn)))
	r := review.New(review.Options{Index: ix, Analyst: evenAnalyst{}})
	r.Open(1)
	ctx := context.Background()
	say := func(lines []review.Line) {
		for _, l := range lines {
			fmt.Println(l.Text)
		}
	}
	say(r.Do(ctx, "analyse"))
	done := make(chan review.Result)
	job := r.Job()
	go func() { done <- job.Run() }()
	say(r.Do(ctx, "next")) // the screen goes on meanwhile
	say(r.Finish(<-done))
	// Output:
	// The engine is looking at the position; say stop to stop it.
	// 1. Eva zwei Eva vier (e4)
	// Analysis of the position at the start:
	// The position is equal.
}
