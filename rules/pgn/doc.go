// Package pgn reads and writes chess games in Portable Game Notation.
//
// The Reader streams games of a file of any size one at a time: tag pairs,
// {…} and ; comments, NAGs and suffix annotations (! ? !! ?? !? ?!),
// nested variations (kept as data), % escape lines, results, SetUp/FEN,
// Variant "Chess960", a UTF-8 BOM, CRLF line ends and games without a tag
// section. Clock commands in comments, [%clk 1:23:45] and [%emt 0:00:12],
// become durations on the move; a draw offer (=), as FIDE Appendix C.12
// writes it, becomes a flag. A bad game is reported as an *Error with its
// line and column, and the next call goes on with the next game.
//
// The Writer writes PGN export format: the seven-tag roster first, lines
// of at most 80 columns, {[%clk h:mm:ss]} after each move whose clock is
// known, {(=)} after a move that offered a draw. Reading what it writes
// gives the same game.
//
//	r := pgn.NewReader(f)
//	for {
//		g, err := r.Next()
//		if err == io.EOF { break }
//		var perr *pgn.Error
//		if errors.As(err, &perr) { log.Print(err); continue }
//		if err != nil { return err }
//		fmt.Println(len(g.Moves), g.Result)
//	}
//
// The package imports only the standard library and packages rules and
// rules/notation.
package pgn
