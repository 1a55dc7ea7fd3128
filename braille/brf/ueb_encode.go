package brf

import "strings"

// encodeUEB writes symbols in UEB grade 1, as BRF text (upper case).
func encodeUEB(syms []sym) string {
	words := splitWords(syms)
	passage := capsPassages(words)
	var b strings.Builder
	for i, w := range words {
		if i > 0 {
			b.WriteByte(' ')
		}
		if passage[i] && (i == 0 || !passage[i-1]) {
			b.WriteString(capitalPass)
		}
		encodeWord(&b, w, passage[i])
		if passage[i] && (i == len(words)-1 || !passage[i+1]) {
			b.WriteString(capitalEnd)
		}
	}
	return b.String()
}

// splitWords cuts symbols at spaces (cleanLine left single spaces only).
func splitWords(syms []sym) [][]sym {
	var words [][]sym
	start := 0
	for i, s := range syms {
		if s.kind == symSpace {
			words = append(words, syms[start:i])
			start = i + 1
		}
	}
	if start < len(syms) {
		words = append(words, syms[start:])
	}
	return words
}

// capsPassages marks the words in a capitals passage: three or more words
// in a row with letters, all of them capitals.
func capsPassages(words [][]sym) []bool {
	caps := make([]bool, len(words))
	for i, w := range words {
		letters := 0
		caps[i] = true
		for _, s := range w {
			if s.kind == symLetter {
				letters++
				caps[i] = caps[i] && s.upper
			}
		}
		caps[i] = caps[i] && letters > 0
	}
	passage := make([]bool, len(words))
	for i := 0; i < len(words); {
		j := i
		for j < len(words) && caps[j] {
			j++
		}
		for k := i; j-i >= 3 && k < j; k++ {
			passage[k] = true
		}
		i = max(j, i+1)
	}
	return passage
}

// encodeWord writes one word; in a capitals passage its letters take no
// capital indicators.
func encodeWord(b *strings.Builder, w []sym, passage bool) {
	numberMode := false
	for i := 0; i < len(w); i++ {
		s := w[i]
		switch s.kind {
		case symDigit:
			if !numberMode {
				b.WriteString(numeric)
				numberMode = true
			}
			b.WriteByte(digitBRF(s.ch))
		case symLetter:
			j := i
			for j < len(w) && w[j].kind == symLetter {
				j++
			}
			if numberMode && s.ch <= 'j' && (!s.upper || passage) {
				b.WriteString(grade1)
			}
			numberMode = false
			encodeLetters(b, w[i:j], passage)
			i = j - 1
		case symPunct:
			if numberMode && (s.ch == '.' || s.ch == ',') && i+1 < len(w) && w[i+1].kind == symDigit {
				b.WriteString(punctBRF(s.ch))
				continue
			}
			numberMode = false
			encodePunct(b, w, i)
		}
	}
}

// digitBRF is a digit's letter a–j, written after the numeric indicator.
func digitBRF(d byte) byte {
	if d == '0' {
		return 'J'
	}
	return 'A' + d - '1'
}

// encodeLetters writes a run of letters: a lone capital with ⠠, two or
// more with ⠠⠠, ended by ⠠⠄ when small letters follow.
func encodeLetters(b *strings.Builder, run []sym, passage bool) {
	for i := 0; i < len(run); {
		j := i
		for j < len(run) && run[j].upper == run[i].upper {
			j++
		}
		switch {
		case passage || !run[i].upper:
		case j-i == 1:
			b.WriteString(capital)
		default:
			b.WriteString(capitalWord)
		}
		for _, s := range run[i:j] {
			b.WriteString(s.brf)
			b.WriteByte(s.ch - 'a' + 'A')
		}
		if !passage && run[i].upper && j-i > 1 && j < len(run) {
			b.WriteString(capitalEnd)
		}
		i = j
	}
}

// encodePunct writes the sign w[i].
func encodePunct(b *strings.Builder, w []sym, i int) {
	s := w[i]
	if s.ch == 0 {
		b.WriteString(s.brf)
		return
	}
	letterBefore := i > 0 && w[i-1].kind == symLetter
	letterAfter := i+1 < len(w) && w[i+1].kind == symLetter
	switch {
	case s.ch == '"':
		b.WriteString(quote(w, i))
		return
	case s.ch == rsquo && letterBefore && letterAfter:
		b.WriteString(punctBRF('\''))
		return
	case s.ch == rsquo:
		b.WriteString(",0")
		return
	}
	if letterBefore && letterAfter && strings.IndexByte(lowerPunct, s.ch) >= 0 {
		b.WriteString(grade1)
	}
	b.WriteString(punctBRF(s.ch))
}

// quote is the double quote w[i]: opening at the start of a word or after
// an opening bracket, closing at its end or before other signs, ⠠⠶ between
// letters and digits.
func quote(w []sym, i int) string {
	prevOpen := i == 0 || w[i-1].kind == symPunct && strings.IndexByte("([{", w[i-1].ch) >= 0
	nextSign := i+1 == len(w) || w[i+1].kind == symPunct
	switch {
	case prevOpen && !nextSign:
		return quoteOpen
	case !prevOpen && nextSign:
		return quoteClose
	case i == 0:
		return quoteOpen
	}
	return quoteOther
}
