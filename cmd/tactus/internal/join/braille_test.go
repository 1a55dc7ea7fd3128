package join

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/braille/brlapi"
	"github.com/tactuschess/tactus/cmd/tactus/internal/brailledisplay"
	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/cmd/tactus/internal/station"
	"github.com/tactuschess/tactus/cmd/tactus/internal/stationapi"
	"github.com/tactuschess/tactus/internal/brltest"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// starts returns a test of a write that begins as message msg does (its
// first words: a long message is cut at a blank).
func starts(msg string) func([]byte) bool {
	want := braille.Message(msg).Cells.Bytes()
	return func(c []byte) bool { return bytes.HasPrefix(c, want) }
}

// TestJoinBraille joins with a Braille display (the fake BrlAPI server):
// the joined line, White's move in words and on the board's first line
// reach the cells, and Black's move typed on the display's keyboard is
// played at the host.
func TestJoinBraille(t *testing.T) {
	srv := serve(t)
	brl, err := brltest.NewServer(40)
	if err != nil {
		t.Fatal(err)
	}
	defer brl.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	d := brailledisplay.Open(ctx, brailledisplay.Options{Dial: func(ctx context.Context) (*brlapi.Client, error) {
		return brlapi.DialContext(ctx, brl.Address(), brlapi.Options{})
	}})
	defer d.Close()
	lines := make(chan string, 8)
	h := &heard{}
	done := make(chan error, 1)
	go func() {
		done <- Run(ctx, Options{URL: srv.st.URL(), Code: srv.st.Code(station.Opponent), Lines: lines, Tell: h.tell, Braille: d})
	}()
	brl.WaitCells(t, 0, starts("Joined Ana - Bo"))
	if _, err := srv.host.Do(session.Action{Actor: session.Player(rules.White), Kind: session.Move, Move: "e2e4"}); err != nil {
		t.Fatal(err)
	}
	h.wait(t, "Eva zwei Eva vier")
	brl.WaitCells(t, 0, starts(firstWords(h, "Eva zwei Eva vier")))
	lines <- "ok"
	g := rules.NewGame(rules.StartPosition())
	if err := g.PlayUCI("e2e4"); err != nil {
		t.Fatal(err)
	}
	code := braille.UK2015()
	first := code.Lines(g, braille.Layout{})[0].Cells.Bytes()
	brl.WaitCells(t, 0, func(c []byte) bool { return bytes.HasPrefix(c, first) })

	// e5 in the chess code, ended with dot 8
	pos := g.Position()
	m, err := pos.ParseUCI("e7e5")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range append(code.Move(&pos, m), braille.Dot8) {
		if err := brl.Press(0x20220000 + uint64(c)); err != nil {
			t.Fatal(err)
		}
	}
	waitPlies(t, srv, h, 2)
	h.wait(t, "Eva sieben Eva fuenf")
	close(lines)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

// firstWords returns the first two words of the line told that has s.
func firstWords(h *heard, s string) string {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, l := range h.lines {
		if strings.Contains(l, s) {
			return strings.Join(strings.Fields(l)[:2], " ")
		}
	}
	return s
}

// shown records what a joined station shows on its brailledisplay.
type shown struct {
	frames []brailledisplay.Frame
	msgs   []string
}

func (s *shown) Set(f brailledisplay.Frame) { s.frames = append(s.frames, f) }
func (s *shown) Show(msg string)            { s.msgs = append(s.msgs, msg) }
func (s *shown) Input() <-chan input.Msg    { return nil }

// TestTouch follows a board through a move, an update without one, a
// D.2.9 restore and a position of another game: the display's game keeps
// the moves it can, goes to the first line only when the board changed,
// and shows the lines told as one message.
func TestTouch(t *testing.T) {
	start := rules.StartPosition()
	g := rules.NewGame(start)
	fens := []string{start.FEN()}
	for _, m := range []string{"e2e4", "e7e5"} {
		if err := g.PlayUCI(m); err != nil {
			t.Fatal(err)
		}
		p := g.Position()
		fens = append(fens, p.FEN())
	}
	other := "8/8/8/4k3/8/8/8/4K2R w K - 0 1"
	s := &shown{}
	j := &joined{braille: s}
	view := func(fen, last string) stationapi.View {
		return stationapi.View{Side: "black", Boards: []stationapi.Board{{Side: "white", FEN: "8/8/8/8/8/8/8/K6k w - - 0 1"},
			{Side: "black", FEN: fen, Last: last}}, Clock: &stationapi.Clock{White: 61000, Black: 2000}}
	}
	for i, tc := range []struct {
		fen, last string
		told      []string
		plies     int
		top       bool
		msg       string
	}{
		{fens[0], "", []string{"Joined.", "White to move."}, 0, true, "Joined; White to move"},
		{fens[1], "e2e4", nil, 1, true, ""},
		{fens[2], "e7e5", []string{"Eva sieben Eva fuenf."}, 2, true, "Eva sieben Eva fuenf"},
		{fens[2], "e7e5", nil, 2, false, ""},
		{fens[1], "e2e4", nil, 1, true, ""}, // restored to ply 1
		{other, "", nil, 0, true, ""},
		{"not a fen", "", []string{"Hm."}, -1, false, "Hm"},
	} {
		nf, nm := len(s.frames), len(s.msgs)
		j.touch(view(tc.fen, tc.last), tc.told)
		if tc.plies < 0 {
			if len(s.frames) != nf || j.rec != nil {
				t.Errorf("%d: a frame of an unreadable board", i)
			}
		} else {
			if len(s.frames) != nf+1 {
				t.Fatalf("%d: %d frames, want %d", i, len(s.frames), nf+1)
			}
			f := s.frames[nf]
			p := f.Board.Position()
			if f.Board.Len() != tc.plies || p.FEN() != tc.fen || f.Top != tc.top || !f.Flip || f.Board == j.rec {
				t.Errorf("%d: frame of %d plies at %s, top %v flip %v", i, f.Board.Len(), p.FEN(), f.Top, f.Flip)
			}
			if f.Clocks == nil || f.Clocks[0].Seconds() != 61 || f.Clocks[1].Seconds() != 2 {
				t.Errorf("%d: clocks %v", i, f.Clocks)
			}
		}
		switch {
		case tc.msg == "" && len(s.msgs) != nm:
			t.Errorf("%d: a message %q", i, s.msgs[nm:])
		case tc.msg != "" && (len(s.msgs) != nm+1 || s.msgs[nm] != tc.msg):
			t.Errorf("%d: messages %q, want %q", i, s.msgs[nm:], tc.msg)
		}
	}
}
