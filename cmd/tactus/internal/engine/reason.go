package engine

import (
	"context"
	"errors"

	"github.com/tactuschess/tactus/rules/uci"
)

// Reason is why an engine failed, for the app to word.
type Reason uint8

// The reasons.
const (
	// Failed is any other failure.
	Failed Reason = iota
	// Missing: the engine's program is not there (uci.ErrNotFound).
	Missing
	// Late: the engine did not answer before the deadline and was killed
	// as hung (uci.ErrTimeout, or the question's deadline passed).
	Late
	// Died: the engine's program ended (uci.ErrEngineDied, uci.ErrClosed).
	Died
	// Protocol: the engine wrote what UCI does not allow (uci.ErrProtocol).
	Protocol
	// Unsupported: the engine does not offer what was asked, such as a
	// way to weaken it (uci.ErrUnsupported).
	Unsupported
	// NoMove: the engine answered a request for a move without one.
	NoMove
)

// String names the reason in English, for logs.
func (r Reason) String() string {
	switch r {
	case Missing:
		return "missing"
	case Late:
		return "late"
	case Died:
		return "died"
	case Protocol:
		return "protocol"
	case Unsupported:
		return "unsupported"
	case NoMove:
		return "no move"
	}
	return "failed"
}

// Error is an engine's failure with its Reason; Err is the driver's error
// (test it with errors.Is against rules/uci's sentinels).
type Error struct {
	Reason Reason
	Err    error
}

// Error says the reason and the driver's error.
func (e *Error) Error() string { return "engine: " + e.Reason.String() + ": " + e.Err.Error() }

// Unwrap returns the driver's error.
func (e *Error) Unwrap() error { return e.Err }

// errNoMove is the error of a NoMove.
var errNoMove = errors.New("engine: the engine has no move")

// ReasonOf is the reason of an engine's error: its *Error's, or else the
// reason its rules/uci sentinel stands for; Failed for nil or another error.
func ReasonOf(err error) Reason {
	var e *Error
	if errors.As(err, &e) {
		return e.Reason
	}
	switch {
	case err == nil:
		return Failed
	case errors.Is(err, uci.ErrNotFound):
		return Missing
	case errors.Is(err, uci.ErrTimeout), errors.Is(err, context.DeadlineExceeded):
		return Late
	case errors.Is(err, uci.ErrEngineDied), errors.Is(err, uci.ErrClosed):
		return Died
	case errors.Is(err, uci.ErrProtocol):
		return Protocol
	case errors.Is(err, uci.ErrUnsupported):
		return Unsupported
	}
	return Failed
}

// wrap gives a driver's error its reason.
func wrap(err error) error { return &Error{Reason: ReasonOf(err), Err: err} }
