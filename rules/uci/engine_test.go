package uci

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
)

// fakeConfig runs this test binary as a fake engine in mode, logging the
// commands it reads to the returned file.
func fakeConfig(t *testing.T, mode string) (Config, string) {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	log := filepath.Join(t.TempDir(), "commands.log")
	return Config{Path: exe, Env: []string{fakeModeEnv + "=" + mode, fakeLogEnv + "=" + log},
		ReplyTimeout: 10 * time.Second, Grace: 5 * time.Second}, log // a -race binary sleeps 1 s as it exits
}

// startFake starts the fake engine and closes it at the end of the test.
func startFake(t *testing.T, mode string) (*Engine, string) {
	t.Helper()
	cfg, log := fakeConfig(t, mode)
	e, err := Start(context.Background(), cfg)
	if err != nil {
		t.Fatalf("Start(%s): %v", mode, err)
	}
	t.Cleanup(func() { e.Close() })
	return e, log
}

func TestHandshakeAndOptions(t *testing.T) {
	e, _ := startFake(t, "normal")
	if id := e.ID(); id.Name != "Fake Engine 1.0" || id.Author != "the tactus tests" {
		t.Errorf("ID = %+v", id)
	}
	opts := e.Options()
	if len(opts) != 9 {
		t.Fatalf("%d options, want 9: %v", len(opts), opts)
	}
	hash, _ := e.Option("hash")
	if hash.Type != Spin || hash.Min != 1 || hash.Max != 1024 || hash.DefaultInt() != 16 {
		t.Errorf("Hash = %+v", hash)
	}
	style, _ := e.Option("Style")
	if style.Type != Combo || strings.Join(style.Vars, ",") != "Solid,Normal,Risky" || style.Default != "Normal" {
		t.Errorf("Style = %+v", style)
	}
	if b, _ := e.Option("Clear Hash"); b.Type != Button {
		t.Errorf("Clear Hash = %+v", b)
	}
	if s, _ := e.Option("Book File"); s.Type != String || s.Default != "" {
		t.Errorf("Book File = %+v", s)
	}
	if w := e.Warnings(); len(w) != 0 {
		t.Errorf("warnings: %v", w)
	}
}

