// Package assets holds what tactus embeds in its binary: the voice clips
// of every word and message it can say without a speech stack, and the
// word list they were generated from (words.txt).
//
//	pcm, err := assets.Clip(assets.Key("Springer")) // mono, assets.SampleRate
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

//go:embed clips/*.ima
var clips embed.FS

// Clip returns the decoded clip for key (see Key).
func Clip(key string) ([]int16, error) {
	data, err := clips.ReadFile("clips/" + key + ".ima")
	if err != nil {
		return nil, fmt.Errorf("%w: %q", ErrNoClip, key)
	}
	pcm, err := adpcm.Decode(data)
	if err != nil {
		return nil, fmt.Errorf("assets: clip %q: %w", key, err)
	}
	return pcm, nil
}

// Has reports whether key has a clip.
func Has(key string) bool {
	_, err := fs.Stat(clips, "clips/"+key+".ima")
	return err == nil
}

// Keys returns the keys of all embedded clips, sorted.
func Keys() []string {
	ents, _ := clips.ReadDir("clips") // the directory is embedded: cannot fail
	keys := make([]string, 0, len(ents))
	for _, e := range ents {
		keys = append(keys, strings.TrimSuffix(e.Name(), ".ima"))
	}
	return keys
}

// Size returns the number of bytes the clips add to the binary.
func Size() int {
	n := 0
	for _, k := range Keys() {
		if info, err := fs.Stat(clips, "clips/"+k+".ima"); err == nil {
			n += int(info.Size())
		}
	}
	return n
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
