//go:build cgo

package malgo

import (
	"context"
	"encoding/binary"
	"fmt"

	ma "github.com/gen2brain/malgo"

	"github.com/tactuschess/tactus/speech"
)

// CaptureOptions chooses the input device and format.
type CaptureOptions struct {
	// Backend and Device are as in Options, for input devices.
	Backend, Device string
	// Format is what the device delivers; zero means 16 kHz mono, what
	// the speech recogniser hears.
	Format speech.Format
}

// Capture records from an input device: it hands each period of samples
// (interleaved, in opts.Format) to frames, on a goroutine of its own and
// in order, until frames returns false or ctx is done. Errors wrap
// speech.ErrUnavailable (no sound system, no microphone) or ErrNoDevice.
func Capture(ctx context.Context, opts CaptureOptions, frames func(pcm []int16) bool) error {
	if opts.Format == (speech.Format{}) {
		opts.Format = speech.Mono(16000)
	}
	if err := opts.Format.Validate(); err != nil {
		return fmt.Errorf("malgo: %w", err)
	}
	c, backend, err := openContext(opts.Backend)
	if err != nil {
		return err
	}
	defer freeContext(c)
	cfg := ma.DefaultDeviceConfig(ma.Capture)
	cfg.Capture.Format = ma.FormatS16
	cfg.Capture.Channels = uint32(opts.Format.Channels)
	cfg.SampleRate = uint32(opts.Format.SampleRate)
	if opts.Device != "" {
		infos, err := c.Devices(ma.Capture)
		if err != nil {
			return fmt.Errorf("malgo: capture devices: %w: %w", speech.ErrUnavailable, err)
		}
		raw := make([]rawDevice, len(infos))
		for i, d := range infos {
			raw[i] = rawDevice{name: d.Name(), isDefault: d.IsDefault != 0}
			if stringIDs[backend] {
				raw[i].id = printableID(d.ID[:])
			}
		}
		i, err := pick(nameDevices(backend, raw), opts.Device)
		if err != nil {
			return err
		}
		cfg.Capture.DeviceID = infos[i].ID.Pointer()
	}
	chunks := make(chan []int16, 64)
	done := make(chan struct{})
	dev, err := ma.InitDevice(c.Context, cfg, ma.DeviceCallbacks{
		Data: func(_, in []byte, _ uint32) {
			pcm := make([]int16, len(in)/2)
			for i := range pcm {
				pcm[i] = int16(binary.LittleEndian.Uint16(in[2*i:]))
			}
			select {
			case chunks <- pcm:
			case <-done:
			default: // the reader is behind: drop rather than block the device
			}
		},
	})
	if err != nil {
		return fmt.Errorf("malgo: open microphone: %w: %w", speech.ErrUnavailable, err)
	}
	defer dev.Uninit()
	defer close(done)
	if err := dev.Start(); err != nil {
		return fmt.Errorf("malgo: start microphone: %w: %w", speech.ErrUnavailable, err)
	}
	for {
		select {
		case <-ctx.Done():
			return nil
		case pcm := <-chunks:
			if ctx.Err() != nil || !frames(pcm) {
				return nil
			}
		}
	}
}
