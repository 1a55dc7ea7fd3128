package brailledisplay

import (
	"context"
	"net"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/braille/brlapi"
	"github.com/tactuschess/tactus/internal/brltest"
	"github.com/tactuschess/tactus/rules"
)

// heldConn is a connection to BRLTTY whose next write, once held, waits
// until released: a display slow to take the cells.
type heldConn struct {
	net.Conn
	hold    atomic.Bool
	held    chan struct{} // a write is waiting
	release chan struct{}
}

func (c *heldConn) Write(p []byte) (int, error) {
	if c.hold.CompareAndSwap(true, false) {
		c.held <- struct{}{}
		<-c.release
	}
	return c.Conn.Write(p)
}

// TestASlowDisplayShowsTheNewest: while the display is slow to take a
// write, the game sends many frames, and then again with a message among
// them: when the display takes writes again it shows the last frame in
// one write, never the frames in between; the message is not lost, and
// the frames after it leave it on the cells.
func TestASlowDisplayShowsTheNewest(t *testing.T) {
	srv, err := brltest.NewServer(40)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	a, err := brlapi.ParseAddress(srv.Address())
	if err != nil {
		t.Fatal(err)
	}
	conn := &heldConn{held: make(chan struct{}), release: make(chan struct{})}
	d := Open(context.Background(), Options{
		Dial: func(ctx context.Context) (*brlapi.Client, error) {
			c, err := (&net.Dialer{}).DialContext(ctx, "tcp", a.TCP())
			if err != nil {
				return nil, err
			}
			conn.Conn = c
			return brlapi.NewClient(ctx, conn, brlapi.Options{Getenv: func(string) string { return "" }})
		},
	})
	t.Cleanup(func() { d.Close() })
	g := rules.NewGame(rules.StartPosition())
	clocks := func(i int) *[2]time.Duration {
		return &[2]time.Duration{time.Duration(i) * time.Minute, time.Hour}
	}
	clockLine := func(i int) string {
		return cellString(braille.UK2015().Lines(g, braille.Layout{Clocks: clocks(i)})[1].Cells.Bytes())
	}
	d.Set(Frame{Board: g, Clocks: clocks(0), Input: g.Position(), Top: true})
	srv.WaitCells(t, 0, func(c []byte) bool { return len(c) == 40 })
	n := srv.Count()
	if err := srv.Press(keyLineDown); err != nil { // to the clock line
		t.Fatal(err)
	}
	srv.WaitCells(t, n, func(c []byte) bool { return cellString(c) == clockLine(0) })

	slow := func(send func()) int {
		t.Helper()
		conn.hold.Store(true)
		d.Set(Frame{Board: g, Clocks: clocks(1), Input: g.Position()})
		<-conn.held // the display is writing, and slow
		n := srv.Count()
		send()
		conn.release <- struct{}{}
		return n
	}
	const frames = 200
	n = slow(func() {
		for i := 2; i <= frames; i++ {
			d.Set(Frame{Board: g, Clocks: clocks(i), Input: g.Position()})
		}
	})
	srv.WaitCells(t, n, func(c []byte) bool { return cellString(c) == clockLine(frames) })
	if w := srv.Count() - n; w > 2 {
		t.Errorf("%d writes to show the last of %d frames, want the slow one and one more", w, frames)
	}

	msg := "checkmate, White wins"
	n = slow(func() {
		for i := 2; i <= frames; i++ {
			if i == frames/2 {
				d.Show(msg)
			}
			d.Set(Frame{Board: g, Clocks: clocks(i), Input: g.Position()})
		}
	})
	srv.WaitCells(t, n, func(c []byte) bool { return cellString(c) == shown(msg) })
	// the slow write, the frames before the message as one, the message;
	// the frames after it as one, which leaves the message showing (and
	// writes nothing new)
	if w := srv.Count() - n; w > 3 {
		t.Errorf("%d writes to show the message, want at most 3", w)
	}
	if c := srv.Shown(); cellString(c[len(c)-1]) != shown(msg) {
		t.Errorf("the display ends showing %s, want the message", cellString(c[len(c)-1]))
	}
}

// TestQueueKeepsWhatMatters: a frame queued after a frame replaces it,
// keeping a Top asked for and that the game moved on; messages and notes
// are all kept, in order.
func TestQueueKeepsWhatMatters(t *testing.T) {
	start := rules.StartPosition()
	after := start
	m, err := after.ParseUCI("e2e4")
	if err != nil {
		t.Fatal(err)
	}
	after.Play(m)
	frame := func(pos rules.Position, top bool) update { return update{frame: &Frame{Input: pos, Top: top}} }
	msg := func(s string) update { return update{msgs: []Msg{{Text: s}}} }
	note := func(s string) update { u := msg(s); u.note = true; return u }
	var q []update
	for _, u := range []update{frame(start, true), frame(after, false), frame(start, false), msg("a"), note("n"),
		msg("b"), frame(start, false), frame(start, false)} {
		q = queue(q, u)
	}
	if len(q) != 5 {
		t.Fatalf("queue %+v, want a frame, a, n, b, a frame", q)
	}
	if f := q[0].frame; f == nil || !f.Top || f.Input != start || !q[0].moved {
		t.Errorf("first %+v, want the start position with Top, having moved", q[0])
	}
	for i, want := range []string{"a", "n", "b"} {
		if u := q[i+1]; u.frame != nil || len(u.msgs) != 1 || u.msgs[0].Text != want || u.note != (want == "n") {
			t.Errorf("update %d %+v, want %q", i+1, u, want)
		}
	}
	if f := q[4].frame; f == nil || f.Top || q[4].moved {
		t.Errorf("last %+v, want the last frame as it came", q[4])
	}
}
