package announce

// Words returns every word the language's phrases can contain besides
// Number words, which are written in digits, and Pause words, which have no
// sound: side names, units, the fixed text of every template, results and
// query words (Message and Unit words), followed by Numbers (as Number
// words) — the words a voice composes numbers from. Each word is listed
// once.
func (l *Language) Words() []Word {
	var out Phrase
	for _, s := range append(l.Sides[:], l.Possessive[:]...) {
		out = append(out, l.message(s)...)
	}
	var templates []string
	for _, u := range []Plural{l.Hours, l.Minutes, l.Seconds, l.MovesPlayed, l.ToControl} {
		for c := CategoryOther; c <= CategoryMany; c++ {
			templates = append(templates, u.Form(c))
		}
	}
	templates = append(templates, l.MoveHeader, l.Clocks, l.ClockSide, l.Counts,
		l.Square, l.PieceOf, l.Pieces, l.Line)
	templates = append(templates, l.Endings[:]...)
	for _, t := range templates {
		out = l.fill(out, t)
	}
	for i, w := range out {
		if isUnit(l, w.Text) {
			out[i].Kind = Unit
		}
	}
	for _, s := range append(l.Results[:], l.Empty, l.None, l.Rank, l.File) {
		out = append(out, l.message(s)...)
	}
	for _, s := range l.NumberWords() {
		out = append(out, Word{Kind: Number, Text: s, Lang: l.Name})
	}
	return unique(out)
}

// isUnit reports whether s is a form of one of l's time units.
func isUnit(l *Language, s string) bool {
	for _, u := range []Plural{l.Hours, l.Minutes, l.Seconds} {
		for c := CategoryOther; c <= CategoryMany; c++ {
			if u.Form(c) == s {
				return true
			}
		}
	}
	return false
}

// NumberWords returns the words l says numbers with (see SpellNumber): a
// voice with a clip for each can say any number from 0 to 999999, whole or
// with decimals, in every gender.
func (l *Language) NumberWords() []string {
	s := l.spell
	if s.whole == nil {
		s = builtinEnglish().spell
	}
	return spellAll(s)
}

// AllWords returns every word tactus's phrases can contain, each once: the
// words of every vocabulary (Vocabulary.Words) and of every user interface
// language (Language.Words). A voice that has a clip for each can say every
// phrase, writing Number words (digits, "12", "9.5") with the Number words
// listed and skipping Pause words (",", ":"). Player names (Text words)
// are not listed.
func AllWords() []Word {
	var out []Word
	for _, v := range builtinVocabularies() {
		out = append(out, v.Words()...)
	}
	for _, l := range builtin() {
		out = append(out, l.Words()...)
	}
	return unique(out)
}

// unique keeps the first of equal words, dropping Pause words.
func unique(ws []Word) []Word {
	seen := make(map[Word]bool, len(ws))
	out := ws[:0]
	for _, w := range ws {
		if w.Kind != Pause && !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}
