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
	// ErrVariant: the Variant tag names a game other than standard chess
	// or Chess960 (Atomic, Crazyhouse, Three-check …); the cause is a
	// *VariantError naming it. The game's moves are skipped.
	ErrVariant = errors.New("variant not played")
)

// VariantError names the variant of a game that is not standard chess or
// Chess960.
type VariantError struct {
	Variant string // the Variant tag's value, as written
}

// Error says which variant.
func (e *VariantError) Error() string {
	return fmt.Sprintf("the variant %q is neither standard chess nor Chess960", e.Variant)
}

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

// Kinds of Warning (Warning.Kind), for programs that word or count the
// flaws themselves.
var (
	// ErrBrokenTag: a tag pair not closed with ']', with its value
	// unquoted or broken across two lines, read as best it could be.
	ErrBrokenTag = errors.New("broken tag pair")
	// ErrTagControl: a tag value held control characters, read as spaces.
	ErrTagControl = errors.New("control characters in a tag value")
	// ErrResultTag: the Result tag is not a result, or disagrees with the
	// movetext's marker.
	ErrResultTag = errors.New("questionable Result tag")
	// ErrUnreachable: the FEN position cannot arise in a game.
	ErrUnreachable = errors.New("FEN position that cannot arise in a game")
	// ErrStrayText: text that belongs to no game (a line of prose before
	// the first game or after a game's moves, a forum's [pgn] and [/pgn])
	// was read past.
	ErrStrayText = errors.New("text outside a game")
	// ErrNoMoves: a tag section without moves, the next game's tags
	// following it after a blank line, is read as a game of its own.
	ErrNoMoves = errors.New("tag section without moves")
	// ErrCut: a tag value longer than MaxTagValue or a comment longer
	// than MaxComment is cut (the Warning's Text says how long it was).
	ErrCut = errors.New("tag value or comment cut")
)

// Warning is a flaw the reader read past: the game is kept, read as best
// it could be.
type Warning struct {
	Line   int    // 1-based line
	Column int    // 1-based column, in characters
	Text   string // one short sentence for people
	Kind   error  // what kind of flaw: ErrBrokenTag, ErrStrayText …
}

// String returns "line L, column C: text".
func (w Warning) String() string {
	return fmt.Sprintf("line %d, column %d: %s", w.Line, w.Column, w.Text)
}

// errorAt builds an *Error for token t.
func (r *Reader) errorAt(t token, kind, err error) *Error {
	return &Error{Game: r.games, Line: t.line, Column: r.column(t), Kind: kind, Err: err}
}

// warn adds a warning of the given kind at token t to g.
func (r *Reader) warn(g *Game, t token, kind error, format string, a ...any) {
	g.Warnings = append(g.Warnings, Warning{Line: t.line, Column: r.column(t), Text: fmt.Sprintf(format, a...), Kind: kind})
}

// column returns t's column in characters when its line is the current
// one, else in bytes.
func (r *Reader) column(t token) int {
	if t.line == r.lx.lineNo && t.col-1 <= len(r.lx.line) {
		return utf8.RuneCount(r.lx.line[:t.col-1]) + 1
	}
	return t.col
}
