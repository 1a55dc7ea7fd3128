// Package wav reads and writes 16-bit PCM WAV files, and provides a Sink
// that records what it is given to a WAV file.
//
//	pcm, f, err := wav.Decode(r) // tolerates espeak-ng's bogus stream lengths
//	err = wav.Encode(w, pcm, f)
//
//	sink, err := wav.Create("out.wav", speech.Mono(22050))
//	defer sink.Close() // writes the final lengths
package wav

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"

	"github.com/tactuschess/tactus/speech"
)

// ErrFormat reports a file that is not 16-bit PCM WAV.
var ErrFormat = errors.New("wav: not a 16-bit pcm wav file")

const headerSize = 44

// maxSamples bounds what Decode reads (one hour of 48 kHz stereo).
const maxSamples = 48000 * 2 * 3600

// Decode reads a 16-bit PCM WAV stream. A data length that overruns the
// stream (espeak-ng writes 0x7ffff… when streaming) or is zero (ALSA's
// file plugin until it is closed) is read up to EOF.
func Decode(r io.Reader) ([]int16, speech.Format, error) {
	var riff [12]byte
	if _, err := io.ReadFull(r, riff[:]); err != nil {
		return nil, speech.Format{}, fmt.Errorf("%w: header: %w", ErrFormat, err)
	}
	if string(riff[0:4]) != "RIFF" || string(riff[8:12]) != "WAVE" {
		return nil, speech.Format{}, fmt.Errorf("%w: no RIFF/WAVE header", ErrFormat)
	}
	var f speech.Format
	haveFmt := false
	for {
		var ch [8]byte
		if _, err := io.ReadFull(r, ch[:]); err != nil {
			return nil, speech.Format{}, fmt.Errorf("%w: no data chunk: %w", ErrFormat, err)
		}
		id, size := string(ch[0:4]), binary.LittleEndian.Uint32(ch[4:8])
		switch {
		case id == "fmt ":
			var err error
			if f, err = readFmt(r, size); err != nil {
				return nil, speech.Format{}, err
			}
			haveFmt = true
		case id == "data":
			if !haveFmt {
				return nil, speech.Format{}, fmt.Errorf("%w: data before fmt", ErrFormat)
			}
			pcm, err := readData(r, size)
			return pcm, f, err
		default:
			if _, err := io.CopyN(io.Discard, r, int64(size)+int64(size&1)); err != nil {
				return nil, speech.Format{}, fmt.Errorf("%w: chunk %q: %w", ErrFormat, id, err)
			}
		}
	}
}

func readFmt(r io.Reader, size uint32) (speech.Format, error) {
	if size < 16 || size > 1024 {
		return speech.Format{}, fmt.Errorf("%w: fmt chunk of %d bytes", ErrFormat, size)
	}
	b := make([]byte, size+size&1)
	if _, err := io.ReadFull(r, b); err != nil {
		return speech.Format{}, fmt.Errorf("%w: fmt chunk: %w", ErrFormat, err)
	}
	tag, ch := binary.LittleEndian.Uint16(b[0:]), binary.LittleEndian.Uint16(b[2:])
	rate, bits := binary.LittleEndian.Uint32(b[4:]), binary.LittleEndian.Uint16(b[14:])
	if (tag != 1 && tag != 0xfffe) || bits != 16 {
		return speech.Format{}, fmt.Errorf("%w: format tag %d, %d bits", ErrFormat, tag, bits)
	}
	f := speech.Format{SampleRate: int(rate), Channels: int(ch)}
	if err := f.Validate(); err != nil {
		return speech.Format{}, fmt.Errorf("%w: %w", ErrFormat, err)
	}
	return f, nil
}

// readData reads up to size bytes of samples, stopping quietly at EOF.
func readData(r io.Reader, size uint32) ([]int16, error) {
	n := min(int64(size)/2, maxSamples)
	if size == 0 {
		n = maxSamples
	}
	buf := make([]byte, 0, min(n*2, 1<<20))
	tmp := make([]byte, 32<<10)
	for int64(len(buf)) < n*2 {
		k, err := r.Read(tmp[:min(int64(len(tmp)), n*2-int64(len(buf)))])
		buf = append(buf, tmp[:k]...)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("wav: data: %w", err)
		}
	}
	pcm := make([]int16, len(buf)/2)
	for i := range pcm {
		pcm[i] = int16(binary.LittleEndian.Uint16(buf[2*i:]))
	}
	return pcm, nil
}

// header returns a canonical 44-byte header for n samples in f.
func header(f speech.Format, n int) []byte {
	h := make([]byte, headerSize)
	data := uint32(2 * n)
	copy(h[0:], "RIFF")
	binary.LittleEndian.PutUint32(h[4:], 36+data)
	copy(h[8:], "WAVEfmt ")
	binary.LittleEndian.PutUint32(h[16:], 16)
	binary.LittleEndian.PutUint16(h[20:], 1)
	binary.LittleEndian.PutUint16(h[22:], uint16(f.Channels))
	binary.LittleEndian.PutUint32(h[24:], uint32(f.SampleRate))
	binary.LittleEndian.PutUint32(h[28:], uint32(f.SampleRate*f.Channels*2))
	binary.LittleEndian.PutUint16(h[32:], uint16(f.Channels*2))
	binary.LittleEndian.PutUint16(h[34:], 16)
	copy(h[36:], "data")
	binary.LittleEndian.PutUint32(h[40:], data)
	return h
}

// Encode writes pcm as a WAV stream in format f.
func Encode(w io.Writer, pcm []int16, f speech.Format) error {
	if err := f.Validate(); err != nil {
		return fmt.Errorf("wav: %w", err)
	}
	if _, err := w.Write(header(f, len(pcm))); err != nil {
		return fmt.Errorf("wav: write: %w", err)
	}
	if _, err := w.Write(samplesLE(pcm)); err != nil {
		return fmt.Errorf("wav: write: %w", err)
	}
	return nil
}

func samplesLE(pcm []int16) []byte {
	b := make([]byte, 2*len(pcm))
	for i, s := range pcm {
		binary.LittleEndian.PutUint16(b[2*i:], uint16(s))
	}
	return b
}
