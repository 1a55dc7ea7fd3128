package brlapi

import (
	"encoding/binary"
	"fmt"
	"unicode/utf8"
)

// Authentication methods offered in the server's AUTH packet.
const (
	AuthNone        uint32 = 'N'
	AuthKey         uint32 = 'K'
	AuthCredentials uint32 = 'C'
)

// Flags of a WRITE packet, in the order their fields follow.
const (
	writeRegion  uint32 = 0x02
	writeText    uint32 = 0x04
	writeAttrAnd uint32 = 0x08
	writeAttrOr  uint32 = 0x10
	writeCursor  uint32 = 0x20
	writeCharset uint32 = 0x40
)

// authKeyBody is the body of the AUTH packet proving knowledge of a key.
func authKeyBody(key []byte) []byte {
	return append(binary.BigEndian.AppendUint32(nil, AuthKey), key...)
}

// enterTTYBody is the body of ENTERTTYMODE: tty path (none: the client
// takes the display whatever the console shows) and driver name (empty:
// keys arrive as BRLTTY commands).
func enterTTYBody(ttys []uint32, driver string) []byte {
	b := binary.BigEndian.AppendUint32(nil, uint32(len(ttys)))
	for _, t := range ttys {
		b = binary.BigEndian.AppendUint32(b, t)
	}
	b = append(b, byte(len(driver)))
	return append(b, driver...)
}

// KeyRange is an inclusive range of key codes.
type KeyRange struct{ First, Last uint64 }

// AllKeys returns the range holding every key code.
func AllKeys() KeyRange { return KeyRange{0, ^uint64(0)} }

// keyRangesBody is the body of ACCEPTKEYRANGES / IGNOREKEYRANGES.
func keyRangesBody(ranges []KeyRange) []byte {
	var b []byte
	for _, r := range ranges {
		b = binary.BigEndian.AppendUint64(b, r.First)
		b = binary.BigEndian.AppendUint64(b, r.Last)
	}
	return b
}

// writeDotsBody is the body of a WRITE showing exactly the given dot
// patterns (bit 0 = dot 1 … bit 7 = dot 8) from the first cell, padded with
// blank cells to width, cursor off. Cells beyond width are cut.
//
// The region is written as its size, width, never as -width ("to the end
// of the display"): BRLTTY 6.5 crashes on a negative region larger than a
// display that has just shrunk, while it refuses a positive one with an
// EXCEPTION (invalid parameter).
func writeDotsBody(dots []byte, width int) ([]byte, error) {
	if width <= 0 {
		return nil, fmt.Errorf("%w: width %d", ErrNoDisplay, width)
	}
	text := make([]byte, 0, 3*width)
	for i := 0; i < width; i++ {
		var d byte
		if i < len(dots) {
			d = dots[i]
		}
		text = utf8.AppendRune(text, 0x2800+rune(d))
	}
	const charset = "UTF-8"
	b := binary.BigEndian.AppendUint32(nil, writeRegion|writeText|writeCursor|writeCharset)
	b = binary.BigEndian.AppendUint32(b, 1)
	b = binary.BigEndian.AppendUint32(b, uint32(width))
	b = binary.BigEndian.AppendUint32(b, uint32(len(text)))
	b = append(b, text...)
	b = binary.BigEndian.AppendUint32(b, 0) // cursor off
	b = append(b, byte(len(charset)))
	b = append(b, charset...)
	if len(b) > MaxPacketSize {
		return nil, fmt.Errorf("%w: %d cells do not fit one WRITE", ErrPacketTooLarge, width)
	}
	return b, nil
}
