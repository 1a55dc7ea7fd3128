package announce

// Words returns every word the language's phrases can contain besides
// Number words, which are written in digits, and Pause words, which have no
// sound: side names, units, the fixed text of every template, results and
// query words (Message and Unit words), followed by Numbers (as Number
// words) — the words a voice composes numbers from. Each word is listed
// once.
func (l *Language) Words() []Word {
	var out Phrase
	for _, s := range l.Sides {
		out = append(out, Word{Kind: Message, Text: s})
	}
	for _, s := range l.Possessive {
		out = append(out, Word{Kind: Message, Text: s})
	}
	for _, u := range []Plural{l.Hours, l.Minutes, l.Seconds} {
		out = append(out, Word{Kind: Unit, Text: u.One}, Word{Kind: Unit, Text: u.Other})
	}
	templates := []string{l.MoveHeader, l.Clocks, l.ClockSide, l.MovesPlayed.One,
		l.MovesPlayed.Other, l.ToControl.One, l.ToControl.Other, l.Counts,
		l.Square, l.PieceOf, l.Pieces, l.Line}
	templates = append(templates, l.Endings[:]...)
	for _, t := range templates {
		out = fill(out, t)
	}
	for _, s := range append(l.Results[:], l.Empty, l.None, l.Rank, l.File) {
		out = append(out, Word{Kind: Message, Text: s})
	}
	for _, s := range l.Numbers {
		out = append(out, Word{Kind: Number, Text: s})
	}
	return unique(out)
}

// AllWords returns every word tactus's phrases can contain, each once: the
// words of every vocabulary (Vocabulary.Words) and of every user interface
// language (Language.Words). A voice that has a clip for each can say every
// phrase, writing Number words (digits, "12", "9.5") with the Number words
// listed and skipping Pause words (",", ":"). Player names (Text words)
// are not listed.
func AllWords() []Word {
	var out []Word
	for _, v := range vocabularies {
		out = append(out, v.Words()...)
	}
	for _, l := range languages {
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
