package speech

import (
	"strings"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/assets"
)

// Lang returns the language word w is said in (its Lang, a BCP 47 tag),
// "en" when it has none.
func Lang(w announce.Word) string {
	if w.Lang == "" {
		return "en"
	}
	return w.Lang
}

// ByLanguage cuts p into runs of words said in one language, in order:
// "Jugada 12, Blancas:" (es) then "Springer Gustav eins Felix drei" (de). A
// Pause word belongs to the run before it.
func ByLanguage(p announce.Phrase) []announce.Phrase {
	var out []announce.Phrase
	lang := ""
	for _, w := range p {
		if n := len(out); n > 0 && (w.Kind == announce.Pause || Lang(w) == lang) {
			out[n-1] = append(out[n-1], w)
			continue
		}
		out = append(out, announce.Phrase{w})
		lang = Lang(w)
	}
	return out
}

// Spoken returns the text a speech synthesiser should be given for p —
// each word as words.txt says it is pronounced in its language (Koenig →
// König), Number words spelt out in their language and gender ("21" →
// "veintiuna"), Pause words glued to the word before them as punctuation
// — and the language to say it in: the language of most of its words, the
// first word's on a tie. Give it a run of ByLanguage to have every word
// said in its own language.
func Spoken(p announce.Phrase, list []assets.Entry) (text, lang string) {
	count := map[string]int{}
	var b strings.Builder
	for i, w := range p {
		if w.Kind == announce.Pause {
			b.WriteString(w.Text)
			continue
		}
		if i > 0 {
			b.WriteByte(' ')
		}
		l := Lang(w)
		count[l]++
		if lang == "" || count[l] > count[lang] {
			lang = l
		}
		b.WriteString(spokenWord(w, list))
	}
	if lang == "" {
		lang = "en"
	}
	return b.String(), lang
}

// spokenWord returns what a synthesiser is given for w.
func spokenWord(w announce.Word, list []assets.Entry) string {
	lang := assets.Lang(w.Lang)
	if w.Kind == announce.Number {
		if atoms, ok := announce.SpellNumber(w); ok {
			for i, a := range atoms {
				atoms[i] = lookup(list, lang, a)
			}
			return strings.Join(atoms, " ")
		}
	}
	return lookup(list, lang, w.Text)
}

// lookup returns how words.txt says text in lang, or text itself.
func lookup(list []assets.Entry, lang, text string) string {
	k := assets.Key(text)
	for _, e := range list {
		if e.Key == k && e.Lang == lang {
			return e.Spoken
		}
	}
	return text
}
