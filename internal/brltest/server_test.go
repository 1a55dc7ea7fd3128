package brltest

import (
	"bytes"
	"encoding/binary"
	"errors"
	"net"
	"strconv"
	"testing"
	"time"
)

func TestParseWrite(t *testing.T) {
	good := append(u32s(0x66, 1, 3, 9), "\u2801\u2803\u2800"...)
	good = append(append(good, u32s(0)...), 5)
	good = append(good, "UTF-8"...)
	w, err := parseWrite(good)
	if err != nil || !w.region || w.begin != 1 || w.size != 3 || !bytes.Equal(w.cells, []byte{1, 3, 0}) {
		t.Fatalf("%+v, %v", w, err)
	}
	neg, err := parseWrite(append(u32s(0x02, 1), u32s(uint32(0xffffffec))...)) // 1, -20
	if err != nil || neg.size != -20 {
		t.Errorf("negative region: %+v, %v", neg, err)
	}
	bad := [][]byte{
		nil,                           // no flags
		{0, 0},                        // short flags
		u32s(0x02, 1),                 // region without its size
		u32s(0x04, 10),                // text longer than the body
		append(u32s(0x44, 0), 9, 'x'), // charset name cut
		u32s(0x20),                    // cursor missing
		append(u32s(0x0A, 1, 4), 0),   // AND attributes cut
		u32s(0x01),                    // display number missing
	}
	for _, b := range bad {
		if w, err := parseWrite(b); !errors.Is(err, errShortWrite) {
			t.Errorf("parseWrite(% x) = %+v, %v; want a short write", b, w, err)
		}
	}
}

func FuzzParseWrite(f *testing.F) {
	f.Add(append(u32s(0x66, 1, 3, 3), "\u2801"...))
	f.Add(u32s(0x7f))
	f.Fuzz(func(t *testing.T, b []byte) {
		w, err := parseWrite(b)
		if err == nil && len(w.cells) > len(b) {
			t.Fatalf("%d cells from %d bytes", len(w.cells), len(b))
		}
	})
}

func TestReadPacketBounds(t *testing.T) {
	if _, _, err := readPacket(bytes.NewReader(u32s(4097, 'w'))); err == nil {
		t.Error("a 4097-byte packet was read")
	}
	typ, body, err := readPacket(bytes.NewReader(append(u32s(2, 'k'), 1, 2)))
	if err != nil || typ != 'k' || !bytes.Equal(body, []byte{1, 2}) {
		t.Errorf("%c % x %v", typ, body, err)
	}
}

// TestServerConversation talks to the server packet by packet: the
// handshake, the requests it answers, an unknown packet, a refused
// parameter, a size change, a write of a stale width.
func TestServerConversation(t *testing.T) {
	srv, err := NewServer(8)
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	c, err := net.Dial("tcp", "127.0.0.1:"+strconv.Itoa(4101+srv.number))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(Timeout))
	p := &peer{conn: c}
	expect := func(typ uint32, body []byte) {
		t.Helper()
		gt, gb, err := readPacket(c)
		if err != nil || gt != typ || !bytes.Equal(gb, body) {
			t.Fatalf("got %x % x %v; want %x % x", gt, gb, err, typ, body)
		}
	}
	expect(typeVersion, u32s(8))
	p.send(typeVersion, u32s(8))
	expect(typeAuth, u32s('N'))
	p.send(typeGetDisplaySize, nil)
	expect(typeGetDisplaySize, u32s(8, 1))
	p.send('Z', []byte("?"))
	expect(typeException, append(u32s(codeUnknownInstruction, 'Z'), '?'))
	p.send(typeParamRequest, u32s(paramGet, paramDisplaySize, 0, 0)) // not global
	expect(typeError, u32s(codeInvalidParameter))
	p.send(typeParamRequest, u32s(paramGlobal|paramGet|paramSubscribe, paramDisplaySize, 0, 0))
	expect(typeParamValue, append(u32s(paramGlobal, paramDisplaySize, 0, 0), u32s(8, 1)...))
	srv.Resize(4)
	le := binary.LittleEndian.AppendUint32(binary.LittleEndian.AppendUint32(nil, 4), 1)
	expect(typeParamUpdate, append(u32s(paramGlobal, paramDisplaySize, 0, 0), le...))
	p.send(typeWrite, append(u32s(0x06, 1, 8, 3), "\u2801"...)) // 8 cells on a 4-cell display
	expect(typeException, append(u32s(codeInvalidParameter, typeWrite), append(u32s(0x06, 1, 8, 3), "\u2801"...)...))
	p.send(typeWrite, append(u32s(0x06, 1, uint32(0xfffffff8), 3), "\u2801"...)) // -8: BRLTTY 6.5 dies
	if _, _, err := readPacket(c); err == nil {
		t.Error("the connection survived a negative stale write")
	}
	if srv.StaleWrites() != 2 || srv.Count() != 0 {
		t.Errorf("%d stale writes, %d shown", srv.StaleWrites(), srv.Count())
	}
}
