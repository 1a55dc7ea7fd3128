package uci

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/tactuschess/tactus/rules"
)

// DefaultCommand is the engine started when Config.Path is empty:
// Stockfish, as Debian's stockfish package installs it in /usr/games.
const DefaultCommand = "stockfish"

// Config says which engine to start and how long to wait for it. Zero
// durations take the defaults named.
type Config struct {
	Path   string    // the program: a path, or a name looked up on PATH then in /usr/games; "" is DefaultCommand
	Args   []string  // its arguments
	Dir    string    // its working directory; "" is the current one
	Env    []string  // "KEY=value" entries added to the environment
	Stderr io.Writer // where its standard error goes; nil discards it

	// ReplyTimeout bounds an exchange whose context has no deadline
	// (default 10 s): the handshake, isready, stop.
	ReplyTimeout time.Duration
	// Grace is how long past its time limit a search, or a quit, may take
	// before the engine is killed (default 2 s).
	Grace time.Duration
	// MaxSearch bounds a search limited by depth, nodes or mate only
	// (default 10 minutes); infinite searches have no bound until Stop.
	MaxSearch time.Duration
	// MaxLine is the longest line read from the engine (default 64 KiB);
	// longer lines are skipped and reported in Warnings.
	MaxLine int
}

func (c Config) withDefaults() Config {
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&c.ReplyTimeout, 10*time.Second)
	def(&c.Grace, 2*time.Second)
	def(&c.MaxSearch, 10*time.Minute)
	if c.MaxLine < 64 {
		c.MaxLine = 64 << 10
	}
	return c
}

// ID is how the engine names itself in the handshake.
type ID struct {
	Name, Author string
}

// Engine is a running UCI engine. Its methods may be called from several
// goroutines; commands that need the engine idle return ErrBusy while a
// search runs. Close always ends and reaps the process.
type Engine struct {
	cfg    Config
	cmd    *exec.Cmd
	stdin  *os.File
	stdout *os.File
	wmu    sync.Mutex // serialises writes

	mu        sync.Mutex
	id        ID
	options   []Option
	uciok     chan struct{} // closed at uciok
	shaking   bool          // before uciok
	readySent uint64
	readyGot  uint64
	readyCh   chan struct{} // closed and replaced at each readyok
	search    *Search
	values    map[string]string // option values set, by lower-case name
	warnings  []error
	cause     error // why the engine was killed, reported instead of "stopped"
	closed    bool
	pos       rules.Position // the position last sent
	posSent   bool

	dead    chan struct{} // closed once the process is reaped
	deadErr error         // set before dead closes
}

// Locate finds an engine's program: command itself if it holds a slash,
// else on PATH, then in /usr/games (where Debian puts stockfish). An empty
// command is DefaultCommand. A missing program is a *NotFoundError.
func Locate(command string) (string, error) {
	if command == "" {
		command = DefaultCommand
	}
	p, err := exec.LookPath(command)
	if err == nil {
		return p, nil
	}
	looked := []string{"PATH", "/usr/games"}
	if strings.ContainsRune(command, filepath.Separator) {
		looked = nil
	} else if g := filepath.Join("/usr/games", command); isExecutable(g) {
		return g, nil
	}
	return "", &NotFoundError{Command: command, Looked: looked, Err: err}
}

func isExecutable(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0
}

// Start runs the engine and completes the UCI handshake (uci … uciok),
// within ctx's deadline or Config.ReplyTimeout. On any failure the
// process is killed and reaped before Start returns.
func Start(ctx context.Context, cfg Config) (*Engine, error) {
	cfg = cfg.withDefaults()
	path, err := Locate(cfg.Path)
	if err != nil {
		return nil, err
	}
	e, err := spawn(path, cfg)
	if err != nil {
		return nil, err
	}
	if err := e.handshake(ctx); err != nil {
		e.Close()
		return nil, err
	}
	return e, nil
}

