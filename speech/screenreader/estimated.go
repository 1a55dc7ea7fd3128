package screenreader

import (
	"context"
	"fmt"
	"strings"
	"sync"

	"github.com/tactuschess/tactus/assets"
	"github.com/tactuschess/tactus/speech"
)

// JAWSAPI is JAWS's COM API (FreedomSci.JawsApi): the calls tactus makes.
type JAWSAPI interface {
	// SayString speaks text with JAWS's voice; flush first stops what
	// JAWS says.
	SayString(text string, flush bool) error
	// StopSpeech stops what JAWS says.
	StopSpeech() error
	// RunFunction runs a JAWS script function call, such as
	// BrailleString("…").
	RunFunction(call string) error
}

// SAPIAPI is a SAPI 5 voice (SAPI.SpVoice): the calls tactus makes.
type SAPIAPI interface {
	// Speak speaks text asynchronously; purge first stops what the voice
	// says.
	Speak(text string, purge bool) error
	// SetRate sets SAPI's rate, -10..10.
	SetRate(rate int) error
	// Stop stops what the voice says.
	Stop() error
}

// estimated speaks through a service that reports no end: it waits for
// the words' expected time (speech.ExpectedTime), and a done ctx stops
// the service's speech.
type estimated struct {
	opts  Options
	words []assets.Entry
	mu    sync.Mutex
}

func newEstimated(opts Options) (*estimated, error) {
	words, err := assets.Words()
	if err != nil {
		return nil, fmt.Errorf("screenreader: %w", err)
	}
	return &estimated{opts: opts.withDefaults(), words: words}, nil
}

// say speaks u with start, waits its expected time at rate, and calls
// stop when ctx is done first.
func (e *estimated) say(ctx context.Context, u speech.Utterance, rate int, start func(text string) error, stop func() error) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := ctx.Err(); err != nil {
		return err
	}
	t := spoken(u.Phrase, e.words)
	if len(t) == 0 {
		return nil
	}
	if err := start(t.String()); err != nil {
		return err
	}
	if err := speech.SleepOn(ctx, e.opts.Clock, speech.ExpectedTime(t.words(), rate)); err != nil {
		_ = stop() // the utterance is given up either way
		return err
	}
	return nil
}

// JAWSVoice speaks through JAWS. A move stops what JAWS says first and is
// shown on JAWS's Braille display; Speak waits for the expected time, as
// JAWS reports no end. It is safe for concurrent use.
type JAWSVoice struct {
	api JAWSAPI
	e   *estimated
}

// NewJAWS returns a voice on api.
func NewJAWS(api JAWSAPI, opts Options) (*JAWSVoice, error) {
	e, err := newEstimated(opts)
	if err != nil {
		return nil, err
	}
	return &JAWSVoice{api: api, e: e}, nil
}

// Speak says u through JAWS and waits its expected time.
func (v *JAWSVoice) Speak(ctx context.Context, u speech.Utterance) error {
	return v.e.say(ctx, u, v.e.opts.Rate, func(text string) error {
		if err := v.api.SayString(text, u.Priority == speech.Move); err != nil {
			return err
		}
		if u.Priority == speech.Move {
			// the move was said; the app's own display shows it too
			_ = v.api.RunFunction(jawsCall("BrailleString", u.Phrase.String()))
		}
		return nil
	}, v.api.StopSpeech)
}

// jawsCall writes a JAWS script call of fn with one string argument.
// JAWS script strings have no escapes: a double quote becomes a single
// one, and control characters spaces.
func jawsCall(fn, arg string) string {
	arg = strings.Map(func(r rune) rune {
		switch {
		case r == '"':
			return '\''
		case r < ' ':
			return ' '
		}
		return r
	}, arg)
	return fmt.Sprintf("%s(%q)", fn, arg)
}

// SAPIVoice speaks with a SAPI 5 voice (Windows's own voices, without a
// screen reader). A move stops what the voice says first; the rate follows
// the utterance's; Speak waits for the expected time. It is safe for
// concurrent use.
type SAPIVoice struct {
	api  SAPIAPI
	e    *estimated
	rate *int // the rate last set, nil before the first
}

// NewSAPI returns a voice on api.
func NewSAPI(api SAPIAPI, opts Options) (*SAPIVoice, error) {
	e, err := newEstimated(opts)
	if err != nil {
		return nil, err
	}
	return &SAPIVoice{api: api, e: e}, nil
}

// Speak says u with the SAPI voice and waits its expected time.
func (v *SAPIVoice) Speak(ctx context.Context, u speech.Utterance) error {
	return v.e.say(ctx, u, u.Rate, func(text string) error {
		r := sapiRate(u.Rate)
		if v.rate == nil || *v.rate != r {
			if err := v.api.SetRate(r); err != nil {
				return err
			}
			v.rate = &r
		}
		return v.api.Speak(text, u.Priority == speech.Move)
	}, v.api.Stop)
}

// sapiRate maps a rate of -100..100 to SAPI's -10..10.
func sapiRate(rate int) int { return max(-10, min(10, rate/10)) }
