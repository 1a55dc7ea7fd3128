package speech

import (
	"errors"
	"fmt"
	"time"
)

// DefaultRate is the sample rate of the embedded clips and the rate sinks
// are opened at unless asked otherwise.
const DefaultRate = 22050

// ErrFormat reports an unusable PCM format.
var ErrFormat = errors.New("speech: bad pcm format")

// Format describes interleaved signed 16-bit PCM.
type Format struct {
	SampleRate int // frames per second
	Channels   int // 1 = mono
}

// Mono returns the one-channel format at rate.
func Mono(rate int) Format { return Format{SampleRate: rate, Channels: 1} }

// Validate reports whether f can be played.
func (f Format) Validate() error {
	if f.SampleRate < 4000 || f.SampleRate > 192000 || f.Channels < 1 || f.Channels > 8 {
		return fmt.Errorf("%w: %d Hz, %d channels", ErrFormat, f.SampleRate, f.Channels)
	}
	return nil
}

// Duration returns how long n interleaved samples last in f.
func (f Format) Duration(n int) time.Duration {
	if f.SampleRate <= 0 || f.Channels <= 0 {
		return 0
	}
	frames := int64(n / f.Channels)
	return time.Duration(frames * int64(time.Second) / int64(f.SampleRate))
}

// Samples returns how many interleaved samples d lasts in f.
func (f Format) Samples(d time.Duration) int {
	return int(int64(d)*int64(f.SampleRate)/int64(time.Second)) * f.Channels
}

// Convert returns mono pcm at rate from as interleaved pcm in format to,
// resampling linearly (after a low-pass filter when the rate goes down,
// against aliasing) and copying the channel to every output channel. It
// returns pcm itself when nothing needs converting.
func Convert(pcm []int16, from int, to Format) []int16 {
	if from == to.SampleRate && to.Channels == 1 {
		return pcm
	}
	if from <= 0 || len(pcm) == 0 {
		return nil
	}
	if to.SampleRate < from {
		pcm = lowPass(pcm, 0.45*float64(to.SampleRate)/float64(from))
	}
	n := int(int64(len(pcm)) * int64(to.SampleRate) / int64(from))
	out := make([]int16, 0, n*to.Channels)
	for i := 0; i < n; i++ {
		pos := int64(i) * int64(from)
		j, frac := int(pos/int64(to.SampleRate)), pos%int64(to.SampleRate)
		s := int64(pcm[j])
		if j+1 < len(pcm) {
			s += (int64(pcm[j+1]) - s) * frac / int64(to.SampleRate)
		}
		for c := 0; c < to.Channels; c++ {
			out = append(out, int16(s))
		}
	}
	return out
}
