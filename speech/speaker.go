package speech

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/tactuschess/tactus/announce"
)

// SpeakerOptions tunes a Speaker. The zero value is usable.
//
// A voice that fails is never given up on: the utterance it failed goes to
// Fallback at once, and the next utterance tries the voice again. Only
// while it keeps failing are utterances passed straight to Fallback for a
// while, a while that grows with each further failure in a row (Backoff,
// doubled up to MaxBackoff) and ends with the first utterance it says.
type SpeakerOptions struct {
	// Rate is the initial speech rate, -100..100.
	Rate int
	// Retries is how often one utterance is tried on the voice before it
	// goes to Fallback: the tries follow one another at once (the voice
	// reconnects its service or device on the next call). A stalled voice
	// is not tried again for the same utterance. 0 means 2.
	Retries int
	// Backoff is how long utterances go straight to Fallback after the
	// voice failed two utterances in a row; each further failure in a row
	// doubles it, up to MaxBackoff. A single failure passes nothing over.
	// 0 means 250 ms.
	Backoff time.Duration
	// MaxBackoff bounds Backoff's doubling; 0 means 4 s.
	MaxBackoff time.Duration
	// Fallback speaks every utterance the voice fails on, so that nothing
	// goes unsaid (the embedded voice, then text). Nil drops it after
	// reporting.
	Fallback Voice
	// OnError is told of every failure of the voice; nil ignores them
	// (LastError still has the latest).
	OnError func(error)
	// OnDegraded is told once when the voice fails after it last spoke
	// (or before it ever did), with the failure: the moment to tell the
	// player, in one short sentence, that Fallback speaks for now. Nil
	// ignores it.
	OnDegraded func(error)
	// OnRecovered is told once when the voice speaks an utterance again
	// after OnDegraded: the moment to tell the player it is back. Nil
	// ignores it.
	OnRecovered func()
	// Clock times the backoff; nil means SystemClock.
	Clock TimeSource
}

// Speaker speaks utterances one at a time through a voice, in priority
// order: a move interrupts a clock reading or board browsing and waits for
// an earlier move; a newer browse interrupts and replaces an older one.
// Its methods are safe for concurrent use.
type Speaker struct {
	voice Voice
	opts  SpeakerOptions

	mu       sync.Mutex
	queue    []queued
	busy     bool
	current  Priority
	cancel   context.CancelFunc
	last     announce.Phrase
	rate     int
	failures int       // utterances the voice failed in a row
	skip     time.Time // until then, utterances go straight to the fallback
	down     bool      // the voice failed and has not spoken since
	lastErr  error
	changed  chan struct{} // closed and replaced on every state change
	wake     chan struct{}
	root     context.Context
	stop     context.CancelFunc
	finished chan struct{}
}

// queued is an utterance waiting in the queue; aside ones are said by the
// fallback voice.
type queued struct {
	u     Utterance
	aside bool
}

// NewSpeaker starts a speaker on v. Close it to stop its goroutine.
func NewSpeaker(v Voice, opts SpeakerOptions) *Speaker {
	if opts.Retries <= 0 {
		opts.Retries = 2
	}
	if opts.Backoff <= 0 {
		opts.Backoff = 250 * time.Millisecond
	}
	if opts.MaxBackoff < opts.Backoff {
		opts.MaxBackoff = max(4*time.Second, opts.Backoff)
	}
	opts.Clock = OrSystem(opts.Clock)
	root, stop := context.WithCancel(context.Background())
	s := &Speaker{voice: v, opts: opts, rate: clampRate(opts.Rate),
		changed: make(chan struct{}), wake: make(chan struct{}, 1),
		root: root, stop: stop, finished: make(chan struct{})}
	go s.loop()
	return s
}

// Say queues p at priority pri, interrupting what is being said when pri
// allows. A Move phrase becomes the last announcement Repeat says again.
func (s *Speaker) Say(p announce.Phrase, pri Priority) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if pri == Move {
		s.last = p
	}
	s.enqueue(queued{u: Utterance{Phrase: p, Priority: pri}})
}

// SayAside queues p at priority pri to be said by the Fallback voice (by
// the voice when there is none): a notice that the voice failed is heard
// while the voice fails.
func (s *Speaker) SayAside(p announce.Phrase, pri Priority) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.enqueue(queued{u: Utterance{Phrase: p, Priority: pri}, aside: true})
}

// Repeat queues the last move announcement again (at Move priority) and
// reports whether there was one.
func (s *Speaker) Repeat() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.last == nil {
		return false
	}
	s.enqueue(queued{u: Utterance{Phrase: s.last, Priority: Move}})
	return true
}

// Hush stops the answer being said and drops the answers waiting (Browse
// priority); a move, a clock reading or a notice is never cut by it.
func (s *Speaker) Hush() {
	s.mu.Lock()
	defer s.mu.Unlock()
	kept := s.queue[:0]
	for _, q := range s.queue {
		if q.u.Priority != Browse {
			kept = append(kept, q)
		}
	}
	s.queue = kept
	if s.busy && s.current == Browse {
		s.cancel()
	}
	s.notify()
}

// Last returns the last move announcement, or nil.
func (s *Speaker) Last() announce.Phrase {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.last
}

// SetRate sets the rate (-100..100, clamped) of the utterances spoken from
// now on.
func (s *Speaker) SetRate(rate int) {
	s.mu.Lock()
	s.rate = clampRate(rate)
	s.mu.Unlock()
}

// Rate returns the current rate.
func (s *Speaker) Rate() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.rate
}

// LastError returns the latest failure of the voice, or nil.
func (s *Speaker) LastError() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.lastErr
}

