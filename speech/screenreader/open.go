package screenreader

import (
	"context"
	"fmt"

	"github.com/tactuschess/tactus/speech"
)

// ErrNoVoice reports a screen reader tactus cannot speak through (Orca
// speaks through speech-dispatcher; Other is unknown); it wraps
// speech.ErrUnavailable.
var ErrNoVoice = fmt.Errorf("screenreader: no voice of its own: %w", speech.ErrUnavailable)

// Open opens the voice of screen reader k: NVDA through the controller
// client beside tactus.exe, JAWS through its COM API, VoiceOver through
// osascript. It returns the voice and what closes it; an error wraps
// speech.ErrUnavailable (ErrNoClient, ErrNotRunning, ErrNotInBuild,
// ErrNoVoice).
func Open(ctx context.Context, k Kind, opts Options) (speech.Voice, func() error, error) {
	none := func() error { return nil }
	switch k {
	case NVDA:
		dir, err := ExeDir()
		if err != nil {
			return nil, nil, err
		}
		c, err := LoadNVDA(dir)
		if err != nil {
			return nil, nil, err
		}
		v, err := NewNVDA(c, opts)
		if err != nil {
			return nil, nil, err
		}
		return v, none, nil
	case JAWS:
		api, closer, err := OpenJAWS()
		if err != nil {
			return nil, nil, err
		}
		v, err := NewJAWS(api, opts)
		if err != nil {
			closer()
			return nil, nil, err
		}
		return v, closer, nil
	case VoiceOver:
		v, err := NewVoiceOver(opts)
		if err != nil {
			return nil, nil, err
		}
		return v, none, nil
	}
	return nil, nil, fmt.Errorf("%w: %s", ErrNoVoice, k.Name())
}

// OpenSAPIVoice opens the default SAPI 5 voice (Windows) as a voice; an
// error wraps speech.ErrUnavailable.
func OpenSAPIVoice(opts Options) (speech.Voice, func() error, error) {
	api, closer, err := OpenSAPI()
	if err != nil {
		return nil, nil, err
	}
	v, err := NewSAPI(api, opts)
	if err != nil {
		closer()
		return nil, nil, err
	}
	return v, closer, nil
}
