package ssip

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"strings"
	"testing"
	"time"
)

// server plays a scripted speech-dispatcher on the other end of a pipe:
// for each step it reads the lines it expects and writes its answer.
type step struct {
	expect []string // lines the client must send, without CRLF
	answer string   // raw bytes to write back
}

func serve(t *testing.T, script []step) (*Client, chan error) {
	t.Helper()
	cli, srv := net.Pipe()
	done := make(chan error, 1)
	go func() {
		defer srv.Close()
		r := bufio.NewReader(srv)
		for _, s := range script {
			for _, want := range s.expect {
				got, err := r.ReadString('\n')
				if err != nil {
					done <- err
					return
				}
				if got != want+"\r\n" {
					done <- errors.New("got " + strings.TrimSpace(got) + ", want " + want)
					return
				}
			}
			if _, err := io.WriteString(srv, s.answer); err != nil {
				done <- err
				return
			}
		}
		done <- nil
		io.Copy(io.Discard, r) // until the client closes
	}()
	c := NewClient(cli, 5*time.Second)
	t.Cleanup(func() { c.Close() })
	return c, done
}

func TestConversation(t *testing.T) {
	ctx := context.Background()
	c, done := serve(t, []step{
		{[]string{"SET SELF CLIENT_NAME user:tactus:main"}, "208 OK CLIENT NAME SET\r\n"},
		{[]string{"SET SELF NOTIFICATION ALL on"}, "220 OK NOTIFICATION SET\r\n"},
		{[]string{"SPEAK"}, "230 OK RECEIVING DATA\r\n"},
		{[]string{"Springer", "..dot line", "..", "."},
			"701-7\r\n701-3\r\n701 BEGIN\r\n225-7\r\n225 OK MESSAGE QUEUED\r\n702-7\r\n702-3\r\n702 END\r\n"},
		{[]string{"SET SELF RATE 500"}, "409 ERR RATE TOO HIGH\r\n"},
		{[]string{"CANCEL SELF"}, "213 OK CANCELED\r\n700-7\r\n700-3\r\n700-m1\r\n700 INDEX_MARK\r\n"},
		{[]string{"QUIT"}, "231 HAPPY HACKING\r\n"},
	})
	if err := c.SetClientName(ctx, "user", "tactus", "main"); err != nil {
		t.Fatal(err)
	}
	if err := c.Set(ctx, "NOTIFICATION", "ALL on"); err != nil {
		t.Fatal(err)
	}
	id, err := c.Speak(ctx, "Springer\r\n.dot line\n.")
	if err != nil || id != 7 {
		t.Fatalf("Speak = %d, %v", id, err)
	}
	for _, want := range []Event{{Begin, 7, 3, ""}, {End, 7, 3, ""}} {
		if ev := <-c.Events(); ev != want {
			t.Fatalf("event %+v, want %+v", ev, want)
		}
	}
	var e *Error
	if err := c.Set(ctx, "RATE", "500"); !errors.As(err, &e) || e.Code != 409 {
		t.Fatalf("Set RATE 500: %v", err)
	}
	if err := c.Cancel(ctx); err != nil {
		t.Fatal(err)
	}
	if ev := <-c.Events(); ev != (Event{IndexMark, 7, 3, "m1"}) {
		t.Fatalf("mark %+v", ev)
	}
	if err := c.Quit(ctx); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if _, err := c.Command(ctx, "HELP"); !errors.Is(err, ErrClosed) {
		t.Fatalf("after quit: %v", err)
	}
}

func TestTimeoutClosesConnection(t *testing.T) {
	cli, srv := net.Pipe()
	defer srv.Close()
	go io.Copy(io.Discard, srv) // reads, never answers
	c := NewClient(cli, 20*time.Millisecond)
	_, err := c.Command(context.Background(), "HELP")
	if !errors.Is(err, ErrTimeout) {
		t.Fatalf("err = %v", err)
	}
	<-c.Done()
	if _, ok := <-c.Events(); ok {
		t.Fatal("events not closed")
	}
}

func TestContextCancel(t *testing.T) {
	cli, srv := net.Pipe()
	defer srv.Close()
	go io.Copy(io.Discard, srv)
	c := NewClient(cli, time.Hour)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := c.Speak(ctx, "x"); !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v", err)
	}
}

