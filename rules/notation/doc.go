// Package notation writes and reads chess moves the way players write them
// (FIDE Laws of Chess, Appendix C): Standard Algebraic Notation, long
// algebraic notation and UCI, with the piece letters of the player's own
// language (Appendix C.3) or figurines. Input is lenient — 0-0, nf3, e8Q,
// exd6 e.p., Ng1f3 — and errors say what was wrong and what the legal
// moves are. The language is always given by the caller, never guessed.
//
//	pos := rules.StartPosition()
//	m, err := notation.ParseMove(&pos, "Sf3", notation.German)
//	if err != nil { … }
//	fmt.Println(notation.SAN(&pos, m))         // Nf3
//	fmt.Println(notation.French.SAN(&pos, m))  // Cf3
//	fmt.Println(notation.LAN(&pos, m))         // Ng1-f3
//
// The package imports only the standard library and package rules.
package notation
