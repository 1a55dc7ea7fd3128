package shell

import (
	"context"
	"testing"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
	"github.com/tactuschess/tactus/speech/setup"
)

// eventually waits until f holds, failing the test after a while.
func eventually(t *testing.T, what string, f func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !f() {
		if time.Now().After(deadline) {
			t.Fatalf("never: %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestMoreGoesOn: a long answer is said line by line; stopped, more goes
// on from the line that was cut, to the end, and then says there is no
// more.
func TestMoreGoesOn(t *testing.T) {
	g := &gate{started: make(chan string, 4), release: make(chan struct{})}
	open := func(ctx context.Context, cfg SpeechConfig, getenv func(string) string) (*setup.Speech, error) {
		return &setup.Speech{Player: g, Opponent: g, Path: "speech: fake"}, nil
	}
	v := StartVoice(context.Background(), open, SpeechConfig{}, nil)
	defer v.Close()
	started := func() string {
		t.Helper()
		select {
		case s := <-g.started:
			return s
		case <-time.After(5 * time.Second):
			t.Fatal("nothing was said")
			return ""
		}
	}
	line := func(s string) announce.Phrase { return announce.Phrase{{Kind: announce.Text, Text: s}} }
	lines := []announce.Phrase{line("8 ranks."), line("Rank 8."), line("Rank 7.")}
	v.Say(table.Output{Kind: table.Answer, Text: "8 ranks. Rank 8. Rank 7.", Lines: lines})
	if s := started(); s != "8 ranks." {
		t.Fatalf("said %q first", s)
	}
	if v.More() != true {
		t.Fatal("more while the answer is being said found nothing")
	}
	if s := started(); s != "8 ranks." {
		t.Fatalf("more said %q, want the line being said again", s)
	}
	v.Hush()
	if !v.More() {
		t.Fatal("more after the stop found nothing")
	}
	for _, want := range []string{"8 ranks.", "Rank 8.", "Rank 7."} {
		if s := started(); s != want {
			t.Fatalf("more said %q, want %q", s, want)
		}
		g.release <- struct{}{}
	}
	eventually(t, "the end of the answer", func() bool {
		v.mu.Lock()
		defer v.mu.Unlock()
		return v.at == len(lines)
	})
	if v.More() {
		t.Error("more after the end of the answer")
	}
}

// TestEmptyLineStopsTheAnswer: an empty line stops the long answer being
// said and drops the answers waiting; a move announcement is never cut
// by it.
func TestEmptyLineStopsTheAnswer(t *testing.T) {
	g := &gate{started: make(chan string, 4), release: make(chan struct{})}
	open := func(ctx context.Context, cfg SpeechConfig, getenv func(string) string) (*setup.Speech, error) {
		return &setup.Speech{Player: g, Opponent: g, Path: "speech: fake"}, nil
	}
	v := StartVoice(context.Background(), open, SpeechConfig{}, nil)
	defer v.Close()
	started := func() string {
		select {
		case s := <-g.started:
			return s
		case <-time.After(5 * time.Second):
			t.Fatal("nothing was said")
			return ""
		}
	}
	idle := func() {
		t.Helper()
		v.mu.Lock()
		out := v.out
		v.mu.Unlock()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if err := out.Player.Wait(ctx); err != nil {
			t.Fatalf("the voice is still speaking after the empty line: %v", err)
		}
	}
	v.Say(table.Output{Kind: table.Answer, Text: "8 ranks. Rank 8"})
	if s := started(); s != "8 ranks. Rank 8" {
		t.Fatalf("said %q", s)
	}
	v.Say(table.Output{Kind: table.Answer, Text: "Rank 7"}) // waits behind
	v.Hush()
	idle() // the answer was cut and the one waiting dropped
	v.Say(table.Output{Kind: table.Event, Text: "Black announces: Eva fuenf.", Move: true})
	if s := started(); s != "Black announces: Eva fuenf." {
		t.Fatalf("after the empty line %q was said", s)
	}
	v.Hush() // never cuts a move
	close(g.release)
	idle()
	select {
	case s := <-g.started:
		t.Fatalf("%q was said after the hush", s)
	default:
	}
}
