package ask

import (
	"fmt"
	"strings"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/rules"
)

// Changed says, square by square, what stands on pos where it differs
// from was ("Eva vier: White Bauer, was empty"), for a player setting the
// tactile board right; nothing changed is said so.
func (a Asker) Changed(was, pos *rules.Position) []Answer {
	u := a.ui()
	var out []Answer
	for sq := rules.A1; sq <= rules.H8; sq++ {
		old, now := was.PieceAt(sq), pos.PieceAt(sq)
		if old == now {
			continue
		}
		p := a.vocab().AppendSquare(nil, sq)
		p = append(append(p, sep(":")), a.Contents(now)...)
		p = append(append(p, sep(","), a.message(u.Game.Was)), a.Contents(old)...)
		out = append(out, phrased(p))
	}
	if len(out) == 0 {
		return []Answer{{Text: u.Game.NothingChanged}}
	}
	return out
}

// Verify compares a rank or file the player reads off the tactile board
// with pos and says where they differ: "verify rank 4 4P3", "verify file
// e . P . . . . p .", "verify rank 5 empty" (see ReadLine).
func (a Asker) Verify(pos *rules.Position, args []string) []Answer {
	u := a.ui()
	if len(args) < 3 {
		return refuse(u.Game.VerifyHow)
	}
	var squares [8]rules.Square
	var name string
	switch kind := strings.ToLower(args[0]); {
	case kind == "rank" || kind == strings.ToLower(u.Lang.Rank):
		r := a.ParseRank(args[1])
		if r < 0 {
			return refuse(u.Game.VerifyHow)
		}
		for f := range squares {
			squares[f] = rules.NewSquare(f, r)
		}
		name = fmt.Sprintf("%s %d", u.Lang.Rank, r+1)
	case kind == "file" || kind == strings.ToLower(u.Lang.File):
		f := a.ParseFile(args[1])
		if f < 0 {
			return refuse(u.Game.VerifyHow)
		}
		for r := range squares {
			squares[r] = rules.NewSquare(f, r)
		}
		name = fmt.Sprintf("%s %c", u.Lang.File, 'a'+f)
	default:
		return refuse(u.Game.VerifyHow)
	}
	felt, why := a.ReadLine(strings.Join(args[2:], ""))
	if why != "" {
		return refuse(why)
	}
	var out []Answer
	for i, sq := range squares {
		want := pos.PieceAt(sq)
		if felt[i] == want {
			continue
		}
		p := a.vocab().AppendSquare(nil, sq)
		p = append(append(p, sep(":"), a.message(u.Game.RecordHas)), a.Contents(want)...)
		p = append(append(p, sep(","), a.message(u.Game.YouHave)), a.Contents(felt[i])...)
		out = append(out, phrased(p))
	}
	if len(out) == 0 {
		return []Answer{{Text: catalog.Fill(u.Game.Matches, name)}}
	}
	return out
}

// ReadLine reads the eight squares of a rank or file, from the a-file (or
// the first rank) on, in FEN letters (white upper case), digits for runs
// of empty squares and . - or _ for one, or the word empty; why says in
// a sentence why it cannot ("" when it can).
func (a Asker) ReadLine(s string) (out [8]rules.Piece, why string) {
	u := a.ui()
	if strings.EqualFold(s, "empty") || strings.EqualFold(s, u.Game.EmptyWord) {
		return out, ""
	}
	n := 0
	for _, r := range s {
		if n >= 8 && r != ' ' {
			return out, catalog.Fill(u.Game.TooManySquares, s)
		}
		switch {
		case r >= '1' && r <= '8':
			n += int(r - '0')
			if n > 8 {
				return out, catalog.Fill(u.Game.TooManySquares, s)
			}
		case r == '.' || r == '-' || r == '_':
			n++
		default:
			pc, ok := fenPiece(r)
			if !ok {
				return out, catalog.Fill(u.Game.NotPieceLetter, string(r))
			}
			out[n] = pc
			n++
		}
	}
	if n != 8 {
		return out, u.N(u.Game.SquaresNotEight, n, s)
	}
	return out, ""
}

// fenPiece reads a FEN piece letter.
func fenPiece(r rune) (rules.Piece, bool) {
	if i := strings.IndexRune("PNBRQK", r); i >= 0 {
		return rules.MakePiece(rules.White, rules.PieceType(i+1)), true
	}
	if i := strings.IndexRune("pnbrqk", r); i >= 0 {
		return rules.MakePiece(rules.Black, rules.PieceType(i+1)), true
	}
	return rules.NoPiece, false
}
