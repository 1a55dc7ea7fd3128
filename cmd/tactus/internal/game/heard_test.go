package game

import (
	"context"
	"errors"
	"sync"

	"github.com/tactuschess/tactus/speech"
)

// heard records what a fake voice was given.
type heard struct {
	mu   sync.Mutex
	said []string
	fail bool
}

func (h *heard) Speak(_ context.Context, u speech.Utterance) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.fail {
		return errors.New("no device")
	}
	h.said = append(h.said, u.Priority.String()+" "+u.Phrase.String())
	return nil
}

func (h *heard) list() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return append([]string(nil), h.said...)
}

// gate is a fake voice that holds each utterance until it is let go.
type gate struct {
	started chan string
	release chan struct{}
}

func (g *gate) Speak(ctx context.Context, u speech.Utterance) error {
	g.started <- u.Phrase.String()
	select {
	case <-g.release:
	case <-ctx.Done():
	}
	return nil
}
