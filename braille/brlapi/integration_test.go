package brlapi_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/tactuschess/tactus/braille/brlapi"
	"github.com/tactuschess/tactus/internal/brltest"
)

func noEnv(string) string { return "" }

func ctxT(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), brltest.Timeout)
	t.Cleanup(cancel)
	return ctx
}

func dial(t *testing.T, d *brltest.Daemon, auth string) *brlapi.Client {
	t.Helper()
	c, err := brlapi.Dial(d.Address(), brlapi.Options{Auth: auth, Getenv: noEnv})
	if err != nil {
		t.Fatalf("Dial: %v\n%s", err, d.Log())
	}
	t.Cleanup(func() { c.Close() })
	return c
}

func TestRealBRLTTYDotsAndKeys(t *testing.T) {
	d := brltest.Start(t, brltest.Config{Cells: 40})
	c := dial(t, d, "none")
	if name, err := c.DriverName(context.Background()); err != nil || name != "Virtual" {
		t.Errorf("DriverName = %q, %v", name, err)
	}
	if w, h, err := c.DisplaySize(context.Background()); err != nil || w != 40 || h != 1 {
		t.Fatalf("DisplaySize = %d×%d, %v", w, h, err)
	}
	if err := c.EnterTTYMode(context.Background()); err != nil {
		t.Fatal(err)
	}
	if err := c.AcceptKeys(context.Background(), brlapi.AllKeys()); err != nil {
		t.Fatal(err)
	}
	// every one of the 256 patterns, in batches of 40 cells
	for start := 0; start < 256; start += 40 {
		want := make([]byte, 40)
		for i := range want {
			want[i] = byte((start + i) % 256)
		}
		n := d.Display.Count()
		if err := c.WriteDots(context.Background(), want); err != nil {
			t.Fatal(err)
		}
		d.Display.WaitCells(t, n, func(got []byte) bool { return bytes.Equal(got, want) })
	}
	keys := []struct {
		press string
		kind  brlapi.KeyKind
		arg   int
	}{
		{"Route 5", brlapi.KeyRoute, 5},
		{"Route 1", brlapi.KeyRoute, 1}, // the vr driver refuses "Route 0"
		{"Route 39", brlapi.KeyRoute, 39},
		{"LnDn", brlapi.KeyLineDown, 0},
		{"LnUp", brlapi.KeyLineUp, 0},
		{"FwinRt", brlapi.KeyPanRight, 0},
		{"FwinLt", brlapi.KeyPanLeft, 0},
		{"Return", brlapi.KeyReturn, 0},
		{"Passdots 31", brlapi.KeyPassDots, 0x1F}, // dots 1-2-3-4-5 typed on the Braille keyboard
	}
	ctx := ctxT(t)
	for _, k := range keys {
		d.Display.Press(t, k.press)
		got, err := c.ReadKey(ctx)
		if err != nil {
			t.Fatalf("%s: %v\n%s", k.press, err, d.Log())
		}
		if got.Kind != k.kind || got.Arg != k.arg {
			t.Errorf("%s arrived as %v (code 0x%x), want %v %d", k.press, got, got.Code, k.kind, k.arg)
		}
	}
	// Close leaves tty mode (the real server acknowledges LEAVETTYMODE);
	// BRLTTY then has the display again and draws its own content when a
	// key moves its window.
	last := d.Display.Last()
	n := d.Display.Count()
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	d.Display.Press(t, "Home")
	d.Display.WaitCells(t, n, func(got []byte) bool { return !bytes.Equal(got, last) })
}

