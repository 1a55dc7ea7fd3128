package rules

// IsDead reports whether the position is dead (5.2.2): no series of legal
// moves can lead to checkmate for either side. It recognises every
// position without mating material for either side (including any number
// of bishops all on squares of one colour) and positions of kings and pawns
// where every pawn is blocked, no pawn can capture and no king can reach an
// enemy pawn. It never calls a position dead where a mate is possible; some
// rarer dead positions (fortresses with pieces) are not recognised.
func (p *Position) IsDead() bool {
	if !p.canMateByMaterial(White) && !p.canMateByMaterial(Black) {
		return true
	}
	return p.isPawnLockDead()
}

// CanCheckmate reports whether colour c could still checkmate its opponent
// by any series of legal moves (a helpmate), as Articles 6.9 and 7.5.5 ask
// when a flag falls or a second illegal move is made. It is sound: it never
// answers false when a helpmate exists; and it is exact when the answer
// depends on material alone (K+N v K+Q: true; K+B v K: false).
func (p *Position) CanCheckmate(c Color) bool {
	return p.canMateByMaterial(c) && !p.isPawnLockDead()
}

// canMateByMaterial reports whether c's material, helped by whatever the
// opponent has, is enough for some checkmate:
//   - a bare king never mates;
//   - a lone knight mates only with an enemy piece or pawn to block its
//     victim's king;
//   - bishops all on one colour of square mate only if the opponent has a
//     knight, a pawn, a rook, a queen or a bishop on the other colour;
//   - anything else (a pawn, a rook, a queen, two knights, bishops on both
//     colours, knight and bishop) can mate.
func (p *Position) canMateByMaterial(c Color) bool {
	own := p.byColor[c]
	if own&(p.byType[Pawn]|p.byType[Rook]|p.byType[Queen]) != 0 {
		return true
	}
	knights, bishops := own&p.byType[Knight], own&p.byType[Bishop]
	theirs := p.byColor[c.Other()] &^ p.byType[King]
	switch {
	case knights == 0 && bishops == 0:
		return false
	case bishops == 0 && knights.Count() == 1:
		return theirs != 0
	case knights != 0:
		return true
	}
	// Only bishops. Mate needs a square of the other colour to be guarded
	// or blocked: both colours of bishop, or any enemy material other than
	// bishops on the same colour.
	light := bishops&LightSquares != 0
	dark := bishops&^LightSquares != 0
	if light && dark {
		return true
	}
	sameColour := LightSquares
	if dark {
		sameColour = ^LightSquares
	}
	return theirs&^(p.byType[Bishop]&sameColour) != 0
}

// isPawnLockDead recognises dead positions with only kings and pawns in
// which every pawn is blocked head-on by a pawn, no pawn can capture (en
// passant included), and
// neither king can ever reach an enemy pawn it may take: nothing can then
// change but the kings' squares, and kings alone cannot mate.
func (p *Position) isPawnLockDead() bool {
	if p.byType[0] != p.byType[Pawn]|p.byType[King] || p.byType[Pawn] == 0 {
		return false
	}
	if p.LegalEnPassant() != NoSquare {
		return false // the en passant capture unlocks the pawns
	}
	wp, bp := p.Pieces(White, Pawn), p.Pieces(Black, Pawn)
	pawns := wp | bp
	if wp.north()&^pawns != 0 || bp.south()&^pawns != 0 {
		return false // some pawn can advance
	}
	wAtt := wp.north().east() | wp.north().west()
	bAtt := bp.south().east() | bp.south().west()
	if wAtt&bp != 0 || bAtt&wp != 0 {
		return false // a pawn can capture
	}
	return !kingCanReach(p.KingSquare(White), wp|bAtt, bp&^bAtt) &&
		!kingCanReach(p.KingSquare(Black), bp|wAtt, wp&^wAtt)
}

// kingCanReach reports whether a king starting on from, never entering the
// blocked squares, can reach one of the goal squares. Goals are enemy pawns
// no other enemy pawn defends; blocked squares are the king's own pawns and
// the squares enemy pawns attack. The enemy king is ignored, which can only
// make more squares reachable: the answer errs on the side of "reachable".
func kingCanReach(from Square, blocked, goals Bitboard) bool {
	seen := SquareBB(from)
	frontier := seen
	for frontier != 0 {
		var next Bitboard
		for f := frontier; f != 0; {
			next |= tables.king[f.PopFirst()]
		}
		if next&goals != 0 {
			return true
		}
		next &^= seen | blocked
		seen |= next
		frontier = next
	}
	return false
}
