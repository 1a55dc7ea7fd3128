package speech

import (
	"strings"
	"testing"
)

// TestHushStopsOnlyAnswers: Hush cuts the answer being said and drops the
// answers waiting, but the clock reading queued behind is still said.
func TestHushStopsOnlyAnswers(t *testing.T) {
	v := newGateVoice()
	s := NewSpeaker(v, SpeakerOptions{})
	defer s.Close()
	s.Say(words("board"), Browse)
	v.next(t)
	s.Hush()
	s.Say(words("clock"), Clock)
	s.Say(words("pieces"), Browse)
	s.Hush() // drops pieces, keeps the clock
	if u := v.next(t); u.Phrase.String() != "clock" {
		t.Fatalf("got %q, want the clock", u.Phrase)
	}
	s.Hush() // never cuts a clock reading
	v.release <- nil
	waitIdle(t, s)
	if got := strings.Join(v.done(), ","); got != "board!,clock" {
		t.Fatalf("spoken %s", got)
	}
}
