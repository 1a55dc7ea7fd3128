// Package setup picks the best way to speak on this machine and degrades,
// never fails: speech-dispatcher when it is running, else the embedded
// clips on a sound device (malgo, then oto), else text for a screen
// reader. With Config.Reader and ReaderVoice, the player hears their own
// screen reader (NVDA, JAWS, VoiceOver; Orca through speech-dispatcher)
// and tactus's voice speaks the moves to the opponent; SAPI (Windows) and
// say (macOS) are voices to name. It never starts speech-dispatcher unless
// Config.Spawn asks. What it found is typed (Speech.Voice, Speech.Degraded,
// Speech.Reader) and told in one short sentence (Speech.Path).
//
//	s, err := setup.Open(ctx, setup.Config{Text: os.Stdout, Getenv: os.Getenv})
//	if err != nil { … } // only a voice named in Config can fail
//	defer s.Close()
//	fmt.Fprintln(os.Stderr, s.Path) // "Speaking through speech-dispatcher."
//	out := s.Outputs(os.Stdout, speech.SpeakerOptions{})
//	defer out.Close()
//	out.Move(phrase)
//
// Example runs the same path with the text voice.
package setup

import (
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"time"

	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/clips"
	"github.com/tactuschess/tactus/speech/espeak"
	"github.com/tactuschess/tactus/speech/malgo"
	"github.com/tactuschess/tactus/speech/oto"
	"github.com/tactuschess/tactus/speech/screenreader"
	"github.com/tactuschess/tactus/speech/speechd"
	"github.com/tactuschess/tactus/speech/ssip"
)

// The voices Config.Voice accepts; "" picks the best available.
const (
	Clips   = "clips"
	Speechd = "speechd"
	Espeak  = "espeak"
	Text    = "text"
	// SAPI is Windows's own voice (SAPI 5).
	SAPI = "sapi"
	// Say is macOS's say program.
	Say = "say"
)

// ErrUnknownVoice reports a voice name setup does not know.
var ErrUnknownVoice = errors.New("setup: unknown voice")

// Config says what the user asked for.
type Config struct {
	// Voice is "", Clips, Speechd, Espeak or Text. A named voice that is
	// unavailable is an error; "" degrades to the next best.
	Voice string
	// Device and OpponentDevice choose the blind player's and the
	// opponent's sound devices (malgo) by a name or number that
	// malgo.Devices lists; "" is the default device, and an empty
	// OpponentDevice means the player's.
	Device, OpponentDevice string
	// Backend is malgo's backend ("" for the platform's order).
	Backend string
	// Oto is the process's oto context, for the default device when malgo
	// is not in the build (macOS, Windows without cgo). oto allows one
	// context per process: a program that opens speech more than once (the
	// first-run setup, then the game) passes the same Device each time;
	// nil makes one for this Open only.
	Oto *oto.Device
	// Text receives announcements on the text path (and words no voice
	// can say).
	Text io.Writer
	// Getenv reads the environment (os.Getenv).
	Getenv func(string) string
	// Spawn lets speech-dispatcher be started when its socket does not
	// answer, as libspeechd clients do. Leave it off unless the user's
	// settings ask for it: a daemon started without a working sound
	// device takes messages and hangs.
	Spawn bool
	// Clock times speech-dispatcher's messages; nil means
	// speech.SystemClock.
	Clock speech.TimeSource
	// Reader is the player's screen reader (screenreader.Detect, or the
	// one the settings name); None has tactus's voice speak to everyone.
	Reader screenreader.Kind
	// ReaderVoice sends the player's outputs to Reader (its voice and
	// Braille: NVDA, JAWS, VoiceOver; Orca through speech-dispatcher), and
	// tactus's own voice speaks the moves to the opponent only.
	ReaderVoice bool
	// OpenReader opens a screen reader's voice; nil means
	// screenreader.Open (tests pass a fake).
	OpenReader func(ctx context.Context, k screenreader.Kind, opts screenreader.Options) (speech.Voice, func() error, error)
}

