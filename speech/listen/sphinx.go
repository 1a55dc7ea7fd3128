package listen

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
)

// Where Debian's pocketsphinx-en-us puts the English model.
const (
	DefaultModel   = "/usr/share/pocketsphinx/model/en-us/en-us"
	DefaultCMUDict = "/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict"
)

// Sentinel errors of the engine; the app chooses the words.
var (
	// ErrNoEngine reports that pocketsphinx_batch is not installed (Debian
	// package pocketsphinx).
	ErrNoEngine = errors.New("listen: no speech recogniser (pocketsphinx_batch)")
	// ErrNoModel reports that the acoustic model is missing (Debian
	// package pocketsphinx-en-us).
	ErrNoModel = errors.New("listen: no acoustic model")
	// ErrEngine reports a recogniser that ran but failed.
	ErrEngine = errors.New("listen: recogniser failed")
)

// SphinxOptions locates pocketsphinx; zero values take the defaults.
type SphinxOptions struct {
	// Bin is the pocketsphinx_batch binary (default: looked up in PATH).
	Bin string
	// Model is the acoustic model directory (default DefaultModel).
	Model string
	// CMUDict is the English dictionary (default DefaultCMUDict when present).
	CMUDict string
	// Espeak is espeak-ng, for the phones of words not in tactus's table
	// (default: looked up in PATH; none is fine).
	Espeak string
	// LookPath finds a binary (default exec.LookPath).
	LookPath func(string) (string, error)
	// Stat checks a file (default os.Stat).
	Stat func(string) (os.FileInfo, error)
	// Args are further pocketsphinx arguments ("-beam", "1e-60").
	Args []string
	// Plain leaves the model unadapted: no MLLR transform (see
	// enUSMLLR), which is only ever applied to DefaultModel.
	Plain bool
}

// enUSMLLR is a global MLLR transform of the en-us model's means (one
// class, three feature streams: sphinxtrain's mllr_solve format),
// estimated from espeak-ng's voices saying the German words, none of
// them a voice of the test corpus or the development set
// (TestMLLRRebuilds makes it again; README, "Moves by voice").
//
// It is applied to utterances of an SNR (estimated) of adaptedMinSNR dB
// or more.
//
//go:embed mllr_matrix
var enUSMLLR string

// adaptedMinSNR is the estimated SNR (dB) under which the model is heard
// unadapted. The estimate reads pink noise mixed at 20 dB as about 23
// and espeak-ng's clean voices as +Inf; adapted beats unadapted clearly
// on clean speech and loses at 20 dB, so the switch is set between.
const adaptedMinSNR = 30

// Sphinx is the pocketsphinx engine, run as a subprocess for each
// grammar (pocketsphinx_batch: one utterance, a JSGF grammar, a
// dictionary written for it, the hypothesis and its score). There is no cgo
// and nothing to install beyond Debian's packages; it is detected at run
// time and never required.
type Sphinx struct {
	bin, model string
	args       []string
	mllr       string // the transform's text, "" for none
	pron       *Pronouncer
}

// NewSphinx finds pocketsphinx and its model, or fails wrapping ErrNoEngine
// or ErrNoModel.
func NewSphinx(o SphinxOptions) (*Sphinx, error) {
	if o.LookPath == nil {
		o.LookPath = exec.LookPath
	}
	if o.Stat == nil {
		o.Stat = os.Stat
	}
	if o.Bin == "" {
		o.Bin = "pocketsphinx_batch"
	}
	bin, err := o.LookPath(o.Bin)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrNoEngine, err)
	}
	if o.Model == "" {
		o.Model = DefaultModel
	}
	if _, err := o.Stat(filepath.Join(o.Model, "mdef")); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrNoModel, err)
	}
	if o.CMUDict == "" {
		if _, err := o.Stat(DefaultCMUDict); err == nil {
			o.CMUDict = DefaultCMUDict
		}
	}
	if o.Espeak == "" {
		o.Espeak, _ = o.LookPath("espeak-ng")
	}
	s := &Sphinx{bin: bin, model: o.Model, args: o.Args, pron: &Pronouncer{CMUDict: o.CMUDict, Espeak: o.Espeak}}
	if !o.Plain && filepath.Clean(o.Model) == DefaultModel {
		s.mllr = enUSMLLR
	}
	return s, nil
}

// Pronounceable returns the phrases of ps, by name, whose every word has a
// pronunciation in the model's phones (Pronouncer.Phones), the others
// left out: a command word that cannot be spelled in English phones is
// not heard, rather than failing every grammar it is in.
func (s *Sphinx) Pronounceable(ctx context.Context, ps map[string][]Phrase) map[string][]Phrase {
	out := map[string][]Phrase{}
	for name, phrases := range ps {
		for _, p := range phrases {
			ok := len(p.Words) > 0
			for _, w := range p.Words {
				if _, err := s.pron.Phones(ctx, p.Lang, w); err != nil {
					ok = false
					break
				}
			}
			if ok {
				out[name] = append(out[name], p)
			}
		}
	}
	return out
}

