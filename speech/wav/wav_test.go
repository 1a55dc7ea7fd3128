package wav

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/tactuschess/tactus/speech"
)

func TestRoundTrip(t *testing.T) {
	pcm := []int16{0, 1, -1, 32767, -32768, 1234}
	var b bytes.Buffer
	if err := Encode(&b, pcm, speech.Mono(22050)); err != nil {
		t.Fatal(err)
	}
	if b.Len() != headerSize+2*len(pcm) {
		t.Fatalf("size %d", b.Len())
	}
	got, f, err := Decode(&b)
	if err != nil || f != speech.Mono(22050) || !slices.Equal(got, pcm) {
		t.Fatalf("decode = %v %v %v", got, f, err)
	}
}

// TestStreamedLength reads a header whose lengths are espeak-ng's
// streaming placeholders, with an extra chunk before the data.
func TestStreamedLength(t *testing.T) {
	h := header(speech.Mono(22050), 0)
	binary.LittleEndian.PutUint32(h[4:], 0x7ffff024)
	binary.LittleEndian.PutUint32(h[40:], 0x7ffff000)
	in := append([]byte{}, h[:36]...)
	in = append(in, "LIST\x03\x00\x00\x00abc\x00"...)
	in = append(in, h[36:]...)
	in = append(in, 1, 0, 2, 0, 3) // odd trailing byte is dropped
	got, _, err := Decode(bytes.NewReader(in))
	if err != nil || !slices.Equal(got, []int16{1, 2}) {
		t.Fatalf("decode = %v %v", got, err)
	}
}

func TestZeroLengthReadsToEOF(t *testing.T) {
	in := append(header(speech.Mono(22050), 0), 5, 0, 6, 0)
	got, _, err := Decode(bytes.NewReader(in))
	if err != nil || !slices.Equal(got, []int16{5, 6}) {
		t.Fatalf("decode = %v %v", got, err)
	}
}

func TestDecodeBad(t *testing.T) {
	good := header(speech.Mono(22050), 0)
	mod := func(off int, b ...byte) []byte {
		c := append([]byte{}, good...)
		copy(c[off:], b)
		return c
	}
	for name, in := range map[string][]byte{
		"empty":      nil,
		"short":      []byte("RIFF"),
		"not riff":   mod(0, 'R', 'I', 'F', 'X'),
		"not wave":   mod(8, 'W', 'A', 'V', 'X'),
		"8 bit":      mod(34, 8),
		"float":      mod(20, 3),
		"zero rate":  mod(24, 0, 0, 0, 0),
		"no data":    good[:36],
		"huge fmt":   mod(16, 0xff, 0xff, 0, 0),
		"data first": append(append([]byte{}, good[:12]...), good[36:]...),
	} {
		if _, _, err := Decode(bytes.NewReader(in)); !errors.Is(err, ErrFormat) {
			t.Errorf("%s: err = %v, want ErrFormat", name, err)
		}
	}
}

func TestSink(t *testing.T) {
	path := filepath.Join(t.TempDir(), "out.wav")
	s, err := Create(path, speech.Mono(16000))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if err := s.Play(ctx, []int16{1, 2}); err != nil {
		t.Fatal(err)
	}
	if err := s.Play(ctx, []int16{3}); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Play(ctx, []int16{4}); !errors.Is(err, speech.ErrClosed) {
		t.Fatalf("play after close: %v", err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if binary.LittleEndian.Uint32(b[40:]) != 6 || binary.LittleEndian.Uint32(b[4:]) != 42 {
		t.Fatal("header lengths not patched")
	}
	got, f, err := Decode(bytes.NewReader(b))
	if err != nil || f.SampleRate != 16000 || !slices.Equal(got, []int16{1, 2, 3}) {
		t.Fatalf("decode = %v %v %v", got, f, err)
	}
}

func FuzzDecode(f *testing.F) {
	var b bytes.Buffer
	Encode(&b, []int16{1, -2, 3}, speech.Mono(8000))
	f.Add(b.Bytes())
	f.Add([]byte("RIFF\x00\x00\x00\x00WAVEdata\xff\xff\xff\xff"))
	f.Fuzz(func(t *testing.T, in []byte) {
		pcm, format, err := Decode(bytes.NewReader(in))
		if err != nil {
			return
		}
		var out bytes.Buffer
		if err := Encode(&out, pcm, format); err != nil {
			t.Fatalf("re-encode: %v", err)
		}
		again, f2, err := Decode(&out)
		if err != nil || f2 != format || !slices.Equal(again, pcm) {
			t.Fatalf("round trip changed: %v", err)
		}
	})
}
