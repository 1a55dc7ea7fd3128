package uci

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules"
)

func TestParseOption(t *testing.T) {
	good := []struct {
		line string
		want Option
	}{
		{"option name Hash type spin default 16 min 1 max 33554432", Option{Name: "Hash", Type: Spin, Default: "16", Min: 1, Max: 33554432}},
		{"option name Clear Hash type button", Option{Name: "Clear Hash", Type: Button}},
		{"option name UCI_Chess960 type check default false", Option{Name: "UCI_Chess960", Type: Check, Default: "false"}},
		{"option name SyzygyPath type string default <empty>", Option{Name: "SyzygyPath", Type: String}},
		{"option name Debug Log File type string default ", Option{Name: "Debug Log File", Type: String}},
		{"option  name Style type combo default Risky Play var Solid var Risky Play", Option{Name: "Style", Type: Combo, Default: "Risky Play", Vars: []string{"Solid", "Risky Play"}}},
		{"option name Contempt type spin default -10 min -100 max 100", Option{Name: "Contempt", Type: Spin, Default: "-10", Min: -100, Max: 100}},
	}
	for _, c := range good {
		got, err := ParseOption(c.line)
		if err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("ParseOption(%q) = %+v, %v; want %+v", c.line, got, err, c.want)
		}
		again, err := ParseOption(got.String())
		if err != nil || !reflect.DeepEqual(again, got) {
			t.Errorf("ParseOption(%q) = %+v, %v; want %+v", got.String(), again, err, got)
		}
	}
}

func TestParseOptionBad(t *testing.T) {
	bad := []string{
		"",
		"options name X type check default true",
		"option",
		"option name",
		"option type check default true",
		"option name X",
		"option name X type",
		"option name X type colour",
		"option name X type spin default 5",
		"option name X type spin default 5 min 1 max x",
		"option name X type spin default 50 min 1 max 10",
		"option name X type spin default 5 min 10 max 1",
		"option name X type spin default five min 1 max 10",
		"option name X type check default maybe",
		"option name X type check default true min 1",
		"option name X type combo default A",
		"option name X type combo default C var A var B",
		"option name X type string default a var b",
		"option name X type button type button",
		"option name X type check default true default false",
		"option name X type check default true colour blue",
		"option name X type spin default 1 min 1 max 99999999999999999999",
	}
	for _, line := range bad {
		var pe *ProtocolError
		if o, err := ParseOption(line); !errors.As(err, &pe) || !errors.Is(err, ErrProtocol) {
			t.Errorf("ParseOption(%q) = %+v, %v; want a *ProtocolError", line, o, err)
		}
	}
}

func TestParseInfo(t *testing.T) {
	root := rules.StartPosition()
	line := "info depth 20 seldepth 28 multipv 2 score cp -35 upperbound nodes 1234567 nps 987654 hashfull 512 tbhits 3 time 1250 pv e2e4 e7e5 g1f3"
	in := ParseInfo(line, &root)
	if in.Err != nil || in.Depth != 20 || in.SelDepth != 28 || in.MultiPV != 2 || in.Score != (Score{Value: -35, Bound: UpperBound}) ||
		in.Nodes != 1234567 || in.NPS != 987654 || in.HashFull != 512 || in.TBHits != 3 || in.Time.Milliseconds() != 1250 || len(in.PV) != 3 {
		t.Errorf("ParseInfo = %+v", in)
	}
	for _, ok := range []string{
		"info depth 1 wdl 500 400 100 score cp 1 pv e2e4",
		"info depth 1 refutation e2e4 e7e5 score cp 1",
		"info depth 1 currline 1 e2e4 e7e5 score cp 1",
		"info depth 1 sbhits 4 cpuload 900 score cp 1 futurekey 7",
		"info pv e2e4 score cp 1 depth 1",
		"info",
		"info string depth x score nonsense",
	} {
		if in := ParseInfo(ok, &root); in.Err != nil {
			t.Errorf("ParseInfo(%q): %v", ok, in.Err)
		}
	}
}

