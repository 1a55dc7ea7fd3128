package screenreader

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/tactuschess/tactus/assets"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/wav"
)

// ErrNoSay reports that macOS's say program is not there; it wraps
// speech.ErrUnavailable.
var ErrNoSay = fmt.Errorf("screenreader: the say program is not there: %w", speech.ErrUnavailable)

// SayNormalRate is say's rate, in words a minute, at rate 0 (its own
// default is 175 to 200 by voice).
const SayNormalRate = 175

// SayVoice speaks with macOS's say program: any system voice, each run of
// words in the voice of its language (German voices for the Appendix D
// words), at the utterance's rate. say returns once it has spoken, so
// Speak needs no estimate; a done ctx ends say at once. It also renders
// to WAV (Render), for tests and for the embedded voice's devices. It is
// safe for concurrent use.
type SayVoice struct {
	bin    string
	voices map[string]string // language (de, en, …) → voice name
	words  []assets.Entry
	mu     sync.Mutex
}

// NewSay finds say on PATH and the voice of each language (`say -v ?`);
// voices, when not nil, names the voice of a language instead ("de":
// "Anna"). An error wraps ErrNoSay.
func NewSay(ctx context.Context, voices map[string]string) (*SayVoice, error) {
	bin, err := exec.LookPath("say")
	if err != nil {
		return nil, fmt.Errorf("%w (%w)", ErrNoSay, err)
	}
	words, err := assets.Words()
	if err != nil {
		return nil, fmt.Errorf("screenreader: %w", err)
	}
	v := &SayVoice{bin: bin, voices: map[string]string{}, words: words}
	if out, err := exec.CommandContext(ctx, bin, "-v", "?").Output(); err == nil {
		v.voices = sayVoices(out)
	}
	for lang, name := range voices {
		v.voices[lang] = name
	}
	return v, nil
}

// sayVoices reads `say -v ?` ("Anna    de_DE    # Hallo! …"): the first
// voice listed for each language.
func sayVoices(out []byte) map[string]string {
	voices := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		line, _, _ := strings.Cut(sc.Text(), "#")
		f := strings.Fields(line)
		if len(f) < 2 {
			continue
		}
		locale := f[len(f)-1]
		lang, _, ok := strings.Cut(locale, "_")
		if !ok && !strings.Contains(locale, "-") {
			continue
		}
		lang, _, _ = strings.Cut(lang, "-")
		name := strings.Join(f[:len(f)-1], " ") // names may have spaces ("Bad News")
		if _, seen := voices[lang]; !seen && lang != "" {
			voices[lang] = name
		}
	}
	return voices
}

// sayRate is the words a minute say speaks at rate (-100..100): half
// SayNormalRate at -100, twice it at 100.
func sayRate(rate int) int {
	return int(math.Round(SayNormalRate * math.Pow(2, float64(max(-100, min(100, rate)))/100)))
}

// args returns say's arguments for one run of words.
func (v *SayVoice) args(r run, rate int) []string {
	var a []string
	if name := v.voices[r.lang]; name != "" {
		a = append(a, "-v", name)
	}
	return append(a, "-r", strconv.Itoa(sayRate(rate)))
}

// Speak says u, each run of words in its language's voice.
func (v *SayVoice) Speak(ctx context.Context, u speech.Utterance) error {
	v.mu.Lock()
	defer v.mu.Unlock()
	for _, r := range spoken(u.Phrase, v.words) {
		args := append(v.args(r, u.Rate), "--", strings.Join(r.words, " "))
		if out, err := exec.CommandContext(ctx, v.bin, args...).CombinedOutput(); err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			return fmt.Errorf("screenreader: say: %w: %s", err, bytes.TrimSpace(out))
		}
	}
	return nil
}

// Render says u into 16-bit mono WAV at 22.05 kHz through say's -o, and
// returns it in format f.
func (v *SayVoice) Render(ctx context.Context, u speech.Utterance, f speech.Format) ([]int16, error) {
	v.mu.Lock()
	defer v.mu.Unlock()
	dir, err := os.MkdirTemp("", "tactus-say-")
	if err != nil {
		return nil, fmt.Errorf("screenreader: say: %w", err)
	}
	defer os.RemoveAll(dir)
	var all []int16
	for i, r := range spoken(u.Phrase, v.words) {
		out := filepath.Join(dir, strconv.Itoa(i)+".wav")
		args := append(v.args(r, u.Rate), "-o", out, "--data-format=LEI16@22050", "--", strings.Join(r.words, " "))
		if msg, err := exec.CommandContext(ctx, v.bin, args...).CombinedOutput(); err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			return nil, fmt.Errorf("screenreader: say: %w: %s", err, bytes.TrimSpace(msg))
		}
		pcm, err := readWAV(out, f)
		if err != nil {
			return nil, err
		}
		all = append(all, pcm...)
	}
	return all, nil
}

// readWAV reads a WAV file say wrote and converts it to f.
func readWAV(path string, f speech.Format) ([]int16, error) {
	file, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("screenreader: say: %w", err)
	}
	defer file.Close()
	pcm, got, err := wav.Decode(file)
	if err != nil {
		return nil, fmt.Errorf("screenreader: say: %w", err)
	}
	if got.Channels != 1 {
		return nil, fmt.Errorf("screenreader: say: %w: %d channels", speech.ErrFormat, got.Channels)
	}
	return speech.Convert(pcm, got.SampleRate, f), nil
}
