package brlapi

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"io"
	"net"
	"testing"
	"time"
)

// FuzzReadPacket: any byte stream decodes to packets or a clear error, and
// every packet decoded re-encodes to the bytes it came from.
func FuzzReadPacket(f *testing.F) {
	f.Add(AppendPacket(nil, Packet{TypeVersion, be(8)}))
	f.Add(AppendPacket(nil, Packet{TypeKey, be(uint64(0x20010005))}))
	f.Add(be(0xffffffff, int(TypeKey)))
	f.Add(be(3, int(TypeException), "ab"))
	f.Add(AppendPacket(nil, Packet{TypeParamUpdate, be(1, 6, 0, 0, []byte{20, 0, 0, 0, 1, 0, 0, 0})}))
	f.Fuzz(func(t *testing.T, data []byte) {
		r := bytes.NewReader(data)
		off := 0
		for {
			p, err := ReadPacket(r)
			if err != nil {
				if !errors.Is(err, io.EOF) && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, ErrPacketTooLarge) {
					t.Fatalf("unexpected error kind %v", err)
				}
				return
			}
			enc := AppendPacket(nil, p)
			if !bytes.Equal(enc, data[off:off+len(enc)]) {
				t.Fatalf("re-encoding differs")
			}
			off += len(enc)
			decodeError(p)
			decodeKeyCode(p)
			decodeSize(p)
			decodeAuthMethods(p)
			decodeString(p)
			decodeParam(p)
			decodeSizeValue(p)
			if code, err := decodeKeyCode(p); err == nil {
				_ = DecodeKey(code).String()
			}
		}
	})
}

// FuzzClient: a hostile server sending any bytes after (or instead of) a
// proper handshake never crashes the client; every call returns.
func FuzzClient(f *testing.F) {
	good := AppendPacket(AppendPacket(nil, Packet{TypeVersion, be(8)}), Packet{TypeAuth, be(int(AuthNone))})
	f.Add(good, AppendPacket(nil, Packet{TypeKey, be(uint64(0x20010003))}))
	f.Add(good, AppendPacket(nil, Packet{TypeGetDisplaySize, be(1)}))
	f.Add(good, AppendPacket(nil, Packet{TypeException, be(7)}))
	f.Add(good, AppendPacket(nil, Packet{TypeParamUpdate, be(1, 6, 0, 0, 20, 1)}))
	f.Add(good, AppendPacket(nil, Packet{TypeParamValue, be(1, 6, 0, 0, 40, 1)}))
	f.Add([]byte{0, 0, 0, 4, 0, 0, 0, 'v', 0, 0, 0, 8}, []byte{0, 0, 0, 1})
	f.Fuzz(func(t *testing.T, hello, rest []byte) {
		cli, srv := net.Pipe()
		defer cli.Close()
		go func() {
			defer srv.Close()
			srv.SetDeadline(time.Now().Add(2 * time.Second))
			go io.Copy(io.Discard, srv)
			srv.Write(hello)
			srv.Write(rest)
		}()
		c, err := NewClient(context.Background(), cli, Options{Getenv: noEnv, Auth: "none", Timeout: time.Second})
		if err != nil {
			return
		}
		defer c.Close()
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		c.WatchDisplaySize(ctx)
		c.DisplaySize(ctx)
		c.WriteDots(ctx, []byte{1, 2, 3})
		for i := 0; i < 4; i++ {
			if _, err := c.ReadKey(ctx); err != nil && ctx.Err() != nil {
				break
			}
		}
	})
}

func TestAppendPacketLayout(t *testing.T) {
	got := AppendPacket(nil, Packet{TypeAuth, []byte{1, 2}})
	want := []byte{0, 0, 0, 2, 0, 0, 0, 'a', 1, 2}
	if !bytes.Equal(got, want) {
		t.Fatalf("% x, want % x", got, want)
	}
	if binary.BigEndian.Uint32(got) != 2 {
		t.Fatal("size is not big-endian")
	}
	if err := WritePacket(io.Discard, Packet{TypeWrite, make([]byte, MaxPacketSize+1)}); !errors.Is(err, ErrPacketTooLarge) {
		t.Fatalf("oversized write: %v", err)
	}
}
