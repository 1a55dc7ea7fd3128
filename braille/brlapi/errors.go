package brlapi

import (
	"errors"
	"fmt"
)

// ErrorCode is a BrlAPI error number, as carried by ERROR and EXCEPTION
// packets.
type ErrorCode uint32

// The BrlAPI error codes (protocol 8).
const (
	CodeSuccess               ErrorCode = 0
	CodeNoMem                 ErrorCode = 1
	CodeTTYBusy               ErrorCode = 2
	CodeDeviceBusy            ErrorCode = 3
	CodeUnknownInstruction    ErrorCode = 4
	CodeIllegalInstruction    ErrorCode = 5
	CodeInvalidParameter      ErrorCode = 6
	CodeInvalidPacket         ErrorCode = 7
	CodeConnectionRefused     ErrorCode = 8
	CodeOperationNotSupported ErrorCode = 9
	CodeGetAddrInfo           ErrorCode = 10
	CodeLibc                  ErrorCode = 11
	CodeUnknownTTY            ErrorCode = 12
	CodeProtocolVersion       ErrorCode = 13
	CodeEOF                   ErrorCode = 14
	CodeEmptyKey              ErrorCode = 15
	CodeDriverError           ErrorCode = 16
	CodeAuthentication        ErrorCode = 17
	CodeReadOnlyParameter     ErrorCode = 18
)

// codeNames names every code; read-only.
var codeNames = [...]string{
	"success", "not enough memory", "tty busy", "device busy",
	"unknown instruction", "illegal instruction", "invalid parameter",
	"invalid packet", "connection refused", "operation not supported",
	"getaddrinfo error", "libc error", "unknown tty",
	"bad protocol version", "unexpected end of file", "key file empty",
	"driver error", "authentication failed", "parameter is read-only",
}

// String names the code ("authentication failed"); unknown codes read
// "error N".
func (c ErrorCode) String() string {
	if int(c) < len(codeNames) {
		return codeNames[c]
	}
	return fmt.Sprintf("error %d", uint32(c))
}

// Error is an error reported by the server: an ERROR packet answering a
// request, or an EXCEPTION packet about a packet the server could not
// handle (Exception is then true and PacketType/Packet say which).
//
// errors.Is(err, &Error{Code: CodeAuthentication}) matches any Error with
// that code.
type Error struct {
	Code       ErrorCode
	Exception  bool   // sent as EXCEPTION rather than ERROR
	PacketType uint32 // EXCEPTION only: type of the offending packet
	Packet     []byte // EXCEPTION only: body of the offending packet (maybe cut)
}

// Error describes the error.
func (e *Error) Error() string {
	if e.Exception {
		return fmt.Sprintf("brlapi: exception from server: %v (code %d) for %s packet",
			e.Code, uint32(e.Code), typeName(e.PacketType))
	}
	return fmt.Sprintf("brlapi: server error: %v (code %d)", e.Code, uint32(e.Code))
}

// Is reports whether target is an *Error with the same code.
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	return ok && t.Code == e.Code
}

// Sentinel errors of the client itself.
var (
	// ErrClosed is returned by calls on a closed client.
	ErrClosed = errors.New("brlapi: client closed")
	// ErrPacketTooLarge means the peer announced a packet over MaxPacketSize.
	ErrPacketTooLarge = errors.New("brlapi: packet too large")
	// ErrShortPacket means a packet body is shorter than its type requires.
	ErrShortPacket = errors.New("brlapi: packet body too short")
	// ErrProtocol means the server sent a packet the protocol does not allow
	// at that point.
	ErrProtocol = errors.New("brlapi: protocol violation")
	// ErrNoAuthMethod means the server offered no method this client has.
	ErrNoAuthMethod = errors.New("brlapi: no usable authentication method")
	// ErrNoDisplay means BRLTTY reports a display of no cells: its braille
	// driver has not (yet) connected to a display.
	ErrNoDisplay = errors.New("brlapi: display has no cells (braille driver not connected?)")
	// ErrBadAddress means an address could not be parsed.
	ErrBadAddress = errors.New("brlapi: bad address")
)
