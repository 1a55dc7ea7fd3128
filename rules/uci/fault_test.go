package uci

import (
	"context"
	"errors"
	"io"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
)

func TestMissingEngine(t *testing.T) {
	_, err := Start(context.Background(), Config{Path: "no-such-chess-engine-xyz"})
	var nf *NotFoundError
	if !errors.As(err, &nf) || !errors.Is(err, ErrNotFound) || nf.Command != "no-such-chess-engine-xyz" {
		t.Fatalf("Start = %v, want a *NotFoundError naming the command", err)
	}
	if !strings.Contains(err.Error(), "no-such-chess-engine-xyz") || !strings.Contains(err.Error(), "/usr/games") {
		t.Errorf("message %q names neither the command nor where it looked", err)
	}
	if _, err := Start(context.Background(), Config{Path: "/no/such/dir/engine"}); !errors.Is(err, ErrNotFound) {
		t.Errorf("Start(path) = %v, want ErrNotFound", err)
	}
}

func TestStartFaults(t *testing.T) {
	for _, c := range []struct {
		mode    string
		timeout time.Duration
		want    error
	}{
		{"exitearly", 10 * time.Second, ErrEngineDied},
		{"nouciok", 300 * time.Millisecond, ErrTimeout},
	} {
		t.Run(c.mode, func(t *testing.T) {
			cfg, _ := fakeConfig(t, c.mode)
			cfg.ReplyTimeout = c.timeout
			e, err := Start(context.Background(), cfg)
			if e != nil || !errors.Is(err, c.want) {
				t.Fatalf("Start = %v, %v; want %v", e, err, c.want)
			}
			var died *DiedError
			if errors.As(err, &died) && died.ExitCode != 1 {
				t.Errorf("exit code %d, want 1 (%v)", died.ExitCode, err)
			}
		})
	}
}

func TestHangKilled(t *testing.T) {
	e, _ := startFake(t, "hang")
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	if err := e.Ready(ctx); !errors.Is(err, ErrTimeout) {
		t.Fatalf("Ready = %v, want ErrTimeout", err)
	}
	<-e.Done() // killed and reaped
	if err := e.NewGame(context.Background()); !errors.Is(err, ErrTimeout) {
		t.Errorf("NewGame after the kill = %v, want the timeout again", err)
	}
}

func TestCancelLeavesEngine(t *testing.T) {
	e, _ := startFake(t, "slow")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := e.Ready(ctx); !errors.Is(err, context.Canceled) {
		t.Fatalf("Ready(cancelled) = %v", err)
	}
	if err := e.Ready(context.Background()); err != nil {
		t.Errorf("Ready after a cancelled Ready: %v", err)
	}
}

func TestCrashMidSearch(t *testing.T) {
	e, _ := startFake(t, "crash")
	ctx := context.Background()
	s, err := e.Go(ctx, Limits{Depth: 5})
	if err != nil {
		t.Fatal(err)
	}
	var died *DiedError
	if _, err = s.Wait(ctx); !errors.As(err, &died) || !errors.Is(err, ErrEngineDied) || died.ExitCode != 3 {
		t.Fatalf("Wait = %v, want ErrEngineDied with exit status 3", err)
	}
	if !strings.Contains(err.Error(), "exit status 3") {
		t.Errorf("message %q lacks the exit status", err)
	}
	in, err := s.Next(ctx)
	if err != nil || in.Depth != 1 {
		t.Errorf("Next = %+v, %v; want the info sent before the crash", in, err)
	}
	if _, err := s.Next(ctx); !errors.Is(err, ErrEngineDied) {
		t.Errorf("Next at the end = %v", err)
	}
	if err := e.Position(ctx, rules.StartPosition()); !errors.Is(err, ErrEngineDied) {
		t.Errorf("Position after the crash = %v", err)
	}
}

