// Package engine is tactus's one adapter to a UCI chess engine (package
// rules/uci) for the screens that use one: practice plays against it,
// review's analysis asks it about positions. It starts the configured
// program (Stockfish by default), bounds every question by a deadline,
// asks one question at a time, stops the program, and gives every error a
// typed Reason the app words.
//
//	e, err := engine.Start(ctx, engine.Config{Think: time.Second})
//	if engine.ReasonOf(err) == engine.Missing { … }
//	best, info, err := e.Search(ctx, 0, start, moves...)
package engine

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/uci"
)

// Config says which engine to start and how long it thinks.
type Config struct {
	// Command is the engine's program ("" for stockfish on PATH or in
	// /usr/games), Args its arguments.
	Command string
	Args    []string
	// Think is the engine's time for one search; 0 is one second.
	Think time.Duration
	// Timeout is the longest one question may take before the engine is
	// taken to hang; 0 leaves the driver's own bound.
	Timeout time.Duration
}

// Engine is a started UCI engine. It is safe for concurrent use: one
// question at a time is put to it.
type Engine struct {
	e     *uci.Engine
	think time.Duration
	wait  time.Duration
	mu    sync.Mutex
}

// Start starts the engine and has it ready. A program that is not there
// is an *Error whose Reason is Missing.
func Start(ctx context.Context, cfg Config) (*Engine, error) {
	e, err := uci.Start(ctx, uci.Config{Path: cfg.Command, Args: cfg.Args})
	if err != nil {
		return nil, wrap(err)
	}
	think := cfg.Think
	if think <= 0 {
		think = time.Second
	}
	return &Engine{e: e, think: think, wait: max(cfg.Timeout, 0)}, nil
}

// Name is how the engine names itself ("Stockfish 16").
func (e *Engine) Name() string { return e.e.ID().Name }

// Think is the engine's time for one search as configured.
func (e *Engine) Think() time.Duration { return e.think }

// SetStrength limits the engine's play (uci.Engine.SetStrength); an engine
// that cannot be weakened is an *Error whose Reason is Unsupported.
func (e *Engine) SetStrength(ctx context.Context, s uci.Strength) (uci.Applied, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	a, err := e.e.SetStrength(ctx, s)
	if err != nil {
		return a, wrap(err)
	}
	return a, nil
}

// NewGame tells the engine that the next search is of a new game.
func (e *Engine) NewGame(ctx context.Context) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if err := e.e.NewGame(ctx); err != nil {
		return wrap(err)
	}
	return nil
}

// Search searches the position after moves from start for think (0: the
// configured Think), within the configured Timeout, and returns the best
// move (rules.NoMove when the engine has none: the game is over) and the
// last info line with a score. An answer that came after the deadline is
// an *Error whose Reason is Late, whichever timer saw it first.
func (e *Engine) Search(ctx context.Context, think time.Duration, start rules.Position, moves ...rules.Move) (rules.Move, uci.Info, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if think <= 0 {
		think = e.think
	}
	if e.wait > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, e.wait)
		defer cancel()
	}
	best, last, err := e.e.Think(ctx, uci.Limits{MoveTime: think}, start, moves...)
	if err != nil {
		if d, ok := ctx.Deadline(); ok && !time.Now().Before(d) && !errors.Is(err, context.DeadlineExceeded) {
			// the driver's own search timer is set to the same deadline
			// and may fire first: the answer was late either way
			err = fmt.Errorf("%w: %w", context.DeadlineExceeded, err)
		}
		return rules.NoMove, last, wrap(err)
	}
	return best.Move, last, nil
}

// Move is Search for a move to play: an engine without one is an *Error
// whose Reason is NoMove.
func (e *Engine) Move(ctx context.Context, start rules.Position, moves ...rules.Move) (rules.Move, uci.Info, error) {
	best, last, err := e.Search(ctx, 0, start, moves...)
	if err == nil && best == rules.NoMove {
		err = &Error{Reason: NoMove, Err: errNoMove}
	}
	return best, last, err
}

// Close asks the engine to quit, and kills it if it does not.
func (e *Engine) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	qerr := e.e.Quit(ctx)
	if err := e.e.Close(); err != nil {
		return fmt.Errorf("engine: %w", err)
	}
	if qerr != nil && !errors.Is(qerr, uci.ErrEngineDied) {
		return fmt.Errorf("engine: %w", qerr)
	}
	return nil
}
