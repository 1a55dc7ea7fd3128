package setup

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/malgo"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func noSpeechd(t *testing.T) func(string) string {
	return env(map[string]string{"XDG_RUNTIME_DIR": t.TempDir()})
}

func TestUnknownVoice(t *testing.T) {
	if _, err := Open(context.Background(), Config{Voice: "festival"}); !errors.Is(err, ErrUnknownVoice) {
		t.Fatalf("err = %v", err)
	}
}

func TestTextVoice(t *testing.T) {
	var out bytes.Buffer
	s, err := Open(context.Background(), Config{Voice: Text, Text: &out})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	p := announce.Phrase{{Kind: announce.Keyword, Text: "Matt"}}
	if err := s.Player.Speak(context.Background(), speech.Utterance{Phrase: p}); err != nil || out.String() != "Matt\n" {
		t.Fatalf("printed %q, %v", out.String(), err)
	}
}

func TestNamedSpeechdMissingIsAnError(t *testing.T) {
	_, err := Open(context.Background(), Config{Voice: Speechd, Getenv: noSpeechd(t)})
	if !errors.Is(err, speech.ErrUnavailable) {
		t.Fatalf("err = %v", err)
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
	if strings.Contains(s.Path, "as text") {
		t.Skipf("no cgo build: %s", s.Path)
	}
	if !strings.Contains(s.Path, "embedded voice") || !strings.Contains(s.Path, "no speech-dispatcher at") {
		t.Fatalf("path %q", s.Path)
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
	if !strings.Contains(s.Path, "as text") {
		t.Fatalf("path %q", s.Path)
	}
	o := s.Outputs(&out, speech.SpeakerOptions{})
	defer o.Close()
	o.Move(announce.Phrase{{Kind: announce.Keyword, Text: "Kurze Rochade"}})
	if err := o.Opponent.Wait(context.Background()); err != nil || out.String() != "Kurze Rochade\n" {
		t.Fatalf("printed %q, %v", out.String(), err)
	}
}

// TestPrefersSpeechd answers the SSIP greeting on a socket named by
// SPEECHD_ADDRESS.
func TestPrefersSpeechd(t *testing.T) {
	sock := filepath.Join(t.TempDir(), "s")
	l, err := net.Listen("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	go func() {
		c, err := l.Accept()
		if err != nil {
			return
		}
		defer c.Close()
		r := bufio.NewReader(c)
		for _, reply := range []string{"208 OK CLIENT NAME SET\r\n", "220 OK NOTIFICATION SET\r\n", "231 HAPPY HACKING\r\n"} {
			if _, err := r.ReadString('\n'); err != nil {
				return
			}
			c.Write([]byte(reply))
		}
	}()
	s, err := Open(context.Background(), Config{Getenv: env(map[string]string{"SPEECHD_ADDRESS": "unix_socket:" + sock})})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(s.Path, "speech-dispatcher at "+sock) {
		t.Fatalf("path %q", s.Path)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
}

// TestTwoDevices opens the player's and the opponent's output on two
// devices of the null backend (the default and the one named).
func TestTwoDevices(t *testing.T) {
	devs, err := malgo.Devices("null")
	if errors.Is(err, speech.ErrUnavailable) {
		t.Skip("no cgo")
	}
	if err != nil || len(devs) == 0 {
		t.Fatalf("devices %v %v", devs, err)
	}
	s, err := Open(context.Background(), Config{Voice: Clips, Backend: "null", OpponentDevice: devs[0].Name})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if s.Player == s.Opponent || !strings.Contains(s.Path, "moves on device") {
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

func TestCause(t *testing.T) {
	inner := errors.New("miniaudio: Failed to open backend device")
	dev := fmt.Errorf("malgo: open device: %w: %w", speech.ErrUnavailable, inner)
	oto := fmt.Errorf("oto: not in this build: %w", speech.ErrUnavailable)
	if got := cause(fmt.Errorf("%w; %w", dev, oto)); got != inner.Error() {
		t.Errorf("cause = %q", got)
	}
	if got := cause(oto); got != oto.Error() {
		t.Errorf("cause = %q", got)
	}
}
