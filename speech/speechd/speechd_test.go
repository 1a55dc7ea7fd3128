//go:build linux

package speechd

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tactuschess/tactus/internal/speechtest"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/ssip"
	"github.com/tactuschess/tactus/speech/wav"
)

// recorder collects the events a voice sees.
type recorder struct {
	mu     sync.Mutex
	events []ssip.Event
	begin  chan int
}

func newRecorder() *recorder { return &recorder{begin: make(chan int, 16)} }

func (r *recorder) on(ev ssip.Event) {
	r.mu.Lock()
	r.events = append(r.events, ev)
	r.mu.Unlock()
	if ev.Type == ssip.Begin {
		r.begin <- ev.MsgID
	}
}

// count returns how many events of each type each message got.
func (r *recorder) count() map[int]map[ssip.EventType]int {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := map[int]map[ssip.EventType]int{}
	for _, ev := range r.events {
		if out[ev.MsgID] == nil {
			out[ev.MsgID] = map[ssip.EventType]int{}
		}
		out[ev.MsgID][ev.Type]++
	}
	return out
}

func TestBeginAndEndForEachUtterance(t *testing.T) {
	d := startDaemon(t, makeDaemonDir(t))
	ctx := testCtx(t)
	rec := newRecorder()
	v, err := New(ctx, Options{Address: d.address(), OnEvent: rec.on, BeginTimeout: unhurried, EndMargin: unhurried})
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	for _, u := range []speech.Utterance{
		{Phrase: phrase("Springer Gustav eins Felix drei"), Priority: speech.Move},
		{Phrase: phrase("Koenig Eva eins schlaegt David zwei Schach"), Priority: speech.Move, Rate: 40},
		{Phrase: phrase("White 5 minutes 30 seconds"), Priority: speech.Clock},
		{Phrase: phrase("Anna eins Turm"), Priority: speech.Browse, Rate: -30},
	} {
		if err := v.Speak(ctx, u); err != nil {
			t.Fatalf("%s: %v", u.Phrase, err)
		}
	}
	counts := rec.count()
	if len(counts) != 4 {
		t.Fatalf("events for %d messages, want 4: %v", len(counts), counts)
	}
	words := map[int]int{1: 5, 2: 7, 3: 5, 4: 3} // a mark before each word
	for id, c := range counts {
		if c[ssip.Begin] != 1 || c[ssip.End] != 1 || c[ssip.IndexMark] != words[id] || len(c) != 3 {
			t.Errorf("message %d: events %v, want one BEGIN, %d marks and one END", id, c, words[id])
		}
	}
	f, err := os.Open(filepath.Join(d.Dir(), "out.wav"))
	if err != nil {
		t.Fatalf("ALSA wrote no audio: %v", err)
	}
	defer f.Close()
	if pcm, _, err := wav.Decode(f); err != nil || len(pcm) < 22050 {
		t.Fatalf("captured %d samples, %v", len(pcm), err)
	}
}

// unhurried bounds the waits for BEGIN and END in the tests of a real
// daemon that are not about a stalled voice: a loaded machine may take
// longer than the 300 ms a player is given before the fallback speaks.
const unhurried = time.Minute

func TestCancel(t *testing.T) {
	d := startDaemon(t, makeDaemonDir(t))
	ctx := testCtx(t)
	rec := newRecorder()
	v, err := New(ctx, Options{Address: d.address(), OnEvent: rec.on, BeginTimeout: unhurried, EndMargin: unhurried})
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	long := phrase(strings.Repeat("Springer Gustav eins Felix drei ", 400))
	sctx, cancel := context.WithCancel(ctx)
	go func() {
		<-rec.begin
		cancel()
	}()
	if err := v.Speak(sctx, speech.Utterance{Phrase: long}); !errors.Is(err, context.Canceled) {
		t.Fatalf("Speak = %v, want canceled", err)
	}
	if err := v.Speak(ctx, speech.Utterance{Phrase: phrase("Matt")}); err != nil {
		t.Fatal(err)
	}
	counts := rec.count()
	var canceled, ended int
	for _, c := range counts {
		canceled += c[ssip.Canceled]
		ended += c[ssip.End]
	}
	if canceled != 1 || ended != 1 {
		t.Fatalf("events %v: want the long message CANCELED and the short one ENDed", counts)
	}
}

