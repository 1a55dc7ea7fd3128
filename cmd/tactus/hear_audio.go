package main

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
	"github.com/tactuschess/tactus/speech/listen"
)

// errNoRecogniser is the one sentence `hear --audio` says without an engine.
const errNoRecogniser = "hear: moves by voice need pocketsphinx: install the Debian packages pocketsphinx and pocketsphinx-en-us"

// hearAudio implements `tactus hear --audio FILE`: it hears one move of the
// side to move in g in a WAV file (any rate, any channels), the way the
// app hears a spoken move, and prints what it heard and, as the last line,
// the move in SAN, or says that it understood no move.
func hearAudio(e *env, path string, g *rules.Game, l notation.Language, vocab *announce.Vocabulary) error {
	eng, err := listen.NewSphinx(listen.SphinxOptions{})
	if errors.Is(err, listen.ErrNoEngine) || errors.Is(err, listen.ErrNoModel) {
		return problemf("%s", errNoRecogniser)
	}
	if err != nil {
		return failed("hear", err)
	}
	f, err := os.Open(path)
	if err != nil {
		return failed("hear", err)
	}
	defer f.Close()
	pcm, err := listen.ReadWAV(f)
	if err != nil {
		return badUsage("hear: --audio "+path, err)
	}
	pos := g.Position()
	v, err := (&listen.Listener{Engine: eng, Vocab: vocab}).Listen(context.Background(), &pos, pcm)
	if err != nil {
		return failed("hear", err)
	}
	switch v.Kind {
	case listen.Heard:
		fmt.Fprintf(e.stdout, "heard %q\n%s\n", v.Heard, l.SAN(&pos, v.Move))
		return nil
	case listen.Unsure:
		fmt.Fprintf(e.stdout, "heard %q, but %q is nearly as likely: say it again\n", v.Heard, v.Second)
	case listen.NotLegal:
		fmt.Fprintf(e.stdout, "heard %q, which is not a legal move here\n", v.Heard)
	default:
		fmt.Fprintln(e.stdout, "heard no move phrase")
	}
	fmt.Fprintln(e.stdout, "understood nothing")
	return problemf("hear: understood no move")
}
