package rules

// zobristKeys are the random numbers whose XOR identifies a position.
type zobristKeys struct {
	piece    [16][64]uint64
	castling [16]uint64
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
		z.castling[i] = next()
	}
	for i := range z.epFile {
		z.epFile[i] = next()
	}
	z.black = next()
	return z
}
