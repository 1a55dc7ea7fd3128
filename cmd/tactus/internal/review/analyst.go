package review

import (
	"context"

	"github.com/tactuschess/tactus/rules"
)

// Analyst analyses a position for the review screen: an engine behind the
// UCI client, or a fake in tests. The screen consults it only when the
// player asks (analyse, mistakes, learn), only when one is set
// (Options.Analyst), and never on the screen's goroutine: the work runs as
// a Job, which stop cancels through ctx. It is asked one position at a
// time, but a cancelled call may still be ending when the next begins.
type Analyst interface {
	// Analyse returns the engine's view of pos, with the moves that led
	// to it (for repetitions) when known.
	Analyse(ctx context.Context, pos rules.Position) (Analysis, error)
}

// Analysis is an engine's view of one position.
type Analysis struct {
	// Words is the evaluation in words: "White is better by about a
	// pawn", "Black mates in three".
	Words string
	// Line is the best line, legal from the position analysed.
	Line []rules.Move
	// Threat is what the side not to move threatens, rules.NoMove when
	// none is known.
	Threat rules.Move
	// White is the evaluation in centipawns from White's side, a mate as
	// ±(MateScore - moves); Scored is false when the engine gave none.
	White  int
	Scored bool
}

// MateScore stands for a mate in Analysis.White: a mate in n for White is
// MateScore-n, for Black -(MateScore-n).
const MateScore = 100000
