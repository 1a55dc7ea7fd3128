package brlapi

import (
	"context"
	"errors"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// fakeServer accepts one connection on ln and runs the no-auth handshake
// and a size query.
func fakeServer(t *testing.T, ln net.Listener) <-chan error {
	done := make(chan error, 1)
	go func() {
		c, err := ln.Accept()
		if err != nil {
			done <- err
			return
		}
		defer c.Close()
		for _, s := range append(handshakeNone(), sizeQuery()) {
			if err := runStep(c, s); err != nil {
				done <- err
				return
			}
		}
		done <- nil
	}()
	return done
}

func TestDialUnixSocketSearch(t *testing.T) {
	dir := t.TempDir()
	ln, err := net.Listen("unix", filepath.Join(dir, "5"))
	if err != nil {
		t.Skipf("no unix sockets here: %v", err)
	}
	defer ln.Close()
	done := fakeServer(t, ln)
	c, err := Dial(":5", Options{Getenv: noEnv, SocketDirs: []string{filepath.Join(dir, "missing"), dir}})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if w, _, err := c.DisplaySize(context.Background()); err != nil || w != 40 {
		t.Fatalf("DisplaySize = %d, %v", w, err)
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

func TestDialFromBRLAPIHOST(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	port := ln.Addr().(*net.TCPAddr).Port
	if port <= BasePort {
		t.Skip("port below 4101")
	}
	done := fakeServer(t, ln)
	env := func(k string) string {
		if k == "BRLAPI_HOST" {
			return "127.0.0.1:" + strconv.Itoa(port-BasePort)
		}
		return ""
	}
	c, err := Dial("", Options{Getenv: env, Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, _, err := c.DisplaySize(context.Background()); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

func TestDialNoLocalServer(t *testing.T) {
	_, err := Dial(":7", Options{Getenv: noEnv, SocketDirs: []string{t.TempDir()}})
	if !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("err = %v, want not exist", err)
	}
	if _, err := Dial("bad:address:x", Options{Getenv: noEnv}); !errors.Is(err, ErrBadAddress) {
		t.Fatalf("err = %v", err)
	}
}
