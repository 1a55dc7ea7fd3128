// Package review is the tactus app's review screen: it opens a PGN file
// of any size, lists and searches its games, and steps through one of
// them move by move — into its variations and back — saying each move in
// the player's vocabulary with its comment and its NAGs in words ("a
// blunder", "White is better"). The questions of the app (board, pieces,
// square, attackers, pawns …) are answered about the position reviewed,
// and an engine, when one is set (Analyst), says what it thinks of it.
//
// Everything it says, shows and prints is in the player's UI language
// (Options.UI: English, German, Spanish, Portuguese or Slovak, from the
// Review section of package catalog); its command words and search fields
// work in English always and in the UI language too ("weiter", "zurück",
// "ergebnis:remis"). Moves are printed in the notation language and said
// in the player's vocabulary, whatever the UI language.
//
// The Index reads the file once and keeps per game only its offset and the
// tags a list and a search need; a game is read again when it is opened.
// The Review model takes typed lines and returns Lines; Run is its plain
// mode, for screen readers and scripts. The engine never blocks it: a
// command that asks the engine says so at once and leaves a Job, which the
// view runs on another goroutine and hands back to Review.Finish; stop,
// another analysis, another game and quit cancel it.
//
//	f, _ := os.Open("games.pgn")
//	st, _ := f.Stat()
//	ix, err := review.Build(f, st.Size())
//	r := review.New(review.Options{Index: ix})
//	err = review.Run(ctx, r, 1, os.Stdin, os.Stdout, nil) // nil: print only
//
// Searches: see Query.
package review