func TestBadServer(t *testing.T) {
	for name, answer := range map[string]string{
		"garbage":       "hello\r\n",
		"short":         "20\r\n",
		"separator":     "208xOK\r\n",
		"mixed codes":   "225-7\r\n230 OK\r\n",
		"event ids":     "701-x\r\n701-3\r\n701 BEGIN\r\n",
		"event lines":   "702 END\r\n",
		"unasked reply": "208 OK\r\n208 OK\r\n",
		"no msg id":     "230 OK\r\n225 OK MESSAGE QUEUED\r\n",
		"bad msg id":    "230 OK\r\n225-x\r\n225 OK\r\n",
	} {
		t.Run(name, func(t *testing.T) {
			cli, srv := net.Pipe()
			defer srv.Close()
			go func() {
				r := bufio.NewReader(srv)
				r.ReadString('\n')
				io.WriteString(srv, answer)
				io.Copy(io.Discard, r)
			}()
			c := NewClient(cli, 5*time.Second)
			defer c.Close()
			_, err := c.Speak(context.Background(), "x")
			if err == nil {
				<-c.Done()
				err = c.Err()
			}
			if !errors.Is(err, ErrProtocol) {
				t.Fatalf("err = %v, want ErrProtocol", err)
			}
		})
	}
}

func TestBadArguments(t *testing.T) {
	c, _ := serve(t, nil)
	if err := c.Set(context.Background(), "RATE", "1\r\nQUIT"); !errors.Is(err, ErrProtocol) {
		t.Fatalf("injection: %v", err)
	}
}

func TestAddress(t *testing.T) {
	for in, want := range map[string]Address{
		"unix_socket:/run/s.sock":  {"unix", "/run/s.sock"},
		"inet_socket:localhost":    {"tcp", "localhost:6560"},
		"inet_socket:127.0.0.1:99": {"tcp", "127.0.0.1:99"},
	} {
		if got, err := ParseAddress(in); err != nil || got != want {
			t.Errorf("ParseAddress(%q) = %v, %v", in, got, err)
		}
	}
	for _, bad := range []string{"", "unix_socket:", "inet_socket:", "inet_socket:h:0",
		"inet_socket:h:99999", "inet_socket:h:x", "tcp:h", "/run/s.sock", "inet_socket:a b"} {
		if _, err := ParseAddress(bad); !errors.Is(err, ErrAddress) {
			t.Errorf("ParseAddress(%q) err = %v", bad, err)
		}
	}
	env := map[string]string{"XDG_RUNTIME_DIR": "/run/user/7"}
	a, err := DefaultAddress(func(k string) string { return env[k] })
	if err != nil || a.Addr != "/run/user/7/speech-dispatcher/speechd.sock" {
		t.Fatalf("default = %v %v", a, err)
	}
	env["SPEECHD_ADDRESS"] = "unix_socket:/tmp/x"
	if a, _ := DefaultAddress(func(k string) string { return env[k] }); a.Addr != "/tmp/x" {
		t.Fatalf("SPEECHD_ADDRESS ignored: %v", a)
	}
	if _, err := DefaultAddress(func(string) string { return "" }); !errors.Is(err, ErrAddress) {
		t.Fatalf("empty env: %v", err)
	}
}

func FuzzParseAddress(f *testing.F) {
	f.Add("inet_socket:localhost:6560")
	f.Add("unix_socket:/a")
	f.Fuzz(func(t *testing.T, s string) {
		a, err := ParseAddress(s)
		if err == nil && (a.Addr == "" || (a.Network != "unix" && a.Network != "tcp")) {
			t.Fatalf("%q gave %+v", s, a)
		}
	})
}

// FuzzServer feeds arbitrary server output to a client: it must end in an
// error or events, never a panic or a hang.
func FuzzServer(f *testing.F) {
	f.Add([]byte("701-1\r\n701-2\r\n701 BEGIN\r\n208 OK\r\n"))
	f.Add([]byte("230 OK\r\n225-9\r\n225 OK\r\n"))
	f.Fuzz(func(t *testing.T, in []byte) {
		c := NewClient(fakeConn{bytes.NewReader(in)}, time.Second)
		go c.Speak(context.Background(), "x")
		for range c.Events() {
		}
		<-c.Done()
	})
}

type fakeConn struct{ io.Reader }

func (fakeConn) Write(p []byte) (int, error) { return len(p), nil }
func (fakeConn) Close() error                { return nil }
