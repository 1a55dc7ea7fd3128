package notation

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/tactuschess/tactus/rules"
)

// spec is what a move text says, before it is matched with the legal moves.
type spec struct {
	piece    rules.PieceType // NoPieceType: whatever stands on the origin
	fromFile int             // -1 when not given
	fromRank int             // -1 when not given
	to       rules.Square
	promo    rules.PieceType
	castle   int // 0 none, 1 king side (O-O), 2 queen side (O-O-O)
}

// ParseSAN returns the legal move in pos that s names in English
// algebraic notation, leniently read (see Language.ParseSAN).
func ParseSAN(pos *rules.Position, s string) (rules.Move, error) {
	return English.ParseSAN(pos, s)
}

// ParseMove returns the legal move in pos that s names in SAN or long
// algebraic notation with lang's piece letters, or in UCI form (e2e4,
// e7e8q, which uses English promotion letters whatever the language).
// It is the one entry point for moves typed on a command line.
func ParseMove(pos *rules.Position, s string, lang Language) (rules.Move, error) {
	m, err := lang.ParseSAN(pos, s)
	if err == nil || !isUCI(strings.TrimSpace(s)) {
		return m, err
	}
	if um, uerr := pos.ParseUCI(strings.TrimSpace(s)); uerr == nil {
		return um, nil
	}
	return m, err
}

// ParseTypedMove is ParseMove for a person who may type English piece
// letters as well as lang's: when lang's letters do not name a legal move,
// English letters are tried. A letter both languages know (Spanish R, the
// king; English R, the rook) is read as lang says, since lang comes first.
// When neither reads the move, the error is lang's, unless lang did not
// understand the text at all and English did (Ke2 in Spanish, where K is
// no piece, says more in English: the king cannot go there).
func ParseTypedMove(pos *rules.Position, s string, lang Language) (rules.Move, error) {
	m, err := ParseMove(pos, s, lang)
	if err == nil || lang == English {
		return m, err
	}
	em, eerr := ParseMove(pos, s, English)
	switch {
	case eerr == nil:
		return em, nil
	case errors.Is(err, ErrNotUnderstood) && !errors.Is(eerr, ErrNotUnderstood):
		return em, eerr
	}
	return m, err
}

// isUCI reports whether s has the shape of a UCI move.
func isUCI(s string) bool {
	if len(s) != 4 && len(s) != 5 {
		return false
	}
	if s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' ||
		s[2] < 'a' || s[2] > 'h' || s[3] < '1' || s[3] > '8' {
		return false
	}
	return len(s) == 4 || strings.IndexByte("qrbnQRBN", s[4]) >= 0
}

// ParseSAN returns the legal move in pos that s names, with l's piece
// letters. It reads what people type on a scoresheet:
//
//   - SAN and long algebraic: Nf3, Nxf3, Ng1f3, Ng1-f3, exd5, ed5, e2e4,
//     g1f3 (a full origin square without a piece letter stands for
//     whatever piece is there), Kxh1 or Kg1 for castling;
//   - castling as O-O, 0-0, o-o, OO, O-O-O and so on;
//   - promotion as e8=Q, e8Q, e8(Q), e8/Q, e8q;
//   - captures marked x, X, : or × or not at all; - or – between squares;
//   - suffixes +, #, ++, !, ?, !!, ?!, !?, ??, ‼ ⁇ ⁉ ⁈, e.p., ep;
//   - figurines ♔♕♖♗♘♙ and ♚♛♜♝♞♟ in every language, and in the
//     Figurine language English letters too.
//
// A pawn capture names the file the pawn comes from (FIDE Appendix C.9.3):
// d5, Pxd5 or 4xd5 for exd5 is refused with ErrPawnCaptureFile, whose
// candidates are the captures meant.
//
// Case: an upper-case letter is a piece letter when l has it at the start
// of the move, else a file (E4 is e4, NF3 is Nf3); a lower-case letter is a
// file letter a–h, or a piece letter
// when it is not a file (nf3 in English, sf3 in German). A lower-case
// letter that is both a file and one of l's piece letters (b in English,
// d in German, a in Spanish, f and c in French) is read both ways:
//
//   - written exactly as SAN writes a pawn move (bxc4), it is that pawn
//     move, so standard SAN is never misread;
//   - otherwise (bc4) it is the pawn capture when a pawn can make it, else
//     the bishop move (issue 3's rule: a lower-case letter is first a file).
//
// Errors are *MoveError.
func (l Language) ParseSAN(pos *rules.Position, s string) (rules.Move, error) {
	t := strings.TrimSpace(s)
	if t == "" {
		return rules.NoMove, &MoveError{Input: s, Err: ErrNotUnderstood, Reason: "the move is empty"}
	}
	resolve := func(sp spec, err *MoveError) (rules.Move, error) {
		if err != nil {
			return rules.NoMove, err
		}
		return l.resolve(pos, t, sp)
	}
	r, size := utf8.DecodeRuneInString(t)
	if r == 'O' || r == 'o' || r == '0' {
		return resolve(parseCastle(t))
	}
	pt, kind := l.pieceRune(r)
	switch kind {
	case pieceOnly:
		return resolve(l.lex(t, size, pt))
	case pieceOrFile:
		m, err := resolve(l.lex(t, 0, rules.NoPieceType))
		if err == nil && isSANOf(l, pos, t, m) {
			return m, nil
		}
		pm, perr := resolve(l.lex(t, size, pt))
		return l.eitherReading(pos, t, m, err, pm, perr)
	}
	return resolve(l.lex(t, 0, rules.NoPieceType))
}

