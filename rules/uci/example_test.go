package uci_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"time"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/uci"
)

// The evaluation's band, from White's point of view whoever is to move;
// the application words it.
func ExampleScore_Verdict() {
	fmt.Printf("%+v\n", uci.Score{Value: 110}.Verdict(rules.White))
	fmt.Printf("%+v\n", uci.Score{Value: 600}.Verdict(rules.White) == uci.Verdict{Kind: uci.Winning, Side: rules.White})
	fmt.Printf("%+v\n", uci.Score{Value: 12}.Verdict(rules.Black).Kind == uci.Level)
	fmt.Printf("%+v\n", uci.Score{Mate: true, Value: 3}.Verdict(rules.Black))
	// Output:
	// {Kind:BetterByPawn Side:white Moves:0}
	// true
	// true
	// {Kind:Mating Side:black Moves:3}
}

// Reading an engine's info line about the start position.
func ExampleParseInfo() {
	root := rules.StartPosition()
	in := uci.ParseInfo("info depth 18 seldepth 24 multipv 1 score cp 31 nodes 512000 nps 800000 time 640 pv e2e4 e7e5 g1f3", &root)
	fmt.Println(in.Depth, in.Score, len(in.PV), in.Time)
	bad := uci.ParseInfo("info depth 9 score cp 20 pv e2e4 e7e5 e1g1", &root)
	fmt.Println(len(bad.PV), bad.Err)
	// Output:
	// 18 cp 31 3 640ms
	// 2 uci: bad line from the engine "info depth 9 score cp 20 pv e2e4 e7e5 e1g1": pv move 3 (e1g1): rules: e1g1: illegal move
}

// Playing a move with an engine at about 1500 Elo. A program would start
// Stockfish with uci.Config{} (found on PATH or in /usr/games); so that this
// example runs anywhere, it starts the package's test binary instead, which
// acts as a small fake engine that plays the first legal move.
func ExampleStart() {
	ctx := context.Background()
	cfg := uci.Config{Path: os.Args[0], Env: []string{"TACTUS_UCI_FAKE=normal"}}
	e, err := uci.Start(ctx, cfg) // uci.Config{} for Stockfish
	if err != nil {
		log.Fatal(err)
	}
	defer e.Close()
	if _, err := e.SetStrength(ctx, uci.Strength{Elo: 1500}); err != nil {
		log.Fatal(err)
	}
	g := rules.NewGame(rules.StartPosition())
	_ = g.PlayUCI("e2e4")
	if err := e.Position(ctx, g.Start(), g.Moves()...); err != nil {
		log.Fatal(err)
	}
	s, err := e.Go(ctx, uci.Limits{MoveTime: 500 * time.Millisecond})
	if err != nil {
		log.Fatal(err)
	}
	best, err := s.Wait(ctx)
	if err != nil {
		log.Fatal(err)
	}
	pos := g.Position()
	fmt.Println("the engine plays", pos.UCI(best.Move))
	_ = e.Quit(ctx)
	// Output:
	// the engine plays b8a6
}
