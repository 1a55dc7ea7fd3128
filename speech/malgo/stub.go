//go:build !cgo

package malgo

import (
	"context"
	"fmt"
	"time"

	"github.com/tactuschess/tactus/speech"
)

// Sink is unavailable without cgo.
type Sink struct{}

// Open fails without cgo.
func Open(opts Options) (*Sink, error) {
	return nil, fmt.Errorf("malgo: built without cgo: %w", speech.ErrNotInBuild)
}

// Devices fails without cgo.
func Devices(backend string) ([]Device, error) {
	return nil, fmt.Errorf("malgo: built without cgo: %w", speech.ErrNotInBuild)
}

// Device returns "".
func (s *Sink) Device() string { return "" }

// Backend returns "".
func (s *Sink) Backend() string { return "" }

// Format returns the zero format.
func (s *Sink) Format() speech.Format { return speech.Format{} }

// Play fails.
func (s *Sink) Play(ctx context.Context, pcm []int16) error { return speech.ErrUnavailable }

// Close does nothing.
func (s *Sink) Close() error { return nil }

// Latency returns zero.
func (s *Sink) Latency() time.Duration { return 0 }

// CaptureOptions chooses the input device and format.
type CaptureOptions struct {
	Backend, Device string
	Format          speech.Format
}

// Capture is unavailable without cgo: it returns an error wrapping
// speech.ErrNotInBuild.
func Capture(ctx context.Context, opts CaptureOptions, frames func(pcm []int16) bool) error {
	return fmt.Errorf("malgo: built without cgo: %w", speech.ErrNotInBuild)
}
