package screenreader

import (
	"context"
	"errors"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/internal/speechtest"
	"github.com/tactuschess/tactus/speech"
)

// The scenarios below run against NVDA's controller client: on every
// platform against fakeController (nvda_fake_test.go), and on Windows (under
// Wine here) against the stand-in DLL testdata/nvdastub.c, which logs each
// call as a line in the same form. Both obey the same environment:
// NVDA_STUB_ABSENT, NVDA_STUB_OLD, NVDA_STUB_MARKS and NVDA_STUB_FAIL.

// nvdaBackend opens the controller client and reads its log of calls.
type nvdaBackend struct {
	open func(t *testing.T) Controller
	log  func(t *testing.T) []string
}

// move is White's Ng1-f3 as Appendix D says it, after a Spanish prefix.
func move() announce.Phrase {
	p := announce.Phrase{
		{Kind: announce.Message, Text: "Blancas", Lang: "es"}, {Kind: announce.Pause, Text: ":", Lang: "es"},
		{Kind: announce.Piece, Text: "Springer", Lang: "de"}, {Kind: announce.File, Text: "Gustav", Lang: "de"},
		{Kind: announce.Rank, Text: "eins", Lang: "de"}, {Kind: announce.File, Text: "Felix", Lang: "de"},
		{Kind: announce.Rank, Text: "drei", Lang: "de"},
	}
	return p
}

func words(s string) announce.Phrase {
	var p announce.Phrase
	for _, w := range strings.Fields(s) {
		p = append(p, announce.Word{Kind: announce.Text, Text: w, Lang: "en"})
	}
	return p
}

// setStub sets one of the stand-in's switches for the rest of the test;
// "" removes it.
func setStub(t *testing.T, name, value string) {
	t.Helper()
	t.Setenv(name, value)
	if value == "" {
		os.Unsetenv(name)
	}
}

// calls returns the log's lines that begin with one of the call names.
func calls(log []string, names ...string) []string {
	var out []string
	for _, l := range log {
		call, _, _ := strings.Cut(l, " ")
		if slices.Contains(names, call) {
			out = append(out, l)
		}
	}
	return out
}

// recordVoice records what it is asked to say (the fallback).
type recordVoice struct {
	mu   sync.Mutex
	said []string
	got  chan string
}

func newRecordVoice() *recordVoice { return &recordVoice{got: make(chan string, 16)} }

func (r *recordVoice) Speak(ctx context.Context, u speech.Utterance) error {
	r.mu.Lock()
	r.said = append(r.said, u.Phrase.String())
	r.mu.Unlock()
	r.got <- u.Phrase.String()
	return nil
}

// waitMark blocks until the voice has taken a mark and waits for the next
// one: a timer other than the begin timeout is pending.
func waitMark(t *testing.T, clock *speechtest.Clock) time.Duration {
	return clock.WaitTimer(t, func(left time.Duration) bool { return left != DefaultBeginTimeout })
}

