package brltest

import (
	"encoding/binary"
	"errors"
	"unicode/utf8"
)

// Packet types of BrlAPI protocol 8.
const (
	typeVersion        uint32 = 'v'
	typeAuth           uint32 = 'a'
	typeGetDriverName  uint32 = 'n'
	typeGetModelID     uint32 = 'd'
	typeGetDisplaySize uint32 = 's'
	typeEnterTTYMode   uint32 = 't'
	typeLeaveTTYMode   uint32 = 'L'
	typeIgnoreKeys     uint32 = 'm'
	typeAcceptKeys     uint32 = 'u'
	typeWrite          uint32 = 'w'
	typeKey            uint32 = 'k'
	typeAck            uint32 = 'A'
	typeError          uint32 = 'e'
	typeException      uint32 = 'E'
	typeParamRequest   uint32 = 'P'<<8 | 'R'
	typeParamValue     uint32 = 'P'<<8 | 'V'
	typeParamUpdate    uint32 = 'P'<<8 | 'U'
)

// BrlAPI error codes the server sends.
const (
	codeUnknownInstruction = 4
	codeInvalidParameter   = 6
	codeInvalidPacket      = 7
)

// paramDisplaySize and the flags of parameter packets.
const (
	paramDisplaySize = 6
	paramGlobal      = 0x001
	paramGet         = 0x100
	paramSubscribe   = 0x200
)

// handle answers one request; false ends the connection.
func (s *Server) handle(p *peer, typ uint32, body []byte) bool {
	switch typ {
	case typeGetDriverName, typeGetModelID:
		return p.send(typ, []byte("Fake\x00")) == nil
	case typeGetDisplaySize:
		return p.send(typ, u32s(uint32(s.displayWidth()), 1)) == nil
	case typeEnterTTYMode, typeLeaveTTYMode:
		s.mu.Lock()
		p.tty = typ == typeEnterTTYMode
		s.mu.Unlock()
		return p.send(typeAck, nil) == nil
	case typeAcceptKeys, typeIgnoreKeys:
		return p.send(typeAck, nil) == nil
	case typeParamRequest:
		return s.param(p, body)
	case typeWrite:
		return s.write(p, body)
	}
	return p.send(typeException, append(u32s(codeUnknownInstruction, typ), body...)) == nil
}

func (s *Server) displayWidth() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.width
}

// param answers a PARAM_REQUEST for the display size, the only parameter
// the server has, which is global (as in BRLTTY).
func (s *Server) param(p *peer, body []byte) bool {
	if len(body) != 16 {
		return p.send(typeError, u32s(codeInvalidPacket)) == nil
	}
	flags, param := binary.BigEndian.Uint32(body), binary.BigEndian.Uint32(body[4:])
	s.mu.Lock()
	refuse := s.noParams || param != paramDisplaySize || flags&paramGlobal == 0
	if !refuse && flags&paramSubscribe != 0 {
		p.watch = true
	}
	width := s.width
	s.mu.Unlock()
	switch {
	case refuse:
		return p.send(typeError, u32s(codeInvalidParameter)) == nil
	case flags&paramGet != 0:
		return p.send(typeParamValue, paramBody(u32s(uint32(width), 1))) == nil
	}
	return p.send(typeAck, nil) == nil
}

// paramBody is the body of a PARAM_VALUE or PARAM_UPDATE of the display
// size.
func paramBody(value []byte) []byte {
	return append(u32s(paramGlobal, paramDisplaySize, 0, 0), value...)
}

// write shows a WRITE, or reacts to one of the wrong width as BRLTTY 6.5.
func (s *Server) write(p *peer, body []byte) bool {
	w, err := parseWrite(body)
	if err != nil {
		return p.send(typeException, append(u32s(codeInvalidPacket, typeWrite), body...)) == nil
	}
	s.mu.Lock()
	width := s.width
	size := w.size
	if size < 0 {
		size = -size
	}
	stale := w.region && (w.begin != 1 || size != width)
	if stale {
		s.stale++
	}
	s.mu.Unlock()
	switch {
	case stale && w.size < 0 && size > width:
		return false // BRLTTY 6.5 crashes here
	case stale && size > width:
		return p.send(typeException, append(u32s(codeInvalidParameter, typeWrite), body...)) == nil
	}
	cells := make([]byte, width)
	copy(cells, w.cells)
	s.mu.Lock()
	s.shown = append(s.shown, cells)
	s.mu.Unlock()
	s.signal()
	return true
}

// Flags of a WRITE, in the order their fields follow.
const (
	writeDisplay = 0x01
	writeRegion  = 0x02
	writeText    = 0x04
	writeAttrAnd = 0x08
	writeAttrOr  = 0x10
	writeCursor  = 0x20
	writeCharset = 0x40
)

// writeReq is a decoded WRITE.
type writeReq struct {
	region      bool
	begin, size int
	cells       []byte // the text's braille patterns (other characters: blank)
}

var errShortWrite = errors.New("brltest: WRITE too short")

// parseWrite decodes the fields of a WRITE body.
func parseWrite(b []byte) (writeReq, error) {
	var w writeReq
	r := reader{b: b}
	flags := r.u32()
	if flags&writeDisplay != 0 {
		r.u32()
	}
	if flags&writeRegion != 0 {
		w.region, w.begin, w.size = true, int(r.u32()), int(int32(r.u32()))
	}
	if flags&writeText != 0 {
		w.cells = brailleCells(r.bytes(int(r.u32())))
	}
	n := max(w.size, -w.size)
	if flags&writeAttrAnd != 0 {
		r.bytes(n)
	}
	if flags&writeAttrOr != 0 {
		r.bytes(n)
	}
	if flags&writeCursor != 0 {
		r.u32()
	}
	if flags&writeCharset != 0 {
		r.bytes(int(r.byte()))
	}
	if r.short {
		return w, errShortWrite
	}
	return w, nil
}

// brailleCells reads UTF-8 text as braille patterns (U+2800 + dots).
func brailleCells(text []byte) []byte {
	var cells []byte
	for len(text) > 0 {
		r, n := utf8.DecodeRune(text)
		text = text[n:]
		var c byte
		if r >= 0x2800 && r <= 0x28FF {
			c = byte(r - 0x2800)
		}
		cells = append(cells, c)
	}
	return cells
}

// reader takes fields off a body, noting when it runs short.
type reader struct {
	b     []byte
	short bool
}

func (r *reader) bytes(n int) []byte {
	if n < 0 || n > len(r.b) {
		r.short, r.b = true, nil
		return nil
	}
	out := r.b[:n]
	r.b = r.b[n:]
	return out
}

func (r *reader) u32() uint32 {
	b := r.bytes(4)
	if b == nil {
		return 0
	}
	return binary.BigEndian.Uint32(b)
}

func (r *reader) byte() byte {
	b := r.bytes(1)
	if b == nil {
		return 0
	}
	return b[0]
}
