package rules_test

import (
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules"
)

func playGame(t *testing.T, fen string, moves string) *rules.Game {
	t.Helper()
	pos, err := rules.ParseFEN(fen)
	if err != nil {
		t.Fatalf("ParseFEN(%q): %v", fen, err)
	}
	g := rules.NewGame(pos)
	for _, m := range strings.Fields(moves) {
		if err := g.PlayUCI(m); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	return g
}

func TestStatus(t *testing.T) {
	shuffle := strings.Repeat("g1f3 g8f6 f3g1 f6g8 ", 4)
	pinnedEP := "d7d5" + strings.Repeat(" h5h4 e8f8 h4h5 f8e8", 2)
	tests := []struct {
		name, fen, moves, want string
	}{
		{"start", rules.StartFEN, "", "ongoing"},
		{"fool's mate", rules.StartFEN, "f2f3 e7e5 g2g4 d8h4", "checkmate 0-1"},
		{"scholar's mate", rules.StartFEN, "e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 h5f7", "checkmate 1-0"},
		{"check", rules.StartFEN, "e2e4 f7f6 d1h5", "ongoing check"},
		{"stalemate", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "", "stalemate 1/2-1/2"},
		{"stalemate by move", "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", "f1f7", "stalemate 1/2-1/2"},
		{"threefold", rules.StartFEN, strings.Repeat("g1f3 g8f6 f3g1 f6g8 ", 2), "ongoing claimable-threefold"},
		{"fourfold is still a claim", rules.StartFEN, strings.Repeat("g1f3 g8f6 f3g1 f6g8 ", 3), "ongoing claimable-threefold"},
		{"fivefold", rules.StartFEN, shuffle, "draw 1/2-1/2 fivefold-repetition"},
		{"fifty claimable", "8/8/4k3/8/8/4K3/4R3/8 w - - 99 80", "e2d2", "ongoing claimable-fifty"},
		{"fifty and threefold", "8/8/4k3/8/8/4K3/4R3/8 w - - 98 80", "e2d2 e6e7 d2e2 e7e6 e2d2 e6e7 d2e2 e7e6", "ongoing claimable-threefold claimable-fifty"},
		{"seventy-five", "8/8/4k3/8/8/4K3/4R3/8 w - - 149 80", "e2d2", "draw 1/2-1/2 seventy-five-moves"},
		{"mate on the 75th move", "7k/8/6K1/8/8/8/8/R7 w - - 149 80", "a1a8", "checkmate 1-0"},
		{"bare kings", "8/8/4k3/8/8/4K3/8/8 w - - 0 1", "", "draw 1/2-1/2 dead-position"},
		{"capture to bare kings", "8/8/4k3/8/8/3rK3/8/8 w - - 0 1", "e3d3", "draw 1/2-1/2 dead-position"},
		{"king and bishop", "8/8/4k3/8/8/4K3/4B3/8 w - - 0 1", "", "draw 1/2-1/2 dead-position"},
		{"king and knight", "8/8/4k3/8/8/4K3/4N3/8 w - - 0 1", "", "draw 1/2-1/2 dead-position"},
		{"same-coloured bishops", "1b6/8/4k3/8/8/2B1K3/8/B7 w - - 0 1", "", "draw 1/2-1/2 dead-position"},
		{"opposite bishops live", "8/8/4k3/4b3/8/4K3/4B3/8 w - - 0 1", "", "ongoing"},
		{"knights live", "8/8/4k3/4n3/8/4K3/4N3/8 w - - 0 1", "", "ongoing"},
		{"two knights live", "8/8/4k3/8/8/4K3/3NN3/8 w - - 0 1", "", "ongoing"},
		{"bishop v knight live", "8/8/4k3/4n3/8/4K3/4B3/8 w - - 0 1", "", "ongoing"},
		{"lone pawn live", "8/8/4k3/8/8/4K3/4P3/8 w - - 0 1", "", "ongoing"},
		{"locked pawns dead", "8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 w - - 0 1", "", "draw 1/2-1/2 dead-position"},
		{"locked pawns with a way in", "8/8/4k3/1p1p1p2/1P1P1P2/4K3/8/8 w - - 0 1", "", "ongoing"},
		{"locked pawns with a capture", "8/8/4k3/1p1p1p1p/1P1P1PpP/4K3/8/8 w - - 0 1", "", "ongoing"},
		{"pinned e.p. does not count", "4k3/3p4/8/r3P2K/8/8/8/8 b - - 0 1", pinnedEP, "ongoing claimable-threefold"},
		{"legal e.p. counts", "4k3/3p4/8/4P2K/8/8/8/8 b - - 0 1", "d7d5" + strings.Repeat(" h5h4 e8f8 h4h5 f8e8", 2), "ongoing"},
		{"e.p. evading check counts", "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", "", "ongoing check"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := playGame(t, tt.fen, tt.moves)
			if got := g.Status().String(); got != tt.want {
				t.Errorf("status = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestRepetitionsWithEnPassantLegal(t *testing.T) {
	// After d7d5 White may take en passant; after the shuffle it may not,
	// so the first position is different and is not counted.
	g := playGame(t, "4k3/3p4/8/4P2K/8/8/8/8 b - - 0 1", "d7d5 h5h4 e8f8 h4h5 f8e8")
	if n := g.Repetitions(); n != 1 {
		t.Errorf("repetitions = %d, want 1", n)
	}
	g = playGame(t, "4k3/3p4/8/r3P2K/8/8/8/8 b - - 0 1", "d7d5 h5h4 e8f8 h4h5 f8e8")
	if n := g.Repetitions(); n != 2 {
		t.Errorf("pinned pawn: repetitions = %d, want 2", n)
	}
}

func TestCastlingRightsCountInRepetition(t *testing.T) {
	// The king walks out and back: same squares, but rights were lost.
	g := playGame(t, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1f1 e8f8 f1e1 f8e8 e1f1 e8f8 f1e1 f8e8")
	if n := g.Repetitions(); n != 2 {
		t.Errorf("repetitions = %d, want 2 (the start, with rights, differs)", n)
	}
}

func TestCanCheckmate(t *testing.T) {
	tests := []struct {
		fen          string
		white, black bool
	}{
		{"8/8/4k3/8/8/4K3/8/8 w - - 0 1", false, false},
		{"8/8/4k3/8/8/4K3/4N3/3q4 w - - 0 1", false, true},  // K+N v K+Q
		{"8/8/4k3/8/8/4K3/4B3/8 w - - 0 1", false, false},   // K+B v K
		{"8/8/4k3/8/8/4K3/4N3/8 w - - 0 1", false, false},   // K+N v K
		{"8/8/4k3/4p3/8/4K3/4N3/8 w - - 0 1", true, true},   // K+N v K+P
		{"8/8/4k3/4b3/8/4K3/4B3/8 w - - 0 1", true, true},   // opposite bishops
		{"8/8/4k3/3b4/8/4K3/4B3/8 w - - 0 1", false, false}, // same-coloured bishops
		{"8/8/4k3/4n3/8/4K3/4B3/8 w - - 0 1", true, true},   // K+B v K+N
		{"8/8/4k3/8/8/4K3/3NN3/8 w - - 0 1", true, false},   // two knights v bare king
		{"8/8/4k3/8/8/4K3/3BB3/8 w - - 0 1", true, false},   // bishop pair
		{"8/8/4k3/8/8/4K3/8/3Q4 w - - 0 1", true, false},
		{"8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 w - - 0 1", false, false},
	}
	for _, tt := range tests {
		p, err := rules.ParseFEN(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.CanCheckmate(rules.White); got != tt.white {
			t.Errorf("%s: White can mate = %v, want %v", tt.fen, got, tt.white)
		}
		if got := p.CanCheckmate(rules.Black); got != tt.black {
			t.Errorf("%s: Black can mate = %v, want %v", tt.fen, got, tt.black)
		}
	}
}

func TestGameUndoAndTruncate(t *testing.T) {
	g := playGame(t, rules.StartFEN, "e2e4 e7e5 g1f3")
	want := playGame(t, rules.StartFEN, "e2e4 e7e5")
	if m, ok := g.Undo(); !ok || m.From() != rules.NewSquare(6, 0) || m.To() != rules.NewSquare(5, 2) {
		t.Fatalf("Undo = %v, %v", m, ok)
	}
	if got, w := g.Position(), want.Position(); got.FEN() != w.FEN() || got.Hash() != w.Hash() {
		t.Errorf("after Undo: %s, want %s", got.FEN(), w.FEN())
	}
	g.Truncate(0)
	if p := g.Position(); p.FEN() != rules.StartFEN || g.Len() != 0 {
		t.Errorf("after Truncate(0): %s, %d plies", p.FEN(), g.Len())
	}
	if _, ok := g.Undo(); ok {
		t.Error("Undo on an empty game succeeded")
	}
	if err := g.PlayUCI("e2e5"); err == nil {
		t.Error("illegal move accepted")
	}
}

func TestCheckAfter(t *testing.T) {
	tests := []struct {
		fen, move string
		want      rules.CheckKind
	}{
		{rules.StartFEN, "e2e4", rules.NoCheck},
		{"rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "d8h4", rules.Mate},
		{"rnbqkbnr/ppppp1pp/5p2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "d1h5", rules.Check},
		{"8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", "e4d3", rules.NoCheck},
		{"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1a1", rules.NoCheck},
		{"3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1a1", rules.Check}, // the castled rook checks on d1
	}
	for _, tt := range tests {
		p, err := rules.ParseFEN(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseUCI(tt.move)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.CheckAfter(m); got != tt.want {
			t.Errorf("%s %s: CheckAfter = %d, want %d", tt.fen, tt.move, got, tt.want)
		}
	}
}

// TestGameClone: a clone has the game's moves and repetition history, and
// moves played on either leave the other as it was.
func TestGameClone(t *testing.T) {
	g := playGame(t, rules.StartFEN, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1")
	c := g.Clone()
	cp, gp := c.Position(), g.Position()
	if c.Len() != g.Len() || c.Repetitions() != g.Repetitions() || cp.FEN() != gp.FEN() {
		t.Fatalf("clone: %d plies, %d repetitions, %s; game: %d, %d, %s",
			c.Len(), c.Repetitions(), cp.FEN(), g.Len(), g.Repetitions(), gp.FEN())
	}
	if err := c.PlayUCI("f6g8"); err != nil {
		t.Fatal(err)
	}
	if c.Repetitions() != 3 || !c.Status().ClaimableThreefold {
		t.Errorf("the clone's third repetition: %d, %+v", c.Repetitions(), c.Status())
	}
	if g.Len() != 7 || g.Repetitions() != 2 {
		t.Errorf("playing on the clone changed the game: %d plies, %d repetitions", g.Len(), g.Repetitions())
	}
	if err := g.PlayUCI("b8c6"); err != nil {
		t.Fatal(err)
	}
	if cp, gp = c.Position(), g.Position(); c.Len() != 8 || c.Moves()[7].To() != rules.NewSquare(6, 7) || cp.FEN() == gp.FEN() {
		t.Errorf("playing on the game changed the clone")
	}
}
