//go:build cgo

package malgo

import (
	"context"
	"errors"
	"testing"

	"github.com/tactuschess/tactus/speech"
)

// TestCaptureNull records from miniaudio's null backend: periods of
// silence arrive until the callback has had enough.
func TestCaptureNull(t *testing.T) {
	var got, calls int
	err := Capture(context.Background(), CaptureOptions{Backend: "null"}, func(pcm []int16) bool {
		got += len(pcm)
		calls++
		return calls < 3
	})
	if err != nil {
		t.Fatalf("null backend: %v", err)
	}
	if calls != 3 || got == 0 {
		t.Fatalf("%d periods, %d samples", calls, got)
	}
}

func TestCaptureCanceled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := Capture(ctx, CaptureOptions{Backend: "null"}, func([]int16) bool { t.Error("called after cancel"); return false }); err != nil {
		t.Fatal(err)
	}
}

func TestCaptureBad(t *testing.T) {
	if err := Capture(context.Background(), CaptureOptions{Backend: "klingon"}, nil); !errors.Is(err, ErrUnknownBackend) {
		t.Errorf("unknown backend: %v", err)
	}
	if err := Capture(context.Background(), CaptureOptions{Format: speech.Mono(1)}, nil); err == nil {
		t.Error("a rate of 1 Hz was accepted")
	}
	if err := Capture(context.Background(), CaptureOptions{Backend: "null", Device: "no such microphone"}, nil); !errors.Is(err, ErrNoDevice) {
		t.Errorf("no device: %v", err)
	}
}
