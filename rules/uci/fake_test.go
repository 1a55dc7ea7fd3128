package uci

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
)

// The fake engine is this test binary run again with TACTUS_UCI_FAKE set
// to a mode; TACTUS_UCI_LOG names a file that receives every command it
// reads. Modes:
//
//	normal      a small, well-behaved engine (plays the first legal move)
//	slow        normal, answering each command 50 ms late
//	hang        answers the handshake, then never answers again
//	nouciok     prints its id and hangs without uciok
//	exitearly   exits with status 1 before the handshake
//	crash       exits with status 3 in the middle of a search
//	hangsearch  never sends bestmove
//	nostop      ignores stop
//	noquit      ignores quit
//	garbage     surrounds every answer with nonsense lines
//	huge        prints a 1 MB line before its id and during searches
//	badpv       a PV with an illegal third move
//	badinfo     malformed info lines
//	badbest     a bestmove without a move, then a malformed one
//	illegalbest an illegal best move
//	badoption   malformed option lines among good ones
//	nooptions   offers no options at all
const (
	fakeModeEnv = "TACTUS_UCI_FAKE"
	fakeLogEnv  = "TACTUS_UCI_LOG"
)

func TestMain(m *testing.M) {
	if mode := os.Getenv(fakeModeEnv); mode != "" {
		os.Exit(runFake(mode, os.Stdin, os.Stdout))
	}
	os.Exit(m.Run())
}

type fake struct {
	mode      string
	out       *bufio.Writer
	log       io.Writer
	pos       rules.Position
	searching bool
}

func runFake(mode string, in io.Reader, out io.Writer) int {
	f := &fake{mode: mode, out: bufio.NewWriter(out), log: io.Discard, pos: rules.StartPosition()}
	if path := os.Getenv(fakeLogEnv); path != "" {
		lf, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
		if err != nil {
			return 2
		}
		defer lf.Close()
		f.log = lf
	}
	if mode == "exitearly" {
		return 1
	}
	sc := bufio.NewScanner(in)
	for sc.Scan() {
		fmt.Fprintln(f.log, sc.Text())
		if mode == "slow" {
			time.Sleep(50 * time.Millisecond)
		}
		code, quit := f.handle(sc.Text())
		f.out.Flush()
		if quit {
			return code
		}
	}
	return 0
}

func (f *fake) say(lines ...string) {
	for _, l := range lines {
		if f.mode == "garbage" {
			f.out.WriteString("hello there\n\x00\x01\x7f\ninfox depth 3\nreadyokay\nidentity crisis\nbestmoves e2e4\n  \n")
		}
		f.out.WriteString(l + "\n")
	}
}

func (f *fake) huge() {
	if f.mode == "huge" {
		f.out.WriteString("info string " + strings.Repeat("x", 1<<20) + "\n")
	}
}

const fakeOptions = `option name Hash type spin default 16 min 1 max 1024
option name Skill Level type spin default 20 min 0 max 20
option name UCI_LimitStrength type check default false
option name UCI_Elo type spin default 1350 min 1350 max 2850
option name UCI_Chess960 type check default false
option name MultiPV type spin default 1 min 1 max 500
option name Style type combo default Normal var Solid var Normal var Risky
option name Clear Hash type button
option name Book File type string default <empty>`

func (f *fake) handle(line string) (int, bool) {
	word, rest, _ := strings.Cut(line, " ")
	switch {
	case f.mode == "hang" && word != "uci":
	case word == "uci":
		f.handshake()
	case word == "isready":
		f.say("readyok")
	case word == "position":
		f.position(rest)
	case word == "go":
		return f.goSearch(rest)
	case word == "stop" && f.searching && f.mode != "nostop":
		f.searching = false
		f.bestmove()
	case word == "quit" && f.mode != "noquit":
		return 0, true
	}
	return 0, false
}

func (f *fake) handshake() {
	f.huge()
	f.say("id name Fake Engine 1.0", "id author the tactus tests")
	if f.mode == "nouciok" {
		return
	}
	if f.mode != "nooptions" {
		f.say(strings.Split(fakeOptions, "\n")...)
	}
	if f.mode == "badoption" {
		f.say("option name Broken type spin default x min 1 max 2", "option type check", "option name Odd type colour",
			"option name Hash type spin default 1 min 1 max 2")
	}
	f.say("uciok")
}

func (f *fake) position(rest string) {
	spec, moves, _ := strings.Cut(rest, " moves ")
	f.pos = rules.StartPosition()
	if fen, ok := strings.CutPrefix(spec, "fen "); ok {
		p, err := rules.ParseFEN960(fen)
		if err != nil {
			return
		}
		f.pos = p
	}
	for _, s := range strings.Fields(moves) {
		m, err := f.pos.ParseUCI(s)
		if err != nil || f.pos.Play(m) != nil {
			return
		}
	}
}

// first returns the first legal move of pos and the position after it.
func first(pos rules.Position) (string, rules.Position) {
	var l rules.MoveList
	pos.LegalMoves(&l)
	if l.Len() == 0 {
		return "(none)", pos
	}
	s := pos.UCI(l.At(0))
	_ = pos.Play(l.At(0))
	return s, pos
}

func (f *fake) pv() string {
	m1, after := first(f.pos)
	m2, _ := first(after)
	return m1 + " " + m2
}

func (f *fake) goSearch(rest string) (int, bool) {
	f.huge()
	switch f.mode {
	case "crash":
		f.say("info depth 1 score cp 20 pv " + f.pv())
		f.out.Flush()
		return 3, true
	case "hangsearch":
		return 0, false
	case "badpv":
		f.say("info depth 3 score cp 5 pv " + f.pv() + " e2e5 d7d5")
	case "badinfo":
		f.say("info depth x score cp 5", "info depth 2 score cp", "info depth 2 score mate", "info nodes -5 pv "+f.pv())
	}
	f.say("info depth 1 seldepth 2 multipv 1 score cp 13 nodes 20 nps 1000 hashfull 0 time 1 pv "+f.pv(),
		"info depth 2 currmove "+strings.Fields(f.pv())[0]+" currmovenumber 1",
		"info depth 2 seldepth 3 multipv 1 score mate -3 lowerbound nodes 400 nps 2000 tbhits 0 time 2 pv "+f.pv(),
		"info string thinking hard")
	if strings.Contains(rest, "infinite") {
		f.searching = true
		return 0, false
	}
	f.bestmove()
	return 0, false
}

func (f *fake) bestmove() {
	switch f.mode {
	case "badbest":
		f.say("bestmove", "bestmove e2")
	case "illegalbest":
		f.say("bestmove e2e5")
	default:
		m1, after := first(f.pos)
		m2, _ := first(after)
		f.say("bestmove " + m1 + " ponder " + m2)
	}
}