// Wait blocks until nothing is queued or being said, or ctx is done.
func (s *Speaker) Wait(ctx context.Context) error {
	for {
		s.mu.Lock()
		idle, ch := !s.busy && len(s.queue) == 0, s.changed
		s.mu.Unlock()
		if idle {
			return nil
		}
		select {
		case <-ch:
		case <-s.finished:
			return ErrClosed
		case <-ctx.Done():
			return fmt.Errorf("speech: wait: %w", ctx.Err())
		}
	}
}

// Close stops what is being said, drops the queue and ends the speaker.
func (s *Speaker) Close() error {
	s.stop()
	<-s.finished
	return nil
}

// interrupts reports whether an utterance at pri stops one at cur.
func interrupts(pri, cur Priority) bool {
	return cur != Move && (pri > cur || (pri == Browse && cur == Browse))
}

// enqueue inserts q after everything of equal or higher priority. The
// caller holds s.mu.
func (s *Speaker) enqueue(q queued) {
	pri := q.u.Priority
	if pri == Browse {
		kept := s.queue[:0]
		for _, k := range s.queue {
			if k.u.Priority != Browse {
				kept = append(kept, k)
			}
		}
		s.queue = kept
	}
	if s.busy && interrupts(pri, s.current) {
		s.cancel()
	}
	i := len(s.queue)
	for i > 0 && s.queue[i-1].u.Priority < pri {
		i--
	}
	s.queue = append(s.queue, queued{})
	copy(s.queue[i+1:], s.queue[i:])
	s.queue[i] = q
	s.notify()
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// notify wakes Wait callers. The caller holds s.mu.
func (s *Speaker) notify() {
	close(s.changed)
	s.changed = make(chan struct{})
}

func (s *Speaker) loop() {
	defer close(s.finished)
	for {
		q, ctx, ok := s.next()
		if !ok {
			return
		}
		if q.aside && s.opts.Fallback != nil {
			s.fallback(ctx, q.u)
		} else {
			s.speak(ctx, q.u)
		}
		s.mu.Lock()
		s.busy = false
		s.cancel()
		s.notify()
		s.mu.Unlock()
	}
}

// next waits for an utterance and marks it as being said.
func (s *Speaker) next() (queued, context.Context, bool) {
	for {
		s.mu.Lock()
		if s.root.Err() != nil {
			s.queue = nil
			s.notify()
			s.mu.Unlock()
			return queued{}, nil, false
		}
		if len(s.queue) > 0 {
			q := s.queue[0]
			s.queue = s.queue[1:]
			q.u.Rate = s.rate
			ctx, cancel := context.WithCancel(s.root)
			s.busy, s.current, s.cancel = true, q.u.Priority, cancel
			s.mu.Unlock()
			return q, ctx, true
		}
		s.mu.Unlock()
		select {
		case <-s.wake:
		case <-s.root.Done():
		}
	}
}

// speak says u on the voice, trying it Retries times in a row (a stall
// once), and hands it to the fallback voice when the voice fails, so that
// it is not lost. A word the voice cannot say goes to the fallback for
// this utterance only and is no failure of the voice. While the voice
// keeps failing, utterances go straight to the fallback for the backoff.
func (s *Speaker) speak(ctx context.Context, u Utterance) {
	s.mu.Lock()
	skip := s.opts.Clock.Now().Before(s.skip)
	s.mu.Unlock()
	if skip && s.opts.Fallback != nil {
		s.fallback(ctx, u)
		return
	}
	var err error
	for attempt := 0; attempt < s.opts.Retries; attempt++ {
		err = s.voice.Speak(ctx, u)
		if err == nil {
			s.spoke()
			return
		}
		if ctx.Err() != nil {
			return
		}
		s.report(fmt.Errorf("speech: attempt %d: %w", attempt+1, err))
		if errors.Is(err, ErrCannotSay) {
			s.fallback(ctx, u)
			return
		}
		if errors.Is(err, ErrStalled) {
			break
		}
	}
	s.failed(err)
	s.fallback(ctx, u)
}

// failed counts a failure of the voice: from the second in a row on, the
// next utterances skip it for the backoff, doubled with each further one.
// The first failure after the voice spoke is told to OnDegraded.
func (s *Speaker) failed(err error) {
	s.mu.Lock()
	s.failures++
	if s.failures >= 2 {
		wait := s.opts.Backoff
		for i := 2; i < s.failures && wait < s.opts.MaxBackoff; i++ {
			wait *= 2
		}
		s.skip = s.opts.Clock.Now().Add(min(wait, s.opts.MaxBackoff))
	}
	told := s.down
	s.down = true
	s.mu.Unlock()
	if !told && s.opts.OnDegraded != nil {
		s.opts.OnDegraded(err)
	}
}

// spoke notes that the voice said an utterance: the failures in a row end,
// and OnRecovered is told when the voice had failed.
func (s *Speaker) spoke() {
	s.mu.Lock()
	back := s.down
	s.down, s.failures, s.skip = false, 0, time.Time{}
	s.mu.Unlock()
	if back && s.opts.OnRecovered != nil {
		s.opts.OnRecovered()
	}
}

func (s *Speaker) fallback(ctx context.Context, u Utterance) {
	if s.opts.Fallback == nil {
		return
	}
	if err := s.opts.Fallback.Speak(ctx, u); err != nil && !errors.Is(err, context.Canceled) {
		s.report(fmt.Errorf("speech: fallback: %w", err))
	}
}

func (s *Speaker) report(err error) {
	s.mu.Lock()
	s.lastErr = err
	s.mu.Unlock()
	if s.opts.OnError != nil {
		s.opts.OnError(err)
	}
}

func clampRate(r int) int {
	return max(-100, min(100, r))
}
