package brlapi_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/tactuschess/tactus/braille/brlapi"
	"github.com/tactuschess/tactus/internal/brltest"
)

// fakeSession connects a session to a fake BrlAPI server and counts its
// dials.
func fakeSession(t *testing.T, width int) (*brltest.Server, *brlapi.Session, func() int) {
	t.Helper()
	srv, err := brltest.NewServer(width)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	var mu sync.Mutex
	dials := 0
	s := brlapi.NewSession(func(ctx context.Context) (*brlapi.Client, error) {
		mu.Lock()
		dials++
		mu.Unlock()
		return brlapi.DialContext(ctx, srv.Address(), brlapi.Options{Auth: "none", Getenv: noEnv})
	}, brlapi.SessionOptions{MinBackoff: time.Millisecond, MaxBackoff: 10 * time.Millisecond})
	t.Cleanup(func() { s.Close() })
	return srv, s, func() int { mu.Lock(); defer mu.Unlock(); return dials }
}

// waitOpen waits until the server has n connections open.
func waitOpen(t *testing.T, srv *brltest.Server, n int) {
	t.Helper()
	deadline := time.Now().Add(brltest.Timeout)
	for srv.Open() != n {
		if time.Now().After(deadline) {
			t.Fatalf("%d connections open, want %d", srv.Open(), n)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestSessionConcurrentConnect: many callers connecting at once make one
// connection; none is left over.
func TestSessionConcurrentConnect(t *testing.T) {
	srv, s, dials := fakeSession(t, 40)
	ctx := ctxT(t)
	var wg sync.WaitGroup
	for i := 0; i < 16; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := s.Connect(ctx); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if dials() != 1 || s.Connections() != 1 {
		t.Errorf("%d dials, %d connections, want 1", dials(), s.Connections())
	}
	waitOpen(t, srv, 1)
	if srv.Accepted() != 1 {
		t.Errorf("server accepted %d connections", srv.Accepted())
	}
}

// TestSessionConcurrentReconnect: when BRLTTY goes away under readers
// waiting for keys, one of them is told of the loss, the others
// reconnect once between them, and exactly one connection is left.
func TestSessionConcurrentReconnect(t *testing.T) {
	srv, s, dials := fakeSession(t, 40)
	ctx := ctxT(t)
	if err := s.Connect(ctx); err != nil {
		t.Fatal(err)
	}
	const readers = 8
	keys := make(chan brlapi.Key, readers)
	lost := make(chan error, readers)
	for i := 0; i < readers; i++ {
		go func() {
			k, err := s.ReadKey(ctx)
			if err != nil {
				lost <- err
				return
			}
			keys <- k
		}()
	}
	srv.Hangup()
	if err := <-lost; !errors.Is(err, brlapi.ErrDisconnected) {
		t.Fatalf("the loss: %v, want ErrDisconnected", err)
	}
	// the first to come back is the one that reconnected: no key was pressed
	if k := <-keys; k.Kind != brlapi.KeyReconnected {
		t.Fatalf("first back: %v, want reconnected", k)
	}
	for i := 2; i < readers; i++ {
		if err := srv.Press(0x20010001); err != nil {
			t.Fatal(err)
		}
		if k := <-keys; k.Kind != brlapi.KeyRoute {
			t.Errorf("reader %d: %v, want the routing key", i, k)
		}
	}
	if dials() != 2 || s.Connections() != 2 || srv.Accepted() != 2 {
		t.Errorf("%d dials, %d connections, %d accepted; want 2 each", dials(), s.Connections(), srv.Accepted())
	}
	waitOpen(t, srv, 1)
}

// TestSessionResize: when the display changes size, the session hears of
// it, reads the new width and never writes with the old one (which made
// BRLTTY 6.5 crash).
func TestSessionResize(t *testing.T) {
	for _, params := range []bool{true, false} {
		srv, s, _ := fakeSession(t, 40)
		if !params {
			srv.RefuseParams() // the session then reads the size before every write
		}
		ctx := ctxT(t)
		if err := s.Connect(ctx); err != nil {
			t.Fatal(err)
		}
		if err := s.WriteDots(ctx, []byte{1}); err != nil {
			t.Fatal(err)
		}
		// a write still on its way when the size changes is refused (see
		// TestRefusedWriteForgetsTheWidth); here it has arrived
		srv.WaitCells(t, 0, func(c []byte) bool { return c[0] == 1 })
		srv.Resize(20)
		if params {
			if k, err := s.ReadKey(ctx); err != nil || k.Kind != brlapi.KeyResize {
				t.Fatalf("ReadKey = %v, %v; want resize", k, err)
			}
		}
		if w, err := s.Width(ctx); w != 20 || err != nil {
			t.Fatalf("params %v: Width = %d, %v", params, w, err)
		}
		n := srv.Count()
		if err := s.WriteDots(ctx, []byte{3}); err != nil {
			t.Fatal(err)
		}
		srv.WaitCells(t, n, func(c []byte) bool { return len(c) == 20 && c[0] == 3 })
		if srv.StaleWrites() != 0 || srv.Accepted() != 1 {
			t.Errorf("params %v: %d stale writes, %d connections", params, srv.StaleWrites(), srv.Accepted())
		}
	}
}
