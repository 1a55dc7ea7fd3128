package listen

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/speech"
)

// corpusSize is how many plies each condition says: small enough for CI
// (9 conditions, under a minute on two loaded cores).
const corpusSize = 16

// TestCorpus measures the listener on moves of real games said by
// espeak-ng's German voice and others saying the German words, tactus's
// clips, and with pink noise, and asserts the floor reached here (README,
// "Moves by voice"). What matters most is the wrong-move rate: a wrong
// move the player would have to catch in the read-back.
func TestCorpus(t *testing.T) {
	eng := requireEngine(t)
	n := corpusSize
	if v, err := strconv.Atoi(os.Getenv("TACTUS_CORPUS_PLIES")); err == nil && v > 0 {
		n = v // a larger corpus for the curve in README
	}
	l := &Listener{Engine: eng}
	_, _, samples := runCorpus(t, l, append(corpusPlies(t, n), wrongSidePlies(t, n/2)...), conditions, 2)
	var pts []point
	for _, pol := range policies() {
		pts = append(pts, judge(samples, "", pol))
	}
	chosen := choose(pts)
	def := policy{DefaultThreshold, DefaultOpenMargin, AllDoubts}
	t.Logf("the whole corpus (%d utterances) by margin, at the defaults' open margin and doubt:\n%s", len(samples), curveTable(samples, conditions, def))
	t.Logf("chosen: %v", chosen)
	if chosen.policy != def {
		t.Logf("at the chosen open margin and doubt:\n%s", curveTable(samples, conditions, chosen.policy))
	}
	for _, c := range conditions {
		t.Logf("%-9s %v", c.name, judge(samples, c.name, def))
	}
	// Floors at the defaults, measured (README): the German voice the
	// dictionary is aligned to; every condition's wrong moves; all of
	// them together.
	if r := judge(samples, "de", def).right; r < 0.45 {
		t.Errorf("de: %.0f %% right, floor 45 %%", 100*r)
	}
	for _, c := range conditions {
		if w := judge(samples, c.name, def).wrong; w > 0.15 {
			t.Errorf("%s: %.0f %% wrong moves, ceiling 15 %%", c.name, 100*w)
		}
	}
	all := judge(samples, "", def)
	if all.wrong > 0.05 {
		t.Errorf("all: %.1f %% wrong moves, ceiling 5 %%", 100*all.wrong)
	}
	if all.right < 0.25 {
		t.Errorf("all: %.0f %% right, floor 25 %%", 100*all.right)
	}
}

func rate(k, n int) float64 { return float64(k) / float64(max(1, n)) }

// BenchmarkCorpus reports accuracy per voice and noise, the wrong-move
// rate, and the time from the end of the audio to the verdict (the
// read-back can start then): go test -bench Corpus -run ^$ ./speech/listen.
func BenchmarkCorpus(b *testing.B) {
	eng := requireEngine(b)
	plies := corpusPlies(b, corpusSize)
	for _, c := range conditions {
		b.Run(c.name, func(b *testing.B) {
			var tl tally
			for range b.N {
				by, _, _ := runCorpus(b, &Listener{Engine: eng}, plies, []condition{c}, 1) // one at a time: the read-back time
				tl = *by[c.name]
			}
			b.ReportMetric(100*rate(tl.right, tl.n), "%right")
			b.ReportMetric(100*rate(tl.wrong, tl.n), "%wrong")
			b.ReportMetric(100*rate(tl.unsure+tl.notLegal+tl.nothing, tl.n), "%again")
			b.ReportMetric(float64((tl.latency / time.Duration(max(1, tl.n))).Milliseconds()), "ms/readback")
		})
	}
}

// TestWAVFileToMove goes the way of `tactus hear --audio`: a 22.05 kHz
// WAV file of the German voice, read and resampled, heard at the start.
func TestWAVFileToMove(t *testing.T) {
	eng := requireEngine(t)
	pos := rules.StartPosition()
	m, _ := pos.ParseUCI("g1f3")
	pcm, err := render(context.Background(), conditions[0], announce.AppendixD().Move(&pos, m, announce.Long), 1)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "move.wav")
	writeWAV(t, path, speech.Convert(pcm, Rate, speech.Mono(22050)), speech.Mono(22050))
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	back, err := ReadWAV(f)
	if err != nil {
		t.Fatal(err)
	}
	v, err := (&Listener{Engine: eng}).Listen(context.Background(), &pos, back)
	// The best phrase is the move said; whether it is clear enough to be
	// read back without "say again" is the corpus's business.
	if err != nil || (v.Kind != Heard && v.Kind != Unsure) || v.Move != m {
		t.Fatalf("verdict %+v, %v", v, err)
	}
}
