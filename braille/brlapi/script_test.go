package brlapi

import (
	"bytes"
	"encoding/binary"
	"io"
	"net"
	"strconv"
	"testing"
	"time"
)

// step is one line of a scripted server: bytes the client must send
// (expect) or bytes the server sends (send), or a hang-up.
type step struct {
	expect []byte
	send   []byte
	hangup bool
	until  <-chan struct{} // read nothing until it is closed
}

func expectP(t uint32, body []byte) step { return step{expect: AppendPacket(nil, Packet{t, body})} }
func sendP(t uint32, body []byte) step   { return step{send: AppendPacket(nil, Packet{t, body})} }
func hangup() step                       { return step{hangup: true} }

// be builds a big-endian body from u32 values and byte strings.
func be(parts ...any) []byte {
	var b []byte
	for _, p := range parts {
		switch v := p.(type) {
		case int:
			b = binary.BigEndian.AppendUint32(b, uint32(v))
		case uint32:
			b = binary.BigEndian.AppendUint32(b, v)
		case uint64:
			b = binary.BigEndian.AppendUint64(b, v)
		case string:
			b = append(b, v...)
		case []byte:
			b = append(b, v...)
		case byte:
			b = append(b, v)
		default:
			panic("be: bad part")
		}
	}
	return b
}

// serve runs script on the server end of a pipe and returns the client end
// and a channel carrying the script's verdict. Every read has a deadline,
// so a client that stops talking fails the test instead of hanging it.
func serve(t *testing.T, script ...step) (net.Conn, <-chan error) {
	t.Helper()
	cli, srv := net.Pipe()
	done := make(chan error, 1)
	go func() {
		defer srv.Close()
		for i, s := range script {
			if err := runStep(srv, s); err != nil {
				done <- &stepError{i, err}
				return
			}
		}
		done <- nil
	}()
	t.Cleanup(func() { cli.Close(); srv.Close() })
	return cli, done
}

type stepError struct {
	i   int
	err error
}

func (e *stepError) Error() string { return "script step " + strconv.Itoa(e.i) + ": " + e.err.Error() }

func runStep(srv net.Conn, s step) error {
	srv.SetDeadline(time.Now().Add(5 * time.Second))
	switch {
	case s.hangup:
		return srv.Close()
	case s.until != nil:
		<-s.until
		return nil
	case s.send != nil && s.expect == nil:
		_, err := srv.Write(s.send)
		return err
	}
	got := make([]byte, len(s.expect))
	if _, err := io.ReadFull(srv, got); err != nil {
		return err
	}
	if !bytes.Equal(got, s.expect) {
		return &mismatch{want: s.expect, got: got}
	}
	if s.send != nil {
		_, err := srv.Write(s.send)
		return err
	}
	return nil
}

type mismatch struct{ want, got []byte }

func (m *mismatch) Error() string {
	return "client sent\n" + hexdump(m.got) + "want\n" + hexdump(m.want)
}

func hexdump(b []byte) string {
	const digits = "0123456789abcdef"
	var out []byte
	for i, c := range b {
		out = append(out, digits[c>>4], digits[c&15], ' ')
		if i%16 == 15 {
			out = append(out, '\n')
		}
	}
	return string(append(out, '\n'))
}

// waitScript fails the test if the script failed or did not finish.
func waitScript(t *testing.T, done <-chan error) {
	t.Helper()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("script did not finish")
	}
}

// handshakeNone is the server side of a handshake with no authentication.
func handshakeNone() []step {
	return []step{
		sendP(TypeVersion, be(8)),
		expectP(TypeVersion, be(8)),
		sendP(TypeAuth, be(int(AuthNone))),
	}
}

// noEnv is an environment with nothing set.
func noEnv(string) string { return "" }
