package rules_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules"
)

// unreachableSuiteFENs are the positions of the perft suites that no game
// can reach, with what ParseFEN says of them. Perft counts them all the
// same (runPerftSuite); the tests that play from the suites leave them out
// (epdFENs).
var unreachableSuiteFENs = map[string]string{
	// Both bishops check along one diagonal, from either side of the king:
	// neither can have uncovered the other.
	"B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1": "double check from the bishop on h1 and the bishop on a8, which no single move can give",
}

// TestFENRoundTripSuites reads every position of the perft suites and
// writes it back; only the known unreachable ones are refused.
func TestFENRoundTripSuites(t *testing.T) {
	refused := 0
	for _, file := range []string{"standard.epd", "chess960.epd"} {
		for _, c := range loadEPD(t, file) {
			p, err := rules.ParseFEN(c.fen)
			if why, ok := unreachableSuiteFENs[c.fen]; ok {
				refused++
				if err == nil || !strings.Contains(err.Error(), why) {
					t.Errorf("%s:%d: ParseFEN = %v, want an error saying %q", file, c.line, err, why)
				}
				continue
			}
			if err != nil {
				t.Fatalf("%s:%d: %v", file, c.line, err)
			}
			q, err := rules.ParseFEN(p.FEN())
			if err != nil {
				t.Fatalf("%s:%d: re-reading %q: %v", file, c.line, p.FEN(), err)
			}
			if q.FEN() != p.FEN() || q.RepetitionKey() != p.RepetitionKey() {
				t.Errorf("%s:%d: %q -> %q -> %q", file, c.line, c.fen, p.FEN(), q.FEN())
			}
		}
	}
	if refused != len(unreachableSuiteFENs) {
		t.Errorf("%d unreachable positions met in the suites, want %d", refused, len(unreachableSuiteFENs))
	}
}

