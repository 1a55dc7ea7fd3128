package setup

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/internal/speechtest"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/screenreader"
)

// readerVoice records what the screen reader was asked to say.
type readerVoice struct {
	mu   sync.Mutex
	said []string
	err  error
}

func (r *readerVoice) Speak(ctx context.Context, u speech.Utterance) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.said = append(r.said, u.Phrase.String())
	return r.err
}

func fakeReader(v speech.Voice, err error, asked *screenreader.Kind) func(context.Context, screenreader.Kind, screenreader.Options) (speech.Voice, func() error, error) {
	return func(_ context.Context, k screenreader.Kind, _ screenreader.Options) (speech.Voice, func() error, error) {
		*asked = k
		if err != nil {
			return nil, nil, err
		}
		return v, func() error { return nil }, nil
	}
}

// TestReaderSpeaksToThePlayer: with NVDA running, the player's outputs
// go to it and the moves to the opponent go to tactus's voice.
func TestReaderSpeaksToThePlayer(t *testing.T) {
	var out bytes.Buffer
	nvda := &readerVoice{}
	var asked screenreader.Kind
	s, err := Open(context.Background(), Config{Voice: Text, Text: &out, Reader: screenreader.NVDA, ReaderVoice: true,
		OpenReader: fakeReader(nvda, nil, &asked)})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if asked != screenreader.NVDA || s.Reader != screenreader.NVDA || s.ReaderErr != nil || s.Player != speech.Voice(nvda) {
		t.Fatalf("asked %q, reader %q (%v), player %T", asked, s.Reader, s.ReaderErr, s.Player)
	}
	o := s.Outputs(nil, speech.SpeakerOptions{})
	defer o.Close()
	o.Move(announce.Phrase{{Kind: announce.Keyword, Text: "Matt"}})
	o.Clock(announce.Phrase{{Kind: announce.Number, Text: "5"}})
	for _, sp := range []*speech.Speaker{o.Player, o.Opponent} {
		if err := sp.Wait(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	if out.String() != "Matt\n" || len(nvda.said) != 1 || nvda.said[0] != "5" {
		t.Errorf("opponent's voice said %q, NVDA %q; want the move out loud, the clock to NVDA", out.String(), nvda.said)
	}
	if !strings.HasPrefix(s.Path, "Speaking to you through NVDA.") {
		t.Errorf("path %q", s.Path)
	}
}

// TestReaderOffOrAbsent: the setting off, or the reader's voice failing to
// open, leaves tactus's voice for everyone (and says why).
func TestReaderOffOrAbsent(t *testing.T) {
	var asked screenreader.Kind
	s, err := Open(context.Background(), Config{Voice: Text, Reader: screenreader.NVDA, ReaderVoice: false,
		OpenReader: fakeReader(&readerVoice{}, nil, &asked)})
	if err != nil {
		t.Fatal(err)
	}
	if asked != "" || s.Reader != screenreader.None || s.Player != s.Opponent {
		t.Errorf("reader voice off: asked %q, reader %q", asked, s.Reader)
	}
	noClient := fmt.Errorf("%w: not found", screenreader.ErrNoClient)
	s, err = Open(context.Background(), Config{Voice: Text, Reader: screenreader.NVDA, ReaderVoice: true,
		OpenReader: fakeReader(nil, noClient, &asked)})
	if err != nil {
		t.Fatal(err)
	}
	if s.Reader != screenreader.None || !errors.Is(s.ReaderErr, screenreader.ErrNoClient) || s.Player != s.Opponent {
		t.Errorf("no controller client: reader %q, err %v", s.Reader, s.ReaderErr)
	}
}

// TestReaderFailsOverToTactusVoice: what the screen reader keeps failing
// on is said by tactus's voice for the player.
func TestReaderFailsOverToTactusVoice(t *testing.T) {
	nvda := &readerVoice{err: fmt.Errorf("nvda: %w", speech.ErrStalled)}
	var asked screenreader.Kind
	s, err := Open(context.Background(), Config{Voice: Text, Reader: screenreader.NVDA, ReaderVoice: true,
		OpenReader: fakeReader(nvda, nil, &asked)})
	if err != nil {
		t.Fatal(err)
	}
	own := &readerVoice{}
	s.Fallback = own // as when tactus's voice has sound
	o := s.Outputs(nil, speech.SpeakerOptions{})
	defer o.Close()
	o.Clock(announce.Phrase{{Kind: announce.Number, Text: "5"}})
	if err := o.Player.Wait(context.Background()); err != nil {
		t.Fatal(err)
	}
	if len(own.said) != 1 || own.said[0] != "5" {
		t.Errorf("tactus's voice said %q, want the clock reading NVDA stalled on", own.said)
	}
}

// TestOrcaKeepsSpeechd: with Orca, the player keeps speech-dispatcher.
func TestOrcaKeepsSpeechd(t *testing.T) {
	d := speechtest.NewDaemon(t)
	s, err := Open(context.Background(), Config{Backend: "null", Reader: screenreader.Orca, ReaderVoice: true,
		Getenv: env(map[string]string{"SPEECHD_ADDRESS": "unix_socket:" + d.Path})})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if s.Voice != Speechd || s.Reader != screenreader.Orca {
		t.Fatalf("voice %q, reader %q", s.Voice, s.Reader)
	}
	if s.Fallback != nil && s.Opponent != s.Fallback {
		t.Errorf("with a sound device the opponent hears the embedded voice")
	}
	s2, err := Open(context.Background(), Config{Voice: Text, Reader: screenreader.Orca, ReaderVoice: true})
	if err != nil {
		t.Fatal(err)
	}
	if s2.Reader != screenreader.None || !errors.Is(s2.ReaderErr, speech.ErrUnavailable) {
		t.Errorf("Orca without speech-dispatcher: reader %q, err %v", s2.Reader, s2.ReaderErr)
	}
}
