package main

import (
	"fmt"

	"github.com/tactuschess/tactus/rules"
)

// runPerft implements `tactus perft [--divide] --depth N [--fen FEN]
// [--lang L] [MOVE...]`: the moves (SAN, long algebraic or UCI, with the
// piece letters of --lang) are played before counting.
func runPerft(e *env, args []string) error {
	fs := newFlagSet("perft")
	depth := fs.Int("depth", 0, "`N` plies to count (1 or more)")
	fen := fs.String("fen", rules.StartFEN, "start from this `FEN` (Chess960 is recognised from its castling field)")
	chess960 := fs.Bool("chess960", false, chess960Usage)
	divide := fs.Bool("divide", false, "first list each root move (UCI) with its count")
	langCode := fs.String("lang", "en", langUsage)
	moves, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if *depth < 1 || *depth > 20 {
		return usagef("perft: --depth must be from 1 to 20, got %d", *depth)
	}
	g, lang, err := gameAndLanguage("perft", *fen, *chess960, *langCode)
	if err != nil {
		return err
	}
	if err := playMoves(g, moves, lang, typed(lang), nil); err != nil {
		return err
	}
	pos := g.Position()
	if !*divide {
		fmt.Fprintln(e.stdout, rules.Perft(&pos, *depth))
		return nil
	}
	var total uint64
	for _, d := range rules.Divide(&pos, *depth) {
		fmt.Fprintf(e.stdout, "%s %d\n", pos.UCI(d.Move), d.Nodes)
		total += d.Nodes
	}
	fmt.Fprintln(e.stdout)
	fmt.Fprintln(e.stdout, total)
	return nil
}
