//go:build (linux && oto && cgo) || darwin || windows

package oto

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"sync"
	"time"

	eoto "github.com/ebitengine/oto/v3"

	"github.com/tactuschess/tactus/speech"
)

// InBuild reports whether this build plays through oto (macOS, Windows,
// Linux with -tags oto and cgo).
const InBuild = true

// Sink plays on the default device through oto. It is safe for concurrent
// use, though utterances should be played one at a time.
type Sink struct {
	opts Options
	ctx  *eoto.Context
	dev  *Device
	once sync.Once
}

// Device is the process's one oto context, which oto allows to be created
// once: the first Open creates it, later Opens (after the first Sink was
// closed, or while it is open) resume and share it. Create one Device per
// process and open every Sink through it (the first-run setup and the game
// that follows it, say). Its zero value is not usable: use NewDevice.
type Device struct {
	opts Options
	mu   sync.Mutex
	ctx  *eoto.Context
	err  error // why the context could not be created; oto cannot try again
	open int   // Sinks not yet closed
}

// NewDevice returns the holder of the process's oto context, with opts for
// the context it will create (the format and buffer of every Sink).
func NewDevice(opts Options) *Device { return &Device{opts: opts.withDefaults()} }

// Open creates oto's context and waits until the device is ready: one
// Device's Open, for a program that opens one Sink.
func Open(opts Options) (*Sink, error) { return NewDevice(opts).Open() }

// Open returns a Sink on the device: the first call creates oto's context
// and waits until the device is ready (oto reports a missing sound card
// only then, through ctx.Err, and a player would hang: Open fails
// instead); later calls share that context, resumed. When the first call
// failed, every later one fails the same way.
func (d *Device) Open() (*Sink, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.err != nil {
		return nil, d.err
	}
	if d.ctx == nil {
		d.ctx, d.err = newContext(d.opts)
		if d.err != nil {
			return nil, d.err
		}
	} else if d.open == 0 {
		if err := d.ctx.Resume(); err != nil {
			return nil, fmt.Errorf("oto: %w: %w", speech.ErrUnavailable, err)
		}
	}
	d.open++
	return &Sink{opts: d.opts, ctx: d.ctx, dev: d}, nil
}

// newContext creates oto's context and waits until it is ready.
func newContext(opts Options) (*eoto.Context, error) {
	if err := opts.Format.Validate(); err != nil {
		return nil, fmt.Errorf("oto: %w", err)
	}
	c, ready, err := eoto.NewContext(&eoto.NewContextOptions{
		SampleRate: opts.Format.SampleRate, ChannelCount: opts.Format.Channels,
		Format: eoto.FormatSignedInt16LE, BufferSize: opts.Buffer,
	})
	if err != nil {
		return nil, fmt.Errorf("oto: %w: %w", speech.ErrUnavailable, err)
	}
	select {
	case <-ready:
	case <-time.After(5 * time.Second):
		return nil, fmt.Errorf("oto: device not ready after 5 s: %w", speech.ErrUnavailable)
	}
	if err := c.Err(); err != nil {
		return nil, fmt.Errorf("oto: %w: %w", speech.ErrUnavailable, err)
	}
	return c, nil
}

func (o Options) withDefaults() Options {
	if o.Format == (speech.Format{}) {
		o.Format = speech.Mono(speech.DefaultRate)
	}
	if o.Buffer <= 0 {
		o.Buffer = DefaultBuffer
	}
	return o
}

// Format returns the format Play expects.
func (s *Sink) Format() speech.Format { return s.opts.Format }

// Play plays pcm and returns once it has been heard, or stops at once when
// ctx is done.
func (s *Sink) Play(ctx context.Context, pcm []int16) error {
	if err := s.ctx.Err(); err != nil {
		return fmt.Errorf("%w: %w", ErrDeviceLost, err)
	}
	b := make([]byte, 2*len(pcm))
	for i, v := range pcm {
		binary.LittleEndian.PutUint16(b[2*i:], uint16(v))
	}
	p := s.ctx.NewPlayer(bytes.NewReader(b)) // oto ≥ 3.4 frees players itself: no Close
	frame := 2 * s.opts.Format.Channels
	p.SetBufferSize(max(frame, int(s.opts.Buffer.Seconds()*float64(s.opts.Format.SampleRate))*frame))
	p.Play()
	tick := time.NewTicker(2 * time.Millisecond)
	defer tick.Stop()
	for p.IsPlaying() {
		select {
		case <-ctx.Done():
			p.Pause()
			return ctx.Err()
		case <-tick.C:
		}
		if err := s.ctx.Err(); err != nil {
			return fmt.Errorf("%w: %w", ErrDeviceLost, err)
		}
		if err := p.Err(); err != nil {
			return fmt.Errorf("oto: player: %w", err)
		}
	}
	return speech.Sleep(ctx, s.opts.Buffer) // what is still in the device buffer
}

// Close releases the Sink; when it was the device's last open one, the
// context is suspended (oto keeps it for the process: a later Open of the
// same Device resumes it). Closing twice does nothing more.
func (s *Sink) Close() error {
	var err error
	s.once.Do(func() {
		d := s.dev
		d.mu.Lock()
		defer d.mu.Unlock()
		d.open--
		if d.open == 0 {
			if e := d.ctx.Suspend(); e != nil {
				err = fmt.Errorf("oto: %w", e)
			}
		}
	})
	return err
}
