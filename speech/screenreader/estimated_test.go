package screenreader

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tactuschess/tactus/internal/speechtest"
	"github.com/tactuschess/tactus/speech"
)

// callLog records calls as lines.
type callLog struct {
	mu    sync.Mutex
	calls []string
	fail  error // every call answers it when set
}

func (l *callLog) add(format string, args ...any) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.calls = append(l.calls, fmt.Sprintf(format, args...))
	return l.fail
}

func (l *callLog) lines() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.calls...)
}

type fakeJAWS struct{ callLog }

func (f *fakeJAWS) SayString(text string, flush bool) error {
	return f.add("SayString %q %v", text, flush)
}
func (f *fakeJAWS) StopSpeech() error             { return f.add("StopSpeech") }
func (f *fakeJAWS) RunFunction(call string) error { return f.add("RunFunction %s", call) }

type fakeSAPI struct{ callLog }

func (f *fakeSAPI) Speak(text string, purge bool) error { return f.add("Speak %q %v", text, purge) }
func (f *fakeSAPI) SetRate(rate int) error              { return f.add("Rate %d", rate) }
func (f *fakeSAPI) Stop() error                         { return f.add("Stop") }

// speakAndWait speaks u on v and lets the expected time of words pass on
// clock.
func speakAndWait(t *testing.T, v speech.Voice, clock *speechtest.Clock, u speech.Utterance, words string, rate int) {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- v.Speak(context.Background(), u) }()
	want := speech.ExpectedTime(strings.Fields(words), rate)
	clock.Advance(clock.WaitTimer(t, func(left time.Duration) bool { return left == want }))
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

func TestJAWS(t *testing.T) {
	clock := speechtest.NewClock()
	api := &fakeJAWS{}
	v, err := NewJAWS(api, Options{Clock: clock})
	if err != nil {
		t.Fatal(err)
	}
	speakAndWait(t, v, clock, speech.Utterance{Phrase: move(), Priority: speech.Move}, "Blancas: Springer Gustav eins Felix drei", 0)
	speakAndWait(t, v, clock, speech.Utterance{Phrase: words(`say "quoted"`), Priority: speech.Browse}, `say "quoted"`, 0)
	want := []string{
		`SayString "Blancas: Springer Gustav eins Felix drei" true`,
		`RunFunction BrailleString("Blancas: Springer Gustav eins Felix drei")`,
		`SayString "say \"quoted\"" false`,
	}
	if got := api.lines(); !slices.Equal(got, want) {
		t.Errorf("calls:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if got := jawsCall("BrailleString", "a \"b\"\nc"); got != `BrailleString("a 'b' c")` {
		t.Errorf("jawsCall = %s", got)
	}
}

// TestJAWSInterrupted: a move that interrupts a browse stops JAWS's
// speech.
func TestJAWSInterrupted(t *testing.T) {
	clock := speechtest.NewClock()
	api := &fakeJAWS{}
	v, err := NewJAWS(api, Options{Clock: clock})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- v.Speak(ctx, speech.Utterance{Phrase: words("rank 4 empty"), Priority: speech.Browse}) }()
	clock.WaitTimer(t, nil)
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Errorf("Speak: %v, want canceled", err)
	}
	if got := api.lines(); !slices.Equal(got, []string{`SayString "Rank 4 empty" false`, "StopSpeech"}) {
		t.Errorf("calls %q, want SayString then StopSpeech", got)
	}
}

// TestJAWSGoneFallsBack: JAWS refusing mid-game hands the move to the
// fallback.
func TestJAWSGoneFallsBack(t *testing.T) {
	clock := speechtest.NewClock()
	api := &fakeJAWS{}
	api.fail = fmt.Errorf("%w: JAWS refused SayString", ErrNotRunning)
	v, err := NewJAWS(api, Options{Clock: clock})
	if err != nil {
		t.Fatal(err)
	}
	fb := newRecordVoice()
	sp := speech.NewSpeaker(v, speech.SpeakerOptions{Clock: clock, Fallback: fb, Retries: 1})
	defer sp.Close()
	sp.Say(move(), speech.Move)
	if got := <-fb.got; got != move().String() {
		t.Errorf("fallback said %q, want the move", got)
	}
}

func TestSAPI(t *testing.T) {
	clock := speechtest.NewClock()
	api := &fakeSAPI{}
	v, err := NewSAPI(api, Options{Clock: clock})
	if err != nil {
		t.Fatal(err)
	}
	speakAndWait(t, v, clock, speech.Utterance{Phrase: move(), Priority: speech.Move, Rate: 45}, "Blancas: Springer Gustav eins Felix drei", 45)
	speakAndWait(t, v, clock, speech.Utterance{Phrase: words("White 5 minutes"), Priority: speech.Clock, Rate: 45}, "White 5 minutes", 45)
	speakAndWait(t, v, clock, speech.Utterance{Phrase: words("White 5 minutes"), Priority: speech.Clock, Rate: -300}, "White 5 minutes", -300)
	want := []string{
		"Rate 4",
		`Speak "Blancas: Springer Gustav eins Felix drei" true`,
		`Speak "White 5 minutes" false`,
		"Rate -10",
		`Speak "White 5 minutes" false`,
	}
	if got := api.lines(); !slices.Equal(got, want) {
		t.Errorf("calls:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestSAPIInterrupted(t *testing.T) {
	clock := speechtest.NewClock()
	api := &fakeSAPI{}
	v, err := NewSAPI(api, Options{Clock: clock})
	if err != nil {
		t.Fatal(err)
	}
	sp := speech.NewSpeaker(v, speech.SpeakerOptions{Clock: clock})
	defer sp.Close()
	sp.Say(words("rank 4 empty"), speech.Browse)
	clock.WaitTimer(t, nil)
	sp.Say(move(), speech.Move)
	want := speech.ExpectedTime(strings.Fields("Blancas: Springer Gustav eins Felix drei"), 0)
	clock.Advance(clock.WaitTimer(t, func(left time.Duration) bool { return left == want }))
	if err := sp.Wait(context.Background()); err != nil {
		t.Fatal(err)
	}
	got := api.lines()
	wantCalls := []string{"Rate 0", `Speak "Rank 4 empty" false`, "Stop", `Speak "Blancas: Springer Gustav eins Felix drei" true`}
	if !slices.Equal(got, wantCalls) {
		t.Errorf("calls:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(wantCalls, "\n"))
	}
}
