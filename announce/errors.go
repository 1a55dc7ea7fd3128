package announce

import (
	"errors"
	"fmt"
	"strings"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// Sentinel errors. Every error of Hear wraps exactly one of the first
// eight (ErrCaptureFile itself wraps ErrNoSuchMove); test with errors.Is,
// and use errors.As with *WordError, *AmbiguousError, *NoMoveError or
// *CaptureFileError for the details.
var (
	// ErrEmpty: nothing was said (no words, or only filler words).
	ErrEmpty = errors.New("announce: nothing said")
	// ErrUnknownWord: a word belongs to no vocabulary (*WordError).
	ErrUnknownWord = errors.New("announce: unknown word")
	// ErrMisplacedWord: a known word stands where a move phrase cannot
	// have it, "Schach" before the square say (*WordError).
	ErrMisplacedWord = errors.New("announce: word out of place")
	// ErrIncomplete: the words name no destination square.
	ErrIncomplete = errors.New("announce: no destination square")
	// ErrAmbiguous: the words fit several legal moves (*AmbiguousError).
	ErrAmbiguous = errors.New("announce: ambiguous move")
	// ErrNoSuchMove: the words are a move phrase but no legal move fits
	// them (*NoMoveError).
	ErrNoSuchMove = errors.New("announce: no such legal move")
	// ErrCaptureFile: the words name a pawn capture without the file the
	// pawn comes from ("David fuenf" or "schlaegt David fuenf" for exd5),
	// which SAN (FIDE Appendix C.9.3) and so the short style always name
	// (*CaptureFileError). It wraps ErrNoSuchMove.
	ErrCaptureFile = fmt.Errorf("%w: a pawn capture names the file it comes from", ErrNoSuchMove)
	// ErrFalseWord: the line names a legal move but for one word that is
	// not true of it ("schlaegt" on a move that takes nothing, a promotion
	// piece on a move that is no promotion).
	ErrFalseWord = errors.New("announce: word not true of the move")
	// ErrTooLong: the line has more words than any move phrase could.
	ErrTooLong = errors.New("announce: too many words")

	// ErrUnknownVocabulary is wrapped by LookupVocabulary's errors.
	ErrUnknownVocabulary = errors.New("announce: unknown vocabulary")
	// ErrUnknownStyle is wrapped by ParseStyle's errors.
	ErrUnknownStyle = errors.New("announce: unknown style")
	// ErrUnknownLanguage is wrapped by LookupLanguage's errors.
	ErrUnknownLanguage = errors.New("announce: unknown language")
	// ErrBadLanguage is wrapped by LoadLanguage's errors for a language
	// file that is not one: a key Language does not have, a message
	// missing, a gender misspelled.
	ErrBadLanguage = errors.New("announce: bad language file")
	// ErrConflict is wrapped by NewHearer's error when two vocabularies
	// give one word two meanings.
	ErrConflict = errors.New("announce: word with two meanings")
)

// WordError names the word of a line that could not be understood.
type WordError struct {
	Word  string // the word as it was written
	Index int    // its position in the line, 1 for the first word
	Err   error  // ErrUnknownWord or ErrMisplacedWord
}

// Error says which word and why: `announce: unknown word "Springa" (word 1)`.
func (e *WordError) Error() string {
	return fmt.Sprintf("%v %q (word %d)", e.Err, e.Word, e.Index)
}

// Unwrap returns the sentinel.
func (e *WordError) Unwrap() error { return e.Err }

// AmbiguousError lists the legal moves a line could mean.
type AmbiguousError struct {
	Line       string
	Position   rules.Position
	Candidates []rules.Move
	// Lang is the notation the candidates are written in (zero: English).
	Lang notation.Language
}

// Error lists the candidates in SAN.
func (e *AmbiguousError) Error() string {
	return fmt.Sprintf("%v: %q could be %s", ErrAmbiguous, e.Line,
		sanList(&e.Position, e.Candidates, " or ", e.Lang))
}

// Unwrap returns ErrAmbiguous.
func (e *AmbiguousError) Unwrap() error { return ErrAmbiguous }

// NoMoveError says that no legal move fits a line, and lists the legal
// moves of the piece it names (pawns when it names none).
type NoMoveError struct {
	Line     string
	Position rules.Position
	Piece    rules.PieceType
	Legal    []rules.Move
	// Lang is the notation the legal moves are written in (zero: English).
	Lang notation.Language
}

// Error names the piece and its legal moves in SAN.
func (e *NoMoveError) Error() string {
	if len(e.Legal) == 0 {
		return fmt.Sprintf("%v: %q; no %s has a legal move", ErrNoSuchMove, e.Line, e.Piece)
	}
	return fmt.Sprintf("%v: %q; the %s moves are %s", ErrNoSuchMove, e.Line, e.Piece,
		sanList(&e.Position, e.Legal, ", ", e.Lang))
}

// Unwrap returns ErrNoSuchMove.
func (e *NoMoveError) Unwrap() error { return ErrNoSuchMove }

// CaptureFileError says that a line names a pawn capture without the file
// the pawn comes from, and lists the captures it could mean.
type CaptureFileError struct {
	Line     string
	Position rules.Position
	Captures []rules.Move
	// Lang is the notation the captures are written in (zero: English).
	Lang notation.Language
}

// Error names the line and the captures in SAN.
func (e *CaptureFileError) Error() string {
	return fmt.Sprintf("%v: %q could be %s", ErrCaptureFile, e.Line,
		sanList(&e.Position, e.Captures, " or ", e.Lang))
}

// Unwrap returns ErrCaptureFile.
func (e *CaptureFileError) Unwrap() error { return ErrCaptureFile }

// sanList writes moves in l's SAN, separated by sep.
func sanList(pos *rules.Position, moves []rules.Move, sep string, l notation.Language) string {
	s := make([]string, len(moves))
	for i, m := range moves {
		s[i] = l.SAN(pos, m)
	}
	return strings.Join(s, sep)
}

// NameError is the error of LookupVocabulary, ParseStyle and
// LookupLanguage for a name they do not know: the name and the names
// they know, for an application to word in its language (errors.As). It
// wraps ErrUnknownVocabulary, ErrUnknownStyle or ErrUnknownLanguage.
type NameError struct {
	Name  string   // the name as it was given
	Known []string // the names known instead
	Err   error    // ErrUnknownVocabulary, ErrUnknownStyle or ErrUnknownLanguage
}

// Error names the name and the known ones.
func (e *NameError) Error() string {
	return fmt.Sprintf("%v %q (known: %s)", e.Err, e.Name, strings.Join(e.Known, ", "))
}

// Unwrap returns the sentinel.
func (e *NameError) Unwrap() error { return e.Err }
