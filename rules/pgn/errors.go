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

// Syntax says what is not well-formed PGN, for an application to word
// in its language.
type Syntax uint8

// The kinds of SyntaxError, with the data each fills in.
const (
	// UnclosedVariation: a variation is not closed with ')'.
	UnclosedVariation Syntax = iota + 1
	// BracketInMoves: a '[' stands in the moves.
	BracketInMoves
	// BadNAG: a NAG is not $ and a number from 0 to 255.
	BadNAG
	// UnopenedVariation: a ')' has no '('.
	UnopenedVariation
	// TagInMoves: tag syntax stands in the moves.
	TagInMoves
	// AnnotationFirst: an annotation follows no move.
	AnnotationFirst
	// VariationFirst: a variation follows no move.
	VariationFirst
	// TooDeep: variations are nested deeper than Limit.
	TooDeep
	// ResultInVariation: a game result stands inside a variation.
	ResultInVariation
	// UnknownAnnotation: Text is no annotation.
	UnknownAnnotation
	// UnexpectedCharacter: Text is a character PGN does not have there.
	UnexpectedCharacter
	// UnclosedComment: a comment is not closed with '}'.
	UnclosedComment
	// UnclosedValue: a tag value is not closed with '"' on its line.
	UnclosedValue
	// NoTagName: a tag pair lacks its name.
	NoTagName
	// NoTagValue: a tag pair lacks its quoted value.
	NoTagValue
	// NoTagClose: a tag pair lacks its ']'.
	NoTagClose
	// NumSyntax is the number of kinds, one more than the last.
	NumSyntax
)

// SyntaxError is what is not well-formed (the Err of an *Error of kind
// ErrSyntax): its Syntax and data, for an application to word (errors.As);
// Error says it in English, for logs.
type SyntaxError struct {
	Syntax Syntax
	Text   string // UnknownAnnotation, UnexpectedCharacter: the text at fault
	Limit  int    // TooDeep: the deepest nesting read
}

// Error says what is wrong, in English.
func (e *SyntaxError) Error() string {
	switch e.Syntax {
	case TooDeep:
		return fmt.Sprintf("variations nested deeper than %d", e.Limit)
	case UnknownAnnotation:
		return fmt.Sprintf("unknown annotation %q", e.Text)
	case UnexpectedCharacter:
		return fmt.Sprintf("unexpected character %s", e.Text)
	}
	if int(e.Syntax) < len(syntaxText) {
		return syntaxText[e.Syntax]
	}
	return "not well-formed"
}

// syntaxText are the English texts of the kinds without data.
var syntaxText = [...]string{
	UnclosedVariation: "variation not closed with ')'",
	BracketInMoves:    "unexpected '[' in the moves",
	BadNAG:            "a NAG is $ and a number from 0 to 255",
	UnopenedVariation: "')' without '('",
	TagInMoves:        "unexpected tag syntax in the moves",
	AnnotationFirst:   "an annotation must follow a move",
	VariationFirst:    "a variation must follow a move",
	ResultInVariation: "game result inside a variation",
	UnclosedComment:   "comment not closed with '}'",
	UnclosedValue:     "tag value not closed with '\"' on its line",
	NoTagName:         "expected a tag name",
	NoTagValue:        "expected a quoted tag value",
	NoTagClose:        "expected ']'",
}
