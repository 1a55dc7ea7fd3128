package shell

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
	"github.com/tactuschess/tactus/internal/speechtest"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/setup"
)

// heard records what a fake voice was given.
type heard struct {
	mu   sync.Mutex
	said []string
	fail bool
}

func (h *heard) Speak(_ context.Context, u speech.Utterance) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.fail {
		return errors.New("no device")
	}
	h.said = append(h.said, u.Priority.String()+" "+u.Phrase.String())
	return nil
}

func (h *heard) list() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return append([]string(nil), h.said...)
}

// waitFor waits until the fake voice has n utterances (the speaker runs on
// its own goroutine); the test fails when they do not come.
func waitFor(t *testing.T, h *heard, s *speech.Speaker, n int) []string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := s.Wait(ctx); err != nil {
		t.Fatalf("speaker: %v", err)
	}
	got := h.list()
	if len(got) != n {
		t.Fatalf("heard %q, want %d utterances", got, n)
	}
	return got
}

func TestRoute(t *testing.T) {
	player, opponent := &heard{}, &heard{}
	ps, opp := speech.NewSpeaker(player, speech.SpeakerOptions{}), speech.NewSpeaker(opponent, speech.SpeakerOptions{})
	defer ps.Close()
	defer opp.Close()
	out := speech.Outputs{Player: ps, Opponent: opp}
	move := announce.Phrase{{Kind: announce.File, Text: "Eva"}, {Kind: announce.Rank, Text: "vier"}}
	Route(out, table.Output{Kind: table.Event, Text: "White announces: Eva vier.", Phrase: move, Move: true}, false)
	Route(out, table.Output{Kind: table.Event, Text: "White completes the move.", Quiet: true}, false)
	if got := waitFor(t, opponent, opp, 1); got[0] != "move Eva vier" {
		t.Errorf("opponent heard %q", got)
	}
	Route(out, table.Output{Kind: table.Answer, Text: "Rank 4: empty."}, false)
	if got := waitFor(t, player, ps, 2); got[0] != "move Eva vier" || got[1] != "browse Rank 4: empty." {
		t.Errorf("player heard %q", got)
	}
	// with opponent_hears off the next move goes to the player only
	Route(out, table.Output{Kind: table.Event, Text: "Black announces: Eva fuenf.", Phrase: move, Move: true}, true)
	if got := waitFor(t, player, ps, 3); got[2] != "move Eva vier" {
		t.Errorf("player heard %q", got)
	}
	if got := opponent.list(); len(got) != 1 {
		t.Errorf("the opponent heard %q with opponent_hears off", got)
	}
}

func TestVoiceSaysWhatCameBefore(t *testing.T) {
	h := &heard{}
	ready := make(chan struct{})
	open := func(ctx context.Context, cfg SpeechConfig, getenv func(string) string) (*setup.Speech, error) {
		<-ready
		return &setup.Speech{Player: h, Opponent: h, Path: "speech: fake"}, nil
	}
	v := StartVoice(context.Background(), open, SpeechConfig{}, nil)
	defer v.Close()
	v.Say(table.Output{Kind: table.Event, Text: "Game begins, white to move."})
	close(ready)
	deadline := time.Now().Add(5 * time.Second)
	for len(h.list()) == 0 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if got := h.list(); len(got) != 1 || got[0] != "clock Game begins, white to move." {
		t.Errorf("heard %q", got)
	}
}

