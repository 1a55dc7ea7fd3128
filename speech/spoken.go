package speech

import (
	"strings"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/assets"
)

// Spoken returns the text a speech synthesiser should be given for p —
// each word as words.txt says it is pronounced (Koenig → König), Pause
// words glued to the word before them as punctuation — and the
// language to say it in: "de" when more of its words are German (Appendix
// D) than English, else "en". (The english vocabulary keeps the Appendix
// D file names: "Knight Gustav one Felix three" is said in English.)
func Spoken(p announce.Phrase, list []assets.Entry) (text, lang string) {
	german, english := 0, 0
	var b strings.Builder
	for i, w := range p {
		if w.Kind == announce.Pause {
			b.WriteString(w.Text)
			continue
		}
		if i > 0 {
			b.WriteByte(' ')
		}
		e, ok := lookup(list, w.Text)
		if !ok {
			b.WriteString(w.Text)
			continue
		}
		b.WriteString(e.Spoken)
		if strings.HasPrefix(e.Voice, "de") {
			german++
		} else {
			english++
		}
	}
	if german > english {
		return b.String(), "de"
	}
	return b.String(), "en"
}

func lookup(list []assets.Entry, text string) (assets.Entry, bool) {
	k := assets.Key(text)
	for _, e := range list {
		if e.Key == k {
			return e, true
		}
	}
	return assets.Entry{}, false
}
