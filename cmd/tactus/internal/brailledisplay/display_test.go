package brailledisplay

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/braille/brlapi"
	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/internal/brltest"
	"github.com/tactuschess/tactus/rules"
)

// BrlAPI key codes of BRLTTY commands and keys.
const (
	keyLineUp   = 0x20000001
	keyLineDown = 0x20000002
	keyTop      = 0x20000009
	keyRoute    = 0x20010000 // + cell
	keyPassDots = 0x20220000 // + dots
	keyReturn   = 0xff0d     // the X11 keysym
	keyRETURN   = 0x2000001F // the display's RETURN command
)

// rig is a display on a fake BrlAPI server.
type rig struct {
	t   *testing.T
	srv *brltest.Server
	d   *Display
	g   *rules.Game
}

func newRig(t *testing.T, width int) *rig {
	t.Helper()
	return newRigWith(t, width, Messages{})
}

// newRigWith is newRig with the display's own messages in msgs.
func newRigWith(t *testing.T, width int, msgs Messages) *rig {
	t.Helper()
	srv, err := brltest.NewServer(width)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	d := Open(context.Background(), Options{
		Dial: func(ctx context.Context) (*brlapi.Client, error) {
			return brlapi.DialContext(ctx, srv.Address(), brlapi.Options{})
		},
		Session:  brlapi.SessionOptions{MinBackoff: 10 * time.Millisecond, MaxBackoff: 50 * time.Millisecond},
		Messages: msgs,
	})
	t.Cleanup(func() { d.Close() })
	return &rig{t: t, srv: srv, d: d, g: rules.NewGame(rules.StartPosition())}
}

// set shows the rig's game and waits until the display shows want.
func (r *rig) set(top bool, want string) {
	r.t.Helper()
	n := r.srv.Count()
	r.d.Set(Frame{Board: r.g, Input: r.g.Position(), Top: top})
	if want == "" {
		want = cellString(braille.UK2015().Lines(r.g, braille.Layout{})[0].Cells.Bytes())
	}
	r.wait(n, want)
}

// wait waits for a write after the first n whose cells start with want.
func (r *rig) wait(n int, want string) []byte {
	r.t.Helper()
	return r.srv.WaitCells(r.t, n, func(c []byte) bool { return strings.HasPrefix(cellString(c), want) })
}

// press sends a key and waits for a write starting with want ("" for any
// write at all is not waited for).
func (r *rig) press(code uint64, want string) {
	r.t.Helper()
	n := r.srv.Count()
	if err := r.srv.Press(code); err != nil {
		r.t.Fatal(err)
	}
	if want != "" {
		r.wait(n, want)
	}
}

// input waits for the next line the display makes.
func (r *rig) input() input.Msg {
	r.t.Helper()
	select {
	case s := <-r.d.Input():
		return s
	case <-time.After(brltest.Timeout):
		r.t.Fatal("no input from the display")
		return nil
	}
}

// cellString writes dot patterns as Unicode braille, trailing blanks cut.
func cellString(c []byte) string {
	cs := make(braille.Cells, len(c))
	for i, b := range c {
		cs[i] = braille.Cell(b)
	}
	return strings.TrimRight(cs.String(), "⠀")
}

func TestRoutingKeysPlayAMove(t *testing.T) {
	r := newRig(t, 20)
	r.set(true, "")
	// down to rank 2: the last move line, then ranks 8 … 2
	for _, rank := range []string{"⠦", "⠶", "⠖", "⠢", "⠲", "⠒", "⠆"} {
		r.press(keyLineDown, rank)
	}
	r.press(keyRoute+6, "⠆") // e2, marked on the line
	r.press(keyLineUp, "⠒")
	r.press(keyLineUp, "⠲")
	r.press(keyRoute+6, "")
	if got := r.input(); got != (input.BrailleMove{Move: "e2e4"}) {
		t.Fatalf("input %#v, want e2e4", got)
	}
}

func TestTypedMove(t *testing.T) {
	r := newRig(t, 20)
	r.set(true, "")
	pos := r.g.Position()
	m, err := pos.ParseUCI("g1f3")
	if err != nil {
		t.Fatal(err)
	}
	code := braille.UK2015()
	for _, c := range code.Move(&pos, m) {
		r.press(keyPassDots+uint64(c), "")
	}
	r.press(keyPassDots+uint64(braille.Dot8), "")
	if got := r.input(); got != (input.BrailleMove{Move: "g1f3"}) {
		t.Fatalf("input %#v, want g1f3", got)
	}
	// a typed cell rubbed out with dot 7, then Return on a keyboard
	m, _ = pos.ParseUCI("e2e4")
	r.press(keyPassDots+uint64(braille.Dot1|braille.Dot2|braille.Dot3), "⠇")
	r.press(keyPassDots+uint64(braille.Dot7), "")
	for _, c := range code.Move(&pos, m) {
		r.press(keyPassDots+uint64(c), "")
	}
	r.press(keyReturn, "")
	if got := r.input(); got != (input.BrailleMove{Move: "e2e4"}) {
		t.Fatalf("input %#v, want e2e4", got)
	}
}

