package ssip

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"testing"
	"time"
)

// answerOnce plays a server that reads one line and writes answer, then
// reads until the client closes (or hangs up at once when answer ends in
// hangup).
func answerOnce(t *testing.T, answer string) *Client {
	t.Helper()
	cli, srv := net.Pipe()
	t.Cleanup(func() { srv.Close() })
	go func() {
		r := bufio.NewReader(srv)
		if _, err := r.ReadString('\n'); err != nil {
			return
		}
		answer, hang := strings.CutSuffix(answer, hangup)
		io.WriteString(srv, answer)
		if hang {
			srv.Close()
		}
		io.Copy(io.Discard, r)
	}()
	c := NewClient(cli, 5*time.Second)
	t.Cleanup(func() { c.Close() })
	return c
}

const hangup = "<hang up>"

// commandErr runs HELP and returns its error, or, when the reply was
// taken, why the connection ended.
func commandErr(c *Client) error {
	_, err := c.Command(context.Background(), "HELP")
	if err == nil {
		<-c.Done()
		err = c.Err()
	}
	return err
}

func TestLineLimits(t *testing.T) {
	long := strings.Repeat("x", MaxLineLength)
	fits := strings.Repeat("x", MaxLineLength-len("208-\r\n"))
	lines := strings.Repeat("208-"+fits+"\r\n", MaxReplySize/len(fits)+1)
	for _, tt := range []struct {
		name, answer string
		want         error
	}{
		{"line too long", "208-" + long + "\r\n208 OK\r\n", ErrLineTooLong},
		{"endless line", long + long + long, ErrLineTooLong},
		{"reply too long", lines + "208 OK\r\n", ErrReplyTooLong},
		{"line cut by close", "208 O" + hangup, ErrClosed},
		{"code below 100", "099 OK\r\n", ErrProtocol},
		{"signed code", "+20 OK\r\n", ErrProtocol},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := answerOnce(t, tt.answer)
			if err := commandErr(c); !errors.Is(err, tt.want) {
				t.Fatalf("err = %v, want %v", err, tt.want)
			}
			if !errors.Is(tt.want, ErrClosed) && !errors.Is(c.Err(), ErrProtocol) {
				t.Fatalf("connection ended with %v, want a protocol error", c.Err())
			}
		})
	}
}

func TestLongestLineAndBareLF(t *testing.T) {
	fits := strings.Repeat("x", MaxLineLength-len("208-\r\n"))
	for name, answer := range map[string]string{
		"longest line": "208-" + fits + "\r\n208 OK\r\n",
		"LF only":      "208-a\n208 OK\n",
	} {
		t.Run(name, func(t *testing.T) {
			c := answerOnce(t, answer)
			r, err := c.Command(context.Background(), "HELP")
			if err != nil || r.Code != 208 || len(r.Lines) != 1 || r.Text != "OK" {
				t.Fatalf("reply %d %d lines %q, %v", r.Code, len(r.Lines), r.Text, err)
			}
		})
	}
}

// noDeadline hides a net.Conn's deadlines: the client must still get
// unstuck, by closing it.
type noDeadline struct{ io.ReadWriteCloser }

// TestServerThatDoesNotRead: a write that blocks (the server reads
// nothing) ends at the command's deadline, with or without deadlines on
// the connection.
func TestServerThatDoesNotRead(t *testing.T) {
	for name, wrap := range map[string]func(net.Conn) io.ReadWriteCloser{
		"net.Conn":    func(c net.Conn) io.ReadWriteCloser { return c },
		"no deadline": func(c net.Conn) io.ReadWriteCloser { return noDeadline{c} },
	} {
		t.Run(name, func(t *testing.T) {
			cli, srv := net.Pipe()
			defer srv.Close()
			c := NewClient(wrap(cli), 20*time.Millisecond)
			defer c.Close()
			if _, err := c.Command(context.Background(), "HELP"); !errors.Is(err, ErrTimeout) {
				t.Fatalf("err = %v, want ErrTimeout", err)
			}
			<-c.Done()
		})
	}
}

