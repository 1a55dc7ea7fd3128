//go:build cgo

package malgo

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	ma "github.com/gen2brain/malgo"

	"github.com/tactuschess/tactus/speech"
)

// backendNull is miniaudio's null backend. malgo.BackendNull is 13, which
// is miniaudio's custom backend: do not use it.
const backendNull ma.Backend = 14

var backends = map[string]ma.Backend{
	"alsa": ma.BackendAlsa, "pulse": ma.BackendPulseaudio, "jack": ma.BackendJack,
	"oss": ma.BackendOss, "sndio": ma.BackendSndio, "audio4": ma.BackendAudio4,
	"coreaudio": ma.BackendCoreaudio, "wasapi": ma.BackendWasapi, "dsound": ma.BackendDsound,
	"winmm": ma.BackendWinmm, "null": backendNull,
}

// stringIDs are the backends whose device IDs are C strings.
var stringIDs = map[string]bool{"alsa": true, "pulse": true, "oss": true, "sndio": true, "audio4": true}

// Sink plays on one miniaudio output device. The device runs from Open to
// Close and plays silence between utterances, so the first frame of an
// utterance is heard within one buffer. It is safe for concurrent use.
type Sink struct {
	opts    Options
	backend string
	device  string // the listed name of the chosen device; "" for the default
	mctx    *ma.AllocatedContext
	id      *ma.DeviceID
	playMu  sync.Mutex // one Play at a time

	mu      sync.Mutex // guards what the audio callback touches
	dev     *ma.Device
	pending []int16
	pos     int
	drained chan struct{}
	lost    chan struct{}
	closing bool

	consumed atomic.Int64 // samples of ours handed to the device
}

// openContext opens backend, or the first of the platform's that works,
// and returns it with its name.
func openContext(backend string) (*ma.AllocatedContext, string, error) {
	quietALSA()
	names := []string{backend}
	if backend == "" {
		names = platformBackends()
	}
	var errs []error
	for _, name := range names {
		b, ok := backends[name]
		if !ok {
			return nil, "", fmt.Errorf("%w %q", ErrUnknownBackend, name)
		}
		c, err := ma.InitContext([]ma.Backend{b}, ma.ContextConfig{}, nil)
		if err == nil {
			return c, name, nil
		}
		errs = append(errs, fmt.Errorf("%s: %w", name, err))
	}
	return nil, "", fmt.Errorf("malgo: no sound system: %w: %w", speech.ErrUnavailable, errors.Join(errs...))
}

func freeContext(c *ma.AllocatedContext) {
	c.Uninit()
	c.Free()
}

// Devices lists the output devices of backend ("" for the platform's
// sound systems in order), named and numbered as Options.Device takes
// them.
func Devices(backend string) ([]Device, error) {
	c, name, err := openContext(backend)
	if err != nil {
		return nil, err
	}
	defer freeContext(c)
	devs, _, err := devices(c, name)
	return devs, err
}

// devices lists the output devices of an open context, with their IDs.
func devices(c *ma.AllocatedContext, backend string) ([]Device, []ma.DeviceID, error) {
	infos, err := c.Devices(ma.Playback)
	if err != nil {
		return nil, nil, fmt.Errorf("malgo: devices: %w: %w", speech.ErrUnavailable, err)
	}
	raw := make([]rawDevice, len(infos))
	ids := make([]ma.DeviceID, len(infos))
	for i, d := range infos {
		raw[i] = rawDevice{name: d.Name(), isDefault: d.IsDefault != 0}
		if stringIDs[backend] {
			raw[i].id = printableID(d.ID[:])
		}
		ids[i] = d.ID
	}
	return nameDevices(backend, raw), ids, nil
}

// Open opens and starts the output device. Errors wrap
// speech.ErrUnavailable (no sound system, no device) or ErrNoDevice.
func Open(opts Options) (*Sink, error) {
	opts = opts.withDefaults()
	if err := opts.Format.Validate(); err != nil {
		return nil, fmt.Errorf("malgo: %w", err)
	}
	c, backend, err := openContext(opts.Backend)
	if err != nil {
		return nil, err
	}
	s := &Sink{opts: opts, backend: backend, mctx: c}
	if opts.Device != "" {
		if s.id, s.device, err = findDevice(c, backend, opts.Device); err != nil {
			freeContext(c)
			return nil, err
		}
	}
	if err := s.start(); err != nil {
		freeContext(c)
		return nil, err
	}
	return s, nil
}

func findDevice(c *ma.AllocatedContext, backend, sel string) (*ma.DeviceID, string, error) {
	devs, ids, err := devices(c, backend)
	if err != nil {
		return nil, "", err
	}
	i, err := pick(devs, sel)
	if err != nil {
		return nil, "", err
	}
	return &ids[i], devs[i].Name, nil
}

