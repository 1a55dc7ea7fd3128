// Package ssip is a client of speech-dispatcher's SSIP protocol over its
// socket: commands and replies on one path, the 7xx events (BEGIN, END,
// CANCELED, …) on their own channel. Lines from the server are bounded
// (MaxLineLength, MaxReplySize) and every command is bounded by its
// context and the client's timeout, when writing as well as when waiting
// for the reply.
//
//	addr, err := ssip.DefaultAddress(os.Getenv)
//	c, err := ssip.Dial(ctx, addr, ssip.DefaultTimeout)
//	defer c.Close()
//	err = c.SetClientName(ctx, "user", "tactus", "main")
//	err = c.Set(ctx, "NOTIFICATION", "ALL on")
//	err = c.SetLanguage(ctx, "de")
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
	"os"
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
	// ErrTimeout reports a command that could not be sent, or got no
	// reply, within the client's timeout; the connection is closed, since
	// a late reply would be misread.
	ErrTimeout = errors.New("ssip: timeout")
	// ErrLanguage reports a language tag SetLanguage refuses to send.
	ErrLanguage = errors.New("ssip: bad language tag")
)

// DefaultTimeout bounds each command's wait for its reply.
const DefaultTimeout = 5 * time.Second

// Client is a connection to speech-dispatcher. Its methods are safe for
// concurrent use; commands are sent one at a time, and a command waiting
// for its turn gives up when its context ends. A command that gets no
// reply in time, or whose context ends while it is being sent or
// answered, closes the connection, since a late reply would be taken for
// the next command's: dial again.
type Client struct {
	conn    io.ReadWriteCloser
	timeout time.Duration
	turn    chan struct{} // holds a token while a command is under way
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
// timeout bounds each command; 0 means DefaultTimeout. When conn has a
// SetWriteDeadline method (a net.Conn), each command's deadline is set on
// it; any conn is closed when a command runs out of time.
func NewClient(conn io.ReadWriteCloser, timeout time.Duration) *Client {
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	c := &Client{conn: conn, timeout: timeout, turn: make(chan struct{}, 1),
		replies: make(chan Reply, 1), events: make(chan Event, 256), done: make(chan struct{})}
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

// read reads replies until the connection ends. It reads all the time,
// since events come whenever the server has them; a reply that does not
// come in time is handled by the command waiting for it, which closes the
// connection and so ends this read.
func (c *Client) read() {
	defer close(c.events)
	r := bufio.NewReaderSize(c.conn, MaxLineLength)
	for {
		rep, err := readReply(r)
		if err == nil {
			err = c.deliver(rep)
		}
		if err != nil {
			if !errors.Is(err, ErrProtocol) {
				err = fmt.Errorf("%w: %w", ErrClosed, err)
			}
			c.fail(err)
			return
		}
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

// begin waits for this command's turn, or for ctx to end. A command
// whose context ended before it had the turn sends nothing: the
// connection stays usable.
func (c *Client) begin(ctx context.Context, name string) error {
	mine := false
	select {
	case c.turn <- struct{}{}:
		mine = true
	case <-c.done:
		return c.Err()
	case <-ctx.Done():
	}
	if ctx.Err() != nil {
		if mine {
			c.end()
		}
		return fmt.Errorf("ssip: %s: %w", name, context.Cause(ctx))
	}
	return nil
}

// end gives the turn to the next command.
func (c *Client) end() { <-c.turn }

// roundTrip sends lines and waits for the reply, within ctx and the
// client's timeout; codes >= 300 become *Error. The caller has the turn.
func (c *Client) roundTrip(ctx context.Context, name string, lines ...string) (Reply, error) {
	if err := c.Err(); err != nil {
		return Reply{}, err
	}
	ctx, cancel := context.WithTimeoutCause(ctx, c.timeout,
		fmt.Errorf("%w: %s: no reply within %v", ErrTimeout, name, c.timeout))
	defer cancel()
	stop := context.AfterFunc(ctx, func() { c.fail(abandoned(ctx, name)) })
	defer stop()
	if err := c.write(ctx, lines); err != nil {
		if errors.Is(err, os.ErrDeadlineExceeded) {
			<-ctx.Done() // the deadline is ctx's: it ends at once
		}
		if ctx.Err() != nil {
			c.fail(abandoned(ctx, name))
		}
		c.fail(fmt.Errorf("%w: %w", ErrClosed, err))
		return Reply{}, c.Err()
	}
	select {
	case r := <-c.replies:
		return checked(r)
	case <-c.done:
		select {
		case r := <-c.replies: // the reply came before the connection ended
			return checked(r)
		default:
			return Reply{}, c.Err()
		}
	}
}

// checked returns r, and an *Error for codes of 300 and more.
func checked(r Reply) (Reply, error) {
	if r.Code >= 300 {
		return r, &Error{Code: r.Code, Msg: r.Text}
	}
	return r, nil
}

// abandoned says why a command whose context ended was given up.
func abandoned(ctx context.Context, name string) error {
	cause := context.Cause(ctx)
	if errors.Is(cause, ErrTimeout) {
		return cause
	}
	return fmt.Errorf("ssip: %s abandoned: %w", name, cause)
}

// write sends lines with CRLF, with ctx's deadline on the connection
// when it takes one.
func (c *Client) write(ctx context.Context, lines []string) error {
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(l)
		b.WriteString("\r\n")
	}
	if d, ok := c.conn.(interface{ SetWriteDeadline(time.Time) error }); ok {
		deadline, _ := ctx.Deadline()
		if err := d.SetWriteDeadline(deadline); err != nil {
			return err
		}
	}
	_, err := io.WriteString(c.conn, b.String())
	return err
}

// Command sends one command line and returns its reply.
func (c *Client) Command(ctx context.Context, cmd string) (Reply, error) {
	if !validArg(cmd) {
		return Reply{}, fmt.Errorf("%w: bad command %q", ErrProtocol, cmd)
	}
	name, _, _ := strings.Cut(cmd, " ")
	if err := c.begin(ctx, name); err != nil {
		return Reply{}, err
	}
	defer c.end()
	return c.roundTrip(ctx, name, cmd)
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

// SetLanguage sends "SET SELF LANGUAGE lang": the language of the
// messages that follow, a BCP 47 tag ("de", "pt-BR"), for which
// speech-dispatcher picks a voice. A tag that is not 1 to 8 letters
// followed by hyphenated subtags of 1 to 8 letters or digits is refused,
// wrapping ErrLanguage, and nothing is sent.
func (c *Client) SetLanguage(ctx context.Context, lang string) error {
	if !validLanguage(lang) {
		return fmt.Errorf("%w %q", ErrLanguage, lang)
	}
	return c.Set(ctx, "LANGUAGE", lang)
}

// validLanguage reports whether tag is shaped like a BCP 47 tag.
func validLanguage(tag string) bool {
	if tag == "" || len(tag) > 35 {
		return false
	}
	for i, sub := range strings.Split(tag, "-") {
		if sub == "" || len(sub) > 8 {
			return false
		}
		for _, r := range sub {
			letter := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
			if !letter && (i == 0 || r < '0' || r > '9') {
				return false
			}
		}
	}
	return true
}

// Speak queues text and returns its message id.
func (c *Client) Speak(ctx context.Context, text string) (int, error) {
	if err := c.begin(ctx, "SPEAK"); err != nil {
		return 0, err
	}
	defer c.end()
	if _, err := c.roundTrip(ctx, "SPEAK", "SPEAK"); err != nil {
		return 0, err
	}
	r, err := c.roundTrip(ctx, "SPEAK", append(escape(text), ".")...)
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
