package brlapi

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"sync"
	"time"
)

// Options configure a client. The zero value reads $BRLAPI_AUTH and
// $BRLAPI_HOST from the environment and /etc/brlapi.key when the server
// asks for a key.
type Options struct {
	// Auth is the authentication setting in BRLAPI_AUTH form ("none",
	// "keyfile:PATH" or a PATH); "" means $BRLAPI_AUTH, then the default
	// key file.
	Auth string
	// Timeout bounds the handshake and each request whose context has no
	// earlier deadline; 0 means 10 s.
	Timeout time.Duration
	// Getenv reads the environment; nil means os.Getenv.
	Getenv func(string) string
	// ReadFile reads the key file; nil means os.ReadFile.
	ReadFile func(string) ([]byte, error)
	// SocketDirs are searched for local sockets; nil means
	// DefaultSocketDirs(). Windows has no such sockets: a local server
	// there is the named pipe \\.\pipe\BrlAPI<N> (Address.PipePath).
	SocketDirs []string
}

func (o *Options) getenv(k string) string {
	if o.Getenv == nil {
		return os.Getenv(k)
	}
	return o.Getenv(k)
}

func (o *Options) readFile() func(string) ([]byte, error) {
	if o.ReadFile == nil {
		return os.ReadFile
	}
	return o.ReadFile
}

func (o *Options) timeout() time.Duration {
	if o.Timeout <= 0 {
		return 10 * time.Second
	}
	return o.Timeout
}

// bound returns ctx limited by the options' timeout, unless ctx ends
// earlier.
func (o *Options) bound(ctx context.Context) (context.Context, context.CancelFunc) {
	limit := time.Now().Add(o.timeout())
	if d, ok := ctx.Deadline(); ok && d.Before(limit) {
		return context.WithCancel(ctx)
	}
	return context.WithDeadline(ctx, limit)
}

// maxQueuedEvents bounds the keys kept for a reader that does not read;
// older keys are dropped beyond it.
const maxQueuedEvents = 1024

// event is a key or an asynchronous error (EXCEPTION) for ReadKey.
type event struct {
	key Key
	err error
}

// Client is a connection to a BrlAPI server. Its methods may be called from
// several goroutines; requests are serialised, one at a time.
//
// Every request takes a context: its deadline (or cancellation) bounds
// both sending the request and waiting for the reply, as does
// Options.Timeout. A request abandoned after it was sent leaves the
// conversation out of step, so the client then closes the connection.
type Client struct {
	conn net.Conn
	opts Options

	wmu  sync.Mutex    // serialises writes to conn
	turn chan struct{} // held (one token) by the request awaiting its reply

	mu       sync.Mutex
	waiting  uint32      // type of the request awaiting a reply, 0 if none
	replies  chan Packet // the reply to the waiting request
	events   []event
	notify   chan struct{} // signalled when events grow
	err      error         // why the reader stopped
	done     chan struct{} // closed when the reader stops
	inTTY    bool
	width    int  // display width as last read; 0: unknown or stale
	watching bool // the server reports size changes (PARAM_UPDATE)
	closed   bool
}

// NewClient runs the handshake and authentication over conn and returns a
// client reading from it. The handshake ends by ctx's deadline or
// Options.Timeout, whichever comes first. On error conn is closed.
func NewClient(ctx context.Context, conn net.Conn, opts Options) (*Client, error) {
	c := &Client{conn: conn, opts: opts, turn: make(chan struct{}, 1), replies: make(chan Packet, 1),
		notify: make(chan struct{}, 1), done: make(chan struct{})}
	ctx, cancel := opts.bound(ctx)
	defer cancel()
	err := c.withDeadline(ctx, conn.SetDeadline, c.handshake)
	if err == nil {
		err = conn.SetDeadline(time.Time{})
	}
	if err != nil {
		conn.Close()
		return nil, err
	}
	go c.readLoop()
	return c, nil
}

// withDeadline runs io with ctx's deadline set on the connection by set,
// and moves the deadline into the past if ctx is cancelled meanwhile, so
// that a blocked io returns at once (as net/http does). An error caused by
// the context also wraps the context's error.
func (c *Client) withDeadline(ctx context.Context, set func(time.Time) error, io func() error) error {
	d, _ := ctx.Deadline()
	if err := set(d); err != nil {
		return fmt.Errorf("brlapi: %w", err)
	}
	stop := context.AfterFunc(ctx, func() { set(time.Unix(1, 0)) })
	err := io()
	stop()
	if err != nil && ctx.Err() != nil && errors.Is(err, os.ErrDeadlineExceeded) {
		return fmt.Errorf("%w: %w", err, ctx.Err())
	}
	return err
}

// DialContext connects to addr (see ParseAddress; "" means $BRLAPI_HOST,
// then DefaultAddress) and runs the handshake.
func DialContext(ctx context.Context, addr string, opts Options) (*Client, error) {
	if addr == "" {
		addr = opts.getenv("BRLAPI_HOST")
	}
	a, err := ParseAddress(addr)
	if err != nil {
		return nil, err
	}
	conn, err := dialAddress(ctx, a, &opts)
	if err != nil {
		return nil, err
	}
	return NewClient(ctx, conn, opts)
}

// Dial is DialContext without a context.
func Dial(addr string, opts Options) (*Client, error) {
	return DialContext(context.Background(), addr, opts)
}

// dialAddress opens the connection: TCP for a remote address, else the
// local server (dialLocal: a Unix socket, or a named pipe on Windows).
func dialAddress(ctx context.Context, a Address, o *Options) (net.Conn, error) {
	d := net.Dialer{Timeout: o.timeout()}
	if !a.Local() {
		conn, err := d.DialContext(ctx, "tcp", a.TCP())
		if err != nil {
			return nil, fmt.Errorf("brlapi: dial %s: %w", a, err)
		}
		return conn, nil
	}
	return dialLocal(ctx, a, o)
}
