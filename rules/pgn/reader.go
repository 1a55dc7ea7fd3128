package pgn

import (
	"errors"
	"io"
	"strings"

	"github.com/tactuschess/tactus/rules"
)

// maxDepth bounds the nesting of variations.
const maxDepth = 64

// Reader reads the games of a PGN stream one at a time, holding only the
// current game in memory.
type Reader struct {
	lx       *lexer
	games    int  // games started so far
	skip     bool // the last game was bad: skip its remains first
	inMoves  bool // the bad game failed in its movetext
	finished bool // the bad game's termination marker was read
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
	t, err := r.lx.next()
	if err != nil {
		if t.kind == tokEOF {
			return nil, err
		}
		r.games++
		r.skip, r.inMoves, r.finished = true, false, false
		return nil, r.errorAt(t, ErrSyntax, err)
	}
	if t.kind == tokEOF {
		return nil, io.EOF
	}
	r.lx.unread(t)
	r.games++
	r.inMoves, r.finished = false, false
	g, err := r.game()
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

// game reads one game: its tag section and its movetext.
func (r *Reader) game() (*Game, error) {
	g := &Game{}
	var fenTag, resultTag token
	for {
		t, err := r.next()
		if err != nil {
			return nil, err
		}
		if t.kind == tokComment { // a comment among the tags or before the moves
			if c := normalize(t.text); c != "" {
				g.Comments = append(g.Comments, c)
			}
			continue
		}
		if t.kind != tokTagOpen {
			r.lx.unread(t)
			break
		}
		if err := r.tag(t, g); err != nil {
			return nil, err
		}
		switch g.Tags[len(g.Tags)-1].Name {
		case "FEN":
			fenTag = t
		case "Result":
			resultTag = t
		}
	}
	r.inMoves = true
	g.Start = rules.StartPosition()
	v, chess960 := g.Tag("Variant")
	chess960 = chess960 && isChess960(v)
	if fen, ok := g.Tag("FEN"); ok {
		// a set-up position need not have arisen in a game (a lichess
		// "From Position" game with nine pawns): read it, and say so once
		// (with Chess960, KQkq name the outermost rooks)
		pos, unreachable, err := rules.ParseSetUp(fen, chess960)
		if err != nil {
			return nil, r.errorAt(fenTag, ErrBadFEN, err)
		}
		if unreachable != "" {
			r.warn(g, fenTag, "the FEN position cannot arise in a game: %s", unreachable)
		}
		g.Start = pos
	}
	if chess960 {
		g.Start.SetChess960(true)
	}
	line, err := r.line(g.Start, 0, &g.Result)
	if err != nil {
		return nil, err
	}
	g.Comments, g.Moves = append(g.Comments, line.Comments...), line.Moves
	if err := r.trailingComments(g); err != nil {
		return nil, err
	}
	r.settleResult(g, resultTag)
	return g, nil
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
		r.warn(g, resultTag, "The Result tag says %s but the moves end %s.", tagResult, g.Result)
	}
}

// trailingComments takes the comments written after the result ("1-0 {White
// won on time}") into the game they follow — after its last move — rather
// than letting them start a game of their own or slip into the next one.
func (r *Reader) trailingComments(g *Game) error {
	for {
		t, err := r.next()
		if err != nil {
			return err
		}
		if t.kind != tokComment {
			r.lx.unread(t)
			return nil
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
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "chess960", "chess 960", "fischerandom", "fischer random", "fischer random chess", "960":
		return true
	}
	return false
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
	return t, nil
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
