package main

import (
	"fmt"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// runStatus implements `tactus status [--fen FEN] [--lang L] [MOVE...]`;
// moves are SAN, long algebraic or UCI, with the piece letters of --lang.
func runStatus(e *env, args []string) error {
	fs := newFlagSet("status")
	fen := fs.String("fen", rules.StartFEN, "start from this `FEN`")
	langCode := fs.String("lang", "en", langUsage)
	moves, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	g, lang, err := gameAndLanguage("status", *fen, *langCode)
	if err != nil {
		return err
	}
	for i, s := range moves {
		if st := g.Status(); st.Over() {
			return fmt.Errorf("status: move %q at ply %d: the game is already over (%s)", s, i+1, st)
		}
		p := g.Position()
		m, err := notation.ParseMove(&p, s, lang)
		if err != nil {
			return fmt.Errorf("status: ply %d (%s, move %d): %q: %w", i+1, p.SideToMove(), p.FullmoveNumber(), s, err)
		}
		if err := g.Play(m); err != nil {
			return fmt.Errorf("status: move %q at ply %d: %w", s, i+1, err)
		}
	}
	fmt.Fprintln(e.stdout, g.Status())
	return nil
}