// TestContextEndsTheWait: a reply that does not come before the context
// ends abandons the command with the context's cause and closes the
// connection.
func TestContextEndsTheWait(t *testing.T) {
	hung := errors.New("test: hung")
	for name, mk := range map[string]func() (context.Context, func()){
		"deadline": func() (context.Context, func()) {
			return context.WithTimeout(context.Background(), 10*time.Millisecond)
		},
		"cause": func() (context.Context, func()) {
			ctx, cancel := context.WithCancelCause(context.Background())
			time.AfterFunc(10*time.Millisecond, func() { cancel(hung) })
			return ctx, func() { cancel(nil) }
		},
	} {
		t.Run(name, func(t *testing.T) {
			cli, srv := net.Pipe()
			defer srv.Close()
			go io.Copy(io.Discard, srv) // reads, never answers
			c := NewClient(cli, time.Hour)
			ctx, cancel := mk()
			defer cancel()
			_, err := c.Speak(ctx, "x")
			want := context.Cause(ctx)
			if !errors.Is(err, want) {
				t.Fatalf("err = %v, want %v", err, want)
			}
			<-c.Done()
		})
	}
}

// TestContextEndsTheTurn: a command waiting for another's reply gives up
// when its context ends, sends nothing, and leaves the connection usable.
func TestContextEndsTheTurn(t *testing.T) {
	cli, srv := net.Pipe()
	defer srv.Close()
	c := NewClient(cli, 5*time.Second)
	defer c.Close()
	r := bufio.NewReader(srv)
	first := make(chan error, 1)
	go func() { _, err := c.Command(context.Background(), "HELP"); first <- err }()
	if l, err := r.ReadString('\n'); err != nil || l != "HELP\r\n" {
		t.Fatalf("server read %q, %v", l, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	second := make(chan error, 1)
	go func() { second <- c.Set(ctx, "RATE", "10") }()
	cancel()
	if err := <-second; !errors.Is(err, context.Canceled) {
		t.Fatalf("second command: %v", err)
	}
	io.WriteString(srv, "248 OK HELP SENT\r\n")
	if err := <-first; err != nil {
		t.Fatalf("first command: %v", err)
	}
	go func() { r.ReadString('\n'); io.WriteString(srv, "203 OK RATE SET\r\n") }()
	if err := c.Set(context.Background(), "RATE", "10"); err != nil {
		t.Fatalf("after the abandoned turn: %v", err)
	}
}

// TestCanceledBeforeSending sends nothing and keeps the connection.
func TestCanceledBeforeSending(t *testing.T) {
	c, done := serve(t, []step{{[]string{"CANCEL SELF"}, "213 OK CANCELED\r\n"}})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := c.Speak(ctx, "x"); !errors.Is(err, context.Canceled) {
		t.Fatalf("Speak = %v", err)
	}
	if err := c.Cancel(context.Background()); err != nil {
		t.Fatal(err)
	}
	c.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

// FuzzReadReply reads arbitrary bytes as replies; every reply read is
// written back and must read the same.
func FuzzReadReply(f *testing.F) {
	f.Add([]byte("225-7\r\n225 OK MESSAGE QUEUED\r\n"))
	f.Add([]byte("701-1\r\n701-2\r\n701 BEGIN\r\n208\n"))
	f.Add([]byte("409 ERR\r\r\n2"))
	f.Fuzz(func(t *testing.T, in []byte) {
		r := bufio.NewReaderSize(bytes.NewReader(in), MaxLineLength)
		for {
			rep, err := readReply(r)
			if err != nil {
				return
			}
			var b bytes.Buffer
			for _, l := range rep.Lines {
				fmt.Fprintf(&b, "%03d-%s\r\n", rep.Code, l)
			}
			fmt.Fprintf(&b, "%03d %s\r\n", rep.Code, rep.Text)
			again, err := readReply(bufio.NewReaderSize(&b, MaxLineLength))
			if err != nil || again.Code != rep.Code || again.Text != rep.Text ||
				strings.Join(again.Lines, "\n") != strings.Join(rep.Lines, "\n") {
				t.Fatalf("%+v read back as %+v, %v", rep, again, err)
			}
		}
	})
}
