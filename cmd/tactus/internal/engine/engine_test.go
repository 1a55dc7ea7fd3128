package engine

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/tactuschess/tactus/internal/rulestest"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/uci"
)

// TestReasonOf: each of the driver's failures has its one reason, through
// any wrapping, and an *Error keeps the reason it was given.
func TestReasonOf(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want Reason
	}{
		{nil, Failed},
		{errors.New("something else"), Failed},
		{&uci.NotFoundError{Command: "nosuchengine", Err: errors.New("exec")}, Missing},
		{fmt.Errorf("start: %w", &uci.NotFoundError{Command: "x"}), Missing},
		{fmt.Errorf("uci: no bestmove: %w", uci.ErrTimeout), Late},
		{fmt.Errorf("wait: %w", context.DeadlineExceeded), Late},
		{&uci.DiedError{Status: "exit status 3", ExitCode: 3}, Died},
		{uci.ErrClosed, Died},
		{&uci.ProtocolError{Line: "bestmove", Err: errors.New("no move")}, Protocol},
		{fmt.Errorf("strength: %w", uci.ErrUnsupported), Unsupported},
		{&Error{Reason: NoMove, Err: errNoMove}, NoMove},
		{fmt.Errorf("practice: %w", &Error{Reason: Late, Err: uci.ErrEngineDied}), Late},
	} {
		if got := ReasonOf(tc.err); got != tc.want {
			t.Errorf("ReasonOf(%v) = %v, want %v", tc.err, got, tc.want)
		}
	}
}

// TestMissing: a program that is not there is Missing, and the error
// still is the driver's (uci.ErrNotFound) for whoever words it.
func TestMissing(t *testing.T) {
	_, err := Start(context.Background(), Config{Command: "/nonexistent/engine"})
	if ReasonOf(err) != Missing || !errors.Is(err, uci.ErrNotFound) {
		t.Fatalf("Start of a missing engine: %v (%v)", err, ReasonOf(err))
	}
	var e *Error
	if !errors.As(err, &e) || e.Reason != Missing {
		t.Fatalf("not an *Error of Missing: %#v", err)
	}
}

// stockfish starts Stockfish, or skips without it (fails under
// TACTUS_INTEGRATION=1).
func stockfish(t *testing.T, cfg Config) *Engine {
	t.Helper()
	if _, err := uci.Locate(""); err != nil {
		rulestest.Require(t, "stockfish (Debian package stockfish)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	e, err := Start(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := e.Close(); err != nil {
			t.Error(err)
		}
	})
	return e
}

// TestStockfish: the engine names itself, finds the mate in one (Laws
// 5.1.1: the game is won by the player who has checkmated), and has no
// move in a mated position: Search says so with rules.NoMove, Move with
// the reason NoMove.
func TestStockfish(t *testing.T) {
	e := stockfish(t, Config{Think: 100 * time.Millisecond})
	if e.Name() == "" || e.Think() != 100*time.Millisecond {
		t.Errorf("name %q, think %v", e.Name(), e.Think())
	}
	ctx := context.Background()
	if err := e.NewGame(ctx); err != nil {
		t.Fatal(err)
	}
	// Scholar's mate: Qxf7 mates
	pos, err := rules.ParseFEN("r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 3 3")
	if err != nil {
		t.Fatal(err)
	}
	best, info, err := e.Search(ctx, 0, pos)
	if err != nil || pos.UCI(best) != "h5f7" {
		t.Fatalf("mate in one: %v, %v", best, err)
	}
	if !info.HasScore || !info.Score.Mate {
		t.Errorf("no mate score: %+v", info.Score)
	}
	mated := pos
	if err := mated.Play(best); err != nil {
		t.Fatal(err)
	}
	if best, _, err := e.Search(ctx, 0, mated); err != nil || best != rules.NoMove {
		t.Errorf("search of a mated position: %v, %v", best, err)
	}
	if _, _, err := e.Move(ctx, mated); ReasonOf(err) != NoMove {
		t.Errorf("move in a mated position: %v", err)
	}
}
