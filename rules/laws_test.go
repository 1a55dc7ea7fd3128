package rules_test

// An adversarial second review of the rules engine: a slow, obviously
// correct mailbox move generator (the oracle) compared with the engine on
// random playouts, and targeted tests of the edge cases of Articles 3, 5
// and 9 and of Guidelines II (Chess960).

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules"
)

// TestOracleRandomPlayouts compares every legal move list, state and
// status line with the oracle on random games from every position of the
// standard perft suite, a sample of the Chess960 suite and extra tricky
// positions.
func TestOracleRandomPlayouts(t *testing.T) {
	fens := append(epdFENs(t, "standard.epd", 1), epdFENs(t, "chess960.epd", 4)...)
	fens = append(fens, reviewTrickyFENs...)
	games, plies := 2, 300
	if testing.Short() {
		games, plies = 1, 120
	}
	rng := rand.New(rand.NewPCG(2026, 11))
	total, seen := 0, map[string]int{}
	for _, fen := range fens {
		for i := range games {
			before := t.Failed()
			total += playout(t, fen, rng, plies, i%2 == 1, seen)
			if !before && t.Failed() {
				break // one report per start position is enough
			}
		}
	}
	t.Logf("%d plies compared with the oracle from %d positions; cases seen: %v", total, len(fens), seen)
}

// reviewTrickyFENs are Chess960 and en passant positions with castling
// next to attacks, inner rooks and pins.
var reviewTrickyFENs = []string{
	"1r2k1r1/8/8/8/8/8/8/RR4KR w HBgb - 0 1",
	"rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1",
	"r5kr/8/8/8/8/8/8/R5KR w HAha - 0 1",
	"1rk3r1/8/8/8/8/8/8/1RK3R1 w GBgb - 0 1",
	"2r1kr2/8/8/8/8/8/8/2R1KR2 w FCfc - 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	"4k3/8/8/q2pP2K/8/8/8/8 w - d6 0 1",
	"8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1",
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
	"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
	"4k3/8/8/8/8/8/8/rRK4R w BH - 0 1",
	"rR6/8/6k1/8/8/8/8/qR1K3R w BH - 0 1",
	"3rk1r1/8/8/8/8/8/8/bRK3R1 w BG - 0 1",
	"r1k4r/8/8/8/8/8/8/1RK1b2R w HB - 0 1",
	"4k3/8/2p2p2/1pP1pPp1/pP1pP1Pp/P2P3P/8/4K3 b - e3 0 1",
}

func mustFEN(t *testing.T, fen string) rules.Position {
	t.Helper()
	p, err := rules.ParseFEN(fen)
	if err != nil {
		t.Fatalf("ParseFEN(%q): %v", fen, err)
	}
	return p
}