func TestRealBRLTTYKeyFileAuth(t *testing.T) {
	dir := t.TempDir()
	key := filepath.Join(dir, "brlapi.key")
	if err := os.WriteFile(key, []byte("0123456789abcdef-tactus\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	wrong := filepath.Join(dir, "wrong.key")
	if err := os.WriteFile(wrong, []byte("not the key\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	d := brltest.Start(t, brltest.Config{KeyFile: key})
	c := dial(t, d, "keyfile:"+key)
	if _, _, err := c.DisplaySize(context.Background()); err != nil {
		t.Fatalf("after key auth: %v", err)
	}
	_, err := brlapi.Dial(d.Address(), brlapi.Options{Auth: wrong, Getenv: noEnv, Timeout: 5 * time.Second})
	if !errors.Is(err, &brlapi.Error{Code: brlapi.CodeAuthentication}) {
		t.Fatalf("wrong key: err = %v, want authentication failed", err)
	}
	// BRLAPI_AUTH is honoured when Options.Auth is empty
	env := func(k string) string {
		if k == "BRLAPI_AUTH" {
			return key
		}
		return ""
	}
	c2, err := brlapi.Dial(d.Address(), brlapi.Options{Getenv: env})
	if err != nil {
		t.Fatalf("BRLAPI_AUTH: %v", err)
	}
	c2.Close()
}

func TestRealBRLTTYRestart(t *testing.T) {
	d := brltest.Start(t, brltest.Config{Cells: 20})
	s := brlapi.NewSession(func(ctx context.Context) (*brlapi.Client, error) {
		return brlapi.DialContext(ctx, d.Address(), brlapi.Options{Auth: "none", Getenv: noEnv})
	}, brlapi.SessionOptions{MinBackoff: 50 * time.Millisecond, MaxBackoff: 500 * time.Millisecond})
	ctx := ctxT(t)
	if err := s.Connect(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	want := []byte{0x3f, 0x01, 0x03, 0x09, 0x19, 0x11, 0xc0}
	full := append(append([]byte(nil), want...), make([]byte, 20-len(want))...)
	n := d.Display.Count()
	if err := s.WriteDots(context.Background(), want); err != nil {
		t.Fatal(err)
	}
	d.Display.WaitCells(t, n, func(got []byte) bool { return bytes.Equal(got, full) })

	keys := make(chan brlapi.Key)
	errc := make(chan error, 1)
	go func() {
		for {
			k, err := s.ReadKey(ctx)
			if errors.Is(err, brlapi.ErrDisconnected) {
				continue // the restart, told at once; the next ReadKey reconnects
			}
			if err != nil {
				errc <- err
				return
			}
			keys <- k
		}
	}()
	n = d.Display.Count()
	d.Restart(t)
	// the session reconnects, re-enters tty mode and redraws...
	d.Display.WaitCells(t, n, func(got []byte) bool { return bytes.Equal(got, full) })
	// ...and keys come to it again
	d.Display.Press(t, "Route 3")
	for done := false; !done; {
		select {
		case k := <-keys:
			done = k.Kind == brlapi.KeyRoute && k.Arg == 3
		case err := <-errc:
			t.Fatalf("ReadKey across restart: %v", err)
		}
	}
	if s.Connections() != 2 {
		t.Errorf("connections = %d, want 2", s.Connections())
	}
}

// TestRealBRLTTYResize changes the size of the display under a session:
// the session hears of it, writes with the new width, and BRLTTY (6.5
// crashes on a write with the old width) goes on showing what it writes.
func TestRealBRLTTYResize(t *testing.T) {
	d := brltest.Start(t, brltest.Config{Cells: 40})
	s := brlapi.NewSession(func(ctx context.Context) (*brlapi.Client, error) {
		return brlapi.DialContext(ctx, d.Address(), brlapi.Options{Auth: "none", Getenv: noEnv})
	}, brlapi.SessionOptions{MinBackoff: 50 * time.Millisecond, MaxBackoff: 500 * time.Millisecond})
	ctx := ctxT(t)
	if err := s.Connect(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	n := d.Display.Count()
	if err := s.WriteDots(ctx, []byte{0x07}); err != nil {
		t.Fatal(err)
	}
	d.Display.WaitCells(t, n, func(got []byte) bool { return len(got) == 40 && got[0] == 0x07 })
	d.Display.Resize(t, 20)
	for {
		k, err := s.ReadKey(ctx)
		if err != nil {
			t.Fatalf("ReadKey: %v\n%s", err, d.Log())
		}
		if k.Kind == brlapi.KeyResize {
			break
		}
	}
	if w, err := s.Width(ctx); w != 20 || err != nil {
		t.Fatalf("Width after resize = %d, %v", w, err)
	}
	for _, dots := range []byte{0x1b, 0x3f} {
		n := d.Display.Count()
		if err := s.WriteDots(ctx, []byte{dots}); err != nil {
			t.Fatal(err)
		}
		d.Display.WaitCells(t, n, func(got []byte) bool { return len(got) == 20 && got[0] == dots })
	}
	if s.Connections() != 1 {
		t.Errorf("%d connections: BRLTTY went away", s.Connections())
	}
}
