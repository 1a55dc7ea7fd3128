// Package assets holds what tactus embeds in its binary: the voice clips
// of every word and message it can say without a speech stack, and the
// word list they were generated from (words.txt).
//
//	pcm, err := assets.Clip("de", assets.Key("Springer")) // mono, assets.SampleRate
//
// Clips live in one directory per language (clips/de, clips/en, …): the
// same word is a different clip in each ("Caesar" the German way in
// Appendix D, the English way in the english vocabulary).
//
// The clips are generated reproducibly from espeak-ng and committed, so a
// user never needs espeak-ng:
//
//	go generate ./assets
package assets

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"github.com/tactuschess/tactus/assets/internal/adpcm"
	"github.com/tactuschess/tactus/assets/internal/wordlist"
)

//go:generate go run ./internal/words -extra extra.txt -out words.txt
//go:generate go run ./internal/gen -words words.txt -out clips

// SampleRate is the sample rate of every clip (mono, 16-bit).
const SampleRate = 22050

// Sentinel errors.
var (
	// ErrNoClip reports a key without a clip.
	ErrNoClip = errors.New("assets: no clip")
	// ErrWordList reports a malformed word list.
	ErrWordList = wordlist.ErrWordList
)

//go:embed words.txt
var wordsTxt string

//go:embed clips/*/*.ima
var clips embed.FS

// path returns the embedded path of a clip, or "" for a key or language
// that cannot name one.
func path(lang, key string) string {
	if lang == "" || key == "" || strings.ContainsAny(lang+key, "/.\\") {
		return ""
	}
	return "clips/" + lang + "/" + key + ".ima"
}

// Clip returns the decoded clip for key (see Key) in language lang ("de",
// "en"; the base language of a voice, see Lang).
func Clip(lang, key string) ([]int16, error) {
	p := path(lang, key)
	data, err := clips.ReadFile(p)
	if p == "" || err != nil {
		return nil, fmt.Errorf("%w: %s/%q", ErrNoClip, lang, key)
	}
	pcm, err := adpcm.Decode(data)
	if err != nil {
		return nil, fmt.Errorf("assets: clip %s/%q: %w", lang, key, err)
	}
	return pcm, nil
}

// Has reports whether key has a clip in language lang.
func Has(lang, key string) bool {
	p := path(lang, key)
	if p == "" {
		return false
	}
	_, err := fs.Stat(clips, p)
	return err == nil
}

// Languages returns the languages that have clips, sorted.
func Languages() []string {
	ents, _ := clips.ReadDir("clips") // embedded: cannot fail
	var out []string
	for _, e := range ents {
		if e.IsDir() {
			out = append(out, e.Name())
		}
	}
	return out
}

// Keys returns the keys of all embedded clips as "lang/key", sorted.
func Keys() []string {
	var keys []string
	for _, l := range Languages() {
		ents, _ := clips.ReadDir("clips/" + l)
		for _, e := range ents {
			keys = append(keys, l+"/"+strings.TrimSuffix(e.Name(), ".ima"))
		}
	}
	return keys
}

// Size returns the number of bytes the clips add to the binary.
func Size() int {
	n := 0
	for _, l := range Languages() {
		n += SizeOf(l)
	}
	return n
}

// SizeOf returns the number of bytes the clips of language lang take.
func SizeOf(lang string) int {
	ents, err := clips.ReadDir("clips/" + lang)
	if err != nil {
		return 0
	}
	n := 0
	for _, e := range ents {
		if info, err := e.Info(); err == nil {
			n += int(info.Size())
		}
	}
	return n
}

// Lang returns the language of an espeak-ng voice or BCP 47 tag, which
// names a directory of clips: "en-us" → "en", "pt-BR" → "pt"; "" is "en".
func Lang(tag string) string {
	if tag == "" {
		return "en"
	}
	base, _, _ := strings.Cut(strings.ToLower(tag), "-")
	return base
}

// Voice returns the espeak-ng voice that speaks language lang (a BCP 47
// tag): American English for English (as the recogniser tests use),
// Brazilian Portuguese for Portuguese, the language itself otherwise.
func Voice(lang string) string {
	switch l := Lang(lang); l {
	case "en":
		return "en-us"
	case "pt":
		return "pt-br"
	default:
		return l
	}
}

// WordList returns the text of words.txt, the list the clips are made
// from.
func WordList() string { return wordsTxt }

// Words returns the parsed entries of words.txt.
func Words() ([]Entry, error) { return wordlist.Parse(wordsTxt) }

// Entry is one line of words.txt: one clip.
type Entry = wordlist.Entry

// Key returns the clip key of a word as a phrase prints it: lower case,
// umlauts spelt out (König and Koenig share a clip), accents and
// apostrophes dropped (White's: "whites"), runs of spaces, hyphens and
// other punctuation turned into single hyphens.
func Key(text string) string { return wordlist.Key(text) }
