package pgn

import (
	"errors"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tactuschess/tactus/rules"
)

// maxDepth bounds the nesting of variations.
const maxDepth = 64

// The longest tag value and comment a game keeps, in bytes: longer ones
// (a hostile or broken file's 50 MB line) are cut at a character boundary,
// end with "…" and get a Warning of kind ErrCut, so that a game holds no
// more than a page of text for each.
const (
	MaxTagValue = 4 << 10
	MaxComment  = 64 << 10
)

// bigBuffer is the capacity beyond which the lexer's buffers are dropped
// after use rather than kept for the next line: one huge line does not
// keep its memory for the rest of the file.
const bigBuffer = 1 << 20

// Reader reads the games of a PGN stream one at a time, holding only the
// current game in memory.
type Reader struct {
	lx       *lexer
	games    int  // games started so far
	skip     bool // the last game was bad: skip its remains first
	inMoves  bool // the bad game failed in its movetext
	finished bool // the bad game's termination marker was read

	g *Game // the game being read
}

// NewReader returns a Reader reading from r.
func NewReader(r io.Reader) *Reader { return &Reader{lx: newLexer(r)} }

// Reset makes r read from src as a new Reader would (games numbered from
// 1 again), keeping its buffers: a program that reads many small PGN
// texts (an index re-reading one game at a time) allocates them once.
func (r *Reader) Reset(src io.Reader) {
	lx := r.lx
	lx.r.Reset(src)
	*lx = lexer{r: lx.r, long: lx.long[:0], text: lx.text[:0]}
	*r = Reader{lx: lx}
}

// Next returns the next game, or io.EOF after the last one. A bad game
// gives an *Error with its line and column; the following call continues
// with the game after it. A read error from the underlying reader is
// returned as it is.
func (r *Reader) Next() (*Game, error) {
	if r.skip {
		r.skip = false
		if err := r.skipGame(); err != nil {
			return nil, err
		}
	}
	g := &Game{}
	t, err := r.strayText(g)
	if err != nil {
		if t.kind == tokEOF {
			return nil, err
		}
		r.games++
		r.skip, r.inMoves, r.finished = true, false, false
		return nil, r.errorAt(t, ErrSyntax, err)
	}
	if t.kind == tokEOF {
		// only text outside a game was left: no game, not even a bad one
		// (a program that cuts a file into games may have cut it off)
		return nil, io.EOF
	}
	r.lx.unread(t)
	r.games++
	r.inMoves, r.finished = false, false
	g, err = r.game(g)
	if err != nil {
		var rerr readError
		if errors.As(err, &rerr) {
			return nil, rerr.err
		}
		r.skip = !r.finished
		return nil, err
	}
	return g, nil
}

// readError carries an error of the underlying reader out of the parser.
type readError struct{ err error }

func (e readError) Error() string { return e.err.Error() }

// game reads one game into g: its tag section and its movetext.
func (r *Reader) game(g *Game) (*Game, error) {
	r.g = g
	defer func() { r.g = nil }()
	tt, noMoves, err := r.tags(g)
	if err != nil {
		return nil, err
	}
	if v, ok := g.Tag("Variant"); ok && !playable(v) {
		// its moves are not moves of chess: skip them, unless the next
		// game's tags follow at once
		r.finished = noMoves
		return nil, r.errorAt(tt.variant, ErrVariant, &VariantError{Variant: v})
	}
	fenTag, resultTag := tt.fen, tt.result
	r.inMoves = true
	if err := r.startPosition(g, fenTag); err != nil {
		return nil, err
	}
	if noMoves {
		r.settleResult(g, resultTag)
		return g, nil
	}
	line, err := r.line(g.Start, 0, &g.Result)
	if err != nil {
		return nil, err
	}
	g.Comments, g.Moves = append(g.Comments, line.Comments...), line.Moves
	r.trailingComments(g)
	t, err := r.strayText(g)
	if err != nil || t.kind != tokEOF {
		r.lx.unreadErr(t, err)
	}
	r.settleResult(g, resultTag)
	return g, nil
}

// tagTokens are where the tags the reader uses stand.
type tagTokens struct{ fen, result, variant token }

// tags reads g's tag section and the comments among its tags. noMoves
// says that the next game's tags follow it, without movetext between.
func (r *Reader) tags(g *Game) (tt tagTokens, noMoves bool, err error) {
	lastLine := 0 // the line the last tag pair or comment ended on
	for {
		t, err := r.next()
		if err != nil {
			return tt, false, err
		}
		if t.kind == tokComment { // a comment among the tags or before the moves
			if c := normalize(t.text); c != "" {
				g.Comments = append(g.Comments, c)
			}
			lastLine = r.lx.lineNo
			continue
		}
		if t.kind != tokTagOpen {
			r.lx.unread(t)
			return tt, false, nil
		}
		if r.startsNextGame(g, t, lastLine) {
			r.lx.unread(t)
			r.warn(g, t, ErrNoMoves, "The game has tags but no moves; the next game starts at line %d.", t.line)
			return tt, true, nil
		}
		if err := r.tag(t, g); err != nil {
			return tt, false, err
		}
		lastLine = r.lx.lineNo
		switch g.Tags[len(g.Tags)-1].Name {
		case "FEN":
			tt.fen = t
		case "Result":
			tt.result = t
		case "Variant":
			tt.variant = t
		}
	}
}

