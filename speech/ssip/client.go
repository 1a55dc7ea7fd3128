// Package ssip is a client of speech-dispatcher's SSIP protocol over its
// socket: commands and replies on one path, the 7xx events (BEGIN, END,
// CANCELED, …) on their own channel.
//
//	addr, err := ssip.DefaultAddress(os.Getenv)
//	c, err := ssip.Dial(ctx, addr, ssip.DefaultTimeout)
//	defer c.Close()
//	err = c.SetClientName(ctx, "user", "tactus", "main")
//	err = c.Set(ctx, "NOTIFICATION", "ALL on")
//	id, err := c.Speak(ctx, "Springer Gustav eins Felix drei")
//	for ev := range c.Events() { if ev.MsgID == id && ev.Type == ssip.End { break } }
package ssip

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Sentinel errors.
var (
	// ErrProtocol reports a line the client cannot parse.
	ErrProtocol = errors.New("ssip: protocol error")
	// ErrClosed reports a connection that is closed or broken; dial again.
	ErrClosed = errors.New("ssip: connection closed")
	// ErrTimeout reports a reply that did not come in time; the
	// connection is closed, since a late reply would be misread.
	ErrTimeout = errors.New("ssip: timeout")
)

// DefaultTimeout bounds each command's wait for its reply.
const DefaultTimeout = 5 * time.Second

// Client is a connection to speech-dispatcher. Its methods are safe for
// concurrent use; commands are sent one at a time. A command that gets no
// reply in time, or whose context ends first, closes the connection, since
// a late reply would be taken for the next command's: dial again.
type Client struct {
	conn    io.ReadWriteCloser
	timeout time.Duration
	cmdMu   sync.Mutex
	replies chan Reply
	events  chan Event
	done    chan struct{}
	once    sync.Once
	errMu   sync.Mutex
	err     error
	dropped atomic.Int64
}

// Dial connects to speech-dispatcher at a.
func Dial(ctx context.Context, a Address, timeout time.Duration) (*Client, error) {
	var d net.Dialer
	conn, err := d.DialContext(ctx, a.Network, a.Addr)
	if err != nil {
		return nil, fmt.Errorf("ssip: dial %s: %w", a.Addr, err)
	}
	return NewClient(conn, timeout), nil
}

// NewClient runs the protocol over conn (a socket, or a fake in tests).
// timeout bounds each command; 0 means DefaultTimeout.
func NewClient(conn io.ReadWriteCloser, timeout time.Duration) *Client {
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	c := &Client{conn: conn, timeout: timeout, replies: make(chan Reply, 1),
		events: make(chan Event, 256), done: make(chan struct{})}
	go c.read()
	return c
}

// Events delivers notifications. It is closed when the connection ends.
// Events that find it full (256 unread) are dropped and counted.
func (c *Client) Events() <-chan Event { return c.events }

// Dropped returns how many events were dropped because nobody read them.
func (c *Client) Dropped() int64 { return c.dropped.Load() }

// Done is closed when the connection has ended; Err says why.
func (c *Client) Done() <-chan struct{} { return c.done }

// Err returns why the connection ended, or nil while it is open.
func (c *Client) Err() error {
	c.errMu.Lock()
	defer c.errMu.Unlock()
	return c.err
}

// Close closes the connection.
func (c *Client) Close() error {
	c.fail(ErrClosed)
	return nil
}

// fail ends the connection with err (the first reason wins).
func (c *Client) fail(err error) {
	c.once.Do(func() {
		c.errMu.Lock()
		c.err = err
		c.errMu.Unlock()
		c.conn.Close()
		close(c.done)
	})
}

func (c *Client) read() {
	defer close(c.events)
	r := bufio.NewReaderSize(c.conn, 4096)
	var cur Reply
	for {
		s, err := r.ReadString('\n')
		if err != nil {
			c.fail(fmt.Errorf("%w: %w", ErrClosed, err))
			return
		}
		l, err := parseLine(s)
		if err == nil && cur.Code != 0 && l.code != cur.Code {
			err = fmt.Errorf("%w: code %d inside reply %d", ErrProtocol, l.code, cur.Code)
		}
		if err != nil {
			c.fail(err)
			return
		}
		cur.Code = l.code
		if !l.last {
			cur.Lines = append(cur.Lines, l.text)
			continue
		}
		cur.Text = l.text
		if err := c.deliver(cur); err != nil {
			c.fail(err)
			return
		}
		cur = Reply{}
	}
}

