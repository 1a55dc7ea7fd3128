package clips

import (
	"context"
	"errors"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/assets"
	"github.com/tactuschess/tactus/speech"
)

// TestEveryVocabularyWordHasAClip asks announce for the words of every
// vocabulary: each must be exactly one clip.
func TestEveryVocabularyWordHasAClip(t *testing.T) {
	for _, v := range announce.Vocabularies() {
		for _, w := range v.Words() {
			if keys := Keys(w); len(keys) != 1 {
				t.Errorf("%s: %s %q has clips %v, want exactly one", v.Name, w.Kind, w.Text, keys)
			}
		}
	}
	for _, text := range []string{"König", "Läufer", "schlägt", "fünf"} {
		if keys := Keys(announce.Word{Kind: announce.Piece, Text: text, Lang: "de"}); len(keys) != 1 {
			t.Errorf("%q has clips %v", text, keys)
		}
	}
}

// TestEveryAnnounceWordHasAClip covers every word any phrase can contain
// (vocabularies and user interface languages), each in the voice of its
// language, and the numbers and times a clock says.
func TestEveryAnnounceWordHasAClip(t *testing.T) {
	entries, err := assets.Words()
	if err != nil {
		t.Fatal(err)
	}
	voice := map[[2]string]string{}
	for _, e := range entries {
		voice[[2]string{e.Lang, e.Key}] = e.Voice
	}
	for _, w := range announce.AllWords() {
		keys := Keys(w)
		if keys == nil || (w.Kind != announce.Pause && len(keys) == 0) {
			t.Errorf("%s %s %q has no clip", w.Lang, w.Kind, w.Text)
		}
		for _, k := range keys {
			if v := voice[[2]string{assets.Lang(w.Lang), k}]; v != assets.Voice(w.Lang) {
				t.Errorf("%s %q: clip %q made with voice %q, want %q", w.Lang, w.Text, k, v, assets.Voice(w.Lang))
			}
		}
	}
	for _, l := range announce.Languages() {
		for d := time.Duration(0); d < 3*time.Hour; d += 700 * time.Millisecond {
			if m := Missing(l.Clock(d, 3*time.Hour-d)); len(m) > 0 {
				t.Fatalf("%s: clock at %v: no clip for %v", l.Name, d, m)
			}
		}
		for played := 0; played < 400; played++ {
			if m := Missing(l.MoveCount(played, 40-played%40)); len(m) > 0 {
				t.Fatalf("%s: move count %d: no clip for %v", l.Name, played, m)
			}
		}
	}
}

func TestEveryListedWordHasAClip(t *testing.T) {
	entries, err := assets.Words()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if keys := Keys(announce.Word{Kind: announce.Message, Text: e.Text, Lang: e.Lang}); !slices.Equal(keys, []string{e.Key}) {
			t.Errorf("%q: keys %v", e.Text, keys)
		}
	}
}

// TestNumbers: every number from 0 to 9999, in every gender, has clips in
// every language; a number in words is a word like any other.
func TestNumbers(t *testing.T) {
	for in, want := range map[string]string{
		"en 0": "zero", "en 21": "twenty-one", "en 64": "sixty four", "en 234": "two hundred thirty-four",
		"en 1005": "one thousand and five", "en 9.5": "nine point five",
		"de 1": "eins", "de 61": "ein und sechzig", "de 9,5": "neun komma fuenf",
		"es 31": "treinta-y-uno", "pt 61": "sessenta e-conjuncao um", "sk 9,9": "devaet celych devaet",
	} {
		lang, num, _ := strings.Cut(in, " ")
		got := Keys(announce.Word{Kind: announce.Number, Text: num, Lang: lang})
		if strings.Join(got, " ") != want {
			t.Errorf("%s: %v, want %q", in, got, want)
		}
	}
	for _, l := range announce.LanguageNames() {
		for n := 0; n < 10000; n++ {
			for g := announce.Counting; g <= announce.Feminine; g++ {
				if k := Keys(announce.Word{Kind: announce.Number, Text: strconv.Itoa(n), Lang: l, Gender: g}); len(k) == 0 {
					t.Fatalf("%s %d %d: no clips", l, n, g)
				}
			}
		}
	}
	if k := Keys(announce.Word{Kind: announce.Number, Text: "twelve"}); !slices.Equal(k, []string{"twelve"}) {
		t.Errorf("word number: %v", k)
	}
}

func FuzzNumberKeys(f *testing.F) {
	f.Add("234,5", "sk")
	f.Fuzz(func(t *testing.T, s, lang string) {
		w := announce.Word{Kind: announce.Number, Text: s, Lang: lang}
		if _, ok := announce.SpellNumber(w); !ok || !slices.Contains(assets.Languages(), assets.Lang(lang)) {
			return
		}
		if Keys(w) == nil {
			t.Fatalf("%q in %q: no clips", s, lang)
		}
	})
}

func phrase(s string) announce.Phrase {
	var p announce.Phrase
	for _, t := range strings.Split(s, ",") {
		p = append(p, announce.Word{Kind: announce.Keyword, Text: t, Lang: "de"})
	}
	return p
}

