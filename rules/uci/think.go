package uci

import (
	"context"

	"github.com/tactuschess/tactus/rules"
)

// Think sets the position (start, then moves), searches it within l and
// waits for the end: it returns the best move and the last info line that
// carried a score for the main line (zero when none did). It is Position,
// Go, Next until the end and Wait in one call, for callers that want the
// answer and not the stream.
func (e *Engine) Think(ctx context.Context, l Limits, start rules.Position, moves ...rules.Move) (BestMove, Info, error) {
	var last Info
	if err := e.Position(ctx, start, moves...); err != nil {
		return BestMove{}, last, err
	}
	s, err := e.Go(ctx, l)
	if err != nil {
		return BestMove{}, last, err
	}
	for {
		info, err := s.Next(ctx)
		if err != nil {
			break
		}
		if info.HasScore && info.MultiPV <= 1 {
			last = info
		}
	}
	best, err := s.Wait(ctx)
	return best, last, err
}
