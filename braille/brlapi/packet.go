package brlapi

import (
	"encoding/binary"
	"fmt"
	"io"
)

// ProtocolVersion is the BrlAPI protocol version this client speaks.
const ProtocolVersion = 8

// MaxPacketSize is the largest packet body BrlAPI allows; a bigger size in
// a header is refused with ErrPacketTooLarge before anything is allocated.
const MaxPacketSize = 4096

// Packet types (the u32 after the size in every header).
const (
	TypeVersion         uint32 = 'v'
	TypeAuth            uint32 = 'a'
	TypeGetDriverName   uint32 = 'n'
	TypeGetModelID      uint32 = 'd'
	TypeGetDisplaySize  uint32 = 's'
	TypeEnterTTYMode    uint32 = 't'
	TypeLeaveTTYMode    uint32 = 'L'
	TypeSetFocus        uint32 = 'F'
	TypeIgnoreKeyRanges uint32 = 'm'
	TypeAcceptKeyRanges uint32 = 'u'
	TypeWrite           uint32 = 'w'
	TypeKey             uint32 = 'k'
	TypeAck             uint32 = 'A'
	TypeError           uint32 = 'e'
	TypeException       uint32 = 'E'
	// Parameter packets (protocol 8, BRLTTY 6.1 and later): a request, the
	// value answering it, and an update the server sends on its own for a
	// parameter the client watches.
	TypeParamRequest uint32 = 'P'<<8 | 'R'
	TypeParamValue   uint32 = 'P'<<8 | 'V'
	TypeParamUpdate  uint32 = 'P'<<8 | 'U'
)

var typeNames = map[uint32]string{
	TypeVersion: "VERSION", TypeAuth: "AUTH", TypeGetDriverName: "GETDRIVERNAME",
	TypeGetModelID: "GETMODELID", TypeGetDisplaySize: "GETDISPLAYSIZE",
	TypeEnterTTYMode: "ENTERTTYMODE", TypeLeaveTTYMode: "LEAVETTYMODE",
	TypeSetFocus: "SETFOCUS", TypeIgnoreKeyRanges: "IGNOREKEYRANGES",
	TypeAcceptKeyRanges: "ACCEPTKEYRANGES", TypeWrite: "WRITE", TypeKey: "KEY",
	TypeAck: "ACK", TypeError: "ERROR", TypeException: "EXCEPTION",
	TypeParamRequest: "PARAM_REQUEST", TypeParamValue: "PARAM_VALUE", TypeParamUpdate: "PARAM_UPDATE",
}

// typeName names a packet type for messages.
func typeName(t uint32) string {
	if n, ok := typeNames[t]; ok {
		return n
	}
	return fmt.Sprintf("unknown (0x%x)", t)
}

// Packet is one BrlAPI packet: a type and a body of at most MaxPacketSize
// bytes.
type Packet struct {
	Type uint32
	Body []byte
}

// AppendPacket appends the wire form of p (u32 size, u32 type, body; big
// endian) to dst.
func AppendPacket(dst []byte, p Packet) []byte {
	dst = binary.BigEndian.AppendUint32(dst, uint32(len(p.Body)))
	dst = binary.BigEndian.AppendUint32(dst, p.Type)
	return append(dst, p.Body...)
}

// WritePacket writes p to w in a single Write call.
func WritePacket(w io.Writer, p Packet) error {
	if len(p.Body) > MaxPacketSize {
		return fmt.Errorf("%w: %d bytes in %s", ErrPacketTooLarge, len(p.Body), typeName(p.Type))
	}
	if _, err := w.Write(AppendPacket(nil, p)); err != nil {
		return fmt.Errorf("brlapi: write %s: %w", typeName(p.Type), err)
	}
	return nil
}

// ReadPacket reads one packet from r. A header announcing more than
// MaxPacketSize bytes is refused with ErrPacketTooLarge; a stream that ends
// inside a packet gives io.ErrUnexpectedEOF, and one that ends between
// packets io.EOF.
func ReadPacket(r io.Reader) (Packet, error) {
	var hdr [8]byte
	if _, err := io.ReadFull(r, hdr[:]); err != nil {
		return Packet{}, err
	}
	size := binary.BigEndian.Uint32(hdr[0:4])
	typ := binary.BigEndian.Uint32(hdr[4:8])
	if size > MaxPacketSize {
		return Packet{}, fmt.Errorf("%w: %d bytes announced for %s", ErrPacketTooLarge, size, typeName(typ))
	}
	body := make([]byte, size)
	if _, err := io.ReadFull(r, body); err != nil {
		if err == io.EOF {
			err = io.ErrUnexpectedEOF
		}
		return Packet{}, err
	}
	return Packet{Type: typ, Body: body}, nil
}

// short reports a body too short for its packet type.
func short(t uint32, need, have int) error {
	return fmt.Errorf("%w: %s needs %d bytes, got %d", ErrShortPacket, typeName(t), need, have)
}

// u32Body is the body of a packet carrying one u32 (VERSION).
func u32Body(v uint32) []byte { return binary.BigEndian.AppendUint32(nil, v) }

// decodeU32 reads the leading u32 of a body.
func decodeU32(p Packet) (uint32, error) {
	if len(p.Body) < 4 {
		return 0, short(p.Type, 4, len(p.Body))
	}
	return binary.BigEndian.Uint32(p.Body), nil
}

// decodeAuthMethods reads the list of u32 methods the server offers.
func decodeAuthMethods(p Packet) ([]uint32, error) {
	if len(p.Body) < 4 || len(p.Body)%4 != 0 {
		return nil, fmt.Errorf("%w: AUTH body of %d bytes is not a list of u32", ErrShortPacket, len(p.Body))
	}
	m := make([]uint32, len(p.Body)/4)
	for i := range m {
		m[i] = binary.BigEndian.Uint32(p.Body[4*i:])
	}
	return m, nil
}

// decodeString reads a NUL-terminated (or unterminated) string body.
func decodeString(p Packet) string {
	for i, b := range p.Body {
		if b == 0 {
			return string(p.Body[:i])
		}
	}
	return string(p.Body)
}

// decodeSize reads the width and height of a GETDISPLAYSIZE reply.
func decodeSize(p Packet) (w, h int, err error) {
	if len(p.Body) < 8 {
		return 0, 0, short(p.Type, 8, len(p.Body))
	}
	w = int(binary.BigEndian.Uint32(p.Body))
	h = int(binary.BigEndian.Uint32(p.Body[4:]))
	if w < 0 || w > MaxPacketSize || h < 0 || h > MaxPacketSize {
		return 0, 0, fmt.Errorf("%w: display size %d×%d", ErrProtocol, w, h)
	}
	return w, h, nil
}

// decodeError turns an ERROR or EXCEPTION packet into an *Error.
func decodeError(p Packet) (*Error, error) {
	code, err := decodeU32(p)
	if err != nil {
		return nil, err
	}
	e := &Error{Code: ErrorCode(code)}
	if p.Type == TypeException {
		if len(p.Body) < 8 {
			return nil, short(p.Type, 8, len(p.Body))
		}
		e.Exception = true
		e.PacketType = binary.BigEndian.Uint32(p.Body[4:])
		e.Packet = append([]byte(nil), p.Body[8:]...)
	}
	return e, nil
}

// decodeKeyCode reads the u64 of a KEY packet.
func decodeKeyCode(p Packet) (uint64, error) {
	if len(p.Body) < 8 {
		return 0, short(p.Type, 8, len(p.Body))
	}
	return binary.BigEndian.Uint64(p.Body), nil
}
