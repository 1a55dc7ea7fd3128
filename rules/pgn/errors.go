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

// Warning is a flaw the reader read past: the game is kept, read as best
// it could be.
type Warning struct {
	Line   int    // 1-based line
	Column int    // 1-based column, in characters
	Text   string // one short sentence for people
}

// String returns "line L, column C: text".
func (w Warning) String() string {
	return fmt.Sprintf("line %d, column %d: %s", w.Line, w.Column, w.Text)
}

// errorAt builds an *Error for token t.
func (r *Reader) errorAt(t token, kind, err error) *Error {
	return &Error{Game: r.games, Line: t.line, Column: r.column(t), Kind: kind, Err: err}
}

// warn adds a warning at token t to g.
func (r *Reader) warn(g *Game, t token, format string, a ...any) {
	g.Warnings = append(g.Warnings, Warning{Line: t.line, Column: r.column(t), Text: fmt.Sprintf(format, a...)})
}

// column returns t's column in characters when its line is the current
// one, else in bytes.
func (r *Reader) column(t token) int {
	if t.line == r.lx.lineNo && t.col-1 <= len(r.lx.line) {
		return utf8.RuneCount(r.lx.line[:t.col-1]) + 1
	}
	return t.col
}