// TestChess960Castling: Guidelines II castling, each case with the
// FEN after it, or "" when the castling must be illegal.
func TestChess960Castling(t *testing.T) {
	tests := []struct{ name, fen, uci, after string }{
		{"king stays, rook moves", "4k3/8/8/8/8/8/8/6KR w H - 0 1", "g1h1", "4k3/8/8/8/8/8/8/5RK1 b - - 1 1"},
		{"rook stays, king moves", "4k3/8/8/8/8/8/8/4KR2 w F - 0 1", "e1f1", "4k3/8/8/8/8/8/8/5RK1 b - - 1 1"},
		{"swap king side", "4k3/8/8/8/8/8/8/5KR1 w G - 0 1", "f1g1", "4k3/8/8/8/8/8/8/5RK1 b - - 1 1"},
		{"swap queen side", "4k3/8/8/8/8/8/8/2RK4 w C - 0 1", "d1c1", "4k3/8/8/8/8/8/8/2KR4 b - - 1 1"},
		{"queen side king moves right", "4k3/8/8/8/8/8/8/RK6 w A - 0 1", "b1a1", "4k3/8/8/8/8/8/8/2KR4 b - - 1 1"},
		{"black king side from b8", "1k5r/8/8/8/8/8/8/4K3 b h - 0 1", "b8h8", "5rk1/8/8/8/8/8/8/4K3 w - - 1 2"},
		{"inner rook, outer rook stays", "4k3/8/8/8/8/8/8/1K3R1R w F - 0 1", "b1f1", "4k3/8/8/8/8/8/8/5RKR b - - 1 1"},
		{"rook path attacked is no bar", "3rk3/8/8/8/8/8/8/RK6 w A - 0 1", "b1a1", "3rk3/8/8/8/8/8/8/2KR4 b - - 1 1"},
		{"castling rook shields the destination", "4k3/8/8/8/8/8/8/rRK5 w B - 0 1", "c1b1", ""},
		{"castling rook shields the path", "4k3/8/8/8/8/8/8/rR1K4 w B - 0 1", "d1b1", ""},
		{"queen behind the rook on the destination", "4k3/8/8/8/8/8/8/qRK5 w B - 0 1", "c1b1", ""},
		{"piece on rook destination", "4k3/8/8/8/8/8/8/1K3BR1 w G - 0 1", "b1g1", ""},
		{"piece on rook destination outside the king's path", "4k3/8/8/8/8/8/8/RK1N4 w A - 0 1", "b1a1", ""},
		{"own rook between", "4k3/8/8/8/8/8/8/1KR4R w H - 0 1", "b1h1", ""},
		{"king path attacked", "4k3/8/8/8/1b6/8/8/1K5R w H - 0 1", "b1h1", ""},
		{"king stays but is in check", "4k1r1/8/8/8/8/8/8/6KR w H - 0 1", "g1h1", ""},
		{"king stays, destination of rook occupied", "4k3/8/8/8/8/8/8/5NKR w H - 0 1", "g1h1", ""},
	}
	for _, tt := range tests {
		p := mustFEN(t, tt.fen)
		m, err := p.ParseUCI(tt.uci)
		switch {
		case tt.after == "" && err == nil:
			t.Errorf("%s: %s %s is legal, want illegal", tt.name, tt.fen, tt.uci)
		case tt.after == "":
		case err != nil:
			t.Errorf("%s: %s %s: %v", tt.name, tt.fen, tt.uci, err)
		case !m.IsCastling():
			t.Errorf("%s: %s %s is not castling", tt.name, tt.fen, tt.uci)
		default:
			if err := p.Play(m); err != nil {
				t.Fatalf("%s: %s %s: %v", tt.name, tt.fen, tt.uci, err)
			}
			if got := p.FEN(); got != tt.after {
				t.Errorf("%s: after %s: %s, want %s", tt.name, tt.uci, got, tt.after)
			}
		}
	}
}

// TestCastlingRightsLostOnCapture: a rook captured on its square
// takes its castling right with it, in standard chess and in Chess960.
func TestCastlingRightsLostOnCapture(t *testing.T) {
	tests := []struct{ fen, uci, after string }{
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "a1a8", "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "h8h1", "r3k3/8/8/8/8/8/8/R3K2r w Qq - 0 2"},
		{"1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1", "b1b8", "1R2k1r1/8/8/8/8/8/8/4K1R1 b Gg - 0 1"},
		{"1r2k1r1/8/8/8/8/6n1/8/1R2K1R1 b GBgb - 0 1", "g3e2", "1r2k1r1/8/8/8/8/8/4n3/1R2K1R1 w GBgb - 1 2"},
		{"rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1", "h1h8", "rk5R/8/8/8/8/8/8/RK6 b Aa - 0 1"},
	}
	for _, tt := range tests {
		p := mustFEN(t, tt.fen)
		m, err := p.ParseUCI(tt.uci)
		if err != nil {
			t.Errorf("%s %s: %v", tt.fen, tt.uci, err)
			continue
		}
		if err := p.Play(m); err != nil {
			t.Fatalf("%s %s: %v", tt.fen, tt.uci, err)
		}
		if got := p.FEN(); got != tt.after {
			t.Errorf("%s %s: %s, want %s", tt.fen, tt.uci, got, tt.after)
		}
	}
}

