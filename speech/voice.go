package speech

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/tactuschess/tactus/announce"
)

// Sentinel errors shared by voices and sinks.
var (
	// ErrUnavailable reports that a voice or sink cannot work on this
	// machine or build (no daemon, no device, no cgo).
	ErrUnavailable = errors.New("speech: unavailable")
	// ErrClosed reports use of a closed voice, sink or speaker.
	ErrClosed = errors.New("speech: closed")
	// ErrCannotSay reports an utterance a voice can never say (a word it
	// has no sound for): a Speaker hands it to its fallback at once
	// instead of retrying.
	ErrCannotSay = errors.New("speech: cannot say")
	// ErrStalled reports a voice that took an utterance but did not begin
	// it, or did not finish it, in time (a speech service without a
	// working sound device): a Speaker does not retry it and hands the
	// utterance to its fallback at once; the next utterance tries the
	// voice again.
	ErrStalled = errors.New("speech: voice stalled")
	// ErrNotInBuild reports a voice or sink this build of tactus does not
	// have (no cgo, no build tag); it wraps ErrUnavailable.
	ErrNotInBuild = fmt.Errorf("speech: not in this build: %w", ErrUnavailable)
)

// Priority orders utterances in a Speaker's queue.
type Priority uint8

// The priorities, lowest first.
const (
	// Browse is board browsing and other answers to the player's keys: a
	// newer one replaces an older one.
	Browse Priority = iota
	// Clock is a clock reading or move count.
	Clock
	// Move is a move announcement: it interrupts Browse and Clock and is
	// never interrupted.
	Move
)

var priorityNames = [...]string{"browse", "clock", "move"}

// String returns the priority's lower-case name, or "Priority(n)" for a
// value out of range.
func (p Priority) String() string {
	if int(p) < len(priorityNames) {
		return priorityNames[p]
	}
	return fmt.Sprintf("Priority(%d)", int(p))
}

// Utterance is one phrase to speak, with what a voice needs to say it.
type Utterance struct {
	Phrase   announce.Phrase
	Priority Priority
	// Rate is the speech rate from -100 (slowest) over 0 (normal) to 100
	// (fastest), as speech-dispatcher counts it.
	Rate int
}

// Voice speaks utterances. Speak blocks until the utterance has been heard,
// or ctx is done: then it stops at once and returns ctx.Err().
type Voice interface {
	Speak(ctx context.Context, u Utterance) error
}

// Renderer turns an utterance into interleaved PCM in format f.
type Renderer interface {
	Render(ctx context.Context, u Utterance, f Format) ([]int16, error)
}

// Sink plays PCM. Play blocks until pcm has been played (or handed to the
// device so that it will be heard without further calls), or ctx is done:
// then it stops playback at once and returns ctx.Err().
type Sink interface {
	Format() Format
	Play(ctx context.Context, pcm []int16) error
	Close() error
}

// PCMVoice speaks by rendering an utterance and playing it on a sink.
type PCMVoice struct {
	Renderer Renderer
	Sink     Sink
}

// Speak renders u and plays it.
func (v PCMVoice) Speak(ctx context.Context, u Utterance) error {
	pcm, err := v.Renderer.Render(ctx, u, v.Sink.Format())
	if err != nil {
		return err
	}
	return v.Sink.Play(ctx, pcm)
}

// TextVoice "speaks" by writing each phrase as one line: the path for
// screen readers and for machines without sound. It is safe for
// concurrent use.
type TextVoice struct {
	mu sync.Mutex
	w  io.Writer
}

// NewTextVoice returns a voice printing to w.
func NewTextVoice(w io.Writer) *TextVoice { return &TextVoice{w: w} }

// Speak writes u's phrase and a newline.
func (v *TextVoice) Speak(ctx context.Context, u Utterance) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	if _, err := fmt.Fprintln(v.w, u.Phrase.String()); err != nil {
		return fmt.Errorf("speech: text voice: %w", err)
	}
	return nil
}

// Chain speaks through the first of its voices that succeeds, in order:
// a fallback with its own fallback (the embedded voice, then text).
type Chain []Voice

// Speak tries each voice in turn until one says u; it stops at once when
// ctx is done. With every voice failing it returns their errors joined.
func (c Chain) Speak(ctx context.Context, u Utterance) error {
	errs := []error{ErrUnavailable}
	for _, v := range c {
		err := v.Speak(ctx, u)
		if err == nil || ctx.Err() != nil {
			return err
		}
		errs = append(errs, err)
	}
	return errors.Join(errs...)
}

// NullSink discards what it is given at once. It is safe for concurrent
// use.
type NullSink struct {
	F Format
}

// Format returns the sink's format.
func (s NullSink) Format() Format { return s.F }

// Play discards pcm; it returns ctx.Err() when ctx is already done.
func (s NullSink) Play(ctx context.Context, pcm []int16) error { return ctx.Err() }

// Close does nothing.
func (s NullSink) Close() error { return nil }
