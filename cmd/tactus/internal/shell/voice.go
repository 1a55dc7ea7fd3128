package shell

import (
	"context"
	"errors"
	"io"
	"strconv"
	"sync"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/oto"
	"github.com/tactuschess/tactus/speech/screenreader"
	"github.com/tactuschess/tactus/speech/setup"
)

// SpeechConfig is what the settings ask of speech.
type SpeechConfig struct {
	// Voice is "" (the best available), clips, speechd, espeak or text.
	Voice string
	// Device and OpponentDevice are the player's and the opponent's sound
	// devices ("" the default; an empty OpponentDevice is the player's).
	Device, OpponentDevice string
	// Spawn lets speech-dispatcher be started when it does not run.
	Spawn bool
	// Rate is the speaking rate, -100..100, 0 normal.
	Rate int
	// Quiet: the opponent hears no moves (the blind player's moves are
	// announced aloud by the player, or read from the second station).
	Quiet bool
	// UI is the ui setting; "" takes the language from the environment.
	UI string
	// Clock times how long a voice that keeps failing is passed over; nil
	// means the system's.
	Clock speech.TimeSource
	// Reader is the player's screen reader, None for none.
	Reader screenreader.Kind
	// ReaderVoice: the player hears Reader, and tactus's voice speaks the
	// moves to the opponent only.
	ReaderVoice bool
}

// SpeechOpener opens the speech path; the default opens speech/setup,
// tests pass a fake. Opening may take a while: the app does it beside the
// game, never in its way.
type SpeechOpener func(ctx context.Context, cfg SpeechConfig, getenv func(string) string) (*setup.Speech, error)

// SetupSpeech opens speech through speech/setup: speech-dispatcher if it
// already runs (it is started only when cfg.Spawn asks), else the embedded
// voice on the device, else nothing (the lines are printed anyway).
func SetupSpeech(ctx context.Context, cfg SpeechConfig, getenv func(string) string) (*setup.Speech, error) {
	return SpeechOn(nil)(ctx, cfg, getenv)
}

// SpeechOn returns SetupSpeech playing through dev, the process's one oto
// context (the default device on macOS and cgo-free Windows builds): the
// program passes the same opener to the first-run setup and the game,
// since oto refuses a second context and the first game would be mute.
func SpeechOn(dev *oto.Device) SpeechOpener {
	return func(ctx context.Context, cfg SpeechConfig, getenv func(string) string) (*setup.Speech, error) {
		return setup.Open(ctx, setup.Config{Voice: cfg.Voice, Device: cfg.Device, OpponentDevice: cfg.OpponentDevice,
			Spawn: cfg.Spawn, Text: io.Discard, Getenv: getenv, Oto: dev,
			Reader: cfg.Reader, ReaderVoice: cfg.ReaderVoice})
	}
}

// Voice speaks outputs once the speech path is open; outputs that come
// before are kept and said then. Its methods never block on speech.
type Voice struct {
	quiet   bool // the opponent hears nothing
	ui      *catalog.UI
	mu      sync.Mutex
	out     *speech.Outputs
	pending []table.Output
	closer  func() error
	closed  bool
	notices chan table.Output
	failed  bool
	// said gets the Press token of each announcement once it has been
	// said (or cannot be), as an input.Said, for the automatic press
	// that follows it.
	said chan input.Msg
	ctx  context.Context
	// failedOpen: the speech path could not be opened; nothing is said.
	failedOpen bool
	// chain is the long answer said line by line, at is the line being
	// said (or the next), and gen counts the chains started and stopped:
	// a feeder whose gen is gone stops.
	chain []announce.Phrase
	at    int
	gen   int
}

