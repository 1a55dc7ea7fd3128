package brlapi_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/tactuschess/tactus/braille/brlapi"
	"github.com/tactuschess/tactus/internal/brltest"
)

// patient are options whose requests would wait an hour for an answer:
// a Close that waited for one would never return within the test.
var patient = brlapi.Options{Auth: "none", Getenv: noEnv, Timeout: time.Hour}

// returns fails the test unless f returns before brltest.Timeout; it
// returns f's error.
func returns(t *testing.T, what string, f func() error) error {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- f() }()
	deadline := time.NewTimer(brltest.Timeout)
	defer deadline.Stop()
	select {
	case err := <-done:
		return err
	case <-deadline.C:
		t.Fatalf("%s waits on a server that does not answer", what)
		return nil
	}
}

// TestCloseDoesNotWaitForAHungServer: a BRLTTY that stops answering in the
// middle of a game (the client in tty mode, a request waiting for its
// reply) does not hold Close: it returns at once, and the waiting request
// fails as closed.
func TestCloseDoesNotWaitForAHungServer(t *testing.T) {
	srv, err := brltest.NewServer(40)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	c, err := brlapi.DialContext(context.Background(), srv.Address(), patient)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.EnterTTYMode(context.Background()); err != nil {
		t.Fatal(err)
	}
	srv.Hang()
	asked := make(chan error, 1)
	go func() {
		_, err := c.DriverName(context.Background())
		asked <- err
	}()
	if err := returns(t, "Close", c.Close); err != nil {
		t.Errorf("Close = %v", err)
	}
	if err := returns(t, "a request on a closed client", func() error { return <-asked }); !errors.Is(err, brlapi.ErrClosed) {
		t.Errorf("the waiting request = %v, want ErrClosed", err)
	}
	if err := c.Close(); !errors.Is(err, brlapi.ErrClosed) {
		t.Errorf("second Close = %v, want ErrClosed", err)
	}
}

// TestSessionCloseWithAHungServer: a session connected to a server that
// then hangs, and one whose server accepted but never answered the
// handshake, both close at once.
func TestSessionCloseWithAHungServer(t *testing.T) {
	for _, when := range []string{"after the connection", "before the handshake"} {
		t.Run(when, func(t *testing.T) {
			srv, err := brltest.NewServer(40)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { srv.Close() })
			if when == "before the handshake" {
				srv.Hang()
			}
			s := brlapi.NewSession(func(ctx context.Context) (*brlapi.Client, error) {
				return brlapi.DialContext(ctx, srv.Address(), patient)
			}, brlapi.SessionOptions{})
			ctx, cancel := context.WithCancel(context.Background())
			connected := make(chan error, 1)
			go func() { connected <- s.Connect(ctx) }()
			if when == "after the connection" {
				if err := <-connected; err != nil {
					t.Fatal(err)
				}
				srv.Hang()
				if err := s.WriteDots(context.Background(), []byte{1, 2, 3}); err != nil {
					t.Fatal(err) // WRITE is never answered: it does not wait
				}
			} else {
				srv.WaitAccepted(t, 1)
			}
			cancel() // as the app does on quit: stop, then close
			if err := returns(t, "Session.Close", s.Close); err != nil {
				t.Errorf("Close = %v", err)
			}
			if when == "before the handshake" {
				if err := returns(t, "Connect", func() error { return <-connected }); err == nil {
					t.Error("Connect to a server that never answered succeeded")
				}
			}
		})
	}
}
