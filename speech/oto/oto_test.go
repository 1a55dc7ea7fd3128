package oto

import (
	"context"
	"errors"
	"math"
	"os"
	"testing"

	"github.com/tactuschess/tactus/internal/rulestest"
	"github.com/tactuschess/tactus/internal/speechtest"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/wav"
)

// TestPlayIntoALSAFile points ALSA's default device at a WAV file (HOME's
// .asoundrc, see SPEECH.md), plays a tone through oto and reads it back.
// It opens a Sink, closes it and opens another through the same Device, as
// the first-run setup and then the game do: oto allows one context per
// process, and the second Sink must play (it used to fail with "context is
// already created": the first game was mute). Without the oto build it
// checks that Open reports ErrUnavailable. (One test only: this process's
// context is made here.)
func TestPlayIntoALSAFile(t *testing.T) {
	out := speechtest.CaptureALSA(t)
	dev := NewDevice(Options{})
	first, err := dev.Open()
	if errors.Is(err, speech.ErrUnavailable) {
		if InBuild {
			rulestest.Require(t, "ALSA for oto (Debian package libasound2-dev, libasound2)")
		}
		if _, again := dev.Open(); !errors.Is(again, speech.ErrUnavailable) {
			t.Errorf("second Open of an unavailable device: %v, want ErrUnavailable", again)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	if err := first.Close(); err != nil {
		t.Fatal(err)
	}
	if err := first.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	s, err := dev.Open()
	if err != nil {
		t.Fatalf("Open after the first Sink closed: %v", err)
	}
	defer s.Close()
	if _, err := Open(Options{}); err == nil {
		t.Error("a second context in the process was created; oto allows one")
	}
	pcm := make([]int16, 11025)
	for i := range pcm {
		pcm[i] = int16(8000 * math.Sin(2*math.Pi*440*float64(i)/22050))
	}
	if err := s.Play(context.Background(), pcm); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, _, err := wav.Decode(f)
	if err != nil || len(got) < len(pcm)/2 {
		t.Fatalf("ALSA file has %d samples (%v), played %d", len(got), err, len(pcm))
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := s.Play(ctx, pcm); !errors.Is(err, context.Canceled) {
		t.Fatalf("canceled play: %v", err)
	}
}
