package main

import (
	"fmt"

	"github.com/tactuschess/tactus/cmd/tactus/internal/narrate"
	"github.com/tactuschess/tactus/rules"
)

// runStatus implements `tactus status [--fen FEN] [--lang L] [MOVE...]`;
// moves are SAN, long algebraic or UCI, with the piece letters of --lang.
func runStatus(e *env, args []string) error {
	fs := newFlagSet("status")
	fen := fs.String("fen", rules.StartFEN, "start from this `FEN`")
	chess960 := fs.Bool("chess960", false, chess960Usage)
	langCode := fs.String("lang", "en", langUsage)
	short := fs.Bool("short", false, "print the status in short form for scripts (\"checkmate 0-1\")")
	moves, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	g, lang, err := gameAndLanguage("status", *fen, *chess960, *langCode)
	if err != nil {
		return err
	}
	if err := playMoves(g, moves, lang, typed(lang), nil); err != nil {
		return err
	}
	if *short {
		fmt.Fprintln(e.stdout, g.Status())
	} else {
		pos := g.Position()
		fmt.Fprintln(e.stdout, narrate.Status(g.Status(), pos.SideToMove()))
	}
	return nil
}
