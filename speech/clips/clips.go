// Package clips is the embedded voice: it speaks a phrase as the clips of
// its words from package assets, in a row with a short gap, and needs
// nothing installed. Words without a clip (a player's name) go to a
// fallback renderer or voice.
//
//	r := clips.NewRenderer(clips.Options{})
//	pcm, err := r.Render(ctx, speech.Utterance{Phrase: p}, speech.Mono(22050))
//
//	v := clips.Voice{Renderer: r, Sink: sink, Fallback: speechd}
//	err = v.Speak(ctx, speech.Utterance{Phrase: p, Priority: speech.Move})
package clips

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/assets"
	"github.com/tactuschess/tactus/speech"
)

// ErrNoClip reports words without a clip and no fallback to say them.
var ErrNoClip = fmt.Errorf("clips: no clip: %w", speech.ErrCannotSay)

// DefaultGap is the silence between two words; PauseGap is the silence a
// Pause word (a comma, a colon) makes.
const (
	DefaultGap = 40 * time.Millisecond
	PauseGap   = 150 * time.Millisecond
)

// Options tunes a Renderer.
type Options struct {
	// Gap is the silence between words; 0 means DefaultGap, negative none.
	Gap time.Duration
	// Fallback renders words without a clip (espeak-ng, say); nil makes
	// them an error.
	Fallback speech.Renderer
}

// Renderer renders phrases from the embedded clips. It caches decoded
// clips and is safe for concurrent use.
type Renderer struct {
	opts      Options
	mu        sync.Mutex
	cache     map[clipRate][]int16
	stretched int // the one rate other than 0 the cache holds clips for
}

// clipRate names a decoded clip of a language stretched for a rate.
type clipRate struct {
	lang, key string
	rate      int
}

// NewRenderer returns a clip renderer.
func NewRenderer(opts Options) *Renderer {
	if opts.Gap == 0 {
		opts.Gap = DefaultGap
	}
	return &Renderer{opts: opts, cache: map[clipRate][]int16{}}
}

// Keys returns the clip keys that say w, in the directory of its
// language (see Lang), or nil when some are missing. A Number word in
// digits ("125", "9,5") is spoken as its language's number words in the
// form its Gender asks (announce.SpellNumber); a Pause word needs none (an
// empty, non-nil slice); any other word is its own clip, or the clips of
// its words.
func Keys(w announce.Word) []string {
	if w.Kind == announce.Pause {
		return []string{}
	}
	lang := assets.Lang(w.Lang)
	if w.Kind == announce.Number {
		if atoms, ok := announce.SpellNumber(w); ok {
			return keysOf(lang, atoms)
		}
	}
	if k := assets.Key(w.Text); k != "" && assets.Has(lang, k) {
		return []string{k}
	}
	parts := strings.Fields(w.Text)
	if len(parts) < 2 {
		return nil
	}
	return keysOf(lang, parts)
}

// keysOf returns the keys of words in lang, or nil when one has no clip.
func keysOf(lang string, words []string) []string {
	keys := make([]string, 0, len(words))
	for _, p := range words {
		k := assets.Key(p)
		if k == "" {
			continue
		}
		if !assets.Has(lang, k) {
			return nil
		}
		keys = append(keys, k)
	}
	return keys
}

// Missing returns the words of p that have no clip.
func Missing(p announce.Phrase) []announce.Word {
	var out []announce.Word
	for _, w := range p {
		if Keys(w) == nil {
			out = append(out, w)
		}
	}
	return out
}

// clip returns the decoded clip for key stretched for rate, from the
// cache, which holds clips at rate 0 and at the latest other rate.
func (r *Renderer) clip(lang, key string, rate int) ([]int16, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if pcm, ok := r.cache[clipRate{lang, key, rate}]; ok {
		return pcm, nil
	}
	if rate != 0 && rate != r.stretched {
		for k := range r.cache {
			if k.rate != 0 {
				delete(r.cache, k)
			}
		}
		r.stretched = rate
	}
	pcm, err := assets.Clip(lang, key)
	if err != nil {
		return nil, fmt.Errorf("clips: %w", err)
	}
	pcm = Stretch(pcm, Speed(rate))
	r.cache[clipRate{lang, key, rate}] = pcm
	return pcm, nil
}

