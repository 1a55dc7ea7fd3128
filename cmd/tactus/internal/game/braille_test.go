package game

import (
	"bytes"
	"context"
	"io"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/cmd/tactus/internal/shell"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
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

// typeText writes s to the typing end of the game, failing the test when
// the game no longer reads.
func typeText(t *testing.T, typing io.Writer, s string) {
	t.Helper()
	if _, err := io.WriteString(typing, s); err != nil {
		t.Fatal(err)
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
	typing, out, done := st.start(nil)
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

	typeText(t, typing, "e4\n")
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
	typeText(t, typing, "resign\n")
	question := braille.Message("Who resigns: white or black?").Cells
	eventually(t, "the question on the cells", shows(question[:min(len(question), 20)].String()))
	typeText(t, typing, "no\n")
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

// TestVoiceNoticeAfterTheResult: the notice that the voice failed, an
// aside, goes on the Braille display after the result of the game, never
// in its place.
func TestVoiceNoticeAfterTheResult(t *testing.T) {
	srv, err := brltest.NewServer(200)
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	d := shell.OpenDisplay(context.Background(), srv.Address(), nil, catalog.English())
	defer d.Close()
	touch := toucher(d)
	s := settings.Defaults()
	s.White, s.Black = "Ana", "Bo"
	g, _, err := table.New(table.Options{Settings: s, Dir: t.TempDir(),
		Since: func() time.Duration { return 0 }, Wall: time.Now})
	if err != nil {
		t.Fatal(err)
	}
	defer g.Quit()
	touch(g, nil)
	srv.WaitCells(t, 0, func([]byte) bool { return true })
	n := srv.Count()
	outs := g.Do("resign")
	for _, answer := range []string{"white", "yes"} { // who resigns, and is it meant
		if len(outs) > 0 && outs[0].Question {
			outs = g.Do(answer)
		}
	}
	if !slices.ContainsFunc(outs, func(o table.Output) bool { return o.Ending }) {
		t.Fatalf("resign gave %+v", outs)
	}
	touch(g, outs)
	result := braille.Message(strings.TrimSuffix(outs[0].Text, ".")).Cells.Bytes()
	srv.WaitCells(t, n, func(c []byte) bool { return bytes.HasPrefix(c, result) })
	n = srv.Count()
	note := "The voice failed; the built-in voice speaks until it is back."
	touch(g, []table.Output{{Kind: table.Notice, Text: note, Aside: true}})
	aside := braille.Message(strings.TrimSuffix(note, ".")).Cells.Bytes()
	cells := srv.WaitCells(t, n, func(c []byte) bool { return bytes.Contains(c, aside) })
	if !bytes.HasPrefix(cells, result) {
		t.Errorf("after the notice the cells are %v, want the result %v and then the notice", cells, result)
	}
}
