package journal

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// BenchmarkRecord appends one event to a journal file and syncs it: the cost
// a session pays for each action before it announces it.
func BenchmarkRecord(b *testing.B) {
	j, err := Create(filepath.Join(b.TempDir(), "bench.journal"))
	if err != nil {
		b.Fatal(err)
	}
	defer j.Close()
	a := session.Action{Actor: session.Player(rules.White), Kind: session.Move, Move: "g1f3", Wall: wallAt}
	for b.Loop() {
		a.Seq++
		a.At += 3 * time.Second
		if err := j.Record(a); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReplay200 reads a journal of a 200-ply game (each ply a move and
// the opponent's repetition) and replays it into a session.
func BenchmarkReplay200(b *testing.B) {
	path := filepath.Join(b.TempDir(), "game.journal")
	n := writeGame(b, path, 200)
	for b.Loop() {
		actions, torn, err := ReadFile(path)
		if err != nil || torn != nil {
			b.Fatal(err, torn)
		}
		s, err := session.Replay(actions, session.Options{})
		if err != nil {
			b.Fatal(err)
		}
		if got := len(s.Plies()); got != 200 {
			b.Fatalf("replayed %d plies, want 200", got)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/action")
}

// lineRecorder keeps the journal lines of a session in memory.
type lineRecorder struct{ lines []string }

func (l *lineRecorder) Record(a session.Action) error {
	l.lines = append(l.lines, Format(a))
	return nil
}

// writeGame writes the journal of a game of plies random legal plies that
// does not end before it, and returns its number of actions.
func writeGame(tb testing.TB, path string, plies int) int {
	tb.Helper()
	for seed := uint64(1); seed < 100; seed++ {
		r := rand.New(rand.NewPCG(seed, 200))
		var now time.Duration
		rec := &lineRecorder{}
		cfg := session.Config{White: "Ana", Black: "Bo", Blind: [2]bool{true, false}, Control: "90m+30s"}
		s, _, err := session.New(cfg, session.Options{Now: func() time.Duration { return now }, Recorder: rec})
		if err != nil {
			tb.Fatal(err)
		}
		for len(s.Plies()) < plies && s.Phase() != session.Over {
			side := s.ToMove()
			pos := s.InputPosition(session.Player(side), session.Move)
			var l rules.MoveList
			pos.LegalMoves(&l)
			ms := l.Slice()
			now += time.Duration(1+r.IntN(8)) * time.Second
			if _, err := s.Act(session.Action{Actor: session.Player(side), Kind: session.Move, Move: pos.UCI(ms[r.IntN(len(ms))])}); err != nil {
				tb.Fatal(err)
			}
			if s.Phase() == session.Over {
				break
			}
			now += time.Second
			if _, err := s.Act(session.Action{Actor: session.Player(side.Other()), Kind: session.Confirm}); err != nil {
				tb.Fatal(err)
			}
		}
		if s.Phase() == session.Over {
			continue
		}
		text := Header() + "\n" + strings.Join(rec.lines, "\n") + "\n"
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			tb.Fatal(err)
		}
		return len(rec.lines)
	}
	tb.Fatal("no random game lasted long enough")
	return 0
}

// TestWriteGame checks the benchmark's game: 200 plies, all in step.
func TestWriteGame(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.journal")
	n := writeGame(t, path, 200)
	actions, torn, err := ReadFile(path)
	if err != nil || torn != nil || len(actions) != n || n != 401 {
		t.Fatalf("ReadFile: %d actions of %d (want 401), torn %v, %v", len(actions), n, torn, err)
	}
	s, err := session.Replay(actions, session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Plies()) != 200 || s.Phase() == session.Over || s.AwaitingRepeat() {
		t.Fatalf("replayed %d plies, phase %s, awaiting a repetition %v", len(s.Plies()), s.Phase(), s.AwaitingRepeat())
	}
}
