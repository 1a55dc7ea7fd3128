package uci

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"
)

// maxWarnings bounds Engine.Warnings.
const maxWarnings = 32

// run reads the engine's lines until its output ends, handing each to
// dispatch, then reaps the process. It is the only goroutine an Engine
// starts, and it never waits for a caller.
func (e *Engine) run(r *bufio.Reader) {
	for {
		text, long, err := readLine(r)
		switch {
		case long:
			e.warn(protocolErr(text, "line longer than %d bytes skipped", e.cfg.MaxLine))
		case text != "":
			e.dispatch(text)
		}
		if err != nil {
			break
		}
	}
	e.reap()
}

// readLine returns the next line without its end of line; a line longer
// than the reader's buffer is skipped to its end and reported as long,
// with its beginning.
func readLine(r *bufio.Reader) (string, bool, error) {
	b, err := r.ReadSlice('\n')
	if !errors.Is(err, bufio.ErrBufferFull) {
		return strings.TrimSpace(string(b)), false, err
	}
	head := string(b[:min(len(b), maxQuoted)])
	for errors.Is(err, bufio.ErrBufferFull) {
		_, err = r.ReadSlice('\n')
	}
	return head, true, err
}

// dispatch hands a line to whoever waits for it; lines nobody waits for
// and unknown lines are ignored, as the protocol asks.
func (e *Engine) dispatch(line string) {
	word, rest, _ := strings.Cut(line, " ")
	e.mu.Lock()
	defer e.mu.Unlock()
	switch word {
	case "id":
		if e.shaking {
			e.setID(strings.TrimSpace(rest))
		}
	case "option":
		if e.shaking {
			e.addOption(line)
		}
	case "uciok":
		if e.shaking {
			e.shaking = false
			close(e.uciok)
		}
	case "readyok":
		e.readyGot++
		close(e.readyCh)
		e.readyCh = make(chan struct{})
	case "info":
		if s := e.search; s != nil {
			s.add(ParseInfo(line, &s.root))
		}
	case "bestmove":
		if s := e.search; s != nil {
			e.search = nil
			s.finish(ParseBestMove(line, &s.root))
		}
	}
}

func (e *Engine) setID(rest string) {
	key, value, _ := strings.Cut(rest, " ")
	switch key {
	case "name":
		e.id.Name = strings.TrimSpace(value)
	case "author":
		e.id.Author = strings.TrimSpace(value)
	}
}

func (e *Engine) addOption(line string) {
	o, err := ParseOption(line)
	if err != nil {
		e.addWarning(err)
		return
	}
	if _, dup := e.option(o.Name); dup {
		e.addWarning(protocolErr(line, "option %q offered twice", o.Name))
		return
	}
	e.options = append(e.options, o)
}

func (e *Engine) warn(err error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.addWarning(err)
}

func (e *Engine) addWarning(err error) {
	if len(e.warnings) < maxWarnings {
		e.warnings = append(e.warnings, err)
	}
}

// reap waits for the process once its output has ended (killing it after
// Config.Grace), records why it ended and wakes every waiter.
func (e *Engine) reap() {
	t := time.AfterFunc(e.cfg.Grace, func() { _ = e.cmd.Process.Kill() })
	_ = e.cmd.Wait()
	t.Stop()
	e.stdout.Close()
	e.mu.Lock()
	defer e.mu.Unlock()
	e.deadErr = e.cause
	if e.deadErr == nil {
		st := e.cmd.ProcessState
		e.deadErr = &DiedError{Status: st.String(), ExitCode: st.ExitCode()}
	}
	if s := e.search; s != nil {
		e.search = nil
		s.finish(BestMove{}, e.deadErr)
	}
	close(e.dead)
}

// deadline is ctx's deadline, or Config.ReplyTimeout from now.
func (e *Engine) deadline(ctx context.Context) time.Time {
	if d, ok := ctx.Deadline(); ok {
		return d
	}
	return time.Now().Add(e.cfg.ReplyTimeout)
}

// alive returns why the engine cannot take a command, or nil.
func (e *Engine) alive() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	switch {
	case e.closed:
		return fmt.Errorf("uci: %w", ErrClosed)
	case e.deadErr != nil:
		return e.deadErr
	}
	return nil
}

// send writes one command line before deadline. An engine that does not
// read it in time is killed; one whose input is gone has died, and send
// waits (until deadline) to say how.
func (e *Engine) send(ctx context.Context, deadline time.Time, cmd string) error {
	if err := e.alive(); err != nil {
		return err
	}
	e.wmu.Lock()
	_ = e.stdin.SetWriteDeadline(deadline)
	_, err := io.WriteString(e.stdin, cmd+"\n")
	e.wmu.Unlock()
	switch {
	case err == nil:
		return nil
	case errors.Is(err, os.ErrDeadlineExceeded):
		return e.kill(fmt.Errorf("uci: the engine did not read %q in time: %w", cmd, ErrTimeout))
	case errors.Is(err, os.ErrClosed):
		return fmt.Errorf("uci: %w", ErrClosed)
	}
	return e.wait(ctx, deadline, nil, "exit") // the input is gone: wait for run to say how
}

// wait waits for ch to close, the engine to end, or deadline (the engine
// is then killed and wait returns an error wrapping ErrTimeout). A
// cancelled ctx returns at once and leaves the engine as it is.
func (e *Engine) wait(ctx context.Context, deadline time.Time, ch <-chan struct{}, what string) error {
	select {
	case <-ch:
		return nil
	default:
	}
	d := time.Until(deadline)
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ch:
		return nil
	case <-e.dead:
		return e.alive()
	case <-t.C:
	case <-ctx.Done():
		if !errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return fmt.Errorf("uci: waiting for %s: %w", what, ctx.Err())
		}
	}
	return e.kill(fmt.Errorf("uci: no %s from the engine within %v: %w", what, d.Round(time.Millisecond), ErrTimeout))
}

// Ready sends isready and waits for readyok: the engine has done all it
// was told.
func (e *Engine) Ready(ctx context.Context) error {
	e.mu.Lock()
	e.readySent++
	n := e.readySent
	e.mu.Unlock()
	deadline := e.deadline(ctx)
	if err := e.send(ctx, deadline, "isready"); err != nil {
		return err
	}
	for {
		e.mu.Lock()
		got, ch := e.readyGot, e.readyCh
		e.mu.Unlock()
		if got >= n {
			return nil
		}
		if err := e.wait(ctx, deadline, ch, "readyok"); err != nil {
			return err
		}
	}
}
