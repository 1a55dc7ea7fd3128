package rules

import "fmt"

// play makes the move m without checking it: m must be legal in p (from
// LegalMoves, or checked by IsLegal). Perft and Game's replays use it;
// everyone else calls Play.
func (p *Position) play(m Move) {
	from, to := m.From(), m.To()
	us := p.side
	if p.ep != NoSquare {
		p.hash ^= zobrist.epFile[p.ep.File()]
		p.ep = NoSquare
	}
	p.halfmove++
	moved := p.board[from]
	switch m.Kind() {
	case Castling:
		rook := p.remove(to)
		p.remove(from)
		p.put(m.KingTo(), moved)
		p.put(m.RookTo(), rook)
	case EnPassant:
		p.remove(to ^ 8)
		p.remove(from)
		p.put(to, moved)
		p.halfmove = 0
	default:
		if p.board[to] != NoPiece {
			p.remove(to)
			p.halfmove = 0
		}
		p.remove(from)
		if promo := m.Promotion(); promo != NoPieceType {
			p.put(to, MakePiece(us, promo))
		} else {
			p.put(to, moved)
		}
		if moved.Type() == Pawn {
			p.halfmove = 0
			if m.Kind() == DoublePush {
				p.setEnPassant(from, to)
			}
		}
	}
	if p.rights != 0 {
		p.updateRights(moved, from, to)
	}
	p.side = us.Other()
	p.hash ^= zobrist.black
	if us == Black {
		p.fullmove++
	}
}

// setEnPassant records the square a double-stepping pawn passed over when
// an enemy pawn stands beside it.
func (p *Position) setEnPassant(from, to Square) {
	them := p.side.Other()
	target := (from + to) / 2
	if tables.pawn[p.side][target]&p.Pieces(them, Pawn) != 0 {
		p.ep = target
		p.hash ^= zobrist.epFile[target.File()]
	}
}

// updateRights removes the castling rights a move of piece from `from` to
// `to` destroys: a king move loses both, a rook leaving or being captured on
// its castling square loses that one.
func (p *Position) updateRights(moved Piece, from, to Square) {
	old := p.rights
	if moved.Type() == King {
		p.rights &^= 3 << (2 * uint(moved.Color()))
	}
	for i := range 4 {
		if p.rights&(1<<i) != 0 && (p.castleRook[i] == from || p.castleRook[i] == to) {
			p.rights &^= 1 << i
		}
	}
	if old != p.rights {
		p.hash ^= p.castlingKey(old) ^ p.castlingKey(p.rights)
	}
}

// PlayNull passes the turn without moving (for analysis; never legal in a
// game). It clears the en passant square and counts as a ply does: the
// halfmove clock goes up by one, and the fullmove number after Black
// passes, so moves after it are numbered on (as PGN's null move "--"
// numbers them). It refuses, with an error wrapping ErrIllegalMove, while
// the side to move is in check: the king could then be taken.
func (p *Position) PlayNull() error {
	if p.InCheck() {
		return fmt.Errorf("rules: a null move while %s is in check: %w", p.side, ErrIllegalMove)
	}
	if p.ep != NoSquare {
		p.hash ^= zobrist.epFile[p.ep.File()]
		p.ep = NoSquare
	}
	p.halfmove++
	if p.side == Black {
		p.fullmove++
	}
	p.side = p.side.Other()
	p.hash ^= zobrist.black
	return nil
}
