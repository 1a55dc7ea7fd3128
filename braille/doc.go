// Package braille writes chess in Braille: cells (Unicode braille
// U+2800+mask), North American ASCII Braille (BRF) in both directions, the
// Braille chess code kept as data tables (Code, UK2015), moves read back
// from the code (Code.ParseMove, for a Braille keyboard), and the lines a
// refreshable display of 12 to 80 cells shows during a rules.Game
// (Code.Lines): the last move and who made it, both clocks and the move
// number, the result, the board rank by rank with the file letters, and
// the scoresheet. A View pans over them, follows the display's keys (NavOf),
// shows messages (Message) and maps routing keys to squares; Selector
// turns two selections into a move.
//
//	code := braille.UK2015()
//	pos := rules.StartPosition()
//	m, _ := pos.ParseUCI("g1f3")
//	fmt.Println(code.Move(&pos, m))        // ⠎⠋⠒
//	fmt.Println(code.Rank(&pos, 7, false)) // ⠦⠀⠷⠮⠧⠿⠥⠧⠮⠷
//
// Where each cell of the chess code comes from, and which choices are
// provisional, is documented on Code and UK2015. No cell means two things
// on one line of the display.
package braille
