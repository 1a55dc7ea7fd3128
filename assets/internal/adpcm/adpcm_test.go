package adpcm

import (
	"errors"
	"math"
	"testing"
)

// snr returns the signal-to-noise ratio of got against want in dB.
func snr(want, got []int16) float64 {
	var sig, noise float64
	for i := range want {
		d := float64(want[i]) - float64(got[i])
		sig += float64(want[i]) * float64(want[i])
		noise += d * d
	}
	return 10 * math.Log10(sig/noise)
}

func TestSineQuality(t *testing.T) {
	pcm := make([]int16, 22050)
	for i := range pcm {
		pcm[i] = int16(8000*math.Sin(float64(i)*2*math.Pi*440/22050) +
			3000*math.Sin(float64(i)*2*math.Pi*1700/22050))
	}
	data := Encode(pcm)
	if len(data) != headerSize+len(pcm)/2 {
		t.Fatalf("size %d", len(data))
	}
	got, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(pcm) {
		t.Fatalf("len %d", len(got))
	}
	if s := snr(pcm, got); s < 20 {
		t.Fatalf("snr %.1f dB, want >= 20", s)
	}
}

func TestOddAndEmpty(t *testing.T) {
	for _, pcm := range [][]int16{nil, {5}, {100, -100, 32767}} {
		got, err := Decode(Encode(pcm))
		if err != nil || len(got) != len(pcm) {
			t.Fatalf("%v: %v %v", pcm, got, err)
		}
		if len(pcm) > 0 && got[0] == 0 && pcm[0] != 0 {
			t.Fatalf("first sample lost: %v", got)
		}
	}
}

func TestDecodeBad(t *testing.T) {
	good := Encode([]int16{1, 2, 3, 4})
	bad := func(f func([]byte) []byte) []byte { return f(append([]byte{}, good...)) }
	for name, in := range map[string][]byte{
		"empty":     nil,
		"magic":     bad(func(b []byte) []byte { b[0] = 'X'; return b }),
		"truncated": good[:len(good)-1],
		"long":      append(append([]byte{}, good...), 0),
		"count":     bad(func(b []byte) []byte { b[7] = 0x7f; return b }),
		"index":     bad(func(b []byte) []byte { b[10] = 89; return b }),
	} {
		if _, err := Decode(in); !errors.Is(err, ErrFormat) {
			t.Errorf("%s: err = %v", name, err)
		}
	}
}

func FuzzDecode(f *testing.F) {
	f.Add(Encode([]int16{1, -200, 3000, -32768}))
	f.Fuzz(func(t *testing.T, in []byte) {
		pcm, err := Decode(in)
		if err != nil {
			return
		}
		if again, err := Decode(Encode(pcm)); err != nil || len(again) != len(pcm) {
			t.Fatalf("re-encode: %v", err)
		}
	})
}
