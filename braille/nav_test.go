package braille

import (
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/braille/brlapi"
	"github.com/tactuschess/tactus/rules"
)

func TestNavOf(t *testing.T) {
	cases := map[brlapi.KeyKind]Nav{
		brlapi.KeyLineUp: NavLineUp, brlapi.KeyWinUp: NavLineUp, brlapi.KeyPrevDiffLine: NavLineUp,
		brlapi.KeyLineDown: NavLineDown, brlapi.KeyWinDown: NavLineDown, brlapi.KeyNextDiffLine: NavLineDown,
		brlapi.KeyPanLeft: NavPanLeft, brlapi.KeyHalfLeft: NavPanLeft, brlapi.KeyCharLeft: NavPanLeft,
		brlapi.KeyPanRight: NavPanRight, brlapi.KeyHalfRight: NavPanRight, brlapi.KeyPanRightSkip: NavPanRight,
		brlapi.KeyTop: NavTop, brlapi.KeyTopLeft: NavTop, brlapi.KeyHome: NavTop, brlapi.KeyReturn: NavTop,
		brlapi.KeyBottom: NavBottom, brlapi.KeyBottomLeft: NavBottom,
		brlapi.KeyLineStart: NavLineStart, brlapi.KeyLineEnd: NavLineEnd,
		brlapi.KeyPrevParagraph: NavPrevSection, brlapi.KeyNextParagraph: NavNextSection,
		brlapi.KeyBack:  NavBack,
		brlapi.KeyRoute: NavNone, brlapi.KeyPassDots: NavNone, brlapi.KeySym: NavNone,
		brlapi.KeyOther: NavNone, brlapi.KeyResize: NavNone,
	}
	for kind, want := range cases {
		if got := NavOf(brlapi.Key{Kind: kind}); got != want {
			t.Errorf("%v → %v, want %v", kind, got, want)
		}
	}
	// from the key codes BRLTTY sends
	if NavOf(brlapi.DecodeKey(0x20000009)) != NavTop || NavOf(brlapi.DecodeKey(0x2000000A)) != NavBottom {
		t.Error("TOP and BOT codes")
	}
}

// navLines is a game's lines with a long scoresheet line: last move,
// clocks, eight ranks, files, three scoresheet lines.
func navLines(t *testing.T) []Line {
	g := rules.NewGame(rules.StartPosition())
	playSAN(t, g, "e4", "e5", "Nf3", "Nc6", "Bb5", "a6")
	return UK2015().Lines(g, Layout{Clocks: &[2]time.Duration{time.Hour, time.Hour}})
}

func TestViewNavigation(t *testing.T) {
	lines := navLines(t)
	v := NewView(lines, 4)
	steps := []struct {
		nav  Nav
		ok   bool
		line int
		win  int
	}{
		{NavBottom, true, 13, 0},      // the last scoresheet line
		{NavBottom, false, 13, 0},     // already there
		{NavLineEnd, true, 13, 2},     // "⠒⠀⠇⠃⠢⠀⠁⠖": windows ⠒⠀, ⠇⠃⠢⠀, ⠁⠖
		{NavLineEnd, false, 13, 2},    //
		{NavLineStart, true, 13, 0},   //
		{NavPrevSection, true, 11, 0}, // the first scoresheet line
		{NavPrevSection, true, 2, 0},  // rank 8, the board's first line
		{NavPrevSection, true, 0, 0},  // the last move
		{NavPrevSection, false, 0, 0}, //
		{NavNextSection, true, 2, 0},  // the board
		{NavNextSection, true, 11, 0}, // the scoresheet
		{NavBack, true, 2, 0},         // back where the last jump started
		{NavLineDown, true, 3, 0},     //
		{NavTop, true, 0, 0},          //
		{NavBack, true, 3, 0},         //
		{NavNone, false, 3, 0},        //
	}
	for i, s := range steps {
		if ok := v.Do(s.nav); ok != s.ok || v.line != s.line || v.win != s.win {
			t.Fatalf("step %d (%d): ok %v at line %d window %d; want %v, %d, %d", i, s.nav, ok, v.line, v.win, s.ok, s.line, s.win)
		}
	}
}