// TestRenderDuration checks that a rendered move lasts exactly its clips
// plus the gaps, and is not silence.
func TestRenderDuration(t *testing.T) {
	r := NewRenderer(Options{})
	p := phrase("Springer,Gustav,eins,Felix,drei,Schach")
	f := speech.Mono(assets.SampleRate)
	pcm, err := r.Render(context.Background(), speech.Utterance{Phrase: p}, f)
	if err != nil {
		t.Fatal(err)
	}
	want := (len(p) - 1) * f.Samples(DefaultGap)
	for _, w := range p {
		c, err := assets.Clip("de", assets.Key(w.Text))
		if err != nil {
			t.Fatal(err)
		}
		want += len(c)
	}
	if len(pcm) != want {
		t.Fatalf("rendered %d samples, clips and gaps make %d", len(pcm), want)
	}
	if d := f.Duration(len(pcm)); d.Seconds() < 1.5 || d.Seconds() > 6 {
		t.Fatalf("implausible duration %v", d)
	}
	if r := rms(pcm); r < 1000 {
		t.Fatalf("rms %.0f: silence", r)
	}
	fast, _ := r.Render(context.Background(), speech.Utterance{Phrase: p, Rate: 100}, f)
	if got := float64(len(fast)) / float64(len(pcm)); math.Abs(got-0.5) > 0.05 {
		t.Fatalf("rate 100 gave %.2f of the length, want 0.5", got)
	}
	stereo, _ := r.Render(context.Background(), speech.Utterance{Phrase: p}, speech.Format{SampleRate: 44100, Channels: 2})
	if len(stereo) != 4*len(pcm) {
		t.Fatalf("44.1 kHz stereo: %d samples, want %d", len(stereo), 4*len(pcm))
	}
}

type toneRenderer struct{ said []string }

func (r *toneRenderer) Render(ctx context.Context, u speech.Utterance, f speech.Format) ([]int16, error) {
	r.said = append(r.said, u.Phrase.String())
	return []int16{1000, -1000, 1000}, nil
}

func TestMissingWord(t *testing.T) {
	p := append(phrase("Bauer"), announce.Word{Kind: announce.Text, Text: "Magnus"})
	_, err := NewRenderer(Options{}).Render(context.Background(), speech.Utterance{Phrase: p}, speech.Mono(assets.SampleRate))
	if !errors.Is(err, ErrNoClip) || !errors.Is(err, speech.ErrCannotSay) || !strings.Contains(err.Error(), "Magnus") {
		t.Fatalf("err = %v", err)
	}
	fb := &toneRenderer{}
	pcm, err := NewRenderer(Options{Fallback: fb}).Render(context.Background(), speech.Utterance{Phrase: p}, speech.Mono(assets.SampleRate))
	if err != nil || !slices.Equal(fb.said, []string{"Magnus"}) || !slices.Equal(pcm[len(pcm)-3:], []int16{1000, -1000, 1000}) {
		t.Fatalf("fallback: %v %v", fb.said, err)
	}
	if m := Missing(p); len(m) != 1 || m[0].Text != "Magnus" {
		t.Fatalf("Missing = %v", m)
	}
}

// recordSink records what it is asked to play.
type recordSink struct {
	mu    sync.Mutex
	plays [][]int16
}

func (s *recordSink) Format() speech.Format { return speech.Mono(assets.SampleRate) }
func (s *recordSink) Close() error          { return nil }
func (s *recordSink) Play(ctx context.Context, pcm []int16) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.plays = append(s.plays, pcm)
	return ctx.Err()
}

type logVoice struct{ said []string }

func (v *logVoice) Speak(ctx context.Context, u speech.Utterance) error {
	v.said = append(v.said, u.Phrase.String())
	return nil
}

func TestVoiceSplitsRuns(t *testing.T) {
	sink, fb := &recordSink{}, &logVoice{}
	v := Voice{Renderer: NewRenderer(Options{}), Sink: sink, Fallback: fb}
	p := phrase("White,Magnus Carlsen,Springer,Felix,drei")
	p[0].Lang = "en"
	p[1].Kind = announce.Text
	if err := v.Speak(context.Background(), speech.Utterance{Phrase: p}); err != nil {
		t.Fatal(err)
	}
	if len(sink.plays) != 2 || !slices.Equal(fb.said, []string{"Magnus Carlsen"}) {
		t.Fatalf("plays %d, fallback %v", len(sink.plays), fb.said)
	}
}

func TestStretchKeepsPitch(t *testing.T) {
	pcm := make([]int16, 22050)
	for i := range pcm {
		pcm[i] = int16(10000 * math.Sin(2*math.Pi*300*float64(i)/22050))
	}
	for _, speed := range []float64{0.5, 0.75, 1.5, 2} {
		out := Stretch(pcm, speed)
		if want := float64(len(pcm)) / speed; math.Abs(float64(len(out))-want) > frame {
			t.Errorf("speed %v: %d samples, want about %.0f", speed, len(out), want)
		}
		if a, b := crossings(pcm), crossings(out[frame:len(out)-frame]); math.Abs(a-b)/a > 0.05 {
			t.Errorf("speed %v: pitch moved: %.4f vs %.4f crossings a sample", speed, b, a)
		}
	}
	if Speed(0) != 1 || Speed(100) != 2 || Speed(-300) != 0.5 {
		t.Error("Speed mapping")
	}
}

func crossings(pcm []int16) float64 {
	n := 0
	for i := 1; i < len(pcm); i++ {
		if (pcm[i-1] < 0) != (pcm[i] < 0) {
			n++
		}
	}
	return float64(n) / float64(len(pcm))
}

func rms(pcm []int16) float64 {
	var s float64
	for _, x := range pcm {
		s += float64(x) * float64(x)
	}
	return math.Sqrt(s / float64(max(1, len(pcm))))
}

func TestCacheKeepsTwoRates(t *testing.T) {
	r := NewRenderer(Options{})
	f := speech.Mono(assets.SampleRate)
	for _, rate := range []int{0, 10, 20, 30} {
		if _, err := r.Render(context.Background(), speech.Utterance{Phrase: phrase("Bauer,Matt"), Rate: rate}, f); err != nil {
			t.Fatal(err)
		}
	}
	if len(r.cache) != 4 {
		t.Fatalf("cache holds %d clips, want 2 words at 2 rates", len(r.cache))
	}
}
