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
// write, the game sends many frames, and a message among them: when the
// display takes writes again it shows the newest state at once (the last
// frame, the message over it), in one write, never the frames in between
// nor a frame without the message.
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
	if w := srv.Count() - n; w > 2 {
		t.Errorf("%d writes to show the message, want the slow one and one more", w)
	}
}

// TestQueueKeepsWhatMatters: the updates not yet taken keep, in order,
// what the display must end showing.
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
	for _, u := range []update{frame(start, true), frame(after, false), msg("a"), note("n1"), frame(start, false),
		note("n2"), note("n3"), msg("b"), frame(start, false)} {
		q = queue(q, u)
	}
	// frames merge with the frame before them (Top and the move kept); the
	// message b replaced a and the notes; the last frame merged after b
	if len(q) != 3 {
		t.Fatalf("queue %+v, want a frame, the message b, a frame", q)
	}
	if f := q[0].frame; f == nil || !f.Top || f.Input != start || !q[0].moved {
		t.Errorf("first %+v, want the start position with Top, having moved", q[0])
	}
	if q[1].frame != nil || q[1].note || q[1].msgs[0].Text != "b" {
		t.Errorf("second %+v, want the message b", q[1])
	}
	if f := q[2].frame; f == nil || f.Top || q[2].moved {
		t.Errorf("third %+v, want the last frame as it came", q[2])
	}
}
