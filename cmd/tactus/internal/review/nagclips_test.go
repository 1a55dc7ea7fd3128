package review

import (
	"testing"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/speech/clips"
)

// TestNAGWordsHaveClips: the embedded voice can say the NAGs $1 to $19 and
// a null move in every UI language; a word without a clip would send the
// whole move to the text fallback, and the player would not hear it.
func TestNAGWordsHaveClips(t *testing.T) {
	for _, u := range catalog.All() {
		var texts []string
		for n := 1; n <= 19; n++ {
			w, ok := NAGWords(u, n)
			if !ok {
				t.Fatalf("%s: no words for $%d", u.Tag, n)
			}
			texts = append(texts, w)
		}
		for s := range 2 {
			texts = append(texts, u.F(u.Review.NullMove, u.Review.Sides[s]))
		}
		for _, text := range texts {
			if clips.Keys(announce.Word{Kind: announce.Message, Text: text, Lang: u.Tag}) == nil {
				t.Errorf("%s: %q has no clip: add it to assets/extra.txt and run go generate ./assets", u.Tag, text)
			}
		}
	}
}