// StartVoice opens the speech path in the background. Notices gets one
// sentence if speech cannot be had, or fails later.
func StartVoice(ctx context.Context, open SpeechOpener, cfg SpeechConfig, getenv func(string) string) *Voice {
	v := &Voice{notices: make(chan table.Output, 4), quiet: cfg.Quiet, said: make(chan input.Msg, 16), ctx: ctx}
	v.ui = (&settings.Settings{UI: cfg.UI}).Language(getenv)
	go func() {
		s, err := open(ctx, cfg, getenv)
		if err != nil {
			v.notice(catalog.Fill(v.ui.App.VoiceUnusable, cfg.Voice))
			v.unsaid()
			return
		}
		switch {
		case s.Voice == setup.Text && cfg.Voice != setup.Text && s.Reader == screenreader.None:
			v.notice(v.ui.App.NoVoice)
		case cfg.Voice != "" && s.Voice != cfg.Voice && s.Degraded != nil:
			v.notice(catalog.Fill(v.ui.App.VoiceInstead, cfg.Voice))
		}
		v.readerNotice(s, cfg.Reader)
		failed := v.ui.App.VoiceFailed
		if s.Fallback != nil {
			failed = v.ui.App.VoiceToBuiltIn
		}
		outs := s.Outputs(io.Discard, speech.SpeakerOptions{Rate: cfg.Rate, Clock: cfg.Clock,
			OnDegraded: func(err error) {
				if errors.Is(err, screenreader.ErrRefused) {
					v.setFailed(true, v.ui.App.ReaderRefused)
					return
				}
				v.setFailed(true, failed)
			},
			OnRecovered: func() { v.setFailed(false, v.ui.App.VoiceBack) }})
		v.attach(&outs, func() error { outs.Close(); return s.Close() })
	}()
	return v
}

// readerNotice tells, in one sentence, that the player's screen reader
// speaks to them, or why it cannot.
func (v *Voice) readerNotice(s *setup.Speech, wanted screenreader.Kind) {
	switch {
	case s.Reader != screenreader.None:
		v.notice(catalog.Fill(v.ui.App.ReaderSpeaks, s.Reader.Name()))
	case errors.Is(s.ReaderErr, screenreader.ErrNoClient):
		v.notice(v.ui.App.ReaderNoClient)
	case errors.Is(s.ReaderErr, screenreader.ErrRefused):
		v.notice(v.ui.App.ReaderRefused)
	case s.ReaderErr != nil && !errors.Is(s.ReaderErr, screenreader.ErrNoVoice):
		// (a screen reader without a voice of its own reads the lines)
		v.notice(catalog.Fill(v.ui.App.ReaderUnusable, wanted.Name()))
	}
}

// attach sets the outputs and says what came before them.
func (v *Voice) attach(out *speech.Outputs, closer func() error) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.closed {
		closer()
		return
	}
	v.out, v.closer = out, closer
	for _, o := range v.pending {
		v.sayNow(o)
	}
	v.pending = nil
}

// afterSaid sends o's Press token on said once the speakers that say o
// have said everything queued, o included: the automatic press follows
// the end of the announcement, never its start. Called with mu held.
func (v *Voice) afterSaid(o table.Output) {
	if o.Press == 0 {
		return
	}
	out := *v.out
	go func() {
		// a closed speaker has said all it will: its error changes nothing
		_ = out.Player.Wait(v.ctx)
		if out.Opponent != out.Player {
			_ = out.Opponent.Wait(v.ctx)
		}
		v.sendSaid(o.Press)
	}()
}

// sendSaid hands a Press token to the view.
func (v *Voice) sendSaid(token int) {
	select {
	case v.said <- input.Said{Token: token}:
	case <-v.ctx.Done():
	}
}

// unsaid releases the presses of announcements that will never be said
// (the voice could not be opened): they are printed, and pressed now.
func (v *Voice) unsaid() {
	v.mu.Lock()
	var tokens []int
	for _, o := range v.pending {
		if o.Press != 0 {
			tokens = append(tokens, o.Press)
		}
	}
	v.pending, v.out = nil, nil
	v.failedOpen = true
	v.mu.Unlock()
	for _, t := range tokens {
		v.sendSaid(t)
	}
}

