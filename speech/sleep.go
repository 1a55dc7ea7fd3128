package speech

import (
	"context"
	"time"
)

// Sleep waits for d, or until ctx is done, and returns ctx's error in that
// case. Sinks use it to let the device play out what they handed it; the
// Speaker to back off before retrying a voice.
func Sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
