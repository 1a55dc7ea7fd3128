//go:build !windows

package brlapi

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
)

// dialLocal connects to the first existing socket of local server a.
func dialLocal(ctx context.Context, a Address, o *Options) (net.Conn, error) {
	d := net.Dialer{Timeout: o.timeout()}
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

// LocalServer reports whether local server a seems to run: its socket
// exists in one of dirs (nil means DefaultSocketDirs()).
func LocalServer(a Address, dirs []string) bool {
	if dirs == nil {
		dirs = DefaultSocketDirs()
	}
	for _, p := range a.SocketPaths(dirs) {
		if _, err := os.Stat(p); err == nil {
			return true
		}
	}
	return false
}
