//go:build !((linux && oto && cgo) || darwin || windows)

package oto

import (
	"context"
	"fmt"

	"github.com/tactuschess/tactus/speech"
)

// InBuild reports whether this build plays through oto (macOS, Windows,
// Linux with -tags oto and cgo).
const InBuild = false

// Sink is unavailable in this build.
type Sink struct{}

// Device is unavailable in this build.
type Device struct{}

// NewDevice returns a Device whose Open fails.
func NewDevice(Options) *Device { return &Device{} }

// Open fails: build with -tags oto (and cgo) on Linux.
func (d *Device) Open() (*Sink, error) { return Open(Options{}) }

// Open fails: build with -tags oto (and cgo) on Linux.
func Open(opts Options) (*Sink, error) {
	return nil, fmt.Errorf("oto: not in this build (use -tags oto with cgo): %w", speech.ErrNotInBuild)
}

// Format returns the zero format.
func (s *Sink) Format() speech.Format { return speech.Format{} }

// Play fails.
func (s *Sink) Play(ctx context.Context, pcm []int16) error { return speech.ErrUnavailable }

// Close does nothing.
func (s *Sink) Close() error { return nil }