// Speech is what Open found: a voice for each output and the path in use.
type Speech struct {
	Player, Opponent speech.Voice
	// Fallback says what the voices fail on, or stall on: the clips on
	// the player's device behind speech-dispatcher (found, or named in
	// Config.Voice) when there is a device, else nil (Outputs adds text).
	Fallback speech.Voice
	// Voice is the voice in use: Speechd, Clips, Espeak or Text.
	Voice string
	// Degraded says why better voices were passed over (a
	// *DegradedError), nil when none was. Reason words it for people.
	Degraded error
	// Path is one short sentence for the user naming the path in use and,
	// when it degraded, why.
	Path string
	// Reader is the screen reader the player hears, None when tactus's
	// voice speaks to the player.
	Reader screenreader.Kind
	// ReaderErr says why the screen reader's voice is not used although
	// Config asked for it (it wraps speech.ErrUnavailable), else nil.
	ReaderErr error
	closers   []func() error
}

// Close releases devices and connections.
func (s *Speech) Close() error {
	var errs []error
	for i := len(s.closers) - 1; i >= 0; i-- {
		errs = append(errs, s.closers[i]())
	}
	return errors.Join(errs...)
}

// Outputs starts a Speaker per output (one when both use the same voice).
// Utterances a voice keeps failing or stalls on go to opts.Fallback, else
// to s.Fallback and then to text (when text is not nil).
func (s *Speech) Outputs(text io.Writer, opts speech.SpeakerOptions) speech.Outputs {
	if opts.Fallback == nil {
		var chain speech.Chain
		if s.Fallback != nil {
			chain = append(chain, s.Fallback)
		}
		if text != nil {
			chain = append(chain, speech.NewTextVoice(text))
		}
		if len(chain) > 0 {
			opts.Fallback = chain
		}
	}
	p := speech.NewSpeaker(s.Player, opts)
	if s.Opponent == s.Player {
		return speech.Outputs{Player: p, Opponent: p}
	}
	return speech.Outputs{Player: p, Opponent: speech.NewSpeaker(s.Opponent, opts)}
}

// Open sets up speech as cfg asks. An error wraps ErrUnknownVoice, or
// says why the named voice is unavailable (Reason words it); with no
// voice named, Open does not fail. speech-dispatcher named but not to be
// had gives the embedded voice instead when a device can play it, with
// Degraded saying why.
func Open(ctx context.Context, cfg Config) (*Speech, error) {
	if cfg.Text == nil {
		cfg.Text = io.Discard
	}
	if cfg.Getenv == nil {
		cfg.Getenv = func(string) string { return "" }
	}
	var s *Speech
	var err error
	switch cfg.Voice {
	case Speechd:
		s, err = openSpeechd(ctx, cfg)
		if err == nil {
			s.Fallback, s.closers = clipsBehind(cfg, s.closers)
		} else if b := builtInInstead(cfg, err); b != nil {
			s, err = b, nil
		}
	case Clips, Espeak:
		s, err = openPCM(cfg)
	case SAPI, Say:
		s, err = openPlatform(ctx, cfg)
	case Text:
		s = textOnly(cfg, nil)
	case "":
		s = openBest(ctx, cfg)
	default:
		return nil, fmt.Errorf("%w %q (want %s, %s, %s, %s, %s or %s)", ErrUnknownVoice, cfg.Voice, Clips, Speechd, Espeak, SAPI, Say, Text)
	}
	if err != nil {
		return nil, err
	}
	if cfg.ReaderVoice && cfg.Reader != screenreader.None {
		withReader(ctx, cfg, s)
	}
	return s, nil
}

