package speech

import "math"

// lowPass filters pcm with a windowed-sinc FIR whose cut-off is cutoff of
// the sample rate (0 < cutoff < 0.5), for downsampling without aliasing.
func lowPass(pcm []int16, cutoff float64) []int16 {
	const half = 16 // taps each side
	taps := make([]float64, 2*half+1)
	var sum float64
	for i := range taps {
		x := float64(i - half)
		s := 2 * cutoff
		if x != 0 {
			s = math.Sin(2*math.Pi*cutoff*x) / (math.Pi * x)
		}
		w := 0.42 - 0.5*math.Cos(2*math.Pi*float64(i)/float64(2*half)) + 0.08*math.Cos(4*math.Pi*float64(i)/float64(2*half))
		taps[i] = s * w
		sum += taps[i]
	}
	out := make([]int16, len(pcm))
	for n := range pcm {
		var acc float64
		for i, tap := range taps {
			if j := n + i - half; j >= 0 && j < len(pcm) {
				acc += tap * float64(pcm[j])
			}
		}
		out[n] = int16(max(-32768, min(32767, math.Round(acc/sum))))
	}
	return out
}