// Say speaks o on the right output, at the right priority; a line with no
// phrase of its own is said in the UI language.
func (v *Voice) Say(o table.Output) {
	if o.Phrase == nil && v.ui != nil && v.ui.Tag != "en" {
		o.Phrase = announce.Phrase{{Kind: announce.Text, Text: o.Text, Lang: v.ui.Tag}}
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	switch {
	case v.closed:
	case v.failedOpen:
		if o.Press != 0 {
			go v.sendSaid(o.Press)
		}
	case v.out == nil:
		v.pending = append(v.pending, o)
	default:
		v.sayNow(o)
	}
}

// sayNow says o on the open outputs: a long answer line by line (the next
// question or an empty line stops it, more goes on with it), the rest as
// Route says. Called with mu held.
func (v *Voice) sayNow(o table.Output) {
	if o.Kind == table.Answer && !o.Clock && !o.Quiet && len(o.Lines) > 1 {
		v.chain, v.at = o.Lines, 0
		v.feed()
		return
	}
	if !o.Quiet {
		// whatever is said next stops the long answer where it is (more
		// goes on there): it never waits behind it, nor an automatic
		// press behind it
		v.gen++
	}
	Route(*v.out, o, v.quiet)
	v.afterSaid(o)
}

// feed says the chain from line at, one line after the other, each when
// the one before has been said, until it ends or is stopped. Called with
// mu held.
func (v *Voice) feed() {
	v.gen++
	gen, out := v.gen, *v.out
	go func() {
		for {
			v.mu.Lock()
			if gen != v.gen || v.closed || v.at >= len(v.chain) {
				v.mu.Unlock()
				return
			}
			out.Browse(v.chain[v.at])
			v.mu.Unlock()
			if out.Player.Wait(v.ctx) != nil {
				return
			}
			v.mu.Lock()
			if gen == v.gen {
				v.at++ // said (or cut by a move): on to the next line
			}
			v.mu.Unlock()
		}
	}()
}

// More goes on with the long answer from the line it was stopped at, and
// reports whether there was more of it to say.
func (v *Voice) More() bool {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.out == nil || v.closed || v.at >= len(v.chain) {
		return false
	}
	v.feed()
	return true
}

// Hush stops the answer being said (an empty line asks it): answers
// waiting for the voice are dropped too; moves, clock readings and
// notices are never cut.
func (v *Voice) Hush() {
	v.mu.Lock()
	defer v.mu.Unlock()
	switch {
	case v.closed, v.failedOpen:
	case v.out == nil:
		kept := v.pending[:0]
		for _, o := range v.pending {
			if o.Move || o.Clock || o.Kind != table.Answer || o.Press != 0 {
				kept = append(kept, o)
			}
		}
		v.pending = kept
	default:
		v.gen++ // the long answer stops where it is; more goes on there
		v.out.Hush()
	}
}

// Route sends an output to the people who should hear it: a move to the
// opponent (and back to the mover when they have their own device), the
// rest to the player; a move is never talked over.
func Route(out speech.Outputs, o table.Output, quiet bool) {
	if o.Quiet {
		return
	}
	p := o.Phrase
	if p == nil {
		p = announce.Phrase{{Kind: announce.Text, Text: o.Text}}
	}
	switch {
	case o.Aside:
		out.Player.SayAside(p, speech.Clock)
	case o.Move && quiet:
		out.Player.Say(p, speech.Move)
	case o.Move:
		out.Move(p)
		if out.Player != out.Opponent {
			out.Player.Say(p, speech.Move)
		}
	case o.Clock, o.Kind == table.Refusal, o.Kind == table.Event, o.Kind == table.Notice:
		out.Player.Say(p, speech.Clock)
	default:
		out.Browse(p)
	}
}

// notice queues one sentence for the view.
func (v *Voice) notice(text string) {
	v.send(table.Output{Kind: table.Notice, Text: text})
}

// send queues an output for the view; a full queue drops it rather than
// block speech.
func (v *Voice) send(o table.Output) {
	select {
	case v.notices <- o:
	default:
	}
}

// setFailed tells, once each way, that the voice failed (and what speaks
// instead) or is back: a voice that keeps failing is not told of again.
// The sentence is an aside: the fallback voice says it (the failed voice
// might not), and the Braille display adds it to what its cells show.
func (v *Voice) setFailed(failed bool, sentence string) {
	v.mu.Lock()
	changed := v.failed != failed
	v.failed = failed
	v.mu.Unlock()
	if changed {
		v.send(table.Output{Kind: table.Notice, Text: sentence, Aside: true})
	}
}

// Close stops speech.
func (v *Voice) Close() {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.closed = true
	if v.closer != nil {
		v.closer()
	}
}

// Notices delivers one sentence when speech cannot be had, fails, or is
// back, for the screen to print and say.
func (v *Voice) Notices() <-chan table.Output { return v.notices }

// Said delivers the Press token of each announcement once it has been said
// (or cannot be), as an input.Said for the screen's loop, for the
// automatic press that follows it.
func (v *Voice) Said() <-chan input.Msg { return v.said }

// ConfigOf takes what speech needs from the settings.
func ConfigOf(s settings.Settings) SpeechConfig {
	rate, _ := strconv.Atoi(s.Rate)
	return SpeechConfig{Voice: s.Voice, Device: s.Device, OpponentDevice: s.OpponentDevice,
		Spawn: s.SpawnSpeechd, Rate: rate, Quiet: !s.OpponentHears, UI: s.UI, ReaderVoice: s.ReaderVoice}
}
