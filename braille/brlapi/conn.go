package brlapi

import (
	"context"
	"fmt"
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
	case TypeParamUpdate:
		c.paramUpdate(p)
		return
	case TypeException:
		e, err := decodeError(p)
		if err != nil {
			c.push(event{err: err})
			return
		}
		if !c.reply(p, e.PacketType) {
			c.writeRefused(e)
			c.push(event{err: e})
		}
		return
	}
	if !c.reply(p, 0) {
		c.push(event{err: fmt.Errorf("%w: unsolicited %s packet", ErrProtocol, typeName(p.Type))})
	}
}

// paramUpdate handles a PARAM_UPDATE. For the display size the width is
// forgotten, so that the next write reads it again, and ReadKey reports
// KeyResize. The value itself is not trusted: BRLTTY 6.5 sends it in its
// own byte order rather than the network's.
func (c *Client) paramUpdate(p Packet) {
	v, err := decodeParam(p)
	if err != nil {
		c.push(event{err: err})
		return
	}
	if v.param != ParamDisplaySize {
		return
	}
	c.mu.Lock()
	c.width = 0
	c.mu.Unlock()
	c.push(event{key: Key{Kind: KeyResize}})
}

// writeRefused forgets the width when the server refuses a WRITE: the
// display most likely changed size under it.
func (c *Client) writeRefused(e *Error) {
	if e.PacketType == TypeWrite {
		c.mu.Lock()
		c.width = 0
		c.mu.Unlock()
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
// server raised since (for instance about a WRITE). A Key of kind
// KeyResize is no key: the display changed size, and the next write (or
// Width) reads the new size. ReadKey fails once the connection is lost and
// every queued key has been read, or when ctx ends.
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
