// Package setup picks the best way to speak on this machine and degrades,
// never fails: speech-dispatcher when it answers, else the embedded clips
// on a sound device (malgo, then oto), else text for a screen reader. It
// says once, in one line, which path is in use.
//
//	s, err := setup.Open(ctx, setup.Config{Text: os.Stdout, Getenv: os.Getenv})
//	defer s.Close()
//	fmt.Fprintln(os.Stderr, s.Path) // "speech: using speech-dispatcher"
//	out := s.Outputs(speech.SpeakerOptions{})
//	out.Move(phrase)
package setup

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/clips"
	"github.com/tactuschess/tactus/speech/espeak"
	"github.com/tactuschess/tactus/speech/malgo"
	"github.com/tactuschess/tactus/speech/oto"
	"github.com/tactuschess/tactus/speech/speechd"
	"github.com/tactuschess/tactus/speech/ssip"
)

// The voices Config.Voice accepts; "" picks the best available.
const (
	Clips   = "clips"
	Speechd = "speechd"
	Espeak  = "espeak"
	Text    = "text"
)

// ErrUnknownVoice reports a voice name setup does not know.
var ErrUnknownVoice = errors.New("setup: unknown voice")

// Config says what the user asked for.
type Config struct {
	// Voice is "", Clips, Speechd, Espeak or Text. A named voice that is
	// unavailable is an error; "" degrades to the next best.
	Voice string
	// Device and OpponentDevice name the blind player's and the
	// opponent's sound devices (malgo); "" is the default device, and an
	// empty OpponentDevice means the player's.
	Device, OpponentDevice string
	// Backend is malgo's backend ("" for the platform's order).
	Backend string
	// Text receives announcements on the text path (and words no voice
	// can say).
	Text io.Writer
	// Getenv reads the environment (os.Getenv).
	Getenv func(string) string
	// Spawn lets speech-dispatcher be started when its socket does not
	// answer, as libspeechd clients do.
	Spawn bool
}

// Speech is what Open found: a voice for each output and the path in use.
type Speech struct {
	Player, Opponent speech.Voice
	// Fallback says what the voices keep failing on: the clips on the
	// default device behind speech-dispatcher when there is one, else nil
	// (text).
	Fallback speech.Voice
	// Path is one line for the user naming the path in use and why.
	Path    string
	closers []func() error
}

// Close releases devices and connections.
func (s *Speech) Close() error {
	var errs []error
	for i := len(s.closers) - 1; i >= 0; i-- {
		errs = append(errs, s.closers[i]())
	}
	return errors.Join(errs...)
}

// Outputs starts a Speaker per output (one when both use the same voice),
// falling back to text for utterances a voice keeps failing on.
func (s *Speech) Outputs(text io.Writer, opts speech.SpeakerOptions) speech.Outputs {
	if opts.Fallback == nil {
		opts.Fallback = s.Fallback
	}
	if opts.Fallback == nil && text != nil {
		opts.Fallback = speech.NewTextVoice(text)
	}
	p := speech.NewSpeaker(s.Player, opts)
	if s.Opponent == s.Player {
		return speech.Outputs{Player: p, Opponent: p}
	}
	return speech.Outputs{Player: p, Opponent: speech.NewSpeaker(s.Opponent, opts)}
}

// Open sets up speech as cfg asks.
func Open(ctx context.Context, cfg Config) (*Speech, error) {
	if cfg.Text == nil {
		cfg.Text = io.Discard
	}
	switch cfg.Voice {
	case Speechd:
		return openSpeechd(ctx, cfg)
	case Clips, Espeak:
		return openPCM(cfg)
	case Text:
		return textOnly(cfg, "speech: printing announcements as text"), nil
	case "":
		return openBest(ctx, cfg), nil
	}
	return nil, fmt.Errorf("%w %q (want %s, %s, %s or %s)", ErrUnknownVoice, cfg.Voice, Clips, Speechd, Espeak, Text)
}

// openBest tries speech-dispatcher, then clips on a device, then text.
func openBest(ctx context.Context, cfg Config) *Speech {
	if cfg.Device == "" && cfg.OpponentDevice == "" {
		s, err := openSpeechd(ctx, cfg)
		cfg.Voice = Clips
		if err == nil {
			if fb, err := openPCM(cfg); err == nil {
				s.Fallback = fb.Player
				s.closers = append(s.closers, fb.Close)
			}
			return s
		}
		s, err2 := openPCM(cfg)
		if err2 == nil {
			s.Path = fmt.Sprintf("%s; %s", s.Path, headline(err))
			return s
		}
		return textOnly(cfg, fmt.Sprintf("speech: printing announcements as text; %s; no sound device (%s)", headline(err), cause(err2)))
	}
	cfg.Voice = Clips
	s, err := openPCM(cfg)
	if err != nil {
		return textOnly(cfg, fmt.Sprintf("speech: printing announcements as text; no sound device (%s)", cause(err)))
	}
	return s
}