// TestCastlingFieldForms: X-FEN K/Q name the outermost rook,
// Shredder letters any rook, inner rooks included.
func TestCastlingFieldForms(t *testing.T) {
	tests := []struct {
		fen       string
		declared  bool // read with ParseFEN960
		c         rules.Color
		kingside  bool
		rook, out string // the rook's square and the FEN castling field written
	}{
		{"4k3/8/8/8/8/8/8/R3K1RR w K - 0 1", false, rules.White, true, "h1", "K"},
		{"4k3/8/8/8/8/8/8/R3K1RR w G - 0 1", false, rules.White, true, "g1", "G"},
		{"4k3/8/8/8/8/8/8/RR2K2R w Q - 0 1", false, rules.White, false, "a1", "Q"},
		{"4k3/8/8/8/8/8/8/RR2K2R w B - 0 1", false, rules.White, false, "b1", "B"},
		{"1rr1k3/8/8/8/8/8/8/4K3 w q - 0 1", true, rules.Black, false, "b8", "b"},
		{"1rr1k3/8/8/8/8/8/8/4K3 w c - 0 1", false, rules.Black, false, "c8", "c"},
		{"4k3/8/8/8/8/8/8/4K1R1 w K - 0 1", true, rules.White, true, "g1", "G"},
	}
	for _, tt := range tests {
		parse := rules.ParseFEN
		if tt.declared {
			parse = rules.ParseFEN960
		}
		p, err := parse(tt.fen)
		if err != nil {
			t.Errorf("%s: %v", tt.fen, err)
			continue
		}
		sq, ok := p.CastlingRook(tt.c, tt.kingside)
		if !ok || sq.String() != tt.rook {
			t.Errorf("%s: castling rook %v (%v), want %s", tt.fen, sq, ok, tt.rook)
		}
		if f := strings.Fields(p.FEN()); f[2] != tt.out {
			t.Errorf("%s: FEN writes castling %q, want %q", tt.fen, f[2], tt.out)
		}
	}
}

// TestEnPassant: pins on ranks, files and diagonals, and check. The
// FEN writes the e.p. square only when the capture is legal, and an e.p.
// square without a legal capture leaves the repetition key unchanged.
func TestEnPassant(t *testing.T) {
	tests := []struct {
		name, fen, uci string
		legal          bool
		ep             string // the e.p. field FEN writes back
	}{
		{"rank pin", "8/8/8/KPp4r/8/8/8/7k w - c6 0 1", "b5c6", false, "-"},
		{"rank pin, black", "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1", "e4d3", false, "-"},
		{"diagonal pin, off the line", "4k2b/8/8/3pP3/8/8/1K6/8 w - d6 0 1", "e5d6", false, "-"},
		{"diagonal pin, along the line", "1b2k3/8/8/3pP3/8/6K1/8/8 w - d6 0 1", "e5d6", true, "d6"},
		{"file pin", "4r1k1/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", false, "-"},
		{"takes the checking pawn", "4k3/8/8/3pP3/4K3/8/8/8 w - d6 0 1", "e5d6", true, "d6"},
		{"check discovered by the double step", "4b2k/8/8/1K1pP3/8/8/8/8 w - d6 0 1", "e5d6", false, "-"},
		{"two capturers, one pinned", "8/8/8/8/1pPp3K/8/8/k7 b - c3 0 1", "b4c3", true, "c3"},
	}
	for _, tt := range tests {
		p := mustFEN(t, tt.fen)
		m, err := p.ParseUCI(tt.uci)
		if (err == nil) != tt.legal || err == nil && !m.IsEnPassant() {
			t.Errorf("%s: %s %s: legal=%v (%v), want %v", tt.name, tt.fen, tt.uci, err == nil, err, tt.legal)
		}
		if got := strings.Fields(p.FEN())[3]; got != tt.ep {
			t.Errorf("%s: FEN writes e.p. %q, want %q", tt.name, got, tt.ep)
		}
		without := mustFEN(t, strings.Replace(tt.fen, " "+strings.Fields(tt.fen)[3]+" ", " - ", 1))
		if same := without.RepetitionKey() == p.RepetitionKey(); same == tt.legal {
			t.Errorf("%s: removing the e.p. square keeps RepetitionKey %v, want %v", tt.name, same, !tt.legal)
		}
	}
}

