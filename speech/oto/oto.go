//go:build (linux && oto && cgo) || darwin || windows

package oto

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"time"

	eoto "github.com/ebitengine/oto/v3"

	"github.com/tactuschess/tactus/speech"
)

// Sink plays on the default device through oto. It is safe for concurrent
// use, though utterances should be played one at a time.
type Sink struct {
	opts Options
	ctx  *eoto.Context
}

// Open creates oto's context and waits until the device is ready. oto
// reports a missing sound card only after it is ready (ctx.Err), and a
// player would then hang: Open checks and fails instead.
func Open(opts Options) (*Sink, error) {
	opts = opts.withDefaults()
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
	return &Sink{opts: opts, ctx: c}, nil
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

// Close suspends the context. oto cannot create a second context in the
// same process.
func (s *Sink) Close() error {
	if err := s.ctx.Suspend(); err != nil {
		return fmt.Errorf("oto: %w", err)
	}
	return nil
}
