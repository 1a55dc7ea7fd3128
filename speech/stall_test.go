package speech

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tactuschess/tactus/internal/speechtest"
)

// stallVoice stalls on every utterance whose text is in stall and says
// the others; it records what it was given.
type stallVoice struct {
	mu    sync.Mutex
	stall map[string]bool
	tried []string
}

func (v *stallVoice) Speak(ctx context.Context, u Utterance) error {
	v.mu.Lock()
	defer v.mu.Unlock()
	text := u.Phrase.String()
	v.tried = append(v.tried, text)
	if v.stall[text] {
		return fmt.Errorf("test: no BEGIN: %w", ErrStalled)
	}
	return nil
}

// TestStallFailsOverAtOnce: a stalled utterance is not retried: it goes
// to the fallback, the voice is skipped for the cooldown (told once), and
// tried again after it.
func TestStallFailsOverAtOnce(t *testing.T) {
	clock := speechtest.NewClock()
	v := &stallVoice{stall: map[string]bool{"one": true}}
	var log bytes.Buffer
	var degraded []error
	var mu sync.Mutex
	recovered := 0
	s := NewSpeaker(v, SpeakerOptions{Clock: clock, Backoff: time.Hour, Fallback: NewTextVoice(&log),
		OnDegraded:  func(err error) { degraded = append(degraded, err) },
		OnRecovered: func() { mu.Lock(); recovered++; mu.Unlock() }})
	defer s.Close()
	s.Say(words("one"), Move)
	s.Say(words("two"), Move)
	waitIdle(t, s)
	clock.Advance(29 * time.Second)
	s.Say(words("three"), Move)
	waitIdle(t, s)
	clock.Advance(time.Second)
	s.Say(words("four"), Move)
	waitIdle(t, s)
	if got := strings.Join(v.tried, ","); got != "one,four" {
		t.Fatalf("voice tried %s, want one,four", got)
	}
	if log.String() != "one\ntwo\nthree\n" {
		t.Fatalf("fallback said %q", log.String())
	}
	if len(degraded) != 1 || !errors.Is(degraded[0], ErrStalled) {
		t.Fatalf("degraded %v", degraded)
	}
	s.Say(words("five"), Move)
	waitIdle(t, s)
	mu.Lock()
	defer mu.Unlock()
	if recovered != 1 { // told when "four" was said, not again for "five"
		t.Fatalf("told of the recovery %d times, want 1", recovered)
	}
}

// TestBackoffOnTheClock retries a failing voice after the backoff, on the
// speaker's clock.
func TestBackoffOnTheClock(t *testing.T) {
	clock := speechtest.NewClock()
	v := newGateVoice()
	s := NewSpeaker(v, SpeakerOptions{Clock: clock, Retries: 3, Backoff: time.Second})
	defer s.Close()
	s.Say(words("one"), Move)
	v.next(t)
	v.release <- errors.New("test: gone")
	if left := clock.WaitTimer(t, nil); left != time.Second {
		t.Fatalf("first backoff %v", left)
	}
	clock.Advance(time.Second)
	v.next(t)
	v.release <- errors.New("test: gone")
	if left := clock.WaitTimer(t, nil); left != time.Second { // doubled, at most a second
		t.Fatalf("second backoff %v", left)
	}
	clock.Advance(time.Second)
	v.next(t)
	v.release <- nil
	waitIdle(t, s)
	if got := v.done(); !slices.Equal(got, []string{"one"}) {
		t.Fatalf("spoken %v", got)
	}
}

type errVoice struct{ err error }

func (v errVoice) Speak(context.Context, Utterance) error { return v.err }

func TestChain(t *testing.T) {
	var log bytes.Buffer
	gone := errors.New("test: device gone")
	c := Chain{errVoice{gone}, NewTextVoice(&log)}
	if err := c.Speak(context.Background(), Utterance{Phrase: words("Matt")}); err != nil || log.String() != "Matt\n" {
		t.Fatalf("Speak = %v, said %q", err, log.String())
	}
	err := Chain{errVoice{gone}}.Speak(context.Background(), Utterance{})
	if !errors.Is(err, gone) || !errors.Is(err, ErrUnavailable) {
		t.Fatalf("all failing: %v", err)
	}
	if err := (Chain{}).Speak(context.Background(), Utterance{}); !errors.Is(err, ErrUnavailable) {
		t.Fatalf("empty: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := (Chain{NewTextVoice(&log)}).Speak(ctx, Utterance{}); !errors.Is(err, context.Canceled) {
		t.Fatalf("canceled: %v", err)
	}
}
