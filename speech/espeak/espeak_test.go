package espeak

import (
	"context"
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/internal/rulestest"
	"github.com/tactuschess/tactus/speech"
)

func phrase(s string) announce.Phrase {
	var p announce.Phrase
	for _, w := range strings.Fields(s) {
		p = append(p, announce.Word{Kind: announce.Text, Text: w, Lang: "de"})
	}
	return p
}

func rms(pcm []int16) float64 {
	var s float64
	for _, x := range pcm {
		s += float64(x) * float64(x)
	}
	return math.Sqrt(s / float64(max(1, len(pcm))))
}

func TestRender(t *testing.T) {
	r, err := New("")
	if err != nil {
		rulestest.Require(t, "espeak-ng (Debian package espeak-ng)")
	}
	ctx := context.Background()
	f := speech.Mono(speech.DefaultRate)
	slow, err := r.Render(ctx, speech.Utterance{Phrase: phrase("Koenig Eva eins schlaegt Magnus"), Rate: -50}, f)
	if err != nil {
		t.Fatal(err)
	}
	if d := f.Duration(len(slow)); d.Seconds() < 1 || rms(slow) < 500 {
		t.Fatalf("rendered %v, rms %.0f", d, rms(slow))
	}
	fast, err := r.Render(ctx, speech.Utterance{Phrase: phrase("Koenig Eva eins schlaegt Magnus"), Rate: 50}, f)
	if err != nil || len(fast) >= len(slow) {
		t.Fatalf("rate 50 gave %d samples, rate -50 %d (%v)", len(fast), len(slow), err)
	}
	stereo, err := r.Render(ctx, speech.Utterance{Phrase: phrase("-v --help")}, speech.Format{SampleRate: 44100, Channels: 2})
	if err != nil || len(stereo) == 0 {
		t.Fatalf("option-like text: %d samples, %v", len(stereo), err)
	}
}

func TestMissing(t *testing.T) {
	if _, err := New("/nonexistent/espeak-ng"); !errors.Is(err, speech.ErrUnavailable) {
		t.Fatalf("err = %v", err)
	}
	if Speed(0) != NormalSpeed || Speed(100) != 2*NormalSpeed || Speed(-1000) != 88 {
		t.Fatalf("speeds %d %d %d", Speed(0), Speed(100), Speed(-1000))
	}
}
