package brlapi

import (
	"context"
	"fmt"
	"time"
)

// readLoop reads packets until the connection fails, queueing keys and
// exceptions for ReadKey and handing replies to the waiting request.
func (c *Client) readLoop() {
	for {
		p, err := ReadPacket(c.conn)
		if err != nil {
			c.stop(err)
			return
		}
		c.dispatch(p)
	}
}

// dispatch routes one packet read from the server.
func (c *Client) dispatch(p Packet) {
	switch p.Type {
	case TypeKey:
		code, err := decodeKeyCode(p)
		if err != nil {
			c.push(event{err: err})
			return
		}
		c.push(event{key: DecodeKey(code)})
		return
	case TypeException:
		e, err := decodeError(p)
		if err != nil {
			c.push(event{err: err})
			return
		}
		if !c.reply(p, e.PacketType) {
			c.push(event{err: e})
		}
		return
	}
	if !c.reply(p, 0) {
		c.push(event{err: fmt.Errorf("%w: unsolicited %s packet", ErrProtocol, typeName(p.Type))})
	}
}

// reply hands p to the waiting request, if any (and, for an exception,
// only if it is about the request's type). It reports whether it did.
func (c *Client) reply(p Packet, about uint32) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.waiting == 0 || (about != 0 && about != c.waiting) {
		return false
	}
	select {
	case c.replies <- p:
		c.waiting = 0
		return true
	default: // a stale reply is still there: never block the reader
		return false
	}
}

// push queues an event for ReadKey, dropping the oldest beyond the bound.
func (c *Client) push(e event) {
	c.mu.Lock()
	if len(c.events) >= maxQueuedEvents {
		c.events = c.events[1:]
	}
	c.events = append(c.events, e)
	c.mu.Unlock()
	select {
	case c.notify <- struct{}{}:
	default:
	}
}

// stop records why the reader stopped.
func (c *Client) stop(err error) {
	c.mu.Lock()
	if c.closed {
		err = ErrClosed
	} else {
		err = fmt.Errorf("brlapi: connection lost: %w", err)
	}
	c.err = err
	c.mu.Unlock()
	close(c.done)
}

// ReadKey returns the next key pressed, or an *Error for an exception the
// server raised since (for instance about a WRITE). It fails once the
// connection is lost and every queued key has been read.
func (c *Client) ReadKey(ctx context.Context) (Key, error) {
	for {
		c.mu.Lock()
		if len(c.events) > 0 {
			e := c.events[0]
			c.events = c.events[1:]
			c.mu.Unlock()
			return e.key, e.err
		}
		c.mu.Unlock()
		select {
		case <-c.notify:
		case <-c.done:
			c.mu.Lock()
			n := len(c.events)
			c.mu.Unlock()
			if n == 0 {
				return Key{}, c.err
			}
		case <-ctx.Done():
			return Key{}, ctx.Err()
		}
	}
}

// request sends p and waits for its reply; ERROR and EXCEPTION replies
// become *Error.
func (c *Client) request(p Packet) (Packet, error) {
	c.rmu.Lock()
	defer c.rmu.Unlock()
	c.mu.Lock()
	select {
	case <-c.replies: // left over from a request that gave up waiting
	default:
	}
	c.waiting = p.Type
	c.mu.Unlock()
	defer c.clearWaiting()
	if err := c.send(p); err != nil {
		return Packet{}, err
	}
	t := time.NewTimer(c.opts.timeout())
	defer t.Stop()
	select {
	case r := <-c.replies:
		return replyOrError(r)
	case <-c.done:
		select { // the reader hands over a reply before it stops
		case r := <-c.replies:
			return replyOrError(r)
		default:
		}
		return Packet{}, c.err
	case <-t.C:
		c.conn.Close() // the conversation is out of step: start afresh
		return Packet{}, fmt.Errorf("brlapi: no reply to %s within %v", typeName(p.Type), c.opts.timeout())
	}
}

func (c *Client) clearWaiting() {
	c.mu.Lock()
	c.waiting = 0
	c.mu.Unlock()
}

// replyOrError turns ERROR and EXCEPTION replies into errors.
func replyOrError(r Packet) (Packet, error) {
	if r.Type != TypeError && r.Type != TypeException {
		return r, nil
	}
	e, err := decodeError(r)
	if err != nil {
		return Packet{}, err
	}
	return Packet{}, e
}

// send writes one packet.
func (c *Client) send(p Packet) error {
	select {
	case <-c.done:
		return c.err
	default:
	}
	c.wmu.Lock()
	defer c.wmu.Unlock()
	return WritePacket(c.conn, p)
}

