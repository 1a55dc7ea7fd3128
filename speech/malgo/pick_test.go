package malgo

import (
	"errors"
	"testing"
	"time"

	"github.com/tactuschess/tactus/speech"
)

func TestPick(t *testing.T) {
	names := []string{"Default ALSA Device", "USB Headset Analog Stereo", "USB Speaker", "HDMI 1"}
	for in, want := range map[string]int{"hdmi 1": 3, "Headset": 1, "default alsa device": 0} {
		if got, err := pick(names, in); err != nil || got != want {
			t.Errorf("pick(%q) = %d %v, want %d", in, got, err, want)
		}
	}
	for _, bad := range []string{"USB", "Bluetooth"} {
		if _, err := pick(names, bad); !errors.Is(err, ErrNoDevice) {
			t.Errorf("pick(%q) err = %v", bad, err)
		}
	}
}

func TestLatencyOfDefaults(t *testing.T) {
	got := Options{}.Latency()
	if want := time.Duration(512) * time.Second / speech.DefaultRate; got != want || got >= 30*time.Millisecond {
		t.Fatalf("default latency %v, want %v and under 30 ms", got, want)
	}
}
