// Package adpcm is the codec of the embedded voice clips: IMA ADPCM, four
// bits a sample, in one block per clip behind a small header.
//
//	data := adpcm.Encode(pcm)
//	pcm, err := adpcm.Decode(data)
//
// Layout: "IMA1", uint32 sample count, int16 first sample, uint8 step
// index, one padding byte, then two samples a byte, low nibble first. All
// little-endian.
package adpcm

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// ErrFormat reports data that is not an encoded clip.
var ErrFormat = errors.New("adpcm: bad clip data")

const headerSize = 12

// maxSamples bounds a clip (one minute at 48 kHz).
const maxSamples = 48000 * 60

var indexTable = [16]int{-1, -1, -1, -1, 2, 4, 6, 8, -1, -1, -1, -1, 2, 4, 6, 8}

var stepTable = [89]int{
	7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 19, 21, 23, 25, 28, 31, 34, 37, 41, 45,
	50, 55, 60, 66, 73, 80, 88, 97, 107, 118, 130, 143, 157, 173, 190, 209, 230,
	253, 279, 307, 337, 371, 408, 449, 494, 544, 598, 658, 724, 796, 876, 963,
	1060, 1166, 1282, 1411, 1552, 1707, 1878, 2066, 2272, 2499, 2749, 3024, 3327,
	3660, 4026, 4428, 4871, 5358, 5894, 6484, 7132, 7845, 8630, 9493, 10442, 11487,
	12635, 13899, 15289, 16818, 18500, 20350, 22385, 24623, 27086, 29794, 32767,
}

// state is the codec state shared by encoder and decoder.
type state struct {
	pred  int
	index int
}

// step applies nibble code to the state and returns the new sample.
func (s *state) step(code byte) int16 {
	st := stepTable[s.index]
	diff := st >> 3
	if code&4 != 0 {
		diff += st
	}
	if code&2 != 0 {
		diff += st >> 1
	}
	if code&1 != 0 {
		diff += st >> 2
	}
	if code&8 != 0 {
		s.pred -= diff
	} else {
		s.pred += diff
	}
	s.pred = max(-32768, min(32767, s.pred))
	s.index = max(0, min(88, s.index+indexTable[code]))
	return int16(s.pred)
}

// encodeOne picks the nibble that brings the state closest to x.
func (s *state) encodeOne(x int16) byte {
	st := stepTable[s.index]
	diff := int(x) - s.pred
	var code byte
	if diff < 0 {
		code, diff = 8, -diff
	}
	if diff >= st {
		code |= 4
		diff -= st
	}
	if diff >= st>>1 {
		code |= 2
		diff -= st >> 1
	}
	if diff >= st>>2 {
		code |= 1
	}
	s.step(code)
	return code
}

// Encode compresses pcm (mono) to a clip.
func Encode(pcm []int16) []byte {
	out := make([]byte, headerSize, headerSize+(len(pcm)+1)/2)
	copy(out, "IMA1")
	binary.LittleEndian.PutUint32(out[4:], uint32(len(pcm)))
	var s state
	if len(pcm) > 0 {
		s.pred = int(pcm[0])
		binary.LittleEndian.PutUint16(out[8:], uint16(pcm[0]))
	}
	for i := 0; i < len(pcm); i += 2 {
		b := s.encodeOne(pcm[i])
		if i+1 < len(pcm) {
			b |= s.encodeOne(pcm[i+1]) << 4
		}
		out = append(out, b)
	}
	return out
}

// Decode expands a clip to mono PCM.
func Decode(data []byte) ([]int16, error) {
	if len(data) < headerSize || string(data[:4]) != "IMA1" {
		return nil, fmt.Errorf("%w: no header", ErrFormat)
	}
	n := int(binary.LittleEndian.Uint32(data[4:]))
	if n > maxSamples || len(data) != headerSize+(n+1)/2 {
		return nil, fmt.Errorf("%w: %d samples in %d bytes", ErrFormat, n, len(data))
	}
	if data[10] > 88 {
		return nil, fmt.Errorf("%w: step index %d", ErrFormat, data[10])
	}
	s := state{pred: int(int16(binary.LittleEndian.Uint16(data[8:]))), index: int(data[10])}
	pcm := make([]int16, n)
	for i := range pcm {
		b := data[headerSize+i/2]
		if i&1 == 1 {
			b >>= 4
		}
		pcm[i] = s.step(b & 15)
	}
	return pcm, nil
}