// withReader has the player hear the screen reader: its voice becomes the
// player's, and what it fails on goes to tactus's voice for the player;
// the opponent keeps tactus's voice. Orca speaks through
// speech-dispatcher: the player keeps it, and the opponent gets the
// embedded voice when there is a device. When the screen reader's voice
// cannot be had, s is left as it was and ReaderErr says why.
func withReader(ctx context.Context, cfg Config, s *Speech) {
	if cfg.Reader == screenreader.Orca {
		if s.Voice != Speechd {
			s.ReaderErr = fmt.Errorf("setup: Orca without speech-dispatcher: %w", speech.ErrUnavailable)
			return
		}
		if s.Fallback != nil {
			s.Opponent = s.Fallback
		}
		s.Reader = screenreader.Orca
		s.Path = "Speaking to you through speech-dispatcher, as Orca does."
		return
	}
	open := cfg.OpenReader
	if open == nil {
		open = screenreader.Open
	}
	v, closer, err := open(ctx, cfg.Reader, screenreader.Options{Clock: cfg.Clock})
	if err != nil {
		s.ReaderErr = err
		return
	}
	s.closers = append(s.closers, closer)
	if s.Voice != Text { // text is added by Outputs anyway
		fb := s.Player
		if s.Fallback != nil {
			fb = speech.Chain{s.Player, s.Fallback}
		}
		s.Fallback = fb
	}
	s.Player, s.Reader = v, cfg.Reader
	s.Path = fmt.Sprintf("Speaking to you through %s. %s", cfg.Reader.Name(), s.Path)
}

// openPlatform opens the platform's own voice: SAPI on Windows, say on
// macOS.
func openPlatform(ctx context.Context, cfg Config) (*Speech, error) {
	if cfg.Voice == Say {
		v, err := screenreader.NewSay(ctx, nil)
		if err != nil {
			return nil, err
		}
		return &Speech{Player: v, Opponent: v, Voice: Say, Path: "Speaking with the say voices."}, nil
	}
	v, closer, err := screenreader.OpenSAPIVoice(screenreader.Options{Clock: cfg.Clock})
	if err != nil {
		return nil, err
	}
	return &Speech{Player: v, Opponent: v, Voice: SAPI, Path: "Speaking with the Windows voice.",
		closers: []func() error{closer}}, nil
}

// openBest tries speech-dispatcher (unless a device was chosen: it
// cannot route to one), then clips on a device, then text.
func openBest(ctx context.Context, cfg Config) *Speech {
	var passed error
	if cfg.Device == "" && cfg.OpponentDevice == "" {
		s, err := openSpeechd(ctx, cfg)
		if err == nil {
			s.Fallback, s.closers = clipsBehind(cfg, s.closers)
			return s
		}
		passed = err
	}
	cfg.Voice = Clips
	s, err := openPCM(cfg)
	if err != nil {
		return textOnly(cfg, &DegradedError{Speechd: passed, Sound: err})
	}
	if passed != nil {
		s.Degraded = &DegradedError{Speechd: passed}
		s.Path = fmt.Sprintf("%s, since %s.", strings.TrimSuffix(s.Path, "."), Reason(s.Degraded))
	}
	return s
}

// clipsBehind opens the clips on the player's device (the default one
// unless named) as the fallback behind speech-dispatcher, chosen or found,
// when there is a device.
func clipsBehind(cfg Config, closers []func() error) (speech.Voice, []func() error) {
	cfg.Voice, cfg.OpponentDevice = Clips, ""
	fb, err := openPCM(cfg)
	if err != nil {
		return nil, closers
	}
	return fb.Player, append(closers, fb.Close)
}

// builtInInstead opens the embedded voice when speech-dispatcher, named
// by the player, cannot be had at the start: the built-in voice stays the
// fallback of a voice chosen by name, so moves are never only printed while
// a device can play them. Degraded says why; nil when the clips cannot play
// either (then the named voice's error stands).
func builtInInstead(cfg Config, why error) *Speech {
	cfg.Voice = Clips
	s, err := openPCM(cfg)
	if err != nil {
		return nil
	}
	s.Degraded = &DegradedError{Speechd: why}
	s.Path = fmt.Sprintf("%s, since %s.", strings.TrimSuffix(s.Path, "."), Reason(s.Degraded))
	return s
}

// textOnly prints announcements; why, when not nil, is what made it the
// choice.
func textOnly(cfg Config, why error) *Speech {
	v := speech.NewTextVoice(cfg.Text)
	s := &Speech{Player: v, Opponent: v, Voice: Text, Degraded: why, Path: "Printing announcements as text."}
	if why != nil {
		s.Path = fmt.Sprintf("Printing announcements as text, since %s.", Reason(why))
	}
	return s
}

