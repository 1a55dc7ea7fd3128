package brlapi

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
)

// ErrDisconnected is returned by Session.WriteDots while the display is
// not connected (the cells are kept and drawn on reconnection), and by
// Session.ReadKey once when the connection is lost.
var ErrDisconnected = errors.New("brlapi: display disconnected")

// Dialer opens a connection to BRLTTY; a Session calls it for every
// (re)connection.
type Dialer func(ctx context.Context) (*Client, error)

// SessionOptions tune reconnection.
type SessionOptions struct {
	MinBackoff time.Duration // first wait before redialling; 0 means 100 ms
	MaxBackoff time.Duration // longest wait; 0 means 5 s
}

// Session keeps a display in use across BRLTTY restarts: on every
// connection it watches the display size, enters tty mode, accepts all
// keys and draws the last cells written. ReadKey redials with exponential
// backoff when the connection is lost. One connection is made at a time:
// callers that find the session disconnected together share one redial.
type Session struct {
	dial    Dialer
	opts    SessionOptions
	dialing chan struct{} // one token: held while (re)connecting

	mu       sync.Mutex
	c        *Client
	last     []byte
	connects int
	closed   bool
}

// NewSession returns a session that connects with dial.
func NewSession(dial Dialer, opts SessionOptions) *Session {
	if opts.MinBackoff <= 0 {
		opts.MinBackoff = 100 * time.Millisecond
	}
	if opts.MaxBackoff < opts.MinBackoff {
		opts.MaxBackoff = max(5*time.Second, opts.MinBackoff)
	}
	return &Session{dial: dial, opts: opts, dialing: make(chan struct{}, 1)}
}

// Connect makes the first connection, once, without retrying, so a
// missing BRLTTY is reported at once. It does nothing when connected.
func (s *Session) Connect(ctx context.Context) error {
	_, _, err := s.connect(ctx)
	return err
}

// connect returns the live client, dialling and setting one up if there
// is none; fresh reports a new connection. Only one caller dials at a
// time; the others wait and share its client.
func (s *Session) connect(ctx context.Context) (c *Client, fresh bool, err error) {
	select {
	case s.dialing <- struct{}{}:
	case <-ctx.Done():
		return nil, false, ctx.Err()
	}
	defer func() { <-s.dialing }()
	if c, err := s.live(); c != nil || err != nil {
		return c, false, err // a lost client still has its keys; ReadKey drops it
	}
	c, err = s.dial(ctx)
	if err != nil {
		return nil, false, err
	}
	if err := setUp(ctx, c, s.lastCells()); err != nil {
		c.Close()
		return nil, false, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		c.Close()
		return nil, false, ErrClosed
	}
	s.c = c
	s.connects++
	return c, true, nil
}

// live returns the current client, nil when disconnected, or ErrClosed.
func (s *Session) live() (*Client, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil, ErrClosed
	}
	return s.c, nil
}

// setUp prepares a fresh connection and redraws cells. A server without
// the display-size parameter is asked for the size before every write.
func setUp(ctx context.Context, c *Client, cells []byte) error {
	if _, _, err := c.WatchDisplaySize(ctx); err != nil {
		var e *Error
		if !errors.As(err, &e) {
			return err
		}
		if _, _, err := c.DisplaySize(ctx); err != nil {
			return err
		}
	}
	if err := c.EnterTTYMode(ctx); err != nil {
		return err
	}
	if err := c.AcceptKeys(ctx, AllKeys()); err != nil {
		return err
	}
	return c.WriteDots(ctx, cells)
}

func (s *Session) lastCells() []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]byte(nil), s.last...)
}

// Width returns the width to draw for: the display's current width (see
// Client.Width), or ErrDisconnected.
func (s *Session) Width(ctx context.Context) (int, error) {
	c, err := s.live()
	if err != nil {
		return 0, err
	}
	if c == nil {
		return 0, ErrDisconnected
	}
	return c.Width(ctx)
}

// Connections counts the successful connections so far.
func (s *Session) Connections() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.connects
}

// WriteDots shows cells (see Client.WriteDots) and remembers them for
// redrawing after a reconnection. While disconnected it returns
// ErrDisconnected.
func (s *Session) WriteDots(ctx context.Context, cells []byte) error {
	s.mu.Lock()
	s.last = append(s.last[:0], cells...)
	c := s.c
	s.mu.Unlock()
	if c == nil {
		return ErrDisconnected
	}
	if err := c.WriteDots(ctx, cells); err != nil {
		return fmt.Errorf("%w: %w", ErrDisconnected, err)
	}
	return nil
}

// ReadKey returns the next key (or KeyResize, see Client.ReadKey). A
// write the server refused for its size is reported as KeyResize too:
// the display changed under it. When the connection is lost, ReadKey
// returns an error wrapping ErrDisconnected at once (once per lost
// connection, to one caller, after the keys already received), so the
// loss is known without waiting for a write to fail; the next call
// redials with backoff until it succeeds or ctx ends, and then returns
// KeyReconnected. Other errors the server reports on a live connection
// (exceptions) are returned.
func (s *Session) ReadKey(ctx context.Context) (Key, error) {
	for {
		c, fresh, err := s.current(ctx)
		if err != nil {
			return Key{}, err
		}
		if fresh {
			return Key{Kind: KeyReconnected}, nil
		}
		k, err := c.ReadKey(ctx)
		if err == nil || ctx.Err() != nil {
			return k, err
		}
		if refusedWrite(err) {
			return Key{Kind: KeyResize}, nil
		}
		select {
		case <-c.Done():
			if s.drop(c) {
				return Key{}, fmt.Errorf("%w: %w", ErrDisconnected, err)
			}
		default:
			return k, err
		}
	}
}

// refusedWrite reports an exception about a WRITE of the wrong size: the
// display changed under it, and the caller must redraw.
func refusedWrite(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.Exception && e.PacketType == TypeWrite && e.Code == CodeInvalidParameter
}

// current returns the live client, reconnecting with backoff if needed;
// fresh reports a new connection made by this call.
func (s *Session) current(ctx context.Context) (c *Client, fresh bool, err error) {
	delay := s.opts.MinBackoff
	for {
		c, fresh, err := s.connect(ctx)
		if c != nil || errors.Is(err, ErrClosed) {
			return c, fresh, err
		}
		t := time.NewTimer(delay)
		select {
		case <-ctx.Done():
			t.Stop()
			return nil, false, ctx.Err()
		case <-t.C:
		}
		delay = min(2*delay, s.opts.MaxBackoff)
	}
}

// drop forgets a client whose connection was lost; it reports whether c
// was the session's client (false: another caller dropped it, or the
// session was closed).
func (s *Session) drop(c *Client) bool {
	s.mu.Lock()
	current := s.c == c
	if current {
		s.c = nil
	}
	s.mu.Unlock()
	c.Close() // the loss was already reported; Close only frees it
	return current
}

// Close releases the display (leaving tty mode) and stops reconnecting.
func (s *Session) Close() error {
	s.mu.Lock()
	c := s.c
	s.c, s.closed = nil, true
	s.mu.Unlock()
	if c == nil {
		return nil
	}
	return c.Close()
}
