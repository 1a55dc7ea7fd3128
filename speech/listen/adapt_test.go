package listen

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/speech/listen/internal/s3"
)

// adaptConditions are the voices the MLLR transform is estimated on: none
// of the test corpus's or the development set's (other variants of the
// German voice, other accents, another noise seed).
var adaptConditions = []condition{
	{"de+m1", "de+m1", 150, 0, 0},
	{"de+f1", "de+f1", 165, 0, 0},
	{"de+m2", "de+m2", 140, 0, 0},
	{"de+f4", "de+f4", 155, 0, 0},
	{"it", "it", 150, 0, 0},
	{"pl", "pl", 150, 0, 0},
	{"nl", "nl", 150, 0, 0},
	{"de+m6 20 dB", "de+m6", 150, 20, adaptSeed},
}

// adaptSeed is added to the noise seed of the adaptation data.
const adaptSeed = 1 << 30

// adaptPlies are the adaptation data's moves: other plies of the lichess
// games than the test corpus's (offset 0) and the development set's (2).
func adaptPlies(t testing.TB, n int) []ply { return gamePlies(t, n, false, 4) }

// sphinxtrain is where Debian's sphinxtrain puts bw and mllr_solve.
const sphinxtrain = "/usr/lib/sphinxtrain"

// TestMLLRRebuilds makes the MLLR transform again as mllr_matrix was made
// (buildMLLR) and checks it gives the committed file within rounding. It
// needs sphinxtrain, sphinx_fe (sphinxbase-utils), pocketsphinx and
// espeak-ng, and skips without them or under -short. With
// TACTUS_ADAPT_OUT it writes the transform there.
func TestMLLRRebuilds(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the transform takes seconds to make")
	}
	for _, bin := range []string{filepath.Join(sphinxtrain, "bw"), filepath.Join(sphinxtrain, "mllr_solve")} {
		if _, err := os.Stat(bin); err != nil {
			t.Skip("sphinxtrain (Debian package sphinxtrain):", err)
		}
	}
	for _, bin := range []string{"sphinx_fe", "pocketsphinx_mdef_convert"} {
		if _, err := exec.LookPath(bin); err != nil {
			t.Skip(bin, "(Debian packages sphinxbase-utils, pocketsphinx):", err)
		}
	}
	s := requireEngine(t)
	if s.model != DefaultModel {
		t.Skip("the transform is of Debian's en-us model")
	}
	got := buildMLLR(t, s, t.TempDir())
	if out := os.Getenv("TACTUS_ADAPT_OUT"); out != "" {
		if err := os.WriteFile(out, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	a, b := strings.Fields(string(got)), strings.Fields(enUSMLLR)
	if len(a) != len(b) {
		t.Fatalf("rebuilt transform has %d numbers, mllr_matrix %d", len(a), len(b))
	}
	for i := range a {
		x, err1 := strconv.ParseFloat(a[i], 64)
		y, err2 := strconv.ParseFloat(b[i], 64)
		if err1 != nil || err2 != nil || math.Abs(x-y) > 1e-3 {
			t.Fatalf("number %d: rebuilt %s, mllr_matrix %s", i, a[i], b[i])
		}
	}
}

// buildMLLR estimates a global MLLR transform of the en-us model's means
// from adaptConditions' voices saying adaptPlies' moves, in dir: features
// by sphinx_fe with the model's parameters, the model's mixture weights
// from its sendump (internal/s3), its mdef as text, Baum-Welch counts by
// bw against the transcripts (the first pronunciation of each word in
// pron.txt), the transform by mllr_solve. It returns the transform file.
func buildMLLR(t *testing.T, s *Sphinx, dir string) []byte {
	t.Helper()
	prepareAdaptation(t, s, dir)
	hmm := filepath.Join(dir, "hmm")
	if err := os.MkdirAll(hmm, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"means", "variances", "transition_matrices", "noisedict", "feat.params"} {
		if err := os.Symlink(filepath.Join(s.model, f), filepath.Join(hmm, f)); err != nil {
			t.Fatal(err)
		}
	}
	f, err := os.Open(filepath.Join(s.model, "sendump"))
	if err != nil {
		t.Fatal(err)
	}
	mixw, err := s3.ReadSendump(f)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := s3.WriteMixw(&b, mixw); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(hmm, "mixture_weights"), b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(bin string, args ...string) {
		cmd := exec.Command(bin, args...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", bin, err, lastLines(string(out), 10))
		}
	}
	run("pocketsphinx_mdef_convert", "-text", filepath.Join(s.model, "mdef"), "hmm/mdef.txt")
	run("sphinx_fe", "-argfile", filepath.Join(s.model, "feat.params"), "-samprate", strconv.Itoa(Rate),
		"-dither", "yes", "-seed", "1", "-c", "adapt.fileids", "-di", "wav", "-do", "wav",
		"-ei", "raw", "-eo", "mfc", "-raw", "yes", "-input_endian", "little")
	run(filepath.Join(sphinxtrain, "bw"), "-hmmdir", "hmm", "-moddeffn", "hmm/mdef.txt", "-ts2cbfn", ".ptm.",
		"-feat", "1s_c_d_dd", "-svspec", "0-12/13-25/26-38", "-cmn", "batch", "-agc", "none",
		"-dictfn", "adapt.dic", "-fdictfn", "hmm/noisedict", "-ctlfn", "adapt.fileids",
		"-lsnfn", "adapt.transcription", "-cepdir", "wav", "-cepext", "mfc", "-accumdir", ".")
	run(filepath.Join(sphinxtrain, "mllr_solve"), "-meanfn", "hmm/means", "-varfn", "hmm/variances",
		"-outmllrfn", "mllr_matrix", "-accumdir", ".")
	out, err := os.ReadFile(filepath.Join(dir, "mllr_matrix"))
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func lastLines(s string, n int) string {
	l := strings.Split(strings.TrimSpace(s), "\n")
	return strings.Join(l[max(0, len(l)-n):], "\n")
}

// prepareAdaptation renders the adaptation data into dir/wav (16 kHz
// raw) and writes its file list, transcripts and dictionary.
func prepareAdaptation(t *testing.T, s *Sphinx, dir string) string {
	t.Helper()
	ctx := context.Background()
	wav := filepath.Join(dir, "wav")
	if err := os.MkdirAll(wav, 0o755); err != nil {
		t.Fatal(err)
	}
	var ctl, trans []string
	words := map[string]bool{}
	for ci, c := range adaptConditions {
		for i, p := range adaptPlies(t, 40) {
			pcm, err := render(ctx, c, p.phrase, c.seed+uint64(i))
			if err != nil {
				t.Fatal(err)
			}
			id := fmt.Sprintf("c%d_%03d", ci, i)
			raw := make([]byte, 2*len(pcm))
			for k, v := range pcm {
				binary.LittleEndian.PutUint16(raw[2*k:], uint16(v))
			}
			if err := os.WriteFile(filepath.Join(wav, id+".raw"), raw, 0o644); err != nil {
				t.Fatal(err)
			}
			ws := announce.FoldWords(p.phrase.String())
			for _, w := range ws {
				words[w] = true
			}
			ctl = append(ctl, id)
			trans = append(trans, fmt.Sprintf("<s> %s </s> (%s)", strings.Join(ws, " "), id))
		}
	}
	var dict []string
	for w := range words {
		prons, err := s.pron.Phones(ctx, "de", w)
		if err != nil {
			t.Fatal(err)
		}
		dict = append(dict, w+" "+strings.Join(prons[0], " "))
	}
	sort.Strings(dict)
	write := func(name string, lines []string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("adapt.fileids", ctl)
	write("adapt.transcription", trans)
	write("adapt.dic", dict)
	return dir
}
