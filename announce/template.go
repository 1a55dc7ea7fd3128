package announce

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// pauseChars are the punctuation marks a template's text may carry; each
// becomes a Pause word.
const pauseChars = ",:;."

// fill appends template t to dst with its placeholders {0} … {9} replaced
// by args; a placeholder without an argument is left out. The template's
// words are of language lang.
func fill(dst Phrase, lang, t string, args ...Phrase) Phrase {
	for {
		i := placeholder(t)
		if i < 0 {
			return appendText(dst, lang, t)
		}
		dst = appendText(dst, lang, t[:i])
		if n := int(t[i+1] - '0'); n < len(args) {
			dst = append(dst, args[n]...)
		}
		t = t[i+3:]
	}
}

// placeholder returns the index of the first "{d}" in t, or -1.
func placeholder(t string) int {
	for i := 0; i+2 < len(t); i++ {
		if t[i] == '{' && '0' <= t[i+1] && t[i+1] <= '9' && t[i+2] == '}' {
			return i
		}
	}
	return -1
}

// appendText appends the fixed text of a template: runs of words as
// Message words, punctuation as Pause words.
func appendText(dst Phrase, lang, s string) Phrase {
	for s != "" {
		i := strings.IndexAny(s, pauseChars)
		if i < 0 {
			return appendMessage(dst, lang, s)
		}
		dst = appendMessage(dst, lang, s[:i])
		dst = append(dst, Word{Kind: Pause, Text: s[i : i+1]})
		s = s[i+1:]
	}
	return dst
}

// appendMessage appends s, trimmed, as one Message word unless it is
// blank.
func appendMessage(dst Phrase, lang, s string) Phrase {
	if s = strings.TrimSpace(s); s != "" {
		dst = append(dst, Word{Kind: Message, Text: s, Lang: lang})
	}
	return dst
}

// message returns s as a one-word phrase of l.
func (l *Language) message(s string) Phrase { return Phrase{{Kind: Message, Text: s, Lang: l.Name}} }

// fill fills template t with l's words.
func (l *Language) fill(dst Phrase, t string, args ...Phrase) Phrase {
	return fill(dst, l.Name, t, args...)
}

// Fill returns template t with its placeholders {0} … {9} replaced by
// args, each written as fmt's %v writes it; control characters in an
// argument other than newline and tab are escaped as Go escapes them
// (an argument is often typed by a person), newline and tab too when the
// placeholder follows a quotation mark ("{0}", „{0}“, «{0}»: what a
// person typed, quoted, stays on its line), and a placeholder without an
// argument is left out. It is the one way tactus fills a message of
// either layer as text: announce's Language and the app's catalogue.
func Fill(t string, args ...any) string {
	var b strings.Builder
	for {
		i := placeholder(t)
		if i < 0 {
			b.WriteString(t)
			return b.String()
		}
		b.WriteString(t[:i])
		if n := int(t[i+1] - '0'); n < len(args) {
			writeArg(&b, fmt.Sprint(args[n]), quoted(t[:i]))
		}
		t = t[i+3:]
	}
}

// quoted reports whether the text before a placeholder ends with an
// opening quotation mark.
func quoted(before string) bool {
	r, _ := utf8.DecodeLastRuneInString(before)
	return strings.ContainsRune("\"'„“”‚‘’«»‹›「『", r)
}

// writeArg writes s to b with its control characters but newline and tab
// escaped; all of them when oneLine.
func writeArg(b *strings.Builder, s string, oneLine bool) {
	for _, r := range s {
		if unicode.IsControl(r) && (oneLine || r != '\n' && r != '\t') {
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
			continue
		}
		b.WriteRune(r)
	}
}
