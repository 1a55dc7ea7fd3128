package listen

import (
	"bytes"
	"context"
	"errors"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/wav"
)

// fakeEngine answers each grammar with respond and records the grammars.
type fakeEngine struct {
	respond func(g Grammar) Hypothesis
	calls   []Grammar
}

func (f *fakeEngine) Recognise(_ context.Context, pcm []int16, gs ...Grammar) ([]Hypothesis, error) {
	out := make([]Hypothesis, len(gs))
	for i, g := range gs {
		f.calls = append(f.calls, g)
		h := f.respond(g)
		h.Seconds = Duration(len(pcm)).Seconds()
		h.Score = int(float64(h.Score) * h.Seconds) // per second → total
		h.Acoustic = int(float64(h.Acoustic) * h.Seconds)
		out[i] = h
	}
	return out, nil
}

// hyp is a hypothesis with its scores per second (fakeEngine scales them).
func hyp(text string, perSecond int) Hypothesis {
	return Hypothesis{Words: strings.Fields(text), Score: perSecond, Acoustic: perSecond}
}

// has reports whether g lists the phrase text.
func has(g Grammar, text string) bool {
	for _, p := range g.Phrases {
		if p.Text() == text {
			return true
		}
	}
	return false
}

// utterance is a second of tone between silences: speech to Speech.
func utterance() []int16 {
	pcm := make([]int16, Rate*16/10)
	for i := Rate / 4; i < Rate*5/4; i++ {
		pcm[i] = int16(8000 * math.Sin(2*math.Pi*300*float64(i)/Rate))
	}
	return pcm
}

func TestListenHeard(t *testing.T) {
	pos := rules.StartPosition()
	eng := &fakeEngine{respond: func(g Grammar) Hypothesis {
		switch {
		case len(g.Shape) > 0:
			return hyp("springer gustav eins felix drei", -1000)
		case has(g, "springer gustav eins felix drei"):
			return hyp("springer gustav eins felix drei", -1000)
		default: // the rival: another move
			return hyp("springer gustav eins hector drei", -1500)
		}
	}}
	l := &Listener{Engine: eng}
	v, err := l.Listen(context.Background(), &pos, utterance())
	if err != nil {
		t.Fatal(err)
	}
	m, _ := pos.ParseUCI("g1f3")
	if v.Kind != Heard || v.Move != m || v.Second != "springer gustav eins hector drei" {
		t.Fatalf("verdict %+v", v)
	}
	// The rival grammar has no phrase of Nf3, in any style.
	rivals := eng.calls[1] // after the whole grammar; the shape is [2]
	for _, s := range []string{"springer gustav eins felix drei", "springer felix drei"} {
		if has(rivals, s) {
			t.Errorf("rival grammar has %q", s)
		}
	}
	if !has(rivals, "springer gustav eins hector drei") || !has(rivals, "eva zwei eva vier") {
		t.Error("rival grammar lacks other moves")
	}
}

func TestListenUnsure(t *testing.T) {
	pos := rules.StartPosition()
	eng := &fakeEngine{respond: func(g Grammar) Hypothesis {
		if len(g.Shape) > 0 || has(g, "eva zwei eva vier") {
			return hyp("eva zwei eva vier", -1000)
		}
		return hyp("eva zwei eva drei", -1000-int(DefaultPolicy().Margin)+1)
	}}
	v, err := (&Listener{Engine: eng}).Listen(context.Background(), &pos, utterance())
	if err != nil {
		t.Fatal(err)
	}
	if v.Kind != Unsure || v.Heard != "eva zwei eva vier" || v.Second != "eva zwei eva drei" {
		t.Fatalf("verdict %+v", v)
	}
}

