package main

import (
	"fmt"
	"strings"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
)

// runAnnounce implements
// `tactus announce [--vocab V] [--style long|short] [--fen FEN] [--lang L] [--numbered] MOVE...`:
// it plays the moves in order and prints the phrase of each, one a line
// (with --numbered, after its number and side: "Move 1, White: …").
func runAnnounce(e *env, args []string) error {
	fs := newFlagSet("announce")
	vocab := fs.String("vocab", "appendix-d", "announce in `vocabulary` "+strings.Join(announce.VocabularyNames(), ", "))
	style := fs.String("style", "long", "phrase `style`: long (origin square always) or short (as SAN)")
	fen := fs.String("fen", rules.StartFEN, "start from this `FEN` (Shredder-FEN or X-FEN for Chess960)")
	chess960 := fs.Bool("chess960", false, chess960Usage)
	lang := fs.String("lang", "en", "notation `language` of the moves (en, de, fr, …); UCI is always accepted")
	numbered := fs.Bool("numbered", false, "begin each line with the move number and side")
	moves, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	v, err := announce.LookupVocabulary(*vocab)
	if err != nil {
		return badUsage("announce: --vocab", err)
	}
	st, err := announce.ParseStyle(*style)
	if err != nil {
		return badUsage("announce: --style", err)
	}
	g, l, err := gameAndLanguage("announce", *fen, *chess960, *lang)
	if err != nil {
		return err
	}
	if len(moves) == 0 {
		return usagef("announce: no moves given\n%s", flagUsage(fs))
	}
	a := announce.Announcer{Vocab: v, Style: st}
	return playMoves(g, moves, l, typed(l), func(pos *rules.Position, m rules.Move) error {
		if *numbered {
			fmt.Fprintln(e.stdout, a.Ply(pos, m))
		} else {
			fmt.Fprintln(e.stdout, a.Move(pos, m))
		}
		return nil
	})
}
