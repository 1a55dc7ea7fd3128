package listen

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/internal/rulestest"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/pgn"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/clips"
	"github.com/tactuschess/tactus/speech/wav"
)

// A corpus item: a position, the move played there and its Appendix D
// phrase (long style).
type ply struct {
	pos    rules.Position
	move   rules.Move
	phrase announce.Phrase
}

// corpusPlies takes every fifth ply of the first games of the lichess test
// file (real games: openings, captures, castling, checks), n in all.
func corpusPlies(t testing.TB, n int) []ply { return gamePlies(t, n, false, 0) }

// wrongSidePlies are n phrases that name no legal move: at a ply of
// corpusPlies, the move that followed it, said for the wrong side (an
// announcement heard early, or the opponent's move said again). A
// listener must never read one back as a legal move; their move is zero.
func wrongSidePlies(t testing.TB, n int) []ply { return gamePlies(t, n, true, 0) }

// devPlies and devWrongSidePlies are the development set's: other plies
// of the same games (every fifth, two on), to fit pronunciations and
// margins on without touching the test corpus.
func devPlies(t testing.TB, n int) []ply          { return gamePlies(t, n, false, 2) }
func devWrongSidePlies(t testing.TB, n int) []ply { return gamePlies(t, n, true, 2) }

func gamePlies(t testing.TB, n int, wrongSide bool, offset int) []ply {
	t.Helper()
	f, err := os.Open("../../rules/pgn/testdata/lichess-1000.pgn")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	h, err := announce.NewHearer(announce.AppendixD())
	if err != nil {
		t.Fatal(err)
	}
	r := pgn.NewReader(f)
	var out []ply
	for k := 0; len(out) < n; k++ {
		g, err := r.Next()
		if err != nil {
			t.Fatalf("game %d: %v", k, err)
		}
		pos := g.StartPosition()
		line := g.MainLine()
		for i, m := range line {
			if (i+k)%5 == offset && len(out) < n {
				if !wrongSide {
					out = append(out, ply{pos, m, announce.AppendixD().Move(&pos, m, announce.Long)})
				} else if i+1 < len(line) {
					next := pos
					if err := next.Play(m); err != nil {
						t.Fatal(err)
					}
					p := announce.AppendixD().Move(&next, line[i+1], announce.Long)
					if _, err := h.Hear(&pos, p.String()); err != nil {
						out = append(out, ply{pos, 0, p})
					}
				}
			}
			if err := pos.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// A condition is one voice, with or without noise.
type condition struct {
	name  string
	voice string  // espeak-ng voice, or "clips" for tactus's own
	speed int     // words per minute
	snr   float64 // dB; 0 is no noise
	seed  uint64  // added to the noise seed
}

var conditions = []condition{
	{"de", "de", 150, 0, 0},
	{"de+f3", "de+f3", 180, 0, 0},
	{"es", "es", 150, 0, 0},
	{"pt", "pt", 150, 0, 0},
	{"sk", "sk", 150, 0, 0},
	{"en-us", "en-us", 150, 0, 0},
	{"clips", "clips", 0, 0, 0},
	{"de 20 dB", "de", 150, 20, 0},
	{"de 10 dB", "de", 150, 10, 0},
}

// devConditions are the development set's voices, none of the test
// corpus's: other variants of the German voice, other accents, other
// noise seeds (render adds devSeed).
var devConditions = []condition{
	{"de+m3", "de+m3", 140, 0, 0},
	{"de+f2", "de+f2", 170, 0, 0},
	{"es-419", "es-419", 160, 0, 0},
	{"pt-br", "pt-br", 150, 0, 0},
	{"cs", "cs", 150, 0, 0},
	{"en-gb", "en-gb", 150, 0, 0},
	{"clips", "clips", 0, 0, 0},
	{"de+m3 20 dB", "de+m3", 140, 20, devSeed},
	{"de+m3 10 dB", "de+m3", 140, 10, devSeed},
}

// devSeed is added to the noise seed of the development set.
const devSeed = 1 << 20

// spokenGerman is how a voice is given the Appendix D words: with umlauts.
var spokenGerman = strings.NewReplacer("fuenf", "fünf", "Koenig", "König", "Laeufer", "Läufer", "schlaegt", "schlägt")

// render says p in condition c as 16 kHz mono, half a second of silence (or
// noise) around it.
func render(ctx context.Context, c condition, p announce.Phrase, seed uint64) ([]int16, error) {
	var pcm []int16
	if c.voice == "clips" {
		var err error
		pcm, err = clips.NewRenderer(clips.Options{}).Render(ctx, speech.Utterance{Phrase: p}, Format)
		if err != nil {
			return nil, err
		}
	} else {
		cmd := exec.CommandContext(ctx, "espeak-ng", "-b", "1", "-v", c.voice, "-s", fmt.Sprint(c.speed), "--stdout")
		cmd.Stdin = strings.NewReader(spokenGerman.Replace(p.String()))
		out, err := cmd.Output()
		if err != nil {
			return nil, fmt.Errorf("espeak-ng: %w", err)
		}
		if pcm, err = ReadWAV(bytes.NewReader(out)); err != nil {
			return nil, err
		}
	}
	pad := make([]int16, Rate/2)
	pcm = append(append(append([]int16(nil), pad...), pcm...), pad...)
	if c.snr != 0 {
		addNoise(pcm, c.snr, seed)
	}
	return pcm, nil
}

// addNoise mixes pink noise into pcm at snr dB below the speech's power
// (Paul Kellet's economy filter over seeded white noise).
func addNoise(pcm []int16, snr float64, seed uint64) {
	rng := rand.New(rand.NewPCG(seed, 1))
	noise := make([]float64, len(pcm))
	var b0, b1, b2, pn float64
	for i := range noise {
		w := rng.NormFloat64()
		b0 = 0.99765*b0 + w*0.0990460
		b1 = 0.96300*b1 + w*0.2965164
		b2 = 0.57000*b2 + w*1.0526913
		noise[i] = b0 + b1 + b2 + w*0.1848
		pn += noise[i] * noise[i]
	}
	start, end, _ := Speech(pcm)
	var ps float64
	for _, s := range pcm[start:end] {
		ps += float64(s) * float64(s)
	}
	ps /= float64(max(1, end-start))
	pn /= float64(len(noise))
	gain := math.Sqrt(ps / pn / math.Pow(10, snr/10))
	for i, n := range noise {
		pcm[i] = int16(max(-32768, min(32767, float64(pcm[i])+gain*n)))
	}
}

// requireEngine returns pocketsphinx, skipping (failing under
// TACTUS_INTEGRATION=1) without it or espeak-ng.
func requireEngine(t testing.TB) *Sphinx {
	t.Helper()
	s, err := NewSphinx(SphinxOptions{Args: strings.Fields(os.Getenv("SPHINX_ARGS")), Plain: os.Getenv("TACTUS_LISTEN_PLAIN") != ""})
	if err != nil {
		rulestest.Require(t, "pocketsphinx (Debian packages pocketsphinx and pocketsphinx-en-us): "+err.Error())
	}
	if _, err := exec.LookPath("espeak-ng"); err != nil {
		rulestest.Require(t, "espeak-ng (Debian package espeak-ng)")
	}
	return s
}

// tally counts verdicts of one condition.
type tally struct {
	n, right, wrong, unsure, notLegal, nothing int
	latency                                    time.Duration
}

func (t tally) String() string {
	pc := func(k int) float64 { return 100 * float64(k) / float64(max(1, t.n)) }
	return fmt.Sprintf("%3d  right %5.1f %%  wrong %4.1f %%  say again %5.1f %%  not legal %4.1f %%  nothing %4.1f %%  read-back %v",
		t.n, pc(t.right), pc(t.wrong), pc(t.unsure), pc(t.notLegal), pc(t.nothing), (t.latency / time.Duration(max(1, t.n))).Round(time.Millisecond))
}

// A sample is one utterance of the corpus: its condition, what the
// listener's searches found, and the move said.
type sample struct {
	cond string
	e    evidence
	said rules.Move
}

// runCorpus renders and recognises every ply in every condition, workers
// at a time, with l, and returns the tallies by condition name, the
// total, and every utterance's sample.
func runCorpus(t testing.TB, l *Listener, plies []ply, conds []condition, workers int) (map[string]*tally, tally, []sample) {
	ctx := context.Background()
	var samples []sample
	byCond := map[string]*tally{}
	var mu sync.Mutex
	var total tally
	for _, c := range conds {
		byCond[c.name] = &tally{}
	}
	type job struct {
		c condition
		i int
	}
	jobs := make(chan job)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				p := plies[j.i]
				pcm, err := render(ctx, j.c, p.phrase, j.c.seed+uint64(j.i))
				if err != nil {
					t.Error(err)
					continue
				}
				t0 := time.Now()
				e, err := l.evidence(ctx, &p.pos, pcm)
				v := e.decide(l.policy())
				d := time.Since(t0)
				if err != nil {
					t.Error(err)
					continue
				}
				mu.Lock()
				samples = append(samples, sample{j.c.name, e, p.move})
				tl := byCond[j.c.name]
				for _, x := range []*tally{tl, &total} {
					x.n++
					x.latency += d
					switch {
					case v.Kind == Heard && v.Move == p.move:
						x.right++
					case v.Kind == Heard:
						x.wrong++
					case v.Kind == Unsure:
						x.unsure++
					case v.Kind == NotLegal:
						x.notLegal++
					default:
						x.nothing++
					}
				}
				if testing.Verbose() && !(v.Kind == Heard && v.Move == p.move) {
					t.Logf("%s: said %q: %s %q (second %q, margin %.0f)", j.c.name, p.phrase, v.Kind, v.Heard, v.Second, v.Margin)
				}
				mu.Unlock()
			}
		}()
	}
	for _, c := range conds {
		for i := range plies {
			jobs <- job{c, i}
		}
	}
	close(jobs)
	wg.Wait()
	return byCond, total, samples
}

