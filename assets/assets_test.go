package assets

import (
	"bytes"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/internal/rulestest"
)

func TestEveryWordHasAClipAndNoMore(t *testing.T) {
	entries, err := Words()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{}
	for _, e := range entries {
		want[e.Lang+"/"+e.Key] = true
		pcm, err := Clip(e.Lang, e.Key)
		if err != nil {
			t.Errorf("%s: %v", e.Text, err)
			continue
		}
		if d := float64(len(pcm)) / SampleRate; d < 0.1 || d > 3 {
			t.Errorf("%s: clip lasts %.2f s", e.Text, d)
		}
		if r := rms(pcm); r < 500 {
			t.Errorf("%s: rms %.0f: silent", e.Text, r)
		}
	}
	for _, k := range Keys() {
		if !want[k] {
			t.Errorf("clip %q is not in words.txt", k)
		}
	}
	if len(Keys()) != len(entries) {
		t.Errorf("%d clips for %d words", len(Keys()), len(entries))
	}
}

// TestSizeBudget: all the clips of all languages stay within 8 MB (issue
// 14), and each language's are counted.
func TestSizeBudget(t *testing.T) {
	const budget = 8 << 20
	total := 0
	for _, l := range Languages() {
		n := SizeOf(l)
		if n <= 0 {
			t.Errorf("%s: %d bytes", l, n)
		}
		t.Logf("%s: %d bytes", l, n)
		total += n
	}
	if n := Size(); n != total || n <= 0 || n > budget {
		t.Fatalf("clips take %d bytes (%d by language); budget %d", n, total, budget)
	}
}

func TestVoiceAndLang(t *testing.T) {
	for in, want := range map[string][2]string{"": {"en", "en-us"}, "en": {"en", "en-us"},
		"pt-BR": {"pt", "pt-br"}, "de": {"de", "de"}, "sk": {"sk", "sk"}, "es": {"es", "es"}} {
		if l, v := Lang(in), Voice(in); l != want[0] || v != want[1] {
			t.Errorf("%q: %q %q, want %q", in, l, v, want)
		}
	}
}

func TestClipMissing(t *testing.T) {
	for _, k := range [][2]string{{"de", ""}, {"de", "no-such-word"}, {"de", "../assets"}, {"de", "Koenig"},
		{"", "koenig"}, {"..", "de/koenig"}, {"en", "koenig"}, {"xx", "koenig"}} {
		if _, err := Clip(k[0], k[1]); err == nil || Has(k[0], k[1]) {
			t.Errorf("Clip(%q) found", k)
		}
	}
	if !Has("de", "koenig") {
		t.Error("de/koenig missing")
	}
}

// TestGenerateReproducible regenerates the clips with the installed
// espeak-ng and compares them byte for byte with the committed ones, when
// the espeak-ng version is the one that made them.
func TestGenerateReproducible(t *testing.T) {
	if testing.Short() {
		t.Skip("regenerating clips takes seconds")
	}
	if _, err := exec.LookPath("espeak-ng"); err != nil {
		rulestest.Require(t, "espeak-ng (Debian package espeak-ng)")
	}
	version, err := exec.Command("espeak-ng", "--version").Output()
	if err != nil {
		t.Fatal(err)
	}
	committed, err := os.ReadFile("clips/GENERATOR.txt")
	if err != nil {
		t.Fatal(err)
	}
	v := strings.SplitN(string(version), " Data at", 2)[0]
	if !bytes.Contains(committed, []byte(v)) {
		t.Skipf("installed %q did not make the committed clips", v)
	}
	out := t.TempDir()
	cmd := exec.Command("go", "run", "./internal/gen", "-words", "words.txt", "-out", out)
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("gen: %v\n%s", err, msg)
	}
	for _, k := range append(Keys(), "GENERATOR") {
		name := filepath.FromSlash(k) + ".ima"
		if k == "GENERATOR" {
			name = k + ".txt"
		}
		a, _ := os.ReadFile(filepath.Join("clips", name))
		b, err := os.ReadFile(filepath.Join(out, name))
		if err != nil || !bytes.Equal(a, b) {
			t.Errorf("%s differs after regeneration (%v)", name, err)
		}
	}
}

func TestKey(t *testing.T) {
	for in, want := range map[string]string{
		"Koenig": "koenig", "König": "koenig", "schlägt": "schlaegt",
		"Kurze Rochade": "kurze-rochade", "seventy-five  move rule": "seventy-five-move-rule",
		"César": "cesar", "White's": "whites", "Black’s": "blacks", " 12 ": "12", "!?": "", "Héctor": "hector",
		"Kráľ": "kral", "Peão": "peao", "veľká rošáda": "velka-rosada", "päť": "paet", "e (conjunção)": "e-conjuncao",
	} {
		if got := Key(in); got != want {
			t.Errorf("Key(%q) = %q, want %q", in, got, want)
		}
	}
}

func rms(pcm []int16) float64 {
	var s float64
	for _, x := range pcm {
		s += float64(x) * float64(x)
	}
	return math.Sqrt(s / float64(max(1, len(pcm))))
}

// TestWordListUpToDate: words.txt is what assets/internal/words makes from
// announce's tables today, so no word announce can say lacks its line.
func TestWordListUpToDate(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the word list generator")
	}
	out := filepath.Join(t.TempDir(), "words.txt")
	cmd := exec.Command("go", "run", "./internal/words", "-extra", "extra.txt", "-out", out)
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("words: %v\n%s", err, msg)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != WordList() {
		t.Fatal("words.txt is out of date: run go generate ./assets")
	}
}
