package brlapi

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
)

// ErrDisconnected is returned by Session.WriteDots while the display is
// not connected; the cells are kept and drawn on reconnection.
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
// connection it reads the display size, enters tty mode, accepts all keys
// and draws the last cells written. ReadKey redials with exponential
// backoff when the connection is lost.
//
//	s := brlapi.NewSession(func(ctx context.Context) (*brlapi.Client, error) {
//		return brlapi.DialContext(ctx, addr, brlapi.Options{})
//	}, brlapi.SessionOptions{})
//	if err := s.Connect(ctx); err != nil { ... }
//	defer s.Close()
//	s.WriteDots(cells)
//	k, err := s.ReadKey(ctx) // survives BRLTTY restarts
type Session struct {
	dial Dialer
	opts SessionOptions

	mu       sync.Mutex
	c        *Client
	width    int
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
	return &Session{dial: dial, opts: opts}
}

// Connect makes the first connection, once, without retrying, so a
// missing BRLTTY is reported at once.
func (s *Session) Connect(ctx context.Context) error {
	_, err := s.connect(ctx)
	return err
}

// connect dials and sets up a client, and makes it current.
func (s *Session) connect(ctx context.Context) (*Client, error) {
	c, err := s.dial(ctx)
	if err != nil {
		return nil, err
	}
	w, err := setUp(c, s.lastCells())
	if err != nil {
		c.Close()
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		c.Close()
		return nil, ErrClosed
	}
	s.c, s.width = c, w
	s.connects++
	return c, nil
}

// setUp prepares a fresh connection and redraws cells.
func setUp(c *Client, cells []byte) (width int, err error) {
	if width, _, err = c.DisplaySize(); err != nil {
		return 0, err
	}
	if err = c.EnterTTYMode(); err != nil {
		return 0, err
	}
	if err = c.AcceptKeys(AllKeys()); err != nil {
		return 0, err
	}
	return width, c.WriteDots(cells)
}

func (s *Session) lastCells() []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]byte(nil), s.last...)
}

// Width is the width of the display at the last connection (0 before).
func (s *Session) Width() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.width
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
func (s *Session) WriteDots(cells []byte) error {
	s.mu.Lock()
	s.last = append(s.last[:0], cells...)
	c := s.c
	s.mu.Unlock()
	if c == nil {
		return ErrDisconnected
	}
	if err := c.WriteDots(cells); err != nil {
		return fmt.Errorf("%w: %w", ErrDisconnected, err)
	}
	return nil
}

// ReadKey returns the next key. When the connection is lost it redials
// with backoff until it succeeds or ctx ends; errors the server reports on
// a live connection (exceptions) are returned.
func (s *Session) ReadKey(ctx context.Context) (Key, error) {
	for {
		c, err := s.current(ctx)
		if err != nil {
			return Key{}, err
		}
		k, err := c.ReadKey(ctx)
		if err == nil || ctx.Err() != nil {
			return k, err
		}
		select {
		case <-c.Done():
			s.drop(c)
		default:
			return k, err
		}
	}
}

// current returns the live client, reconnecting with backoff if needed.
func (s *Session) current(ctx context.Context) (*Client, error) {
	delay := s.opts.MinBackoff
	for {
		s.mu.Lock()
		c, closed := s.c, s.closed
		s.mu.Unlock()
		if closed {
			return nil, ErrClosed
		}
		if c != nil {
			return c, nil
		}
		if c, err := s.connect(ctx); err == nil {
			return c, nil
		}
		t := time.NewTimer(delay)
		select {
		case <-ctx.Done():
			t.Stop()
			return nil, ctx.Err()
		case <-t.C:
		}
		delay = min(2*delay, s.opts.MaxBackoff)
	}
}

// drop forgets a client whose connection was lost.
func (s *Session) drop(c *Client) {
	s.mu.Lock()
	if s.c == c {
		s.c = nil
	}
	s.mu.Unlock()
	c.Close() // the loss was already reported; Close only frees it
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
