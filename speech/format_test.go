package speech

import (
	"errors"
	"math"
	"testing"
	"time"
)

func TestConvert(t *testing.T) {
	in := []int16{0, 100, 200, 300}
	if got := Convert(in, 22050, Mono(22050)); &got[0] != &in[0] {
		t.Fatal("same format copied")
	}
	got := Convert(in, 10000, Format{SampleRate: 20000, Channels: 2})
	want := []int16{0, 0, 50, 50, 100, 100, 150, 150, 200, 200, 250, 250, 300, 300, 300, 300}
	if len(got) != len(want) {
		t.Fatalf("len %d, want %d: %v", len(got), len(want), got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %v, want %v", got, want)
		}
	}
	if d := Mono(22050).Duration(22050); d != time.Second {
		t.Fatalf("duration %v", d)
	}
	if err := (Format{SampleRate: 1}).Validate(); !errors.Is(err, ErrFormat) {
		t.Fatalf("validate: %v", err)
	}
}

// TestConvertDownAntiAliased: a 10 kHz tone cannot exist at 16 kHz; after
// conversion it must be nearly gone, not folded to 6 kHz.
func TestConvertDownAntiAliased(t *testing.T) {
	in := make([]int16, 44100)
	for i := range in {
		in[i] = int16(10000 * math.Sin(2*math.Pi*10000*float64(i)/44100))
	}
	out := Convert(in, 44100, Mono(16000))
	if len(out) != 16000 {
		t.Fatalf("%d samples", len(out))
	}
	var sum float64
	for _, s := range out[100 : len(out)-100] {
		sum += float64(s) * float64(s)
	}
	if rms := math.Sqrt(sum / float64(len(out)-200)); rms > 700 {
		t.Fatalf("aliased tone rms %.0f of 7071", rms)
	}
}
