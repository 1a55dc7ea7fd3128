//go:build cgo

package malgo

import (
	"context"
	"errors"
	"math"
	"os"
	"testing"
	"time"

	"github.com/tactuschess/tactus/internal/rulestest"
	"github.com/tactuschess/tactus/internal/speechtest"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/wav"
)

func tone(seconds float64) []int16 {
	pcm := make([]int16, int(seconds*speech.DefaultRate))
	for i := range pcm {
		pcm[i] = int16(8000 * math.Sin(2*math.Pi*440*float64(i)/speech.DefaultRate))
	}
	return pcm
}

func openNull(t testing.TB) *Sink {
	t.Helper()
	s, err := Open(Options{Backend: "null"})
	if err != nil {
		t.Fatalf("miniaudio null backend: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// TestNullBackendPlaysInRealTime plays half a second through miniaudio's
// null backend, which consumes audio at the real rate.
func TestNullBackendPlaysInRealTime(t *testing.T) {
	s := openNull(t)
	pcm := tone(0.5)
	start := time.Now()
	if err := s.Play(context.Background(), pcm); err != nil {
		t.Fatal(err)
	}
	if got := s.Consumed(); got != int64(len(pcm)) {
		t.Fatalf("device took %d samples, want %d", got, len(pcm))
	}
	if el := time.Since(start); el < 450*time.Millisecond {
		t.Fatalf("0.5 s played in %v: not real time", el)
	}
	if err := s.Play(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
}

func TestPlayCanceled(t *testing.T) {
	s := openNull(t)
	pcm := tone(30)
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		for s.Consumed() == 0 {
			time.Sleep(time.Millisecond)
		}
		cancel()
	}()
	if err := s.Play(ctx, pcm); !errors.Is(err, context.Canceled) {
		t.Fatalf("Play = %v", err)
	}
	if n := s.Consumed(); n >= int64(len(pcm)) {
		t.Fatalf("canceled play consumed everything")
	}
	if err := s.Play(context.Background(), tone(0.05)); err != nil {
		t.Fatalf("play after cancel: %v", err)
	}
}

func TestNullDevices(t *testing.T) {
	devs, err := Devices("null")
	if err != nil || len(devs) == 0 {
		t.Fatalf("Devices = %v, %v", devs, err)
	}
	s, err := Open(Options{Backend: "null", Device: devs[0].Name})
	if err != nil {
		t.Fatalf("open %q: %v", devs[0].Name, err)
	}
	s.Close()
	if err := s.Play(context.Background(), tone(0.01)); !errors.Is(err, speech.ErrClosed) {
		t.Fatalf("play after close: %v", err)
	}
	if _, err := Open(Options{Backend: "null", Device: "no such device"}); !errors.Is(err, ErrNoDevice) {
		t.Fatalf("bad name: %v", err)
	}
	if _, err := Open(Options{Backend: "nonsense"}); err == nil {
		t.Fatal("unknown backend opened")
	}
}

// BenchmarkFirstFrameHeard measures, on the null backend, the time from
// Play to the device taking the first sample, and reports the configured
// buffer latency of the default options.
func BenchmarkFirstFrameHeard(b *testing.B) {
	s := openNull(b)
	pcm := tone(0.02)
	var total time.Duration
	for b.Loop() {
		before := s.Consumed()
		done := make(chan error, 1)
		start := time.Now()
		go func() { done <- s.Play(context.Background(), pcm) }()
		for s.Consumed() == before {
			time.Sleep(50 * time.Microsecond)
		}
		total += time.Since(start)
		if err := <-done; err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(total.Microseconds())/float64(b.N)/1000, "ms-to-device")
	b.ReportMetric(float64(s.Latency().Microseconds())/1000, "ms-buffered")
}

// TestALSAIntoFile points ALSA's default device at a WAV file (HOME's
// .asoundrc) and plays through malgo's ALSA backend into it.
func TestALSAIntoFile(t *testing.T) {
	out := speechtest.CaptureALSA(t)
	s, err := Open(Options{Backend: "alsa"})
	if err != nil {
		rulestest.Require(t, "ALSA (Debian package libasound2): "+err.Error())
	}
	defer s.Close()
	pcm := tone(0.5)
	if err := s.Play(context.Background(), pcm); err != nil {
		t.Fatal(err)
	}
	s.Close()
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, _, err := wav.Decode(f)
	if err != nil || len(got) < len(pcm) {
		t.Fatalf("ALSA file has %d samples (%v), played %d", len(got), err, len(pcm))
	}
}

// TestDeviceLostIsReopened stops the device behind the sink's back, as an
// unplugged device or a dead sound server would: the playing utterance
// fails with ErrDeviceLost and the next Play reopens the device.
func TestDeviceLostIsReopened(t *testing.T) {
	s := openNull(t)
	s.mu.Lock()
	dev, lost := s.dev, s.lost
	s.mu.Unlock()
	done := make(chan error, 1)
	go func() { done <- s.Play(context.Background(), tone(30)) }()
	for s.Consumed() == 0 {
		time.Sleep(time.Millisecond)
	}
	if err := dev.Stop(); err != nil {
		t.Fatal(err)
	}
	<-lost
	if err := <-done; !errors.Is(err, ErrDeviceLost) {
		t.Fatalf("Play = %v, want ErrDeviceLost", err)
	}
	before := s.Consumed()
	if err := s.Play(context.Background(), tone(0.05)); err != nil {
		t.Fatalf("play after reopen: %v", err)
	}
	if s.Consumed()-before != int64(len(tone(0.05))) {
		t.Fatal("reopened device did not play")
	}
}
