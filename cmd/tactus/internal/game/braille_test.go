package game

import (
	"context"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/internal/brltest"
	"github.com/tactuschess/tactus/rules"
)

// syncBuffer is a buffer the app writes while the test reads it.
type syncBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// eventually polls f until it holds, failing after brltest.Timeout.
func eventually(t *testing.T, what string, f func() bool) {
	t.Helper()
	deadline := time.Now().Add(brltest.Timeout)
	for !f() {
		if time.Now().After(deadline) {
			t.Fatalf("never: %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestBrailleDisplayInTheGame plays White's move typed on the keyboard and
// Black's typed on the display's Braille keyboard: the display shows each
// move on its first line, a refused chord and a question (who resigns) are
// shown on the cells, and the journal has both moves.
func TestBrailleDisplayInTheGame(t *testing.T) {
	srv, err := brltest.NewServer(40)
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	st := newStation(t)
	st.set.BrlAPI = srv.Address()
	st.set.Blind = "black"
	in, typing := io.Pipe()
	var out syncBuffer
	done := make(chan error, 1)
	go func() {
		done <- Run(context.Background(), Options{
			Settings: st.set, Start: NewGame, Plain: true,
			In: in, Out: &out, Err: &out,
			Getenv: func(string) string { return "" },
			Since:  func() time.Duration { return st.now },
			Wall:   func() time.Time { return st.wall },
			After:  func(time.Duration) <-chan time.Time { return nil },
		})
	}()
	code := braille.UK2015()
	g := rules.NewGame(rules.StartPosition())
	firstLine := func() string { return code.Lines(g, braille.Layout{})[0].Cells.String() }
	shows := func(want string) func() bool {
		return func() bool {
			for _, c := range srv.Shown() {
				if strings.HasPrefix(cellsOf(c).String(), want) {
					return true
				}
			}
			return false
		}
	}
	eventually(t, "the display shows the start", shows(firstLine()))

	if _, err := io.WriteString(typing, "e4\n"); err != nil {
		t.Fatal(err)
	}
	if err := g.PlayUCI("e2e4"); err != nil {
		t.Fatal(err)
	}
	eventually(t, "the display shows 1. e4", shows(firstLine()))

	// a chord that is no move, then Black's e5 in the chess code, dot 8
	press := func(code uint64) {
		if err := srv.Press(code); err != nil {
			t.Fatal(err)
		}
	}
	press(0x20220000 + uint64(braille.Dot1))
	press(0x20220000 + uint64(braille.Dot8))
	eventually(t, "the refusal on the cells", shows(braille.Message("not a legal move:").Cells.String()))
	pos := g.Position()
	m, err := pos.ParseUCI("e7e5")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range code.Move(&pos, m) {
		press(0x20220000 + uint64(c))
	}
	press(0x20220000 + uint64(braille.Dot8))
	if err := g.PlayUCI("e7e5"); err != nil {
		t.Fatal(err)
	}
	eventually(t, "the display shows 1... e5", shows(firstLine()))
	eventually(t, "the line of Black's move", func() bool { return strings.Contains(out.String(), "Eva sieben Eva fuenf") })

	// a question is felt as well as heard: who resigns, on the cells
	if _, err := io.WriteString(typing, "resign\n"); err != nil {
		t.Fatal(err)
	}
	question := braille.Message("Who resigns: white or black?").Cells
	eventually(t, "the question on the cells", shows(question[:min(len(question), 20)].String()))
	if _, err := io.WriteString(typing, "no\n"); err != nil {
		t.Fatal(err)
	}
	typing.Close()
	if err := <-done; err != nil {
		t.Fatalf("Run: %v\n%s", err, out.String())
	}
	s := st.replay()
	if n := len(s.Plies()); n != 2 {
		t.Fatalf("%d plies in the journal, want 2:\n%s", n, out.String())
	}
}

// cellsOf turns dot patterns into cells.
func cellsOf(b []byte) braille.Cells {
	cs := make(braille.Cells, len(b))
	for i, x := range b {
		cs[i] = braille.Cell(x)
	}
	return cs
}
