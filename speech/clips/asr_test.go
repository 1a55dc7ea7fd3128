package clips

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/internal/rulestest"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/wav"
)

const sphinxModel = "/usr/share/pocketsphinx/model/en-us"

// TestRecognisedBySpeechRecogniser renders the NATO-vocabulary phrases of
// a game with the clips and has pocketsphinx recognise them against a
// grammar of move phrases. The recogniser is not perfect even on
// espeak-ng's own sentences, so the test asks for a word error rate under
// 15 % (measured: 2 errors in 66 words); wrong, silent or garbled clips
// fail it.
func TestRecognisedBySpeechRecogniser(t *testing.T) {
	if _, err := exec.LookPath("pocketsphinx_continuous"); err != nil {
		rulestest.Require(t, "pocketsphinx_continuous (Debian package pocketsphinx)")
	}
	if _, err := os.Stat(filepath.Join(sphinxModel, "cmudict-en-us.dict")); err != nil {
		rulestest.Require(t, "the pocketsphinx English model (Debian package pocketsphinx-en-us)")
	}
	vocab, err := announce.LookupVocabulary("nato")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	grammar := filepath.Join(dir, "moves.gram")
	if err := os.WriteFile(grammar, []byte(jsgf(vocab)), 0o644); err != nil {
		t.Fatal(err)
	}
	r := NewRenderer(Options{})
	var words, errs int
	for i, p := range gamePhrases(t, vocab, "e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5 exd5 Nxd5 Nxf7 Kxf7 Qf3+") {
		pcm, err := r.Render(context.Background(), speech.Utterance{Phrase: p}, speech.Mono(16000))
		if err != nil {
			t.Fatal(err)
		}
		pad := make([]int16, 8000) // half a second of silence around
		path := filepath.Join(dir, fmt.Sprintf("%d.wav", i))
		writeWAV(t, path, append(append(pad, pcm...), pad...))
		out, err := exec.Command("pocketsphinx_continuous", "-infile", path, "-jsgf", grammar,
			"-hmm", filepath.Join(sphinxModel, "en-us"), "-dict", filepath.Join(sphinxModel, "cmudict-en-us.dict"),
			"-logfn", os.DevNull).Output()
		if err != nil {
			t.Fatalf("pocketsphinx: %v", err)
		}
		want, got := strings.Fields(strings.ToLower(p.String())), strings.Fields(string(out))
		words += len(want)
		if d := distance(want, got); d > 0 {
			errs += d
			t.Logf("said %q, recognised %q", p, strings.Join(got, " "))
		}
	}
	if wer := float64(errs) / float64(words); wer > 0.15 {
		t.Fatalf("word error rate %.0f %% (%d of %d words)", 100*wer, errs, words)
	}
}

// distance is the edit distance between two word sequences.
func distance(a, b []string) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := range a {
		cur := make([]int, len(b)+1)
		cur[0] = i + 1
		for j := range b {
			cost := 1
			if a[i] == b[j] {
				cost = 0
			}
			cur[j+1] = min(prev[j]+cost, prev[j+1]+1, cur[j]+1)
		}
		prev = cur
	}
	return prev[len(b)]
}

// jsgf returns a grammar of long-style move phrases in vocab.
func jsgf(v *announce.Vocabulary) string {
	alt := func(terms []announce.Term) string {
		var s []string
		for _, t := range terms {
			if t.Text != "" {
				s = append(s, strings.ToLower(t.Text))
			}
		}
		return strings.Join(s, " | ")
	}
	return fmt.Sprintf("#JSGF V1.0;\ngrammar moves;\n<file> = %s;\n<rank> = %s;\n<piece> = %s;\n"+
		"public <move> = [<piece>] <file> <rank> [%s] <file> <rank> [%s];\n",
		alt(v.Files[:]), alt(v.Ranks[:]), alt(v.Pieces[:]), strings.ToLower(v.Capture.Text), strings.ToLower(v.Check.Text))
}

func gamePhrases(t *testing.T, v *announce.Vocabulary, moves string) []announce.Phrase {
	g := rules.NewGame(rules.StartPosition())
	var out []announce.Phrase
	for _, s := range strings.Fields(moves) {
		pos := g.Position()
		m, err := notation.ParseMove(&pos, s, notation.English)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, v.Move(&pos, m, announce.Long))
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

func writeWAV(t *testing.T, path string, pcm []int16) {
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := wav.Encode(f, pcm, speech.Mono(16000)); err != nil {
		t.Fatal(err)
	}
}
