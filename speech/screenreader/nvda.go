package screenreader

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/tactuschess/tactus/assets"
	"github.com/tactuschess/tactus/speech"
)

// Controller is NVDA's controller client: the calls of
// nvdaControllerClient.dll that tactus makes. A call NVDA refuses returns
// a *CallError; one NVDA before 2024.1 does not know wraps ErrOldNVDA.
type Controller interface {
	// TestIfRunning reports whether NVDA runs and answers.
	TestIfRunning() error
	// SpeakText speaks text with NVDA's voice, queued after what it says.
	SpeakText(text string) error
	// SpeakSsml speaks SSML at an NVDA priority (NVDANormal, NVDANext,
	// NVDANow); async returns at once, and the marks come as they are
	// reached.
	SpeakSsml(ssml string, priority int, async bool) error
	// CancelSpeech stops what NVDA says.
	CancelSpeech() error
	// BrailleMessage shows text on NVDA's Braille display as a flash
	// message.
	BrailleMessage(text string) error
	// SetOnMarkReached has f called with the name of each SSML mark NVDA
	// reaches, from any goroutine.
	SetOnMarkReached(f func(mark string)) error
}

// NVDA's speech priorities (SPEECH_PRIORITY in nvdaController.h).
const (
	// NVDANormal queues the speech after what NVDA says.
	NVDANormal = 0
	// NVDANext says it after the current utterance, before the others.
	NVDANext = 1
	// NVDANow interrupts what NVDA says.
	NVDANow = 2
)

// rpcUnknownInterface is what the controller client answers a call the
// running NVDA does not have (RPC_S_UNKNOWN_IF).
const rpcUnknownInterface = 1717

// CallError is a controller client call that did not answer 0: Code is
// the Windows error it returned (1717: this NVDA does not know the call;
// 1722 or 1753: NVDA does not run).
type CallError struct {
	Call string
	Code uint32
}

// Error names the call and its code.
func (e *CallError) Error() string {
	return fmt.Sprintf("screenreader: nvda %s: error %d", e.Call, e.Code)
}

// Is makes a 1717 answer match ErrOldNVDA.
func (e *CallError) Is(target error) bool {
	return target == ErrOldNVDA && e.Code == rpcUnknownInterface
}

// Defaults for Options.
const (
	// DefaultBeginTimeout bounds the time from handing NVDA a message to
	// its first mark.
	DefaultBeginTimeout = 300 * time.Millisecond
	// DefaultEndMargin is added to a word's expected time (an upper bound,
	// speech.WordTime) to bound the wait for the next mark.
	DefaultEndMargin = 300 * time.Millisecond
)

// Options tunes the voices that time their messages.
type Options struct {
	// BeginTimeout bounds the wait for a message's first mark; 0 means
	// DefaultBeginTimeout.
	BeginTimeout time.Duration
	// EndMargin is added to each word's expected time; 0 means
	// DefaultEndMargin.
	EndMargin time.Duration
	// Clock times the marks and the estimated durations; nil means
	// speech.SystemClock.
	Clock speech.TimeSource
	// Rate, for the voices that keep the screen reader's own rate, is the
	// rate the expected times are reckoned at (-100..100); the player's
	// screen reader rate is not known to tactus.
	Rate int
}

func (o Options) withDefaults() Options {
	if o.BeginTimeout <= 0 {
		o.BeginTimeout = DefaultBeginTimeout
	}
	if o.EndMargin <= 0 {
		o.EndMargin = DefaultEndMargin
	}
	o.Clock = speech.OrSystem(o.Clock)
	return o
}

// NVDAVoice speaks through NVDA. Each message goes as SSML with a mark
// before each word and one after the last, asynchronously: the first mark
// must come within BeginTimeout and each next one within its word's
// expected time and the margin, else Speak cancels NVDA's speech and
// returns ErrNoBegin or ErrNoEnd (speech.ErrStalled), so that a Speaker
// says it with its fallback. A move's text is also shown as NVDA's Braille
// message. An NVDA before 2024.1 (error 1717) gets plain text and Speak
// waits for its expected time. A done ctx cancels NVDA's speech: a move
// interrupts a browse. It is safe for concurrent use; utterances are
// spoken one at a time.
type NVDAVoice struct {
	c     Controller
	opts  Options
	words []assets.Entry
	marks chan string

	mu   sync.Mutex
	ssml bool // NVDA takes SSML and reports marks
	seq  int  // the number of the message, in its marks' names
}

