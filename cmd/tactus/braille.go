package main

import (
	"errors"
	"fmt"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/braille/brlapi"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// brailleFlags are the flags of `tactus braille`.
type brailleFlags struct {
	fen, lang, addr      string
	board, display, flip bool
	brf, chess960        bool
}

// runBraille implements `tactus braille`: moves in the Braille chess code
// (default), the board (--board), or a live display through BRLTTY
// (--display).
func runBraille(e *env, args []string) error {
	fs := newFlagSet("braille")
	var f brailleFlags
	fs.StringVar(&f.fen, "fen", rules.StartFEN, "start from this `FEN`")
	fs.BoolVar(&f.chess960, "chess960", false, chess960Usage)
	fs.StringVar(&f.lang, "lang", "en", "`language` of the piece letters in the moves typed (en, de, fr, …)")
	fs.BoolVar(&f.board, "board", false, "print the board, rank 8 first, and the file letters, as the display shows them")
	fs.BoolVar(&f.flip, "flip", false, "with --board or --display: the board from Black's side")
	fs.BoolVar(&f.brf, "brf", false, "print North American ASCII Braille (BRF) instead of Unicode braille")
	fs.BoolVar(&f.display, "display", false, "show the position on a Braille display through BRLTTY and describe its keys until EOF or Ctrl-C")
	fs.StringVar(&f.addr, "brlapi", "", "BrlAPI `address` (host:N, :N; default $BRLAPI_HOST, then :0)")
	moves, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if f.board && f.display {
		return usagef("braille: --board and --display exclude each other")
	}
	if _, err := brlapi.ParseAddress(f.addr); err != nil {
		return usagef("braille: --brlapi %q is not a BrlAPI address; write host:N or :N", f.addr)
	}
	pos, err := readFEN("braille", f.fen, f.chess960)
	var ue *usageError
	if errors.As(err, &ue) {
		return err
	}
	if err != nil {
		return usagef("braille: --fen is not a position: %s", fenProblem(err))
	}
	lang, err := parseLang("braille", "lang", f.lang)
	if err != nil {
		return err
	}
	g := rules.NewGame(pos)
	if err := playTyped(g, moves, lang); err != nil {
		return err
	}
	code := braille.UK2015()
	switch {
	case f.display:
		return runBrailleDisplay(e, f, g)
	case f.board:
		final := g.Position()
		return printCells(e, f.brf, boardCells(code.Board(&final, f.flip)))
	case len(moves) == 0:
		return usagef("braille: no moves given (or use --board or --display)\n%s", flagUsage(fs))
	}
	return printCells(e, f.brf, numberedMoves(code, g))
}

// fenProblem says in a few words what is wrong with a FEN.
func fenProblem(err error) string {
	var fe *rules.FENError
	if errors.As(err, &fe) {
		return fmt.Sprintf("its %s field is wrong (%s)", fe.Name, fe.Msg)
	}
	return "it cannot be read"
}

// playTyped plays moves typed in SAN, long algebraic or UCI.
func playTyped(g *rules.Game, args []string, lang notation.Language) error {
	return playMoves(g, args, lang, typed(lang), nil)
}

// numberedMoves writes each move of g as an isolated numbered move.
func numberedMoves(code *braille.Code, g *rules.Game) []braille.Cells {
	var out []braille.Cells
	pos := g.Start()
	for _, m := range g.Moves() {
		out = append(out, code.NumberedMove(&pos, m))
		if pos.Play(m) != nil { // cannot happen: g holds legal moves
			break
		}
	}
	return out
}

func boardCells(lines []braille.Line) []braille.Cells {
	out := make([]braille.Cells, len(lines))
	for i, l := range lines {
		out[i] = l.Cells
	}
	return out
}

// printCells prints one line of cells per line, as Unicode braille or BRF.
func printCells(e *env, brf bool, lines []braille.Cells) error {
	for _, l := range lines {
		s := l.String()
		if brf {
			var err error
			if s, err = braille.EncodeBRF(l); err != nil {
				return failed("braille", err)
			}
		}
		if _, err := fmt.Fprintln(e.stdout, s); err != nil {
			return err
		}
	}
	return nil
}