// ack sends a request whose answer is ACK.
func (c *Client) ack(p Packet) error {
	r, err := c.request(p)
	if err != nil {
		return fmt.Errorf("brlapi: %s: %w", typeName(p.Type), err)
	}
	if r.Type != TypeAck {
		return fmt.Errorf("%w: %s answered by %s", ErrProtocol, typeName(p.Type), typeName(r.Type))
	}
	return nil
}

// query sends a request whose answer is a packet of the same type.
func (c *Client) query(t uint32) (Packet, error) {
	r, err := c.request(Packet{Type: t})
	if err != nil {
		return Packet{}, fmt.Errorf("brlapi: %s: %w", typeName(t), err)
	}
	if r.Type != t {
		return Packet{}, fmt.Errorf("%w: %s answered by %s", ErrProtocol, typeName(t), typeName(r.Type))
	}
	return r, nil
}

// DriverName returns the name of BRLTTY's braille driver ("vr", "bm", …).
func (c *Client) DriverName() (string, error) {
	p, err := c.query(TypeGetDriverName)
	return decodeString(p), err
}

// ModelID returns the model of the display as the driver names it.
func (c *Client) ModelID() (string, error) {
	p, err := c.query(TypeGetModelID)
	return decodeString(p), err
}

// DisplaySize returns the width and height of the display in cells.
func (c *Client) DisplaySize() (width, height int, err error) {
	p, err := c.query(TypeGetDisplaySize)
	if err != nil {
		return 0, 0, err
	}
	width, height, err = decodeSize(p)
	if err != nil {
		return 0, 0, fmt.Errorf("brlapi: GETDISPLAYSIZE: %w", err)
	}
	c.mu.Lock()
	c.width = width
	c.mu.Unlock()
	return width, height, nil
}

// EnterTTYMode takes the display for this client, whatever the console
// shows; keys then arrive as BRLTTY commands.
func (c *Client) EnterTTYMode() error {
	if err := c.ack(Packet{TypeEnterTTYMode, enterTTYBody(nil, "")}); err != nil {
		return err
	}
	c.mu.Lock()
	c.inTTY = true
	c.mu.Unlock()
	return nil
}

// LeaveTTYMode gives the display back to BRLTTY.
func (c *Client) LeaveTTYMode() error {
	c.mu.Lock()
	c.inTTY = false
	c.mu.Unlock()
	return c.ack(Packet{Type: TypeLeaveTTYMode})
}

// AcceptKeys asks for the keys in ranges (AllKeys() for every key).
func (c *Client) AcceptKeys(ranges ...KeyRange) error {
	return c.ack(Packet{TypeAcceptKeyRanges, keyRangesBody(ranges)})
}

// IgnoreKeys asks BRLTTY to handle the keys in ranges itself.
func (c *Client) IgnoreKeys(ranges ...KeyRange) error {
	return c.ack(Packet{TypeIgnoreKeyRanges, keyRangesBody(ranges)})
}

// WriteDots shows exactly the given dot patterns (bit 0 = dot 1 … bit 7 =
// dot 8) from the first cell, blank cells after them, cursor off. Cells
// beyond the display width are cut. The server does not answer; a problem
// comes back later from ReadKey as an *Error with Exception set.
func (c *Client) WriteDots(dots []byte) error {
	c.mu.Lock()
	w := c.width
	c.mu.Unlock()
	if w == 0 {
		var err error
		if w, _, err = c.DisplaySize(); err != nil {
			return err
		}
	}
	body, err := writeDotsBody(dots, w)
	if err != nil {
		return err
	}
	return c.send(Packet{TypeWrite, body})
}

// Close leaves tty mode if the client entered it and closes the
// connection.
func (c *Client) Close() error {
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return ErrClosed
	}
	inTTY := c.inTTY
	c.mu.Unlock()
	lost := false
	select {
	case <-c.done: // connection already lost, and reported by ReadKey
		lost = true
	default:
	}
	var err error
	if inTTY && !lost {
		err = c.LeaveTTYMode()
	}
	c.mu.Lock()
	c.closed = true
	c.mu.Unlock()
	if cerr := c.conn.Close(); cerr != nil && err == nil && !lost {
		err = fmt.Errorf("brlapi: close: %w", cerr)
	}
	<-c.done
	return err
}

// Done is closed when the connection is lost or closed; ReadKey then
// returns the reason once the keys already received are read.
func (c *Client) Done() <-chan struct{} { return c.done }
