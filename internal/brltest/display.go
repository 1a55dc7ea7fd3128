package brltest

import (
	"bufio"
	"fmt"
	"net"
	"strings"
	"sync"
	"testing"
	"time"
)

// Display is the fake braille display BRLTTY's vr driver connects to. It
// records every line of cells BRLTTY shows and sends key commands.
type Display struct {
	ln    net.Listener
	cells int

	mu     sync.Mutex
	conn   net.Conn
	shown  [][]byte      // every Braille line received, oldest first
	change chan struct{} // signalled on every new line or connection
}

func newDisplay(t testing.TB, cells int) *Display {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("brltest: %v", err)
	}
	d := &Display{ln: ln, cells: cells, change: make(chan struct{}, 1)}
	t.Cleanup(func() {
		ln.Close()
		d.mu.Lock()
		if d.conn != nil {
			d.conn.Close()
		}
		d.mu.Unlock()
	})
	go d.accept()
	return d
}

// Addr is the host:port the vr driver connects to.
func (d *Display) Addr() string { return d.ln.Addr().String() }

// accept serves each connection of the driver in turn (BRLTTY reconnects
// after a restart).
func (d *Display) accept() {
	for {
		c, err := d.ln.Accept()
		if err != nil {
			return
		}
		d.mu.Lock()
		n := d.cells
		d.mu.Unlock()
		if _, err := fmt.Fprintf(c, "cells %d\n", n); err != nil {
			c.Close()
			continue
		}
		d.mu.Lock()
		if d.conn != nil {
			d.conn.Close()
		}
		d.conn = c
		d.mu.Unlock()
		go d.read(c)
	}
}

// read records the Braille lines of one connection.
func (d *Display) read(c net.Conn) {
	sc := bufio.NewScanner(c)
	for sc.Scan() {
		cells, ok := ParseBrailleLine(sc.Text())
		if !ok {
			continue
		}
		d.mu.Lock()
		d.shown = append(d.shown, cells)
		d.mu.Unlock()
		d.signal()
	}
}

func (d *Display) signal() {
	select {
	case d.change <- struct{}{}:
	default:
	}
}

// ParseBrailleLine reads a vr driver line `Braille "1|12| |…"` into dot
// patterns (bit 0 = dot 1); ok is false for other lines.
func ParseBrailleLine(line string) (cells []byte, ok bool) {
	rest, found := strings.CutPrefix(line, "Braille \"")
	if !found || !strings.HasSuffix(rest, "\"") {
		return nil, false
	}
	rest = strings.TrimSuffix(rest, "\"")
	for _, f := range strings.Split(rest, "|") {
		var b byte
		for _, r := range f {
			if r >= '1' && r <= '8' {
				b |= 1 << (r - '1')
			}
		}
		cells = append(cells, b)
	}
	return cells, true
}

// Last returns the cells shown last (nil if none yet).
func (d *Display) Last() []byte {
	d.mu.Lock()
	defer d.mu.Unlock()
	if len(d.shown) == 0 {
		return nil
	}
	return append([]byte(nil), d.shown[len(d.shown)-1]...)
}

// Count is the number of Braille lines shown so far.
func (d *Display) Count() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return len(d.shown)
}

// WaitCells waits until a line shown after the first `after` lines
// satisfies ok and returns it; it fails the test after Timeout.
func (d *Display) WaitCells(t testing.TB, after int, ok func([]byte) bool) []byte {
	t.Helper()
	deadline := time.NewTimer(Timeout)
	defer deadline.Stop()
	for {
		d.mu.Lock()
		for _, c := range d.shown[min(after, len(d.shown)):] {
			if ok(c) {
				d.mu.Unlock()
				return append([]byte(nil), c...)
			}
		}
		after = len(d.shown)
		last := [][]byte(nil)
		if after > 0 {
			last = d.shown[after-1:]
		}
		d.mu.Unlock()
		select {
		case <-d.change:
		case <-deadline.C:
			t.Fatalf("brltest: no matching cells within %v; last shown %v", Timeout, last)
		}
	}
}

// Resize tells BRLTTY that the display now has n cells, as a display
// whose size changes would (the vr driver's "cells N"); later
// connections of the driver are told the same.
func (d *Display) Resize(t testing.TB, n int) {
	t.Helper()
	d.mu.Lock()
	d.cells = n
	d.mu.Unlock()
	d.Press(t, fmt.Sprintf("cells %d", n))
}

// Press sends one key command to BRLTTY as the display would ("Route 5",
// "LnDn", "FwinRt", "Return"), waiting for the driver's connection.
func (d *Display) Press(t testing.TB, command string) {
	t.Helper()
	deadline := time.Now().Add(Timeout)
	for {
		d.mu.Lock()
		c := d.conn
		d.mu.Unlock()
		if c != nil {
			if _, err := fmt.Fprintf(c, "%s\n", command); err != nil {
				t.Fatalf("brltest: press %q: %v", command, err)
			}
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("brltest: vr driver never connected")
		}
		time.Sleep(20 * time.Millisecond)
	}
}
