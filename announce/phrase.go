// Package announce turns game events — a move, a clock reading, a move
// count, a game end, the answer to a board query — into phrases: sequences
// of words from a vocabulary such as FIDE Appendix D's Anna … Hector. It
// also understands move phrases spoken back (Hear).
//
// The same Phrase feeds speech (one clip per word), Braille and the plain
// text log, so what a player hears, feels and reads never disagree.
//
//	pos := rules.StartPosition()
//	m, _ := pos.ParseUCI("g1f3")
//	p := announce.AppendixD().Move(&pos, m, announce.Long)
//	fmt.Println(p) // Springer Gustav eins Felix drei
//	heard, err := announce.Hear(&pos, "Springer Felix drei") // m, nil
//
// Vocabularies (moves: appendix-d, english, nato, german, spanish,
// portuguese, slovak) and user interface languages (sides, clocks,
// counts, game ends, queries: en, de, es, pt, sk) are typed tables; a
// vocabulary is independent of the language, so a Spanish player hears
// "Blancas, cinco minutos" and Appendix D's moves. Each word carries the
// language it is said in (Word.Lang). Number words are written in digits
// ("12", "9,5") and said by SpellNumber in their language and gender;
// plural forms follow CLDR's rules (PluralCategory). AllWords lists every
// word any phrase can contain, so a voice can have a clip for each; Pause
// words (",", ":") are silent punctuation.
package announce

import (
	"fmt"
	"strings"
)

// Kind says what a word stands for, so a voice can pick the right clip and
// Braille the right cells.
type Kind uint8

// The kinds of word a phrase is made of.
const (
	// Text is free text with no fixed meaning (a player's name, say).
	Text Kind = iota
	// File is a file word: Anna … Hector, Alfa … Hotel.
	File
	// Rank is a rank word: eins … acht, one … eight.
	Rank
	// Piece is a piece word: Koenig, Dame, …
	Piece
	// Keyword is a fixed word of move phrasing: capture, check, mate,
	// castling, en passant.
	Keyword
	// Number is a number spoken as a word ("twelve", "12").
	Number
	// Unit is a unit of time or count: hours, minutes, seconds, moves.
	Unit
	// Message is a fixed word or sentence of the user interface ("White",
	// "Move", "draw by repetition").
	Message
	// Pause is punctuation between the parts of a phrase ("," or ":"). It
	// is printed glued to the word before it and has no sound of its own:
	// a voice makes a short pause or nothing. Move phrases never contain
	// one.
	Pause
)

var kindNames = [...]string{"text", "file", "rank", "piece", "keyword", "number", "unit", "message", "pause"}

// String returns the kind's lower-case name, or "Kind(n)" for a value out
// of range.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// Word is one word (or fixed group of words, such as "Kurze Rochade") of a
// phrase.
type Word struct {
	Kind Kind
	// Text is the word as printed, in ASCII where the vocabulary has an
	// ASCII spelling (Koenig, fuenf).
	Text string
	// Lang is the language the word is said in, a BCP 47 tag: "de" for
	// Appendix D's words, the vocabulary's or user interface language's
	// otherwise. Empty means English.
	Lang string
	// Gender is the form a Number word takes from the word it counts
	// ("una hora"); see SpellNumber.
	Gender Gender
}

// Phrase is a sequence of words to be spoken, shown in Braille and printed.
type Phrase []Word

// String returns the words separated by single spaces, each Pause glued
// to the word before it ("Move 12, Black: Eva vier").
func (p Phrase) String() string {
	n := len(p)
	for _, w := range p {
		n += len(w.Text)
	}
	var b strings.Builder
	b.Grow(n)
	for i, w := range p {
		if i > 0 && w.Kind != Pause {
			b.WriteByte(' ')
		}
		b.WriteString(w.Text)
	}
	return b.String()
}

// Spoken returns the phrase without its Pause words: the words a voice
// says, one clip each.
func (p Phrase) Spoken() Phrase {
	out := make(Phrase, 0, len(p))
	for _, w := range p {
		if w.Kind != Pause {
			out = append(out, w)
		}
	}
	return out
}
