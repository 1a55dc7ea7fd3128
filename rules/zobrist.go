package rules

// zobristKeys are the random numbers whose XOR identifies a position.
type zobristKeys struct {
	piece [16][64]uint64
	// castling[i][f]: castling right i (white king side, white queen
	// side, black king side, black queen side) with its rook on file f.
	castling [4][8]uint64
	epFile   [8]uint64
	black    uint64
}

var zobrist = newZobrist()

// newZobrist fills the keys from a fixed-seed SplitMix64 sequence, so keys
// (and any hash printed in a test) are the same on every run.
func newZobrist() *zobristKeys {
	z := &zobristKeys{}
	state := uint64(0x7ac7_05c8_e55_2026)
	next := func() uint64 {
		state += 0x9e3779b97f4a7c15
		x := state
		x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
		x = (x ^ x>>27) * 0x94d049bb133111eb
		return x ^ x>>31
	}
	for p := range z.piece {
		for s := range z.piece[p] {
			z.piece[p][s] = next()
		}
	}
	for i := range z.castling {
		for f := range z.castling[i] {
			z.castling[i][f] = next()
		}
	}
	for i := range z.epFile {
		z.epFile[i] = next()
	}
	z.black = next()
	return z
}

// castlingKey is the part of the Zobrist key for the given castling rights: each
// right together with the file of its rook, so Chess960 rights that name
// different rooks differ (9.2.3: the same possible moves).
func (p *Position) castlingKey(rights uint8) uint64 {
	var k uint64
	for i := range 4 {
		if rights&(1<<i) != 0 {
			k ^= zobrist.castling[i][p.castleRook[i].File()]
		}
	}
	return k
}
