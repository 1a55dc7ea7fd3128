package wav

import (
	"context"
	"fmt"
	"io"
	"os"
	"sync"

	"github.com/tactuschess/tactus/speech"
)

// Sink records what it plays to a WAV file, as fast as it is given (not in
// real time). Close writes the final lengths into the header. It is safe
// for concurrent use.
type Sink struct {
	mu     sync.Mutex
	f      *os.File
	format speech.Format
	n      int
}

// Create creates (or truncates) the WAV file at path.
func Create(path string, f speech.Format) (*Sink, error) {
	if err := f.Validate(); err != nil {
		return nil, fmt.Errorf("wav: %w", err)
	}
	file, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("wav: %w", err)
	}
	if _, err := file.Write(header(f, 0)); err != nil {
		file.Close()
		return nil, fmt.Errorf("wav: %w", err)
	}
	return &Sink{f: file, format: f}, nil
}

// Format returns the file's format.
func (s *Sink) Format() speech.Format { return s.format }

// Play appends pcm to the file.
func (s *Sink) Play(ctx context.Context, pcm []int16) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.f == nil {
		return fmt.Errorf("wav: play: %w", speech.ErrClosed)
	}
	if _, err := s.f.Write(samplesLE(pcm)); err != nil {
		return fmt.Errorf("wav: %w", err)
	}
	s.n += len(pcm)
	return nil
}

// Samples returns how many samples have been written.
func (s *Sink) Samples() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.n
}

// Close writes the header with the final lengths and closes the file.
func (s *Sink) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.f == nil {
		return nil
	}
	f := s.f
	s.f = nil
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		f.Close()
		return fmt.Errorf("wav: %w", err)
	}
	if _, err := f.Write(header(s.format, s.n)); err != nil {
		f.Close()
		return fmt.Errorf("wav: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("wav: %w", err)
	}
	return nil
}