// TestListenNotLegal: "Eva zwei Eva fuenf" is no legal move at the start;
// when it fits clearly better than the best legal move (Policy.NotLegal)
// it is reported as heard, with announce's reason, and never as the
// nearest legal move (e2-e4); when it fits a little better (Policy.Doubt),
// the verdict is say again; when it fits no better, the margin decides.
func TestListenNotLegal(t *testing.T) {
	pos := rules.StartPosition()
	pol := Policy{Margin: 500, NotLegal: 600, Doubt: 100}
	listen := func(shapeGap int) Verdict {
		t.Helper()
		eng := &fakeEngine{respond: func(g Grammar) Hypothesis {
			if len(g.Shape) > 0 {
				return hyp("eva zwei eva fuenf", -1000+shapeGap)
			}
			if has(g, "eva zwei eva vier") {
				return hyp("eva zwei eva vier", -1000)
			}
			return hyp("eva zwei eva drei", -3000)
		}}
		v, err := (&Listener{Engine: eng, Policy: pol}).Listen(context.Background(), &pos, utterance())
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	v := listen(int(pol.NotLegal) + 10)
	if v.Kind != NotLegal || v.Heard != "eva zwei eva fuenf" || v.Move != 0 || !errors.Is(v.Err, announce.ErrNoSuchMove) {
		t.Fatalf("verdict %+v", v)
	}
	if v := listen(int(pol.Doubt+pol.NotLegal) / 2); v.Kind != Unsure || v.Heard != "eva zwei eva vier" {
		t.Fatalf("a little better: verdict %+v", v)
	}
	e4, _ := pos.ParseUCI("e2e4")
	if v := listen(int(pol.Doubt) - 10); v.Kind != Heard || v.Move != e4 || v.Open != "eva zwei eva fuenf" {
		t.Fatalf("no better: verdict %+v", v)
	}
	// With Doubt -Inf (the default policy), such a phrase asks again
	// however much worse it fits.
	pol.Doubt = math.Inf(-1)
	if v := listen(-1500); v.Kind != Unsure || v.Heard != "eva zwei eva vier" {
		t.Fatalf("doubt -Inf, fits worse: verdict %+v", v)
	}
	if v := listen(int(pol.NotLegal) + 10); v.Kind != NotLegal || v.Heard != "eva zwei eva fuenf" {
		t.Fatalf("doubt -Inf, fits clearly better: verdict %+v", v)
	}
}

// TestListenOtherLegalMove: the shape search prefers another legal move:
// with Policy.DoubtOther, unsure however far the rival is behind; without
// (the default), the margin over the rival decides.
func TestListenOtherLegalMove(t *testing.T) {
	pos := rules.StartPosition()
	eng := &fakeEngine{respond: func(g Grammar) Hypothesis {
		switch {
		case len(g.Shape) > 0:
			return hyp("springer bella eins caesar drei", -900)
		case has(g, "springer gustav eins felix drei"):
			return hyp("springer gustav eins felix drei", -1000)
		}
		return hyp("eva zwei eva vier", -3000)
	}}
	pol := DefaultPolicy()
	pol.DoubtOther = true
	v, err := (&Listener{Engine: eng, Policy: pol}).Listen(context.Background(), &pos, utterance())
	if err != nil {
		t.Fatal(err)
	}
	if v.Kind != Unsure || v.Margin < 2*pol.Margin {
		t.Fatalf("verdict %+v", v)
	}
	v, err = (&Listener{Engine: eng}).Listen(context.Background(), &pos, utterance())
	if err != nil || v.Kind != Heard || v.Heard != "springer gustav eins felix drei" {
		t.Fatalf("default policy: verdict %+v, %v", v, err)
	}
}

func TestListenNothing(t *testing.T) {
	pos := rules.StartPosition()
	eng := &fakeEngine{respond: func(Grammar) Hypothesis { return Hypothesis{} }}
	l := &Listener{Engine: eng}
	v, err := l.Listen(context.Background(), &pos, make([]int16, Rate))
	if err != nil || v.Kind != Nothing || len(eng.calls) != 0 {
		t.Fatalf("silence: %+v %v, %d searches", v, err, len(eng.calls))
	}
	v, err = l.Listen(context.Background(), &pos, utterance())
	if err != nil || v.Kind != Nothing {
		t.Fatalf("nothing recognised: %+v %v", v, err)
	}
}

func TestListenCommands(t *testing.T) {
	eng := &fakeEngine{respond: func(g Grammar) Hypothesis {
		if has(g, "ja") {
			return hyp("ja", -500)
		}
		return hyp("nein", -1500)
	}}
	l := &Listener{Engine: eng, Commands: map[string][]Phrase{
		"yes": {{Lang: "de", Words: []string{"ja"}}}, "no": {{Lang: "de", Words: []string{"nein"}}}}}
	v, err := l.Listen(context.Background(), nil, utterance())
	if err != nil || v.Kind != Heard || v.Command != "yes" || v.Move != 0 {
		t.Fatalf("verdict %+v %v", v, err)
	}
	for _, g := range eng.calls {
		if len(g.Shape) > 0 {
			t.Error("a move shape without a position")
		}
	}
}

func TestMoveGrammarJSGF(t *testing.T) {
	pos := rules.StartPosition()
	g, moves := MoveGrammar(&pos, announce.AppendixD())
	if len(moves) != len(g.Phrases) || len(moves) != 40 { // 20 moves, long and short
		t.Fatalf("%d phrases, %d moves", len(g.Phrases), len(moves))
	}
	j := g.JSGF()
	for _, want := range []string{"#JSGF V1.0;", "public <say> = ", "(springer gustav eins felix drei)", "(eva vier)"} {
		if !strings.Contains(j, want) {
			t.Errorf("JSGF lacks %q", want)
		}
	}
	if strings.Contains(j, "eva fuenf") {
		t.Error("JSGF has an illegal move")
	}
	shape := ShapeOf(announce.AppendixD(), strings.Fields("springer gustav eins schlaegt felix drei schach"))
	if len(shape) != 7 || len(shape[0]) != 5 || len(shape[1]) != 8 || len(shape[2]) != 8 || len(shape[3]) != 1 || len(shape[6]) != 1 {
		t.Fatalf("shape %v", shape)
	}
	j = Grammar{Shape: shape, ShapeLang: "de"}.JSGF()
	if !strings.Contains(j, "public <say> = (springer | laeufer | turm | dame | koenig) (anna | bella |") ||
		!strings.Contains(j, " (schlaegt) ") {
		t.Errorf("shape JSGF %s", j)
	}
	if !strings.Contains(Grammar{}.JSGF(), "<NULL>") {
		t.Error("an empty grammar must still be valid JSGF")
	}
}

// TestPronunciationsComplete: every word of the Appendix D grammar and
// the German yes and no are in tactus's own table.
func TestPronunciationsComplete(t *testing.T) {
	p := &Pronouncer{}
	for _, w := range append(announce.AppendixD().GrammarWords(), "ja", "nein") {
		if _, err := p.Phones(context.Background(), "de", w); err != nil {
			t.Error(err)
		}
	}
	if _, err := p.Phones(context.Background(), "de", "xylophon"); !errors.Is(err, ErrNoPronunciation) {
		t.Errorf("unknown word: %v", err)
	}
}

func TestARPAbet(t *testing.T) {
	for in, want := range map[string]string{
		"Spr'IN3": "SH P R IH NG ER", "tsv'aI": "T S V AY", "_!'axt": "AA K T",
		"l'OYf3": "L OY F ER", "k'Y:nIC": "K ER N IH SH", "": "",
	} {
		got, err := ARPAbet(in)
		if err != nil || strings.Join(got, " ") != want {
			t.Errorf("ARPAbet(%q) = %v, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"@@?", "\x00", "é"} {
		if _, err := ARPAbet(bad); !errors.Is(err, ErrNoPronunciation) {
			t.Errorf("ARPAbet(%q): %v", bad, err)
		}
	}
}

func TestScanCMU(t *testing.T) {
	dict := "knight N AY T\nknights N AY T S\nknight(2) K N AY T\nqueen K W IY N\n"
	got, err := scanCMU(strings.NewReader(dict), "knight")
	if err != nil || len(got) != 2 || strings.Join(got[1], " ") != "K N AY T" {
		t.Fatalf("%v %v", got, err)
	}
}

func TestParseHyp(t *testing.T) {
	h, err := parseHyp("utt S 0 T -5913 A -5576 L -337 0 -1182 0 springer 38 -906 0 gustav 92 -10 0 (NULL) 92 -630 0 eins(2) 116 -173 -337 <sil> 245\n")
	if err != nil || h.Text() != "springer gustav eins" || h.Score != -5913 || h.Acoustic != -5576 {
		t.Fatalf("%+v %v", h, err)
	}
	if h, err := parseHyp("utt S 0 T 0 A 0 L 0 0"); err != nil || len(h.Words) != 0 {
		t.Fatalf("empty: %+v %v", h, err)
	}
	for _, bad := range []string{"", "springer (utt -5)", "utt S 0 T x A 0 L 0 0", "utt S 0 T 0 A y L 0 0", "utt X 0 T 0 A 0 L 0 0"} {
		if _, err := parseHyp(bad); !errors.Is(err, ErrEngine) {
			t.Errorf("parseHyp(%q): %v", bad, err)
		}
	}
}

func FuzzParseHyp(f *testing.F) {
	f.Add("utt S 0 T -5913 A -5576 L -337 0 -1182 0 springer 38 -906 0 gustav 245")
	f.Add("utt S 0 T 0 A 0 L 0 0")
	f.Fuzz(func(t *testing.T, s string) {
		h, err := parseHyp(s)
		if err == nil {
			for _, w := range h.Words {
				if w == "" || strings.HasPrefix(w, "<") {
					t.Fatalf("word %q", w)
				}
			}
		}
	})
}

// TestNoEngine: without pocketsphinx or its model, NewSphinx says which.
func TestNoEngine(t *testing.T) {
	missing := func(string) (string, error) { return "", fs.ErrNotExist }
	if _, err := NewSphinx(SphinxOptions{LookPath: missing}); !errors.Is(err, ErrNoEngine) {
		t.Errorf("no binary: %v", err)
	}
	found := func(s string) (string, error) { return "/usr/bin/" + s, nil }
	noFile := func(string) (os.FileInfo, error) { return nil, fs.ErrNotExist }
	if _, err := NewSphinx(SphinxOptions{LookPath: found, Stat: noFile}); !errors.Is(err, ErrNoModel) {
		t.Errorf("no model: %v", err)
	}
}

// TestReadWAV: a stereo 44.1 kHz file comes out 16 kHz mono, as long, with
// its tone at the same pitch.
func TestReadWAV(t *testing.T) {
	const in, secs, hz = 44100, 1, 500
	pcm := make([]int16, 2*in*secs)
	for i := range in * secs {
		s := int16(10000 * math.Sin(2*math.Pi*hz*float64(i)/in))
		pcm[2*i], pcm[2*i+1] = s, s
	}
	var b bytes.Buffer
	if err := wav.Encode(&b, pcm, speech.Format{SampleRate: in, Channels: 2}); err != nil {
		t.Fatal(err)
	}
	out, err := ReadWAV(&b)
	if err != nil {
		t.Fatal(err)
	}
	if len(out) != Rate*secs {
		t.Fatalf("%d samples, want %d", len(out), Rate*secs)
	}
	crossings := 0
	for i := 1; i < len(out); i++ {
		if (out[i-1] < 0) != (out[i] < 0) {
			crossings++
		}
	}
	if crossings < 2*hz*secs-4 || crossings > 2*hz*secs+4 {
		t.Errorf("%d zero crossings, want about %d", crossings, 2*hz*secs)
	}
	if _, err := ReadWAV(strings.NewReader("RIFF....WAVEjunk")); err == nil {
		t.Error("a bad file was read")
	}
}

func TestSpeech(t *testing.T) {
	if _, _, ok := Speech(make([]int16, Rate)); ok {
		t.Error("silence is speech")
	}
	s, e, ok := Speech(utterance())
	if !ok || s < Rate/4-frame || s > Rate/4+frame || e < Rate*5/4-frame || e > Rate*5/4+frame {
		t.Errorf("speech %d..%d %v, want about %d..%d", s, e, ok, Rate/4, Rate*5/4)
	}
	noisy := utterance()
	addNoise(noisy, 10, 1)
	if _, _, ok := Speech(noisy); !ok {
		t.Error("no speech at 10 dB SNR")
	}
}

// TestSNR: the estimate is infinite over digital silence, near the SNR
// noise was mixed at (the floor is the quietest frames, so it reads a
// few dB high), ordered by the noise, and 0 without speech.
func TestSNR(t *testing.T) {
	if got := SNR(utterance()); !math.IsInf(got, 1) {
		t.Errorf("clean: %.1f dB, want +Inf", got)
	}
	last := math.Inf(1)
	for _, snr := range []float64{30, 20, 10} {
		noisy := utterance()
		addNoise(noisy, snr, 7)
		got := SNR(noisy)
		if got < snr-2 || got > snr+6 || got >= last {
			t.Errorf("mixed at %v dB: estimated %.1f (the one before %.1f)", snr, got, last)
		}
		last = got
	}
	if got := SNR(make([]int16, Rate)); got != 0 {
		t.Errorf("silence: %.1f dB, want 0", got)
	}
}

// TestMLLRBySNR: the transform goes to pocketsphinx for a clean
// utterance and not for one in noise under adaptedMinSNR.
func TestMLLRBySNR(t *testing.T) {
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh")
	}
	dir := t.TempDir()
	log := filepath.Join(dir, "args")
	bin := filepath.Join(dir, "fake-sphinx")
	if err := os.WriteFile(bin, []byte("#!/bin/sh\necho \"$@\" > "+log+"\nexit 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	s := &Sphinx{bin: bin, model: DefaultModel, mllr: enUSMLLR, pron: &Pronouncer{}}
	g := Grammar{Phrases: []Phrase{{Lang: "de", Words: []string{"eva", "vier"}}}}
	noisy := utterance()
	addNoise(noisy, 10, 1)
	for _, c := range []struct {
		name string
		pcm  []int16
		want bool
	}{{"clean", utterance(), true}, {"10 dB", noisy, false}} {
		if _, err := s.Recognise(context.Background(), c.pcm, g); err == nil {
			t.Fatalf("%s: the fake engine failed, Recognise did not", c.name)
		}
		args, err := os.ReadFile(log)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(string(args), " -mllr "); got != c.want {
			t.Errorf("%s: -mllr given %v, want %v", c.name, got, c.want)
		}
	}
}

// TestPronounceable: a command phrase with a word that has no
// pronunciation (no table entry, no dictionary, no espeak-ng) is left
// out; the others stay, by name.
func TestPronounceable(t *testing.T) {
	s := &Sphinx{pron: &Pronouncer{}}
	got := s.Pronounceable(context.Background(), map[string][]Phrase{
		"yes":   {{Lang: "de", Words: []string{"ja"}}, {Lang: "de", Words: []string{"jawohl"}}},
		"clock": {{Lang: "de", Words: []string{"uhr"}}},
		"none":  {{Lang: "de"}},
	})
	if len(got) != 1 || len(got["yes"]) != 1 || got["yes"][0].Text() != "ja" {
		t.Fatalf("pronounceable %v, want only yes: ja", got)
	}
}

// TestMLLR: the adaptation is applied to Debian's en-us model only (it
// is a transform of that model's means), unless the model is asked plain;
// the embedded transform is one class of three 13-dimensional streams
// (per stream: its size, A, b and the variances' scale).
func TestMLLR(t *testing.T) {
	found := func(s string) (string, error) { return "/usr/bin/" + s, nil }
	exists := func(string) (os.FileInfo, error) { return nil, nil }
	for _, c := range []struct {
		model string
		plain bool
		want  bool
	}{
		{"", false, true}, {DefaultModel, false, true}, {DefaultModel + "/", false, true},
		{DefaultModel, true, false}, {"/opt/de-model", false, false},
	} {
		s, err := NewSphinx(SphinxOptions{LookPath: found, Stat: exists, Model: c.model, Plain: c.plain})
		if err != nil {
			t.Fatal(err)
		}
		if got := s.mllr != ""; got != c.want {
			t.Errorf("model %q plain %v: MLLR %v, want %v", c.model, c.plain, got, c.want)
		}
	}
	f := strings.Fields(enUSMLLR)
	if len(f) != 2+3*(1+13*13+13+13) || f[0] != "1" || f[1] != "3" || f[2] != "13" {
		t.Fatalf("transform of %d numbers, header %q", len(f), f[:min(3, len(f))])
	}
	for _, v := range f {
		if x, err := strconv.ParseFloat(v, 64); err != nil || math.IsNaN(x) || math.Abs(x) > 1e4 {
			t.Fatalf("transform number %q", v)
		}
	}
}
