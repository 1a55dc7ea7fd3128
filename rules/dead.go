package rules

// IsDead reports whether the position is dead (5.2.2): no series of legal
// moves can lead to checkmate for either side. A position is dead only when
// neither side can mate, each judged as CanCheckmate judges it: so it is
// exact for every position without pawns (K v K, K+B v K, K+N v K, bishops
// all on one colour however many; but not K+B v K+B on opposite colours,
// K+N v K+N, K+B v K+N or K+N v K+R). With pawns it recognises positions
// of kings and pawns where every pawn is blocked, no pawn can capture and
// no king can reach an enemy pawn. It never calls a position dead where a
// mate is possible; some rarer dead positions (fortresses with pieces and
// pawns) are not recognised.
func (p *Position) IsDead() bool {
	if !p.canMateByMaterial(White) && !p.canMateByMaterial(Black) {
		return true
	}
	return p.isPawnLockDead()
}

// CanCheckmate reports whether colour c could still checkmate its opponent
// by any series of legal moves (a helpmate), as Articles 6.9, 7.5.5 and the
// sealed-move rules ask when a flag falls, a second illegal move is made or
// a sealed move is invalid. It is sound: it never answers false when a
// helpmate exists. It is exact when c has no pawn, rook or queen: then the
// answer depends on material alone and comes from mateSignatures, a table
// an exhaustive search of every placement proves (mate_gen_test.go). So
// K+B cannot mate K+R or K+Q, K+N cannot mate K+Q, while K+N can mate K+R
// and K+B can mate K+N.
func (p *Position) CanCheckmate(c Color) bool {
	return p.canMateByMaterial(c) && !p.isPawnLockDead()
}

// canMateByMaterial reports whether c's material, helped by whatever the
// opponent has, is enough for some checkmate of the opponent.
//
// A pawn, rook or queen of c's is taken as enough (sound; a rook or queen
// is always enough, and a pawn may promote to one).
//
// Otherwise c has only knights and bishops and no move of c's ever adds
// material. Material then only shrinks by captures, which either side may
// make in a helpmate (the one assumption: pawnless pieces can reach any
// quiet placement of themselves), and every opponent's pawn may promote to
// a knight (no pawn of c's can stop it); since one knight lets any minor
// piece mate, counting pawns as knights is exact. So c can mate exactly
// when some signature in mateSignatures fits within c's pieces and the
// opponent's. The table is exact for the materials its search enumerates
// (every placement of up to three pieces besides the kings, four without
// -short), and no larger material adds a new way to mate:
//   - two minor pieces other than same-coloured bishops already mate a bare
//     king, so only a lone knight and same-coloured bishops remain;
//   - a lone knight against queens only: with the knight checking from
//     (1,2) off the king, a queen on (0,1) or (1,1) would take it, and one
//     on (1,0) would see it through the empty (1,1); so (0,1) and (1,0) are
//     empty and need c's king, which cannot guard both without standing
//     next to the checked king;
//   - bishops of one colour against rooks, queens and bishops of that
//     colour: the checked king and the next square S towards the checker
//     (the checker itself in a contact check) are two corners of a 2x2
//     block whose other two corners are of the other colour; c's king
//     cannot guard both, so a rook or queen stands on one and interposes on
//     S or takes the checker. No bishop pins it there, and two bishops of
//     one colour never give double check: the bishop that moved would have
//     to leave one diagonal through the king for the other, parallel one.
func (p *Position) canMateByMaterial(c Color) bool {
	own := p.byColor[c]
	if own&(p.byType[Pawn]|p.byType[Rook]|p.byType[Queen]) != 0 {
		return true
	}
	mater, victim := p.mateKinds(c), p.mateKinds(c.Other())
	victim[kindKnight] += uint8(p.Pieces(c.Other(), Pawn).Count())
	for _, sig := range mateSignatures {
		if sig.fits(mater, victim) {
			return true
		}
	}
	return false
}

// The kinds of piece a mateSignature counts. A bishop's kind is the colour
// of its squares, which it never leaves.
const (
	kindKnight = iota
	kindLightBishop
	kindDarkBishop
	kindRook
	kindQueen
	numKinds
)

// mateSignature is a material with which one side, the mater, can
// checkmate the other, the victim: the counts of each kind of non-king
// piece on either side.
type mateSignature struct {
	mater, victim kindCounts
}

// kindCounts counts one side's pieces of each kind.
type kindCounts [numKinds]uint8

// fits reports whether the signature's pieces are among mater's and
// victim's.
func (s mateSignature) fits(mater, victim kindCounts) bool {
	for k := range numKinds {
		if s.mater[k] > mater[k] || s.victim[k] > victim[k] {
			return false
		}
	}
	return true
}

// mateKinds counts c's knights, bishops by square colour, rooks and queens.
func (p *Position) mateKinds(c Color) kindCounts {
	bishops := p.Pieces(c, Bishop)
	return kindCounts{
		kindKnight:      uint8(p.Pieces(c, Knight).Count()),
		kindLightBishop: uint8((bishops & LightSquares).Count()),
		kindDarkBishop:  uint8((bishops &^ LightSquares).Count()),
		kindRook:        uint8(p.Pieces(c, Rook).Count()),
		kindQueen:       uint8(p.Pieces(c, Queen).Count()),
	}
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