// TestRepetitionWithEnPassant: 9.2.3 with a pawn pinned on a
// diagonal: capture along the pin is legal (the positions differ), off the
// pin it is not (the positions are the same).
func TestRepetitionWithEnPassant(t *testing.T) {
	dance := func(a, b string) string {
		return strings.Repeat(" "+a+b+" e8f8 "+b+a+" f8e8", 2)
	}
	tests := []struct{ fen, moves, want string }{
		{"1b2k3/3p4/8/4P3/8/6K1/8/8 b - - 0 1", "d7d5" + dance("g3", "h3"), "ongoing"},
		{"4k2b/3p4/8/4P3/8/8/1K6/8 b - - 0 1", "d7d5" + dance("b2", "a1"), "ongoing claimable-threefold"},
	}
	for _, tt := range tests {
		g := rules.NewGame(mustFEN(t, tt.fen))
		for _, m := range strings.Fields(tt.moves) {
			if err := g.PlayUCI(m); err != nil {
				t.Fatalf("%s: %v", tt.fen, err)
			}
		}
		if got := g.Status().String(); got != tt.want {
			t.Errorf("%s %s: %q, want %q", tt.fen, tt.moves, got, tt.want)
		}
	}
}

// TestStatusPrecedence: checkmate and stalemate end the game before
// the automatic draws of 9.6 are looked at.
func TestStatusPrecedence(t *testing.T) {
	tests := []struct{ fen, want string }{
		{"R6k/8/6K1/8/8/8/8/8 b - - 150 80", "checkmate 1-0"},
		{"R6k/8/6K1/8/8/8/8/8 b - - 200 80", "checkmate 1-0"},
		{"7k/5Q2/6K1/8/8/8/8/8 b - - 150 80", "stalemate 1/2-1/2"},
		{"7k/5B2/6K1/8/8/8/8/8 b - - 0 1", "stalemate 1/2-1/2"},
		{"8/8/4k3/8/8/4K3/4R3/8 w - - 150 80", "draw 1/2-1/2 seventy-five-moves"},
		{"8/8/4k3/8/8/4K3/4R3/8 w - - 149 80", "ongoing claimable-fifty"},
		{"8/8/4k3/8/8/4K3/4R3/8 w - - 99 80", "ongoing"},
		{"4k3/8/8/8/8/8/8/4K2r w - - 100 80", "ongoing check claimable-fifty"},
	}
	for _, tt := range tests {
		p := mustFEN(t, tt.fen)
		if got := p.Status().String(); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.fen, got, tt.want)
		}
	}
	for _, tt := range []struct {
		s    rules.Status
		want string
	}{
		{rules.Status{Termination: rules.Checkmate, Result: rules.BlackWins}, "checkmate 0-1"},
		{rules.Status{Termination: rules.FivefoldRepetition, Result: rules.Draw}, "draw 1/2-1/2 fivefold-repetition"},
		{rules.Status{Termination: rules.SeventyFiveMoves, Result: rules.Draw}, "draw 1/2-1/2 seventy-five-moves"},
		{rules.Status{Termination: rules.DeadPosition, Result: rules.Draw}, "draw 1/2-1/2 dead-position"},
		{rules.Status{Check: true, ClaimableThreefold: true, ClaimableFifty: true, Result: rules.Unfinished}, "ongoing check claimable-threefold claimable-fifty"},
	} {
		if got := tt.s.String(); got != tt.want {
			t.Errorf("%+v: %q, want %q", tt.s, got, tt.want)
		}
	}
}

// The pawn wall of reviewWall locks every pawn and keeps both kings out;
// with Black to move and e3 as e.p. square, d4xe3 breaks it open.
const reviewWall = "4k3/8/2p2p2/1pP1pPp1/pP1pP1Pp/P2P3P/8/4K3"

