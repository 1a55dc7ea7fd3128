package table

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
)

// keptAgrees checks that what the game keeps of its session between
// actions is what the session says now: the Glance, the made moves (each
// by the side to move before it), the Look and the Braille display's view.
func keptAgrees(g *Game) error {
	s := g.Session()
	if got, want := *g.at(), s.Glance(); got.Actions != want.Actions || got.Phase != want.Phase || got.Positions != want.Positions ||
		got.Announced != want.Announced || got.AwaitingRepeat != want.AwaitingRepeat || got.DivergedAt != want.DivergedAt {
		return fmt.Errorf("kept glance %+v, the session's %+v", got, want)
	}
	plies, moves := s.Plies(), g.played()
	if len(plies) != len(moves) {
		return fmt.Errorf("kept %d moves, the session has %d plies", len(moves), len(plies))
	}
	for i, p := range plies {
		if m := moves[i]; m.Move != p.Move || m.Before != p.Before || m.Before.SideToMove() != p.Side {
			return fmt.Errorf("move %d: kept %v from %s, the session has %v from %s by %s", i+1, m.Move, m.Before.FEN(), p.Move, p.Before.FEN(), p.Side)
		}
	}
	l := g.Look()
	if l.Board != s.Position(g.owner()) || l.Turn != s.ToMove() || len(l.Moves) != len(plies) {
		return fmt.Errorf("look: board %s, turn %s, %d moves", l.Board.FEN(), l.Turn, len(l.Moves))
	}
	t := g.Tactile()
	kind, actor := g.moveContext()
	if b := s.Board(g.owner()); t.Board.Len() != b.Len() || t.Board.Position() != b.Position() || t.Input != s.InputPosition(actor, kind) {
		return fmt.Errorf("the Braille display's board or input position is not the session's")
	}
	return nil
}

// TestKeptAgrees plays lines that change the record otherwise than by a
// move (a correction, a restore, an illegal move taken back, a sealed
// move, the boards differing), and checks after each that what the game
// keeps is what its session says.
func TestKeptAgrees(t *testing.T) {
	scripts := []string{
		"e4\ncorrect d4\npress\nd5\npress\nNf3\npress\nrestore 2\nyes\nc4\npress\nwhose",
		"f3\npress\ne5\npress\ng4\npress\nQh4#\npress\nillegal 4\nyes\nQh4\npress\nscore",
		"e4\npress\ne5\npress\nadjourn\nyes\nseal Nf3\nyes\nopen\nyes\nlast 3",
		"e4\ne5\nNf3\nd4\nNc6\nok\nBb5\nok\nrestore 2\nyes\nboard",
	}
	for i, script := range scripts {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			s := settings.Defaults()
			s.Control, s.Casual, s.AutoPress, s.Confirm = "5m+3s", true, i == 3, i == 3
			var now time.Duration
			g, _, err := New(Options{Settings: s, Dir: t.TempDir(),
				Since: func() time.Duration { now += 250 * time.Millisecond; return now },
				Wall:  func() time.Time { return time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC) }})
			if err != nil {
				t.Fatal(err)
			}
			defer g.Quit()
			gens := g.kept.gen
			for _, line := range strings.Split(script, "\n") {
				g.Do(line)
				if err := keptAgrees(g); err != nil {
					t.Fatalf("after %q: %v", line, err)
				}
			}
			if strings.Contains(script, "restore") || strings.Contains(script, "illegal") {
				if g.kept.gen == gens {
					t.Error("the moves were never read again after the record was taken back")
				}
			}
		})
	}
}
