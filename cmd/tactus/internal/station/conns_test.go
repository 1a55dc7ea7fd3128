package station

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// serveFake serves a station over a fakeHost on localhost until the test ends.
func serveFake(t *testing.T, cfg Config) *Station {
	t.Helper()
	cfg.Addr, cfg.Host = "127.0.0.1:0", &fakeHost{act: func(context.Context) error { return nil }}
	st, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- st.Serve(ctx) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("serve: %v", err)
		}
	})
	return st
}

// dial opens a raw connection to st; a read that would hang fails the test.
func dial(t *testing.T, st *Station) net.Conn {
	t.Helper()
	c, err := net.Dial("tcp", st.ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	_ = c.SetReadDeadline(time.Now().Add(20 * time.Second))
	return c
}

// readAnswer reads one HTTP answer from c.
func readAnswer(t *testing.T, rd *bufio.Reader) *http.Response {
	t.Helper()
	resp, err := http.ReadResponse(rd, nil)
	if err != nil {
		t.Fatalf("no answer: %v", err)
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp
}

// A POST whose body stops coming is answered 408 and its connection closed.
func TestSlowBodyCutOff(t *testing.T) {
	st := serveFake(t, Config{BodyTimeout: 100 * time.Millisecond})
	c := dial(t, st)
	host := st.ln.Addr().String()
	fmt.Fprintf(c, "POST /api/act HTTP/1.1\r\nHost: %s\r\nOrigin: http://%s\r\nContent-Type: application/json\r\n"+
		"Content-Length: 100\r\n\r\n{\"id\":", host, host)
	rd := bufio.NewReader(c)
	if resp := readAnswer(t, rd); resp.StatusCode != http.StatusRequestTimeout {
		t.Fatalf("a slow body: %d", resp.StatusCode)
	}
	if _, err := rd.ReadByte(); err != io.EOF {
		t.Errorf("the connection is still open: %v", err)
	}
}

// A kept-alive connection that sends nothing more is closed.
func TestIdleConnectionClosed(t *testing.T) {
	st := serveFake(t, Config{IdleTimeout: 100 * time.Millisecond})
	c := dial(t, st)
	fmt.Fprintf(c, "GET /api/view HTTP/1.1\r\nHost: %s\r\n\r\n", st.ln.Addr())
	rd := bufio.NewReader(c)
	if resp := readAnswer(t, rd); resp.StatusCode != http.StatusUnauthorized {
		t.Fatalf("view without a session: %d", resp.StatusCode)
	}
	if _, err := rd.ReadByte(); err != io.EOF {
		t.Errorf("the idle connection is still open: %v", err)
	}
}

// One address holds at most maxConnsPerIP connections; closing one makes room.
func TestConnectionsPerAddress(t *testing.T) {
	st := serveFake(t, Config{})
	conns := make([]net.Conn, maxConnsPerIP)
	for i := range conns {
		conns[i] = dial(t, st)
	}
	extra := dial(t, st)
	if _, err := extra.Read(make([]byte, 1)); err != io.EOF {
		t.Fatalf("a connection beyond the cap: %v", err)
	}
	conns[0].Close()
	get := fmt.Sprintf("GET /api/view HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n\r\n", st.ln.Addr())
	for try := 0; ; try++ { // the station frees the place once it sees the close
		c := dial(t, st)
		fmt.Fprint(c, get)
		resp, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err == nil {
			if resp.StatusCode != http.StatusUnauthorized {
				t.Errorf("after a close: %d", resp.StatusCode)
			}
			return
		}
		if try == 200 {
			t.Fatalf("no room after a close: %v", err)
		}
		c.Close()
		time.Sleep(10 * time.Millisecond)
	}
}

// The body limits hold under a real connection too.
func TestHugeBodyClosesConnection(t *testing.T) {
	st := serveFake(t, Config{})
	c := dial(t, st)
	host := st.ln.Addr().String()
	body := `{"id":"abcdefgh","kind":"offer","text":"` + strings.Repeat("x", MaxBody) + `"}`
	fmt.Fprintf(c, "POST /api/act HTTP/1.1\r\nHost: %s\r\nOrigin: http://%s\r\nContent-Type: application/json\r\n"+
		"Content-Length: %d\r\n\r\n%s", host, host, len(body), body)
	rd := bufio.NewReader(c)
	if resp := readAnswer(t, rd); resp.StatusCode != http.StatusRequestEntityTooLarge {
		t.Fatalf("a huge body: %d", resp.StatusCode)
	}
}
