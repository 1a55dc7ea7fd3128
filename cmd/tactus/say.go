package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/clips"
	"github.com/tactuschess/tactus/speech/espeak"
	"github.com/tactuschess/tactus/speech/malgo"
	"github.com/tactuschess/tactus/speech/setup"
	"github.com/tactuschess/tactus/speech/wav"
)

// sayPause is the silence between two moves in a rendered WAV file.
const sayPause = 500 * time.Millisecond

// sayFlags are the flags of `tactus say`.
type sayFlags struct {
	voice, out, vocab, style, fen, lang, device, backend string
	rate                                                 int
	spawn, chess960                                      bool
}

// runSay implements `tactus say [flags] MOVE...`: it announces the moves
// (SAN, long algebraic or UCI) as Appendix D phrases through a voice, or
// renders them to a WAV file.
func runSay(e *env, args []string) error {
	fs := newFlagSet("say")
	var f sayFlags
	fs.StringVar(&f.voice, "voice", "", "`voice`: clips, speechd, espeak, sapi (Windows), say (macOS) or text (default: the best available)")
	fs.StringVar(&f.out, "out", "", "render to this WAV `file` (16-bit PCM, mono) instead of playing")
	fs.StringVar(&f.vocab, "vocab", "appendix-d", "move `vocabulary`: "+strings.Join(announce.VocabularyNames(), ", "))
	fs.StringVar(&f.style, "style", "long", "`style`: long or short")
	fs.StringVar(&f.fen, "fen", rules.StartFEN, "start from this `FEN`")
	fs.BoolVar(&f.chess960, "chess960", false, chess960Usage)
	fs.StringVar(&f.lang, "lang", "en", langUsage)
	fs.StringVar(&f.device, "device", "", "sound `device`: a name or number that tactus audio devices lists")
	fs.StringVar(&f.backend, "backend", "", "audio `backend`: "+strings.Join(malgo.Backends(), ", ")+" (default: the platform's order)")
	fs.IntVar(&f.rate, "rate", 0, "speech `rate` from -100 to 100")
	fs.BoolVar(&f.spawn, "spawn-speechd", false, "start speech-dispatcher when it is not running")
	moves, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(moves) == 0 {
		return usagef("say: no moves given\n%s", flagUsage(fs))
	}
	if f.rate < -100 || f.rate > 100 {
		return usagef("say: --rate %d is outside -100..100", f.rate)
	}
	if err := checkDevice("say", f.backend, f.device); err != nil {
		return err
	}
	phrases, err := phraseMoves(f, moves)
	if err != nil {
		return err
	}
	if f.out != "" {
		return renderWAV(f, phrases)
	}
	return speakAll(e, f, phrases)
}

// phraseMoves plays the moves from --fen and returns the phrase of each.
func phraseMoves(f sayFlags, moves []string) ([]announce.Phrase, error) {
	vocab, err := announce.LookupVocabulary(f.vocab)
	if err != nil {
		return nil, badUsage("say: --vocab", err)
	}
	style, err := announce.ParseStyle(f.style)
	if err != nil {
		return nil, badUsage("say: --style", err)
	}
	g, lang, err := gameAndLanguage("say", f.fen, f.chess960, f.lang)
	if err != nil {
		return nil, err
	}
	a := announce.Announcer{Vocab: vocab, Style: style}
	var out []announce.Phrase
	err = playMoves(g, moves, lang, typed(lang), func(pos *rules.Position, m rules.Move) error {
		out = append(out, a.Move(pos, m))
		return nil
	})
	return out, err
}

// renderWAV renders the phrases with the clip voice (or espeak-ng) into
// a WAV file, half a second apart.
func renderWAV(f sayFlags, phrases []announce.Phrase) error {
	var r speech.Renderer
	es, esErr := espeak.New("")
	switch f.voice {
	case "", setup.Clips:
		opts := clips.Options{}
		if esErr == nil {
			opts.Fallback = es // names and other words without a clip
		}
		r = clips.NewRenderer(opts)
	case setup.Espeak:
		if esErr != nil {
			return failed("say", esErr)
		}
		r = es
	default:
		return usagef("say: --out needs --voice clips or espeak, not %q", f.voice)
	}
	sink, err := wav.Create(f.out, speech.Mono(speech.DefaultRate))
	if err != nil {
		return failed("say", err)
	}
	ctx := context.Background()
	pause := make([]int16, sink.Format().Samples(sayPause))
	for i, p := range phrases {
		pcm, err := r.Render(ctx, speech.Utterance{Phrase: p, Priority: speech.Move, Rate: f.rate}, sink.Format())
		if err == nil && i > 0 {
			err = sink.Play(ctx, pause)
		}
		if err == nil {
			err = sink.Play(ctx, pcm)
		}
		if err != nil {
			sink.Close()
			return failed(fmt.Sprintf("say: %q", p), err)
		}
	}
	return sink.Close()
}

// speakAll announces the phrases through the chosen (or best) voice and
// waits until they have been said.
func speakAll(e *env, f sayFlags, phrases []announce.Phrase) error {
	ctx := context.Background()
	s, err := setup.Open(ctx, setup.Config{Voice: f.voice, Device: f.device, Backend: f.backend,
		Text: e.stdout, Getenv: os.Getenv, Spawn: f.spawn})
	if errors.Is(err, setup.ErrUnknownVoice) {
		return usagef("say: there is no voice %q; try clips, speechd, espeak or text", f.voice)
	}
	if err != nil {
		return problemf("say: the voice %s cannot be used, since %s", f.voice, setup.Reason(err))
	}
	defer s.Close()
	if f.voice != setup.Text {
		fmt.Fprintln(e.stderr, s.Path)
	}
	out := s.Outputs(e.stdout, speech.SpeakerOptions{Rate: f.rate})
	defer out.Close()
	for _, p := range phrases {
		out.Move(p)
	}
	wait, cancel := context.WithTimeout(ctx, time.Duration(len(phrases))*time.Minute)
	defer cancel()
	if err := out.Opponent.Wait(wait); err != nil {
		return failed("say", err)
	}
	if err := out.Opponent.LastError(); err != nil {
		fmt.Fprintf(e.stderr, "tactus: say: the voice failed, since %s; the next one spoke instead.\n", setup.Reason(err))
	}
	return nil
}
