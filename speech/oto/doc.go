// Package oto plays speech through github.com/ebitengine/oto/v3: the sink
// on macOS and Windows (pure Go there), and on Linux when built with
// `-tags oto` (needs cgo and libasound2-dev). It plays on the default
// device only; oto allows one Sink per process.
//
//	sink, err := oto.Open(oto.Options{})
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

// DefaultBuffer is the device buffer oto is asked for.
const DefaultBuffer = 20 * time.Millisecond

// Options configures the sink.
type Options struct {
	// Format is what Play is given; zero means mono at speech.DefaultRate.
	Format speech.Format
	// Buffer is the device buffer; zero means DefaultBuffer.
	Buffer time.Duration
}
