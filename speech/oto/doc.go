// Package oto plays speech through github.com/ebitengine/oto/v3: the sink
// on macOS and Windows (pure Go there), and on Linux when built with
// `-tags oto` (needs cgo and libasound2-dev). It plays on the default
// device only. oto allows one context per process: a program that opens
// sound more than once (the first-run setup, then the game) makes one
// Device and opens every Sink through it.
//
//	dev := oto.NewDevice(oto.Options{}) // once per process
//	sink, err := dev.Open()
//	if err != nil { /* no sound: fall back */ }
//	err = sink.Play(ctx, pcm)
//
// Elsewhere Open returns an error wrapping speech.ErrUnavailable.
package oto

import (
	"errors"
	"time"

	"github.com/tactuschess/tactus/speech"
)

// ErrDeviceLost reports that the audio device failed while playing.
var ErrDeviceLost = errors.New("oto: audio device failed")

// DefaultBuffer is the device buffer oto is asked for. Smaller buffers
// chop speech: under Wine's WASAPI 20 ms left a 10 ms hole every 30 ms and
// 60 ms left gaps, 100 ms none (oto's own Windows default is 50 ms). A
// tenth of a second later is nothing for a spoken move.
const DefaultBuffer = 100 * time.Millisecond

// Options configures the sink.
type Options struct {
	// Format is what Play is given; zero means mono at speech.DefaultRate.
	Format speech.Format
	// Buffer is the device buffer; zero means DefaultBuffer.
	Buffer time.Duration
}
