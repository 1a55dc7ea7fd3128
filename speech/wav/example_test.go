package wav_test

import (
	"bytes"
	"fmt"

	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/wav"
)

// Example writes three samples as a WAV file and reads them back.
func Example() {
	var file bytes.Buffer
	if err := wav.Encode(&file, []int16{0, 1000, -1000}, speech.Mono(22050)); err != nil {
		fmt.Println(err)
		return
	}
	pcm, f, err := wav.Decode(&file)
	fmt.Println(pcm, f.SampleRate, f.Channels, err)
	// Output: [0 1000 -1000] 22050 1 <nil>
}
