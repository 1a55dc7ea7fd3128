package rules

// attackTables holds every precomputed attack and geometry table of the
// engine. It is built once, at package initialisation, and only read after.
type attackTables struct {
	knight [64]Bitboard
	king   [64]Bitboard
	pawn   [2][64]Bitboard
	rook   [64]magicEntry
	bishop [64]magicEntry
	// between[a][b] holds the squares strictly between a and b when they
	// share a rank, file or diagonal; line[a][b] the whole line through
	// both (empty otherwise).
	between [64][64]Bitboard
	line    [64][64]Bitboard
	slides  []Bitboard
}

// magicEntry finds the attacks of a slider on one square by multiplying the
// relevant occupancy with a magic number ("fancy" magic bitboards).
type magicEntry struct {
	mask   Bitboard
	magic  uint64
	shift  uint8
	offset uint32
}

var tables = buildTables()

var (
	rookDirs   = [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	bishopDirs = [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
)

func buildTables() *attackTables {
	t := &attackTables{}
	for s := Square(0); s < 64; s++ {
		b := SquareBB(s)
		t.knight[s] = stepAttacks(s, [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}})
		t.king[s] = stepAttacks(s, [][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}})
		t.pawn[White][s] = b.north().east() | b.north().west()
		t.pawn[Black][s] = b.south().east() | b.south().west()
	}
	t.slides = make([]Bitboard, 0, 107648)
	for s := Square(0); s < 64; s++ {
		t.rook[s] = t.addMagic(s, rookDirs, rookMagics[s])
		t.bishop[s] = t.addMagic(s, bishopDirs, bishopMagics[s])
	}
	for a := Square(0); a < 64; a++ {
		for _, d := range append(rookDirs[:], bishopDirs[:]...) {
			ray := Bitboard(0)
			for f, r := a.File()+d[0], a.Rank()+d[1]; onBoard(f, r); f, r = f+d[0], r+d[1] {
				b := NewSquare(f, r)
				t.between[a][b] = ray
				ray |= SquareBB(b)
			}
			full := ray | slideRay(a, [2]int{-d[0], -d[1]}) | SquareBB(a)
			for r := ray; r != 0; {
				t.line[a][r.PopFirst()] = full
			}
		}
	}
	return t
}

func onBoard(f, r int) bool { return f >= 0 && f < 8 && r >= 0 && r < 8 }

func stepAttacks(s Square, steps [][2]int) Bitboard {
	var b Bitboard
	for _, d := range steps {
		if f, r := s.File()+d[0], s.Rank()+d[1]; onBoard(f, r) {
			b |= SquareBB(NewSquare(f, r))
		}
	}
	return b
}

// slideRay returns the squares from s (exclusive) to the edge in direction d.
func slideRay(s Square, d [2]int) Bitboard {
	var b Bitboard
	for f, r := s.File()+d[0], s.Rank()+d[1]; onBoard(f, r); f, r = f+d[0], r+d[1] {
		b |= SquareBB(NewSquare(f, r))
	}
	return b
}

// slowSlide computes slider attacks by walking rays; used to fill the magic
// tables and to check them.
func slowSlide(s Square, dirs [4][2]int, occ Bitboard) Bitboard {
	var b Bitboard
	for _, d := range dirs {
		for f, r := s.File()+d[0], s.Rank()+d[1]; onBoard(f, r); f, r = f+d[0], r+d[1] {
			sq := SquareBB(NewSquare(f, r))
			b |= sq
			if occ&sq != 0 {
				break
			}
		}
	}
	return b
}

// relevantMask is the occupancy that matters for a slider on s: its rays
// without the last square of each.
func relevantMask(s Square, dirs [4][2]int) Bitboard {
	var b Bitboard
	for _, d := range dirs {
		for f, r := s.File()+d[0], s.Rank()+d[1]; onBoard(f+d[0], r+d[1]); f, r = f+d[0], r+d[1] {
			b |= SquareBB(NewSquare(f, r))
		}
	}
	return b
}

func (t *attackTables) addMagic(s Square, dirs [4][2]int, magic uint64) magicEntry {
	mask := relevantMask(s, dirs)
	bitsN := mask.Count()
	e := magicEntry{mask: mask, magic: magic, shift: uint8(64 - bitsN), offset: uint32(len(t.slides))}
	t.slides = t.slides[:len(t.slides)+1<<bitsN]
	// Enumerate every subset of the mask (Carry-Rippler).
	for occ := Bitboard(0); ; occ = (occ - mask) & mask {
		t.slides[e.index(occ)] = slowSlide(s, dirs, occ)
		if occ == mask {
			break
		}
	}
	return e
}

func (e *magicEntry) index(occ Bitboard) uint32 {
	return e.offset + uint32((uint64(occ&e.mask)*e.magic)>>e.shift)
}

// RookAttacks returns the squares a rook on s attacks given the occupied set.
func RookAttacks(s Square, occ Bitboard) Bitboard {
	return tables.slides[tables.rook[s].index(occ)]
}

// BishopAttacks returns the squares a bishop on s attacks given the occupied set.
func BishopAttacks(s Square, occ Bitboard) Bitboard {
	return tables.slides[tables.bishop[s].index(occ)]
}

// QueenAttacks returns the squares a queen on s attacks given the occupied set.
func QueenAttacks(s Square, occ Bitboard) Bitboard {
	return RookAttacks(s, occ) | BishopAttacks(s, occ)
}

// KnightAttacks returns the squares a knight on s attacks.
func KnightAttacks(s Square) Bitboard { return tables.knight[s] }

// KingAttacks returns the squares a king on s attacks.
func KingAttacks(s Square) Bitboard { return tables.king[s] }

// PawnAttacks returns the squares a pawn of colour c on s attacks.
func PawnAttacks(c Color, s Square) Bitboard { return tables.pawn[c][s] }

// Between returns the squares strictly between a and b on a shared line, or
// the empty set.
func Between(a, b Square) Bitboard { return tables.between[a][b] }

// Line returns the whole rank, file or diagonal through a and b, or the empty set.
func Line(a, b Square) Bitboard { return tables.line[a][b] }
