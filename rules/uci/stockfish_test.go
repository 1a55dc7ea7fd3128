package uci

import (
	"context"
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/internal/rulestest"
	"github.com/tactuschess/tactus/rules"
)

// stockfish starts the real Stockfish, skipping when it is not installed
// (failing when TACTUS_INTEGRATION=1).
func stockfish(tb testing.TB) *Engine {
	tb.Helper()
	if _, err := Locate(""); err != nil {
		rulestest.Require(tb, "stockfish (Debian package stockfish): "+err.Error())
	}
	e, err := Start(context.Background(), Config{})
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		if err := e.Quit(context.Background()); err != nil {
			tb.Error(err)
		}
	})
	return e
}

func TestStockfishHandshake(t *testing.T) {
	e := stockfish(t)
	if !strings.HasPrefix(e.ID().Name, "Stockfish") || e.ID().Author == "" {
		t.Errorf("ID = %+v", e.ID())
	}
	if w := e.Warnings(); len(w) > 0 {
		t.Errorf("warnings: %v", w)
	}
	elo, ok := e.Option("UCI_Elo")
	if !ok || elo.Type != Spin {
		t.Fatalf("UCI_Elo = %+v, %v", elo, ok)
	}
	if strings.HasPrefix(e.ID().Name, "Stockfish 15") && (elo.Min != 1350 || elo.Max != 2850) {
		t.Errorf("UCI_Elo from %d to %d, want 1350 to 2850", elo.Min, elo.Max)
	}
	t.Logf("%s: UCI_Elo %d–%d, %d options", e.ID().Name, elo.Min, elo.Max, len(e.Options()))
	for name, typ := range map[string]OptionType{"Hash": Spin, "Clear Hash": Button, "Ponder": Check, "Skill Level": Spin,
		"UCI_Chess960": Check, "UCI_LimitStrength": Check, "SyzygyPath": String} {
		if o, ok := e.Option(name); !ok || o.Type != typ {
			t.Errorf("option %s = %+v, want a %v", name, o, typ)
		}
	}
	ctx := context.Background()
	if err := e.SetOption(ctx, "Hash", "32"); err != nil {
		t.Error(err)
	}
	if err := e.SetOption(ctx, "UCI_Elo", "1000"); !errors.Is(err, ErrBadValue) {
		t.Errorf("UCI_Elo 1000 = %v, want ErrBadValue", err)
	}
	if err := e.NewGame(ctx); err != nil {
		t.Error(err)
	}
}

func TestStockfishMateInOne(t *testing.T) {
	e := stockfish(t)
	ctx := context.Background()
	pos, err := rules.ParseFEN("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if err := e.Position(ctx, pos); err != nil {
		t.Fatal(err)
	}
	s, err := e.Go(ctx, Limits{Depth: 6})
	if err != nil {
		t.Fatal(err)
	}
	var last Info
	for {
		in, err := s.Next(ctx)
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if in.Err != nil {
			t.Errorf("info: %v", in.Err)
		}
		if in.HasScore {
			last = in
		}
	}
	best, err := s.Wait(ctx)
	if err != nil || pos.UCI(best.Move) != "d1d8" {
		t.Fatalf("best move %s, %v; want d1d8", pos.UCI(best.Move), err)
	}
	if last.Score != (Score{Mate: true, Value: 1}) || len(last.PV) != 1 || last.Depth != 6 {
		t.Errorf("last info = %+v", last)
	}
	if got := last.Score.Verdict(pos.SideToMove()); got != (Verdict{Kind: Mating, Side: rules.White, Moves: 1}) {
		t.Errorf("Verdict = %+v", got)
	}
}

func TestStockfishFromStart(t *testing.T) {
	e := stockfish(t)
	ctx := context.Background()
	for _, start := range []int{-1, 0, 959} {
		pos := rules.StartPosition()
		if start >= 0 {
			pos, _ = rules.Chess960Position(start)
		}
		if err := e.Position(ctx, pos); err != nil {
			t.Fatal(err)
		}
		s, err := e.Go(ctx, Limits{Depth: 8, MultiPV: 2})
		if err != nil {
			t.Fatal(err)
		}
		lines := 0
		for in, err := s.Next(ctx); err == nil; in, err = s.Next(ctx) {
			if in.Err != nil {
				t.Errorf("position %d: %v", start, in.Err)
			}
			if in.MultiPV == 2 && len(in.PV) > 0 {
				lines++
			}
		}
		best, err := s.Wait(ctx)
		if err != nil || !pos.IsLegal(best.Move) || lines == 0 {
			t.Errorf("position %d: best %v, %v, %d second lines", start, best, err, lines)
		}
	}
}

func TestStockfishStrength(t *testing.T) {
	e := stockfish(t)
	ctx := context.Background()
	a, err := e.SetStrength(ctx, Strength{Elo: 1500})
	if err != nil || a != (Applied{Option: "UCI_Elo", Value: 1500}) {
		t.Fatalf("SetStrength(1500) = %+v, %v", a, err)
	}
	g := rules.NewGame(rules.StartPosition())
	for i := 0; i < 6 && g.Status().Result == rules.Result(""); i++ {
		if err := e.Position(ctx, g.Start(), g.Moves()...); err != nil {
			t.Fatal(err)
		}
		s, err := e.Go(ctx, Limits{WTime: 2 * time.Second, BTime: 2 * time.Second})
		if err != nil {
			t.Fatal(err)
		}
		best, err := s.Wait(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(best.Move); err != nil {
			t.Fatalf("move %d: %v", i+1, err)
		}
	}
	a, err = e.SetStrength(ctx, Strength{Elo: 800})
	if err != nil || !a.Clamped || a.Option != "Skill Level" {
		t.Errorf("SetStrength(800) = %+v, %v", a, err)
	}
	if !a.Low || a.Limit <= 800 {
		t.Errorf("SetStrength(800) = %+v, want clamped at the weak end above 800", a)
	}
}

func TestStockfishInfiniteStop(t *testing.T) {
	e := stockfish(t)
	ctx := context.Background()
	s, err := e.Go(ctx, Limits{Infinite: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Next(ctx); err != nil {
		t.Fatal(err)
	}
	best, err := s.Stop(ctx)
	start := rules.StartPosition()
	if err != nil || !start.IsLegal(best.Move) {
		t.Errorf("Stop = %v, %v", best, err)
	}
}
