package pgn

import (
	"bytes"
	"strconv"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// lineState is the state of one line (main line or variation) being read.
type lineState struct {
	v      Variation
	pos    rules.Position // after the last move
	before rules.Position // before the last move, where variations start
	depth  int
	result *rules.Result
}

// last returns the last ply of the line, or nil.
func (s *lineState) last() *Ply {
	if len(s.v.Moves) == 0 {
		return nil
	}
	return &s.v.Moves[len(s.v.Moves)-1]
}

// line reads moves from start until the end of the variation (depth > 0)
// or of the game.
func (r *Reader) line(start rules.Position, depth int, result *rules.Result) (Variation, error) {
	s := &lineState{pos: start, depth: depth, result: result}
	for {
		t, err := r.next()
		if err != nil {
			return s.v, err
		}
		done, err := r.lineToken(s, t)
		if done || err != nil {
			return s.v, err
		}
	}
}

// lineToken handles one movetext token and reports whether the line ends.
func (r *Reader) lineToken(s *lineState, t token) (bool, error) {
	switch t.kind {
	case tokEOF:
		if s.depth > 0 {
			return true, r.errorAt(t, ErrSyntax, &SyntaxError{Syntax: UnclosedVariation})
		}
		return true, nil
	case tokTagOpen:
		if s.depth > 0 || !t.lineStart {
			err := r.errorAt(t, ErrSyntax, &SyntaxError{Syntax: BracketInMoves})
			if t.lineStart {
				r.lx.unread(t) // probably the next game: let skipGame stop there
			}
			return true, err
		}
		r.lx.unread(t) // the next game's tags: this one had no result
		return true, nil
	case tokComment:
		if p := s.last(); p != nil {
			takeComment(t.text, p)
		} else if c := normalize(t.text); c != "" {
			s.v.Comments = append(s.v.Comments, c)
		}
	case tokNAG:
		n, err := strconv.Atoi(string(t.text))
		if err != nil || n > 255 {
			return true, r.errorAt(t, ErrSyntax, &SyntaxError{Syntax: BadNAG})
		}
		return false, r.annotate(s, t, func(p *Ply) { p.NAGs = append(p.NAGs, n) })
	case tokDrawOffer:
		return false, r.annotate(s, t, func(p *Ply) { p.DrawOffer = true })
	case tokOpen:
		return false, r.variation(s, t)
	case tokClose:
		if s.depth == 0 {
			return true, r.errorAt(t, ErrSyntax, &SyntaxError{Syntax: UnopenedVariation})
		}
		return true, nil
	case tokSymbol:
		return r.symbol(s, t)
	default:
		return true, r.errorAt(t, ErrSyntax, &SyntaxError{Syntax: TagInMoves})
	}
	return false, nil
}

// annotate applies f to the last ply, which must exist.
func (r *Reader) annotate(s *lineState, t token, f func(*Ply)) error {
	p := s.last()
	if p == nil {
		return r.errorAt(t, ErrSyntax, &SyntaxError{Syntax: AnnotationFirst})
	}
	f(p)
	return nil
}

// variation reads a parenthesised variation, an alternative to the last
// move.
func (r *Reader) variation(s *lineState, t token) error {
	p := s.last()
	if p == nil {
		return r.errorAt(t, ErrSyntax, &SyntaxError{Syntax: VariationFirst})
	}
	if s.depth >= maxDepth {
		return r.errorAt(t, ErrSyntax, &SyntaxError{Syntax: TooDeep, Limit: maxDepth})
	}
	sub, err := r.line(s.before, s.depth+1, nil)
	if err != nil {
		return err
	}
	p = s.last()
	p.Variations = append(p.Variations, sub)
	return nil
}

// symbol handles a move number, a result, a move, a null move or an
// annotation glyph standing alone or glued to its move.
func (r *Reader) symbol(s *lineState, t token) (bool, error) {
	text := t.text
	if res, ok := ParseResult(string(text)); ok {
		if s.depth > 0 {
			return true, r.errorAt(t, ErrSyntax, &SyntaxError{Syntax: ResultInVariation})
		}
		*s.result, r.finished = res, true
		return true, nil
	}
	text = stripMoveNumber(text)
	if len(text) == 0 || isEP(text) {
		return false, nil
	}
	if nag, ok := glyphNAGs[string(text)]; ok {
		return false, r.annotate(s, t, func(p *Ply) { p.NAGs = append(p.NAGs, nag) })
	}
	move, suffix := splitSuffix(text)
	nags, bad := suffixNAGs(suffix)
	if bad != "" {
		return true, r.errorAt(t, ErrSyntax, &SyntaxError{Syntax: UnknownAnnotation, Text: bad})
	}
	if len(move) == 0 {
		return false, r.annotate(s, t, func(p *Ply) { p.NAGs = append(p.NAGs, nags...) })
	}
	ply, err := r.move(s, t, move)
	if err != nil {
		return true, err
	}
	ply.NAGs = nags
	s.v.Moves = append(s.v.Moves, ply)
	return false, nil
}

// move reads one move (or null move) and plays it.
func (r *Reader) move(s *lineState, t token, text []byte) (Ply, error) {
	s.before = s.pos
	if isNullMove(text) {
		if err := s.pos.PlayNull(); err != nil {
			return Ply{}, r.errorAt(t, ErrIllegalMove, err)
		}
		return Ply{Null: true}, nil
	}
	m, err := notation.ParseSAN(&s.pos, string(text))
	if err != nil {
		return Ply{}, r.errorAt(t, ErrIllegalMove, err)
	}
	if err := s.pos.Play(m); err != nil {
		return Ply{}, r.errorAt(t, ErrIllegalMove, err)
	}
	return Ply{Move: m}, nil
}

// stripMoveNumber removes a leading move number ("12.", "12...", "12")
// and lone dots.
func stripMoveNumber(b []byte) []byte {
	i := 0
	for i < len(b) && isDigit(b[i]) {
		i++
	}
	j := i
	for j < len(b) && b[j] == '.' {
		j++
	}
	if j == len(b) || j > i {
		return b[j:]
	}
	return b
}

// isEP reports whether b is an en passant mark standing alone.
func isEP(b []byte) bool {
	s := string(b)
	return s == "e.p." || s == "ep" || s == "e.p" || s == "ep."
}

// normalize collapses the white space of a comment.
func normalize(b []byte) string {
	var buf [128]byte
	return string(bytes.TrimSpace(appendCollapsed(buf[:0], b)))
}
