package speechd

import (
	"bytes"
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/internal/speechtest"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/ssip"
)

func phrase(s string) announce.Phrase {
	var p announce.Phrase
	for _, w := range strings.Fields(s) {
		p = append(p, announce.Word{Kind: announce.Text, Text: w, Lang: "de"})
	}
	return p
}

// fixture is a voice on a fake clock talking to a scripted daemon.
type fixture struct {
	v      *Voice
	d      *speechtest.Daemon
	clock  *speechtest.Clock
	queued chan int // the ids of the messages the voice has queued
}

// stall lets the time run out for message text, which the daemon treats
// as b: once the voice waits for BEGIN (NoBegin), for END (NoEnd) or for
// the reply (Hangs), the clock moves on to its timeout.
func (f fixture) stall(t *testing.T, text string, b speechtest.Behaviour) {
	t.Helper()
	switch b {
	case speechtest.NoBegin:
		<-f.queued
		f.clock.Advance(f.clock.WaitTimer(t, nil))
	case speechtest.NoEnd:
		<-f.queued
		f.clock.Advance(f.clock.WaitTimer(t, afterBegin))
	case speechtest.Hangs:
		for heard := range f.d.Heard() {
			if heard == text {
				break
			}
		}
		f.clock.Advance(f.clock.WaitTimer(t, nil))
	}
}

