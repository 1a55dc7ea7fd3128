package rules

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// StartFEN is the FEN of the standard starting position.
const StartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// ErrBadFEN is wrapped by every error ParseFEN returns.
var ErrBadFEN = errors.New("bad FEN")

// FENError says which field of a FEN is wrong and how: Problem for the
// app to put in its own words, Msg in English for logs.
type FENError struct {
	Field   int    // 1 to 6
	Name    string // "piece placement", "side to move", …
	Problem FENProblem
	Msg     string
}

// FENProblem says what is wrong with a FEN.
type FENProblem uint8

// The problems a FENError names.
const (
	// FENFieldCount: the FEN is empty, lacks a field (it has 6, the two
	// counters may be left out) or has text after the sixth.
	FENFieldCount FENProblem = iota + 1
	// FENRankCount: the placement has not 8 ranks.
	FENRankCount
	// FENBadLetter: a character of the placement is neither a piece letter
	// (KQRBNP, kqrbnp) nor a digit 1-8.
	FENBadLetter
	// FENDigitRun: two digits follow each other in a rank ("44", "17"); FEN
	// writes each run of empty squares as one digit.
	FENDigitRun
	// FENRankLength: a rank has more or fewer than 8 squares.
	FENRankLength
	// FENPawnOnEdge: a pawn stands on the first or eighth rank.
	FENPawnOnEdge
	// FENKingCount: a side has no king or more than one.
	FENKingCount
	// FENTooManyPieces: a side has more than 8 pawns, or more promoted
	// pieces than missing pawns.
	FENTooManyPieces
	// FENSideToMove: the side to move is neither w nor b.
	FENSideToMove
	// FENCheck: the side not to move is in check, or the side to move is
	// in a check no single move can give.
	FENCheck
	// FENCastling: the castling field is malformed or names a right whose
	// king or rook is missing.
	FENCastling
	// FENEnPassant: the e.p. square is malformed or no double step can
	// have passed over it.
	FENEnPassant
	// FENCounter: a move counter is not a number in its range.
	FENCounter
)

var fenFieldNames = [...]string{"", "piece placement", "side to move", "castling", "en passant", "halfmove clock", "fullmove number"}

func (e *FENError) Error() string {
	return fmt.Sprintf("rules: bad FEN: field %d (%s): %s", e.Field, e.Name, e.Msg)
}

// Unwrap makes errors.Is(err, ErrBadFEN) true.
func (e *FENError) Unwrap() error { return ErrBadFEN }

func fenErr(field int, problem FENProblem, format string, a ...any) error {
	return &FENError{Field: field, Name: fenFieldNames[field], Problem: problem, Msg: fmt.Sprintf(format, a...)}
}

// StartPosition returns the standard starting position.
func StartPosition() Position {
	p, err := ParseFEN(StartFEN)
	if err != nil {
		panic(err) // StartFEN is a constant known to be valid
	}
	return p
}

// ParseFEN reads a position in Forsyth-Edwards Notation. The castling
// field may be standard (KQkq), X-FEN (KQkq naming the outermost rook, a
// file letter for an inner one) or Shredder-FEN (HAha). File letters make
// the position a Chess960 one; KQkq alone must read as standard chess,
// with the king on e1 or e8 and the rook in the corner: a FEN whose KQkq
// needs a Chess960 reading (a king on d1, say) is refused unless read with
// ParseFEN960. The two move counters may be left out (they default to 0
// and 1).
//
// Positions no game can reach are refused: a wrong number of kings, more
// than eight pawns or more promoted pieces than missing pawns, a pawn on
// the first or eighth rank, the side not to move in check, three or more
// checkers, a double check no single move can give (two knights, a pawn
// and a knight, two pieces neither of which can have uncovered the
// other), and a check the double step that the e.p. square records
// cannot have given. Errors are *FENError values naming the field and
// what is wrong, and wrap ErrBadFEN.
func ParseFEN(fen string) (Position, error) { return parseFEN(fen, false, true) }

// ParseFEN960 reads the FEN of a Chess960 position (Guidelines II), as
// ParseFEN does except that KQkq name the outermost rook on each side of
// the king wherever king and rooks stand, and the position is Chess960
// whatever its castling field says: FEN and UCI write its castling the
// Chess960 way (HAha, king takes rook). Use it where the game is declared
// Chess960, as by a PGN Variant tag.
func ParseFEN960(fen string) (Position, error) { return parseFEN(fen, true, true) }

