package listen

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
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
// clips, and with pink noise, and half as many moves said for the wrong
// side (no legal move), and asserts the floor reached here (README,
// "Moves by voice"). It logs the right, wrong, not-legal and say-again
// rates by margin (the curve README shows) and the policy that best meets
// the goals. What matters most is the wrong-move rate: a wrong move the
// player would have to catch in the read-back.
func TestCorpus(t *testing.T) {
	samples, conditions, dev := corpusSamples(t)
	var pts []point
	for _, pol := range policies() {
		pts = append(pts, judge(samples, "", pol))
	}
	def := DefaultPolicy()
	t.Logf("the whole corpus (%d utterances) by margin, at the default policy's other terms:\n%s", len(samples), curveTable(samples, conditions, def))
	for _, c := range conditions {
		t.Logf("%-11s %v", c.name, judge(samples, c.name, def))
	}
	// The policy chosen on this set: on the development set
	// (TACTUS_CORPUS_SET=dev) it is what DefaultPolicy holds; on the test
	// corpus it only shows how far from the best the default is.
	chosen := choose(pts)
	t.Logf("chosen on this set: %v", chosen)
	var always []point
	for _, p := range pts {
		if math.IsInf(p.Doubt, -1) {
			always = append(always, p)
		}
	}
	t.Logf("chosen with every phrase of no legal move a doubt: %v", choose(always))
	var legal []sample
	for _, s := range samples {
		if s.said != 0 {
			legal = append(legal, s)
		}
	}
	var legalPts []point
	for _, pol := range policies() {
		legalPts = append(legalPts, judge(legal, "", pol))
	}
	t.Logf("best on the legal moves alone: %v; at it, the wrong side read back %.1f %%",
		choose(legalPts), 100*judge(samples, "", choose(legalPts).Policy).misread)
	if chosen.Policy != def {
		t.Logf("at the chosen policy's other terms:\n%s", curveTable(samples, conditions, chosen.Policy))
	}
	if dev {
		return
	}
	// Floors at the defaults, measured on this corpus of 16 plies
	// (README) with the en-us model adapted (enUSMLLR): the German voice
	// (14 of its 16 right here, 86 % of 80); every condition's wrong
	// read-backs, of legal moves and of the wrong side's; all of them
	// together (78 % right here, 75 % of 80). TACTUS_LISTEN_PLAIN=1 hears
	// with the model unadapted, at its floors (de 6 of 16, all 42 % here).
	// The default policy was chosen on the development set
	// (TACTUS_CORPUS_SET=dev TACTUS_CORPUS_PLIES=160), never on this
	// corpus: 16 are too few to choose by anyway (2 % is three
	// utterances).
	floorDe, floorAll := 0.75, 0.70
	if os.Getenv("TACTUS_LISTEN_PLAIN") != "" {
		floorDe, floorAll = 0.30, 0.35
	}
	if r := judge(samples, "de", def).right; r < floorDe {
		t.Errorf("de: %.0f %% right, floor %.0f %%", 100*r, 100*floorDe)
	}
	for _, c := range conditions {
		p := judge(samples, c.name, def)
		if p.wrong > 0.15 || p.misread > 0.15 {
			t.Errorf("%s: %.0f %% wrong moves, %.0f %% of the wrong side's read back, ceiling 15 %%", c.name, 100*p.wrong, 100*p.misread)
		}
	}
	all := judge(samples, "", def)
	if all.wrong > 0.03 || all.misread > 0.03 {
		t.Errorf("all: %.1f %% wrong moves, %.1f %% of the wrong side's read back, ceiling 3 %%", 100*all.wrong, 100*all.misread)
	}
	if all.right < floorAll {
		t.Errorf("all: %.0f %% right, floor %.0f %%", 100*all.right, 100*floorAll)
	}
}

// corpusSamples hears the corpus, or with TACTUS_CORPUS_SET=dev the
// development set (other plies, other voices), and writes its samples to
// TACTUS_CORPUS_DUMP when set; with TACTUS_CORPUS_LOAD it reads samples
// written before instead of hearing anything.
func corpusSamples(t *testing.T) ([]sample, []condition, bool) {
	conds, plies, wrong := conditions, corpusPlies, wrongSidePlies
	dev := os.Getenv("TACTUS_CORPUS_SET") == "dev"
	if dev {
		conds, plies, wrong = devConditions, devPlies, devWrongSidePlies
	}
	if only := os.Getenv("TACTUS_CORPUS_CONDS"); only != "" {
		// Some conditions only ("de+m3 20 dB,de+m3 10 dB"), to compare
		// front-end options where they matter without hearing all.
		var sub []condition
		for _, c := range conds {
			if slices.Contains(strings.Split(only, ","), c.name) {
				sub = append(sub, c)
			}
		}
		conds = sub
	}
	if path := os.Getenv("TACTUS_CORPUS_LOAD"); path != "" {
		samples, err := loadSamples(path)
		if err != nil {
			t.Fatal(err)
		}
		return samples, conds, dev
	}
	eng := requireEngine(t)
	n := corpusSize
	if v, err := strconv.Atoi(os.Getenv("TACTUS_CORPUS_PLIES")); err == nil && v > 0 {
		n = v // a larger corpus for the curve in README
	}
	l := &Listener{Engine: eng}
	_, _, samples := runCorpus(t, l, append(plies(t, n), wrong(t, n/2)...), conds, 2)
	if path := os.Getenv("TACTUS_CORPUS_DUMP"); path != "" {
		if err := saveSamples(path, samples); err != nil {
			t.Fatal(err)
		}
	}
	return samples, conds, dev
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
