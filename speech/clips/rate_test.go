package clips

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/assets"
	"github.com/tactuschess/tactus/internal/rulestest"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/espeak"
)

// ratePhrases are what a player hears most in each language: clock
// readings and move counts in the user interface language, and the moves
// of a short game in each vocabulary.
func ratePhrases(t *testing.T) map[string][]announce.Phrase {
	out := map[string][]announce.Phrase{}
	for _, l := range announce.Languages() {
		out[l.Name] = append(out[l.Name], l.Clock(5*time.Minute+23*time.Second, 48*time.Minute+7*time.Second),
			l.Clock(time.Hour+12*time.Minute, 9*time.Second+300*time.Millisecond), l.MoveCount(23, 17))
	}
	for _, v := range announce.Vocabularies() {
		out[v.Name] = gamePhrases(t, v, "e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5 exd5 Nxd5 Nxf7 Kxf7 Qf3+")
	}
	return out
}

// wordsPerMinute returns how many words a minute the phrases are said at by
// r: the words espeak-ng is given for them (numbers spelt out), over the
// sound from the first to the last sample above silence.
func wordsPerMinute(t *testing.T, r speech.Renderer, phrases []announce.Phrase, rate int) float64 {
	t.Helper()
	list, err := assets.Words()
	if err != nil {
		t.Fatal(err)
	}
	f := speech.Mono(assets.SampleRate)
	var words int
	var d time.Duration
	for _, p := range phrases {
		pcm, err := r.Render(context.Background(), speech.Utterance{Phrase: p, Rate: rate}, f)
		if err != nil {
			t.Fatal(err)
		}
		for _, run := range speech.ByLanguage(p) {
			text, _ := speech.Spoken(run, list)
			words += len(strings.Fields(text))
		}
		d += f.Duration(len(trimmed(pcm)))
	}
	return float64(words) / d.Minutes()
}

// trimmed cuts the silence at both ends of pcm.
func trimmed(pcm []int16) []int16 {
	loud := func(s int16) bool { return s > 400 || s < -400 }
	first, last := 0, len(pcm)
	for first < last && !loud(pcm[first]) {
		first++
	}
	for last > first && !loud(pcm[last-1]) {
		last--
	}
	return pcm[first:last]
}

// TestSpeakingRate: at rate 0 the embedded voice speaks as fast as
// espeak-ng does, within 10 %, in every language and vocabulary together;
// a rate of 50 speeds both up alike.
func TestSpeakingRate(t *testing.T) {
	e, err := espeak.New("")
	if err != nil {
		rulestest.Require(t, "espeak-ng (Debian package espeak-ng)")
	}
	clips := NewRenderer(Options{})
	var sumClips, sumEspeak float64
	for name, ps := range ratePhrases(t) {
		c, s := wordsPerMinute(t, clips, ps, 0), wordsPerMinute(t, e, ps, 0)
		t.Logf("%-10s embedded %3.0f words/min, espeak-ng %3.0f", name, c, s)
		sumClips += c
		sumEspeak += s
	}
	if r := sumClips / sumEspeak; r < 0.9 || r > 1.1 {
		t.Errorf("embedded voice speaks at %.2f times espeak-ng's rate, want 0.9 to 1.1", r)
	}
	en, _ := announce.LookupVocabulary("english")
	ps := gamePhrases(t, en, "e4 e5 Nf3 Nc6")
	c0, c50 := wordsPerMinute(t, clips, ps, 0), wordsPerMinute(t, clips, ps, 50)
	s0, s50 := wordsPerMinute(t, e, ps, 0), wordsPerMinute(t, e, ps, 50)
	t.Logf("rate 50: embedded ×%.2f, espeak-ng ×%.2f", c50/c0, s50/s0)
	if c50/c0 < 1.2 || s50/s0 < 1.2 {
		t.Errorf("rate 50 speeds the embedded voice up %.2f times and espeak-ng %.2f times", c50/c0, s50/s0)
	}
}