// ParseSetUp reads the FEN of a set-up position that need not have arisen
// in a game (a study, a lichess "From Position" game, a handicap): it
// accepts what ParseFEN refuses only because no game can reach it — more
// than eight pawns of a side, checks no last move can have given — and
// still requires one king a side, the side not to move not in check, no
// pawn on the first or last rank and no more promoted pieces than missing
// pawns (which keeps the legal moves countable). unreachable says, in one
// sentence, why the position cannot arise in a game; "" when it can.
func ParseSetUp(fen string, chess960 bool) (p Position, unreachable string, err error) {
	p, err = parseFEN(fen, chess960, false)
	if err != nil {
		return p, "", err
	}
	if why := p.unreachable(); why != "" {
		return p, why, nil
	}
	ep := NoSquare
	if fields := strings.Fields(fen); fields[3] != "-" {
		ep, _ = ParseSquare(fields[3])
	}
	if err := p.checkChecks(ep); err != nil {
		var fe *FENError
		if errors.As(err, &fe) {
			return p, fe.Msg, nil
		}
		return p, err.Error(), nil
	}
	return p, "", nil
}

// parseFEN reads a FEN, as Chess960 if chess960; reachable asks for the
// checks on the position's checks (tests turn them off to run perft on
// the few unreachable positions of the published suites).
func parseFEN(fen string, chess960, reachable bool) (Position, error) {
	var p Position
	fields := strings.Fields(fen)
	if len(fields) < 4 {
		if len(fields) == 0 {
			return p, fenErr(1, FENFieldCount, "empty FEN")
		}
		return p, fenErr(len(fields)+1, FENFieldCount, "missing (a FEN has 6 fields, at least 4)")
	}
	if len(fields) > 6 {
		return p, fenErr(6, FENFieldCount, "unexpected text %q after the sixth field", fields[6])
	}
	p.ep = NoSquare
	p.fullmove = 1
	if err := p.parsePlacement(fields[0]); err != nil {
		return p, err
	}
	switch fields[1] {
	case "w":
		p.side = White
	case "b":
		p.side = Black
		p.hash ^= zobrist.black
	default:
		return p, fenErr(2, FENSideToMove, "%q is neither w nor b", fields[1])
	}
	if err := p.parseCastling(fields[2], chess960); err != nil {
		return p, err
	}
	ep, err := p.parseEnPassant(fields[3])
	if err != nil {
		return p, err
	}
	if err := p.parseCounters(fields[4:]); err != nil {
		return p, err
	}
	if p.AttackersTo(p.KingSquare(p.side.Other()), p.byType[0])&p.byColor[p.side] != 0 {
		return p, fenErr(2, FENCheck, "%s is to move but %s is in check", p.side, p.side.Other())
	}
	if reachable {
		if why := p.unreachable(); why != "" {
			return p, fenErr(1, FENTooManyPieces, "%s", why)
		}
		if err := p.checkChecks(ep); err != nil {
			return p, err
		}
	}
	return p, nil
}

func (p *Position) parsePlacement(s string) error {
	ranks := strings.Split(s, "/")
	if len(ranks) != 8 {
		return fenErr(1, FENRankCount, "%d ranks instead of 8", len(ranks))
	}
	for i, row := range ranks {
		rank, file := 7-i, 0
		for j := 0; j < len(row); j++ {
			c := row[j]
			if c >= '1' && c <= '8' {
				if j > 0 && row[j-1] >= '1' && row[j-1] <= '8' {
					return fenErr(1, FENDigitRun, "rank %d: %q has two digits in a row; a run of empty squares is one digit", rank+1, row)
				}
				file += int(c - '0')
			} else {
				pc, ok := pieceFromLetter(c)
				if !ok {
					return fenErr(1, FENBadLetter, "rank %d: %q is not a piece letter (KQRBNP, kqrbnp) or 1-8", rank+1, c)
				}
				if file > 7 {
					return fenErr(1, FENRankLength, "rank %d has more than 8 squares", rank+1)
				}
				if pc.Type() == Pawn && (rank == 0 || rank == 7) {
					return fenErr(1, FENPawnOnEdge, "pawn on %v: pawns cannot stand on the first or eighth rank", NewSquare(file, rank))
				}
				p.put(NewSquare(file, rank), pc)
				file++
			}
			if file > 8 {
				return fenErr(1, FENRankLength, "rank %d has more than 8 squares", rank+1)
			}
		}
		if file != 8 {
			return fenErr(1, FENRankLength, "rank %d has %d squares instead of 8", rank+1, file)
		}
	}
	return p.checkMaterial()
}

// checkMaterial rejects placements no game can reach by material alone: a
// missing or extra king, more than 8 pawns, or more promoted pieces than
// missing pawns. This also bounds the number of legal moves below
// MoveList's capacity.
func (p *Position) checkMaterial() error {
	for c := White; c <= Black; c++ {
		if n := p.Pieces(c, King).Count(); n != 1 {
			return fenErr(1, FENKingCount, "%s has %d kings instead of 1", c, n)
		}
		pawns, extra := p.Pieces(c, Pawn).Count(), p.promoted(c)
		if pawns > 16 {
			return fenErr(1, FENTooManyPieces, "%s has %d pawns", c, pawns)
		}
		if extra > 8-min(pawns, 8) {
			return fenErr(1, FENTooManyPieces, "%s has %d pawns and %d promoted pieces: more than 8 in all", c, pawns, extra)
		}
	}
	return nil
}

