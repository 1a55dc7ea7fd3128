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

	"github.com/tactuschess/tactus/announce"
)

// gateVoice reports each utterance it starts and finishes it only when
// released (or interrupted), so tests control the timeline without timing.
type gateVoice struct {
	started  chan Utterance
	release  chan error
	mu       sync.Mutex
	finished []string // "text" or "text!" when interrupted
}

func newGateVoice() *gateVoice {
	return &gateVoice{started: make(chan Utterance, 16), release: make(chan error)}
}

func (v *gateVoice) Speak(ctx context.Context, u Utterance) error {
	v.started <- u
	select {
	case err := <-v.release:
		if err == nil {
			v.mu.Lock()
			v.finished = append(v.finished, u.Phrase.String())
			v.mu.Unlock()
		}
		return err
	case <-ctx.Done():
		v.mu.Lock()
		v.finished = append(v.finished, u.Phrase.String()+"!")
		v.mu.Unlock()
		return ctx.Err()
	}
}

func (v *gateVoice) next(t *testing.T) Utterance {
	t.Helper()
	select {
	case u := <-v.started:
		return u
	case <-time.After(10 * time.Second):
		t.Fatal("no utterance started")
		return Utterance{}
	}
}

func (v *gateVoice) done() []string {
	v.mu.Lock()
	defer v.mu.Unlock()
	return append([]string(nil), v.finished...)
}

func words(s string) announce.Phrase {
	var p announce.Phrase
	for _, w := range strings.Fields(s) {
		p = append(p, announce.Word{Kind: announce.Text, Text: w})
	}
	return p
}

func waitIdle(t *testing.T, s *Speaker) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := s.Wait(ctx); err != nil {
		t.Fatal(err)
	}
}

func TestMoveInterruptsClockAndBrowse(t *testing.T) {
	v := newGateVoice()
	s := NewSpeaker(v, SpeakerOptions{})
	defer s.Close()
	s.Say(words("clock"), Clock)
	v.next(t)
	s.Say(words("move1"), Move)
	if u := v.next(t); u.Phrase.String() != "move1" {
		t.Fatalf("after interrupt got %q", u.Phrase)
	}
	s.Say(words("browse"), Browse)
	s.Say(words("clock2"), Clock)
	s.Say(words("move2"), Move) // queued: nothing interrupts move1
	v.release <- nil
	for _, want := range []string{"move2", "clock2", "browse"} {
		if u := v.next(t); u.Phrase.String() != want {
			t.Fatalf("got %q, want %q", u.Phrase, want)
		}
		v.release <- nil
	}
	waitIdle(t, s)
	want := []string{"clock!", "move1", "move2", "clock2", "browse"}
	if got := v.done(); strings.Join(got, ",") != strings.Join(want, ",") {
		t.Fatalf("spoken %v, want %v", got, want)
	}
}

func TestBrowseReplacesBrowse(t *testing.T) {
	v := newGateVoice()
	s := NewSpeaker(v, SpeakerOptions{})
	defer s.Close()
	s.Say(words("clock"), Clock)
	v.next(t)
	s.Say(words("a1"), Browse)
	s.Say(words("a2"), Browse) // replaces queued a1
	v.release <- nil
	if u := v.next(t); u.Phrase.String() != "a2" {
		t.Fatalf("got %q, want a2", u.Phrase)
	}
	s.Say(words("a3"), Browse) // interrupts a2
	if u := v.next(t); u.Phrase.String() != "a3" {
		t.Fatalf("got %q, want a3", u.Phrase)
	}
	v.release <- nil
	waitIdle(t, s)
	if got := strings.Join(v.done(), ","); got != "clock,a2!,a3" {
		t.Fatalf("spoken %s", got)
	}
}

