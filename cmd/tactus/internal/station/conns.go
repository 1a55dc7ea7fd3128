package station

import (
	"bytes"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"sync"
	"time"
)

// Limits on slow and greedy clients.
const (
	// maxConnsPerIP bounds the connections one address holds open at once;
	// a browser opens at most six to a server, and each page one stream.
	maxConnsPerIP = 32
	// maxConns bounds the connections all addresses hold open together,
	// so that many addresses cannot take every file descriptor.
	maxConns           = 256
	defaultBodyTimeout = 10 * time.Second
	defaultIdleTimeout = time.Minute
)

// capListener closes at once the connections of an address that holds
// perIP of them open already, and any connection beyond total.
type capListener struct {
	net.Listener
	perIP, total int
	mu           sync.Mutex
	n            map[string]int
	all          int
}

// Accept returns the next connection within the cap.
func (l *capListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		ip := c.RemoteAddr().String()
		if host, _, err := net.SplitHostPort(ip); err == nil {
			ip = host
		}
		l.mu.Lock()
		ok := l.n[ip] < l.perIP && l.all < l.total
		if ok {
			l.n[ip]++
			l.all++
		}
		l.mu.Unlock()
		if ok {
			return &capConn{Conn: c, l: l, ip: ip}, nil
		}
		c.Close()
	}
}

// release forgets a closed connection of ip.
func (l *capListener) release(ip string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.all--
	if l.n[ip]--; l.n[ip] <= 0 {
		delete(l.n, ip)
	}
}

// capConn is a connection counted by its capListener.
type capConn struct {
	net.Conn
	l    *capListener
	ip   string
	once sync.Once
}

// Close closes the connection and frees its place.
func (c *capConn) Close() error {
	c.once.Do(func() { c.l.release(c.ip) })
	return c.Conn.Close()
}

// readBody reads a POST's body, at most MaxBody bytes, before
// Config.BodyTimeout, and puts it back in r from memory, so that a slow
// sender holds no connection for long and a slow action is not cut off.
// It reports why it refused the body: too large, too slow, or unreadable.
func (st *Station) readBody(w http.ResponseWriter, r *http.Request) (status int, why string) {
	rc := http.NewResponseController(w)
	// A connection's deadlines are on the real clock; a test's recorder
	// has none (http.ErrNotSupported).
	_ = rc.SetReadDeadline(time.Now().Add(st.cfg.BodyTimeout))
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBody))
	if err != nil {
		// The deadline stays, so that the server does not wait for the
		// rest of the body either; the connection is closed.
		w.Header().Set("Connection", "close")
		var big *http.MaxBytesError
		switch {
		case errors.As(err, &big):
			return http.StatusRequestEntityTooLarge, "body too large"
		case errors.Is(err, os.ErrDeadlineExceeded):
			return http.StatusRequestTimeout, "body too slow"
		}
		return http.StatusBadRequest, "body"
	}
	_ = rc.SetReadDeadline(time.Time{})
	r.Body = io.NopCloser(bytes.NewReader(body))
	return http.StatusOK, ""
}