// silence returns d of silence at rate's speed.
func silence(d time.Duration, rate int) []int16 {
	return make([]int16, int(float64(speech.Mono(assets.SampleRate).Samples(max(0, d)))/Speed(rate)))
}

// Render renders u in format f: the clips of its words with a gap
// between, each time-stretched for u.Rate.
func (r *Renderer) Render(ctx context.Context, u speech.Utterance, f speech.Format) ([]int16, error) {
	if err := f.Validate(); err != nil {
		return nil, fmt.Errorf("clips: %w", err)
	}
	u.Rate = max(-100, min(100, u.Rate))
	gap, pause := silence(r.opts.Gap, u.Rate), silence(PauseGap, u.Rate)
	var out []int16
	for i, w := range u.Phrase {
		if w.Kind == announce.Pause {
			out = append(out, pause...)
			continue
		}
		if i > 0 && u.Phrase[i-1].Kind != announce.Pause {
			out = append(out, gap...)
		}
		pcm, err := r.word(ctx, w, u)
		if err != nil {
			return nil, err
		}
		out = append(out, pcm...)
	}
	return speech.Convert(out, assets.SampleRate, f), nil
}

// word returns the mono samples at assets.SampleRate that say w.
func (r *Renderer) word(ctx context.Context, w announce.Word, u speech.Utterance) ([]int16, error) {
	keys := Keys(w)
	if keys == nil {
		return r.fallback(ctx, w, u)
	}
	var out []int16
	for i, k := range keys {
		pcm, err := r.clip(assets.Lang(w.Lang), k, u.Rate)
		if err != nil {
			return nil, err
		}
		if i > 0 {
			out = append(out, silence(r.opts.Gap/2, u.Rate)...)
		}
		out = append(out, pcm...)
	}
	return out, nil
}

func (r *Renderer) fallback(ctx context.Context, w announce.Word, u speech.Utterance) ([]int16, error) {
	if r.opts.Fallback == nil {
		return nil, fmt.Errorf("%w: %q", ErrNoClip, w.Text)
	}
	sub := speech.Utterance{Phrase: announce.Phrase{w}, Priority: u.Priority, Rate: u.Rate}
	pcm, err := r.opts.Fallback.Render(ctx, sub, speech.Mono(assets.SampleRate))
	if err != nil {
		return nil, fmt.Errorf("clips: fallback for %q: %w", w.Text, err)
	}
	return pcm, nil
}

// Voice speaks with clips on a sink. Runs of words without a clip go to
// Fallback (speech-dispatcher, say) when it is set, else to the
// renderer's own fallback.
type Voice struct {
	Renderer *Renderer
	Sink     speech.Sink
	Fallback speech.Voice
}

// Speak says u, playing each run of clip words and handing each run of
// other words to the fallback voice, in order.
func (v Voice) Speak(ctx context.Context, u speech.Utterance) error {
	for _, run := range split(u.Phrase, v.Fallback != nil) {
		part := speech.Utterance{Phrase: run.words, Priority: u.Priority, Rate: u.Rate}
		var err error
		if run.clips {
			err = speech.PCMVoice{Renderer: v.Renderer, Sink: v.Sink}.Speak(ctx, part)
		} else {
			err = v.Fallback.Speak(ctx, part)
		}
		if err != nil {
			if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
				return err
			}
			return fmt.Errorf("clips: %w", err)
		}
	}
	return nil
}

// run is a maximal stretch of words that all have clips, or all have not.
type run struct {
	words announce.Phrase
	clips bool
}

// split cuts p into runs; without a fallback voice, everything is one
// clip run (missing words go to the renderer's fallback).
func split(p announce.Phrase, byClip bool) []run {
	var out []run
	for _, w := range p {
		has := !byClip || Keys(w) != nil
		if n := len(out); n > 0 && out[n-1].clips == has {
			out[n-1].words = append(out[n-1].words, w)
			continue
		}
		out = append(out, run{words: announce.Phrase{w}, clips: has})
	}
	return out
}
