//go:build !windows

package screenreader

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/internal/speechtest"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/wav"
)

// fakeSay is a say program: it logs its arguments (one line, joined by
// "|") to $FAKE_LOG, lists voices for -v ?, writes $FAKE_WAV for -o, and
// fails when $FAKE_FAIL is set.
const fakeSay = `#!/bin/sh
IFS='|'; printf '%s\n' "say|$*" >> "$FAKE_LOG"
if [ -n "$FAKE_FAIL" ]; then echo "say: $FAKE_FAIL" >&2; exit 1; fi
if [ "$1" = "-v" ] && [ "$2" = "?" ]; then
  echo 'Alex                en_US    # Most people recognize me by my voice.'
  echo 'Anna                de_DE    # Hallo! Ich heiße Anna.'
  echo 'Bad News            en_US    # The light you see at the end of the tunnel.'
  echo 'Markus              de_DE    # Hallo! Ich heiße Markus.'
  echo 'Paulina             es_MX    # Hola, me llamo Paulina.'
  exit 0
fi
while [ $# -gt 0 ]; do
  if [ "$1" = "-o" ]; then cp "$FAKE_WAV" "$2"; fi
  shift
done
`

// fakeOsascript logs its arguments and refuses as macOS does when
// $FAKE_REFUSE is set.
const fakeOsascript = `#!/bin/sh
IFS='|'; printf '%s\n' "osascript|$*" >> "$FAKE_LOG"
if [ -n "$FAKE_REFUSE" ]; then
  echo "36:89: execution error: Not authorized to send Apple events to VoiceOver. (-1743)" >&2; exit 1
fi
`

// fakePrograms puts say and osascript fakes first on PATH and returns the
// file their calls are logged to.
func fakePrograms(t *testing.T) (log func() []string) {
	t.Helper()
	dir := t.TempDir()
	for name, script := range map[string]string{"say": fakeSay, "osascript": fakeOsascript} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(script), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	file := filepath.Join(dir, "calls.log")
	t.Setenv("FAKE_LOG", file)
	return func() []string {
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	}
}

func TestSaySpeaksEachLanguageInItsVoice(t *testing.T) {
	log := fakePrograms(t)
	v, err := NewSay(context.Background(), map[string]string{"es": "Monica"})
	if err != nil {
		t.Fatal(err)
	}
	if err := v.Speak(context.Background(), speech.Utterance{Phrase: move(), Priority: speech.Move, Rate: 100}); err != nil {
		t.Fatal(err)
	}
	if err := v.Speak(context.Background(), speech.Utterance{Phrase: words("White 5 minutes"), Rate: -100}); err != nil {
		t.Fatal(err)
	}
	want := []string{
		"say|-v|?",
		"say|-v|Monica|-r|350|--|Blancas:", // the setting wins over the list
		"say|-v|Anna|-r|350|--|Springer Gustav eins Felix drei",
		"say|-v|Alex|-r|88|--|White 5 minutes",
	}
	if got := log(); !slices.Equal(got, want) {
		t.Errorf("calls:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestSayRenders(t *testing.T) {
	log := fakePrograms(t)
	src := filepath.Join(t.TempDir(), "src.wav")
	pcm := make([]int16, 2205) // 0.1 s at 22.05 kHz
	for i := range pcm {
		pcm[i] = int16(i % 300 * 50)
	}
	f, err := os.Create(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := wav.Encode(f, pcm, speech.Mono(22050)); err != nil {
		t.Fatal(err)
	}
	f.Close()
	t.Setenv("FAKE_WAV", src)
	v, err := NewSay(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	got, err := v.Render(context.Background(), speech.Utterance{Phrase: move()}, speech.Mono(22050))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2*len(pcm) {
		t.Errorf("rendered %d samples, want %d (two runs of words)", len(got), 2*len(pcm))
	}
	for _, l := range log()[1:] {
		if !strings.Contains(l, "|-o|") || !strings.Contains(l, "|--data-format=LEI16@22050|") {
			t.Errorf("call %q: want -o FILE --data-format=LEI16@22050", l)
		}
	}
	half, err := v.Render(context.Background(), speech.Utterance{Phrase: words("one")}, speech.Mono(11025))
	if err != nil {
		t.Fatal(err)
	}
	if len(half) != len(pcm)/2 {
		t.Errorf("at 11025 Hz: %d samples, want %d", len(half), len(pcm)/2)
	}
}

func TestSayFails(t *testing.T) {
	fakePrograms(t)
	v, err := NewSay(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("FAKE_FAIL", "no such voice")
	err = v.Speak(context.Background(), speech.Utterance{Phrase: words("one")})
	if err == nil || !strings.Contains(err.Error(), "no such voice") {
		t.Errorf("Speak: %v, want say's message", err)
	}
	t.Setenv("PATH", t.TempDir())
	if _, err := NewSay(context.Background(), nil); !errors.Is(err, ErrNoSay) || !errors.Is(err, speech.ErrUnavailable) {
		t.Errorf("NewSay without say: %v, want ErrNoSay", err)
	}
}

func TestSayVoices(t *testing.T) {
	got := sayVoices([]byte("Alex  en_US  # hi\nAnna de_DE # Hallo\nAmira  ms_MY # x\nbroken\nZuzana  sk_SK # Ahoj\nEddy (German (Germany)) de_DE # Hallo\n"))
	want := map[string]string{"en": "Alex", "de": "Anna", "ms": "Amira", "sk": "Zuzana"}
	if len(got) != len(want) {
		t.Errorf("voices %v, want %v", got, want)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("voice of %s: %q, want %q", k, got[k], v)
		}
	}
}

func TestVoiceOver(t *testing.T) {
	log := fakePrograms(t)
	clock := speechtest.NewClock()
	v, err := NewVoiceOver(Options{Clock: clock})
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		done <- v.Speak(context.Background(), speech.Utterance{Phrase: words(`say "hi" \ there`), Priority: speech.Browse})
	}()
	want := speech.ExpectedTime(strings.Fields(`say "hi" \ there`), 0)
	clock.Advance(clock.WaitTimer(t, func(left time.Duration) bool { return left == want }))
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if got, want := log(), []string{`osascript|-e|tell application "VoiceOver" to output "say \"hi\" \\ there"`}; !slices.Equal(got, want) {
		t.Errorf("calls %q, want %q", got, want)
	}

	t.Setenv("FAKE_REFUSE", "1")
	err = v.Speak(context.Background(), speech.Utterance{Phrase: move(), Priority: speech.Move})
	if !errors.Is(err, ErrRefused) || !errors.Is(err, speech.ErrUnavailable) {
		t.Errorf("Speak refused: %v, want ErrRefused", err)
	}
}

func TestRefused(t *testing.T) {
	for msg, want := range map[string]bool{
		"execution error: Not authorized to send Apple events to VoiceOver. (-1743)":   true,
		"execution error: VoiceOver got an error: AppleEvent handler failed. (-10000)": true,
		"execution error: VoiceOver got an error: Can’t get application. (-1728)":      false,
		"": false,
	} {
		if got := refused([]byte(msg)); got != want {
			t.Errorf("refused(%q) = %v, want %v", msg, got, want)
		}
	}
}