// spawn starts the process with its pipes and the goroutine reading it.
func spawn(path string, cfg Config) (*Engine, error) {
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("uci: %w", err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, fmt.Errorf("uci: %w", err)
	}
	cmd := exec.Command(path, cfg.Args...)
	cmd.Dir, cmd.Stdin, cmd.Stdout, cmd.Stderr = cfg.Dir, inR, outW, cfg.Stderr
	if len(cfg.Env) > 0 {
		cmd.Env = append(os.Environ(), cfg.Env...)
	}
	cmd.WaitDelay = cfg.Grace
	err = cmd.Start()
	inR.Close()
	outW.Close()
	if err != nil {
		inW.Close()
		outR.Close()
		return nil, fmt.Errorf("uci: starting %s: %w", path, err)
	}
	e := &Engine{cfg: cfg, cmd: cmd, stdin: inW, stdout: outR, uciok: make(chan struct{}), shaking: true,
		readyCh: make(chan struct{}), values: map[string]string{}, dead: make(chan struct{})}
	go e.run(bufio.NewReaderSize(outR, cfg.MaxLine))
	return e, nil
}

// handshake sends uci and waits for uciok.
func (e *Engine) handshake(ctx context.Context) error {
	deadline := e.deadline(ctx)
	if err := e.send(ctx, deadline, "uci"); err != nil {
		return err
	}
	return e.wait(ctx, deadline, e.uciok, "uciok")
}

// ID returns the engine's name and author.
func (e *Engine) ID() ID {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.id
}

// Options returns the options the engine offered, in its order.
func (e *Engine) Options() []Option {
	e.mu.Lock()
	defer e.mu.Unlock()
	out := make([]Option, len(e.options))
	for i, o := range e.options {
		o.Vars = append([]string(nil), o.Vars...)
		out[i] = o
	}
	return out
}

// Option returns the option of that name (compared without case, as the
// protocol asks).
func (e *Engine) Option(name string) (Option, bool) {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.option(name)
}

func (e *Engine) option(name string) (Option, bool) {
	for _, o := range e.options {
		if strings.EqualFold(o.Name, name) {
			o.Vars = append([]string(nil), o.Vars...)
			return o, true
		}
	}
	return Option{}, false
}

// Warnings returns the problems met that did not stop an exchange: option
// lines that could not be read, lines too long, malformed info lines (at
// most the first 32, each a *ProtocolError).
func (e *Engine) Warnings() []error {
	e.mu.Lock()
	defer e.mu.Unlock()
	return append([]error(nil), e.warnings...)
}

// Done is closed once the engine's process has ended and been reaped.
func (e *Engine) Done() <-chan struct{} { return e.dead }

// Quit asks the engine to quit and waits for it, until ctx's deadline or
// Config.Grace; an engine still running then is killed (and Quit returns
// an error wrapping ErrTimeout). The engine is closed either way.
func (e *Engine) Quit(ctx context.Context) error {
	if e.isClosed() {
		return nil
	}
	deadline := time.Now().Add(e.cfg.Grace)
	if d, ok := ctx.Deadline(); ok && d.Before(deadline) {
		deadline = d
	}
	var err error
	if e.send(ctx, deadline, "quit") == nil {
		t := time.NewTimer(time.Until(deadline))
		select {
		case <-e.dead:
		case <-t.C:
			err = e.kill(fmt.Errorf("uci: the engine did not quit within %v and was killed: %w", e.cfg.Grace, ErrTimeout))
		case <-ctx.Done():
		}
		t.Stop()
	}
	e.Close()
	return err
}

// Close kills the engine if it is still running and waits until its
// process is reaped and the goroutine reading it has ended. Calling it
// again does nothing.
func (e *Engine) Close() error {
	e.mu.Lock()
	already := e.closed
	e.closed = true
	e.mu.Unlock()
	if !already {
		e.kill(fmt.Errorf("uci: %w", ErrClosed))
		e.wmu.Lock()
		e.stdin.Close()
		e.wmu.Unlock()
	}
	<-e.dead
	return nil
}

func (e *Engine) isClosed() bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.closed
}

// kill ends the process, remembering why, and returns the reason.
func (e *Engine) kill(cause error) error {
	e.mu.Lock()
	if e.cause == nil {
		e.cause = cause
	}
	e.mu.Unlock()
	_ = e.cmd.Process.Kill() // fails only when the process has already ended
	e.stdout.Close()         // ends run's read even if a child process keeps the pipe open
	return cause
}