// NewNVDA returns a voice on c after checking that NVDA runs; an error
// wraps ErrNotRunning when it does not.
func NewNVDA(c Controller, opts Options) (*NVDAVoice, error) {
	if err := c.TestIfRunning(); err != nil {
		return nil, fmt.Errorf("%w (%w)", ErrNotRunning, err)
	}
	words, err := assets.Words()
	if err != nil {
		return nil, fmt.Errorf("screenreader: %w", err)
	}
	v := &NVDAVoice{c: c, opts: opts.withDefaults(), words: words, marks: make(chan string, 64)}
	switch err := c.SetOnMarkReached(v.reached); {
	case err == nil:
		v.ssml = true
	case errors.Is(err, ErrOldNVDA):
	default:
		return nil, err
	}
	return v, nil
}

// SSML reports whether NVDA takes SSML with marks (2024.1 and later), as
// far as the voice has learnt.
func (v *NVDAVoice) SSML() bool {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.ssml
}

// reached takes a mark from NVDA; it never blocks NVDA's thread.
func (v *NVDAVoice) reached(mark string) {
	select {
	case v.marks <- mark:
	default:
	}
}

// nvdaPriority maps a queue priority to NVDA's: a move interrupts what
// NVDA says, a clock reading comes next, browsing is queued.
func nvdaPriority(p speech.Priority) int {
	switch p {
	case speech.Move:
		return NVDANow
	case speech.Clock:
		return NVDANext
	}
	return NVDANormal
}

// Speak says u through NVDA and waits until it has been said.
func (v *NVDAVoice) Speak(ctx context.Context, u speech.Utterance) error {
	v.mu.Lock()
	defer v.mu.Unlock()
	if err := ctx.Err(); err != nil {
		return err
	}
	t := spoken(u.Phrase, v.words)
	if len(t) == 0 {
		return nil
	}
	v.seq++
	prefix := "t" + strconv.Itoa(v.seq)
	v.drain()
	if v.ssml {
		err := v.c.SpeakSsml(t.ssml(prefix), nvdaPriority(u.Priority), true)
		switch {
		case err == nil:
			v.braille(u)
			return v.follow(ctx, prefix, t.words())
		case errors.Is(err, ErrOldNVDA):
			v.ssml = false
		default:
			return err
		}
	}
	if u.Priority == speech.Move {
		if err := v.c.CancelSpeech(); err != nil {
			return err
		}
	}
	if err := v.c.SpeakText(t.String()); err != nil {
		return err
	}
	v.braille(u)
	return v.estimate(ctx, t.words())
}

// braille shows a move on NVDA's Braille display. A failure is not the
// speech's: the move was said, and the app's own display shows it too.
func (v *NVDAVoice) braille(u speech.Utterance) {
	if u.Priority == speech.Move {
		_ = v.c.BrailleMessage(u.Phrase.String())
	}
}

// drain drops marks left over from earlier messages. The caller holds
// v.mu.
func (v *NVDAVoice) drain() {
	for {
		select {
		case <-v.marks:
		default:
			return
		}
	}
}

// follow waits for the marks of the message named prefix, words long:
// the first within BeginTimeout, each next one within its word's time and
// the margin, and the end mark after the last word.
func (v *NVDAVoice) follow(ctx context.Context, prefix string, words []string) error {
	limit, late := v.opts.BeginTimeout, ErrNoBegin
	for {
		mark, err := v.next(ctx, limit)
		if errors.Is(err, errLate) {
			v.c.CancelSpeech()
			return fmt.Errorf("%w: NVDA message %s", late, prefix)
		}
		if err != nil {
			v.c.CancelSpeech()
			return err
		}
		rest, ok := strings.CutPrefix(mark, prefix)
		if !ok {
			continue // an earlier message's
		}
		if rest == "end" {
			return nil
		}
		i, err := strconv.Atoi(strings.TrimPrefix(rest, "w"))
		if err != nil || !strings.HasPrefix(rest, "w") || i < 0 || i >= len(words) {
			continue
		}
		late = ErrNoEnd
		limit = speech.WordTime(words[i], v.opts.Rate) + v.opts.EndMargin
		if i == len(words)-1 {
			limit += speech.MessageTime(v.opts.Rate)
		}
	}
}

// errLate is next's answer when no mark came in time.
var errLate = errors.New("screenreader: late")

// next waits, within limit, for NVDA's next mark.
func (v *NVDAVoice) next(ctx context.Context, limit time.Duration) (string, error) {
	late := make(chan struct{})
	stop := v.opts.Clock.AfterFunc(limit, func() { close(late) })
	defer stop()
	select {
	case m := <-v.marks:
		return m, nil
	case <-late:
		return "", errLate
	case <-ctx.Done():
		return "", ctx.Err()
	}
}

// estimate waits for the words' expected time, the only end a voice
// without events has; a done ctx cancels NVDA's speech.
func (v *NVDAVoice) estimate(ctx context.Context, words []string) error {
	if err := speech.SleepOn(ctx, v.opts.Clock, speech.ExpectedTime(words, v.opts.Rate)); err != nil {
		v.c.CancelSpeech()
		return err
	}
	return nil
}
