package announce

import (
	"errors"
	"fmt"

	"github.com/tactuschess/tactus/rules"
)

// heard is what a line of words says about a move.
type heard struct {
	castling, kingside bool
	piece              rules.PieceType // the moving piece; Pawn when none is named
	fromFile, fromRank int8            // -1 when not said
	to                 rules.Square
	capture, enPassant bool
	promotion          rules.PieceType
	// Where the capture, promotion piece and en passant words stand among
	// the meanings, so an error can name the one that is false of a move.
	capIdx, promoIdx, epIdx int
}

// Hear returns the legal move of pos that line names. The line is a move
// phrase in long or short style (see Vocabulary.Move) in any of h's
// vocabularies, even mixed: case, accents and umlauts do not matter
// (König, KOENIG, koenig), ranks may be digits, filler words ("von",
// "nach", "from", "to") and punctuation are skipped. "schlaegt" and "en
// passant", when said, must be true of the move; "Schach" and "Matt" are
// not checked. A king's two-square step stands for castling in standard
// chess. A promotion must name its piece (D.2.1). A pawn capture must name
// the file the pawn comes from, as SAN does (FIDE Appendix C.9.3): "Eva
// schlaegt David fuenf" or "Eva vier schlaegt David fuenf" is exd5, "David
// fuenf" is refused with ErrCaptureFile.
//
// Errors wrap ErrEmpty, ErrTooLong, ErrUnknownWord, ErrMisplacedWord or
// ErrFalseWord (*WordError), ErrIncomplete, ErrAmbiguous (*AmbiguousError),
// ErrCaptureFile (*CaptureFileError) or ErrNoSuchMove (*NoMoveError). Hear
// allocates nothing when it succeeds.
func (h *Hearer) Hear(pos *rules.Position, line string) (rules.Move, error) {
	var toks [maxWords]token
	var bufArr [256]byte
	ts, buf, ok := tokenize(line, bufArr[:0], &toks)
	if !ok {
		return rules.NoMove, fmt.Errorf("%w: more than %d in %q", ErrTooLong, maxWords, line)
	}
	var w words
	if err := h.meanings(line, ts, buf, &w); err != nil {
		return rules.NoMove, err
	}
	hd, bad, err := parseHeard(w.ms[:w.n])
	switch {
	case bad >= 0:
		return rules.NoMove, wordError(line, ts, w.at[bad], ErrMisplacedWord)
	case err != nil:
		return rules.NoMove, fmt.Errorf("%w: %q", err, line)
	}
	m, err := match(pos, line, &hd)
	if errors.Is(err, ErrNoSuchMove) && !errors.Is(err, ErrCaptureFile) {
		if i := falseWord(pos, hd); i >= 0 {
			return rules.NoMove, wordError(line, ts, w.at[i], ErrFalseWord)
		}
	}
	return m, err
}

// falseWord finds the capture, promotion or en passant word without which
// the line would name a legal move, and returns its meaning index, or -1:
// the player said the right move with one word that is not true of it.
func falseWord(pos *rules.Position, hd heard) int {
	var list rules.MoveList
	pos.LegalMoves(&list)
	try := func(h heard) bool {
		for _, m := range list.Slice() {
			if fits(pos, m, &h) {
				return true
			}
		}
		return false
	}
	if hd.promotion != rules.NoPieceType {
		h := hd
		h.promotion = rules.NoPieceType
		if try(h) {
			return hd.promoIdx
		}
	}
	if hd.enPassant {
		h := hd
		h.enPassant = false
		if try(h) {
			return hd.epIdx
		}
	}
	if hd.capture {
		h := hd
		h.capture = false
		if try(h) {
			return hd.capIdx
		}
	}
	return -1
}

// words are the meanings of a line's words, fillers left out.
type words struct {
	ms [maxWords]meaning
	at [maxWords]int // the token each meaning starts at
	n  int
}

// meanings looks up the tokens of line in the index.
func (h *Hearer) meanings(line string, ts []token, buf []byte, w *words) error {
	for i := 0; i < len(ts); {
		m, k := h.lookup(ts, buf, i)
		if k == 0 {
			return wordError(line, ts, i, ErrUnknownWord)
		}
		if m.role != roleFiller {
			w.ms[w.n], w.at[w.n] = m, i
			w.n++
		}
		i += k
	}
	if w.n == 0 {
		return fmt.Errorf("%w: %q", ErrEmpty, line)
	}
	return nil
}

