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
	// Timeout bounds the handshake and each request; 0 means 10 s.
	Timeout time.Duration
	// Getenv reads the environment; nil means os.Getenv.
	Getenv func(string) string
	// ReadFile reads the key file; nil means os.ReadFile.
	ReadFile func(string) ([]byte, error)
	// SocketDirs are searched for local sockets; nil means
	// DefaultSocketDirs().
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

// maxQueuedEvents bounds the keys kept for a reader that does not read;
// older keys are dropped beyond it.
const maxQueuedEvents = 1024

// event is a key or an asynchronous error (EXCEPTION) for ReadKey.
type event struct {
	key Key
	err error
}

// Client is a connection to a BrlAPI server. Its methods may be called from
// several goroutines; requests are serialised.
type Client struct {
	conn net.Conn
	opts Options

	wmu sync.Mutex // serialises writes to conn
	rmu sync.Mutex // serialises request/reply exchanges

	mu      sync.Mutex
	waiting uint32      // type of the request awaiting a reply, 0 if none
	replies chan Packet // the reply to the waiting request
	events  []event
	notify  chan struct{} // signalled when events grow
	err     error         // why the reader stopped
	done    chan struct{} // closed when the reader stops
	inTTY   bool
	width   int
	closed  bool
}

// NewClient runs the handshake and authentication over conn and returns a
// client reading from it. On error conn is closed.
func NewClient(conn net.Conn, opts Options) (*Client, error) {
	c := &Client{conn: conn, opts: opts, replies: make(chan Packet, 1),
		notify: make(chan struct{}, 1), done: make(chan struct{})}
	if err := conn.SetDeadline(time.Now().Add(opts.timeout())); err != nil {
		conn.Close()
		return nil, fmt.Errorf("brlapi: handshake: %w", err)
	}
	if err := c.handshake(); err != nil {
		conn.Close()
		return nil, err
	}
	if err := conn.SetDeadline(time.Time{}); err != nil {
		conn.Close()
		return nil, fmt.Errorf("brlapi: handshake: %w", err)
	}
	go c.readLoop()
	return c, nil
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
	return NewClient(conn, opts)
}

// Dial is DialContext without a context.
func Dial(addr string, opts Options) (*Client, error) {
	return DialContext(context.Background(), addr, opts)
}

// dialAddress opens the connection: TCP for a remote address, the first
// existing socket for a local one.
func dialAddress(ctx context.Context, a Address, o *Options) (net.Conn, error) {
	d := net.Dialer{Timeout: o.timeout()}
	if !a.Local() {
		conn, err := d.DialContext(ctx, "tcp", a.TCP())
		if err != nil {
			return nil, fmt.Errorf("brlapi: dial %s: %w", a, err)
		}
		return conn, nil
	}
	dirs := o.SocketDirs
	if dirs == nil {
		dirs = DefaultSocketDirs()
	}
	var firstErr error
	for _, p := range a.SocketPaths(dirs) {
		if _, err := os.Stat(p); err != nil {
			firstErr = errors.Join(firstErr, err)
			continue
		}
		conn, err := d.DialContext(ctx, "unix", p)
		if err == nil {
			return conn, nil
		}
		firstErr = errors.Join(firstErr, err)
	}
	return nil, fmt.Errorf("brlapi: dial %s: no local server: %w", a, firstErr)
}

// handshake exchanges VERSION packets and authenticates.
func (c *Client) handshake() error {
	p, err := c.expect(TypeVersion)
	if err != nil {
		return err
	}
	v, err := decodeU32(p)
	if err != nil {
		return fmt.Errorf("brlapi: handshake: %w", err)
	}
	if v != ProtocolVersion {
		return fmt.Errorf("brlapi: server speaks protocol %d, client %d: %w", v, ProtocolVersion,
			&Error{Code: CodeProtocolVersion})
	}
	if err := WritePacket(c.conn, Packet{TypeVersion, u32Body(ProtocolVersion)}); err != nil {
		return err
	}
	p, err = c.expect(TypeAuth)
	if err != nil {
		return err
	}
	methods, err := decodeAuthMethods(p)
	if err != nil {
		return fmt.Errorf("brlapi: handshake: %w", err)
	}
	return c.authenticate(methods)
}

// authenticate tries the offered methods in the server's order.
func (c *Client) authenticate(methods []uint32) error {
	setting := c.opts.Auth
	if setting == "" {
		setting = c.opts.getenv("BRLAPI_AUTH")
	}
	spec, err := parseAuth(setting)
	if err != nil {
		return err
	}
	var errs error
	for _, m := range methods {
		switch {
		case m == AuthNone:
			return nil
		case m == AuthKey && !spec.none:
			err := c.authKey(spec)
			if err == nil {
				return nil
			}
			errs = errors.Join(errs, err)
		}
	}
	if errs != nil {
		return errs
	}
	return fmt.Errorf("%w (server offers %s)", ErrNoAuthMethod, methodNames(methods))
}

// authKey sends the key file and reads the verdict.
func (c *Client) authKey(spec authSpec) error {
	key, err := c.opts.loadKey(spec)
	if err != nil {
		return err
	}
	if err := WritePacket(c.conn, Packet{TypeAuth, authKeyBody(key)}); err != nil {
		return err
	}
	_, err = c.expect(TypeAck)
	if err != nil {
		return fmt.Errorf("brlapi: key authentication with %s: %w", spec.keyFile, err)
	}
	return nil
}

// expect reads one packet during the handshake; ERROR becomes an *Error,
// any other type than want ErrProtocol.
func (c *Client) expect(want uint32) (Packet, error) {
	p, err := ReadPacket(c.conn)
	if err != nil {
		return Packet{}, fmt.Errorf("brlapi: handshake: waiting for %s: %w", typeName(want), err)
	}
	if p.Type == TypeError || p.Type == TypeException {
		e, err := decodeError(p)
		if err != nil {
			return Packet{}, fmt.Errorf("brlapi: handshake: %w", err)
		}
		return Packet{}, e
	}
	if p.Type != want {
		return Packet{}, fmt.Errorf("%w: got %s while waiting for %s", ErrProtocol, typeName(p.Type), typeName(want))
	}
	return p, nil
}

// methodNames lists authentication methods for messages.
func methodNames(m []uint32) string {
	b := make([]byte, 0, 2*len(m))
	for i, v := range m {
		if i > 0 {
			b = append(b, ',')
		}
		if v >= 0x20 && v < 0x7F {
			b = append(b, byte(v))
		} else {
			b = fmt.Appendf(b, "0x%x", v)
		}
	}
	return string(b)
}
