package pgn

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// maxColumns is the longest line the writer produces (PGN export format),
// except for a single token or tag pair that is longer by itself.
const maxColumns = 80

// rosterTags is the seven-tag roster in export order, with the values
// written when a tag is missing.
var rosterTags = [...]Tag{
	{"Event", "?"}, {"Site", "?"}, {"Date", "????.??.??"}, {"Round", "?"},
	{"White", "?"}, {"Black", "?"}, {"Result", "*"},
}

// Writer writes games in PGN export format, separated by blank lines.
type Writer struct {
	w     io.Writer
	games int
	buf   []byte
}

// NewWriter returns a Writer writing to w.
func NewWriter(w io.Writer) *Writer { return &Writer{w: w} }

// Write writes one game: the seven-tag roster first (missing tags as "?"),
// then the other tags in order, SetUp and FEN when the game does not start
// from the standard position and has no FEN tag, then the movetext in
// English SAN wrapped at 80 columns, with each move's clock as
// {[%clk h:mm:ss]} and a draw offer as {(=)}. A move that is not legal, or
// a negative clock, is an error and nothing is written.
func (w *Writer) Write(g *Game) error {
	b := w.buf[:0]
	if w.games > 0 {
		b = append(b, '\n')
	}
	b, err := AppendGame(b, g)
	if err != nil {
		return err
	}
	w.buf = b
	if _, err := w.w.Write(b); err != nil {
		return fmt.Errorf("pgn: %w", err)
	}
	w.games++
	return nil
}

// String returns the game in PGN export format, or the error message
// when it cannot be written.
func (g *Game) String() string {
	b, err := AppendGame(nil, g)
	if err != nil {
		return err.Error()
	}
	return string(b)
}

// AppendGame appends g in PGN export format to dst; on error dst is
// returned unchanged. A Result that is not a termination marker is written
// as "*". A null move is written --. A tag name that is not a PGN symbol
// (letters, digits and _+#=:-/ …) is an error; a control character in a
// tag value (a line break, a tab), which a tag value cannot hold, is
// written as a space, as the reader reads it.
func AppendGame(dst []byte, g *Game) ([]byte, error) {
	var lw lineWriter
	for _, c := range g.Comments {
		lw.comment(c)
	}
	if err := lw.moves(g.StartPosition(), g.Moves); err != nil {
		return dst, err
	}
	lw.token(g.result())
	if err := checkTagNames(g.Tags); err != nil {
		return dst, err
	}
	dst = appendTags(dst, g)
	dst = append(dst, '\n')
	return lw.layout(dst), nil
}

// result returns the game's termination marker in the standard's form,
// "*" when it has none.
func (g *Game) result() string {
	if r, ok := ParseResult(string(g.Result)); ok {
		return string(r)
	}
	return string(rules.Unfinished)
}

// appendTags writes the tag section.
func appendTags(dst []byte, g *Game) []byte {
	for _, rt := range rosterTags {
		v, ok := g.Tag(rt.Name)
		switch {
		case rt.Name == "Result":
			v = g.result()
		case !ok:
			v = rt.Value
		}
		dst = appendTag(dst, rt.Name, v)
	}
	var written [len(rosterTags)]bool
	for _, t := range g.Tags {
		// The first of each roster tag went first; repeats stay in order.
		if i := rosterIndex(t.Name); i >= 0 && !written[i] {
			written[i] = true
			continue
		}
		dst = appendTag(dst, t.Name, t.Value)
	}
	start := g.StartPosition()
	if _, ok := g.Tag("FEN"); !ok && start != rules.StartPosition() {
		if _, ok := g.Tag("SetUp"); !ok {
			dst = appendTag(dst, "SetUp", "1")
		}
		dst = appendTag(dst, "FEN", start.FEN())
	}
	if _, ok := g.Tag("Variant"); !ok && start.IsChess960() {
		dst = appendTag(dst, "Variant", "Chess960")
	}
	return dst
}

// checkTagNames refuses a tag name the reader would not read back.
func checkTagNames(tags []Tag) error {
	for _, t := range tags {
		ok := t.Name != "" && symbolEnd([]byte(t.Name), 0) == len(t.Name)
		if !ok {
			return fmt.Errorf("pgn: tag name %q is not a PGN symbol: %w", t.Name, ErrSyntax)
		}
	}
	return nil
}

// rosterIndex returns the index of name in the seven-tag roster, or -1.
func rosterIndex(name string) int {
	for i, rt := range rosterTags {
		if rt.Name == name {
			return i
		}
	}
	return -1
}

// appendTag writes [Name "Value"] with the value's quotes and backslashes
// escaped and control characters (a line break, a tab), which a tag value
// cannot hold, written as spaces.
func appendTag(dst []byte, name, value string) []byte {
	dst = append(dst, '[')
	dst = append(dst, name...)
	dst = append(dst, ' ', '"')
	for i := 0; i < len(value); i++ {
		c := value[i]
		switch {
		case c == '"' || c == '\\':
			dst = append(dst, '\\', c)
		case isControl(c):
			dst = append(dst, ' ')
		default:
			dst = append(dst, c)
		}
	}
	return append(dst, '"', ']', '\n')
}

