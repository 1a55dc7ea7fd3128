// Package malgo plays speech through miniaudio (github.com/gen2brain/malgo):
// the default sink where cgo is on. ALSA and PulseAudio are loaded at run
// time, so no -dev package is needed. Devices are chosen by name, so the
// clock can go to the blind player's headphones and moves to a speaker.
//
//	devs, err := malgo.Devices("")     // names a person can choose, numbered from 1
//	sink, err := malgo.Open(malgo.Options{Device: "USB Headset"}) // or "2"
//	defer sink.Close()
//	err = sink.Play(ctx, pcm)
//
// Capture records from a microphone (16 kHz mono by default, what
// speech/listen hears), for moves by voice.
//
// Without cgo, Open, Devices and Capture return an error wrapping
// speech.ErrNotInBuild.
package malgo

import (
	"errors"
	"fmt"
	"time"

	"github.com/tactuschess/tactus/speech"
)

// Sentinel errors.
var (
	// ErrNoDevice reports a device name or number that matches no output
	// device (or several).
	ErrNoDevice = errors.New("malgo: no such device")
	// ErrAmbiguousDevice reports a part of a name that several devices
	// contain; it wraps ErrNoDevice.
	ErrAmbiguousDevice = fmt.Errorf("%w: several devices match", ErrNoDevice)
	// ErrUnknownBackend reports a backend name malgo does not know.
	ErrUnknownBackend = errors.New("malgo: unknown backend")
	// ErrDeviceLost reports a device that stopped while playing; the next
	// Play reopens it.
	ErrDeviceLost = errors.New("malgo: device stopped")
)

// Defaults for Options: 256-frame periods, two of them, at 22 050 Hz mono:
// about 23 ms of audio buffered.
const (
	DefaultPeriodFrames = 256
	DefaultPeriods      = 2
)

// Options chooses the device and its buffering.
type Options struct {
	// Backend is "" (the platform's sound systems in order, never the
	// null backend), or one of Backends(): "null" plays in real time into
	// nothing (for tests).
	Backend string
	// Device selects an output device as Devices lists it: its name
	// (ignoring case), its number, or the only name containing it. "" is
	// the default device.
	Device string
	// Format is what Play is given; zero means mono at speech.DefaultRate.
	Format speech.Format
	// PeriodFrames and Periods set the device buffer; zero means the
	// defaults.
	PeriodFrames, Periods int
}

func (o Options) withDefaults() Options {
	if o.Format == (speech.Format{}) {
		o.Format = speech.Mono(speech.DefaultRate)
	}
	if o.PeriodFrames <= 0 {
		o.PeriodFrames = DefaultPeriodFrames
	}
	if o.Periods <= 0 {
		o.Periods = DefaultPeriods
	}
	return o
}

// Latency returns the audio the options buffer in the device: how long a
// sample handed over waits, at most, before it is heard (not counting the
// driver's own buffers).
func (o Options) Latency() time.Duration {
	o = o.withDefaults()
	return time.Duration(o.PeriodFrames*o.Periods) * time.Second / time.Duration(o.Format.SampleRate)
}
