package main

import (
	"fmt"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
)

// runHear implements `tactus hear [--fen FEN] [--lang L] [--vocab V] PHRASE...`:
// it plays the phrases in order and prints, for each, the SAN of the move
// it means, one a line. With --audio FILE.wav it hears one spoken move
// instead (hearAudio).
func runHear(e *env, args []string) error {
	fs := newFlagSet("hear")
	vocab := fs.String("vocab", "", "understand only this `vocabulary` (default: all of them)")
	fen := fs.String("fen", rules.StartFEN, "start from this `FEN` (Shredder-FEN or X-FEN for Chess960)")
	chess960 := fs.Bool("chess960", false, chess960Usage)
	lang := fs.String("lang", "en", "notation `language` of the SAN printed (en, de, fr, …)")
	audio := fs.String("audio", "", "hear one move spoken in this WAV `file` (needs pocketsphinx; --vocab default appendix-d)")
	phrases, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	var vocabs []*announce.Vocabulary
	if *vocab != "" {
		v, err := announce.LookupVocabulary(*vocab)
		if err != nil {
			return badUsage("hear: --vocab", err)
		}
		vocabs = append(vocabs, v)
	}
	h, err := announce.NewHearer(vocabs...)
	if err != nil {
		return failed("hear", err)
	}
	g, l, err := gameAndLanguage("hear", *fen, *chess960, *lang)
	if err != nil {
		return err
	}
	if *audio != "" {
		if len(phrases) > 0 {
			return usagef("hear: --audio takes no phrases")
		}
		v := announce.AppendixD()
		if len(vocabs) == 1 {
			v = vocabs[0]
		}
		return hearAudio(e, *audio, g, l, v)
	}
	if len(phrases) == 0 {
		return usagef("hear: no phrases given\n%s", flagUsage(fs))
	}
	return playMoves(g, phrases, l, h.Hear, func(pos *rules.Position, m rules.Move) error {
		fmt.Fprintln(e.stdout, l.SAN(pos, m))
		return nil
	})
}
