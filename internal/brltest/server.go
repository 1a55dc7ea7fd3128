package brltest

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"strconv"
	"sync"
	"testing"
	"time"
)

// Server is a fake BrlAPI server for tests that need no BRLTTY: it speaks
// protocol 8 without authentication to any number of connections and
// shows one display. It answers the requests tactus sends, records every
// WRITE, reports size changes to the connections watching the display
// size, and sends keys. On a write of the wrong width it behaves as BRLTTY
// 6.5 does: a negative region larger than the display crashes it (the
// connection closes), a positive one is refused with an EXCEPTION; either
// way StaleWrites counts it.
//
// It is written from the protocol's description, not from the client in
// braille/brlapi, so that each checks the other.
type Server struct {
	ln     net.Listener
	number int

	mu       sync.Mutex
	width    int
	noParams bool
	hung     bool
	peers    map[*peer]bool
	accepted int
	shown    [][]byte
	stale    int
	change   chan struct{}
}

// peer is one connection to the server.
type peer struct {
	conn  net.Conn
	wmu   sync.Mutex // serialises writes: replies, keys and updates
	tty   bool       // in tty mode: keys go to it
	watch bool       // watches the display size
}

// NewServer starts a server showing a display of width cells on a free
// TCP port of 127.0.0.1.
func NewServer(width int) (*Server, error) {
	for i := 0; i < 20; i++ {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return nil, fmt.Errorf("brltest: %w", err)
		}
		port := ln.Addr().(*net.TCPAddr).Port
		if port <= 4101 { // BrlAPI numbers servers from port 4101
			ln.Close()
			continue
		}
		s := &Server{ln: ln, number: port - 4101, width: width,
			peers: map[*peer]bool{}, change: make(chan struct{}, 1)}
		go s.accept()
		return s, nil
	}
	return nil, errors.New("brltest: no free port above 4101")
}

// Address is the BrlAPI address of the server ("127.0.0.1:N").
func (s *Server) Address() string { return "127.0.0.1:" + strconv.Itoa(s.number) }

// Close stops accepting and closes every connection.
func (s *Server) Close() error {
	err := s.ln.Close()
	s.Hangup()
	return err
}

// Hangup closes every open connection, as a BRLTTY restart does.
func (s *Server) Hangup() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for p := range s.peers {
		p.conn.Close()
	}
}

// RefuseParams makes the server answer parameter requests with an ERROR,
// as a server without parameters does.
func (s *Server) RefuseParams() {
	s.mu.Lock()
	s.noParams = true
	s.mu.Unlock()
}

// Hang makes the server stop answering, as a BRLTTY that hangs does: it
// still accepts connections and reads what they send, but sends nothing
// more (no handshake, no reply, no key).
func (s *Server) Hang() {
	s.mu.Lock()
	s.hung = true
	s.mu.Unlock()
}

// silent reports whether the server hangs.
func (s *Server) silent() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.hung
}

// Accepted counts the connections accepted so far.
func (s *Server) Accepted() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.accepted
}

// Open counts the connections open now.
func (s *Server) Open() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.peers)
}

// StaleWrites counts the writes whose width was not the display's.
func (s *Server) StaleWrites() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.stale
}

// Count is the number of writes shown so far.
func (s *Server) Count() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.shown)
}

// Shown returns the cells of every write shown, oldest first.
func (s *Server) Shown() [][]byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([][]byte, len(s.shown))
	for i, c := range s.shown {
		out[i] = append([]byte(nil), c...)
	}
	return out
}

// Resize changes the display's width and sends PARAM_UPDATE to every
// connection watching it. Like BRLTTY 6.5, it writes the new size in the
// host's byte order (little endian here), not the network's.
func (s *Server) Resize(width int) {
	s.mu.Lock()
	s.width = width
	var watchers []*peer
	for p := range s.peers {
		if p.watch {
			watchers = append(watchers, p)
		}
	}
	s.mu.Unlock()
	value := binary.LittleEndian.AppendUint32(nil, uint32(width))
	value = binary.LittleEndian.AppendUint32(value, 1)
	for _, p := range watchers {
		p.send(typeParamUpdate, paramBody(value))
	}
}