func TestSearchOverrun(t *testing.T) {
	cfg, _ := fakeConfig(t, "hangsearch")
	cfg.Grace = 100 * time.Millisecond
	e, err := Start(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	s, err := e.Go(context.Background(), Limits{MoveTime: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Wait(context.Background()); !errors.Is(err, ErrTimeout) {
		t.Fatalf("Wait = %v, want ErrTimeout", err)
	}
}

func TestGoDeadline(t *testing.T) {
	e, _ := startFake(t, "hangsearch")
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	s, err := e.Go(ctx, Limits{Depth: 30})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Wait(context.Background()); !errors.Is(err, ErrTimeout) {
		t.Fatalf("Wait = %v, want ErrTimeout from Go's deadline", err)
	}
}

func TestStopIgnored(t *testing.T) {
	e, _ := startFake(t, "nostop")
	s, err := e.Go(context.Background(), Limits{Infinite: true})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	if _, err := s.Stop(ctx); !errors.Is(err, ErrTimeout) {
		t.Fatalf("Stop = %v, want ErrTimeout", err)
	}
	if _, err := s.Wait(context.Background()); !errors.Is(err, ErrTimeout) {
		t.Errorf("Wait after the kill = %v", err)
	}
}

func TestQuitIgnored(t *testing.T) {
	cfg, _ := fakeConfig(t, "noquit")
	cfg.Grace = 100 * time.Millisecond
	e, err := Start(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.Quit(context.Background()); !errors.Is(err, ErrTimeout) {
		t.Errorf("Quit = %v, want ErrTimeout (killed)", err)
	}
	select {
	case <-e.Done():
	default:
		t.Error("Quit returned before the process was reaped")
	}
	if err := e.Ready(context.Background()); !errors.Is(err, ErrClosed) {
		t.Errorf("Ready after Quit = %v, want ErrClosed", err)
	}
}

// TestNonsense plays a whole search with engines that write nonsense.
func TestNonsense(t *testing.T) {
	for _, mode := range []string{"garbage", "huge", "slow"} {
		t.Run(mode, func(t *testing.T) {
			e, _ := startFake(t, mode)
			if e.ID().Name != "Fake Engine 1.0" || len(e.Options()) != 9 {
				t.Errorf("handshake: %+v, %d options", e.ID(), len(e.Options()))
			}
			best := search(t, e, 4)
			if best.Move == rules.NoMove {
				t.Error("no best move")
			}
			if mode == "huge" && len(e.Warnings()) == 0 {
				t.Error("the huge line was not reported")
			}
		})
	}
}

// search runs a depth-limited search and checks its number of infos.
func search(t *testing.T, e *Engine, infos int) BestMove {
	t.Helper()
	ctx := context.Background()
	if err := e.NewGame(ctx); err != nil {
		t.Fatal(err)
	}
	s, err := e.Go(ctx, Limits{Depth: 3})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for ; ; n++ {
		if _, err := s.Next(ctx); err == io.EOF {
			break
		} else if err != nil {
			t.Fatal(err)
		}
	}
	if n != infos {
		t.Errorf("%d infos, want %d", n, infos)
	}
	best, err := s.Wait(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return best
}

func TestBadPV(t *testing.T) {
	e, _ := startFake(t, "badpv")
	ctx := context.Background()
	s, err := e.Go(ctx, Limits{Depth: 3})
	if err != nil {
		t.Fatal(err)
	}
	in, err := s.Next(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var pe *ProtocolError
	if len(in.PV) != 2 || !errors.As(in.Err, &pe) || !errors.Is(in.Err, rules.ErrIllegalMove) {
		t.Errorf("info = PV %v, Err %v; want the two legal moves and an illegal-move error", in.PV, in.Err)
	}
	if in.Depth != 3 || !in.HasScore {
		t.Errorf("the rest of the line was lost: %+v", in)
	}
	if _, err := s.Wait(ctx); err != nil {
		t.Errorf("the search did not end well: %v", err)
	}
	if len(e.Warnings()) != 1 {
		t.Errorf("warnings %v, want the bad PV", e.Warnings())
	}
}

func TestBadInfo(t *testing.T) {
	e, _ := startFake(t, "badinfo")
	best := search(t, e, 8)
	if best.Move == rules.NoMove {
		t.Error("no best move")
	}
	if w := e.Warnings(); len(w) != 4 || !errors.Is(w[0], ErrProtocol) {
		t.Errorf("warnings %v, want the four bad info lines", w)
	}
}

func TestBadBestMove(t *testing.T) {
	for _, c := range []struct {
		mode  string
		cause error
	}{{"badbest", ErrProtocol}, {"illegalbest", rules.ErrIllegalMove}} {
		t.Run(c.mode, func(t *testing.T) {
			e, _ := startFake(t, c.mode)
			ctx := context.Background()
			s, err := e.Go(ctx, Limits{Depth: 1})
			if err != nil {
				t.Fatal(err)
			}
			var pe *ProtocolError
			if _, err := s.Wait(ctx); !errors.As(err, &pe) || !errors.Is(err, c.cause) || !strings.HasPrefix(pe.Line, "bestmove") {
				t.Fatalf("Wait = %v, want a *ProtocolError with the line", err)
			}
			if err := e.Ready(ctx); err != nil {
				t.Errorf("the engine is not usable after a bad bestmove: %v", err)
			}
		})
	}
}

func TestBadOptions(t *testing.T) {
	e, _ := startFake(t, "badoption")
	if n := len(e.Options()); n != 9 {
		t.Errorf("%d options, want the 9 good ones", n)
	}
	if _, ok := e.Option("Broken"); ok {
		t.Error("the broken option was kept")
	}
	w := e.Warnings()
	if len(w) != 4 {
		t.Fatalf("warnings %v, want 4", w)
	}
	var pe *ProtocolError
	if !errors.As(w[0], &pe) || !strings.Contains(pe.Line, "Broken") {
		t.Errorf("first warning %v does not hold the line", w[0])
	}
}

// TestNoGoroutineLeak runs every fault and checks that the goroutines
// started end with the engines.
func TestNoGoroutineLeak(t *testing.T) {
	before := runtime.NumGoroutine()
	for _, mode := range []string{"normal", "hang", "crash", "hangsearch", "nostop", "noquit", "garbage", "huge"} {
		cfg, _ := fakeConfig(t, mode)
		cfg.Grace = 100 * time.Millisecond
		e, err := Start(context.Background(), cfg)
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
		if s, err := e.Go(ctx, Limits{MoveTime: 20 * time.Millisecond}); err == nil {
			_, _ = s.Stop(ctx)
		}
		_ = e.Quit(ctx)
		cancel()
	}
	for _, mode := range []string{"exitearly", "nouciok"} {
		cfg, _ := fakeConfig(t, mode)
		cfg.ReplyTimeout = 100 * time.Millisecond
		if _, err := Start(context.Background(), cfg); err == nil {
			t.Fatalf("%s started", mode)
		}
	}
	if after := goroutines(before); after > before {
		t.Errorf("%d goroutines before, %d after", before, after)
	}
}
