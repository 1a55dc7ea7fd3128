package shell

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/screenreader"
	"github.com/tactuschess/tactus/speech/setup"
)

// firstNotice returns the voice's first notice, failing when none comes.
func firstNotice(t *testing.T, v *Voice) string {
	t.Helper()
	select {
	case n := <-v.notices:
		return n.Text
	case <-time.After(5 * time.Second):
		t.Fatal("no notice")
		return ""
	}
}

// TestReaderNotices: the player is told in one sentence, in the UI
// language, that their screen reader speaks to them, or why it cannot.
func TestReaderNotices(t *testing.T) {
	for _, tc := range []struct {
		name   string
		speech setup.Speech
		ui     string
		want   string
	}{
		{"NVDA speaks", setup.Speech{Reader: screenreader.NVDA}, "en",
			"NVDA speaks to you; the moves are said out loud for your opponent."},
		{"JAWS speaks, in German", setup.Speech{Reader: screenreader.JAWS}, "de",
			"JAWS spricht zu dir; die Züge werden für deinen Gegner laut gesagt."},
		{"no controller client", setup.Speech{ReaderErr: fmt.Errorf("x: %w", screenreader.ErrNoClient)}, "en",
			"NVDA runs, but nvdaControllerClient.dll is not in tactus's folder, so tactus's own voice speaks to you."},
		{"JAWS not there", setup.Speech{ReaderErr: fmt.Errorf("x: %w", screenreader.ErrNotRunning)}, "es",
			"No se puede usar JAWS, así que te habla la voz de tactus."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			wanted := screenreader.NVDA
			if tc.name != "NVDA speaks" && tc.name != "no controller client" {
				wanted = screenreader.JAWS
			}
			h := &heard{}
			open := func(ctx context.Context, cfg SpeechConfig, getenv func(string) string) (*setup.Speech, error) {
				if cfg.Reader != wanted || !cfg.ReaderVoice {
					t.Errorf("opened with reader %q, reader voice %v", cfg.Reader, cfg.ReaderVoice)
				}
				s := tc.speech
				s.Player, s.Opponent, s.Voice = h, h, setup.Clips
				return &s, nil
			}
			v := StartVoice(context.Background(), open, SpeechConfig{Reader: wanted, ReaderVoice: true, UI: tc.ui}, nil)
			defer v.Close()
			if got := firstNotice(t, v); got != tc.want {
				t.Errorf("notice %q, want %q", got, tc.want)
			}
		})
	}
}

// TestReaderRefusedMidGame: VoiceOver refusing control is told with the
// setting that allows it, not as a failed voice.
func TestReaderRefusedMidGame(t *testing.T) {
	vo, builtIn := refusing{}, &heard{}
	open := func(ctx context.Context, cfg SpeechConfig, getenv func(string) string) (*setup.Speech, error) {
		return &setup.Speech{Player: vo, Opponent: builtIn, Fallback: builtIn, Voice: setup.Clips, Reader: screenreader.VoiceOver}, nil
	}
	v := StartVoice(context.Background(), open, SpeechConfig{Reader: screenreader.VoiceOver, ReaderVoice: true}, nil)
	defer v.Close()
	if got := firstNotice(t, v); got != "VoiceOver speaks to you; the moves are said out loud for your opponent." {
		t.Fatalf("first notice %q", got)
	}
	v.Say(table.Output{Kind: table.Answer, Text: "e4: empty"})
	want := `macOS refused tactus control of VoiceOver: turn on "Allow VoiceOver to be controlled with AppleScript" in VoiceOver Utility.`
	if got := firstNotice(t, v); got != want {
		t.Errorf("notice %q, want %q", got, want)
	}
}

// TestSettingsReader: the screen_reader setting names a screen reader, or
// leaves it to detection, or turns it off.
func TestSettingsReader(t *testing.T) {
	detected := func() screenreader.Kind { return screenreader.NVDA }
	for value, want := range map[string]screenreader.Kind{
		"": screenreader.NVDA, "auto": screenreader.NVDA, "none": screenreader.None,
		"jaws": screenreader.JAWS, "VoiceOver": screenreader.VoiceOver, "orca": screenreader.Orca,
	} {
		s := settings.Defaults()
		s.ScreenReader = value
		if err := s.Validate(); err != nil {
			t.Errorf("%q: %v", value, err)
		}
		if got := s.Reader(detected); got != want {
			t.Errorf("%q: reader %q, want %q", value, got, want)
		}
	}
	for _, bad := range []string{"narrator", "nvda ", "1", "auto,none"} {
		s := settings.Defaults()
		s.ScreenReader = bad
		if err := s.Validate(); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	if d := settings.Defaults(); !d.ReaderVoice || !d.ReaderPlain {
		t.Error("by default a screen reader gets the player's outputs and plain mode")
	}
}

// refusing is VoiceOver refusing control.
type refusing struct{}

func (refusing) Speak(context.Context, speech.Utterance) error {
	return fmt.Errorf("x: %w", screenreader.ErrRefused)
}

// TestNamedVoiceReplacedIsTold: speech-dispatcher named but not to be had,
// the built-in voice speaking instead: the player is told so in one
// sentence, never that announcements are only printed.
func TestNamedVoiceReplacedIsTold(t *testing.T) {
	h := &heard{}
	open := func(ctx context.Context, cfg SpeechConfig, getenv func(string) string) (*setup.Speech, error) {
		return &setup.Speech{Player: h, Opponent: h, Voice: setup.Clips,
			Degraded: &setup.DegradedError{Speechd: speech.ErrUnavailable}}, nil
	}
	v := StartVoice(context.Background(), open, SpeechConfig{Voice: setup.Speechd}, nil)
	defer v.Close()
	if got, want := firstNotice(t, v), "The voice speechd cannot be used here, so the built-in voice speaks instead."; got != want {
		t.Fatalf("notice %q, want %q", got, want)
	}
}
