package app

import (
	"context"

	"github.com/tactuschess/tactus/cmd/tactus/internal/app/game"
)

// SpeechOpener opens the speech path; the program passes one built on
// speech/setup, tests none.
type SpeechOpener func(ctx context.Context) (say func(game.Output), close func(), err error)

// speech returns what says each output, and what closes it.
func (o Options) speech(ctx context.Context, _ *game.Game) (func(game.Output), func()) {
	if o.OpenSpeech == nil || o.DisableSpeech {
		return nil, func() {}
	}
	say, closer, err := o.OpenSpeech(ctx)
	if err != nil {
		return nil, func() {}
	}
	return say, closer
}
