package uci

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/tactuschess/tactus/rules"
)

// Limits are the parameters of a search ("go"). Zero fields are left out;
// with no limit at all the engine searches until Stop.
type Limits struct {
	Depth    int           // plies
	Nodes    int64         // positions
	Mate     int           // look for a mate in this many moves
	MoveTime time.Duration // think exactly this long

	WTime, BTime time.Duration // the clocks
	WInc, BInc   time.Duration // the increments
	MovesToGo    int           // moves until the next time control

	Infinite    bool         // search until Stop
	SearchMoves []rules.Move // consider only these root moves
	MultiPV     int          // report this many best lines (sets the MultiPV option); 0 is 1
}

// maxQueued bounds the info lines kept for Next; older ones are dropped.
const maxQueued = 4096

// Search is a running search. Read its info lines with Next and its result
// with Wait or Stop; one goroutine may call Stop while another waits.
type Search struct {
	e     *Engine
	root  rules.Position
	infos []Info // guarded by e.mu, like the fields below
	more  chan struct{}
	done  chan struct{}
	best  BestMove
	err   error
	timer *time.Timer
	stop  bool // stop sent
}

// Go starts a search of the position last given to Position (the start
// position if none). The search must end by ctx's deadline and, unless
// infinite, by its own time limit (MoveTime, or the clock of the side to
// move; Config.MaxSearch otherwise) plus Config.Grace: past that the
// engine is taken to hang, it is killed, and the search ends with an
// error wrapping ErrTimeout. Cancelling ctx after Go returns does not
// stop the search; call Stop.
func (e *Engine) Go(ctx context.Context, l Limits) (*Search, error) {
	deadline := e.deadline(ctx)
	if err := e.idle(); err != nil {
		return nil, err
	}
	if !e.hasPosition() {
		if err := e.Position(ctx, rules.StartPosition()); err != nil {
			return nil, err
		}
	}
	if err := e.setMultiPV(ctx, l.MultiPV); err != nil {
		return nil, err
	}
	e.mu.Lock()
	root := e.pos
	e.mu.Unlock()
	cmd, err := l.command(&root)
	if err != nil {
		return nil, err
	}
	s := &Search{e: e, root: root, more: make(chan struct{}, 1), done: make(chan struct{})}
	e.mu.Lock()
	if e.search != nil {
		e.mu.Unlock()
		return nil, fmt.Errorf("uci: %w", ErrBusy)
	}
	e.search = s
	s.arm(ctx, l, e.cfg)
	e.mu.Unlock()
	if err := e.send(ctx, deadline, cmd); err != nil {
		e.mu.Lock()
		if e.search == s {
			e.search = nil
			s.finish(BestMove{}, err)
		}
		e.mu.Unlock()
		return nil, err
	}
	return s, nil
}

// arm starts the timer that kills a search running past its time.
func (s *Search) arm(ctx context.Context, l Limits, cfg Config) {
	var limit time.Duration
	if !l.Infinite {
		limit = l.budget(s.root.SideToMove(), cfg.MaxSearch) + cfg.Grace
	}
	if d, ok := ctx.Deadline(); ok && (limit == 0 || time.Until(d) < limit) {
		limit = max(time.Until(d), time.Millisecond)
	}
	if limit > 0 {
		e := s.e
		s.timer = time.AfterFunc(limit, func() {
			e.kill(fmt.Errorf("uci: no bestmove from the engine within %v: %w", limit.Round(time.Millisecond), ErrTimeout))
		})
	}
}

// budget is the longest the search may take: the move time, the side's
// clock, or max.
func (l Limits) budget(side rules.Color, max time.Duration) time.Duration {
	d := l.MoveTime
	clock := l.WTime
	if side == rules.Black {
		clock = l.BTime
	}
	if clock > 0 && (d <= 0 || clock < d) {
		d = clock
	}
	if d <= 0 {
		d = max
	}
	return d
}

// command writes the go command, checking the search moves.
func (l Limits) command(root *rules.Position) (string, error) {
	var b strings.Builder
	b.WriteString("go")
	ms := func(key string, d time.Duration) {
		if d > 0 {
			b.WriteString(" " + key + " " + strconv.FormatInt(d.Milliseconds(), 10))
		}
	}
	num := func(key string, n int64) {
		if n > 0 {
			b.WriteString(" " + key + " " + strconv.FormatInt(n, 10))
		}
	}
	ms("wtime", l.WTime)
	ms("btime", l.BTime)
	ms("winc", l.WInc)
	ms("binc", l.BInc)
	num("movestogo", int64(l.MovesToGo))
	num("depth", int64(l.Depth))
	num("nodes", l.Nodes)
	num("mate", int64(l.Mate))
	ms("movetime", l.MoveTime)
	if l.Infinite {
		b.WriteString(" infinite")
	}
	if len(l.SearchMoves) > 0 {
		b.WriteString(" searchmoves")
	}
	for _, m := range l.SearchMoves {
		if !root.IsLegal(m) {
			return "", fmt.Errorf("uci: search move %s: %w", root.UCI(m), rules.ErrIllegalMove)
		}
		b.WriteString(" " + root.UCI(m))
	}
	return b.String(), nil
}