func TestRepeatAndRate(t *testing.T) {
	v := newGateVoice()
	s := NewSpeaker(v, SpeakerOptions{Rate: 500})
	defer s.Close()
	if s.Repeat() {
		t.Fatal("Repeat with nothing said reported true")
	}
	s.Say(words("Springer Felix drei"), Move)
	if u := v.next(t); u.Rate != 100 {
		t.Fatalf("rate %d, want clamped 100", u.Rate)
	}
	v.release <- nil
	s.Say(words("browse"), Browse)
	v.next(t)
	s.SetRate(-20)
	if !s.Repeat() {
		t.Fatal("Repeat reported false")
	}
	u := v.next(t) // the repeat interrupts browsing
	if u.Phrase.String() != "Springer Felix drei" || u.Priority != Move || u.Rate != -20 {
		t.Fatalf("repeat = %+v", u)
	}
	v.release <- nil
	waitIdle(t, s)
}

func TestFailureRetriedThenFallback(t *testing.T) {
	v := newGateVoice()
	var log bytes.Buffer
	var errs []error
	var mu sync.Mutex
	s := NewSpeaker(v, SpeakerOptions{Retries: 2, Fallback: NewTextVoice(&log),
		OnError: func(err error) { mu.Lock(); errs = append(errs, err); mu.Unlock() }})
	defer s.Close()
	boom := errors.New("device gone")
	s.Say(words("one"), Move)
	s.Say(words("two"), Move)
	v.next(t)
	v.release <- boom
	v.next(t) // retry of "one" succeeds: reconnected
	v.release <- nil
	if u := v.next(t); u.Phrase.String() != "two" {
		t.Fatalf("got %q", u.Phrase)
	}
	v.release <- boom
	v.next(t)
	v.release <- boom // retries exhausted: fallback
	waitIdle(t, s)
	if got := strings.Join(v.done(), ","); got != "one" {
		t.Fatalf("voice spoke %s", got)
	}
	if log.String() != "two\n" {
		t.Fatalf("fallback printed %q", log.String())
	}
	mu.Lock()
	defer mu.Unlock()
	if len(errs) != 3 || !errors.Is(errs[0], boom) || !errors.Is(s.LastError(), boom) {
		t.Fatalf("errors %v", errs)
	}
}

func TestCloseStopsSpeech(t *testing.T) {
	v := newGateVoice()
	s := NewSpeaker(v, SpeakerOptions{})
	s.Say(words("long"), Move)
	v.next(t)
	s.Close()
	if got := strings.Join(v.done(), ","); got != "long!" {
		t.Fatalf("spoken %s", got)
	}
	if err := s.Wait(context.Background()); err != nil && !errors.Is(err, ErrClosed) {
		t.Fatal(err)
	}
}

func TestOutputsRoute(t *testing.T) {
	var player, opp bytes.Buffer
	o := Outputs{Player: NewSpeaker(NewTextVoice(&player), SpeakerOptions{}),
		Opponent: NewSpeaker(NewTextVoice(&opp), SpeakerOptions{})}
	defer o.Close()
	o.Move(words("Eva zwei Eva vier"))
	o.Clock(words("five minutes"))
	o.Browse(words("Anna eins Turm"))
	o.Repeat()
	waitIdle(t, o.Player)
	waitIdle(t, o.Opponent)
	if opp.String() != "Eva zwei Eva vier\nEva zwei Eva vier\n" {
		t.Fatalf("opponent heard %q", opp.String())
	}
	if player.String() != "five minutes\nAnna eins Turm\n" {
		t.Fatalf("player heard %q", player.String())
	}
}

type cannotVoice struct{ calls int }

func (v *cannotVoice) Speak(ctx context.Context, u Utterance) error {
	v.calls++
	return fmt.Errorf("test: %w", ErrCannotSay)
}

// TestCannotSayGoesStraightToFallback: a word the voice has no sound for
// goes to the fallback at once, and the next utterance to the voice again.
func TestCannotSayGoesStraightToFallback(t *testing.T) {
	var log bytes.Buffer
	v := &cannotVoice{}
	s := NewSpeaker(v, SpeakerOptions{Backoff: time.Hour, Fallback: NewTextVoice(&log)})
	defer s.Close()
	s.Say(words("Magnus"), Move)
	s.Say(words("Carlsen"), Move)
	waitIdle(t, s)
	if v.calls != 2 || log.String() != "Magnus\nCarlsen\n" {
		t.Fatalf("calls %d, fallback %q", v.calls, log.String())
	}
}
