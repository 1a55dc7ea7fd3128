package rules

import (
	"fmt"
	"math/rand/v2"
)

// StandardChess960Number is the Chess960 number of the classical array.
const StandardChess960Number = 518

// knightPlacements lists, for the ten knight codes of the standard Chess960
// numbering, which two of the five squares left after bishops and queen
// the knights take.
var knightPlacements = [10][2]int{{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}

// Chess960BackRank returns the white back rank (files a to h) of Chess960
// start position n, 0 to 959, in the standard numbering (Guidelines II;
// 518 is the classical array RNBQKBNR).
func Chess960BackRank(n int) ([8]PieceType, error) {
	var rank [8]PieceType
	if n < 0 || n > 959 {
		return rank, fmt.Errorf("rules: Chess960 position %d: the numbers run from 0 to 959", n)
	}
	rank[n%4*2+1] = Bishop // light-squared bishop on b, d, f or h
	n /= 4
	rank[n%4*2] = Bishop // dark-squared bishop on a, c, e or g
	n /= 4
	placeNth(&rank, n%6, Queen)
	n /= 6
	k := knightPlacements[n]
	placeNth(&rank, k[1], Knight) // the later square first, so k[0] still counts the same
	placeNth(&rank, k[0], Knight)
	for _, t := range []PieceType{Rook, King, Rook} {
		placeNth(&rank, 0, t)
	}
	return rank, nil
}

// placeNth puts t on the i-th empty square (0-based) of rank.
func placeNth(rank *[8]PieceType, i int, t PieceType) {
	for f := range rank {
		if rank[f] != NoPieceType {
			continue
		}
		if i == 0 {
			rank[f] = t
			return
		}
		i--
	}
}

// Chess960Position returns Chess960 start position n (0–959), with full
// castling rights and Chess960 castling notation (also for n = 518).
func Chess960Position(n int) (Position, error) {
	rank, err := Chess960BackRank(n)
	if err != nil {
		return Position{}, err
	}
	var back, castle []byte
	for f, t := range rank {
		back = append(back, t.Letter())
		if t == Rook {
			castle = append(castle, byte('A'+f))
		}
	}
	castle = []byte{castle[1], castle[0], castle[1] + 32, castle[0] + 32}
	fen := fmt.Sprintf("%s/pppppppp/8/8/8/8/PPPPPPPP/%s w %s - 0 1", toLower(back), back, castle)
	p, err := ParseFEN960(fen)
	if err != nil {
		return Position{}, fmt.Errorf("rules: Chess960 position %d: %w", n, err)
	}
	return p, nil
}

func toLower(b []byte) []byte {
	out := make([]byte, len(b))
	for i, c := range b {
		out[i] = c + 'a' - 'A'
	}
	return out
}

// RandomChess960 returns a start position drawn uniformly from the 960 by
// r, and its number.
func RandomChess960(r *rand.Rand) (Position, int) {
	n := r.IntN(960)
	p, err := Chess960Position(n)
	if err != nil {
		panic(err) // n is always in range
	}
	return p, n
}
