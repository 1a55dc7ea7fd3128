package clips

import "math"

// Speed returns the playback speed for a speech rate: 2^(rate/100), so
// -100 is half speed, 0 normal and 100 double speed.
func Speed(rate int) float64 {
	rate = max(-100, min(100, rate))
	return math.Pow(2, float64(rate)/100)
}

const (
	frame     = 512       // WSOLA window: 23 ms at 22 050 Hz
	hop       = frame / 2 // synthesis hop
	tolerance = 128       // how far a frame may move to stay in phase
)

// Stretch changes the tempo of pcm by speed without changing its pitch
// (WSOLA: overlap-add of Hann windows, each shifted within a tolerance to
// continue the previous one's waveform). speed 1 returns pcm itself.
func Stretch(pcm []int16, speed float64) []int16 {
	if speed == 1 || speed <= 0 || len(pcm) < 2*frame {
		return pcm
	}
	win := hann()
	n := int(float64(len(pcm)) / speed)
	acc := make([]float64, n+frame)
	prev := 0
	k := 0
	for ; k*hop+frame <= len(acc); k++ {
		pos := 0
		if k > 0 {
			pos = bestMatch(pcm, prev+hop, int(float64(k*hop)*speed))
		}
		if pos < 0 {
			break
		}
		for i := 0; i < frame; i++ {
			acc[k*hop+i] += float64(pcm[pos+i]) * win[i]
		}
		prev = pos
	}
	out := make([]int16, min(n, k*hop+hop))
	for i := range out {
		out[i] = int16(max(-32768, min(32767, math.Round(acc[i]))))
	}
	return out
}

// bestMatch returns the start near target whose frame best continues the
// frame at natural, or -1 when no frame fits in pcm.
func bestMatch(pcm []int16, natural, target int) int {
	lo, hi := max(0, target-tolerance), min(len(pcm)-frame, target+tolerance)
	if lo > hi {
		return -1
	}
	if natural+frame > len(pcm) {
		return lo
	}
	best, bestScore := lo, math.Inf(-1)
	for pos := lo; pos <= hi; pos += 2 {
		var score float64
		for i := 0; i < hop; i += 4 {
			score += float64(pcm[natural+i]) * float64(pcm[pos+i])
		}
		if score > bestScore {
			best, bestScore = pos, score
		}
	}
	return best
}

// hann returns a periodic Hann window of frame samples: windows hop apart
// sum to one.
func hann() []float64 {
	w := make([]float64, frame)
	for i := range w {
		w[i] = 0.5 - 0.5*math.Cos(2*math.Pi*float64(i)/frame)
	}
	return w
}