// setMultiPV sets the MultiPV option when the search needs another value.
func (e *Engine) setMultiPV(ctx context.Context, n int) error {
	n = max(n, 1)
	o, ok := e.Option("MultiPV")
	if !ok {
		if n > 1 {
			return fmt.Errorf("uci: several lines (MultiPV): %w", ErrUnsupported)
		}
		return nil
	}
	e.mu.Lock()
	cur, set := e.values["multipv"]
	e.mu.Unlock()
	if !set {
		cur = o.Default
	}
	if cur == strconv.Itoa(n) {
		return nil
	}
	return e.SetOption(ctx, o.Name, strconv.Itoa(n))
}

// add queues an info line (e.mu held).
func (s *Search) add(in Info) {
	if in.Err != nil {
		s.e.addWarning(in.Err)
	}
	if len(s.infos) >= maxQueued {
		s.infos = s.infos[1:]
	}
	s.infos = append(s.infos, in)
	select {
	case s.more <- struct{}{}:
	default:
	}
}

// finish ends the search (e.mu held).
func (s *Search) finish(best BestMove, err error) {
	if s.timer != nil {
		s.timer.Stop()
	}
	s.best, s.err = best, err
	close(s.done)
}

// Root returns the position searched.
func (s *Search) Root() rules.Position { return s.root }

// Done is closed when the search has ended.
func (s *Search) Done() <-chan struct{} { return s.done }

// Next returns the next info line of the search, waiting for one. At the
// end of the search it returns io.EOF, or the error that ended it. A
// cancelled ctx only stops the wait.
func (s *Search) Next(ctx context.Context) (Info, error) {
	for {
		s.e.mu.Lock()
		if len(s.infos) > 0 {
			in := s.infos[0]
			s.infos = s.infos[1:]
			s.e.mu.Unlock()
			return in, nil
		}
		s.e.mu.Unlock()
		select {
		case <-s.done:
			if s.err != nil {
				return Info{}, s.err
			}
			if s.pending() {
				continue
			}
			return Info{}, io.EOF
		default:
		}
		select {
		case <-s.more:
		case <-s.done:
		case <-ctx.Done():
			return Info{}, fmt.Errorf("uci: waiting for the search: %w", ctx.Err())
		}
	}
}

func (s *Search) pending() bool {
	s.e.mu.Lock()
	defer s.e.mu.Unlock()
	return len(s.infos) > 0
}

// Wait waits for the end of the search and returns its best move: a
// malformed or illegal bestmove is a *ProtocolError; an engine that dies
// or overruns is an error wrapping ErrEngineDied or ErrTimeout. A
// cancelled ctx only stops the wait.
func (s *Search) Wait(ctx context.Context) (BestMove, error) {
	select {
	case <-s.done:
		return s.best, s.err
	case <-ctx.Done():
		return BestMove{}, fmt.Errorf("uci: waiting for the search: %w", ctx.Err())
	}
}

// Stop tells the engine to stop searching and waits for its best move,
// until ctx's deadline or Config.ReplyTimeout (then the engine is killed).
// After the end of the search it returns the result at once.
func (s *Search) Stop(ctx context.Context) (BestMove, error) {
	select {
	case <-s.done:
		return s.best, s.err
	default:
	}
	e := s.e
	deadline := e.deadline(ctx)
	e.mu.Lock()
	first := !s.stop
	s.stop = true
	e.mu.Unlock()
	if first {
		if err := e.send(ctx, deadline, "stop"); err != nil {
			return BestMove{}, err
		}
	}
	if err := e.wait(ctx, deadline, s.done, "bestmove after stop"); err != nil {
		return BestMove{}, err
	}
	return s.best, s.err
}

// Stop stops the running search, if any, and returns its best move.
func (e *Engine) Stop(ctx context.Context) (BestMove, error) {
	e.mu.Lock()
	s := e.search
	e.mu.Unlock()
	if s == nil {
		return BestMove{}, nil
	}
	return s.Stop(ctx)
}