// lineWriter collects the movetext's tokens, then lays them out on lines
// of at most maxColumns characters.
type lineWriter struct {
	toks   []string
	prefix string // "(" waiting for the next token
	san    []byte
	needNo bool // the next black move needs its number ("12...")
}

// token adds one token.
func (lw *lineWriter) token(s string) {
	lw.toks = append(lw.toks, lw.prefix+s)
	lw.prefix = ""
}

// layout appends the tokens to dst, breaking lines between tokens; a ;
// comment ends its line.
func (lw *lineWriter) layout(dst []byte) []byte {
	col := 0
	for _, t := range lw.toks {
		n := utf8.RuneCountInString(t)
		switch {
		case col == 0:
		case col+1+n > maxColumns:
			dst = append(dst, '\n')
			col = 0
		default:
			dst = append(dst, ' ')
			col++
		}
		dst = append(dst, t...)
		col += n
		if strings.HasPrefix(t, ";") {
			dst = append(dst, '\n')
			col = 0
		}
	}
	if col > 0 {
		dst = append(dst, '\n')
	}
	return dst
}

// comment adds a comment in braces, breakable at its spaces; a comment
// holding '}' becomes a ; comment, which ends its line.
func (lw *lineWriter) comment(c string) {
	if strings.ContainsAny(c, "\t\n\r\v\f") || strings.Contains(c, "  ") {
		c = normalize([]byte(c))
	}
	if c == "" {
		return
	}
	lw.needNo = true
	if strings.Contains(c, "}") {
		if lw.prefix != "" {
			lw.toks = append(lw.toks, lw.prefix)
			lw.prefix = ""
		}
		lw.token(";" + c)
		return
	}
	words := strings.Split(c, " ")
	for i, word := range words {
		if i == 0 {
			word = "{" + word
		}
		if i == len(words)-1 {
			word += "}"
		}
		lw.token(word)
	}
}

// moves adds a line of plies played from pos.
func (lw *lineWriter) moves(pos rules.Position, plies []Ply) error {
	lw.needNo = true
	for i := range plies {
		p := &plies[i]
		next := pos
		if err := play(&next, p); err != nil {
			return fmt.Errorf("pgn: ply %d in %s: %w: %w", i+1, pos.FEN(), ErrIllegalMove, err)
		}
		// The move number stays on the line of its move.
		lw.san = lw.san[:0]
		if white := pos.SideToMove() == rules.White; white || lw.needNo {
			lw.san = strconv.AppendInt(lw.san, int64(pos.FullmoveNumber()), 10)
			if white {
				lw.san = append(lw.san, ". "...)
			} else {
				lw.san = append(lw.san, "... "...)
			}
		}
		lw.needNo = false
		if p.Null {
			lw.san = append(lw.san, "--"...)
		} else {
			lw.san = notation.English.AppendSAN(lw.san, &pos, p.Move)
		}
		lw.token(string(lw.san))
		if err := lw.annotations(pos, p); err != nil {
			return err
		}
		pos = next
	}
	return nil
}

// annotations adds a ply's NAGs, clock, draw offer, comments and
// variations; pos is the position before the ply.
func (lw *lineWriter) annotations(pos rules.Position, p *Ply) error {
	for _, n := range p.NAGs {
		if n < 0 || n > 255 {
			return fmt.Errorf("pgn: NAG $%d is not from 0 to 255: %w", n, ErrSyntax)
		}
		lw.token("$" + strconv.Itoa(n))
		lw.needNo = true // PGN 8.2.2.2: an annotation interrupts
	}
	if (p.HasClock && p.Clock < 0) || (p.HasElapsed && p.Elapsed < 0) {
		return fmt.Errorf("pgn: negative clock %v or elapsed time %v: %w", p.Clock, p.Elapsed, ErrSyntax)
	}
	if p.HasClock || p.HasElapsed || p.DrawOffer {
		var parts []string
		if p.DrawOffer {
			parts = append(parts, drawOfferText)
		}
		if p.HasClock {
			parts = append(parts, "[%clk "+formatDuration(p.Clock)+"]")
		}
		if p.HasElapsed {
			parts = append(parts, "[%emt "+formatDuration(p.Elapsed)+"]")
		}
		lw.comment(strings.Join(parts, " "))
	}
	for _, c := range p.Comments {
		lw.comment(c)
	}
	for _, v := range p.Variations {
		if err := lw.variation(pos, v); err != nil {
			return err
		}
	}
	return nil
}

// variation adds one variation in parentheses, glued to its first and
// last tokens.
func (lw *lineWriter) variation(pos rules.Position, v Variation) error {
	lw.prefix = "("
	start := len(lw.toks)
	for _, c := range v.Comments {
		lw.comment(c)
	}
	if err := lw.moves(pos, v.Moves); err != nil {
		return err
	}
	switch {
	case len(lw.toks) == start:
		lw.token(")")
	case strings.HasPrefix(lw.toks[len(lw.toks)-1], ";"):
		lw.token(")")
	default:
		lw.toks[len(lw.toks)-1] += ")"
	}
	lw.needNo = true
	return nil
}