func openSpeechd(ctx context.Context, cfg Config) (*Speech, error) {
	addr, err := ssip.DefaultAddress(cfg.Getenv)
	if err != nil {
		return nil, fmt.Errorf("setup: %w: %w", speech.ErrUnavailable, err)
	}
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	spawn := cfg.Spawn && cfg.Getenv("SPEECHD_ADDRESS") == "" // as libspeechd: only the default address
	v, err := speechd.New(ctx, speechd.Options{Address: addr, Spawn: spawn, Timeout: time.Second, Clock: cfg.Clock})
	if err != nil {
		return nil, fmt.Errorf("setup: speech-dispatcher at %s: %w", addr.Addr, err)
	}
	return &Speech{Player: v, Opponent: v, Voice: Speechd, Path: "Speaking through speech-dispatcher.",
		closers: []func() error{v.Close}}, nil
}

// openPCM opens the sinks and the clip or espeak-ng voice on them.
func openPCM(cfg Config) (*Speech, error) {
	es, esErr := espeak.New("")
	if cfg.Voice == Espeak && esErr != nil {
		return nil, esErr
	}
	free := freeText(es)
	s := &Speech{Voice: cfg.Voice}
	player, name, err := openSink(cfg.Oto, cfg.Backend, cfg.Device)
	if err != nil {
		return nil, err
	}
	s.closers = append(s.closers, player.Close)
	s.Player = voiceOn(cfg, player, es, free)
	s.Opponent, s.Path = s.Player, fmt.Sprintf("Speaking with %s on %s.", voiceName(cfg.Voice), name)
	if cfg.OpponentDevice != "" && cfg.OpponentDevice != cfg.Device {
		opp, oname, err := openSink(cfg.Oto, cfg.Backend, cfg.OpponentDevice)
		if err != nil {
			s.Close()
			return nil, err
		}
		s.closers = append(s.closers, opp.Close)
		s.Opponent = voiceOn(cfg, opp, es, free)
		s.Path = fmt.Sprintf("Speaking with %s: clock on %s, moves on %s.", voiceName(cfg.Voice), name, oname)
	}
	return s, nil
}

func voiceName(v string) string {
	if v == Espeak {
		return "espeak-ng"
	}
	return "the embedded voice"
}

// freeText returns what renders words without a clip (a player's name):
// espeak-ng when installed, else macOS's say there, else nil.
func freeText(es *espeak.Renderer) speech.Renderer {
	if es != nil {
		return es
	}
	if runtime.GOOS == "darwin" {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		if say, err := screenreader.NewSay(ctx, nil); err == nil {
			return say
		}
	}
	return nil
}

// voiceOn builds the chosen PCM voice on sink; the clip voice says words
// it has no clip for with free (espeak-ng, say) on the same sink, else
// prints them.
func voiceOn(cfg Config, sink speech.Sink, es *espeak.Renderer, free speech.Renderer) speech.Voice {
	if cfg.Voice == Espeak {
		return speech.PCMVoice{Renderer: es, Sink: sink}
	}
	v := clips.Voice{Renderer: clips.NewRenderer(clips.Options{}), Sink: sink,
		Fallback: speech.NewTextVoice(cfg.Text)}
	if free != nil {
		v.Fallback = speech.PCMVoice{Renderer: free, Sink: sink}
	}
	return v
}

// openSink opens a chosen device with malgo, or the default device with
// malgo and then oto, and returns it with its name for people. An error
// says why no device could be opened: the build's when neither sink is
// built, else the sink's that is. dev is the process's oto context (nil:
// one of this call's own, which works once a process).
func openSink(dev *oto.Device, backend, device string) (speech.Sink, string, error) {
	s, err := malgo.Open(malgo.Options{Backend: backend, Device: device})
	if err == nil {
		if s.Device() == "" {
			return s, "the default device", nil
		}
		return s, fmt.Sprintf("the device %q", s.Device()), nil
	}
	if device != "" || backend != "" {
		return nil, "", err
	}
	if dev == nil {
		dev = oto.NewDevice(oto.Options{})
	}
	o, err2 := dev.Open()
	switch {
	case err2 == nil:
		return o, "the default device", nil
	case errors.Is(err2, speech.ErrNotInBuild):
		return nil, "", err
	case errors.Is(err, speech.ErrNotInBuild):
		return nil, "", err2
	}
	return nil, "", errors.Join(err, err2)
}