func TestViewMessage(t *testing.T) {
	lines := navLines(t)
	v := NewView(lines, 12)
	v.Do(NavLineDown)
	under := v.Cells().String()
	msg := Message("  Promotion:   type q, r, l or s ")
	if msg.Kind != LineMessage || msg.Cells.String() != "⠏⠗⠕⠍⠕⠞⠊⠕⠝⠱⠀⠞⠽⠏⠑⠀⠟⠠⠀⠗⠠⠀⠇⠀⠕⠗⠀⠎" {
		t.Fatalf("message %v %s", msg.Kind, msg.Cells)
	}
	v.Show(msg)
	if !v.Showing() || v.Cells().String() != "⠏⠗⠕⠍⠕⠞⠊⠕⠝⠱⠀⠀" {
		t.Fatalf("shows %s", v.Cells())
	}
	if _, ok := v.Route(2); ok {
		t.Error("a routing key over a message selected a square")
	}
	if !v.Do(NavPanRight) || v.Cells().String() != "⠞⠽⠏⠑⠀⠟⠠⠀⠗⠠⠀⠇" {
		t.Fatalf("panned: %s", v.Cells())
	}
	if !v.Do(NavPanLeft) || v.Do(NavPanLeft) {
		t.Fatal("panning left through the message")
	}
	v.Do(NavPanRight)
	v.Do(NavPanRight)
	if !v.Showing() || v.Cells().String() != "⠕⠗⠀⠎⠀⠀⠀⠀⠀⠀⠀⠀" {
		t.Fatalf("last window: %s", v.Cells())
	}
	if !v.Do(NavPanRight) || v.Showing() || v.Cells().String() != under {
		t.Fatalf("past the end of the message: %s, want %s", v.Cells(), under)
	}
	// any other move dismisses the message, then moves
	v.Show(msg)
	if !v.Do(NavLineDown) || v.Showing() || v.Line() != 2 {
		t.Errorf("line down from a message: line %d", v.Line())
	}
	v.Show(msg)
	v.SetLines(lines)
	v.SetWidth(12)
	if !v.Showing() {
		t.Error("a redraw dismissed the message")
	}
	v.Dismiss()
	if v.Showing() || v.Line() != 2 {
		t.Error("Dismiss")
	}
}

// TestViewMessageLines pans an answer of several lines: each line starts
// on a window of its own, panning right past a line's end goes to the
// next line, left from a line's start to the last window of the one
// before, and past the last line the message is dismissed.
func TestViewMessageLines(t *testing.T) {
	v := NewView(navLines(t), 12)
	under := v.Cells().String()
	first, second := Message("Rank 8: a8 black rook"), Message("Rank 7")
	v.ShowLines([]Line{first, second})
	var want []string
	for _, l := range []Line{first, second} {
		w := append(Windows(l.Cells, 12), len(l.Cells))
		for i := range len(w) - 1 {
			want = append(want, strings.TrimRight(l.Cells[w[i]:w[i+1]].String(), "⠀"))
		}
	}
	if len(want) < 3 {
		t.Fatalf("the first line fits one window: %q", want)
	}
	for i, w := range want {
		if got := strings.TrimRight(v.Cells().String(), "⠀"); got != w {
			t.Fatalf("window %d: %s, want %s", i, got, w)
		}
		if i < len(want)-1 && !v.Do(NavPanRight) {
			t.Fatalf("no pan right from window %d", i)
		}
	}
	if !v.Do(NavPanLeft) || strings.TrimRight(v.Cells().String(), "⠀") != want[len(want)-2] {
		t.Fatalf("back from the second line: %s, want the last window of the first", v.Cells())
	}
	v.Do(NavPanRight)
	if !v.Do(NavPanRight) || v.Showing() || v.Cells().String() != under {
		t.Fatalf("past the last line: %s, want %s", v.Cells(), under)
	}
	v.ShowLines(nil)
	if v.Showing() {
		t.Error("no lines showed a message")
	}
}