// TestDisplayReturnClearsTyped: the display's RETURN command clears what
// was typed on its Braille keyboard, so the next move typed is read alone.
func TestDisplayReturnClearsTyped(t *testing.T) {
	r := newRig(t, 40)
	r.set(true, "")
	pos := r.g.Position()
	r.press(keyPassDots+uint64(braille.Dot1|braille.Dot2|braille.Dot3), "⠇")
	r.press(keyRETURN, "")
	m, err := pos.ParseUCI("g1f3")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range braille.UK2015().Move(&pos, m) {
		r.press(keyPassDots+uint64(c), "")
	}
	r.press(keyPassDots+uint64(braille.Dot8), "")
	if got := r.input(); got != (input.BrailleMove{Move: "g1f3"}) {
		t.Fatalf("input %#v, want g1f3 (the cell before Return cleared)", got)
	}
}

func TestTypedNonsenseIsShownNotPlayed(t *testing.T) {
	r := newRig(t, 40)
	r.set(true, "")
	r.press(keyPassDots+uint64(braille.Dot1), "⠁")
	r.press(keyPassDots+uint64(braille.Dot8), cellString(braille.Message("not a legal move:").Cells.Bytes()))
	select {
	case s := <-r.d.Input():
		t.Fatalf("input %#v from nonsense", s)
	default:
	}
}

func TestMessagesAndTop(t *testing.T) {
	r := newRig(t, 40)
	r.set(true, "")
	n := r.srv.Count()
	r.d.Show("the game is over")
	r.wait(n, cellString(braille.Message("the game is over").Cells.Bytes()))
	// any key dismisses the message; a new move brings the first line back
	r.press(keyLineDown, "⠦")
	if err := r.g.PlayUCI("e2e4"); err != nil {
		t.Fatal(err)
	}
	want := cellString(braille.UK2015().Lines(r.g, braille.Layout{})[0].Cells.Bytes())
	r.set(true, want)
	r.press(keyLineDown, "⠦")
	r.press(keyTop, want)
}

func TestResizeNeverWritesStale(t *testing.T) {
	r := newRig(t, 40)
	r.set(true, "")
	r.srv.Resize(12)
	r.press(keyLineDown, "⠦")
	shown := r.srv.Shown()
	if last := shown[len(shown)-1]; len(last) != 12 {
		t.Fatalf("wrote %d cells on a 12-cell display", len(last))
	}
	if n := r.srv.StaleWrites(); n != 0 {
		for _, c := range r.srv.Shown() {
			t.Logf("%d %s", len(c), cellString(c))
		}
		t.Fatalf("%d writes with a stale width", n)
	}
}

func TestToldOnceWhenGoneAndBack(t *testing.T) {
	srv, err := brltest.NewServer(20)
	if err != nil {
		t.Fatal(err)
	}
	var addr atomic.Value
	addr.Store(srv.Address())
	srv.Close()
	d := Open(context.Background(), Options{
		Dial: func(ctx context.Context) (*brlapi.Client, error) {
			return brlapi.DialContext(ctx, addr.Load().(string), brlapi.Options{})
		},
		Session: brlapi.SessionOptions{MinBackoff: 10 * time.Millisecond, MaxBackoff: 20 * time.Millisecond},
	})
	defer d.Close()
	g := rules.NewGame(rules.StartPosition())
	for range 5 {
		d.Set(Frame{Board: g, Input: g.Position()})
	}
	notice := func() string {
		select {
		case s := <-d.Notices():
			return s
		case <-time.After(brltest.Timeout):
			t.Fatal("no notice")
			return ""
		}
	}
	if s := notice(); !strings.HasPrefix(s, "The Braille display is not available") {
		t.Fatalf("notice %q", s)
	}
	select {
	case s := <-d.Notices():
		t.Fatalf("a second notice while gone: %q", s)
	case <-time.After(200 * time.Millisecond):
	}
	// BRLTTY comes back (on another port here): the cells are drawn again
	// and the player is told once
	srv2, err := brltest.NewServer(20)
	if err != nil {
		t.Fatal(err)
	}
	defer srv2.Close()
	addr.Store(srv2.Address())
	if s := notice(); s != "The Braille display is back." {
		t.Fatalf("notice %q", s)
	}
	srv2.WaitCells(t, 0, func(c []byte) bool { return strings.HasPrefix(cellString(c), "⠂") || len(c) == 20 })
}