// startPosition sets g.Start from its FEN and Variant tags.
func (r *Reader) startPosition(g *Game, fenTag token) error {
	g.Start = rules.StartPosition()
	v, chess960 := g.Tag("Variant")
	chess960 = chess960 && isChess960(v)
	if fen, ok := g.Tag("FEN"); ok {
		// a set-up position need not have arisen in a game (a lichess
		// "From Position" game with nine pawns): read it, and say so once
		// (with Chess960, KQkq name the outermost rooks)
		pos, unreachable, err := rules.ParseSetUp(fen, chess960)
		if err != nil {
			return r.errorAt(fenTag, ErrBadFEN, err)
		}
		if unreachable != "" {
			r.warn(g, fenTag, ErrUnreachable, "the FEN position cannot arise in a game: %s", unreachable)
		}
		g.Start = pos
	}
	if chess960 {
		g.Start.SetChess960(true)
	}
	return nil
}

// settleResult gives the game the Result tag's result when the movetext
// has none, and warns when the two disagree.
func (r *Reader) settleResult(g *Game, resultTag token) {
	v, ok := g.Tag("Result")
	tagResult, valid := ParseResult(v)
	switch {
	case g.Result == "" && valid:
		g.Result = tagResult
	case g.Result == "":
		g.Result = rules.Unfinished
	case ok && valid && tagResult != rules.Unfinished && g.Result != rules.Unfinished && tagResult != g.Result:
		r.warn(g, resultTag, ErrResultTag, "The Result tag says %s but the moves end %s.", tagResult, g.Result)
	}
}

// trailingComments takes the comments written after the result ("1-0 {White
// won on time}") into the game they follow — after its last move — rather
// than letting them start a game of their own or slip into the next one.
func (r *Reader) trailingComments(g *Game) {
	for {
		t, err := r.lx.next()
		if err != nil || t.kind != tokComment {
			r.lx.unreadErr(t, err) // an error is the next game's, or stray text
			return
		}
		if n := len(g.Moves); n > 0 {
			takeComment(t.text, &g.Moves[n-1])
		} else if c := normalize(t.text); c != "" {
			g.Comments = append(g.Comments, c)
		}
	}
}

// isChess960 reports whether a Variant tag value names Chess960.
func isChess960(v string) bool {
	switch variantKey(v) {
	case "chess960", "fischerandom", "fischerrandom", "fischerrandomchess", "960":
		return true
	}
	return false
}

// playable reports whether a Variant tag value names chess as the rules
// play it: standard chess (as lichess and others name it, "From Position"
// for a game from a set-up position) or Chess960. Every other variant —
// Atomic, Crazyhouse, Three-check, King of the Hill, Antichess, Racing
// Kings, Horde, Suicide, Giveaway, Losers, Bughouse, and names not known —
// has moves or ends that standard chess has not.
func playable(v string) bool {
	switch variantKey(v) {
	case "", "standard", "standardchess", "chess", "classical", "normal", "orthodox", "fromposition":
		return true
	}
	return isChess960(v)
}

// variantKey is a Variant tag value in lower case without spaces, hyphens
// or underscores: "From Position" and "fromPosition" are "fromposition".
func variantKey(v string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case ' ', '-', '_', '\t':
			return -1
		}
		return unicode.ToLower(r)
	}, v)
}

// next returns the next token, turning lexer errors into *Error.
func (r *Reader) next() (token, error) {
	t, err := r.lx.next()
	if err != nil {
		if t.kind == tokEOF {
			return t, readError{err}
		}
		return t, r.errorAt(t, ErrSyntax, err)
	}
	if t.kind == tokComment && len(t.text) > MaxComment && r.g != nil {
		n := len(t.text)
		t.text = append(cut(t.text, MaxComment), "…"...)
		r.warn(r.g, t, ErrCut, "A comment of %d bytes is cut to its first %d.", n, len(t.text)-len("…"))
	}
	return t, nil
}

// cut returns the first bytes of b, at most n, ending at a character
// boundary, in a new slice.
func cut(b []byte, n int) []byte {
	for n > 0 && n < len(b) && !utf8.RuneStart(b[n]) {
		n--
	}
	return append([]byte(nil), b[:min(n, len(b))]...)
}

// skipGame skips what is left of a bad game: up to its termination
// marker, or up to a tag pair at the start of a line after some movetext.
func (r *Reader) skipGame() error {
	seenMoves := r.inMoves
	for {
		t, err := r.lx.next()
		if err != nil {
			if t.kind == tokEOF {
				return err
			}
			seenMoves = true
			continue
		}
		switch t.kind {
		case tokEOF:
			return nil
		case tokTagOpen:
			if seenMoves && t.lineStart {
				r.lx.unread(t)
				return nil
			}
			r.lx.restOfLine()
		case tokSymbol:
			if _, ok := ParseResult(string(t.text)); ok {
				return nil
			}
			seenMoves = true
		default:
			seenMoves = true
		}
	}
}