func TestVoiceTellsOnceWhenSpeechIsMissing(t *testing.T) {
	open := func(ctx context.Context, cfg SpeechConfig, getenv func(string) string) (*setup.Speech, error) {
		return nil, speech.ErrUnavailable
	}
	v := StartVoice(context.Background(), open, SpeechConfig{Voice: "clips"}, nil)
	defer v.Close()
	select {
	case n := <-v.notices:
		if n.Text != "The voice clips cannot be used here, so announcements are only printed." {
			t.Errorf("notice %q", n.Text)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no notice")
	}
	v.Say(table.Output{Text: "kept"}) // no speech, no block
}

// TestVoiceToldOnceGoneAndOnceBack: a voice that fails is told of once,
// with what speaks instead, however often it fails, and once when it is
// back. The notice is an aside: the built-in voice says it (the failed
// voice is not asked to), and every utterance is said by one voice or the
// other. Time moves only on a fake clock.
func TestVoiceToldOnceGoneAndOnceBack(t *testing.T) {
	h, builtIn := &heard{fail: true}, &heard{}
	open := func(ctx context.Context, cfg SpeechConfig, getenv func(string) string) (*setup.Speech, error) {
		return &setup.Speech{Player: h, Opponent: h, Fallback: builtIn, Path: "speech: fake"}, nil
	}
	clock := speechtest.NewClock()
	v := StartVoice(context.Background(), open, SpeechConfig{Clock: clock}, nil)
	defer v.Close()
	next := func() table.Output {
		t.Helper()
		select {
		case n := <-v.notices:
			return n
		case <-time.After(10 * time.Second):
			t.Fatal("no notice")
			return table.Output{}
		}
	}
	idle := func() {
		t.Helper()
		v.mu.Lock()
		out := v.out
		v.mu.Unlock()
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := out.Player.Wait(ctx); err != nil {
			t.Fatal(err)
		}
	}
	v.Say(table.Output{Kind: table.Event, Text: "one"})
	n := next()
	if n.Text != "The voice failed; the built-in voice speaks until it is back." || !n.Aside {
		t.Fatalf("notice %+v", n)
	}
	v.Say(n)                                        // as the app does with every notice
	for _, text := range []string{"two", "three"} { // still failing: nothing more is told
		v.Say(table.Output{Kind: table.Event, Text: text})
	}
	idle()
	want := []string{"clock one", "clock The voice failed; the built-in voice speaks until it is back.", "clock two", "clock three"}
	if got := builtIn.list(); !slices.Equal(got, want) {
		t.Fatalf("the built-in voice said %q, want %q", got, want)
	}
	h.mu.Lock()
	h.fail = false
	h.mu.Unlock()
	clock.Advance(time.Minute) // past any backoff
	v.Say(table.Output{Kind: table.Event, Text: "four"})
	if n := next(); n.Text != "The voice is back." || !n.Aside {
		t.Fatalf("notice %+v", n)
	}
	idle()
	if got := h.list(); !slices.Equal(got, []string{"clock four"}) {
		t.Fatalf("the voice said %q", got)
	}
	select {
	case n := <-v.notices:
		t.Fatalf("a further notice %q", n.Text)
	default:
	}
}

// gate is a fake voice that holds each utterance until it is let go.
type gate struct {
	started chan string
	release chan struct{}
}

func (g *gate) Speak(ctx context.Context, u speech.Utterance) error {
	g.started <- u.Phrase.String()
	select {
	case <-g.release:
	case <-ctx.Done():
	}
	return nil
}

// SESSION.md: "Pressing can follow the end of the announcement
// automatically (a setting), never precede it." The press token of an
// announcement comes only when the voice has finished saying it.
func TestVoicePressFollowsTheEndOfTheAnnouncement(t *testing.T) {
	g := &gate{started: make(chan string, 4), release: make(chan struct{})}
	open := func(ctx context.Context, cfg SpeechConfig, getenv func(string) string) (*setup.Speech, error) {
		return &setup.Speech{Player: g, Opponent: g, Path: "speech: fake"}, nil
	}
	v := StartVoice(context.Background(), open, SpeechConfig{}, nil)
	defer v.Close()
	move := announce.Phrase{{Kind: announce.File, Text: "Eva"}, {Kind: announce.Rank, Text: "vier"}}
	v.Say(table.Output{Kind: table.Event, Text: "White announces: Eva vier.", Phrase: move, Move: true, Press: 7})
	select {
	case said := <-g.started:
		if said != "Eva vier" {
			t.Fatalf("said %q", said)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the announcement was never said")
	}
	select {
	case tok := <-v.said:
		t.Fatalf("press %v while the announcement is being said", tok)
	default:
	}
	close(g.release)
	select {
	case tok := <-v.said:
		if tok != (input.Said{Token: 7}) {
			t.Fatalf("press token %v", tok)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no press after the announcement was said")
	}
}

// A voice that cannot be opened says nothing: the announcement is printed
// and its press is not held back.
func TestVoiceUnusablePressesAtOnce(t *testing.T) {
	open := func(ctx context.Context, cfg SpeechConfig, getenv func(string) string) (*setup.Speech, error) {
		return nil, errors.New("no speech")
	}
	v := StartVoice(context.Background(), open, SpeechConfig{}, nil)
	defer v.Close()
	v.Say(table.Output{Kind: table.Event, Text: "White announces: Eva vier.", Move: true, Press: 3})
	select {
	case tok := <-v.said:
		if tok != (input.Said{Token: 3}) {
			t.Fatalf("press token %v", tok)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the press of an announcement no voice can say never came")
	}
}