// TestDaemonRestartedMidGame: speech-dispatcher killed in the middle of a
// game and started again. Every move is said by one voice or the other,
// never by neither: the moves while it is down by the fallback (the first
// of them after the voice tried the dead daemon, the next ones straight
// away while it keeps failing, for the backoff), and the first move after
// the backoff by the daemon again; a daemon back after a single failure
// says the very next move. What the daemon said is read from its own log.
func TestDaemonRestartedMidGame(t *testing.T) {
	dir := makeDaemonDir(t)
	d := startDaemon(t, dir)
	ctx := testCtx(t)
	v, err := New(ctx, Options{Address: d.address(), Timeout: 2 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	clock := speechtest.NewClock()
	var fallback bytes.Buffer
	var mu sync.Mutex
	var degraded, recovered int
	sp := speech.NewSpeaker(v, speech.SpeakerOptions{Clock: clock, Backoff: time.Second, MaxBackoff: 2 * time.Second,
		Fallback:    speech.NewTextVoice(&fallback),
		OnDegraded:  func(error) { mu.Lock(); degraded++; mu.Unlock() },
		OnRecovered: func() { mu.Lock(); recovered++; mu.Unlock() }})
	defer sp.Close()
	say := func(moves ...string) {
		t.Helper()
		for _, m := range moves {
			sp.Say(phrase(m), speech.Move)
			if err := sp.Wait(ctx); err != nil {
				t.Fatal(err)
			}
		}
	}
	say("Eva zwei Eva vier", "Eva sieben Eva fuenf")
	d.kill()
	say("Springer Gustav eins Felix drei") // the voice tries the dead daemon: the fallback says it
	say("Lange Rochade")                   // tried again, fails again: two in a row
	say("Dame Hans fuenf Schach")          // within the backoff: straight to the fallback
	d = startDaemon(t, dir)
	say("Laeufer Cäsar vier") // still within the backoff: the fallback
	clock.Advance(time.Second)
	say("Koenig Eva sieben", "Turm Anton eins")
	d.kill()
	say("Dame Dora acht Matt") // one failure
	d = startDaemon(t, dir)
	say("Partie beendet") // no time passes: the daemon says it
	spoken := d.Spoken()  // the daemons' log, which each restart in dir appends to
	if got, want := fallback.String(), "Springer Gustav eins Felix drei\nLange Rochade\nDame Hans fuenf Schach\nLaeufer Cäsar vier\nDame Dora acht Matt\n"; got != want {
		t.Errorf("the fallback said %q, want %q", got, want)
	}
	want := []string{"Eva zwei Eva vier", "Eva sieben Eva fünf", "König Eva sieben", "Turm Anton eins", "Partie beendet"}
	if !slices.Equal(spoken, want) {
		t.Errorf("the daemons said %q, want %q", spoken, want)
	}
	mu.Lock()
	defer mu.Unlock()
	if degraded != 2 || recovered != 2 {
		t.Errorf("told %d failures and %d recoveries, want 2 each", degraded, recovered)
	}
}

func TestUnavailable(t *testing.T) {
	_, err := New(context.Background(), Options{Address: ssip.Address{Network: "unix", Addr: filepath.Join(t.TempDir(), "none")}})
	if !errors.Is(err, speech.ErrUnavailable) {
		t.Fatalf("err = %v", err)
	}
}

// TestNoSoundDevice runs a real speech-dispatcher whose ALSA device does
// not exist, as in a hall where the sound card is gone: it takes every
// message and says none. Each one fails as stalled (no END for the first,
// no BEGIN after), and a Speaker hands them all to its fallback.
func TestNoSoundDevice(t *testing.T) {
	dir := makeDaemonDir(t)
	if err := os.WriteFile(filepath.Join(dir, "home", ".asoundrc"), []byte("pcm.!default { type hw; card 9 }\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	d := startDaemon(t, dir)
	ctx := testCtx(t)
	v, err := New(ctx, Options{Address: d.address()})
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	for _, move := range []string{"Springer Gustav eins Felix drei", "Matt", "Schach"} {
		start := time.Now()
		err := v.Speak(ctx, speech.Utterance{Phrase: phrase(move)})
		if !errors.Is(err, speech.ErrStalled) {
			t.Fatalf("%s: %v, want a stall", move, err)
		}
		t.Logf("%s: failed over after %v: %v", move, time.Since(start).Round(time.Millisecond), err) // measured, not asserted
	}
	var log bytes.Buffer
	sp := speech.NewSpeaker(v, speech.SpeakerOptions{Fallback: speech.NewTextVoice(&log)})
	defer sp.Close()
	sp.Say(phrase("Eva zwei Eva vier"), speech.Move)
	sp.Say(phrase("Eva sieben Eva fuenf"), speech.Move)
	if err := sp.Wait(ctx); err != nil {
		t.Fatal(err)
	}
	if log.String() != "Eva zwei Eva vier\nEva sieben Eva fuenf\n" || !errors.Is(sp.LastError(), speech.ErrStalled) {
		t.Fatalf("fallback said %q; last error %v", log.String(), sp.LastError())
	}
}