// isSANOf reports whether t is written exactly as SAN writes m, check
// marks, annotations and en passant marks aside.
func isSANOf(l Language, pos *rules.Position, t string, m rules.Move) bool {
	san := strings.TrimRight(l.SAN(pos, m), "+#")
	return strings.HasPrefix(t, san) && suffix(t, len(san)) == nil
}

// eitherReading picks between the file reading (m, err) and the piece
// reading (pm, perr) of a lower-case letter.
func (l Language) eitherReading(pos *rules.Position, t string, m rules.Move, err error, pm rules.Move, perr error) (rules.Move, error) {
	var me, pme *MoveError
	errors.As(err, &me)
	errors.As(perr, &pme)
	switch {
	case err == nil:
		return m, nil
	case perr == nil && me.Err == ErrAmbiguous:
		me.Candidates = append(me.Candidates, l.SAN(pos, pm))
		return rules.NoMove, me
	case perr == nil:
		return pm, nil
	case me.Err == ErrNotUnderstood, pme.Err == ErrAmbiguous && me.Err != ErrAmbiguous:
		return rules.NoMove, pme
	}
	return rules.NoMove, me
}

// parseCastle reads O-O or O-O-O in any of its spellings.
func parseCastle(t string) (spec, *MoveError) {
	count, i := 0, 0
	for i < len(t) && count < 3 && (t[i] == 'O' || t[i] == 'o' || t[i] == '0') {
		count++
		i++
		rest := t[i:]
		switch {
		case len(rest) >= 2 && rest[0] == '-' && strings.IndexByte("Oo0", rest[1]) >= 0:
			i++
		case strings.HasPrefix(rest, "–") && len(rest) > len("–") && strings.IndexByte("Oo0", rest[len("–")]) >= 0:
			i += len("–")
		}
	}
	if count < 2 || (i < len(t) && strings.IndexByte("Oo0-", t[i]) >= 0) {
		return spec{}, notUnderstood(t, i, "castling is written O-O or O-O-O")
	}
	if err := suffix(t, i); err != nil {
		return spec{}, err
	}
	return spec{piece: rules.King, fromFile: -1, fromRank: -1, castle: count - 1}, nil
}

// coord is one file letter or rank digit of a move, at byte offset off.
type coord struct {
	file bool
	v    int
	off  int
}

// lex reads the part of t from byte i on: origin and destination
// coordinates, promotion and suffixes. piece is the piece letter already
// read, or NoPieceType when t starts with a coordinate.
func (l Language) lex(t string, i int, piece rules.PieceType) (spec, *MoveError) {
	var cs [4]coord
	n, sepAt := 0, -1
loop:
	for i < len(t) {
		c := t[i]
		switch {
		case c >= 'a' && c <= 'h', c >= 'A' && c <= 'H':
			if n == len(cs) {
				break loop
			}
			cs[n] = coord{true, int(c|0x20) - 'a', i}
			n++
			i++
		case c >= '1' && c <= '8':
			if n == len(cs) {
				break loop
			}
			cs[n] = coord{false, int(c - '1'), i}
			n++
			i++
		case c == 'x' || c == 'X' || c == ':' || c == '-':
			if sepAt >= 0 {
				return spec{}, notUnderstood(t, i, fmt.Sprintf("a second %q", c))
			}
			sepAt = n
			i++
		case c >= utf8.RuneSelf && (strings.HasPrefix(t[i:], "×") || strings.HasPrefix(t[i:], "–")):
			if sepAt >= 0 {
				return spec{}, notUnderstood(t, i, "a second separator")
			}
			sepAt = n
			_, size := utf8.DecodeRuneInString(t[i:])
			i += size
		default:
			break loop
		}
	}
	// A file letter right after a full destination is a promotion piece
	// (e8d in German, e7e8q): give it back.
	if n >= 3 && cs[n-1].file && !cs[n-2].file {
		n--
		i = cs[n].off
	}
	if n < 2 || !cs[n-2].file || cs[n-1].file {
		return spec{}, l.badCoords(t, i, cs[:n])
	}
	if sepAt == 0 && piece == rules.NoPieceType {
		return spec{}, notUnderstood(t, 0, "a move cannot start with a capture sign or dash")
	}
	if sepAt >= 0 && sepAt != n-2 {
		return spec{}, notUnderstood(t, cs[n-2].off, "the capture sign or dash belongs just before the destination square")
	}
	sp := spec{piece: piece, fromFile: -1, fromRank: -1,
		to: rules.NewSquare(cs[n-2].v, cs[n-1].v)}
	switch origin := cs[:n-2]; {
	case len(origin) == 2 && origin[0].file && !origin[1].file:
		sp.fromFile, sp.fromRank = origin[0].v, origin[1].v
	case len(origin) == 1 && origin[0].file:
		sp.fromFile = origin[0].v
	case len(origin) == 1:
		sp.fromRank = origin[0].v
	case len(origin) != 0:
		return spec{}, notUnderstood(t, origin[0].off, "too many coordinates before the destination square")
	}
	if sp.piece == rules.NoPieceType && (sp.fromFile < 0 || sp.fromRank < 0) {
		sp.piece = rules.Pawn
		// No notation writes a pawn push with its own file ("dd4"): the
		// letter is most likely another language's piece letter (the
		// German Dame, the French Cavalier), and a guess would play a move
		// nobody meant.
		if sp.fromFile == sp.to.File() && sp.fromRank < 0 {
			return spec{}, notUnderstood(t, cs[0].off, fmt.Sprintf(
				"%q is not a piece letter in %s (%s), and a pawn move does not repeat its own file",
				t[cs[0].off], l, l.Letters()))
		}
	}
	var err *MoveError
	if sp.promo, i, err = l.promotion(t, i); err != nil {
		return spec{}, err
	}
	return sp, suffix(t, i)
}

