package uci

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
)

const benchInfo = "info depth 22 seldepth 31 multipv 1 score cp 34 nodes 2746329 nps 1134567 hashfull 612 tbhits 0 time 2421 " +
	"pv e2e4 e7e5 g1f3 b8c6 f1b5 g8f6 e1g1 f6e4 f1e1 e4d6 f3e5 f8e7 b5f1 c6e5 e1e5 e8g8"

func BenchmarkParseInfo(b *testing.B) {
	root := rules.StartPosition()
	b.ReportAllocs()
	for b.Loop() {
		if in := ParseInfo(benchInfo, &root); in.Err != nil || len(in.PV) != 16 {
			b.Fatal(in.Err)
		}
	}
}

func BenchmarkParseOption(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseOption("option name Hash type spin default 16 min 1 max 33554432"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStockfishStart measures starting Stockfish to uciok and
// quitting it.
func BenchmarkStockfishStart(b *testing.B) {
	stockfish(b) // skips when missing
	for b.Loop() {
		e, err := Start(context.Background(), Config{})
		if err != nil {
			b.Fatal(err)
		}
		if err := e.Quit(context.Background()); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStockfishReply measures Stockfish's reply after 1.e4 at a few
// strengths, with one minute on each clock (go wtime 60000 btime 60000)
// and to depth 12, with a fresh game each time. Run it a few times only:
//
//	go test ./rules/uci -run XXX -bench StockfishReply -benchtime 2x
func BenchmarkStockfishReply(b *testing.B) {
	e := stockfish(b)
	ctx := context.Background()
	g := rules.NewGame(rules.StartPosition())
	_ = g.PlayUCI("e2e4")
	clock := Limits{WTime: time.Minute, BTime: time.Minute}
	depth := Limits{Depth: 12}
	for _, c := range []struct {
		s Strength
		l Limits
	}{
		{Strength{Elo: 1350}, clock}, {Strength{Elo: 2000}, clock}, {Strength{Elo: 2850}, clock}, {Strength{}, clock},
		{Strength{Elo: 1350}, depth}, {Strength{Elo: 2000}, depth}, {Strength{}, depth},
	} {
		s := c.s
		name := fmt.Sprintf("elo-%d", s.Elo)
		if s.Elo == 0 {
			name = "full"
		}
		name += map[bool]string{true: "/clock-1min", false: "/depth-12"}[c.l.Depth == 0]
		b.Run(name, func(b *testing.B) {
			if _, err := e.SetStrength(ctx, s); err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				if err := e.NewGame(ctx); err != nil {
					b.Fatal(err)
				}
				if err := e.Position(ctx, g.Start(), g.Moves()...); err != nil {
					b.Fatal(err)
				}
				sr, err := e.Go(ctx, c.l)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := sr.Wait(ctx); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkStockfishReady measures one isready/readyok round trip.
func BenchmarkStockfishReady(b *testing.B) {
	e := stockfish(b)
	for b.Loop() {
		if err := e.Ready(context.Background()); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStockfishMoveTime measures a 100 ms search (go movetime 100)
// from the command to the best move: the client's and the engine's
// overhead above the 100 ms.
func BenchmarkStockfishMoveTime(b *testing.B) {
	e := stockfish(b)
	ctx := context.Background()
	for b.Loop() {
		s, err := e.Go(ctx, Limits{MoveTime: 100 * time.Millisecond})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := s.Wait(ctx); err != nil {
			b.Fatal(err)
		}
	}
}