// headline returns an error's own text before the wrapped detail.
func headline(err error) string {
	text := err.Error()
	if i := strings.Index(text, " ("); i > 0 {
		return text[:i]
	}
	return text
}

// cause returns the text of the innermost error of err's chain that is
// not speech.ErrUnavailable, following the first such error where one
// wraps several.
func cause(err error) string {
	for {
		var next error
		switch u := err.(type) {
		case interface{ Unwrap() error }:
			next = u.Unwrap()
		case interface{ Unwrap() []error }:
			for _, e := range u.Unwrap() {
				if e != speech.ErrUnavailable {
					next = e
					break
				}
			}
		}
		if next == nil || next == speech.ErrUnavailable {
			return err.Error()
		}
		err = next
	}
}

func textOnly(cfg Config, path string) *Speech {
	v := speech.NewTextVoice(cfg.Text)
	return &Speech{Player: v, Opponent: v, Path: path}
}

func openSpeechd(ctx context.Context, cfg Config) (*Speech, error) {
	getenv := cfg.Getenv
	if getenv == nil {
		getenv = func(string) string { return "" }
	}
	addr, err := ssip.DefaultAddress(getenv)
	if err != nil {
		return nil, fmt.Errorf("setup: %w: %w", speech.ErrUnavailable, err)
	}
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	spawn := cfg.Spawn && getenv("SPEECHD_ADDRESS") == "" // as libspeechd: only the default address
	v, err := speechd.New(ctx, speechd.Options{Address: addr, Spawn: spawn, Timeout: time.Second})
	if err != nil {
		return nil, fmt.Errorf("no speech-dispatcher at %s (%s): %w", addr.Addr, cause(err), err)
	}
	return &Speech{Player: v, Opponent: v, Path: "speech: using speech-dispatcher at " + addr.Addr,
		closers: []func() error{v.Close}}, nil
}

// openPCM opens the sinks and the clip or espeak-ng voice on them.
func openPCM(cfg Config) (*Speech, error) {
	es, esErr := espeak.New("")
	if cfg.Voice == Espeak && esErr != nil {
		return nil, esErr
	}
	s := &Speech{}
	player, name, err := openSink(cfg.Backend, cfg.Device)
	if err != nil {
		return nil, err
	}
	s.closers = append(s.closers, player.Close)
	s.Player = voiceOn(cfg, player, es)
	s.Opponent, s.Path = s.Player, fmt.Sprintf("speech: using %s on %s", voiceName(cfg.Voice), name)
	if cfg.OpponentDevice != "" && cfg.OpponentDevice != cfg.Device {
		opp, oname, err := openSink(cfg.Backend, cfg.OpponentDevice)
		if err != nil {
			s.Close()
			return nil, err
		}
		s.closers = append(s.closers, opp.Close)
		s.Opponent = voiceOn(cfg, opp, es)
		s.Path = fmt.Sprintf("speech: using %s: clock on %s, moves on %s", voiceName(cfg.Voice), name, oname)
	}
	return s, nil
}

func voiceName(v string) string {
	if v == Espeak {
		return "espeak-ng"
	}
	return "the embedded voice"
}

// voiceOn builds the chosen PCM voice on sink; the clip voice says words
// it has no clip for with espeak-ng when installed, else prints them.
func voiceOn(cfg Config, sink speech.Sink, es *espeak.Renderer) speech.Voice {
	if cfg.Voice == Espeak {
		return speech.PCMVoice{Renderer: es, Sink: sink}
	}
	v := clips.Voice{Renderer: clips.NewRenderer(clips.Options{}), Sink: sink,
		Fallback: speech.NewTextVoice(cfg.Text)}
	if es != nil {
		v.Fallback = speech.PCMVoice{Renderer: es, Sink: sink}
	}
	return v
}

// openSink opens a named device with malgo, or the default device with
// malgo and then oto.
func openSink(backend, device string) (speech.Sink, string, error) {
	s, err := malgo.Open(malgo.Options{Backend: backend, Device: device})
	if err == nil {
		return s, deviceName(device), nil
	}
	if device != "" || backend != "" {
		return nil, "", err
	}
	o, err2 := oto.Open(oto.Options{})
	if err2 != nil {
		return nil, "", fmt.Errorf("%w; %w", err, err2)
	}
	return o, "the default device (oto)", nil
}

func deviceName(d string) string {
	if d == "" {
		return "the default device"
	}
	return fmt.Sprintf("device %q", d)
}
