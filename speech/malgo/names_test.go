package malgo

import (
	"errors"
	"testing"
	"time"

	"github.com/tactuschess/tactus/speech"
)

func TestNameDevices(t *testing.T) {
	got := nameDevices("alsa", []rawDevice{
		{name: "Discard all samples (playback) or generate zero samples (capture)", id: "null"},
		{name: "", id: "pulse"},
		{name: "HDA Intel PCH, ALC3246 Analog\nFront speakers", id: ":0,0", isDefault: true},
		{name: "HDMI", id: ":0,3"},
		{name: "hdmi", id: ":0,7"},
		{name: "  ", id: ""},
	})
	want := []Device{
		{1, alsaNull, "null", false},
		{2, "pulse", "pulse", false},
		{3, "HDA Intel PCH, ALC3246 Analog Front speakers", ":0,0", true},
		{4, "HDMI", ":0,3", false},
		{5, "hdmi (2)", ":0,7", false},
		{6, "Device 6", "", false},
	}
	if len(got) != len(want) {
		t.Fatalf("got %+v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("device %d = %+v, want %+v", i+1, got[i], want[i])
		}
	}
	// Every name listed picks its own device, and so does its number.
	for i, d := range got {
		if j, err := pick(got, d.Name); err != nil || j != i {
			t.Errorf("pick(%q) = %d, %v", d.Name, j, err)
		}
		if j, err := pick(got, string(rune('0'+d.Number))); err != nil || j != i {
			t.Errorf("pick(%d) = %d, %v", d.Number, j, err)
		}
	}
}

func TestPick(t *testing.T) {
	devs := nameDevices("pulse", []rawDevice{{name: "Default ALSA Device"}, {name: "USB Headset Analog Stereo"},
		{name: "USB Speaker"}, {name: "HDMI 1"}})
	for in, want := range map[string]int{"hdmi 1": 3, "Headset": 1, "default alsa device": 0, " 2 ": 1, "4": 3} {
		if got, err := pick(devs, in); err != nil || got != want {
			t.Errorf("pick(%q) = %d %v, want %d", in, got, err, want)
		}
	}
	for _, bad := range []string{"USB", "Bluetooth", "0", "5", "-1", ""} {
		if _, err := pick(devs, bad); !errors.Is(err, ErrNoDevice) {
			t.Errorf("pick(%q) err = %v", bad, err)
		}
	}
}

func TestPrintableID(t *testing.T) {
	for in, want := range map[string]string{"hw:0,0\x00\x00x": "hw:0,0", "\x01\x00\x00\x00": "", "": ""} {
		if got := printableID([]byte(in)); got != want {
			t.Errorf("printableID(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestLatencyOfDefaults(t *testing.T) {
	got := Options{}.Latency()
	if want := time.Duration(512) * time.Second / speech.DefaultRate; got != want || got >= 30*time.Millisecond {
		t.Fatalf("default latency %v, want %v and under 30 ms", got, want)
	}
}

func FuzzPick(f *testing.F) {
	f.Add("Discard all samples\n(x)", "null", "2")
	f.Add("", "", "dev")
	f.Fuzz(func(t *testing.T, name, id, sel string) {
		devs := nameDevices("alsa", []rawDevice{{name: name, id: id}, {name: name, id: id}, {name: "x"}})
		for i, d := range devs {
			if d.Name == "" || d.Number != i+1 {
				t.Fatalf("device %+v", d)
			}
			if j, err := pick(devs, d.Name); err != nil || j != i {
				t.Fatalf("%q picks %d, %v", d.Name, j, err)
			}
		}
		if i, err := pick(devs, sel); err == nil && (i < 0 || i >= len(devs)) {
			t.Fatalf("pick(%q) = %d", sel, i)
		}
	})
}
