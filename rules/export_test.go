package rules

// ParseFENUnreachable reads a FEN as ParseFEN does but accepts checks no
// game can reach (a double check no move can give), so that perft can run
// on the published suites' few such positions: their counts are facts all
// the same.
func ParseFENUnreachable(fen string) (Position, error) { return parseFEN(fen, false, false) }