// TestDeadAndCanCheckmate: never dead (or "cannot mate") where a
// helpmate exists, and every insufficient-material position recognised.
func TestDeadAndCanCheckmate(t *testing.T) {
	tests := []struct {
		name, fen        string
		dead, canW, canB bool
	}{
		{"K+B v K+P", "8/8/4k3/4p3/8/4K3/4B3/8 w - - 0 1", false, true, true},
		{"K+N v K+P", "8/8/4k3/4p3/8/4K3/4N3/8 w - - 0 1", false, true, true},
		{"K+N v K+N", "8/8/4k3/4n3/8/4K3/4N3/8 w - - 0 1", false, true, true},
		{"K+B v K+N", "8/8/4k3/4n3/8/4K3/4B3/8 w - - 0 1", false, true, true},
		{"opposite bishops", "8/8/4k3/4b3/8/4K3/4B3/8 w - - 0 1", false, true, true},
		{"same bishops", "8/8/4k3/3b4/8/4K3/4B3/8 w - - 0 1", true, false, false},
		{"many same bishops", "b1b5/1b6/4k3/3b4/8/4K3/2B1B1B1/1B6 w - - 0 1", true, false, false},
		{"bishops on both colours", "8/8/4k3/8/8/4K3/3BB3/8 w - - 0 1", false, true, false},
		{"two bishops one colour", "8/8/4k3/8/8/4K3/2B1B3/8 w - - 0 1", true, false, false},
		{"same bishops and a knight", "8/8/4k3/3bn3/8/4K3/4B3/8 w - - 0 1", false, true, true},
		{"K+N v K+Q", "8/8/4k3/4q3/8/4K3/4N3/8 w - - 0 1", false, false, true},
		{"K+B v K", "8/8/4k3/8/8/4K3/4B3/8 w - - 0 1", true, false, false},
		{"K+N v K", "8/8/4k3/8/8/4K3/4N3/8 w - - 0 1", true, false, false},
		{"K+NN v K", "8/8/4k3/8/8/4K3/3NN3/8 w - - 0 1", false, true, false},
		{"K v K+Q", "8/8/4k3/4q3/8/4K3/8/8 w - - 0 1", false, false, true},
		{"K+P v K", "8/8/4k3/8/8/4K3/4P3/8 w - - 0 1", false, true, false},
		{"locked pawns and a bishop", "8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/4B3 w - - 0 1", false, true, true},
		{"locked pawns, kings shut out", reviewWall + " w - - 0 1", true, false, false},
		{"locked pawns but e.p. opens them", reviewWall + " b - e3 0 1", false, true, true},
		{"locked pawns, king takes a pawn", "8/8/4k3/1p1p1p2/1P1P1P2/4K3/8/8 w - - 0 1", false, true, true},
	}
	for _, tt := range tests {
		p := mustFEN(t, tt.fen)
		if got := p.IsDead(); got != tt.dead {
			t.Errorf("%s: IsDead(%s) = %v, want %v", tt.name, tt.fen, got, tt.dead)
		}
		if got := p.CanCheckmate(rules.White); got != tt.canW {
			t.Errorf("%s: CanCheckmate(white) in %s = %v, want %v", tt.name, tt.fen, got, tt.canW)
		}
		if got := p.CanCheckmate(rules.Black); got != tt.canB {
			t.Errorf("%s: CanCheckmate(black) in %s = %v, want %v", tt.name, tt.fen, got, tt.canB)
		}
	}
}

// TestLawsFENErrors: every malformed FEN gives a *FENError naming the
// right field.
func TestLawsFENErrors(t *testing.T) {
	const k = "4k3/8/8/8/8/8/8/4K3"
	tests := []struct {
		fen   string
		field int
	}{
		{"8/8/8/8/8/8/8/8 w - - 0 1", 1},
		{k + "/ w - - 0 1", 1},
		{"4k3/8/8/8/8/8/8/4K2p w - - 0 1", 1},
		{"4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1", 1},
		{"4k3/8/8/8/8/8/8/4K03 w - - 0 1", 1},
		{"4k3/8/8/8/8/8/8/4K4 w - - 0 1", 1},
		{"4k3/8/8/8/8/8/8/♔7 w - - 0 1", 1},
		{k, 2},
		{k + " W - - 0 1", 2},
		{k + " w", 3},
		{k + " w KQ - 0 1", 3},
		{k + " w k - 0 1", 3},
		{k + " w -- - 0 1", 3},
		{"4k3/8/8/8/8/8/8/4K2R w HK - 0 1", 3},
		{"4k3/8/8/8/8/8/8/K6R w H - 0 1", 3},
		{"k7/8/8/8/8/8/8/R6K w A - 0 1", 3},
		{k + " w -", 4},
		{k + " w - e4 0 1", 4},
		{k + " w - e6 0 1", 4},
		{k + " w - E6 0 1", 4},
		{k + " w - d6 0 1", 4},
		{k + " w - - 1.5 1", 5},
		{k + " w - - 99999999999999999999 1", 5},
		{k + " w - - 0 -3", 6},
		{k + " w - - 0 1e9", 6},
		{k + " w - - 0 1\x00", 6},
		{k + " w - - 0 1 0 0", 6},
	}
	for _, tt := range tests {
		_, err := rules.ParseFEN(tt.fen)
		var fe *rules.FENError
		if !errors.As(err, &fe) || !errors.Is(err, rules.ErrBadFEN) {
			t.Errorf("ParseFEN(%q) = %v, want a *FENError", tt.fen, err)
			continue
		}
		if fe.Field != tt.field || fe.Name == "" || !strings.HasPrefix(err.Error(), "rules: ") {
			t.Errorf("ParseFEN(%q) = %q (field %d), want field %d", tt.fen, err, fe.Field, tt.field)
		}
	}
}