func TestSetOption(t *testing.T) {
	e, log := startFake(t, "normal")
	ctx := context.Background()
	good := [][2]string{{"Hash", "64"}, {"uci_limitstrength", "TRUE"}, {"Style", "risky"}, {"Clear Hash", ""}, {"Book File", "/tmp/book.bin"}}
	for _, kv := range good {
		if err := e.SetOption(ctx, kv[0], kv[1]); err != nil {
			t.Errorf("SetOption(%q, %q): %v", kv[0], kv[1], err)
		}
	}
	bad := []struct {
		name, value string
		want        error
	}{
		{"Hashish", "1", ErrUnknownOption},
		{"Hash", "0", ErrBadValue},
		{"Hash", "1025", ErrBadValue},
		{"Hash", "lots", ErrBadValue},
		{"UCI_LimitStrength", "maybe", ErrBadValue},
		{"Style", "Wild", ErrBadValue},
		{"Clear Hash", "now", ErrBadValue},
		{"Book File", "a\nquit", ErrBadValue},
	}
	for _, c := range bad {
		if err := e.SetOption(ctx, c.name, c.value); !errors.Is(err, c.want) {
			t.Errorf("SetOption(%q, %q) = %v, want %v", c.name, c.value, err, c.want)
		}
	}
	if err := e.Quit(ctx); err != nil {
		t.Fatal(err)
	}
	want := "uci\nsetoption name Hash value 64\nsetoption name UCI_LimitStrength value true\n" +
		"setoption name Style value Risky\nsetoption name Clear Hash\nsetoption name Book File value /tmp/book.bin\nquit\n"
	if got := readFile(t, log); got != want {
		t.Errorf("the engine read\n%s\nwant\n%s", got, want)
	}
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestConversation checks every byte the engine reads in a short game.
func TestConversation(t *testing.T) {
	e, log := startFake(t, "normal")
	ctx := context.Background()
	if err := e.NewGame(ctx); err != nil {
		t.Fatal(err)
	}
	g := rules.NewGame(rules.StartPosition())
	for _, m := range []string{"e2e4", "e7e5", "e1e2"} {
		if err := g.PlayUCI(m); err != nil {
			t.Fatal(err)
		}
	}
	if err := e.Position(ctx, g.Start(), g.Moves()...); err != nil {
		t.Fatal(err)
	}
	s, err := e.Go(ctx, Limits{WTime: 60 * time.Second, BTime: 59500 * time.Millisecond, WInc: time.Second, BInc: time.Second, MovesToGo: 20, Depth: 8})
	if err != nil {
		t.Fatal(err)
	}
	best, err := s.Wait(ctx)
	if err != nil {
		t.Fatal(err)
	}
	root := g.Position()
	if !root.IsLegal(best.Move) {
		t.Errorf("best move %v is not legal", best.Move)
	}
	fen, _ := rules.ParseFEN("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPKPPP/RNBQ1BNR b kq - 1 2")
	if err := e.Position(ctx, fen); err != nil {
		t.Fatal(err)
	}
	s, err = e.Go(ctx, Limits{MoveTime: 100 * time.Millisecond, MultiPV: 3, SearchMoves: []rules.Move{mustMove(t, fen, "d7d5"), mustMove(t, fen, "g8f6")}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Wait(ctx); err != nil {
		t.Fatal(err)
	}
	if err := e.Quit(ctx); err != nil {
		t.Fatal(err)
	}
	want := `uci
ucinewgame
isready
position startpos moves e2e4 e7e5 e1e2
go wtime 60000 btime 59500 winc 1000 binc 1000 movestogo 20 depth 8
position fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPKPPP/RNBQ1BNR b kq - 1 2
setoption name MultiPV value 3
go movetime 100 searchmoves d7d5 g8f6
quit
`
	if got := readFile(t, log); got != want {
		t.Errorf("the engine read\n%s\nwant\n%s", got, want)
	}
}

func mustMove(t *testing.T, pos rules.Position, s string) rules.Move {
	t.Helper()
	m, err := pos.ParseUCI(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestSearchInfo(t *testing.T) {
	e, _ := startFake(t, "normal")
	ctx := context.Background()
	s, err := e.Go(ctx, Limits{Depth: 2})
	if err != nil {
		t.Fatal(err)
	}
	var infos []Info
	for {
		in, err := s.Next(ctx)
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		infos = append(infos, in)
	}
	if len(infos) != 4 {
		t.Fatalf("%d infos, want 4: %+v", len(infos), infos)
	}
	in := infos[0]
	if in.Depth != 1 || in.SelDepth != 2 || in.MultiPV != 1 || !in.HasScore || in.Score != (Score{Value: 13}) ||
		in.Nodes != 20 || in.NPS != 1000 || in.Time != time.Millisecond || len(in.PV) != 2 || in.Err != nil {
		t.Errorf("first info = %+v", in)
	}
	if infos[1].CurrMove == rules.NoMove || infos[1].CurrMoveNumber != 1 {
		t.Errorf("currmove info = %+v", infos[1])
	}
	if sc := infos[2].Score; sc != (Score{Mate: true, Value: -3, Bound: LowerBound}) {
		t.Errorf("mate score = %+v", sc)
	}
	if infos[3].String != "thinking hard" {
		t.Errorf("info string = %q", infos[3].String)
	}
	best, err := s.Wait(ctx)
	root := rules.StartPosition()
	if err != nil || !root.IsLegal(best.Move) || best.Ponder == rules.NoMove {
		t.Errorf("Wait = %+v, %v", best, err)
	}
}

func TestInfiniteAndStop(t *testing.T) {
	e, _ := startFake(t, "slow")
	ctx := context.Background()
	s, err := e.Go(ctx, Limits{Infinite: true})
	if err != nil {
		t.Fatal(err)
	}
	if err := e.Position(ctx, rules.StartPosition()); !errors.Is(err, ErrBusy) {
		t.Errorf("Position during a search = %v, want ErrBusy", err)
	}
	if _, err := e.Go(ctx, Limits{}); !errors.Is(err, ErrBusy) {
		t.Errorf("Go during a search = %v, want ErrBusy", err)
	}
	if err := e.Ready(ctx); err != nil {
		t.Errorf("Ready during a search: %v", err)
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := s.Wait(cancelled); !errors.Is(err, context.Canceled) {
		t.Errorf("Wait(cancelled) = %v", err)
	}
	best, err := e.Stop(ctx)
	if err != nil || best.Move == rules.NoMove {
		t.Fatalf("Stop = %+v, %v", best, err)
	}
	if again, err := s.Stop(ctx); again != best || err != nil {
		t.Errorf("second Stop = %+v, %v", again, err)
	}
	if err := e.Position(ctx, rules.StartPosition()); err != nil {
		t.Errorf("Position after the search: %v", err)
	}
}

func TestChess960(t *testing.T) {
	e, log := startFake(t, "normal")
	ctx := context.Background()
	p, err := rules.Chess960Position(0)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.Position(ctx, p); err != nil {
		t.Fatal(err)
	}
	if err := e.Position(ctx, rules.StartPosition()); err != nil {
		t.Fatal(err)
	}
	e.Quit(ctx)
	want := "uci\nsetoption name UCI_Chess960 value true\nposition fen " + p.FEN() +
		"\nsetoption name UCI_Chess960 value false\nposition startpos\nquit\n"
	if got := readFile(t, log); got != want {
		t.Errorf("the engine read\n%s\nwant\n%s", got, want)
	}

	plain, _ := startFake(t, "nooptions")
	if err := plain.Position(ctx, p); !errors.Is(err, ErrUnsupported) {
		t.Errorf("Chess960 on an engine without UCI_Chess960 = %v", err)
	}
}

func TestIllegalInput(t *testing.T) {
	e, _ := startFake(t, "normal")
	ctx := context.Background()
	start := rules.StartPosition()
	bad := rules.NewMove(rules.NewSquare(4, 1), rules.NewSquare(4, 4), rules.Normal)
	if err := e.Position(ctx, start, bad); !errors.Is(err, rules.ErrIllegalMove) {
		t.Errorf("Position with an illegal move = %v", err)
	}
	if _, err := e.Go(ctx, Limits{SearchMoves: []rules.Move{bad}}); !errors.Is(err, rules.ErrIllegalMove) {
		t.Errorf("Go with an illegal search move = %v", err)
	}
}

// goroutines waits until the number of goroutines is at most want and
// returns the last count.
func goroutines(want int) int {
	n := runtime.NumGoroutine()
	for i := 0; i < 200 && n > want; i++ {
		time.Sleep(10 * time.Millisecond)
		n = runtime.NumGoroutine()
	}
	return n
}
