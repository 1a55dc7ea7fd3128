// Package rules is tactus's chess rules engine: positions on bitboards,
// legal move generation, FEN, Chess960 and game status under the FIDE Laws
// of Chess. Everything that is chess law lives here; the package knows
// nothing of sound, Braille or terminals and imports only the standard
// library.
//
//	pos, err := rules.ParseFEN(rules.StartFEN) // refuses unreachable positions
//	if err != nil { … }
//	var moves rules.MoveList
//	pos.LegalMoves(&moves)
//	m, err := pos.ParseUCI("e2e4")
//	if err != nil { … }
//	if err := pos.Play(m); err != nil { … } // Play refuses an illegal move
//	fmt.Println(pos.FEN())
//
// A FEN whose KQkq castling needs a Chess960 reading (a king on d1, say)
// is read with ParseFEN960; file letters (HAha) declare Chess960 anyway.
//
// A Game adds the history that repetition and the fifty-move rule need:
//
//	g := rules.NewGame(rules.StartPosition())
//	_ = g.PlayUCI("f2f3")
//	fmt.Println(g.Status())
package rules
