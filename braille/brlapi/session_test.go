package brlapi

import (
	"context"
	"errors"
	"net"
	"strings"
	"testing"
	"time"
)

// setupSteps is what a Session does on every connection, drawing text.
func setupSteps(width int, text string) []step {
	return []step{
		{expect: AppendPacket(nil, Packet{TypeParamRequest, be(0x301, 6, 0, 0)}),
			send: AppendPacket(nil, Packet{TypeParamValue, be(1, 6, 0, 0, width, 1)})},
		{expect: AppendPacket(nil, Packet{TypeEnterTTYMode, be(0, byte(0))}), send: AppendPacket(nil, Packet{TypeAck, nil})},
		{expect: AppendPacket(nil, Packet{TypeAcceptKeyRanges, be(uint64(0), ^uint64(0))}), send: AppendPacket(nil, Packet{TypeAck, nil})},
		expectP(TypeWrite, be(0x66, 1, width, len(text), text, 0, byte(5), "UTF-8")),
	}
}

func TestSessionReconnectsAndRedraws(t *testing.T) {
	first := append(handshakeNone(), setupSteps(2, "\u2800\u2800")...)
	first = append(first,
		expectP(TypeWrite, be(0x66, 1, 2, 6, "\u2807\u2800", 0, byte(5), "UTF-8")),
		sendP(TypeKey, be(uint64(0x20010001))),
		hangup())
	second := append(handshakeNone(), setupSteps(3, "\u2807\u2800\u2800")...)
	second = append(second, sendP(TypeKey, be(uint64(0x2000001F))),
		expectP(TypeLeaveTTYMode, nil)) // its ACK is not waited for
	scripts := [][]step{first, nil, second} // the second dial fails
	var dones []<-chan error
	dials := 0
	s := NewSession(func(ctx context.Context) (*Client, error) {
		i := dials
		dials++
		if i >= len(scripts) || scripts[i] == nil {
			return nil, errors.New("connection refused")
		}
		conn, done := serve(t, scripts[i]...)
		dones = append(dones, done)
		return NewClient(ctx, conn, Options{Getenv: noEnv})
	}, SessionOptions{MinBackoff: time.Millisecond, MaxBackoff: 2 * time.Millisecond})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := s.Connect(ctx); err != nil {
		t.Fatal(err)
	}
	if err := s.WriteDots(ctx, []byte{0x07}); err != nil {
		t.Fatal(err)
	}
	if k, err := s.ReadKey(ctx); err != nil || k.Kind != KeyRoute || k.Arg != 1 {
		t.Fatalf("first key = %v, %v", k, err)
	}
	// the loss is reported at once, before any write could find it
	if _, err := s.ReadKey(ctx); !errors.Is(err, ErrDisconnected) {
		t.Fatalf("after the hangup = %v; want ErrDisconnected", err)
	}
	if k, err := s.ReadKey(ctx); err != nil || k.Kind != KeyReconnected {
		t.Fatalf("after reconnection = %v, %v; want reconnected", k, err)
	}
	if k, err := s.ReadKey(ctx); err != nil || k.Kind != KeyReturn {
		t.Fatalf("key after reconnection = %v, %v", k, err)
	}
	if w, err := s.Width(ctx); w != 3 || err != nil || s.Connections() != 2 || dials != 3 {
		t.Errorf("width %d (%v), connections %d, dials %d", w, err, s.Connections(), dials)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	for _, d := range dones {
		waitScript(t, d)
	}
	if err := s.WriteDots(ctx, nil); !errors.Is(err, ErrDisconnected) {
		t.Errorf("write after close: %v", err)
	}
	if _, err := s.ReadKey(ctx); !errors.Is(err, ErrClosed) {
		t.Errorf("read after close: %v", err)
	}
}

// TestSessionRefusedWriteIsAResize: BRLTTY refusing a write for its size
// (the display shrank while the write was on its way) reaches the reader
// as KeyResize, and the width is read again.
func TestSessionRefusedWriteIsAResize(t *testing.T) {
	script := append(handshakeNone(), setupSteps(40, strings.Repeat("\u2800", 40))...)
	script = append(script,
		sendP(TypeException, be(6, int(TypeWrite), "old write")),
		expectP(TypeGetDisplaySize, nil), sendP(TypeGetDisplaySize, be(20, 1)),
		expectP(TypeLeaveTTYMode, nil)) // its ACK is not waited for
	var done <-chan error
	s := NewSession(func(ctx context.Context) (*Client, error) {
		var conn net.Conn
		conn, done = serve(t, script...)
		return NewClient(ctx, conn, Options{Getenv: noEnv})
	}, SessionOptions{})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := s.Connect(ctx); err != nil {
		t.Fatal(err)
	}
	if k, err := s.ReadKey(ctx); err != nil || k.Kind != KeyResize {
		t.Fatalf("ReadKey = %v, %v; want resize", k, err)
	}
	if w, err := s.Width(ctx); w != 20 || err != nil {
		t.Fatalf("Width = %d, %v", w, err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	waitScript(t, done)
}
