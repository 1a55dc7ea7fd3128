package practice

import (
	"context"
	"fmt"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/engine"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/uci"
)

// UCIEngine is the Engine of a UCI program (Stockfish by default) at a
// chosen strength, through package engine.
type UCIEngine struct {
	e     *engine.Engine
	words *catalog.UI // the engine's sentences (catalog.Engine)
}

// EngineConfig says which engine to start and how it plays.
type EngineConfig struct {
	// Command is the engine's program ("" for stockfish on PATH or in
	// /usr/games), Args its arguments.
	Command string
	Args    []string
	// Strength is the Elo or level to play at; zero is full strength.
	Strength uci.Strength
	// Think is the time the engine takes a move; 0 means one second.
	Think time.Duration
	// Timeout is the longest the engine may take to answer one question
	// (a move, a hint) before it is taken to hang; 0 leaves the driver's
	// Timeout.
	Timeout time.Duration
	// Language is the UI language's code ("de"); the engine's sentences
	// are said in it, English when it is "" or unknown.
	Language string
}

// StartUCI starts the engine and sets its strength. note says in one
// sentence how the strength was set when it was not as asked (clamped),
// "" otherwise. Errors are one sentence for the player (see Problem).
func StartUCI(ctx context.Context, cfg EngineConfig) (e *UCIEngine, note string, err error) {
	words := catalog.For(cfg.Language)
	eng, err := engine.Start(ctx, engine.Config{Command: cfg.Command, Args: cfg.Args, Think: cfg.Think, Timeout: cfg.Timeout})
	if err != nil {
		return nil, "", &engineError{err: err, words: words}
	}
	applied, err := eng.SetStrength(ctx, cfg.Strength)
	switch {
	case engine.ReasonOf(err) == engine.Unsupported:
		note = words.Practice.NotWeaker
	case err != nil:
		eng.Close()
		return nil, "", &engineError{err: err, words: words}
	case applied.Clamped:
		note = words.EngineStrength(applied)
	}
	if err := eng.NewGame(ctx); err != nil {
		eng.Close()
		return nil, "", &engineError{err: err, words: words}
	}
	return &UCIEngine{e: eng, words: words}, note, nil
}

// Name is how the engine names itself ("Stockfish 16").
func (u *UCIEngine) Name() string { return u.e.Name() }

// Move searches the position for the engine's move.
func (u *UCIEngine) Move(ctx context.Context, start rules.Position, moves []rules.Move) (rules.Move, error) {
	best, _, err := u.search(ctx, start, moves)
	return best, err
}

// Hint searches the position for the player's best move and says the
// evaluation in words.
func (u *UCIEngine) Hint(ctx context.Context, start rules.Position, moves []rules.Move) (rules.Move, string, error) {
	best, info, err := u.search(ctx, start, moves)
	if err != nil {
		return rules.NoMove, "", err
	}
	eval := ""
	if info.HasScore {
		pos := positionAfter(start, moves)
		eval = u.words.Evaluation(info.Score, pos.SideToMove())
	}
	return best, eval, nil
}

// search asks the engine for its move and the last info line with a
// score; its error carries the player's sentence.
func (u *UCIEngine) search(ctx context.Context, start rules.Position, moves []rules.Move) (rules.Move, uci.Info, error) {
	best, last, err := u.e.Move(ctx, start, moves...)
	if err != nil {
		return rules.NoMove, last, &engineError{err: err, words: u.words}
	}
	return best, last, nil
}

// Close asks the engine to quit, and kills it if it does not.
func (u *UCIEngine) Close() error {
	if err := u.e.Close(); err != nil {
		return fmt.Errorf("practice: %w", err)
	}
	return nil
}

// engineError is an engine's error with the sentence a player hears.
type engineError struct {
	err   error
	words *catalog.UI
}

func (e *engineError) Error() string { return e.err.Error() }
func (e *engineError) Unwrap() error { return e.err }

// Sentence says the error for the player, in one sentence without its
// full stop.
func (e *engineError) Sentence() string {
	s := e.words.EngineProblem(e.err)
	for len(s) > 0 && s[len(s)-1] == '.' {
		s = s[:len(s)-1]
	}
	return s
}
