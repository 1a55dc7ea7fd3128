// Package pgn reads and writes chess games in Portable Game Notation.
//
// The Reader streams games of a file of any size one at a time: tag pairs,
// {…} and ; comments, NAGs and suffix annotations (! ? !! ?? !? ?!),
// nested variations (kept as data), % escape lines, results, SetUp/FEN,
// Variant "Chess960" (another variant, Atomic say, is an *Error of kind
// ErrVariant naming it), a UTF-8 BOM, CRLF line ends and games without a tag
// section. Clock commands in comments, [%clk 1:23:45] and [%emt 0:00:12],
// become durations on the move; a draw offer (=), as FIDE Appendix C.12
// writes it, becomes a flag. A game's Result is a rules.Result.
//
// It reads PGN as users' files have it: a broken tag line ([White "Smith
// "Smithy" J"], a value without quotes or without its ']') is read as best
// it can be; ½-½ and 1/2 end the movetext as a draw, and a result with an
// en dash (1–0, ½–½) is that result; null moves (-- and
// Z0) become plies marked Null; the glyphs of ChessBase and books (± ∓ +-
// -+ = ⩲ ⩱ ∞ ‼ …) become their standard NAGs; the moves of a recorded game
// that went on after the rules ended it (a dead position nobody noticed)
// are kept, and Game.Ending says where the end was. What it read past is
// listed in Game.Warnings, each with its kind (ErrStrayText …). Files
// joined with cat read as their games: a BOM at the start of a line is
// skipped; prose, a forum's [pgn] and [/pgn] or HTML before, between or
// after games is read past with a warning; a tag section without moves
// followed by the next game's tags is a game of its own. A control
// character in a tag value, which PGN does not allow, reads as a space
// (the writer writes it so), with a warning. A bad game is reported as an *Error with its line and column,
// and the next call goes on with the next game; a game's number counts
// the bad games too.
//
// The Writer writes PGN export format: the seven-tag roster first, lines
// of at most 80 columns, {[%clk h:mm:ss]} after each move whose clock is
// known, {(=)} after a move that offered a draw, NAGs as $n, null moves as
// --. Reading what it writes gives the same game.
//
//	r := pgn.NewReader(f)
//	for {
//		g, err := r.Next()
//		if err == io.EOF { break }
//		var perr *pgn.Error
//		if errors.As(err, &perr) { log.Print(err); continue }
//		if err != nil { return err }
//		fmt.Println(len(g.Moves), g.Result, g.Warnings)
//	}
//
// The package imports only the standard library and packages rules and
// rules/notation.
package pgn
