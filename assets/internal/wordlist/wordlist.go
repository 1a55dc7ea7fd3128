// Package wordlist parses words.txt, the list of clips, and names clips:
//
//	entries, err := wordlist.Parse(text)
//	key := wordlist.Key("König") // "koenig"
package wordlist

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
)

// ErrWordList reports a malformed line of words.txt.
var ErrWordList = errors.New("wordlist: bad word list")

// Entry is one line of words.txt: one clip.
type Entry struct {
	Voice  string // espeak-ng voice: "de", "en-us", "pt-br"
	Lang   string // the voice's language, which names the clip's directory: "de", "en", "pt"
	Text   string // the word as announce prints it
	Spoken string // what espeak-ng is given (Text unless the line says)
	Key    string // Key(Text): the clip's name
}

// Parse parses a word list: lines "voice TAB text [TAB spoken]";
// blank lines and lines starting with # are skipped. Keys must be unique
// within a language.
func Parse(text string) ([]Entry, error) {
	var out []Entry
	seen := map[[2]string]int{}
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimRight(line, "\r")
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		e, err := parseEntry(line)
		if err != nil {
			return nil, fmt.Errorf("%w: line %d: %w", ErrWordList, n+1, err)
		}
		if prev, dup := seen[[2]string{e.Lang, e.Key}]; dup {
			return nil, fmt.Errorf("%w: line %d: key %q already on line %d", ErrWordList, n+1, e.Key, prev)
		}
		seen[[2]string{e.Lang, e.Key}] = n + 1
		out = append(out, e)
	}
	return out, nil
}

func parseEntry(line string) (Entry, error) {
	f := strings.Split(line, "\t")
	if len(f) < 2 || len(f) > 3 {
		return Entry{}, fmt.Errorf("want 2 or 3 tab-separated fields, got %d", len(f))
	}
	lang, _, _ := strings.Cut(f[0], "-")
	e := Entry{Voice: f[0], Lang: lang, Text: f[1], Spoken: f[1]}
	if len(f) == 3 {
		e.Spoken = f[2]
	}
	if !validVoice(e.Voice) {
		return Entry{}, fmt.Errorf("bad voice %q", e.Voice)
	}
	if e.Key = Key(e.Text); e.Key == "" || strings.TrimSpace(e.Spoken) == "" {
		return Entry{}, fmt.Errorf("empty word %q", e.Text)
	}
	if strings.HasPrefix(e.Spoken, "-") {
		return Entry{}, fmt.Errorf("spoken text %q starts with '-'", e.Spoken)
	}
	return e, nil
}

// validVoice accepts espeak-ng voice names: letters, digits and hyphens.
func validVoice(v string) bool {
	if v == "" || len(v) > 32 || v[0] == '-' {
		return false
	}
	for _, r := range v {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
			return false
		}
	}
	return true
}

var fold = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss",
	"é", "e", "è", "e", "ê", "e", "á", "a", "à", "a", "â", "a", "ã", "a", "í", "i", "ó", "o",
	"ô", "o", "õ", "o", "ú", "u", "ç", "c", "ñ", "n", "ý", "y",
	"č", "c", "ď", "d", "ĺ", "l", "ľ", "l", "ň", "n", "ŕ", "r", "š", "s", "ť", "t", "ž", "z")

// Key returns the clip key of a word as a phrase prints it: lower case,
// umlauts spelt out (König and Koenig share a clip), accents, háčeks and
// apostrophes dropped (Kráľ: "kral") (White's: "whites"), runs of spaces, hyphens and
// other punctuation turned into single hyphens.
func Key(text string) string {
	s := fold.Replace(strings.ToLower(text))
	var b strings.Builder
	dash := false
	for _, r := range s {
		switch {
		case r == '\'' || r == '’':
		case r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		default:
			dash = true
		}
	}
	return b.String()
}
