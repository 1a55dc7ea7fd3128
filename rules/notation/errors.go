package notation

import (
	"errors"
	"fmt"
	"strings"
)

// Sentinel errors. Every error from ParseSAN, Language.ParseSAN and
// ParseMove is a *MoveError wrapping exactly one of the first three;
// errors.Is tells ErrPawnCaptureFile, a kind of ErrNoSuchMove, apart.
var (
	// ErrNoSuchMove: the input was understood but names no legal move.
	ErrNoSuchMove = errors.New("no such move")
	// ErrAmbiguous: the input fits more than one legal move.
	ErrAmbiguous = errors.New("ambiguous move")
	// ErrNotUnderstood: the input is not a move in any notation known.
	ErrNotUnderstood = errors.New("move not understood")
	// ErrPawnCaptureFile: a pawn capture was typed without the file the
	// pawn comes from (d5 for exd5, d6 for an en passant exd6), which
	// FIDE Appendix C.9.3 always writes; the candidates are the captures
	// meant. It wraps ErrNoSuchMove.
	ErrPawnCaptureFile = fmt.Errorf("%w: pawn capture without its file", ErrNoSuchMove)
	// ErrUnknownLanguage is wrapped by ParseLanguage's errors.
	ErrUnknownLanguage = errors.New("unknown language")
)

// MoveError says what was wrong with a typed move.
type MoveError struct {
	Input string // the move as typed
	Err   error  // ErrNoSuchMove (or ErrPawnCaptureFile), ErrAmbiguous or ErrNotUnderstood
	// Column is the 1-based character (not byte) position of the
	// offending character for ErrNotUnderstood, 0 otherwise.
	Column int
	// Reason explains the problem in words ("'z' is not a file (a–h)").
	Reason string
	// Candidates are moves in the input's language: the moves the input
	// could mean (ErrAmbiguous), or the legal moves of the named piece or
	// all legal moves when they are few (ErrNoSuchMove).
	Candidates []string
}

// Error returns a sentence naming the input, the problem and the
// candidates.
func (e *MoveError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "notation: %q: %v", e.Input, e.Err)
	if e.Column > 0 {
		fmt.Fprintf(&b, " at character %d", e.Column)
	}
	if e.Reason != "" {
		b.WriteString(": " + e.Reason)
	}
	if len(e.Candidates) > 0 {
		switch e.Err {
		case ErrAmbiguous:
			b.WriteString("; it could be " + strings.Join(e.Candidates, " or "))
		default:
			b.WriteString("; legal: " + strings.Join(e.Candidates, " "))
		}
	}
	return b.String()
}

// Unwrap returns the sentinel, for errors.Is.
func (e *MoveError) Unwrap() error { return e.Err }

// notUnderstood builds an ErrNotUnderstood error for the character at byte
// offset off of s.
func notUnderstood(s string, off int, reason string) *MoveError {
	col := 0
	if off >= 0 {
		col = len([]rune(s[:min(off, len(s))])) + 1
	}
	return &MoveError{Input: s, Err: ErrNotUnderstood, Column: col, Reason: reason}
}