// start initialises and starts the device.
func (s *Sink) start() error {
	cfg := ma.DefaultDeviceConfig(ma.Playback)
	cfg.Playback.Format = ma.FormatS16
	cfg.Playback.Channels = uint32(s.opts.Format.Channels)
	cfg.SampleRate = uint32(s.opts.Format.SampleRate)
	cfg.PeriodSizeInFrames = uint32(s.opts.PeriodFrames)
	cfg.Periods = uint32(s.opts.Periods)
	cfg.PerformanceProfile = ma.LowLatency
	if s.id != nil {
		cfg.Playback.DeviceID = s.id.Pointer()
	}
	lost := make(chan struct{})
	var once sync.Once
	dev, err := ma.InitDevice(s.mctx.Context, cfg, ma.DeviceCallbacks{
		Data: s.fill,
		Stop: func() { s.stopped(lost, &once) },
	})
	if err != nil {
		return fmt.Errorf("malgo: open device: %w: %w", speech.ErrUnavailable, err)
	}
	s.mu.Lock()
	s.dev, s.lost, s.closing = dev, lost, false
	s.mu.Unlock()
	if err := dev.Start(); err != nil {
		s.stop()
		return fmt.Errorf("malgo: start device: %w: %w", speech.ErrUnavailable, err)
	}
	return nil
}

// stopped is miniaudio's stop callback: unless we are closing, the device
// died (unplugged, server gone).
func (s *Sink) stopped(lost chan struct{}, once *sync.Once) {
	s.mu.Lock()
	closing := s.closing
	s.mu.Unlock()
	if !closing {
		once.Do(func() { close(lost) })
	}
}

// stop uninitialises the device.
func (s *Sink) stop() {
	s.mu.Lock()
	dev := s.dev
	s.dev, s.closing = nil, true
	s.mu.Unlock()
	if dev != nil {
		dev.Uninit()
	}
}

// fill is the audio callback: it copies pending samples into out.
func (s *Sink) fill(out, _ []byte, _ uint32) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.pending == nil {
		clear(out)
		return
	}
	n := min(len(out)/2, len(s.pending)-s.pos)
	for i, v := range s.pending[s.pos : s.pos+n] {
		binary.LittleEndian.PutUint16(out[2*i:], uint16(v))
	}
	clear(out[2*n:])
	s.pos += n
	s.consumed.Add(int64(n))
	if s.pos >= len(s.pending) {
		s.pending = nil
		close(s.drained)
	}
}

// Backend returns the name of the sound system the sink plays through
// ("alsa").
func (s *Sink) Backend() string { return s.backend }

// Device returns the name, as Devices lists it, of the device chosen by
// Options.Device, or "" for the default device.
func (s *Sink) Device() string { return s.device }

// Format returns the format Play expects.
func (s *Sink) Format() speech.Format { return s.opts.Format }

// Latency returns the buffering of the device settings (see
// Options.Latency).
func (s *Sink) Latency() time.Duration { return s.opts.Latency() }

// Consumed returns how many samples the device has taken so far.
func (s *Sink) Consumed() int64 { return s.consumed.Load() }

// Play plays pcm and returns once it has been heard. If the device died,
// it returns ErrDeviceLost and reopens the device on the next call.
func (s *Sink) Play(ctx context.Context, pcm []int16) error {
	s.playMu.Lock()
	defer s.playMu.Unlock()
	if err := s.ensure(); err != nil {
		return err
	}
	if len(pcm) == 0 {
		return ctx.Err()
	}
	drained := make(chan struct{})
	s.mu.Lock()
	s.pending, s.pos, s.drained = pcm, 0, drained
	lost := s.lost
	s.mu.Unlock()
	select {
	case <-drained:
	case <-ctx.Done():
		s.drop()
		return ctx.Err()
	case <-lost:
		s.drop()
		return ErrDeviceLost
	}
	return speech.Sleep(ctx, s.Latency()) // what is in the device buffer
}

// drop discards what has not been played yet.
func (s *Sink) drop() {
	s.mu.Lock()
	s.pending = nil
	s.mu.Unlock()
}

// ensure reopens a device that died or was closed by an error.
func (s *Sink) ensure() error {
	s.mu.Lock()
	dev, lost := s.dev, s.lost
	s.mu.Unlock()
	if s.mctx == nil {
		return fmt.Errorf("malgo: play: %w", speech.ErrClosed)
	}
	if dev != nil {
		select {
		case <-lost:
		default:
			return nil
		}
	}
	s.stop()
	return s.start()
}

// Close stops the device and frees the audio context.
func (s *Sink) Close() error {
	s.playMu.Lock()
	defer s.playMu.Unlock()
	if s.mctx == nil {
		return nil
	}
	s.stop()
	freeContext(s.mctx)
	s.mctx = nil
	return nil
}
