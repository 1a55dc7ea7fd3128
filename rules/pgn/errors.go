package pgn

import (
	"errors"
	"fmt"
	"unicode/utf8"
)

// Sentinel errors wrapped by *Error.
var (
	// ErrSyntax: the text is not well-formed PGN.
	ErrSyntax = errors.New("syntax error")
	// ErrIllegalMove: a move is not legal or not understood; the
	// notation package's *MoveError is wrapped too.
	ErrIllegalMove = errors.New("bad move")
	// ErrBadFEN: the FEN tag is not a valid position.
	ErrBadFEN = errors.New("bad FEN tag")
)

// Error is a bad game: where it went wrong and why.
type Error struct {
	Game   int // 1-based number of the game in the stream
	Line   int // 1-based line
	Column int // 1-based column, in characters
	Kind   error
	Err    error
}

// Error returns "pgn: line L, column C (game G): what".
func (e *Error) Error() string {
	return fmt.Sprintf("pgn: line %d, column %d (game %d): %v: %v", e.Line, e.Column, e.Game, e.Kind, e.Err)
}

// Unwrap returns the sentinel and the underlying error.
func (e *Error) Unwrap() []error { return []error{e.Kind, e.Err} }

// errorAt builds an *Error for token t.
func (r *Reader) errorAt(t token, kind, err error) *Error {
	col := t.col
	if t.line == r.lx.lineNo && t.col-1 <= len(r.lx.line) {
		col = utf8.RuneCount(r.lx.line[:t.col-1]) + 1
	}
	return &Error{Game: r.games, Line: t.line, Column: col, Kind: kind, Err: err}
}
