package main

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/assets"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/wav"
)

func runSayCLI(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	status := run(args, strings.NewReader(""), &out, &errOut)
	return status, out.String(), errOut.String()
}

func TestSayText(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"e4", "e7e5", "Nf3"}, "Eva zwei Eva vier\nEva sieben Eva fuenf\nSpringer Gustav eins Felix drei\n"},
		{[]string{"--vocab", "nato", "--style", "short", "e2e4"}, "Echo four\n"},
		{[]string{"--fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "O-O"}, "Kurze Rochade\n"},
	} {
		status, out, errOut := runSayCLI(t, append([]string{"say", "--voice", "text"}, tt.args...)...)
		if status != 0 || out != tt.want {
			t.Errorf("say %v: status %d, out %q, want %q; stderr %q", tt.args, status, out, tt.want, errOut)
		}
	}
}

func TestSayErrors(t *testing.T) {
	for _, tt := range []struct {
		args   []string
		status int
	}{
		{[]string{"say"}, 2},
		{[]string{"say", "--voice", "festival", "e4"}, 2},
		{[]string{"say", "--vocab", "klingon", "e4"}, 2},
		{[]string{"say", "--style", "medium", "e4"}, 2},
		{[]string{"say", "--fen", "nonsense", "e4"}, 2},
		{[]string{"say", "--rate", "101", "e4"}, 2},
		{[]string{"say", "--voice", "text", "--out", "x.wav", "e4"}, 2},
		{[]string{"say", "--voice", "text", "e5"}, 1},
		{[]string{"audio"}, 2},
		{[]string{"audio", "devices", "extra"}, 2},
	} {
		if status, _, errOut := runSayCLI(t, tt.args...); status != tt.status || errOut == "" {
			t.Errorf("%v: status %d, want %d; stderr %q", tt.args, status, tt.status, errOut)
		}
	}
}

// TestSayOut renders two moves to a WAV file and checks it lasts as long
// as their clips, with the pause between them, and is not silent.
func TestSayOut(t *testing.T) {
	path := filepath.Join(t.TempDir(), "moves.wav")
	status, _, errOut := runSayCLI(t, "say", "--out", path, "e4", "Nf6")
	if status != 0 {
		t.Fatalf("status %d: %s", status, errOut)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	pcm, format, err := wav.Decode(f)
	if err != nil || format != speech.Mono(speech.DefaultRate) {
		t.Fatalf("decode: %v %v", format, err)
	}
	want := format.Samples(sayPause)
	words := []string{"Eva", "zwei", "Eva", "vier", "Springer", "Gustav", "acht", "Felix", "sechs"}
	for _, w := range words {
		c, err := assets.Clip("de", assets.Key(w))
		if err != nil {
			t.Fatal(err)
		}
		want += len(c)
	}
	want += (len(words) - 2) * format.Samples(40e6) // gaps inside each phrase
	if len(pcm) != want {
		t.Fatalf("rendered %d samples, clips, gaps and pause make %d", len(pcm), want)
	}
	var sum float64
	for _, s := range pcm {
		sum += float64(s) * float64(s)
	}
	if rms := math.Sqrt(sum / float64(len(pcm))); rms < 1000 {
		t.Fatalf("rms %.0f: silent", rms)
	}
}

// TestSayNullDevice plays a move in real time through miniaudio's null
// backend (needs cgo).
func TestSayNullDevice(t *testing.T) {
	t.Setenv("SPEECHD_ADDRESS", "unix_socket:"+filepath.Join(t.TempDir(), "none"))
	status, _, errOut := runSayCLI(t, "say", "--voice", "clips", "--backend", "null", "e4")
	if noDeviceChoice(errOut) {
		t.Skip("no cgo")
	}
	if status != 0 || !strings.Contains(errOut, "embedded voice") {
		t.Fatalf("status %d, stderr %q", status, errOut)
	}
}

func TestAudioDevicesNull(t *testing.T) {
	status, out, errOut := runSayCLI(t, "audio", "devices", "--backend", "null")
	if noDeviceChoice(errOut) {
		t.Skip("no cgo")
	}
	if status != 0 || out != "1  NULL Playback Device (default)\n" {
		t.Fatalf("status %d, out %q, stderr %q", status, out, errOut)
	}
}

// TestSayDeviceAsListed: say --device takes what audio devices lists, by
// name or number, and names a value it does not take (exit 2).
func TestSayDeviceAsListed(t *testing.T) {
	t.Setenv("SPEECHD_ADDRESS", "unix_socket:"+filepath.Join(t.TempDir(), "none"))
	_, out, errOut := runSayCLI(t, "audio", "devices", "--backend", "null")
	if noDeviceChoice(errOut) {
		t.Skip("no cgo")
	}
	number, name, _ := strings.Cut(strings.TrimSuffix(strings.TrimSpace(out), " (default)"), "  ")
	for _, dev := range []string{number, name} {
		status, _, errOut := runSayCLI(t, "say", "--voice", "clips", "--backend", "null", "--device", dev, "e4")
		if want := fmt.Sprintf("on the device %q", name); status != 0 || !strings.Contains(errOut, want) {
			t.Errorf("--device %q: status %d, stderr %q", dev, status, errOut)
		}
	}
	for _, bad := range []string{"7", "no such device", "0"} {
		status, _, errOut := runSayCLI(t, "say", "--backend", "null", "--device", bad, "e4")
		if want := fmt.Sprintf("tactus: say: there is no sound device %q; tactus audio devices lists them\n", bad); status != 2 || errOut != want {
			t.Errorf("--device %q: status %d, stderr %q", bad, status, errOut)
		}
	}
}

func TestBadBackend(t *testing.T) {
	for _, args := range [][]string{{"say", "--backend", "beep", "e4"}, {"audio", "devices", "--backend", "beep"}} {
		status, _, errOut := runSayCLI(t, args...)
		if status != 2 || !strings.Contains(errOut, `there is no sound backend "beep"`) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: status %d, stderr %q", args, status, errOut)
		}
	}
}

func TestSayVoiceUnavailable(t *testing.T) {
	t.Setenv("SPEECHD_ADDRESS", "unix_socket:"+filepath.Join(t.TempDir(), "none"))
	status, _, errOut := runSayCLI(t, "say", "--voice", "speechd", "e4")
	if want := "tactus: say: the voice speechd cannot be used, since speech-dispatcher is not running\n"; status != 1 || errOut != want {
		t.Fatalf("status %d, stderr %q", status, errOut)
	}
}

func TestSayReadsMovesInTheGivenLanguage(t *testing.T) {
	status, out, errOut := runCLI(t, "", "say", "--voice", "text", "--lang", "de", "e4", "e5", "Sf3")
	if status != 0 || !strings.HasSuffix(out, "Springer Gustav eins Felix drei\n") {
		t.Errorf("status %d, stdout %q, stderr %q", status, out, errOut)
	}
}

// noDeviceChoice reports whether stderr says that this build cannot choose
// a sound device: it has none (Linux without cgo), or oto's default device
// only (macOS, Windows without cgo).
func noDeviceChoice(errOut string) bool {
	return strings.Contains(errOut, "no sound output") || strings.Contains(errOut, "default device only")
}
