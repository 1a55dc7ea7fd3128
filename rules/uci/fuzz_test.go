package uci

import (
	"bufio"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules"
)

func FuzzParseOption(f *testing.F) {
	for _, s := range strings.Split(fakeOptions, "\n") {
		f.Add(s)
	}
	f.Add("option name X type combo default A var A var B")
	f.Add("option name X type spin default -1 min -5 max 5")
	f.Fuzz(func(t *testing.T, line string) {
		o, err := ParseOption(line)
		if err != nil {
			if !errors.Is(err, ErrProtocol) {
				t.Fatalf("error %v is not a protocol error", err)
			}
			return
		}
		again, err := ParseOption(o.String())
		if err != nil || !reflect.DeepEqual(again, o) {
			t.Fatalf("%q → %+v → %q → %+v, %v", line, o, o.String(), again, err)
		}
		if o.Type != Button && !(o.Type == String && o.Default == "") {
			if _, err := o.Validate(o.Default); err != nil {
				t.Fatalf("default %q of %+v does not validate: %v", o.Default, o, err)
			}
		}
	})
}

var fuzzFENs = []string{rules.StartFEN, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "7k/1P6/8/8/8/8/8/K7 w - - 0 1"}

func FuzzParseInfo(f *testing.F) {
	f.Add(uint8(0), "info depth 1 seldepth 2 multipv 1 score cp 13 nodes 20 nps 1000 hashfull 0 time 1 pv e2e4 e7e5")
	f.Add(uint8(1), "info depth 2 score mate -3 lowerbound pv e1g1 a6e2 currmove e5f7 currmovenumber 3")
	f.Add(uint8(2), "info string b7b8q pv b7b8q h8h7 b8b7")
	f.Fuzz(func(t *testing.T, which uint8, line string) {
		root, err := rules.ParseFEN(fuzzFENs[int(which)%len(fuzzFENs)])
		if err != nil {
			t.Fatal(err)
		}
		in := ParseInfo(line, &root)
		if in.Err != nil && !errors.Is(in.Err, ErrProtocol) {
			t.Fatalf("error %v is not a protocol error", in.Err)
		}
		pos := root
		for _, m := range in.PV {
			if err := pos.Play(m); err != nil {
				t.Fatalf("PV %v holds an illegal move: %v", in.PV, err)
			}
		}
		if in.CurrMove != rules.NoMove && !root.IsLegal(in.CurrMove) {
			t.Fatalf("currmove %v is illegal", in.CurrMove)
		}
	})
}

func FuzzParseBestMove(f *testing.F) {
	f.Add(uint8(0), "bestmove e2e4 ponder e7e5")
	f.Add(uint8(1), "bestmove e1c1")
	f.Add(uint8(2), "bestmove b7b8n ponder h8g7")
	f.Fuzz(func(t *testing.T, which uint8, line string) {
		root, err := rules.ParseFEN(fuzzFENs[int(which)%len(fuzzFENs)])
		if err != nil {
			t.Fatal(err)
		}
		best, err := ParseBestMove(line, &root)
		if err != nil {
			if !errors.Is(err, ErrProtocol) {
				t.Fatalf("error %v is not a protocol error", err)
			}
			return
		}
		if !root.IsLegal(best.Move) {
			t.Fatalf("best move %v is illegal", best.Move)
		}
		after := root
		_ = after.Play(best.Move)
		if best.Ponder != rules.NoMove && !after.IsLegal(best.Ponder) {
			t.Fatalf("ponder move %v is illegal", best.Ponder)
		}
	})
}

// FuzzEngineOutput feeds any bytes, as an engine's output, through the
// line reader and the dispatcher of an engine in its handshake and in a
// search.
func FuzzEngineOutput(f *testing.F) {
	f.Add("id name X\n" + fakeOptions + "\nuciok\nreadyok\ninfo depth 1 pv e2e4\nbestmove e2e4\n")
	f.Add("option name A type spin\r\nuciok\r\ninfo score\r\nbestmove\r\n")
	f.Fuzz(func(t *testing.T, out string) {
		e := &Engine{cfg: Config{MaxLine: 64}.withDefaults(), uciok: make(chan struct{}), shaking: true,
			readyCh: make(chan struct{}), values: map[string]string{}, dead: make(chan struct{})}
		e.cfg.MaxLine = 64
		s := &Search{e: e, root: rules.StartPosition(), more: make(chan struct{}, 1), done: make(chan struct{})}
		e.search = s
		r := bufio.NewReaderSize(strings.NewReader(out), e.cfg.MaxLine)
		for {
			text, long, err := readLine(r)
			if long {
				e.warn(protocolErr(text, "too long"))
			} else if text != "" {
				e.dispatch(text)
			}
			if err != nil {
				break
			}
		}
		for _, o := range e.Options() {
			if _, err := ParseOption(o.String()); err != nil {
				t.Fatalf("kept option %+v does not read back: %v", o, err)
			}
		}
		if len(e.Warnings()) > maxWarnings {
			t.Fatalf("%d warnings kept", len(e.Warnings()))
		}
	})
}
