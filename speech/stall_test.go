package speech

import (
	"bytes"
	"context"
	"errors"
	"fmt"
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

// TestStallFailsOverAtOnce: a stalled utterance is not tried again: it
// goes to the fallback at once (told once), and the next utterance tries
// the voice again at once, with no time passing: a voice that failed once
// is not quarantined.
func TestStallFailsOverAtOnce(t *testing.T) {
	clock := speechtest.NewClock()
	v := &stallVoice{stall: map[string]bool{"one": true, "three": true}}
	var log bytes.Buffer
	var mu sync.Mutex
	var degraded []error
	recovered := 0
	s := NewSpeaker(v, SpeakerOptions{Clock: clock, Fallback: NewTextVoice(&log),
		OnDegraded:  func(err error) { mu.Lock(); degraded = append(degraded, err); mu.Unlock() },
		OnRecovered: func() { mu.Lock(); recovered++; mu.Unlock() }})
	defer s.Close()
	for _, w := range []string{"one", "two", "three", "four", "five"} {
		s.Say(words(w), Move)
		waitIdle(t, s)
	}
	if got := strings.Join(v.tried, ","); got != "one,two,three,four,five" {
		t.Fatalf("voice tried %s, want every utterance once", got)
	}
	if log.String() != "one\nthree\n" {
		t.Fatalf("fallback said %q, want one and three", log.String())
	}
	mu.Lock()
	defer mu.Unlock()
	if len(degraded) != 2 || !errors.Is(degraded[0], ErrStalled) || recovered != 2 {
		t.Fatalf("degraded %v, recovered %d times; want twice each", degraded, recovered)
	}
}

// failing fails every utterance while down is set, and says the others; it
// counts its tries.
type failing struct {
	mu    sync.Mutex
	down  bool
	tries int
	said  []string
}

func (v *failing) Speak(ctx context.Context, u Utterance) error {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.tries++
	if v.down {
		return errors.New("test: daemon not running")
	}
	v.said = append(v.said, u.Phrase.String())
	return nil
}

func (v *failing) set(down bool) (tries int) {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.down, tries, v.tries = down, v.tries, 0
	return tries
}

// TestBackoffWhileFailing: a voice that keeps failing (a daemon being
// restarted) is tried for every utterance until it failed two in a row;
// then utterances go straight to the fallback for the backoff, doubled
// with each further failure up to the bound, and the first utterance it
// says again ends the backoff. Every utterance is said by one voice or
// the other; time moves only on the fake clock.
func TestBackoffWhileFailing(t *testing.T) {
	clock := speechtest.NewClock()
	v := &failing{down: true}
	var log bytes.Buffer
	s := NewSpeaker(v, SpeakerOptions{Clock: clock, Backoff: time.Second, MaxBackoff: 4 * time.Second,
		Fallback: NewTextVoice(&log)})
	defer s.Close()
	n := 0
	say := func() {
		t.Helper()
		n++
		s.Say(words(fmt.Sprint("move ", n)), Move)
		waitIdle(t, s)
	}
	tries := func(want int) {
		t.Helper()
		v.mu.Lock()
		got := v.tries
		v.tries = 0
		v.mu.Unlock()
		if got != want {
			t.Fatalf("after move %d: voice tried %d times, want %d", n, got, want)
		}
	}
	say()
	tries(2) // tried, and again at once: it fails
	say()
	tries(2) // not quarantined: tried again; two failures in a row
	say()
	tries(0) // within the backoff (1 s): straight to the fallback
	clock.Advance(time.Second)
	say()
	tries(2) // after it: tried, fails; backoff 2 s
	clock.Advance(time.Second)
	say()
	tries(0)
	clock.Advance(time.Second)
	say()
	tries(2) // fails; backoff 4 s
	clock.Advance(4 * time.Second)
	say()
	tries(2) // fails; backoff stays at 4 s, the bound
	clock.Advance(3 * time.Second)
	say()
	tries(0)
	v.set(false) // the daemon is back
	clock.Advance(time.Second)
	say()
	tries(1)
	v.set(true) // fails once more: no backoff after a single failure
	say()
	tries(2)
	say()
	tries(2)
	if got, want := log.String(), "move 1\nmove 2\nmove 3\nmove 4\nmove 5\nmove 6\nmove 7\nmove 8\nmove 10\nmove 11\n"; got != want {
		t.Fatalf("fallback said %q, want %q", got, want)
	}
	if got := strings.Join(v.said, ","); got != "move 9" {
		t.Fatalf("voice said %q", got)
	}
}

// TestSayAside: an aside is said by the fallback voice, never tried on the
// voice; without a fallback the voice says it.
func TestSayAside(t *testing.T) {
	v := &failing{}
	var log bytes.Buffer
	s := NewSpeaker(v, SpeakerOptions{Fallback: NewTextVoice(&log)})
	defer s.Close()
	s.SayAside(words("The voice failed"), Clock)
	waitIdle(t, s)
	if v.tries != 0 || log.String() != "The voice failed\n" {
		t.Fatalf("voice tried %d times, fallback said %q", v.tries, log.String())
	}
	alone := NewSpeaker(v, SpeakerOptions{})
	defer alone.Close()
	alone.SayAside(words("The voice is back"), Clock)
	waitIdle(t, alone)
	if got := strings.Join(v.said, ","); got != "The voice is back" {
		t.Fatalf("voice said %q", got)
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