// promoted counts c's pieces beyond a side's first army (two knights,
// bishops and rooks, one queen): at least that many pawns were promoted.
func (p *Position) promoted(c Color) int {
	extra := 0
	for t, start := range [...]int{Knight: 2, Bishop: 2, Rook: 2, Queen: 1} {
		if t >= int(Knight) {
			extra += max(0, p.Pieces(c, PieceType(t)).Count()-start)
		}
	}
	return extra
}

// unreachable says why the material cannot arise in a game, "" if it
// can: more than eight pawns of a side.
func (p *Position) unreachable() string {
	for c := White; c <= Black; c++ {
		if n := p.Pieces(c, Pawn).Count(); n > 8 {
			return fmt.Sprintf("%s has %d pawns (a game has at most 8)", c, n)
		}
	}
	return ""
}

func pieceFromLetter(c byte) (Piece, bool) {
	i := strings.IndexByte("PNBRQKpnbrqk", c)
	if i < 0 {
		return NoPiece, false
	}
	return MakePiece(Color(i/6), PieceType(i%6+1)), true
}

// parseEnPassant reads the e.p. field and returns the square it names
// (NoSquare for "-"), which p keeps only when a capture on it may follow.
func (p *Position) parseEnPassant(s string) (Square, error) {
	if s == "-" {
		return NoSquare, nil
	}
	sq, err := ParseSquare(s)
	if err != nil {
		return NoSquare, fenErr(4, FENEnPassant, "%q is not - or a square", s)
	}
	wantRank, dir := 5, Square(-8)
	if p.side == Black {
		wantRank, dir = 2, 8
	}
	if sq.Rank() != wantRank {
		return NoSquare, fenErr(4, FENEnPassant, "%v is not on rank %d, where %s could capture en passant", sq, wantRank+1, p.side)
	}
	pawn := MakePiece(p.side.Other(), Pawn)
	if p.board[sq+dir] != pawn || p.board[sq] != NoPiece || p.board[sq-dir] != NoPiece {
		return NoSquare, fenErr(4, FENEnPassant, "no %s pawn can have just passed over %v", p.side.Other(), sq)
	}
	from, to := sq-dir, sq+dir
	p.side = p.side.Other() // setEnPassant looks from the mover's side
	p.setEnPassant(from, to)
	p.side = p.side.Other()
	return sq, nil
}

func (p *Position) parseCounters(fields []string) error {
	for i, f := range fields {
		if strings.Trim(f, "0123456789") != "" {
			return fenErr(5+i, FENCounter, "%q is not a number", f)
		}
	}
	if len(fields) > 0 {
		n, err := strconv.Atoi(fields[0])
		if err != nil || n < 0 || n > 10000 {
			return fenErr(5, FENCounter, "%q is not a number from 0 to 10000", fields[0])
		}
		p.halfmove = n
	}
	if len(fields) > 1 {
		n, err := strconv.Atoi(fields[1])
		if err != nil || n < 1 || n > 100000 {
			return fenErr(6, FENCounter, "%q is not a number from 1 to 100000", fields[1])
		}
		p.fullmove = n
	}
	return nil
}

// FEN returns the position in Forsyth-Edwards Notation. Castling rights are
// written KQkq, or in Shredder-FEN (HAha) for a Chess960 position. The en
// passant square is written only when an en passant capture is legal.
func (p *Position) FEN() string {
	var b strings.Builder
	for rank := 7; rank >= 0; rank-- {
		empty := 0
		for file := range 8 {
			pc := p.board[NewSquare(file, rank)]
			if pc == NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteByte(pc.FENLetter())
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if rank > 0 {
			b.WriteByte('/')
		}
	}
	b.WriteString([...]string{" w ", " b "}[p.side])
	b.WriteString(p.castlingField())
	b.WriteByte(' ')
	b.WriteString(p.LegalEnPassant().String())
	fmt.Fprintf(&b, " %d %d", p.halfmove, p.fullmove)
	return b.String()
}

// LegalEnPassant returns the en passant target square when an en passant
// capture is legal for the side to move, and NoSquare otherwise.
func (p *Position) LegalEnPassant() Square {
	if p.ep == NoSquare {
		return NoSquare
	}
	var l MoveList
	p.enPassantMoves(&l, p.KingSquare(p.side))
	if l.n == 0 {
		return NoSquare
	}
	return p.ep
}
