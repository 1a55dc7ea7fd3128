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
type SpeakerOptions struct {
	// Rate is the initial speech rate, -100..100.
	Rate int
	// Retries is how often a failed utterance is retried on the voice
	// (which reconnects its service or device) before it goes to
	// Fallback; 0 means 3.
	Retries int
	// Backoff is the wait before the first retry, doubled for each further
	// one up to one second; 0 means 100 ms.
	Backoff time.Duration
	// Fallback speaks an utterance the voice keeps failing on, so that it
	// is not lost (a TextVoice, say). Nil drops it after reporting.
	Fallback Voice
	// OnError is told of every failure of the voice; nil ignores them
	// (LastError still has the latest).
	OnError func(error)
	// OnDegraded is told once each time the Speaker gives up on the voice
	// for the Cooldown, with the failure that made it: the moment to tell
	// the player, in one short sentence, that speech fell back. Nil
	// ignores it.
	OnDegraded func(error)
	// OnRecovered is told once when the voice speaks an utterance again
	// after OnDegraded: the moment to tell the player it is back. Nil
	// ignores it.
	OnRecovered func()
	// Cooldown is how long utterances go straight to Fallback after the
	// voice failed all retries, or stalled, before the voice is tried
	// again; 0 means 30 s.
	Cooldown time.Duration
	// Clock times the backoff and the cooldown; nil means SystemClock.
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
	queue    []Utterance
	busy     bool
	current  Priority
	cancel   context.CancelFunc
	last     announce.Phrase
	rate     int
	degraded time.Time // until then, utterances go to the fallback
	down     bool      // the voice failed and has not spoken since
	lastErr  error
	changed  chan struct{} // closed and replaced on every state change
	wake     chan struct{}
	root     context.Context
	stop     context.CancelFunc
	finished chan struct{}
}

// NewSpeaker starts a speaker on v. Close it to stop its goroutine.
func NewSpeaker(v Voice, opts SpeakerOptions) *Speaker {
	if opts.Retries <= 0 {
		opts.Retries = 3
	}
	if opts.Backoff <= 0 {
		opts.Backoff = 100 * time.Millisecond
	}
	if opts.Cooldown <= 0 {
		opts.Cooldown = 30 * time.Second
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
	s.enqueue(Utterance{Phrase: p, Priority: pri})
}

// Repeat queues the last move announcement again (at Move priority) and
// reports whether there was one.
func (s *Speaker) Repeat() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.last == nil {
		return false
	}
	s.enqueue(Utterance{Phrase: s.last, Priority: Move})
	return true
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

// enqueue inserts u after everything of equal or higher priority. The
// caller holds s.mu.
func (s *Speaker) enqueue(u Utterance) {
	if u.Priority == Browse {
		kept := s.queue[:0]
		for _, q := range s.queue {
			if q.Priority != Browse {
				kept = append(kept, q)
			}
		}
		s.queue = kept
	}
	if s.busy && interrupts(u.Priority, s.current) {
		s.cancel()
	}
	i := len(s.queue)
	for i > 0 && s.queue[i-1].Priority < u.Priority {
		i--
	}
	s.queue = append(s.queue, Utterance{})
	copy(s.queue[i+1:], s.queue[i:])
	s.queue[i] = u
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
		u, ctx, ok := s.next()
		if !ok {
			return
		}
		s.speak(ctx, u)
		s.mu.Lock()
		s.busy = false
		s.cancel()
		s.notify()
		s.mu.Unlock()
	}
}

// next waits for an utterance and marks it as being said.
func (s *Speaker) next() (Utterance, context.Context, bool) {
	for {
		s.mu.Lock()
		if s.root.Err() != nil {
			s.queue = nil
			s.notify()
			s.mu.Unlock()
			return Utterance{}, nil, false
		}
		if len(s.queue) > 0 {
			u := s.queue[0]
			s.queue = s.queue[1:]
			u.Rate = s.rate
			ctx, cancel := context.WithCancel(s.root)
			s.busy, s.current, s.cancel = true, u.Priority, cancel
			s.mu.Unlock()
			return u, ctx, true
		}
		s.mu.Unlock()
		select {
		case <-s.wake:
		case <-s.root.Done():
		}
	}
}

// speak says u, retrying on failure and handing it to the fallback voice
// when the voice keeps failing or stalls, so that it is not lost. A word
// the voice cannot say goes to the fallback for this utterance only; a
// voice that failed every retry, or stalled, is skipped for the cooldown.
func (s *Speaker) speak(ctx context.Context, u Utterance) {
	s.mu.Lock()
	degraded := s.opts.Clock.Now().Before(s.degraded)
	s.mu.Unlock()
	if degraded && s.opts.Fallback != nil {
		s.fallback(ctx, u)
		return
	}
	wait := s.opts.Backoff
	for attempt := 0; ; attempt++ {
		err := s.voice.Speak(ctx, u)
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
		if attempt+1 >= s.opts.Retries || errors.Is(err, ErrStalled) {
			s.degrade(err)
			break
		}
		if SleepOn(ctx, s.opts.Clock, wait) != nil {
			return
		}
		wait = min(2*wait, time.Second)
	}
	s.fallback(ctx, u)
}

// degrade skips the voice for the cooldown and says so once.
func (s *Speaker) degrade(err error) {
	s.mu.Lock()
	s.degraded = s.opts.Clock.Now().Add(s.opts.Cooldown)
	s.down = true
	s.mu.Unlock()
	if s.opts.OnDegraded != nil {
		s.opts.OnDegraded(err)
	}
}

// spoke notes that the voice said an utterance, telling OnRecovered when
// it had been given up on.
func (s *Speaker) spoke() {
	s.mu.Lock()
	back := s.down
	s.down = false
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
