package notation

import (
	"testing"

	"github.com/tactuschess/tactus/rules"
)

// Positions used by several tests.
const (
	fenStart      = rules.StartFEN
	fenTwoKnights = "rnbqkbnr/ppp1pppp/8/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 3"
	fenRooksFile  = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1"
	fenQueens     = "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1"
	fenPinned     = "4k3/8/8/8/1b6/8/3N4/4K1N1 w - - 0 1"
	fenUnpinned   = "4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1"
	fenPromo      = "3r4/4P3/8/8/7k/8/8/4K3 w - - 0 1"
	fenCastle     = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
	fenFool       = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2"
	fenEP         = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"
	fen960        = "4k3/8/8/8/8/8/8/1R3KR1 w GB - 0 1"
	// A white pawn on b3 and a bishop on f1 can both go to c4 (a black
	// pawn stands there): bc4 is ambiguous in English.
	fenBC4 = "4k3/8/8/8/2p5/1P6/8/4KB2 w - - 0 1"
	// Only the bishop can reach c4: bc4 is the bishop.
	fenBC4Bishop = "4k3/8/8/8/8/1P6/8/4KB2 w - - 0 1"
	fenKiwipete  = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
)

// mustFEN parses fen or fails the test.
func mustFEN(t testing.TB, fen string) rules.Position {
	t.Helper()
	pos, err := rules.ParseFEN(fen)
	if err != nil {
		t.Fatalf("ParseFEN(%q): %v", fen, err)
	}
	return pos
}

// mustUCI returns the legal move uci in pos or fails the test.
func mustUCI(t testing.TB, pos *rules.Position, uci string) rules.Move {
	t.Helper()
	m, err := pos.ParseUCI(uci)
	if err != nil {
		t.Fatalf("ParseUCI(%q) in %s: %v", uci, pos.FEN(), err)
	}
	return m
}