func TestParseInfoBad(t *testing.T) {
	root := rules.StartPosition()
	bad := []struct {
		line    string
		illegal bool
	}{
		{"", false},
		{"information depth 3", false},
		{"info depth", false},
		{"info depth x", false},
		{"info depth -1", false},
		{"info depth 99999999999999999999", false},
		{"info nodes 1.5", false},
		{"info time soon", false},
		{"info score", false},
		{"info score cp", false},
		{"info score pawns 3", false},
		{"info score mate x", false},
		{"info score cp 99999999", false},
		{"info currmove", false},
		{"info currmove z9z9", false},
		{"info currmove e2e5", true},
		{"info pv e2e4 e2e4", true},
		{"info pv e2e4 e7e5 e1g1", true},
		{"info pv e7e5", true},
	}
	for _, c := range bad {
		in := ParseInfo(c.line, &root)
		var pe *ProtocolError
		if !errors.As(in.Err, &pe) || errors.Is(in.Err, rules.ErrIllegalMove) != c.illegal {
			t.Errorf("ParseInfo(%q).Err = %v; want a *ProtocolError (illegal move: %v)", c.line, in.Err, c.illegal)
		}
	}
	in := ParseInfo("info depth 9 pv e2e4 e7e5 e1g1 g8f6 score cp 3", &root)
	if len(in.PV) != 2 || in.Depth != 9 {
		t.Errorf("a bad PV keeps %d moves and depth %d, want 2 and 9", len(in.PV), in.Depth)
	}
}

func TestParseBestMove(t *testing.T) {
	root := rules.StartPosition()
	best, err := ParseBestMove("bestmove e2e4 ponder e7e5", &root)
	if err != nil || root.UCI(best.Move) != "e2e4" || best.Ponder == rules.NoMove {
		t.Errorf("ParseBestMove = %+v, %v", best, err)
	}
	for _, line := range []string{"bestmove g1f3", "bestmove g1f3 ponder", "bestmove g1f3 ponder e2e4", "bestmove g1f3 ponder zz", "bestmove  g1f3  extra words"} {
		if best, err := ParseBestMove(line, &root); err != nil || best.Ponder != rules.NoMove {
			t.Errorf("ParseBestMove(%q) = %+v, %v; want g1f3 without a ponder move", line, best, err)
		}
	}
	mated, _ := rules.ParseFEN("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")
	for _, line := range []string{"bestmove (none)", "bestmove 0000"} {
		if best, err := ParseBestMove(line, &mated); err != nil || best.Move != rules.NoMove {
			t.Errorf("ParseBestMove(%q) when mated = %+v, %v", line, best, err)
		}
	}
	bad := []struct {
		line    string
		illegal bool
	}{
		{"", false}, {"bestmove", false}, {"bestmoves e2e4", false}, {"bestmove e2", false},
		{"bestmove (none)", false}, {"bestmove 0000", false}, {"bestmove e2e5", true}, {"bestmove e7e5", true},
		{"bestmove " + strings.Repeat("e2e4", 100), false},
	}
	for _, c := range bad {
		_, err := ParseBestMove(c.line, &root)
		var pe *ProtocolError
		if !errors.As(err, &pe) || errors.Is(err, rules.ErrIllegalMove) != c.illegal || len(pe.Line) > maxQuoted+len("…") {
			t.Errorf("ParseBestMove(%q) = %v; want a *ProtocolError (illegal move: %v)", c.line, err, c.illegal)
		}
	}
}

func TestChess960Moves(t *testing.T) {
	pos, err := rules.ParseFEN960("1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	in := ParseInfo("info depth 2 pv e1g1 e8b8", &pos)
	if in.Err != nil || len(in.PV) != 2 || !in.PV[0].IsCastling() || !in.PV[1].IsCastling() {
		t.Errorf("Chess960 castling PV = %v, %v", in.PV, in.Err)
	}
}
