package brlapi

import (
	"context"
	"errors"
	"fmt"
	"net"
	"time"
)

// DriverName returns the name of BRLTTY's braille driver ("vr", "bm", …).
func (c *Client) DriverName(ctx context.Context) (string, error) {
	p, err := c.query(ctx, Packet{Type: TypeGetDriverName}, TypeGetDriverName)
	return decodeString(p), err
}

// ModelID returns the model of the display as the driver names it.
func (c *Client) ModelID(ctx context.Context) (string, error) {
	p, err := c.query(ctx, Packet{Type: TypeGetModelID}, TypeGetModelID)
	return decodeString(p), err
}

// DisplaySize reads the width and height of the display in cells from the
// server (GETDISPLAYSIZE), and remembers the width for WriteDots.
func (c *Client) DisplaySize(ctx context.Context) (width, height int, err error) {
	p, err := c.query(ctx, Packet{Type: TypeGetDisplaySize}, TypeGetDisplaySize)
	if err != nil {
		return 0, 0, err
	}
	width, height, err = decodeSize(p)
	if err != nil {
		return 0, 0, fmt.Errorf("brlapi: GETDISPLAYSIZE: %w", err)
	}
	c.setWidth(width)
	return width, height, nil
}

// WatchDisplaySize reads the display size and asks the server to report
// every change of it (the display-size parameter, BRLTTY 6.1 and later).
// From then on the client writes with the width it last read, reads it
// again after a change (which ReadKey reports as KeyResize), and never
// writes with the old one. A server without parameters refuses with an
// *Error; the client then keeps reading the size before every write.
func (c *Client) WatchDisplaySize(ctx context.Context) (width, height int, err error) {
	body := paramRequestBody(paramGlobal|paramGet|paramSubscribe, ParamDisplaySize)
	p, err := c.query(ctx, Packet{TypeParamRequest, body}, TypeParamValue)
	if err != nil {
		return 0, 0, err
	}
	width, height, err = decodeSizeValue(p)
	if err != nil {
		return 0, 0, fmt.Errorf("brlapi: display size parameter: %w", err)
	}
	c.mu.Lock()
	c.width, c.watching = width, true
	c.mu.Unlock()
	return width, height, nil
}

// Width returns the display width to write with: the one last read while
// the server reports changes (WatchDisplaySize), else one read now.
func (c *Client) Width(ctx context.Context) (int, error) {
	c.mu.Lock()
	w, fresh := c.width, c.watching
	c.mu.Unlock()
	if w > 0 && fresh {
		return w, nil
	}
	w, _, err := c.DisplaySize(ctx)
	return w, err
}

func (c *Client) setWidth(w int) {
	c.mu.Lock()
	c.width = w
	c.mu.Unlock()
}

// EnterTTYMode takes the display for this client, whatever the console
// shows; keys then arrive as BRLTTY commands.
func (c *Client) EnterTTYMode(ctx context.Context) error {
	if err := c.ack(ctx, Packet{TypeEnterTTYMode, enterTTYBody(nil, "")}); err != nil {
		return err
	}
	c.mu.Lock()
	c.inTTY = true
	c.mu.Unlock()
	return nil
}

// LeaveTTYMode gives the display back to BRLTTY.
func (c *Client) LeaveTTYMode(ctx context.Context) error {
	c.mu.Lock()
	c.inTTY = false
	c.mu.Unlock()
	return c.ack(ctx, Packet{Type: TypeLeaveTTYMode})
}

// AcceptKeys asks for the keys in ranges (AllKeys() for every key).
func (c *Client) AcceptKeys(ctx context.Context, ranges ...KeyRange) error {
	return c.ack(ctx, Packet{TypeAcceptKeyRanges, keyRangesBody(ranges)})
}

// IgnoreKeys asks BRLTTY to handle the keys in ranges itself.
func (c *Client) IgnoreKeys(ctx context.Context, ranges ...KeyRange) error {
	return c.ack(ctx, Packet{TypeIgnoreKeyRanges, keyRangesBody(ranges)})
}

// WriteDots shows exactly the given dot patterns (bit 0 = dot 1 … bit 7 =
// dot 8) from the first cell, blank cells after them, cursor off, written
// with the current width (see Width). Cells beyond the display width are
// cut. The server does not answer; a problem comes back later from
// ReadKey as an *Error with Exception set.
func (c *Client) WriteDots(ctx context.Context, dots []byte) error {
	w, err := c.Width(ctx)
	if err != nil {
		return err
	}
	body, err := writeDotsBody(dots, w)
	if err != nil {
		return err
	}
	return c.send(ctx, Packet{TypeWrite, body})
}

// closeGrace bounds the one write Close makes (LEAVETTYMODE): a server
// that reads nothing more must not hold the close.
const closeGrace = 250 * time.Millisecond

// Close gives the display back and closes the connection at once: it
// sends LEAVETTYMODE if the client entered tty mode but does not wait for
// the answer (BRLTTY gives the display back when a connection closes
// anyway), so a server that hangs never holds the caller. A request
// waiting for its reply meanwhile fails with ErrClosed.
func (c *Client) Close() error {
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return ErrClosed
	}
	inTTY := c.inTTY
	c.inTTY = false
	c.closed = true
	c.mu.Unlock()
	lost := false
	select {
	case <-c.done: // connection already lost, and reported by ReadKey
		lost = true
	default:
	}
	var err error
	if inTTY && !lost {
		err = c.leaveNow()
	}
	if cerr := c.conn.Close(); cerr != nil && err == nil && !lost && !errors.Is(cerr, net.ErrClosed) {
		err = fmt.Errorf("brlapi: close: %w", cerr)
	}
	<-c.done // the reader stops as soon as the connection is closed
	return err
}

// leaveNow writes LEAVETTYMODE by closeGrace, without waiting for the
// answer. When another write holds the connection (perhaps stuck on a
// server that reads nothing) it writes nothing: closing ends that write.
func (c *Client) leaveNow() error {
	if !c.wmu.TryLock() {
		return nil
	}
	defer c.wmu.Unlock()
	if err := c.conn.SetWriteDeadline(time.Now().Add(closeGrace)); err != nil {
		return fmt.Errorf("brlapi: %s: %w", typeName(TypeLeaveTTYMode), err)
	}
	if err := WritePacket(c.conn, Packet{Type: TypeLeaveTTYMode}); err != nil {
		return fmt.Errorf("brlapi: %s: %w", typeName(TypeLeaveTTYMode), err)
	}
	return nil
}

// Done is closed when the connection is lost or closed; ReadKey then
// returns the reason once the keys already received are read.
func (c *Client) Done() <-chan struct{} { return c.done }
