package setup

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/internal/speechtest"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/clips"
	"github.com/tactuschess/tactus/speech/espeak"
	"github.com/tactuschess/tactus/speech/malgo"
	"github.com/tactuschess/tactus/speech/speechd"
	"github.com/tactuschess/tactus/speech/ssip"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

// noSpeechd is an environment whose speech-dispatcher socket does not
// exist.
func noSpeechd(t *testing.T) func(string) string {
	return env(map[string]string{"XDG_RUNTIME_DIR": t.TempDir()})
}

func TestUnknownVoice(t *testing.T) {
	_, err := Open(context.Background(), Config{Voice: "festival"})
	if !errors.Is(err, ErrUnknownVoice) || Reason(err) != "that voice is unknown" {
		t.Fatalf("err = %v (%q)", err, Reason(err))
	}
}

func TestTextVoice(t *testing.T) {
	var out bytes.Buffer
	s, err := Open(context.Background(), Config{Voice: Text, Text: &out})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if s.Voice != Text || s.Degraded != nil || s.Path != "Printing announcements as text." {
		t.Fatalf("voice %q, degraded %v, path %q", s.Voice, s.Degraded, s.Path)
	}
	p := announce.Phrase{{Kind: announce.Keyword, Text: "Matt"}}
	if err := s.Player.Speak(context.Background(), speech.Utterance{Phrase: p}); err != nil || out.String() != "Matt\n" {
		t.Fatalf("printed %q, %v", out.String(), err)
	}
}

func TestNamedSpeechdMissingIsAnError(t *testing.T) {
	_, err := Open(context.Background(), Config{Voice: Speechd, Device: "no such device", Getenv: noSpeechd(t)})
	if !errors.Is(err, speech.ErrUnavailable) || !errors.Is(err, speechd.ErrNotRunning) {
		t.Fatalf("err = %v", err)
	}
	if got := Reason(err); got != "speech-dispatcher is not running" {
		t.Fatalf("reason %q", got)
	}
	_, err = Open(context.Background(), Config{Voice: Speechd, Device: "no such device"})
	if !errors.Is(err, ssip.ErrAddress) || Reason(err) != "speech-dispatcher's address is not set" {
		t.Fatalf("no address: %v (%q)", err, Reason(err))
	}
}

// TestNamedSpeechdMissingGivesTheBuiltInVoice: speech-dispatcher named but
// not running at the start, and a device that plays: the embedded voice
// speaks, with Degraded saying why (issue 21: the built-in voice stays the
// fallback of --voice speechd). Needs cgo for miniaudio's null device.
func TestNamedSpeechdMissingGivesTheBuiltInVoice(t *testing.T) {
	if _, err := malgo.Devices("null"); errors.Is(err, speech.ErrNotInBuild) {
		t.Skip("no cgo: no sound device for the embedded voice")
	}
	s, err := Open(context.Background(), Config{Voice: Speechd, Backend: "null", Getenv: noSpeechd(t)})
	if err != nil {
		t.Fatalf("named speechd missing with a device: %v", err)
	}
	defer s.Close()
	if s.Voice != Clips {
		t.Fatalf("voice %q, want the clips", s.Voice)
	}
	if !errors.Is(s.Degraded, speechd.ErrNotRunning) {
		t.Fatalf("degraded = %v, want speech-dispatcher not running", s.Degraded)
	}
}

