package braille

import (
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// Move returns m, a legal move in pos, in the chess code: piece letter,
// origin file and/or rank where SAN needs them (FIDE Appendix C.10),
// capture sign, destination, promotion, en passant, then check or mate.
func (c *Code) Move(pos *rules.Position, m rules.Move) Cells {
	return c.AppendMove(nil, pos, m)
}

// AppendMove appends c.Move(pos, m) to dst.
func (c *Code) AppendMove(dst Cells, pos *rules.Position, m rules.Move) Cells {
	if m.IsCastling() {
		if m.IsKingside() {
			dst = append(dst, c.CastleShort...)
		} else {
			dst = append(dst, c.CastleLong...)
		}
		return c.appendCheck(dst, pos, m)
	}
	from, to := m.From(), m.To()
	mover := pos.PieceAt(from)
	capture := pos.PieceAt(to) != rules.NoPiece || m.IsEnPassant()
	if mover.Type() == rules.Pawn {
		if capture {
			dst = append(dst, c.Files[from.File()])
		}
	} else {
		dst = append(dst, c.Pieces[mover.Type()%7])
		file, rank := notation.Disambiguation(pos, m)
		if file {
			dst = append(dst, c.Files[from.File()])
		}
		if rank {
			dst = append(dst, c.Digits[from.Rank()+1])
		}
	}
	if capture {
		dst = append(dst, c.Capture...)
	}
	dst = append(dst, c.Square(to)...)
	if p := m.Promotion(); p != rules.NoPieceType {
		dst = append(dst, c.Promotion...)
		dst = append(dst, c.Pieces[p%7])
	}
	if m.IsEnPassant() {
		dst = append(dst, c.EnPassant...)
	}
	return c.appendCheck(dst, pos, m)
}

// appendCheck appends the check or mate sign the move deserves.
func (c *Code) appendCheck(dst Cells, pos *rules.Position, m rules.Move) Cells {
	switch pos.CheckAfter(m) {
	case rules.Check:
		return append(dst, c.Check...)
	case rules.Mate:
		return append(dst, c.Mate...)
	}
	return dst
}

// NumberedMove returns an isolated numbered move as the code writes it
// (1.2, 1.3): the move number in lower digits, a blank, then Black's
// mark and the move for a Black move, or the move alone (no mark) for
// White's. pos is the position before the move.
func (c *Code) NumberedMove(pos *rules.Position, m rules.Move) Cells {
	dst := c.Number(nil, pos.FullmoveNumber())
	dst = append(dst, Blank)
	if pos.SideToMove() == rules.Black {
		dst = append(dst, c.BlackMove...)
	}
	return c.AppendMove(dst, pos, m)
}

// Scoresheet returns the moves of game g, one line per move number:
// "⠂⠀⠑⠲⠀⠑⠢" for 1. e4 e5. A game starting with Black's move begins with
// "⠂⠀⠤⠑⠢".
func (c *Code) Scoresheet(g *rules.Game) []Cells {
	pos := g.Start()
	var lines []Cells
	var line Cells
	for _, m := range g.Moves() {
		if pos.SideToMove() == rules.White || line == nil {
			if line != nil {
				lines = append(lines, line)
			}
			line = c.NumberedMove(&pos, m)
		} else {
			line = append(line, Blank)
			line = c.AppendMove(line, &pos, m)
		}
		if pos.Play(m) != nil { // cannot happen: g holds legal moves only
			break
		}
	}
	if line != nil {
		lines = append(lines, line)
	}
	return lines
}
