//go:build windows

package brlapi

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"time"
	"unsafe"

	"golang.org/x/sys/windows"
)

// pipeBusyWait is how long dialLocal waits before trying a busy pipe again
// (every instance taken by other clients, until BRLTTY makes another).
const pipeBusyWait = 50 * time.Millisecond

// dialLocal connects to local server a's named pipe, \\.\pipe\BrlAPI<N>,
// as BRLTTY for Windows listens there. The pipe is opened for overlapped
// I/O, so that the Go runtime polls it and its deadlines work as a
// socket's do (the handshake's timeout, a cancelled context). A busy pipe
// is tried again until ctx or Options.Timeout ends.
func dialLocal(ctx context.Context, a Address, o *Options) (net.Conn, error) {
	ctx, cancel := o.bound(ctx)
	defer cancel()
	path := a.PipePath()
	name, err := windows.UTF16PtrFromString(path)
	if err != nil {
		return nil, fmt.Errorf("brlapi: dial %s: %w", a, err)
	}
	for {
		h, err := windows.CreateFile(name, windows.GENERIC_READ|windows.GENERIC_WRITE, 0, nil,
			windows.OPEN_EXISTING, windows.FILE_FLAG_OVERLAPPED, 0)
		if err == nil {
			return newPipeConn(os.NewFile(uintptr(h), path)), nil
		}
		if !errors.Is(err, windows.ERROR_PIPE_BUSY) {
			return nil, fmt.Errorf("brlapi: dial %s: no local server: %w", a, &os.PathError{Op: "open", Path: path, Err: err})
		}
		t := time.NewTimer(pipeBusyWait)
		select {
		case <-ctx.Done():
			t.Stop()
			return nil, fmt.Errorf("brlapi: dial %s: the pipe stays busy: %w", a, ctx.Err())
		case <-t.C:
		}
	}
}

// LocalServer reports whether local server a seems to run: its named pipe
// exists. WaitNamedPipe answers that without taking an instance of the
// pipe, which opening it would (a busy pipe exists too). dirs are not used
// on Windows.
func LocalServer(a Address, dirs []string) bool {
	name, err := windows.UTF16PtrFromString(a.PipePath())
	if err != nil {
		return false
	}
	wait := windows.NewLazySystemDLL("kernel32.dll").NewProc("WaitNamedPipeW")
	if wait.Find() != nil {
		return false
	}
	ok, _, err := wait.Call(uintptr(unsafe.Pointer(name)), 1) // wait at most 1 ms
	return ok != 0 || errors.Is(err, windows.ERROR_SEM_TIMEOUT)
}

// pipeConn is a connected named pipe as a net.Conn: *os.File reads,
// writes and keeps deadlines (the handle is overlapped); the addresses
// are the pipe's path.
type pipeConn struct {
	*os.File
	addr pipeAddr
}

func newPipeConn(f *os.File) *pipeConn { return &pipeConn{File: f, addr: pipeAddr(f.Name())} }

// LocalAddr returns the pipe's path.
func (c *pipeConn) LocalAddr() net.Addr { return c.addr }

// RemoteAddr returns the pipe's path.
func (c *pipeConn) RemoteAddr() net.Addr { return c.addr }

// pipeAddr is a named pipe's path as a net.Addr.
type pipeAddr string

func (a pipeAddr) Network() string { return "pipe" }
func (a pipeAddr) String() string  { return string(a) }