func runNVDAScenarios(t *testing.T, b nvdaBackend) {
	t.Run("MoveWithMarksAndBraille", func(t *testing.T) {
		v, err := NewNVDA(b.open(t), Options{BeginTimeout: time.Hour})
		if err != nil {
			t.Fatal(err)
		}
		if !v.SSML() {
			t.Fatal("NVDA 2024.1 or later: want SSML")
		}
		ctx := context.Background()
		if err := v.Speak(ctx, speech.Utterance{Phrase: move(), Priority: speech.Move}); err != nil {
			t.Fatal(err)
		}
		if err := v.Speak(ctx, speech.Utterance{Phrase: words("White 5 minutes"), Priority: speech.Clock}); err != nil {
			t.Fatal(err)
		}
		if err := v.Speak(ctx, speech.Utterance{Phrase: words("a1 rook"), Priority: speech.Browse}); err != nil {
			t.Fatal(err)
		}
		log := b.log(t)
		want := []string{
			"testIfRunning",
			"setOnSsmlMarkReachedCallback",
			`speakSsml priority=2 symbols=-1 async=1 <speak><voice xml:lang="es"><mark name="t1w0"/>Blancas:</voice>` +
				`<voice xml:lang="de"><mark name="t1w1"/>Springer <mark name="t1w2"/>Gustav <mark name="t1w3"/>eins ` +
				`<mark name="t1w4"/>Felix <mark name="t1w5"/>drei</voice><mark name="t1end"/></speak>`,
			"brailleMessage Blancas: Springer Gustav eins Felix drei",
			`speakSsml priority=1 symbols=-1 async=1 <speak><voice xml:lang="en"><mark name="t2w0"/>White <mark name="t2w1"/>5 ` +
				`<mark name="t2w2"/>minutes</voice><mark name="t2end"/></speak>`,
			`speakSsml priority=0 symbols=-1 async=1 <speak><voice xml:lang="en"><mark name="t3w0"/>a1 <mark name="t3w1"/>Rook</voice>` +
				`<mark name="t3end"/></speak>`,
		}
		if !slices.Equal(log, want) {
			t.Errorf("calls:\n%s\nwant:\n%s", strings.Join(log, "\n"), strings.Join(want, "\n"))
		}
	})

	t.Run("MoveInterruptsBrowse", func(t *testing.T) {
		clock := speechtest.NewClock()
		v, err := NewNVDA(b.open(t), Options{Clock: clock})
		if err != nil {
			t.Fatal(err)
		}
		sp := speech.NewSpeaker(v, speech.SpeakerOptions{Clock: clock})
		defer sp.Close()
		setStub(t, "NVDA_STUB_MARKS", "1") // the browse says its first word and goes on talking
		sp.Say(words("rank 4 empty"), speech.Browse)
		waitMark(t, clock)
		setStub(t, "NVDA_STUB_MARKS", "")
		sp.Say(move(), speech.Move)
		if err := sp.Wait(context.Background()); err != nil {
			t.Fatal(err)
		}
		got := calls(b.log(t), "speakSsml", "cancelSpeech", "brailleMessage")
		if len(got) != 4 || !strings.HasPrefix(got[0], "speakSsml priority=0 ") || !strings.Contains(got[0], ">Rank <") ||
			got[1] != "cancelSpeech" || !strings.HasPrefix(got[2], "speakSsml priority=2 ") || !strings.Contains(got[2], ">Springer <") ||
			got[3] != "brailleMessage Blancas: Springer Gustav eins Felix drei" {
			t.Errorf("calls:\n%s\nwant the browse, cancelSpeech, the move at priority 2, its Braille", strings.Join(got, "\n"))
		}
	})

	t.Run("MarksStopMidMessage", func(t *testing.T) {
		clock := speechtest.NewClock()
		v, err := NewNVDA(b.open(t), Options{Clock: clock})
		if err != nil {
			t.Fatal(err)
		}
		fb := newRecordVoice()
		degraded := make(chan error, 1)
		sp := speech.NewSpeaker(v, speech.SpeakerOptions{Clock: clock, Fallback: fb,
			OnDegraded: func(err error) { degraded <- err }})
		defer sp.Close()
		setStub(t, "NVDA_STUB_MARKS", "3")
		sp.Say(move(), speech.Move)
		// after "Gustav" (w2) nothing comes: the word's time and the
		// margin pass (the marks before it come without time passing)
		gustav := speech.WordTime("Gustav", 0) + DefaultEndMargin
		clock.Advance(clock.WaitTimer(t, func(left time.Duration) bool { return left == gustav }))
		if got := <-fb.got; got != move().String() {
			t.Errorf("fallback said %q, want the move", got)
		}
		if err := <-degraded; !errors.Is(err, ErrNoEnd) || !errors.Is(err, speech.ErrStalled) {
			t.Errorf("degraded with %v, want ErrNoEnd", err)
		}
		if got := calls(b.log(t), "cancelSpeech"); len(got) != 1 {
			t.Errorf("cancelSpeech %d times, want once: NVDA must not say the move late", len(got))
		}
	})

	t.Run("NoMarkAtAll", func(t *testing.T) {
		clock := speechtest.NewClock()
		v, err := NewNVDA(b.open(t), Options{Clock: clock})
		if err != nil {
			t.Fatal(err)
		}
		setStub(t, "NVDA_STUB_MARKS", "0")
		done := make(chan error, 1)
		go func() { done <- v.Speak(context.Background(), speech.Utterance{Phrase: move(), Priority: speech.Move}) }()
		clock.Advance(clock.WaitTimer(t, func(left time.Duration) bool { return left == DefaultBeginTimeout }))
		if err := <-done; !errors.Is(err, ErrNoBegin) {
			t.Errorf("Speak: %v, want ErrNoBegin", err)
		}
	})

	t.Run("NVDAQuitsMidGame", func(t *testing.T) {
		clock := speechtest.NewClock()
		v, err := NewNVDA(b.open(t), Options{Clock: clock, BeginTimeout: time.Hour})
		if err != nil {
			t.Fatal(err)
		}
		fb := newRecordVoice()
		sp := speech.NewSpeaker(v, speech.SpeakerOptions{Clock: clock, Fallback: fb, Retries: 1})
		defer sp.Close()
		setStub(t, "NVDA_STUB_FAIL", "1722") // RPC server unavailable: NVDA is gone
		sp.Say(move(), speech.Move)
		if got := <-fb.got; got != move().String() {
			t.Errorf("fallback said %q, want the move", got)
		}
		var ce *CallError
		if err := sp.LastError(); !errors.As(err, &ce) || ce.Code != 1722 || ce.Call != "speakSsml" {
			t.Errorf("last error %v, want speakSsml's 1722", err)
		}
	})

	t.Run("Absent", func(t *testing.T) {
		setStub(t, "NVDA_STUB_ABSENT", "1")
		_, err := NewNVDA(b.open(t), Options{})
		var ce *CallError
		if !errors.Is(err, ErrNotRunning) || !errors.Is(err, speech.ErrUnavailable) || !errors.As(err, &ce) || ce.Code != 1717 {
			t.Errorf("NewNVDA with NVDA absent: %v, want ErrNotRunning from testIfRunning's 1717", err)
		}
		if got := b.log(t); !slices.Equal(got, []string{"testIfRunning"}) {
			t.Errorf("calls %q, want testIfRunning only", got)
		}
	})

	t.Run("OldNVDA", func(t *testing.T) {
		setStub(t, "NVDA_STUB_OLD", "1")
		clock := speechtest.NewClock()
		v, err := NewNVDA(b.open(t), Options{Clock: clock})
		if err != nil {
			t.Fatal(err)
		}
		if v.SSML() {
			t.Fatal("NVDA before 2024.1: want no SSML")
		}
		done := make(chan error, 1)
		go func() { done <- v.Speak(context.Background(), speech.Utterance{Phrase: move(), Priority: speech.Move}) }()
		want := speech.ExpectedTime(strings.Fields("Blancas: Springer Gustav eins Felix drei"), 0)
		clock.Advance(clock.WaitTimer(t, func(left time.Duration) bool { return left == want }))
		if err := <-done; err != nil {
			t.Fatal(err)
		}
		got := b.log(t)
		wantLog := []string{"testIfRunning", "setOnSsmlMarkReachedCallback", "cancelSpeech",
			"speakText Blancas: Springer Gustav eins Felix drei", "brailleMessage Blancas: Springer Gustav eins Felix drei"}
		if !slices.Equal(got, wantLog) {
			t.Errorf("calls:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(wantLog, "\n"))
		}
	})
}
