package brlapi

import (
	"bytes"
	"testing"
)

func BenchmarkWriteDotsPacket(b *testing.B) {
	cells := make([]byte, 40)
	for i := range cells {
		cells[i] = byte(i * 7)
	}
	b.ReportAllocs()
	for b.Loop() {
		body, err := writeDotsBody(cells, 40)
		if err != nil {
			b.Fatal(err)
		}
		_ = AppendPacket(nil, Packet{TypeWrite, body})
	}
}

func BenchmarkReadKeyPacket(b *testing.B) {
	wire := AppendPacket(nil, Packet{TypeKey, be(uint64(0x20010005))})
	r := bytes.NewReader(wire)
	b.ReportAllocs()
	for b.Loop() {
		r.Reset(wire)
		p, err := ReadPacket(r)
		if err != nil {
			b.Fatal(err)
		}
		code, _ := decodeKeyCode(p)
		if DecodeKey(code).Kind != KeyRoute {
			b.Fatal("bad key")
		}
	}
}