// badCoords explains why the coordinates read so far are not a move.
func (l Language) badCoords(t string, i int, cs []coord) *MoveError {
	if n := len(cs); n >= 2 && !cs[n-1].file && !cs[n-2].file {
		return notUnderstood(t, cs[n-1].off, fmt.Sprintf("%q: a file letter (a-h) must come before a rank", t[cs[n-1].off]))
	}
	if i >= len(t) {
		return notUnderstood(t, i, "the destination square is incomplete")
	}
	r, _ := utf8.DecodeRuneInString(t[i:])
	if i == 0 {
		if _, k := l.pieceRune(r); k == notPiece && r < utf8.RuneSelf && (r|0x20) >= 'a' && (r|0x20) <= 'z' {
			return notUnderstood(t, i, fmt.Sprintf("%q is not one of the %s piece letters (%s), a file (a-h) or castling",
				r, l, l.Letters()))
		}
	}
	if len(cs) >= 2 && cs[len(cs)-1].file && cs[len(cs)-2].file {
		return notUnderstood(t, i, fmt.Sprintf("%q is not a rank (1-8)", r))
	}
	return notUnderstood(t, i, fmt.Sprintf("%q is not a file (a-h) or rank (1-8)", r))
}

// promotion reads an optional promotion piece at byte i of t: =Q, Q, (Q),
// /Q. It returns the piece and the offset after it.
func (l Language) promotion(t string, i int) (rules.PieceType, int, *MoveError) {
	if i >= len(t) {
		return rules.NoPieceType, i, nil
	}
	open := t[i]
	j := i
	if open == '=' || open == '/' || open == '(' {
		j++
	}
	r, size := utf8.DecodeRuneInString(t[j:])
	pt, kind := l.pieceRune(r)
	if kind == notPiece || pt < rules.Knight || pt > rules.Queen {
		if j > i {
			return 0, 0, notUnderstood(t, j, fmt.Sprintf("a promotion piece (%s) should follow %q", l.Letters(), open))
		}
		return rules.NoPieceType, i, nil
	}
	j += size
	if open == '(' {
		if j >= len(t) || t[j] != ')' {
			return 0, 0, notUnderstood(t, j, "')' missing after the promotion piece")
		}
		j++
	}
	return pt, j, nil
}

// suffix checks that t from byte i holds only check, mate, annotation
// and en passant marks.
func suffix(t string, i int) *MoveError {
	for i < len(t) {
		switch t[i] {
		case '+', '#', '!', '?', ' ', '\t':
			i++
			continue
		}
		if n := epLen(t[i:]); n > 0 {
			i += n
			continue
		}
		r, size := utf8.DecodeRuneInString(t[i:])
		if strings.ContainsRune("‼⁇⁉⁈", r) {
			i += size
			continue
		}
		return notUnderstood(t, i, fmt.Sprintf("unexpected %q after the move", r))
	}
	return nil
}

// epLen returns the length of an en passant mark (e.p., ep) at the start of
// s, or 0.
func epLen(s string) int {
	for _, ep := range [...]string{"e.p.", "e. p.", "ep.", "ep"} {
		if len(s) >= len(ep) && strings.EqualFold(s[:len(ep)], ep) {
			return len(ep)
		}
	}
	return 0
}
