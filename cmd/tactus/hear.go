package main

import (
	"errors"
	"fmt"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// inLanguage makes the moves an error of announce lists appear in the
// user's notation language, as the moves tactus prints do.
func inLanguage(err error, l notation.Language) {
	var amb *announce.AmbiguousError
	var none *announce.NoMoveError
	switch {
	case errors.As(err, &amb):
		amb.Lang = l
	case errors.As(err, &none):
		none.Lang = l
	}
}

// runHear implements `tactus hear [--fen FEN] [--lang L] [--vocab V] PHRASE...`:
// it plays the phrases in order and prints, for each, the SAN of the move
// it means, one a line.
func runHear(e *env, args []string) error {
	fs := newFlagSet("hear")
	vocab := fs.String("vocab", "", "understand only this `vocabulary` (default: all of them)")
	fen := fs.String("fen", rules.StartFEN, "start from this `FEN` (Shredder-FEN or X-FEN for Chess960)")
	lang := fs.String("lang", "en", "notation `language` of the SAN printed (en, de, fr, …)")
	phrases, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	var vocabs []*announce.Vocabulary
	if *vocab != "" {
		v, err := announce.LookupVocabulary(*vocab)
		if err != nil {
			return usagef("hear: --vocab: %v", err)
		}
		vocabs = append(vocabs, v)
	}
	h, err := announce.NewHearer(vocabs...)
	if err != nil {
		return fmt.Errorf("hear: %w", err)
	}
	g, l, err := gameAndLanguage("hear", *fen, *lang)
	if err != nil {
		return err
	}
	if len(phrases) == 0 {
		return usagef("hear: no phrases given\n%s", flagUsage(fs))
	}
	for i, s := range phrases {
		pos := g.Position()
		m, err := playable(g, &pos, i, s, func(p *rules.Position) (rules.Move, error) {
			m, err := h.Hear(p, s)
			inLanguage(err, l)
			return m, err
		})
		if err != nil {
			return fmt.Errorf("hear: %w", err)
		}
		fmt.Fprintln(e.stdout, l.SAN(&pos, m))
		if err := g.Play(m); err != nil {
			return fmt.Errorf("hear: %q at ply %d: %w", s, i+1, err)
		}
	}
	return nil
}
