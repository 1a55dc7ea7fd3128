package brlapi

import (
	"context"
	"errors"
	"fmt"
)

// request sends p and waits for its reply; ERROR and EXCEPTION replies
// become *Error. One request is in flight at a time; waiting for the turn,
// sending and waiting for the reply all end with ctx (bounded by
// Options.Timeout). A request that gave up after sending closes the
// connection: a late reply would otherwise answer the next request.
func (c *Client) request(ctx context.Context, p Packet) (Packet, error) {
	ctx, cancel := c.opts.bound(ctx)
	defer cancel()
	select {
	case c.turn <- struct{}{}:
	case <-c.done:
		return Packet{}, c.err
	case <-ctx.Done():
		return Packet{}, ctx.Err()
	}
	defer func() { <-c.turn }()
	c.mu.Lock()
	select {
	case <-c.replies: // left over from a request that gave up waiting
	default:
	}
	c.waiting = p.Type
	c.mu.Unlock()
	defer c.clearWaiting()
	if err := c.send(ctx, p); err != nil {
		return Packet{}, c.closedOr(err)
	}
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
	case <-ctx.Done():
		c.conn.Close() // the conversation is out of step: start afresh
		return Packet{}, fmt.Errorf("no reply: %w", ctx.Err())
	}
}

// closedOr returns ErrClosed when the client was closed while a request
// was being sent (the write then fails on the closed connection before the
// reader has stopped), else err.
func (c *Client) closedOr(err error) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return ErrClosed
	}
	return err
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

// send writes one packet by ctx's deadline. A write cut short leaves a
// partial packet on the wire, so the connection is then closed.
func (c *Client) send(ctx context.Context, p Packet) error {
	select {
	case <-c.done:
		return c.err
	default:
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	c.wmu.Lock()
	defer c.wmu.Unlock()
	err := c.withDeadline(ctx, c.conn.SetWriteDeadline, func() error { return WritePacket(c.conn, p) })
	if err != nil && !errors.Is(err, ErrPacketTooLarge) {
		c.conn.Close()
	}
	return err
}

// ack sends a request whose answer is ACK.
func (c *Client) ack(ctx context.Context, p Packet) error {
	r, err := c.request(ctx, p)
	if err != nil {
		return fmt.Errorf("brlapi: %s: %w", typeName(p.Type), err)
	}
	if r.Type != TypeAck {
		return fmt.Errorf("%w: %s answered by %s", ErrProtocol, typeName(p.Type), typeName(r.Type))
	}
	return nil
}

// query sends a request whose answer is a packet of type want.
func (c *Client) query(ctx context.Context, p Packet, want uint32) (Packet, error) {
	r, err := c.request(ctx, p)
	if err != nil {
		return Packet{}, fmt.Errorf("brlapi: %s: %w", typeName(p.Type), err)
	}
	if r.Type != want {
		return Packet{}, fmt.Errorf("%w: %s answered by %s", ErrProtocol, typeName(p.Type), typeName(r.Type))
	}
	return r, nil
}
