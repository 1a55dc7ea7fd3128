package uci

import (
	"errors"
	"fmt"
	"strings"
)

// Sentinel errors. Errors returned by the package wrap one of them (test
// with errors.Is) and, where there is more to say, are one of the error
// types below (test with errors.As).
var (
	// ErrNotFound is wrapped by a *NotFoundError when the engine's program
	// does not exist.
	ErrNotFound = errors.New("engine not found")
	// ErrEngineDied is wrapped by a *DiedError when the engine's output
	// ends: it exited or crashed.
	ErrEngineDied = errors.New("engine stopped")
	// ErrTimeout is returned when the engine did not answer before a
	// deadline; the engine is killed, as it is taken to hang.
	ErrTimeout = errors.New("engine did not answer in time")
	// ErrProtocol is wrapped by a *ProtocolError when the engine wrote a
	// line the UCI protocol does not allow.
	ErrProtocol = errors.New("engine broke the UCI protocol")
	// ErrUnknownOption is returned by SetOption for a name the engine did
	// not offer.
	ErrUnknownOption = errors.New("unknown option")
	// ErrBadValue is returned by SetOption for a value outside what the
	// engine offered (a spin out of range, a combo value not listed, …).
	ErrBadValue = errors.New("bad option value")
	// ErrBusy is returned when a command needs the engine idle while a
	// search runs; stop the search first.
	ErrBusy = errors.New("engine is searching")
	// ErrClosed is returned after Close or Quit.
	ErrClosed = errors.New("engine closed")
	// ErrUnsupported is returned when the engine does not offer what a
	// command needs (Chess960, a way to limit its strength).
	ErrUnsupported = errors.New("not supported by the engine")
)

// NotFoundError says which engine command could not be found.
type NotFoundError struct {
	Command string   // the command as given (or the default, "stockfish")
	Looked  []string // where it was looked for
	Err     error    // the underlying error from os/exec
}

// Error names the command and where it was looked for.
func (e *NotFoundError) Error() string {
	where := ""
	if len(e.Looked) > 0 {
		where = " (looked in " + strings.Join(e.Looked, ", ") + ")"
	}
	return fmt.Sprintf("uci: engine %q not found%s", e.Command, where)
}

// Unwrap returns ErrNotFound and the underlying error.
func (e *NotFoundError) Unwrap() []error { return []error{ErrNotFound, e.Err} }

// DiedError reports that the engine's output ended, with how its process
// ended.
type DiedError struct {
	Status   string // "exit status 3", "signal: segmentation fault", or "" if unknown
	ExitCode int    // the exit code, -1 if killed by a signal or unknown
}

// Error says that the engine stopped, with its exit status.
func (e *DiedError) Error() string {
	if e.Status == "" {
		return "uci: the engine stopped"
	}
	return "uci: the engine stopped (" + e.Status + ")"
}

// Unwrap returns ErrEngineDied.
func (e *DiedError) Unwrap() error { return ErrEngineDied }

// ProtocolError is a line from the engine that breaks the protocol: a
// malformed bestmove, info or option line, or a move that is not legal.
type ProtocolError struct {
	Line string // the line, shortened to 200 bytes
	Err  error  // what is wrong with it
}

// Error quotes the line and says what is wrong with it.
func (e *ProtocolError) Error() string {
	return fmt.Sprintf("uci: bad line from the engine %q: %v", e.Line, e.Err)
}

// Unwrap returns ErrProtocol and the cause (rules.ErrIllegalMove for an
// illegal move).
func (e *ProtocolError) Unwrap() []error { return []error{ErrProtocol, e.Err} }

// maxQuoted bounds the line kept in a ProtocolError.
const maxQuoted = 200

func protocolErr(line string, format string, a ...any) *ProtocolError {
	return &ProtocolError{Line: shorten(line), Err: fmt.Errorf(format, a...)}
}

func shorten(s string) string {
	if len(s) <= maxQuoted {
		return s
	}
	return s[:maxQuoted] + "…"
}
