// Package analysis is the review screen's own engine part, behind its
// `analyse`: it puts a position to a UCI engine (through package engine,
// Stockfish by default) and gives back the evaluation in words, the best
// line and the threat, as package review's Analyst asks.
//
//	a, err := analysis.Start(ctx, analysis.Config{Think: time.Second})
//	if err != nil { … one sentence: analysis.Problem(err) … }
//	defer a.Close()
//	r := review.New(review.Options{Index: ix, Analyst: a})
package analysis

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/engine"
	"github.com/tactuschess/tactus/cmd/tactus/internal/review"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/uci"
)

// Config says which engine analyses and for how long.
type Config struct {
	// Command is the engine's program ("" for stockfish on PATH or in
	// /usr/games), Args its arguments.
	Command string
	Args    []string
	// Think is the engine's time for a position; 0 means one second. The
	// threat gets a quarter of it.
	Think time.Duration
	// UI says the evaluation (catalog.Engine); nil is English.
	UI *catalog.UI
}

// MinThreatThink is the least thinking time for which the threat is
// looked for too (a game's mistakes are found with less, threat-free).
const MinThreatThink = 400 * time.Millisecond

// MaxLine is the number of plies of the best line given: enough to hear
// the idea, short enough to remember.
const MaxLine = 8

// Engine analyses positions with a UCI engine, one at a time.
type Engine struct {
	e     *engine.Engine
	words *catalog.UI
	mu    sync.Mutex // one analysis (a line and its threat) at a time
}

var _ review.QuickAnalyst = (*Engine)(nil)

// Start runs the engine at full strength.
func Start(ctx context.Context, cfg Config) (*Engine, error) {
	e, err := engine.Start(ctx, engine.Config{Command: cfg.Command, Args: cfg.Args, Think: cfg.Think})
	if err != nil {
		return nil, fmt.Errorf("analysis: %w", err)
	}
	words := cfg.UI
	if words == nil {
		words = catalog.English()
	}
	return &Engine{e: e, words: words}, nil
}

// Problem says an error of Start or Analyse in one English sentence for
// people (a UI's EngineProblem says it in another language).
func Problem(err error) string { return catalog.English().EngineProblem(err) }

// Analyse returns the evaluation of pos in words, the best line and the
// threat of the side not to move (what it would play if it were its turn).
func (a *Engine) Analyse(ctx context.Context, pos rules.Position) (review.Analysis, error) {
	return a.AnalyseFor(ctx, pos, a.e.Think())
}

// AnalyseFor is Analyse with the engine thinking for think (the threat
// gets a quarter of it, and is not looked for below MinThreatThink).
func (a *Engine) AnalyseFor(ctx context.Context, pos rules.Position, think time.Duration) (review.Analysis, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	var out review.Analysis
	info, best, err := a.search(ctx, pos, think)
	if err != nil {
		return out, err
	}
	// a line to hear: the first moves of the engine's, not twenty
	out.Line = info.PV[:min(len(info.PV), MaxLine)]
	if len(out.Line) == 0 && best != rules.NoMove {
		out.Line = []rules.Move{best}
	}
	if info.HasScore {
		out.Words = a.words.Evaluation(info.Score, pos.SideToMove())
		out.White, out.Scored = forWhite(info.Score, pos.SideToMove()), true
	}
	out.Threat = rules.NoMove
	if !pos.InCheck() && think >= MinThreatThink {
		passed := pos
		if passed.PlayNull() == nil {
			if _, threat, err := a.search(ctx, passed, think/4); err == nil {
				out.Threat = threat
			}
		}
	}
	return out, nil
}

// search runs one timed search and returns its last scored main line and
// its best move.
func (a *Engine) search(ctx context.Context, pos rules.Position, think time.Duration) (uci.Info, rules.Move, error) {
	best, last, err := a.e.Search(ctx, think, pos)
	if err != nil {
		return last, rules.NoMove, fmt.Errorf("analysis: %w", err)
	}
	return last, best, nil
}

// Close asks the engine to quit, and kills it if it does not.
func (a *Engine) Close() error {
	if err := a.e.Close(); err != nil {
		return fmt.Errorf("analysis: %w", err)
	}
	return nil
}

// forWhite is a score as review.Analysis.White counts it.
func forWhite(s uci.Score, sideToMove rules.Color) int {
	w := s.ForWhite(sideToMove)
	if !w.Mate {
		return w.Value
	}
	switch {
	case w.Value > 0:
		return review.MateScore - w.Value
	case w.Value < 0:
		return -(review.MateScore + w.Value)
	}
	// mated now: the side to move has lost
	if sideToMove == rules.White {
		return -review.MateScore
	}
	return review.MateScore
}
