package rules

// Perft counts the leaf nodes of the legal move tree to the given depth, a
// standard check of a move generator. The last ply is counted from the
// legal move list without playing its moves.
func Perft(p *Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var l MoveList
	p.generate(&l)
	if depth == 1 {
		return uint64(l.n)
	}
	var n uint64
	for _, m := range l.moves[:l.n] {
		n += perftAfter(*p, m, depth-1)
	}
	return n
}

// perftAfter plays m on its own copy of the position (copy-make) and counts
// below it. Taking the copy as a parameter keeps it on the stack.
func perftAfter(child Position, m Move, depth int) uint64 {
	child.play(m)
	return Perft(&child, depth)
}

// DivideEntry is one root move and the leaf count below it.
type DivideEntry struct {
	Move  Move
	Nodes uint64
}

// Divide returns, for each legal move of p, the perft count of the position
// after it at depth-1.
func Divide(p *Position, depth int) []DivideEntry {
	var l MoveList
	p.LegalMoves(&l)
	out := make([]DivideEntry, 0, l.n)
	for _, m := range l.Slice() {
		child := *p
		child.play(m)
		out = append(out, DivideEntry{Move: m, Nodes: Perft(&child, depth-1)})
	}
	return out
}
