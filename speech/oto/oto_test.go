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
// Without the oto build it checks that Open reports ErrUnavailable.
func TestPlayIntoALSAFile(t *testing.T) {
	out := speechtest.CaptureALSA(t)
	s, err := Open(Options{})
	if errors.Is(err, speech.ErrUnavailable) {
		if built {
			rulestest.Require(t, "ALSA for oto (Debian package libasound2-dev, libasound2)")
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
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
