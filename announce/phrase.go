// Package announce turns game events — a move, a clock reading, a move
// count, a game end, the answer to a board query — into phrases: sequences
// of words from a vocabulary such as FIDE Appendix D's Anna … Hector.
//
// The same Phrase feeds speech (one clip per word), Braille and the plain
// text log, so what a player hears, feels and reads never disagree.
//
//	p := announce.Phrase{
//		{Kind: announce.Piece, Text: "Springer"},
//		{Kind: announce.File, Text: "Gustav"}, {Kind: announce.Rank, Text: "eins"},
//		{Kind: announce.File, Text: "Felix"}, {Kind: announce.Rank, Text: "drei"},
//	}
//	fmt.Println(p) // Springer Gustav eins Felix drei
package announce

import "strings"

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
)

var kindNames = [...]string{"text", "file", "rank", "piece", "keyword", "number", "unit", "message"}

// String returns the kind's lower-case name.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "unknown"
}

// Word is one word (or fixed group of words, such as "Kurze Rochade") of a
// phrase.
type Word struct {
	Kind Kind
	// Text is the word as printed, in ASCII where the vocabulary has an
	// ASCII spelling (Koenig, fuenf).
	Text string
}

// Phrase is a sequence of words to be spoken, shown in Braille and printed.
type Phrase []Word

// String returns the words separated by single spaces.
func (p Phrase) String() string {
	var b strings.Builder
	for i, w := range p {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(w.Text)
	}
	return b.String()
}
