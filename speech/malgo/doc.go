// Package malgo plays speech through miniaudio (github.com/gen2brain/malgo):
// the default sink where cgo is on. ALSA and PulseAudio are loaded at run
// time, so no -dev package is needed. Devices are chosen by name, so the
// clock can go to the blind player's headphones and moves to a speaker.
//
//	devs, err := malgo.Devices("")
//	sink, err := malgo.Open(malgo.Options{Device: "USB Headset"})
//	defer sink.Close()
//	err = sink.Play(ctx, pcm)
//
// Without cgo, Open and Devices return an error wrapping
// speech.ErrUnavailable.
package malgo

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/tactuschess/tactus/speech"
)

// Sentinel errors.
var (
	// ErrNoDevice reports a device name that matches no output device.
	ErrNoDevice = errors.New("malgo: no such device")
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
	// Backend is "" (miniaudio's order for the platform), or one of
	// "alsa", "pulse", "jack", "oss", "null" (plays in real time into
	// nothing; for tests).
	Backend string
	// Device selects an output device by name: an exact match (ignoring
	// case) or the only one containing it. "" is the default device.
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

// Device describes an output device.
type Device struct {
	Name    string
	Default bool
}

// pick returns the index of the device matching name.
func pick(names []string, name string) (int, error) {
	var subs []int
	for i, n := range names {
		if strings.EqualFold(n, name) {
			return i, nil
		}
		if strings.Contains(strings.ToLower(n), strings.ToLower(name)) {
			subs = append(subs, i)
		}
	}
	if len(subs) == 1 {
		return subs[0], nil
	}
	if len(subs) > 1 {
		return 0, fmt.Errorf("%w: %q matches %d devices; say more of its name", ErrNoDevice, name, len(subs))
	}
	return 0, fmt.Errorf("%w: %q; devices: %s", ErrNoDevice, name, strings.Join(names, ", "))
}