// TestMutatedFENsNeverPanic mutates valid FENs byte by byte; every
// FEN ParseFEN accepts must survive move generation, status, dead-position
// tests and perft, and its FEN must read back unchanged.
func TestMutatedFENsNeverPanic(t *testing.T) {
	seeds := append(epdFENs(t, "standard.epd", 4), epdFENs(t, "chess960.epd", 40)...)
	seeds = append(seeds, reviewTrickyFENs...)
	alphabet := []byte("pnbrqkPNBRQK12345678/ wb-KQkqABCDEFGHabcdefgh0369")
	rng := rand.New(rand.NewPCG(7, 7))
	n := 20000
	if testing.Short() {
		n = 2000
	}
	accepted := 0
	for i := range n {
		b := []byte(seeds[i%len(seeds)])
		for range 1 + rng.IntN(3) {
			b[rng.IntN(len(b))] = alphabet[rng.IntN(len(alphabet))]
		}
		fen := string(b)
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%q: panic %v", fen, r)
				}
			}()
			p, err := rules.ParseFEN(fen)
			if err != nil {
				var fe *rules.FENError
				if !errors.As(err, &fe) || fe.Field < 1 || fe.Field > 6 {
					t.Errorf("%q: error %v is not a FENError with a field", fen, err)
				}
				return
			}
			accepted++
			out := p.FEN()
			if back, err := rules.ParseFEN(out); err != nil || back.FEN() != out {
				t.Errorf("%q: FEN %q does not read back (%v)", fen, out, err)
			}
			var l rules.MoveList
			p.LegalMoves(&l)
			_ = p.Status().String()
			_ = p.CanCheckmate(rules.White) || p.CanCheckmate(rules.Black)
			rules.Perft(&p, 2)
		}()
	}
	if accepted == 0 {
		t.Errorf("no mutated FEN was accepted: the test exercises nothing")
	}
	t.Logf("%d of %d mutated FENs accepted", accepted, n)
}

// TestPerft: published counts (mirrored "position 4") and the
// oracle's own counts for the tricky Chess960 and e.p. positions.
func TestPerft(t *testing.T) {
	p := mustFEN(t, "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1")
	for d, want := range []uint64{1, 6, 264, 9467, 422333} {
		if got := rules.Perft(&p, d); got != want {
			t.Errorf("mirrored position 4 depth %d: %d, want %d", d, got, want)
		}
	}
	depth := 3
	if testing.Short() {
		depth = 2
	}
	for _, fen := range append(reviewTrickyFENs, reviewWall+" b - e3 0 1") {
		p := mustFEN(t, fen)
		b := oFromPosition(&p)
		got, want := rules.Perft(&p, depth), b.perft(depth)
		if got != want {
			t.Errorf("%s depth %d: %d, oracle %d", fen, depth, got, want)
		}
		t.Logf("%s depth %d: %d", fen, depth, got)
	}
}

// TestRepetitionKeyCastlingRook: two castling rights on the same side
// naming different rooks allow different moves (9.2.3), so the positions
// must not share a repetition key. Within one game this cannot arise; it
// matters to anyone comparing keys across games.
func TestRepetitionKeyCastlingRook(t *testing.T) {
	outer := mustFEN(t, "4k3/8/8/8/8/8/8/R3K1RR w K - 0 1")
	inner := mustFEN(t, "4k3/8/8/8/8/8/8/R3K1RR w G - 0 1")
	if outer.RepetitionKey() == inner.RepetitionKey() {
		t.Errorf("castling with the h1 rook and with the g1 rook give the same RepetitionKey")
	}
}