// Press sends a key code to every connection in tty mode; it fails when
// there is none, or when the server hangs.
func (s *Server) Press(code uint64) error {
	s.mu.Lock()
	if s.hung {
		s.mu.Unlock()
		return errors.New("brltest: the server hangs")
	}
	var ttys []*peer
	for p := range s.peers {
		if p.tty {
			ttys = append(ttys, p)
		}
	}
	s.mu.Unlock()
	if len(ttys) == 0 {
		return errors.New("brltest: no client in tty mode")
	}
	for _, p := range ttys {
		p.send(typeKey, binary.BigEndian.AppendUint64(nil, code))
	}
	return nil
}

// WaitCells waits until a write shown after the first `after` satisfies
// ok and returns its cells; it fails the test after Timeout.
func (s *Server) WaitCells(t testing.TB, after int, ok func([]byte) bool) []byte {
	t.Helper()
	deadline := time.NewTimer(Timeout)
	defer deadline.Stop()
	for {
		s.mu.Lock()
		for _, c := range s.shown[min(after, len(s.shown)):] {
			if ok(c) {
				s.mu.Unlock()
				return append([]byte(nil), c...)
			}
		}
		after = len(s.shown)
		s.mu.Unlock()
		select {
		case <-s.change:
		case <-deadline.C:
			t.Fatalf("brltest: no matching write within %v; shown %v", Timeout, s.Shown())
		}
	}
}

// WaitAccepted waits until the server has accepted n connections; it
// fails the test after Timeout.
func (s *Server) WaitAccepted(t testing.TB, n int) {
	t.Helper()
	deadline := time.NewTimer(Timeout)
	defer deadline.Stop()
	for s.Accepted() < n {
		select {
		case <-s.change:
		case <-deadline.C:
			t.Fatalf("brltest: %d connections accepted within %v, want %d", s.Accepted(), Timeout, n)
		}
	}
}

func (s *Server) signal() {
	select {
	case s.change <- struct{}{}:
	default:
	}
}

func (s *Server) accept() {
	for {
		c, err := s.ln.Accept()
		if err != nil {
			return
		}
		p := &peer{conn: c}
		s.mu.Lock()
		s.peers[p] = true
		s.accepted++
		s.mu.Unlock()
		s.signal()
		go s.serve(p)
	}
}

// serve runs one connection until it ends.
func (s *Server) serve(p *peer) {
	defer func() {
		p.conn.Close()
		s.mu.Lock()
		delete(s.peers, p)
		s.mu.Unlock()
		s.signal()
	}()
	if s.silent() {
		io.Copy(io.Discard, p.conn)
		return
	}
	if s.handshake(p) != nil {
		return
	}
	for {
		typ, body, err := readPacket(p.conn)
		if err != nil {
			return
		}
		if s.silent() {
			continue
		}
		if !s.handle(p, typ, body) {
			return
		}
	}
}

// handshake sends VERSION, reads the client's, and offers no
// authentication.
func (s *Server) handshake(p *peer) error {
	if err := p.send(typeVersion, u32s(8)); err != nil {
		return err
	}
	typ, body, err := readPacket(p.conn)
	if err != nil {
		return err
	}
	if typ != typeVersion || len(body) != 4 || binary.BigEndian.Uint32(body) != 8 {
		p.send(typeError, u32s(13))
		return errors.New("brltest: bad version")
	}
	return p.send(typeAuth, u32s('N'))
}

// send writes one packet.
func (p *peer) send(typ uint32, body []byte) error {
	b := binary.BigEndian.AppendUint32(nil, uint32(len(body)))
	b = binary.BigEndian.AppendUint32(b, typ)
	p.wmu.Lock()
	defer p.wmu.Unlock()
	_, err := p.conn.Write(append(b, body...))
	return err
}

// readPacket reads one packet, refusing bodies over 4096 bytes.
func readPacket(r io.Reader) (typ uint32, body []byte, err error) {
	var h [8]byte
	if _, err := io.ReadFull(r, h[:]); err != nil {
		return 0, nil, err
	}
	n := binary.BigEndian.Uint32(h[:])
	if n > 4096 {
		return 0, nil, fmt.Errorf("brltest: packet of %d bytes", n)
	}
	body = make([]byte, n)
	_, err = io.ReadFull(r, body)
	return binary.BigEndian.Uint32(h[4:]), body, err
}

func u32s(v ...uint32) []byte {
	var b []byte
	for _, x := range v {
		b = binary.BigEndian.AppendUint32(b, x)
	}
	return b
}
