package main

import (
	"errors"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/malgo"
)

// TestDeviceFlagsUnknown: play, resume, practice and the bare tactus make
// a --device or --opponent-device that no sound device matches a usage
// error naming it, whatever this machine's devices are (none has these
// names), before any game starts.
func TestDeviceFlagsUnknown(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("LANGUAGE", "")
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANG", "")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "--voice", "clips", "--device", "nosuchdevice"},
			`tactus: play: --device "nosuchdevice": not a sound device that tactus audio devices lists; tactus play -h lists the flags` + "\n"},
		{[]string{"play", "--opponent-device", "zzz"},
			`tactus: play: --opponent-device "zzz": not a sound device that tactus audio devices lists; tactus play -h lists the flags` + "\n"},
		{[]string{"resume", "--device", "zzz"},
			`tactus: resume: --device "zzz": not a sound device that tactus audio devices lists; tactus resume -h lists the flags` + "\n"},
		{[]string{"practice", "--device", "nosuchdevice"},
			`tactus: practice: --device "nosuchdevice": not a sound device that tactus audio devices lists; tactus practice -h lists the flags` + "\n"},
		{[]string{"--device", "nosuchdevice"},
			`tactus: --device "nosuchdevice": not a sound device that tactus audio devices lists; tactus -h lists the flags` + "\n"},
		{[]string{"play", "--ui", "de", "--device", "zzz"},
			`tactus: play: --device: "zzz" ist kein gültiger Wert; tactus play -h zeigt die Optionen` + "\n"},
	} {
		status, out, errOut := runCLI(t, "", tc.args...)
		if status != 2 || out != "" || errOut != tc.want {
			t.Errorf("%q: status %d, stdout %q, stderr %q; want 2 and %q", tc.args, status, out, errOut, tc.want)
		}
	}
}

// TestCheckDeviceFlags checks the device flags against an injected list:
// none, one, and a list the sound system could not give.
func TestCheckDeviceFlags(t *testing.T) {
	speakers := []malgo.Device{{Number: 1, Name: "Speakers", Default: true}, {Number: 2, Name: "USB Headset"}}
	broken := errors.Join(speech.ErrUnavailable, errors.New("no ALSA"))
	for _, tc := range []struct {
		args    []string
		devs    []malgo.Device
		listErr error
		want    string // "" no error, else a part of it
	}{
		{[]string{"--device", "Speakers"}, speakers, nil, ""},
		{[]string{"--device", "2", "--opponent-device", "headset"}, speakers, nil, ""},
		{[]string{"--device", ""}, nil, nil, ""},
		{[]string{}, nil, broken, ""},
		{[]string{"--device", "Speakers"}, nil, nil, `--device "Speakers": not a sound device`},
		{[]string{"--device", "default"}, nil, nil, `--device "default": not a sound device`},
		{[]string{"--device", "3"}, speakers, nil, `--device "3": not a sound device`},
		{[]string{"--opponent-device", "Phones"}, speakers, nil, `--opponent-device "Phones": not a sound device`},
		{[]string{"--device", "s"}, speakers, nil, `--device "s": more than one sound device matches it`},
		{[]string{"--device", "Speakers"}, nil, broken, `--device "Speakers": there is no sound device, since there is no working sound system`},
	} {
		s := settings.Defaults()
		fs := newFlagSet("play")
		s.Bind(fs)
		if _, err := parseFlags(fs, tc.args); err != nil {
			t.Fatalf("%q: %v", tc.args, err)
		}
		err := checkDeviceFlags(fs, tc.args, func() ([]malgo.Device, error) { return tc.devs, tc.listErr })
		var ue *usageError
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%q: %v", tc.args, err)
		case tc.want != "" && (!errors.As(err, &ue) || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%q: got %v, want a usage error with %q", tc.args, err, tc.want)
		}
	}
}

// TestDeviceFlagsFromConfig: a device in the config file, not given as a
// flag, is not checked here (the game says when it cannot open it).
func TestDeviceFlagsFromConfig(t *testing.T) {
	s := settings.Defaults()
	s.Device = "nosuchdevice"
	fs := newFlagSet("play")
	s.Bind(fs)
	if _, err := parseFlags(fs, nil); err != nil {
		t.Fatal(err)
	}
	called := false
	err := checkDeviceFlags(fs, nil, func() ([]malgo.Device, error) { called = true; return nil, nil })
	if err != nil || called {
		t.Errorf("got %v, listed %v", err, called)
	}
}
