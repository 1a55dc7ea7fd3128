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
	"github.com/tactuschess/tactus/speech/espeak"
	"github.com/tactuschess/tactus/speech/wav"
)

const sphinxModel = "/usr/share/pocketsphinx/model/en-us"

// asrGame is the game whose moves the recogniser hears.
const asrGame = "e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5 exd5 Nxd5 Nxf7 Kxf7 Qf3+"

// requireRecogniser skips (or fails under TACTUS_INTEGRATION=1) without
// pocketsphinx and its English model.
func requireRecogniser(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("pocketsphinx_continuous"); err != nil {
		rulestest.Require(t, "pocketsphinx_continuous (Debian package pocketsphinx)")
	}
	if _, err := os.Stat(filepath.Join(sphinxModel, "cmudict-en-us.dict")); err != nil {
		rulestest.Require(t, "the pocketsphinx English model (Debian package pocketsphinx-en-us)")
	}
}

// TestRecognisedBySpeechRecogniser renders the NATO-vocabulary phrases of
// a game with the clips and has pocketsphinx recognise them against a
// grammar of move phrases. The recogniser is not perfect even on
// espeak-ng's own sentences, so the test asks for a word error rate under
// 15 % (measured: 2 errors in 66 words); wrong, silent or garbled clips
// fail it.
func TestRecognisedBySpeechRecogniser(t *testing.T) {
	requireRecogniser(t)
	vocab, err := announce.LookupVocabulary("nato")
	if err != nil {
		t.Fatal(err)
	}
	if wer := recognise(t, NewRenderer(Options{}), vocab); wer > 0.15 {
		t.Fatalf("word error rate %.0f %%", 100*wer)
	}
}

// TestEnglishVocabularyAsWellAsEspeak: the english vocabulary (Anna …
// Hector with English piece names) from the embedded voice is recognised
// at least as well as espeak-ng saying the same moves (issue 14: it was
// 38 % against 15–19 % while the German voice said the file names).
func TestEnglishVocabularyAsWellAsEspeak(t *testing.T) {
	requireRecogniser(t)
	e, err := espeak.New("")
	if err != nil {
		rulestest.Require(t, "espeak-ng (Debian package espeak-ng)")
	}
	vocab, err := announce.LookupVocabulary("english")
	if err != nil {
		t.Fatal(err)
	}
	embedded := recognise(t, NewRenderer(Options{}), vocab)
	espeakWER := recognise(t, e, vocab)
	t.Logf("word error rate: embedded %.0f %%, espeak-ng %.0f %%", 100*embedded, 100*espeakWER)
	if embedded > espeakWER {
		t.Fatalf("embedded voice: word error rate %.0f %%, espeak-ng %.0f %%", 100*embedded, 100*espeakWER)
	}
}

// recognise renders the long-style phrases of asrGame in vocab with r, has
// pocketsphinx recognise each against a grammar of move phrases, and
// returns the word error rate.
func recognise(t *testing.T, r speech.Renderer, vocab *announce.Vocabulary) float64 {
	t.Helper()
	dir := t.TempDir()
	grammar := filepath.Join(dir, "moves.gram")
	if err := os.WriteFile(grammar, []byte(jsgf(vocab)), 0o644); err != nil {
		t.Fatal(err)
	}
	var words, errs int
	for i, p := range gamePhrases(t, vocab, asrGame) {
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
			t.Logf("%T said %q, recognised %q", r, p, strings.Join(got, " "))
		}
	}
	return float64(errs) / float64(words)
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
