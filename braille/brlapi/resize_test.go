package brlapi

import (
	"context"
	"errors"
	"testing"
	"time"
)

// watchStep is WatchDisplaySize answered with width×1.
func watchStep(width int) step {
	return step{expect: AppendPacket(nil, Packet{TypeParamRequest, be(0x301, 6, 0, 0)}),
		send: AppendPacket(nil, Packet{TypeParamValue, be(1, 6, 0, 0, width, 1)})}
}

// writeStep is the WRITE of n blank cells but the first, ⠁.
func writeStep(n int) step {
	text := "\u2801"
	for i := 1; i < n; i++ {
		text += "\u2800"
	}
	return expectP(TypeWrite, be(0x66, 1, n, len(text), text, 0, byte(5), "UTF-8"))
}

// TestResizeReadsTheSizeAgain: after the server reports a new size, the
// client reports KeyResize and reads the size before writing again; it
// never writes with the old width. The update carries the size in the
// host's byte order, as BRLTTY 6.5 sends it.
func TestResizeReadsTheSizeAgain(t *testing.T) {
	c, done := newTestClient(t, Options{},
		watchStep(40),
		writeStep(40),
		writeStep(40), // the width is remembered while watching
		sendP(TypeParamUpdate, be(1, 6, 0, 0, []byte{20, 0, 0, 0, 1, 0, 0, 0})),
		expectP(TypeGetDisplaySize, nil), sendP(TypeGetDisplaySize, be(20, 1)),
		writeStep(20),
	)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if w, h, err := c.WatchDisplaySize(ctx); w != 40 || h != 1 || err != nil {
		t.Fatalf("WatchDisplaySize = %d×%d, %v", w, h, err)
	}
	for i := 0; i < 2; i++ {
		if err := c.WriteDots(ctx, []byte{1}); err != nil {
			t.Fatal(err)
		}
	}
	if k, err := c.ReadKey(ctx); err != nil || k.Kind != KeyResize {
		t.Fatalf("ReadKey = %v, %v; want resize", k, err)
	}
	if err := c.WriteDots(ctx, []byte{1}); err != nil {
		t.Fatal(err)
	}
	waitScript(t, done)
	c.Close()
}

// TestRefusedWriteForgetsTheWidth: an EXCEPTION about a WRITE (BRLTTY's
// answer to a write wider than a display that shrank) makes the client
// read the size before the next write.
func TestRefusedWriteForgetsTheWidth(t *testing.T) {
	c, done := newTestClient(t, Options{},
		watchStep(40),
		writeStep(40),
		sendP(TypeException, be(6, int(TypeWrite), "body")),
		expectP(TypeGetDisplaySize, nil), sendP(TypeGetDisplaySize, be(12, 1)),
		writeStep(12),
	)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if _, _, err := c.WatchDisplaySize(ctx); err != nil {
		t.Fatal(err)
	}
	if err := c.WriteDots(ctx, []byte{1}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.ReadKey(ctx); !errors.Is(err, &Error{Code: CodeInvalidParameter}) {
		t.Fatalf("ReadKey = %v, want the invalid parameter exception", err)
	}
	if err := c.WriteDots(ctx, []byte{1}); err != nil {
		t.Fatal(err)
	}
	waitScript(t, done)
	c.Close()
}

func TestWatchDisplaySizeRefused(t *testing.T) {
	c, done := newTestClient(t, Options{},
		expectP(TypeParamRequest, be(0x301, 6, 0, 0)), sendP(TypeException, be(4, int(TypeParamRequest))),
		expectP(TypeParamRequest, be(0x301, 6, 0, 0)), sendP(TypeParamValue, be(1, 7, 0, 0, 40, 1)),
		expectP(TypeParamRequest, be(0x301, 6, 0, 0)), sendP(TypeParamValue, be(1, 6)),
	)
	ctx := context.Background()
	if _, _, err := c.WatchDisplaySize(ctx); !errors.Is(err, &Error{Code: CodeUnknownInstruction}) {
		t.Errorf("old server: %v", err)
	}
	if _, _, err := c.WatchDisplaySize(ctx); !errors.Is(err, ErrProtocol) {
		t.Errorf("another parameter: %v", err)
	}
	if _, _, err := c.WatchDisplaySize(ctx); !errors.Is(err, ErrShortPacket) {
		t.Errorf("short value: %v", err)
	}
	waitScript(t, done)
	c.Close()
}

// TestRequestContext: a request ends with its context, before sending
// (nothing is sent) or while waiting for the reply (the connection, now
// out of step, is closed).
func TestRequestContext(t *testing.T) {
	quiet := make(chan struct{})
	c, done := newTestClient(t, Options{},
		expectP(TypeGetDriverName, nil), step{until: quiet}, // never answered
	)
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := c.ModelID(cancelled); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if _, err := c.DriverName(ctx); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("no reply: %v", err)
	}
	select {
	case <-c.Done():
	case <-time.After(5 * time.Second):
		t.Fatal("the connection stayed open after a request gave up")
	}
	close(quiet)
	waitScript(t, done)
	c.Close()
}

// TestSendContext: a write the server does not read ends with the
// context's deadline or cancellation.
func TestSendContext(t *testing.T) {
	quiet := make(chan struct{})
	defer close(quiet)
	c, _ := newTestClient(t, Options{}, watchStep(40), step{until: quiet})
	if _, _, err := c.WatchDisplaySize(context.Background()); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(20*time.Millisecond, cancel)
	if err := c.WriteDots(ctx, []byte{1}); !errors.Is(err, context.Canceled) {
		t.Errorf("WriteDots = %v, want cancelled", err)
	}
}

func TestOversizedPacketEndsTheConnection(t *testing.T) {
	c, _ := newTestClient(t, Options{}, step{send: be(MaxPacketSize+1, int(TypeKey))})
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if _, err := c.ReadKey(ctx); !errors.Is(err, ErrPacketTooLarge) {
		t.Fatalf("ReadKey = %v, want packet too large", err)
	}
	c.Close()
}