// TestCloseWithAHungBRLTTY: quitting does not wait on a BRLTTY that does
// not answer, whether it hung in the middle of the game (the board shown,
// a routing key pressed) or accepted the connection and never answered.
// The requests would wait an hour: a Close that waited for any of them
// fails the test.
func TestCloseWithAHungBRLTTY(t *testing.T) {
	for _, when := range []string{"in the game", "from the start"} {
		t.Run(when, func(t *testing.T) {
			srv, err := brltest.NewServer(40)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { srv.Close() })
			if when == "from the start" {
				srv.Hang()
			}
			d := Open(context.Background(), Options{
				Dial: func(ctx context.Context) (*brlapi.Client, error) {
					return brlapi.DialContext(ctx, srv.Address(), brlapi.Options{Timeout: time.Hour})
				},
			})
			g := rules.NewGame(rules.StartPosition())
			d.Set(Frame{Board: g, Input: g.Position()})
			if when == "in the game" {
				srv.WaitCells(t, 0, func([]byte) bool { return true })
				if err := srv.Press(keyRoute + 12); err != nil {
					t.Fatal(err)
				}
				srv.Hang()
				d.Set(Frame{Board: g, Input: g.Position(), Top: true})
			} else {
				srv.WaitAccepted(t, 1)
			}
			closed := make(chan error, 1)
			go func() { closed <- d.Close() }()
			select {
			case <-closed:
			case <-time.After(brltest.Timeout):
				t.Fatal("Close waits on a BRLTTY that does not answer")
			}
		})
	}
}

// TestNoteGoesAfterTheMessage: a notice from outside the game (the voice
// failed) never takes the place of the message on the cells: it follows
// the result, a later notice replaces the earlier one behind it, and with
// no message showing the notice is shown alone.
func TestNoteGoesAfterTheMessage(t *testing.T) {
	r := newRig(t, 40)
	r.set(true, "")
	n := r.srv.Count()
	r.d.Show("Checkmate, White wins")
	r.wait(n, shown("Checkmate, White wins"))
	n = r.srv.Count()
	r.d.Note("The voice failed")
	r.wait(n, shown("Checkmate, White wins; The voice failed"))
	n = r.srv.Count()
	r.d.Note("The voice is back")
	r.wait(n, shown("Checkmate, White wins; The voice is back"))
	r.press(keyLineDown, "⠦") // the reader moves on: the message is gone
	n = r.srv.Count()
	r.d.Note("The voice failed")
	r.wait(n, shown("The voice failed"))
	n = r.srv.Count()
	r.d.Note("The voice is back") // a notice replaces a notice
	r.wait(n, shown("The voice is back"))
}

// Dots 7 and 8 pressed together ask the app to listen (moves by voice);
// the cells of a move typed before stay and the move still goes.
func TestDots78Listen(t *testing.T) {
	r := newRig(t, 20)
	r.set(true, "")
	pos := r.g.Position()
	m, err := pos.ParseUCI("g1f3")
	if err != nil {
		t.Fatal(err)
	}
	cells := braille.UK2015().Move(&pos, m)
	r.press(keyPassDots+uint64(cells[0]), "")
	r.press(keyPassDots+uint64(braille.Dot7|braille.Dot8), "")
	if got := r.input(); got != (input.Listen{}) {
		t.Fatalf("input %#v, want input.Listen", got)
	}
	for _, c := range cells[1:] {
		r.press(keyPassDots+uint64(c), "")
	}
	r.press(keyPassDots+uint64(braille.Dot8), "")
	if got := r.input(); got != (input.BrailleMove{Move: "g1f3"}) {
		t.Fatalf("input %#v after listening, want g1f3", got)
	}
}

// TestToldAtOnceWhenGone: BRLTTY going away is told as soon as the
// connection closes, with nothing written after it (a write on a freshly
// closed connection may still succeed, so a write cannot be what finds
// it).
func TestToldAtOnceWhenGone(t *testing.T) {
	r := newRig(t, 20)
	r.set(true, "")
	n := r.srv.Count()
	r.srv.Close()
	select {
	case s := <-r.d.Notices():
		if !strings.HasPrefix(s, "The Braille display is not available") {
			t.Fatalf("notice %q", s)
		}
	case <-time.After(brltest.Timeout):
		t.Fatal("the display's loss was not told without a write")
	}
	if w := r.srv.Count(); w != n {
		t.Errorf("%d writes shown after the server closed", w-n)
	}
}
