package listen

import (
	"context"
	"errors"
	"time"
)

// Source delivers 16 kHz mono audio in chunks, in order, to frames until
// frames returns false or ctx is done: a microphone (speech/malgo.Capture)
// or, in tests, a file.
type Source func(ctx context.Context, frames func(pcm []int16) bool) error

// MaxUtterance bounds what one recording keeps: a move phrase takes three
// seconds at most.
const MaxUtterance = 10 * time.Second

// ErrTooLong reports a recording that reached MaxUtterance without an end.
var ErrTooLong = errors.New("listen: no end of speech")

// PushToTalk records from src until ctx is done (the key is released) and
// returns what it heard, at most MaxUtterance of it.
func PushToTalk(ctx context.Context, src Source) ([]int16, error) {
	limit := Format.Samples(MaxUtterance)
	var pcm []int16
	err := src(ctx, func(chunk []int16) bool {
		pcm = append(pcm, chunk...)
		return len(pcm) < limit
	})
	return pcm[:min(len(pcm), limit)], err
}

// NextUtterance records from src until someone has spoken and then been
// quiet for endSilence (always-on listening), and returns the utterance
// with what came before it in the recording. It fails wrapping ErrTooLong
// after MaxUtterance without such an end, and returns what it has when
// ctx is done or src ends.
func NextUtterance(ctx context.Context, src Source, endSilence time.Duration) ([]int16, error) {
	limit := Format.Samples(MaxUtterance)
	quiet := Format.Samples(endSilence)
	var pcm []int16
	ended, checked := false, 0
	err := src(ctx, func(chunk []int16) bool {
		pcm = append(pcm, chunk...)
		if len(pcm)-checked < frame*5 { // look again every 50 ms of audio
			return len(pcm) < limit
		}
		checked = len(pcm)
		if _, end, ok := Speech(pcm); ok && len(pcm)-end >= quiet {
			ended = true
			return false
		}
		return len(pcm) < limit
	})
	if err != nil {
		return pcm, err
	}
	if !ended && len(pcm) >= limit {
		return pcm, ErrTooLong
	}
	return pcm, nil
}

// FromPCM is a Source that delivers pcm in 10 ms chunks, as fast as it is
// taken: a recording heard as if from a microphone.
func FromPCM(pcm []int16) Source {
	return func(ctx context.Context, frames func([]int16) bool) error {
		for i := 0; i < len(pcm); i += frame {
			if ctx.Err() != nil || !frames(pcm[i:min(len(pcm), i+frame)]) {
				return nil
			}
		}
		return nil
	}
}