// writeWAV is used by tests that go through a file.
func writeWAV(t testing.TB, path string, pcm []int16, f speech.Format) {
	t.Helper()
	var b bytes.Buffer
	if err := wav.Encode(&b, pcm, f); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// savedSample is a sample as TACTUS_CORPUS_DUMP writes it.
type savedSample struct {
	Cond, Heard, Second, Command, Open, OpenErr string
	Move, OpenMove, Said                        rules.Move
	Margin, OpenGap                             float64
}

// saveSamples writes samples as JSON, so that decision rules can be
// compared (TACTUS_CORPUS_LOAD) without hearing the corpus again.
func saveSamples(path string, samples []sample) error {
	var out []savedSample
	for _, s := range samples {
		e := s.e
		m := e.margin
		if math.IsInf(m, 1) {
			m = math.MaxFloat64
		}
		ss := savedSample{Cond: s.cond, Heard: e.heard, Second: e.second, Command: e.command, Open: e.open,
			Move: e.move, OpenMove: e.openMove, Said: s.said, Margin: m, OpenGap: e.openGap}
		if e.openErr != nil {
			ss.OpenErr = e.openErr.Error()
		}
		out = append(out, ss)
	}
	b, err := json.Marshal(out)
	if err != nil {
		return err
	}
	return os.WriteFile(path, b, 0o644)
}

// loadSamples reads what saveSamples wrote.
func loadSamples(path string) ([]sample, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var in []savedSample
	if err := json.Unmarshal(b, &in); err != nil {
		return nil, err
	}
	var out []sample
	for _, ss := range in {
		e := evidence{heard: ss.Heard, second: ss.Second, command: ss.Command, open: ss.Open,
			move: ss.Move, openMove: ss.OpenMove, margin: ss.Margin, openGap: ss.OpenGap}
		if ss.OpenErr != "" {
			e.openErr = errors.New(ss.OpenErr)
		}
		out = append(out, sample{ss.Cond, e, ss.Said})
	}
	return out, nil
}