// fake connects a voice on a fake clock to a scripted daemon.
func fake(t *testing.T, script ...speechtest.Behaviour) fixture {
	t.Helper()
	d := speechtest.NewDaemon(t, script...)
	clock := speechtest.NewClock()
	v, err := New(context.Background(), Options{Address: ssip.Address{Network: "unix", Addr: d.Path},
		Clock: clock, Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { v.Close() })
	f := fixture{v: v, d: d, clock: clock, queued: make(chan int, 64)}
	v.queued = func(id int) { f.queued <- id }
	return f
}

// speakAsync starts Speak and returns where its error will come.
func speakAsync(v *Voice, text string) chan error {
	done := make(chan error, 1)
	go func() { done <- v.Speak(context.Background(), speech.Utterance{Phrase: phrase(text)}) }()
	return done
}

// afterBegin accepts the END timer (longer than the BEGIN one).
func afterBegin(left time.Duration) bool { return left > DefaultBeginTimeout }

// commands returns the daemon's log without the greeting and settings.
func commands(d *speechtest.Daemon) []string {
	return slices.DeleteFunc(d.Log(), func(s string) bool { return strings.HasPrefix(s, "SET SELF") })
}

func TestStalls(t *testing.T) {
	for _, tt := range []struct {
		name string
		b    speechtest.Behaviour
		want error
		log  []string
	}{
		{"no BEGIN", speechtest.NoBegin, ErrNoBegin, []string{"SPEAK Matt", "CANCEL SELF", "SPEAK Schach", "QUIT"}},
		{"no END", speechtest.NoEnd, ErrNoEnd, []string{"SPEAK Matt", "CANCEL SELF", "SPEAK Schach", "QUIT"}},
		{"no reply", speechtest.Hangs, ErrNoBegin, []string{"SPEAK Matt", "SPEAK Schach", "QUIT"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := fake(t, tt.b)
			v, d := f.v, f.d
			done := speakAsync(v, "Matt")
			f.stall(t, "Matt", tt.b)
			err := <-done
			if !errors.Is(err, tt.want) || !errors.Is(err, speech.ErrStalled) {
				t.Fatalf("Speak = %v, want %v", err, tt.want)
			}
			// The next message goes after the stalled one's CANCEL, on a
			// new connection when the daemon hung.
			if err := <-speakAsync(v, "Schach"); err != nil {
				t.Fatalf("next message: %v", err)
			}
			v.Close()
			if got := commands(d); !slices.Equal(got, tt.log) {
				t.Fatalf("daemon saw %q, want %q", got, tt.log)
			}
		})
	}
}

// TestHallWithoutSoundDevice is the hall as measured: speech-dispatcher
// without a working sound device begins the first message and never ends
// it, then begins nothing, then answers nothing. Each message goes to the
// fallback as soon as its time is up; the voice is tried again for the
// next message (never quarantined), passed over only for the backoff
// while it keeps failing, and used again as soon as the daemon speaks.
func TestHallWithoutSoundDevice(t *testing.T) {
	f := fake(t, speechtest.NoEnd, speechtest.NoBegin, speechtest.Hangs)
	v, d, clock := f.v, f.d, f.clock
	var text bytes.Buffer
	var degraded []error
	sp := speech.NewSpeaker(v, speech.SpeakerOptions{Clock: clock, Fallback: speech.NewTextVoice(&text),
		Backoff: time.Second, MaxBackoff: 2 * time.Second,
		OnDegraded: func(err error) { degraded = append(degraded, err) }})
	defer sp.Close()
	say := func(move string, b speechtest.Behaviour) {
		t.Helper()
		sp.Say(phrase(move), speech.Move)
		f.stall(t, move, b)
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := sp.Wait(ctx); err != nil {
			t.Fatal(err)
		}
	}
	say("Eva vier", speechtest.NoEnd)              // BEGIN, no END: fallback at the END limit
	say("Springer Felix drei", speechtest.NoBegin) // tried again: fallback at the BEGIN timeout
	say("Eva fuenf", speechtest.Speaks)            // two failures in a row: the backoff (1 s) passes it over
	clock.Advance(time.Second)
	say("Springer Felix sechs", speechtest.Hangs) // no reply: fallback at the BEGIN timeout
	clock.Advance(2 * time.Second)
	say("Laeufer Anton vier", speechtest.Speaks) // the daemon speaks again
	if got, want := text.String(), "Eva vier\nSpringer Felix drei\nEva fuenf\nSpringer Felix sechs\n"; got != want {
		t.Fatalf("fallback said %q, want %q", got, want)
	}
	got := commands(d)
	want := []string{"SPEAK Eva vier", "CANCEL SELF", "SPEAK Springer Felix drei", "CANCEL SELF",
		"SPEAK Springer Felix sechs", "SPEAK Läufer Anton vier"}
	if !slices.Equal(got, want) {
		t.Fatalf("daemon saw %q, want %q", got, want)
	}
	if len(degraded) != 1 || !errors.Is(degraded[0], ErrNoEnd) {
		t.Fatalf("degraded %v, want told once, of the first failure", degraded)
	}
}

func TestExpectedAndLimit(t *testing.T) {
	for _, tt := range []struct {
		text string
		rate int
		want time.Duration
	}{
		// 500 ms a message; 110 ms a letter, at least 300 ms a word
		{"Springer Gustav eins Felix drei", 0, 3470 * time.Millisecond},
		{"Springer Gustav eins Felix drei", -100, 6940 * time.Millisecond},
		{"Springer Gustav eins Felix drei", 100, 1735 * time.Millisecond},
		{"Weiß 125 Minuten", 0, 3210 * time.Millisecond}, // 500 ms a digit
		{"Fünfundsiebzig-Züge-Regel, remis", 0, 3580 * time.Millisecond},
		{"a ; b", 0, 1100 * time.Millisecond}, // punctuation alone takes nothing
		{"", 0, 0},
	} {
		if got := speech.ExpectedTime(strings.Fields(tt.text), tt.rate); got != tt.want {
			t.Errorf("ExpectedTime(%q, %d) = %v, want %v", tt.text, tt.rate, got, tt.want)
		}
	}
	v := &Voice{opts: Options{EndMargin: time.Second}}
	if got := v.endLimit([]string{"Matt"}, 0); got != 1940*time.Millisecond {
		t.Errorf("endLimit(Matt) = %v", got)
	}
}

func TestMarked(t *testing.T) {
	words := []string{"Springer", "<g1>", "&", "f3"}
	ssml := marked(words)
	want := `<speak><mark name="w0"/>Springer <mark name="w1"/>&lt;g1&gt; <mark name="w2"/>&amp; <mark name="w3"/>f3</speak>`
	if ssml != want {
		t.Fatalf("marked = %s\nwant     %s", ssml, want)
	}
	text, marks := speechtest.PlainText(ssml)
	if text != "Springer <g1> & f3" || !slices.Equal(marks, []string{"w0", "w1", "w2", "w3"}) {
		t.Errorf("read back %q %q", text, marks)
	}
	for _, tt := range []struct {
		mark string
		i    int
		ok   bool
	}{{"w0", 0, true}, {"w3", 3, true}, {"w4", 0, false}, {"w-1", 0, false}, {"x1", 0, false}, {"w", 0, false}, {"__spd_1", 0, false}} {
		if i, ok := markIndex(tt.mark, len(words)); i != tt.i || ok != tt.ok {
			t.Errorf("markIndex(%q) = %d, %v", tt.mark, i, ok)
		}
	}
}

// TestNoEndAfterTheFirstMark: a module that reports the first mark and
// nothing after it (no sound device) fails over after the first word's
// time and the margin, not the whole message's.
func TestNoEndAfterTheFirstMark(t *testing.T) {
	f := fake(t, speechtest.NoEnd)
	done := speakAsync(f.v, "Springer Gustav eins Felix drei")
	<-f.queued
	word := speech.WordTime("Springer", 0) + DefaultEndMargin
	left := f.clock.WaitTimer(t, func(d time.Duration) bool { return d == word })
	f.clock.Advance(left)
	if err := <-done; !errors.Is(err, ErrNoEnd) {
		t.Fatalf("Speak: %v, want ErrNoEnd", err)
	}
	if whole := f.v.endLimit(strings.Fields("Springer Gustav eins Felix drei"), 0); word >= whole {
		t.Fatalf("the word's limit %v is not shorter than the message's %v", word, whole)
	}
}
