package listen

import (
	"fmt"
	"io"
	"math"
	"slices"
	"time"

	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/wav"
)

// Rate is the sample rate the recogniser hears: 16 kHz mono, as the en-us
// acoustic model was trained.
const Rate = 16000

// Format is the recogniser's audio format.
var Format = speech.Mono(Rate)

// ReadWAV reads a 16-bit PCM WAV stream of any rate and channel count and
// returns it as 16 kHz mono.
func ReadWAV(r io.Reader) ([]int16, error) {
	pcm, f, err := wav.Decode(r)
	if err != nil {
		return nil, fmt.Errorf("listen: %w", err)
	}
	return ToRate(pcm, f), nil
}

// ToRate returns interleaved pcm in format f as 16 kHz mono: the channels
// averaged, then resampled.
func ToRate(pcm []int16, f speech.Format) []int16 {
	if f.Channels > 1 {
		mono := make([]int16, len(pcm)/f.Channels)
		for i := range mono {
			var sum int
			for c := range f.Channels {
				sum += int(pcm[i*f.Channels+c])
			}
			mono[i] = int16(sum / f.Channels)
		}
		pcm = mono
	}
	return speech.Convert(pcm, f.SampleRate, Format)
}

// frame is the analysis frame of the speech detector: 10 ms.
const frame = Rate / 100

// Speech finds the spoken part of 16 kHz pcm: the first and last frame
// whose energy is well above the quietest frames (the noise floor). ok is
// false when nothing stands out (silence, or steady noise).
func Speech(pcm []int16) (start, end int, ok bool) {
	n := len(pcm) / frame
	if n == 0 {
		return 0, 0, false
	}
	db := make([]float64, n)
	floor, peak := math.Inf(1), math.Inf(-1)
	for i := range n {
		var sum float64
		for _, s := range pcm[i*frame : (i+1)*frame] {
			sum += float64(s) * float64(s)
		}
		db[i] = 10 * math.Log10(sum/frame+1)
		floor, peak = min(floor, db[i]), max(peak, db[i])
	}
	// Speech is at least 12 dB over the floor and within 30 dB of the peak;
	// an absolute floor keeps digital silence plus dither quiet.
	thr := max(floor+12, peak-30, 30)
	first, last := -1, -1
	for i, d := range db {
		if d >= thr {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if first < 0 || last-first < 10 { // under 0.1 s is a click, not a word
		return 0, 0, false
	}
	return first * frame, (last + 1) * frame, true
}

// Duration returns how long n samples at Rate last.
func Duration(n int) time.Duration { return Format.Duration(n) }

// SNR estimates the signal-to-noise ratio of 16 kHz pcm in dB: the mean
// power of the spoken part (Speech) over the noise floor, the power of
// the quietest tenth of its 10 ms frames (the silence before and after
// the words). It is +Inf when the floor is digital silence and 0 when no
// speech stands out.
func SNR(pcm []int16) float64 {
	start, end, ok := Speech(pcm)
	if !ok {
		return 0
	}
	n := len(pcm) / frame
	pow := make([]float64, n)
	for i := range n {
		var sum float64
		for _, s := range pcm[i*frame : (i+1)*frame] {
			sum += float64(s) * float64(s)
		}
		pow[i] = sum / frame
	}
	var speech float64
	for i := start / frame; i < end/frame; i++ {
		speech += pow[i]
	}
	speech /= float64(max(1, end/frame-start/frame))
	slices.Sort(pow)
	q := pow[:max(1, n/10)]
	var floor float64
	for _, p := range q {
		floor += p
	}
	floor /= float64(len(q))
	if floor < 1 { // under one step of 16 bits: digital silence
		return math.Inf(1)
	}
	return 10 * math.Log10(max(speech-floor, floor/1000)/floor)
}
