package brlapi

import (
	"encoding/binary"
	"fmt"
)

// Parameters this client reads (brlapi_param.h, protocol 8).
const (
	// ParamDisplaySize is the size of the display: u32 columns, u32 rows.
	ParamDisplaySize uint32 = 6
)

// Flags of a PARAM_REQUEST (and, for paramGlobal, of PARAM_VALUE and
// PARAM_UPDATE).
const (
	paramGlobal    uint32 = 0x001 // the parameter of the display, not of this connection
	paramGet       uint32 = 0x100 // answer with PARAM_VALUE
	paramSubscribe uint32 = 0x200 // send PARAM_UPDATE whenever it changes
)

// paramHeader is the size of the fields before a parameter's value: u32
// flags, u32 parameter, u64 sub-parameter (as two u32, high first).
const paramHeader = 16

// paramRequestBody is the body of a PARAM_REQUEST.
func paramRequestBody(flags, param uint32) []byte {
	b := binary.BigEndian.AppendUint32(nil, flags)
	b = binary.BigEndian.AppendUint32(b, param)
	return binary.BigEndian.AppendUint64(b, 0)
}

// paramValue is a decoded PARAM_VALUE or PARAM_UPDATE.
type paramValue struct {
	flags, param uint32
	data         []byte
}

// decodeParam reads a PARAM_VALUE or PARAM_UPDATE body.
func decodeParam(p Packet) (paramValue, error) {
	if len(p.Body) < paramHeader {
		return paramValue{}, short(p.Type, paramHeader, len(p.Body))
	}
	return paramValue{
		flags: binary.BigEndian.Uint32(p.Body),
		param: binary.BigEndian.Uint32(p.Body[4:]),
		data:  p.Body[paramHeader:],
	}, nil
}

// decodeSizeValue reads the display size of a PARAM_VALUE answering a
// request (network byte order, like every reply).
func decodeSizeValue(p Packet) (w, h int, err error) {
	v, err := decodeParam(p)
	if err != nil {
		return 0, 0, err
	}
	if v.param != ParamDisplaySize {
		return 0, 0, fmt.Errorf("%w: %s for parameter %d, not the display size", ErrProtocol, typeName(p.Type), v.param)
	}
	return decodeSize(Packet{Type: p.Type, Body: v.data})
}
