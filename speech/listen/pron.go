package listen

import (
	"bufio"
	"context"
	_ "embed"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strings"
	"sync"
)

// ErrNoPronunciation reports a word the dictionary does not have and that
// could not be derived (no espeak-ng, or phonemes it cannot map).
var ErrNoPronunciation = errors.New("listen: no pronunciation")

//go:embed pron.txt
var pronData string

// Pronouncer finds the phones (CMU ARPAbet, the en-us acoustic model's
// set) of a word in a language: from tactus's own table first (the
// Appendix D words aligned by hand), then for English from the model's
// CMU dictionary, then from espeak-ng's phonemes for that language mapped
// to ARPAbet. It caches what it found and is safe for concurrent use.
type Pronouncer struct {
	// CMUDict is the path of the model's English dictionary; empty skips it.
	CMUDict string
	// Espeak is the espeak-ng binary; empty skips it.
	Espeak string

	mu    sync.Mutex
	table map[string][][]string // "lang word" → pronunciations
}

// key is the table key of a word in a language.
func key(lang, word string) string { return lang + " " + word }

// load reads the embedded table once.
func (p *Pronouncer) load() {
	if p.table != nil {
		return
	}
	p.table = map[string][][]string{}
	for _, line := range strings.Split(pronData, "\n") {
		f := strings.Fields(line)
		if len(f) < 3 || strings.HasPrefix(f[0], "#") {
			continue
		}
		k := key(f[0], f[1])
		p.table[k] = append(p.table[k], f[2:])
	}
}

// Phones returns the pronunciations of word (folded, as
// announce.FoldWords gives it) in lang ("de", "en" …), or an error wrapping
// ErrNoPronunciation.
func (p *Pronouncer) Phones(ctx context.Context, lang, word string) ([][]string, error) {
	lang, _, _ = strings.Cut(lang, "-")
	p.mu.Lock()
	p.load()
	prons, ok := p.table[key(lang, word)]
	p.mu.Unlock()
	if ok {
		return prons, nil
	}
	if lang == "en" && p.CMUDict != "" {
		if pr, err := cmuLookup(p.CMUDict, word); err == nil && len(pr) > 0 {
			p.remember(lang, word, pr)
			return pr, nil
		}
	}
	if p.Espeak != "" {
		out, err := exec.CommandContext(ctx, p.Espeak, "-v", lang, "-q", "-x", word).Output()
		if err == nil {
			if ph, err := ARPAbet(string(out)); err == nil && len(ph) > 0 {
				p.remember(lang, word, [][]string{ph})
				return [][]string{ph}, nil
			}
		}
	}
	return nil, fmt.Errorf("%w for %q (%s)", ErrNoPronunciation, word, lang)
}

func (p *Pronouncer) remember(lang, word string, prons [][]string) {
	p.mu.Lock()
	p.table[key(lang, word)] = prons
	p.mu.Unlock()
}

// cmuLookup reads the pronunciations of word ("word" and "word(2)" …)
// from a CMU dictionary file.
func cmuLookup(path, word string) ([][]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("listen: dictionary: %w", err)
	}
	defer f.Close()
	return scanCMU(f, word)
}

// scanCMU reads the pronunciations of word from a CMU dictionary.
func scanCMU(r io.Reader, word string) ([][]string, error) {
	var out [][]string
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		line := sc.Text()
		if !strings.HasPrefix(line, word) {
			continue
		}
		f := strings.Fields(line)
		if len(f) < 2 {
			continue
		}
		w := f[0]
		if i := strings.IndexByte(w, '('); i > 0 && strings.HasSuffix(w, ")") {
			w = w[:i]
		}
		if w == word {
			out = append(out, f[1:])
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("listen: dictionary: %w", err)
	}
	return out, nil
}

// espeakPhones maps espeak-ng's ASCII phoneme names (espeak-ng -x) to
// ARPAbet, longest name first. Vowel length is dropped where ARPAbet has
// no long vowel; front rounded vowels take the nearest English vowel.
var espeakPhones = []struct{ from, to string }{
	{"tS", "CH"}, {"dZ", "JH"}, {"ts", "T S"}, {"pf", "P F"},
	{"aI", "AY"}, {"aU", "AW"}, {"OY", "OY"}, {"oI", "OY"}, {"eI", "EY"}, {"oU", "OW"},
	{"@U", "OW"}, {"3:", "ER"}, {"a:", "AA"}, {"A:", "AA"}, {"E:", "EY"}, {"e:", "EY"},
	{"i:", "IY"}, {"o:", "OW"}, {"O:", "AO"}, {"u:", "UW"}, {"y:", "UW"}, {"Y:", "ER"},
	{"**", "R"}, {"@", "AH"}, {"3", "ER"}, {"V", "AH"}, {"0", "AA"}, {"&", "AE"},
	{"a", "AA"}, {"A", "AA"}, {"E", "EH"}, {"e", "EY"}, {"I", "IH"}, {"i", "IY"},
	{"O", "AO"}, {"o", "OW"}, {"U", "UH"}, {"u", "UW"}, {"y", "UW"}, {"Y", "UH"},
	{"p", "P"}, {"b", "B"}, {"B", "B"}, {"t", "T"}, {"d", "D"}, {"k", "K"}, {"g", "G"},
	{"Q", "G"}, {"f", "F"}, {"v", "V"}, {"s", "S"}, {"z", "Z"}, {"S", "SH"}, {"Z", "ZH"},
	{"x", "K"}, {"C", "SH"}, {"h", "HH"}, {"m", "M"}, {"n", "N"}, {"N", "NG"}, {"J", "N Y"},
	{"l", "L"}, {"L", "L"}, {"r", "R"}, {"R", "R"}, {"*", "R"}, {"j", "Y"}, {"w", "W"},
	{"T", "TH"}, {"D", "DH"}, {"c", "K"},
}

// espeakMarks are stress, length, tie and pause marks: no phone.
const espeakMarks = "'.,_!|#=%;~^:-12456789 \t\r\n" // 0 and 3 are phonemes

// ARPAbet maps espeak-ng's phoneme output for a word ("Spr'IN3") to
// ARPAbet phones ("SH P R IH NG ER"). It fails, wrapping
// ErrNoPronunciation, on a phoneme it has no mapping for.
func ARPAbet(phonemes string) ([]string, error) {
	var out []string
	for s := phonemes; s != ""; {
		if strings.IndexByte(espeakMarks, s[0]) >= 0 {
			s = s[1:]
			continue
		}
		i := slices.IndexFunc(espeakPhones, func(p struct{ from, to string }) bool { return strings.HasPrefix(s, p.from) })
		if i < 0 {
			return nil, fmt.Errorf("%w: espeak-ng phoneme %q", ErrNoPronunciation, s[:1])
		}
		out = append(out, strings.Fields(espeakPhones[i].to)...)
		s = s[len(espeakPhones[i].from):]
	}
	return out, nil
}