// TestDegradesToClips finds no speech-dispatcher and plays the clips on
// miniaudio's null device (needs cgo).
func TestDegradesToClips(t *testing.T) {
	s, err := Open(context.Background(), Config{Backend: "null", Getenv: noSpeechd(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if s.Voice == Text && errors.Is(s.Degraded, speech.ErrNotInBuild) {
		t.Skipf("no cgo build: %s", s.Path)
	}
	var d *DegradedError
	if s.Voice != Clips || !errors.As(s.Degraded, &d) || !errors.Is(d.Speechd, speechd.ErrNotRunning) || d.Sound != nil {
		t.Fatalf("voice %q, degraded %v", s.Voice, s.Degraded)
	}
	if want := "Speaking with the embedded voice on the default device, since speech-dispatcher is not running."; s.Path != want {
		t.Fatalf("path %q, want %q", s.Path, want)
	}
	p := announce.Phrase{{Kind: announce.Keyword, Text: "Schach"}}
	if err := s.Opponent.Speak(context.Background(), speech.Utterance{Phrase: p}); err != nil {
		t.Fatal(err)
	}
}

func TestDegradesToText(t *testing.T) {
	var out bytes.Buffer
	s, err := Open(context.Background(), Config{Backend: "null", Device: "no such device", Getenv: noSpeechd(t), Text: &out})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if s.Voice != Text || !errors.Is(s.Degraded, malgo.ErrNoDevice) && !errors.Is(s.Degraded, speech.ErrNotInBuild) {
		t.Fatalf("voice %q, degraded %v", s.Voice, s.Degraded)
	}
	if errors.Is(s.Degraded, malgo.ErrNoDevice) && s.Path != "Printing announcements as text, since that sound device is not there." {
		t.Fatalf("path %q", s.Path)
	}
	o := s.Outputs(&out, speech.SpeakerOptions{})
	defer o.Close()
	o.Move(announce.Phrase{{Kind: announce.Keyword, Text: "Kurze Rochade"}})
	if err := o.Opponent.Wait(context.Background()); err != nil || out.String() != "Kurze Rochade\n" {
		t.Fatalf("printed %q, %v", out.String(), err)
	}
}

// TestPrefersSpeechd finds a speech-dispatcher at SPEECHD_ADDRESS.
func TestPrefersSpeechd(t *testing.T) {
	d := speechtest.NewDaemon(t)
	s, err := Open(context.Background(), Config{Backend: "null", Getenv: env(map[string]string{"SPEECHD_ADDRESS": "unix_socket:" + d.Path})})
	if err != nil {
		t.Fatal(err)
	}
	if s.Voice != Speechd || s.Degraded != nil || s.Path != "Speaking through speech-dispatcher." {
		t.Fatalf("voice %q, degraded %v, path %q", s.Voice, s.Degraded, s.Path)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
}

// TestNamedSpeechdKeepsTheBuiltInVoice: with speech-dispatcher chosen by
// name, the embedded voice is still the fallback, as when it was found:
// what speech-dispatcher fails on is heard, not only printed.
func TestNamedSpeechdKeepsTheBuiltInVoice(t *testing.T) {
	if _, err := malgo.Devices("null"); errors.Is(err, speech.ErrNotInBuild) {
		t.Skip("no cgo: no sound device for the embedded voice")
	}
	for _, voice := range []string{"", Speechd} {
		d := speechtest.NewDaemon(t)
		s, err := Open(context.Background(), Config{Voice: voice, Backend: "null",
			Getenv: env(map[string]string{"SPEECHD_ADDRESS": "unix_socket:" + d.Path})})
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := s.Fallback.(clips.Voice); s.Voice != Speechd || !ok {
			t.Errorf("voice %q: %q with fallback %T, want speechd with the embedded voice", voice, s.Voice, s.Fallback)
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
	}
}

// TestNeverSpawnsUnlessAsked puts a fake speech-dispatcher on PATH that
// notes being run: with XDG_RUNTIME_DIR set and nothing listening, it is
// run only when Config.Spawn asks.
func TestNeverSpawnsUnlessAsked(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("needs a shell script on PATH")
	}
	bin := t.TempDir()
	ran := filepath.Join(bin, "ran")
	script := fmt.Sprintf("#!/bin/sh\necho \"$@\" >> %q\n", ran)
	if err := os.WriteFile(filepath.Join(bin, "speech-dispatcher"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	for _, spawn := range []bool{false, true} {
		s, err := Open(context.Background(), Config{Backend: "null", Getenv: noSpeechd(t), Spawn: spawn})
		if err != nil {
			t.Fatal(err)
		}
		s.Close()
		_, err = os.Stat(ran)
		if spawned := err == nil; spawned != spawn {
			t.Fatalf("Spawn %v: speech-dispatcher run: %v", spawn, spawned)
		}
	}
}

// TestTwoDevices opens the player's and the opponent's output on two
// devices of the null backend (the default and the one named).
func TestTwoDevices(t *testing.T) {
	devs, err := malgo.Devices("null")
	if errors.Is(err, speech.ErrNotInBuild) {
		t.Skip("no cgo")
	}
	if err != nil || len(devs) == 0 {
		t.Fatalf("devices %v %v", devs, err)
	}
	s, err := Open(context.Background(), Config{Voice: Clips, Backend: "null", OpponentDevice: "1"})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	want := fmt.Sprintf("Speaking with the embedded voice: clock on the default device, moves on the device %q.", devs[0].Name)
	if s.Player == s.Opponent || s.Path != want {
		t.Fatalf("one output for two devices: %q", s.Path)
	}
	o := s.Outputs(nil, speech.SpeakerOptions{})
	defer o.Close()
	if o.Player == o.Opponent {
		t.Fatal("one speaker for two voices")
	}
	o.Move(announce.Phrase{{Kind: announce.Keyword, Text: "Matt"}})
	o.Clock(announce.Phrase{{Kind: announce.Number, Text: "5"}, {Kind: announce.Unit, Text: "minutes"}})
	for _, sp := range []*speech.Speaker{o.Player, o.Opponent} {
		if err := sp.Wait(context.Background()); err != nil || sp.LastError() != nil {
			t.Fatalf("wait %v, last error %v", err, sp.LastError())
		}
	}
}

type failing struct{ err error }

func (f failing) Speak(context.Context, speech.Utterance) error { return f.err }

// TestFallbackThenText: what the voice stalls on goes to the fallback,
// and what the fallback cannot say to text.
func TestFallbackThenText(t *testing.T) {
	var out bytes.Buffer
	s := &Speech{Player: failing{speechd.ErrNoBegin}, Fallback: failing{speech.ErrUnavailable}}
	s.Opponent = s.Player
	o := s.Outputs(&out, speech.SpeakerOptions{})
	defer o.Close()
	o.Move(announce.Phrase{{Kind: announce.Keyword, Text: "Matt"}})
	if err := o.Opponent.Wait(context.Background()); err != nil || out.String() != "Matt\n" {
		t.Fatalf("printed %q, %v", out.String(), err)
	}
}

func TestReason(t *testing.T) {
	notRunning := fmt.Errorf("setup: speech-dispatcher at /run/x: %w (dial: refused)", speechd.ErrNotRunning)
	noDevice := fmt.Errorf("malgo: %w: %q", malgo.ErrNoDevice, "USB")
	noCard := fmt.Errorf("malgo: open device: %w: %w", speech.ErrUnavailable, errors.New("miniaudio: Failed to open backend device"))
	noBuild := fmt.Errorf("malgo: built without cgo: %w", speech.ErrNotInBuild)
	for _, tt := range []struct {
		err  error
		want string
	}{
		{nil, ""},
		{notRunning, "speech-dispatcher is not running"},
		{fmt.Errorf("x: %w", speechd.ErrNoAnswer), "speech-dispatcher does not answer"},
		{&DegradedError{Speechd: notRunning, Sound: noCard}, "speech-dispatcher is not running and there is no working sound device"},
		{&DegradedError{Speechd: notRunning, Sound: noBuild}, "speech-dispatcher is not running and this build has no sound output"},
		{&DegradedError{Sound: noDevice}, "that sound device is not there"},
		{&DegradedError{Speechd: notRunning}, "speech-dispatcher is not running"},
		{fmt.Errorf("malgo: %w %q", malgo.ErrUnknownBackend, "x"), "that sound system is unknown"},
		{fmt.Errorf("x: %w", espeak.ErrNotInstalled), "espeak-ng is not installed"},
		{errors.New("anything else"), "the voice does not work"},
	} {
		if got := Reason(tt.err); got != tt.want {
			t.Errorf("Reason(%v) = %q, want %q", tt.err, got, tt.want)
		}
	}
}