// deliver routes a complete reply: events to Events, the rest to the
// waiting command.
func (c *Client) deliver(r Reply) error {
	if r.Code >= 700 && r.Code < 800 {
		ev, err := toEvent(r)
		if err != nil {
			return err
		}
		select {
		case c.events <- ev:
		default:
			c.dropped.Add(1)
		}
		return nil
	}
	select {
	case c.replies <- r:
		return nil
	default:
		return fmt.Errorf("%w: reply %d %q with no command waiting", ErrProtocol, r.Code, r.Text)
	}
}

// roundTrip sends lines and waits for the reply; codes >= 300 become
// *Error.
func (c *Client) roundTrip(ctx context.Context, lines ...string) (Reply, error) {
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(l)
		b.WriteString("\r\n")
	}
	select {
	case <-c.done:
		return Reply{}, c.Err()
	default:
	}
	if _, err := io.WriteString(c.conn, b.String()); err != nil {
		c.fail(fmt.Errorf("%w: %w", ErrClosed, err))
		return Reply{}, c.Err()
	}
	t := time.NewTimer(c.timeout)
	defer t.Stop()
	select {
	case r := <-c.replies:
		if r.Code >= 300 {
			return r, &Error{Code: r.Code, Msg: r.Text}
		}
		return r, nil
	case <-c.done:
		return Reply{}, c.Err()
	case <-t.C:
		c.fail(fmt.Errorf("%w: no reply to %s", ErrTimeout, lines[0]))
	case <-ctx.Done():
		c.fail(fmt.Errorf("ssip: %s: %w", lines[0], ctx.Err()))
	}
	return Reply{}, c.Err()
}

// Command sends one command line and returns its reply.
func (c *Client) Command(ctx context.Context, cmd string) (Reply, error) {
	if !validArg(cmd) {
		return Reply{}, fmt.Errorf("%w: bad command %q", ErrProtocol, cmd)
	}
	c.cmdMu.Lock()
	defer c.cmdMu.Unlock()
	return c.roundTrip(ctx, cmd)
}

// Set sends "SET SELF name value" ("RATE", "30").
func (c *Client) Set(ctx context.Context, name, value string) error {
	if !validArg(name) || !validArg(value) {
		return fmt.Errorf("%w: bad setting %q %q", ErrProtocol, name, value)
	}
	_, err := c.Command(ctx, "SET SELF "+name+" "+value)
	return err
}

// SetClientName names this client as user:client:component.
func (c *Client) SetClientName(ctx context.Context, user, client, component string) error {
	return c.Set(ctx, "CLIENT_NAME", user+":"+client+":"+component)
}

// Speak queues text and returns its message id.
func (c *Client) Speak(ctx context.Context, text string) (int, error) {
	c.cmdMu.Lock()
	defer c.cmdMu.Unlock()
	if _, err := c.roundTrip(ctx, "SPEAK"); err != nil {
		return 0, err
	}
	r, err := c.roundTrip(ctx, append(escape(text), ".")...)
	if err != nil {
		return 0, err
	}
	if len(r.Lines) == 0 {
		return 0, fmt.Errorf("%w: SPEAK reply without message id", ErrProtocol)
	}
	id, err := strconv.Atoi(r.Lines[0])
	if err != nil {
		return 0, fmt.Errorf("%w: message id %q", ErrProtocol, r.Lines[0])
	}
	return id, nil
}

// Cancel stops this client's message being spoken and drops its queue.
func (c *Client) Cancel(ctx context.Context) error {
	_, err := c.Command(ctx, "CANCEL SELF")
	return err
}

// Quit says goodbye and closes the connection.
func (c *Client) Quit(ctx context.Context) error {
	_, err := c.Command(ctx, "QUIT")
	c.Close()
	return err
}
