package uci

import (
	"context"
	"fmt"
	"strings"

	"github.com/tactuschess/tactus/rules"
)

// idle returns ErrBusy while a search runs, or why the engine is gone.
func (e *Engine) idle() error {
	if err := e.alive(); err != nil {
		return err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.search != nil {
		return fmt.Errorf("uci: %w", ErrBusy)
	}
	return nil
}

func (e *Engine) hasPosition() bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.posSent
}

// SetOption sets one of the options the engine offered, checked against
// what it offered (ErrUnknownOption, ErrBadValue): "true" or "false" for
// a check, a number in range for a spin, one of the values of a combo
// (without regard to case), "" for a button. The engine does not answer;
// call Ready to wait until it has taken the option in.
func (e *Engine) SetOption(ctx context.Context, name, value string) error {
	o, ok := e.Option(name)
	if !ok {
		return fmt.Errorf("uci: option %q: %w", name, ErrUnknownOption)
	}
	v, err := o.Validate(value)
	if err != nil {
		return err
	}
	if err := e.idle(); err != nil {
		return err
	}
	cmd := "setoption name " + o.Name
	if o.Type != Button {
		cmd += " value " + v
	}
	if err := e.send(ctx, e.deadline(ctx), cmd); err != nil {
		return err
	}
	e.mu.Lock()
	e.values[strings.ToLower(o.Name)] = v
	e.mu.Unlock()
	return nil
}

// value returns an option's value as last set, or its default.
func (e *Engine) value(o Option) string {
	e.mu.Lock()
	defer e.mu.Unlock()
	if v, ok := e.values[strings.ToLower(o.Name)]; ok {
		return v
	}
	return o.Default
}

// NewGame tells the engine that the next position is from another game
// (ucinewgame) and waits until it is ready.
func (e *Engine) NewGame(ctx context.Context) error {
	if err := e.idle(); err != nil {
		return err
	}
	if err := e.send(ctx, e.deadline(ctx), "ucinewgame"); err != nil {
		return err
	}
	return e.Ready(ctx)
}

// Position sets the position to search: start, then moves, each of which
// must be legal in turn (rules.ErrIllegalMove otherwise, and nothing is
// sent). A Chess960 start switches the engine's UCI_Chess960 option on
// (ErrUnsupported if it has none), a standard one switches it off.
func (e *Engine) Position(ctx context.Context, start rules.Position, moves ...rules.Move) error {
	if err := e.idle(); err != nil {
		return err
	}
	cmd, end, err := positionCommand(start, moves)
	if err != nil {
		return err
	}
	if err := e.setChess960(ctx, start.IsChess960()); err != nil {
		return err
	}
	if err := e.send(ctx, e.deadline(ctx), cmd); err != nil {
		return err
	}
	e.mu.Lock()
	e.pos, e.posSent = end, true
	e.mu.Unlock()
	return nil
}

// positionCommand writes the position command and returns the position
// after the moves.
func positionCommand(start rules.Position, moves []rules.Move) (string, rules.Position, error) {
	var b strings.Builder
	if !start.IsChess960() && start.FEN() == rules.StartFEN {
		b.WriteString("position startpos")
	} else {
		b.WriteString("position fen " + start.FEN())
	}
	if len(moves) > 0 {
		b.WriteString(" moves")
	}
	pos := start
	for i, m := range moves {
		text := pos.UCI(m)
		if err := pos.Play(m); err != nil {
			return "", pos, fmt.Errorf("uci: move %d (%s): %w", i+1, text, err)
		}
		b.WriteString(" " + text)
	}
	return b.String(), pos, nil
}

// setChess960 sets UCI_Chess960 when it must change.
func (e *Engine) setChess960(ctx context.Context, on bool) error {
	o, ok := e.Option("UCI_Chess960")
	if !ok {
		if on {
			return fmt.Errorf("uci: Chess960: %w", ErrUnsupported)
		}
		return nil
	}
	want := fmt.Sprint(on)
	if e.value(o) == want {
		return nil
	}
	return e.SetOption(ctx, o.Name, want)
}
