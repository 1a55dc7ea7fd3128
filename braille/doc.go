// Package braille writes chess in Braille: cells (Unicode braille
// U+2800+mask), North American ASCII Braille (BRF) in both directions, the
// Braille chess code kept as data tables (Code), and the lines a
// refreshable display of 12 to 80 cells shows during a game (View): the
// last move and who made it, both clocks and the move number, the board
// rank by rank, and the scoresheet, with panning and routing-key selection
// of squares (Selector turns two selections into a move).
//
//	code := braille.UK2015
//	pos := rules.StartPosition()
//	m, _ := pos.ParseUCI("g1f3")
//	fmt.Println(code.Move(&pos, m))           // ⠎⠋⠒
//	fmt.Println(code.Rank(&pos, 7, false))    // ⠦ ⠷⠮⠧⠿⠥⠧⠮⠷
//
// Where each cell of the chess code comes from, and which choices are
// provisional, is documented on Code and UK2015.
package braille