// Recognise runs pocketsphinx on 16 kHz mono pcm once for each grammar,
// in parallel, and returns the best phrase of each with its score.
func (s *Sphinx) Recognise(ctx context.Context, pcm []int16, gs ...Grammar) ([]Hypothesis, error) {
	dir, err := os.MkdirTemp("", "tactus-listen-")
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrEngine, err)
	}
	defer os.RemoveAll(dir)
	raw := make([]byte, 2*len(pcm))
	for i, v := range pcm {
		binary.LittleEndian.PutUint16(raw[2*i:], uint16(v))
	}
	if err := os.WriteFile(filepath.Join(dir, "utt.raw"), raw, 0o600); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrEngine, err)
	}
	if err := os.WriteFile(filepath.Join(dir, "ctl"), []byte("utt\n"), 0o600); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrEngine, err)
	}
	// The transform is fitted to clean speech: in noise the model
	// unadapted hears better (development set, pink noise at 20 and 10
	// dB: 70 and 40 % right against 62.5 and 22.5 %), so it is applied
	// only to an utterance heard clearly above its noise floor.
	mllr := s.mllr != "" && SNR(pcm) >= adaptedMinSNR
	if mllr {
		if err := os.WriteFile(filepath.Join(dir, "mllr"), []byte(s.mllr), 0o600); err != nil {
			return nil, fmt.Errorf("%w: %w", ErrEngine, err)
		}
	}
	out := make([]Hypothesis, len(gs))
	errs := make([]error, len(gs))
	var wg sync.WaitGroup
	for i, g := range gs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			out[i], errs[i] = s.run(ctx, dir, strconv.Itoa(i), g, len(pcm), mllr)
		}()
	}
	wg.Wait()
	return out, errors.Join(errs...)
}

// run recognises the utterance in dir with one grammar.
func (s *Sphinx) run(ctx context.Context, dir, name string, g Grammar, samples int, mllr bool) (Hypothesis, error) {
	dict, err := s.dictionary(ctx, g)
	if err != nil {
		return Hypothesis{}, err
	}
	gram, dic, hyp := filepath.Join(dir, name+".gram"), filepath.Join(dir, name+".dict"), filepath.Join(dir, name+".hyp")
	if err := os.WriteFile(gram, []byte(g.JSGF()), 0o600); err != nil {
		return Hypothesis{}, fmt.Errorf("%w: %w", ErrEngine, err)
	}
	if err := os.WriteFile(dic, []byte(dict), 0o600); err != nil {
		return Hypothesis{}, fmt.Errorf("%w: %w", ErrEngine, err)
	}
	args := append([]string{"-ctl", filepath.Join(dir, "ctl"), "-adcin", "yes",
		"-cepdir", dir, "-cepext", ".raw", "-samprate", strconv.Itoa(Rate),
		"-dither", "yes", "-seed", "1", // digital silence stalls the search
		// Wide beams: with the defaults the search for the second best
		// often reached no end of the grammar (57 of 216 utterances).
		"-beam", "1e-80", "-wbeam", "1e-60", "-pbeam", "1e-80",
		// Every senone scored in every frame: the en-us model's scores
		// are normalised, frame by frame, by the best of those computed,
		// which without it depends on the grammar; the searches' scores
		// are compared (Listen), and without it the shape search, whose
		// grammar holds the best phrase, scored that phrase up to 700
		// per second worse than the search of the legal moves did.
		"-compallsen", "yes",
		"-hmm", s.model, "-jsgf", gram, "-dict", dic, "-hypseg", hyp, "-logfn", os.DevNull}, s.args...)
	if mllr {
		args = append(args, "-mllr", filepath.Join(dir, "mllr"))
	}
	cmd := exec.CommandContext(ctx, s.bin, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return Hypothesis{}, fmt.Errorf("%w: %w: %s", ErrEngine, err, firstLine(stderr.String()))
	}
	b, err := os.ReadFile(hyp)
	if err != nil {
		return Hypothesis{}, fmt.Errorf("%w: %w", ErrEngine, err)
	}
	h, err := parseHyp(string(b))
	h.Seconds = Duration(samples).Seconds()
	return h, err
}

// dictionary writes the pronunciations of g's words in pocketsphinx's
// format ("word PH PH", "word(2) PH PH").
func (s *Sphinx) dictionary(ctx context.Context, g Grammar) (string, error) {
	var b strings.Builder
	n := map[string]int{}
	for _, w := range g.Words() {
		prons, err := s.pron.Phones(ctx, w.Lang, w.Words[0])
		if err != nil {
			return "", err
		}
		for _, p := range prons {
			word := w.Words[0]
			if n[word]++; n[word] > 1 {
				word = fmt.Sprintf("%s(%d)", word, n[word])
			}
			fmt.Fprintf(&b, "%s %s\n", word, strings.Join(p, " "))
		}
	}
	return b.String(), nil
}

// parseHyp reads pocketsphinx's segmented hypothesis:
// "utt S scale T total A acoustic L lm {frame ascr lscr word}… endframe".
func parseHyp(s string) (Hypothesis, error) {
	f := strings.Fields(s)
	bad := fmt.Errorf("%w: hypothesis %.80q", ErrEngine, s)
	if len(f) < 9 || f[1] != "S" || f[3] != "T" || f[5] != "A" || f[7] != "L" {
		return Hypothesis{}, bad
	}
	total, err1 := strconv.Atoi(f[4])
	ac, err2 := strconv.Atoi(f[6])
	if err1 != nil || err2 != nil {
		return Hypothesis{}, bad
	}
	h := Hypothesis{Score: total, Acoustic: ac}
	seg := f[9:]
	for len(seg) >= 4 {
		w := seg[3]
		if w == "(NULL)" { // an empty arc of the grammar
			seg = seg[4:]
			continue
		}
		if j := strings.IndexByte(w, '('); j > 0 { // an alternate pronunciation
			w = w[:j]
		}
		if !strings.HasPrefix(w, "<") && !strings.HasPrefix(w, "[") && !strings.HasPrefix(w, "+") { // <sil>, [NOISE]
			h.Words = append(h.Words, w)
		}
		seg = seg[4:]
	}
	return h, nil
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}
