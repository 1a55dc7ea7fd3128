package rules

import (
	"strings"
	"testing"
)

func TestParseSetUp(t *testing.T) {
	for _, tc := range []struct {
		fen         string
		unreachable string // "" reachable; else a part of the sentence
		err         string // a part of the error, "" none
	}{
		{StartFEN, "", ""},
		{"4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1", "black has 9 pawns", ""},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/PPPPKPPP w kq - 0 1", "", "first or eighth rank"},
		{"4k3/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", "", ""},
		{"4k3/8/8/8/8/P7/PPPPPPPP/RNBQKBNR w KQ - 0 1", "white has 9 pawns", ""},
		{"4k3/8/3N1N2/8/8/8/8/4K3 b - - 0 1", "double check", ""}, // two knights: no single move gives it
		{"4k3/8/8/8/8/8/8/4K2Q b - - 0 1", "", ""},
		{"4k3/8/8/8/8/8/4Q3/4K3 w - - 0 1", "", "is in check"}, // the side not to move in check
		{"4k3/8/8/8/8/8/8/3QKQ2 w - - 0 1", "", ""},
		{"8/8/8/8/8/8/8/4K3 w - - 0 1", "", "kings"},
		{"4k3/8/8/8/8/8/PPPPPPPP/QQQQKQQQ w - - 0 1", "", "promoted pieces"}, // too many to count moves
	} {
		p, why, err := ParseSetUp(tc.fen, false)
		switch {
		case tc.err != "":
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: err %v, want one about %q", tc.fen, err, tc.err)
			}
			continue
		case err != nil:
			t.Errorf("%s: %v", tc.fen, err)
			continue
		}
		if tc.unreachable == "" && why != "" || tc.unreachable != "" && !strings.Contains(why, tc.unreachable) {
			t.Errorf("%s: unreachable %q, want %q", tc.fen, why, tc.unreachable)
		}
		if _, err := ParseFEN(tc.fen); (err == nil) != (why == "") {
			t.Errorf("%s: ParseFEN says %v, ParseSetUp says %q", tc.fen, err, why)
		}
		var l MoveList
		p.LegalMoves(&l) // countable: no overflow
	}
}

// FuzzParseSetUp: any text is a set-up position or an error; what is read
// generates its moves and writes a FEN that reads back the same.
func FuzzParseSetUp(f *testing.F) {
	f.Add(StartFEN)
	f.Add("4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1")
	f.Add("4k3/8/2N1N3/8/8/8/8/4K3 b - - 0 1")
	f.Add("PPPPkPPP/PPPPPPPP/8/8/8/8/pppppppp/ppppKppp w - - 0 1")
	f.Fuzz(func(t *testing.T, fen string) {
		p, _, err := ParseSetUp(fen, false)
		if err != nil {
			return
		}
		var l MoveList
		p.LegalMoves(&l)
		back, _, err := ParseSetUp(p.FEN(), false)
		if err != nil {
			t.Fatalf("%q read as %q, which does not read back: %v", fen, p.FEN(), err)
		}
		if back.FEN() != p.FEN() {
			t.Fatalf("%q: %q read back as %q", fen, p.FEN(), back.FEN())
		}
	})
}