// wordError reports token i of line.
func wordError(line string, ts []token, i int, err error) error {
	return &WordError{Word: line[ts[i].start:ts[i].end], Index: i + 1, Err: err}
}

// parseHeard reads the grammar of a move phrase:
//
//	castling [check] [mate]
//	[piece] [file] [rank] [capture] file rank [piece] [en passant] [check] [mate]
//
// It returns the index of a misplaced meaning (or -1), or ErrIncomplete.
func parseHeard(ms []meaning) (heard, int, error) {
	hd := heard{piece: rules.Pawn, fromFile: -1, fromRank: -1, to: rules.NoSquare,
		capIdx: -1, promoIdx: -1, epIdx: -1}
	if r := ms[0].role; r == roleShort || r == roleLong {
		hd.castling, hd.kingside, hd.piece = true, r == roleShort, rules.King
		return hd, parseTail(ms, 1, &hd, false), nil
	}
	i := 0
	if ms[0].role == rolePiece {
		hd.piece, i = rules.PieceType(ms[0].val), 1
	}
	var c coords
	if i = c.read(ms, i); c.bad >= 0 {
		return hd, c.bad, nil
	}
	n := c.n
	if n < 2 || c.ms[n-2].role != roleFile || c.ms[n-1].role != roleRank {
		if i < len(ms) {
			return hd, i, nil // a word that cannot come before the destination
		}
		return hd, -1, ErrIncomplete
	}
	hd.to = rules.NewSquare(int(c.ms[n-2].val), int(c.ms[n-1].val))
	if setOrigin(&hd, c.ms[:n-2]) {
		return hd, c.at[1], nil
	}
	if c.capAt >= 0 {
		if c.capAt != n-2 {
			return hd, c.capIdx, nil
		}
		hd.capture, hd.capIdx = true, c.capIdx
	}
	return hd, parseTail(ms, i, &hd, true), nil
}

// coords are the file and rank words of a phrase (origin and destination)
// and where the capture word stands among them.
type coords struct {
	ms            [4]meaning
	at            [4]int // where each stands in the meanings
	n             int
	capAt, capIdx int // the capture word comes before coordinate capAt; it is meaning capIdx
	bad           int // a misplaced fifth coordinate, or -1
}

// read reads coordinates and one capture word from ms[i:] and returns the
// index of the first meaning after them.
func (c *coords) read(ms []meaning, i int) int {
	c.capAt, c.capIdx, c.bad = -1, -1, -1
	for ; i < len(ms); i++ {
		r := ms[i].role
		if r == roleCapture && c.capAt < 0 {
			c.capAt, c.capIdx = c.n, i
			continue
		}
		if r != roleFile && r != roleRank {
			return i
		}
		if c.n == len(c.ms) {
			c.bad = i
			return i
		}
		c.ms[c.n], c.at[c.n] = ms[i], i
		c.n++
	}
	return i
}

// setOrigin reads the origin words before the destination: a file, a rank
// or both in that order. It reports whether the second of two is
// misplaced.
func setOrigin(hd *heard, from []meaning) (bad bool) {
	switch {
	case len(from) == 2 && (from[0].role != roleFile || from[1].role != roleRank):
		return true
	case len(from) == 2:
		hd.fromFile, hd.fromRank = from[0].val, from[1].val
	case len(from) == 1 && from[0].role == roleFile:
		hd.fromFile = from[0].val
	case len(from) == 1:
		hd.fromRank = from[0].val
	}
	return false
}

// parseTail reads what may follow the destination: a promotion piece and
// "en passant" (when full), then check and mate words, each at most once.
// It returns the index of the first misplaced meaning, or -1.
func parseTail(ms []meaning, i int, hd *heard, full bool) int {
	var check, mate bool
	for ; i < len(ms); i++ {
		switch r := ms[i].role; {
		case full && r == rolePiece && hd.promotion == rules.NoPieceType && !hd.enPassant && !check && !mate:
			hd.promotion, hd.promoIdx = rules.PieceType(ms[i].val), i
		case full && r == roleEnPassant && !hd.enPassant && !check && !mate:
			hd.enPassant, hd.epIdx = true, i
		case r == roleCheck && !check && !mate:
			check = true
		case r == roleMate && !mate:
			mate = true
		default:
			return i
		}
	}
	return -1
}
