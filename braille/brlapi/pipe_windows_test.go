package brlapi

import (
	"context"
	"errors"
	"os"
	"strconv"
	"testing"
	"time"

	"golang.org/x/sys/windows"
)

// pipeServer makes the named pipe of local server n, as BRLTTY for Windows
// does, and hands the first client's connection to serve.
func pipeServer(t *testing.T, n int, serve func(c *pipeConn)) <-chan struct{} {
	t.Helper()
	path := Address{Number: n}.PipePath()
	name, _ := windows.UTF16PtrFromString(path)
	h, err := windows.CreateNamedPipe(name, windows.PIPE_ACCESS_DUPLEX,
		windows.PIPE_TYPE_BYTE|windows.PIPE_READMODE_BYTE|windows.PIPE_WAIT, 1, 4096, 4096, 0, nil)
	if err != nil {
		t.Fatalf("CreateNamedPipe %s: %v", path, err)
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		if err := windows.ConnectNamedPipe(h, nil); err != nil && !errors.Is(err, windows.ERROR_PIPE_CONNECTED) {
			windows.CloseHandle(h)
			return
		}
		c := newPipeConn(os.NewFile(uintptr(h), path))
		defer c.Close()
		serve(c)
	}()
	return done
}

// pipeNumber is a server number no other test or BRLTTY uses.
func pipeNumber(k int) int { return 30000 + os.Getpid()%10000 + k }

// TestDialNamedPipe: ":N" on Windows is BRLTTY's named pipe BrlAPI<N>;
// the handshake and a request run over it, and LocalServer sees it.
func TestDialNamedPipe(t *testing.T) {
	n := pipeNumber(1)
	errc := make(chan error, 1)
	done := pipeServer(t, n, func(c *pipeConn) {
		for _, s := range append(handshakeNone(), sizeQuery()) {
			if err := runStep(c, s); err != nil {
				errc <- err
				return
			}
		}
		errc <- nil
	})
	if !LocalServer(Address{Number: n}, nil) {
		t.Errorf("LocalServer does not see the pipe %s", Address{Number: n}.PipePath())
	}
	if LocalServer(Address{Number: n + 1}, nil) {
		t.Errorf("LocalServer sees a pipe nobody made")
	}
	c, err := Dial(":"+strconv.Itoa(n), Options{Getenv: noEnv})
	if err != nil {
		t.Fatal(err)
	}
	if w, _, err := c.DisplaySize(context.Background()); err != nil || w != 40 {
		t.Fatalf("DisplaySize = %d, %v", w, err)
	}
	if err := <-errc; err != nil {
		t.Fatal(err)
	}
	c.Close()
	<-done
}

// TestNamedPipeDeadline: a server that never answers cannot hold the
// handshake past Options.Timeout, and a cancelled context ends it: the
// pipe keeps deadlines as a socket does.
func TestNamedPipeDeadline(t *testing.T) {
	for i, cancelled := range []bool{false, true} {
		n := pipeNumber(3 + i)
		hold := make(chan struct{})
		done := pipeServer(t, n, func(*pipeConn) { <-hold })
		ctx, cancel := context.WithCancel(context.Background())
		opts := Options{Getenv: noEnv, Timeout: 200 * time.Millisecond}
		if cancelled {
			opts.Timeout = time.Hour
			go cancel() // ends the handshake, whenever it comes
		}
		_, err := DialContext(ctx, ":"+strconv.Itoa(n), opts)
		cancel()
		close(hold)
		<-done
		if !errors.Is(err, os.ErrDeadlineExceeded) {
			t.Errorf("cancelled=%v: %v, want the deadline exceeded", cancelled, err)
		}
	}
}

// TestDialNoNamedPipe: no pipe, no local server: the error wraps
// os.ErrNotExist as the socket search's does.
func TestDialNoNamedPipe(t *testing.T) {
	if _, err := Dial(":"+strconv.Itoa(pipeNumber(7)), Options{Getenv: noEnv}); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("err = %v, want not exist", err)
	}
}