// TestFENCastlingForms: KQkq is standard chess unless declared Chess960
// (ParseFEN960); file letters make a position Chess960 either way.
func TestFENCastlingForms(t *testing.T) {
	tests := []struct {
		name, fen string
		declared  bool // read with ParseFEN960
		chess960  bool
		out       string // castling field written back
	}{
		{"standard", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", false, false, "KQkq"},
		{"shredder on standard squares", "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", false, true, "HAha"},
		{"declared, standard squares", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", true, true, "HAha"},
		{"x-fen outer rooks", "rk2r3/8/8/8/8/8/8/RK2R3 w KQkq - 0 1", true, true, "EAea"},
		{"x-fen inner rook", "1r1k1rr1/8/8/8/8/8/8/1R1K1RR1 w Fkq - 0 1", false, true, "Fgb"},
		{"x-fen outermost by K", "1r1k1rr1/8/8/8/8/8/8/1R1K1RR1 w K - 0 1", true, true, "G"},
		{"shredder, king on d1", "r2k3r/8/8/8/8/8/8/R2K3R w HAha - 0 1", false, true, "HAha"},
		{"one side", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", false, false, "K"},
		{"none", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", false, false, "-"},
		{"none, declared", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", true, true, "-"},
	}
	for _, tt := range tests {
		parse := rules.ParseFEN
		if tt.declared {
			parse = rules.ParseFEN960
		}
		p, err := parse(tt.fen)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		if p.IsChess960() != tt.chess960 {
			t.Errorf("%s: Chess960 = %v, want %v", tt.name, p.IsChess960(), tt.chess960)
		}
		if got := strings.Fields(p.FEN())[2]; got != tt.out {
			t.Errorf("%s: castling written %q, want %q", tt.name, got, tt.out)
		}
	}
}

func TestFENEnPassantWrittenOnlyWhenLegal(t *testing.T) {
	tests := []struct{ fen, ep string }{
		{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "-"},   // no black pawn beside
		{"rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "e3"}, // d4 can take
		{"8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1", "-"},                             // pinned along the rank
		{"8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", "d3"},                            // capture removes the checker
	}
	for _, tt := range tests {
		p, err := rules.ParseFEN(tt.fen)
		if err != nil {
			t.Fatalf("%s: %v", tt.fen, err)
		}
		if got := strings.Fields(p.FEN())[3]; got != tt.ep {
			t.Errorf("%s: en passant written %q, want %q", tt.fen, got, tt.ep)
		}
	}
}

func TestFENErrors(t *testing.T) {
	tests := []struct {
		fen     string
		field   int
		msg     string
		problem rules.FENProblem
	}{
		{"", 1, "empty", rules.FENFieldCount},
		{"8/8/8/8/8/8/8/8", 2, "missing", rules.FENFieldCount},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x", 6, "unexpected", rules.FENFieldCount},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", 1, "7 ranks", rules.FENRankCount},
		{"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 1, "'9'", rules.FENBadLetter},
		{"rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 1, "more than 8", rules.FENRankLength},
		{"rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 1, "7 squares", rules.FENRankLength},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", 1, "'X'", rules.FENBadLetter},
		{"rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", 1, "black has 0 kings", rules.FENKingCount},
		{"rnbqkbnr/pppppppp/8/8/8/4K3/PPPPPPPP/RNBQKBNR w - - 0 1", 1, "white has 2 kings", rules.FENKingCount},
		{"Pnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 1, "pawn on a8", rules.FENPawnOnEdge},
		{"rnbqkbnr/pppppppp/8/8/8/QQQ5/PPPPPPPP/RNBQKBNR w - - 0 1", 1, "promoted", rules.FENTooManyPieces},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", 2, "neither w nor b", rules.FENSideToMove},
		{"4k3/8/8/8/8/8/8/4K2R w Kx - 0 1", 3, "castling letter", rules.FENCastling},
		{"4k3/8/8/8/8/8/8/4K3 w K - 0 1", 3, "no rook", rules.FENCastling},
		{"4k3/8/8/8/8/8/8/4K2R w C - 0 1", 3, "no white rook on c1", rules.FENCastling},
		{"4k3/8/8/8/8/8/4K3/7R w K - 0 1", 3, "not between", rules.FENCastling},
		{"4k3/8/8/8/8/8/8/R3K2R w KQkqK - 0 1", 3, "more than 4", rules.FENCastling},
		{"4k3/8/8/8/8/8/8/R3K2R w KH - 0 1", 3, "two white castling rights", rules.FENCastling},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", 4, "not - or a square", rules.FENEnPassant},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1", 4, "not on rank 6", rules.FENEnPassant},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", 4, "no black pawn", rules.FENEnPassant},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", 5, "not a number", rules.FENCounter},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1", 5, "not a number", rules.FENCounter},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", 6, "not a number", rules.FENCounter},
		{"4k2R/8/8/8/8/8/8/4K3 w - - 0 1", 2, "black is in check", rules.FENCheck},
		// FEN writes a run of empty squares as one digit: "44" or "17" is no rank.
		{"rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 1, "two digits", rules.FENDigitRun},
		{"4k3/8/8/8/8/17/8/4K3 w - - 0 1", 1, "two digits", rules.FENDigitRun},
		{"4k3/8/8/8/8/8/8/4K12 w - - 0 1", 1, "two digits", rules.FENDigitRun},
		{"4k3/11111111/8/8/8/8/8/4K3 w - - 0 1", 1, "two digits", rules.FENDigitRun},
		{"4k3/8/8/8/8/8/8/2K23 w - - 0 1", 1, "two digits", rules.FENDigitRun},
	}
	for _, tt := range tests {
		_, err := rules.ParseFEN(tt.fen)
		var fe *rules.FENError
		if !errors.As(err, &fe) || !errors.Is(err, rules.ErrBadFEN) {
			t.Errorf("ParseFEN(%q) = %v, want a FENError", tt.fen, err)
			continue
		}
		if fe.Field != tt.field || fe.Problem != tt.problem || !strings.Contains(err.Error(), tt.msg) {
			t.Errorf("ParseFEN(%q) = %q (field %d, problem %d), want field %d, problem %d, mentioning %q",
				tt.fen, err, fe.Field, fe.Problem, tt.field, tt.problem, tt.msg)
		}
	}
}

func TestFENCountersOptional(t *testing.T) {
	p, err := rules.ParseFEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -")
	if err != nil {
		t.Fatal(err)
	}
	if p.FEN() != rules.StartFEN {
		t.Errorf("got %s", p.FEN())
	}
}

// FuzzParseFEN reads arbitrary text as a FEN, standard or declared
// Chess960: an error is a *FENError naming a field; an accepted position
// has at most two checkers and writes a FEN that reads back the same.
func FuzzParseFEN(f *testing.F) {
	f.Add(rules.StartFEN, false)
	f.Add("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", false)
	f.Add("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1", false)
	f.Add("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", false)
	f.Add("1r1k1rr1/8/8/8/8/8/8/1R1K1RR1 w Fkq - 0 1", false)
	f.Add("rk2r3/8/8/8/8/8/8/RK2R3 w KQkq - 0 1", true)
	f.Add("B3R3/8/3P4/8/4k3/8/8/4K3 b - - 0 1", false)
	f.Add("4r2k/8/8/8/8/3n4/3p4/4K3 w - - 0 1", false)
	f.Add("4k3/8/8/8/8/44/8/4K3 w - - 0 1", false)
	f.Fuzz(func(t *testing.T, fen string, chess960 bool) {
		parse := rules.ParseFEN
		if chess960 {
			parse = rules.ParseFEN960
		}
		p, err := parse(fen)
		if err != nil {
			var fe *rules.FENError
			if !errors.Is(err, rules.ErrBadFEN) || !errors.As(err, &fe) || fe.Field < 1 || fe.Field > 6 || fe.Problem == 0 {
				t.Fatalf("error is not a FENError naming a field and a problem: %v", err)
			}
			return
		}
		if n := p.Checkers().Count(); n > 2 || chess960 && !p.IsChess960() {
			t.Fatalf("%q: accepted with %d checkers, Chess960 %v", fen, n, p.IsChess960())
		}
		out := p.FEN()
		q, err := parse(out)
		if err != nil {
			t.Fatalf("FEN %q written from %q does not parse: %v", out, fen, err)
		}
		if q.FEN() != out || q.RepetitionKey() != p.RepetitionKey() {
			t.Fatalf("round trip %q -> %q -> %q", fen, out, q.FEN())
		}
		rules.Perft(&p, 2)
		p.Status()
	})
}
