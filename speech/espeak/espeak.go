// Package espeak renders phrases with the espeak-ng program, when it is
// installed: any text (a player's name), each run of words in the voice of
// its language (assets.Voice: German for Appendix D words, with umlauts,
// König, schlägt; American English for English; Spanish, Brazilian
// Portuguese, Slovak), numbers spelt out in their language.
//
//	r, err := espeak.New("")
//	if err != nil { /* not installed */ }
//	v := speech.PCMVoice{Renderer: r, Sink: sink}
package espeak

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"os/exec"
	"strconv"
	"strings"

	"github.com/tactuschess/tactus/assets"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/wav"
)

// ErrNotInstalled reports that espeak-ng is not installed; it wraps
// speech.ErrUnavailable.
var ErrNotInstalled = fmt.Errorf("espeak: espeak-ng is not installed: %w", speech.ErrUnavailable)

// NormalSpeed is espeak-ng's speed, in words a minute, at rate 0: its own
// default, which the embedded clips are made to match.
const NormalSpeed = 175

// Renderer runs espeak-ng once per utterance. It is safe for concurrent
// use.
type Renderer struct {
	bin   string
	words []assets.Entry
}

// New finds espeak-ng (bin "" means "espeak-ng" on PATH); the error wraps
// ErrNotInstalled when it is not installed.
func New(bin string) (*Renderer, error) {
	if bin == "" {
		bin = "espeak-ng"
	}
	path, err := exec.LookPath(bin)
	if err != nil {
		return nil, fmt.Errorf("%w (%w)", ErrNotInstalled, err)
	}
	words, err := assets.Words()
	if err != nil {
		return nil, fmt.Errorf("espeak: %w", err)
	}
	return &Renderer{bin: path, words: words}, nil
}

// Speed returns espeak-ng's words a minute for a rate of -100..100.
func Speed(rate int) int {
	rate = max(-100, min(100, rate))
	return int(math.Round(NormalSpeed * math.Pow(2, float64(rate)/100)))
}

// Render synthesises u in format f: each run of words in one language
// (speech.ByLanguage) with that language's voice, the runs in a row.
func (r *Renderer) Render(ctx context.Context, u speech.Utterance, f speech.Format) ([]int16, error) {
	var out []int16
	for _, run := range speech.ByLanguage(u.Phrase) {
		text, lang := speech.Spoken(run, r.words)
		pcm, err := r.say(ctx, text, assets.Voice(lang), u.Rate)
		if err != nil {
			return nil, err
		}
		out = append(out, pcm...)
	}
	return speech.Convert(out, assets.SampleRate, f), nil
}

// say runs espeak-ng on text with voice and returns mono samples at
// assets.SampleRate.
func (r *Renderer) say(ctx context.Context, text, voice string, rate int) ([]int16, error) {
	cmd := exec.CommandContext(ctx, r.bin, "-b", "1", "-v", voice, "-s", strconv.Itoa(Speed(rate)), "--stdout")
	cmd.Stdin = strings.NewReader(text) // never parsed as options
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("espeak: %w: %s", err, strings.TrimSpace(stderr.String()))
	}
	pcm, from, err := wav.Decode(bytes.NewReader(out))
	if err != nil {
		return nil, fmt.Errorf("espeak: %w", err)
	}
	if from.Channels != 1 {
		return nil, fmt.Errorf("espeak: %d channels, want mono", from.Channels)
	}
	return speech.Convert(pcm, from.SampleRate, speech.Mono(assets.SampleRate)), nil
}
