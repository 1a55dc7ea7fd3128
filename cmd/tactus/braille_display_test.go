package main

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/braille/brlapi"
	"github.com/tactuschess/tactus/internal/brltest"
	"github.com/tactuschess/tactus/rules"
)

// brailleSyncBuffer is a bytes.Buffer safe for a writer and a reader.
type brailleSyncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *brailleSyncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *brailleSyncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// displayRun is `tactus braille --display` running in the test.
type displayRun struct {
	out, errOut brailleSyncBuffer
	stdin       *io.PipeWriter
	status      chan int
}

// startDisplay runs `tactus braille --display --brlapi addr` with more
// arguments, and waits for its first line.
func startDisplay(t *testing.T, addr string, more ...string) *displayRun {
	t.Helper()
	stdin, w := io.Pipe()
	r := &displayRun{stdin: w, status: make(chan int, 1)}
	args := append([]string{"braille", "--display", "--brlapi", addr}, more...)
	go func() { r.status <- run(args, stdin, &r.out, &r.errOut) }()
	t.Cleanup(func() { w.Close() })
	r.waitLines(t, 1)
	return r
}

// lines returns the lines printed so far.
func (r *displayRun) lines() []string {
	return strings.Split(strings.TrimSuffix(r.out.String(), "\n"), "\n")
}

// waitLines waits until n lines are printed.
func (r *displayRun) waitLines(t *testing.T, n int) {
	t.Helper()
	deadline := time.Now().Add(brltest.Timeout)
	for len(r.lines()) < n || !strings.HasSuffix(r.out.String(), "\n") {
		if time.Now().After(deadline) {
			t.Fatalf("%d lines, want %d:\n%s%s", len(r.lines()), n, r.out.String(), r.errOut.String())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// stop ends the input and expects tactus to end well; its output must
// hold no braille and no arrows, only words a screen reader reads.
func (r *displayRun) stop(t *testing.T) {
	t.Helper()
	r.stdin.Close()
	select {
	case st := <-r.status:
		if st != 0 {
			t.Fatalf("status %d: %s", st, r.errOut.String())
		}
	case <-time.After(brltest.Timeout):
		t.Fatal("tactus braille --display did not end at EOF")
	}
	for _, c := range r.out.String() {
		if c >= 0x2800 && c <= 0x28FF || c == '→' {
			t.Fatalf("output holds %q:\n%s", c, r.out.String())
		}
	}
}

// shown is a display's cells written as Unicode braille, padded with
// blank cells to width.
func shown(s string, width int) string {
	return s + strings.Repeat("⠀", width-len([]rune(s)))
}

func brailleCellsString(b []byte) string {
	var s strings.Builder
	for _, c := range b {
		s.WriteRune(0x2800 + rune(c))
	}
	return s.String()
}

// onDaemon drives steps against a real BRLTTY: keys are pressed on its
// fake display, and cells are read from it.
type onDaemon struct {
	t *testing.T
	d *brltest.Daemon
	r *displayRun
}

// key presses a key ("LnDn", "Route 6"; one at a time: the vr driver
// drops keys sent together), expects echo, and waits for shows (if any).
func (o onDaemon) key(key, echo, shows string) {
	o.t.Helper()
	o.do(func() { o.d.Display.Press(o.t, key) }, echo, shows)
}

func (o onDaemon) do(action func(), echo, shows string) {
	o.t.Helper()
	n, lines := o.d.Display.Count(), len(o.r.lines())
	action()
	o.r.waitLines(o.t, lines+1)
	if got := o.r.lines()[lines]; got != echo {
		o.t.Fatalf("printed %q, want %q", got, echo)
	}
	if shows != "" {
		o.d.Display.WaitCells(o.t, n, func(c []byte) bool { return brailleCellsString(c) == shows })
	}
}

// TestBrailleDisplayRealBRLTTY drives `tactus braille --display` through a
// real BRLTTY: it shows the last-move line, pans to the board, selects e2
// and e4 with routing keys and sees the pawn arrive on e4, goes to the
// bottom and the top, and goes on when the display shrinks.
func TestBrailleDisplayRealBRLTTY(t *testing.T) {
	d := brltest.Start(t, brltest.Config{Cells: 20})
	r := startDisplay(t, d.Address())
	if r.lines()[0] != "display: 20 cells" {
		t.Fatalf("first line %q", r.lines()[0])
	}
	d.Display.WaitCells(t, 0, func(c []byte) bool { return brailleCellsString(c) == shown("⠂⠀⠨", 20) })
	o := onDaemon{t, d, r}
	o.key("LnDn", "line-down: rank 8", shown("⠦⠀⠷⠮⠧⠿⠥⠧⠮⠷", 20))
	for _, rank := range []string{"7", "6", "5", "4", "3"} {
		o.key("LnDn", "line-down: rank "+rank, "")
	}
	o.key("LnDn", "line-down: rank 2", shown("⠆⠀⠏⠏⠏⠏⠏⠏⠏⠏", 20))
	o.key("Route 6", "route 6: e2 selected", shown("⠆⠀⠏⠏⠏⠏⣏⠏⠏⠏", 20))
	o.key("LnUp", "line-up: rank 3", "")
	o.key("LnUp", "line-up: rank 4", shown("⠲⠀⠄⠸⠄⠸⠄⠸⠄⠸", 20))
	o.key("Route 6", "route 6: played e4", shown("⠲⠀⠄⠸⠄⠸⠏⠸⠄⠸", 20))
	o.key("Bot", "bottom: scoresheet line 1", shown("⠂⠀⠑⠲", 20))
	o.key("LnUp", "line-up: the file letters", shown("⠀⠀⠁⠃⠉⠙⠑⠋⠛⠓", 20))
	o.key("Top", "top: the last move", shown("⠂⠀⠑⠲", 20))
	// BRLTTY 6.5 crashed when the display shrank under a client writing
	// with the old width; tactus reads the width again and goes on
	o.do(func() { d.Display.Resize(t, 12) }, "display: now 12 cells", shown("⠂⠀⠑⠲", 12))
	o.key("LnDn", "line-down: rank 8", shown("⠦⠀⠷⠮⠧⠿⠥⠧⠮⠷", 12))
	r.stop(t)
}

// TestBrailleDisplayPromotion promotes on b8 with routing keys, is told
// on the cells what to type, and picks the queen by typing ⠟ (dots
// 1-2-3-4-5) on the Braille keyboard.
func TestBrailleDisplayPromotion(t *testing.T) {
	d := brltest.Start(t, brltest.Config{Cells: 20})
	r := startDisplay(t, d.Address(), "--fen", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1")
	d.Display.WaitCells(t, 0, func(c []byte) bool { return brailleCellsString(c) == shown("⠂⠀⠨", 20) })
	o := onDaemon{t, d, r}
	o.key("LnDn", "line-down: rank 8", shown("⠦⠀⠄⠸⠄⠸⠥⠸⠄⠸", 20))
	o.key("LnDn", "line-down: rank 7", shown("⠶⠀⠸⠏⠸⠄⠸⠄⠸⠄", 20))
	o.key("Route 3", "route 3: b7 selected", shown("⠶⠀⠸⣏⠸⠄⠸⠄⠸⠄", 20))
	o.key("LnUp", "line-up: rank 8", shown("⠦⠀⠄⠸⠄⠸⠥⠸⠄⠸", 20))
	o.key("Route 3", "route 3: promotion: type q, r, l or s", shown("⠏⠗⠕⠍⠕⠞⠊⠕⠝⠱⠀⠞⠽⠏⠑⠀⠟⠠⠀", 20))
	o.key("Passdots 1", "dots 1: not a promotion piece; type q, r, l or s", shown("⠝⠕⠞⠀⠁⠀⠏⠗⠕⠍⠕⠞⠊⠕⠝⠀", 20))
	o.key("Passdots 31", "dots 12345: played b8=Q+", shown("⠦⠀⠄⠟⠄⠸⠥⠸⠄⠸", 20))
	r.stop(t)
}

// onServer drives steps against a fake BrlAPI server: no BRLTTY needed.
type onServer struct {
	t   *testing.T
	srv *brltest.Server
	r   *displayRun
}

// key sends a BrlAPI key code, expects echo, and waits for shows (if
// any).
func (o onServer) key(code uint64, echo, shows string) {
	o.t.Helper()
	o.do(func() {
		if err := o.srv.Press(code); err != nil {
			o.t.Fatal(err)
		}
	}, echo, shows)
}

func (o onServer) do(action func(), echo, shows string) {
	o.t.Helper()
	n, lines := o.srv.Count(), len(o.r.lines())
	action()
	o.r.waitLines(o.t, lines+1)
	if got := o.r.lines()[lines]; got != echo {
		o.t.Fatalf("printed %q, want %q", got, echo)
	}
	// every key is followed by a write; wait for it, so that nothing is on
	// its way when the next step (a resize) begins
	o.srv.WaitCells(o.t, n, func(c []byte) bool { return shows == "" || brailleCellsString(c) == shows })
}

// BrlAPI key codes of BRLTTY commands.
const (
	keyLineUp   = 0x20000001
	keyLineDown = 0x20000002
	keyTop      = 0x20000009
	keyBottom   = 0x2000000A
	keyNextPara = 0x2000000E
	keyLineEnd  = 0x2000001C
	keyRoute    = 0x20010000
	keyPassDots = 0x20220000
)

// TestBrailleDisplayKeysAndMessages: the display's navigation keys move
// through the lines, a refused selection and the end of the game are
// shown on the cells, a size change and a BRLTTY restart are followed,
// and no write ever has a stale width.
func TestBrailleDisplayKeysAndMessages(t *testing.T) {
	srv, err := brltest.NewServer(40)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	r := startDisplay(t, srv.Address(), "--fen", "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1")
	srv.WaitCells(t, 0, func(c []byte) bool { return brailleCellsString(c) == shown("⠂⠀⠨", 40) })
	o := onServer{t, srv, r}
	o.key(keyNextPara, "next-paragraph: rank 8", shown("⠦⠀⠄⠸⠄⠸⠄⠸⠄⠥", 40))
	o.key(keyNextPara, "next-paragraph: nothing further", "") // no scoresheet yet
	o.key(keyBottom, "bottom: the file letters", shown("⠀⠀⠁⠃⠉⠙⠑⠋⠛⠓", 40))
	o.key(keyLineEnd, "line-end: nothing further", "")
	o.key(keyTop, "top: the last move", shown("⠂⠀⠨", 40))
	o.key(keyLineDown, "line-down: rank 8", "")
	o.key(keyRoute|2, "route 2: no piece of yours on a8", shown("⠝⠕⠀⠏⠊⠑⠉⠑⠀⠕⠋⠀⠽⠕⠥⠗⠎⠀⠕⠝⠀⠁⠦", 40))
	o.key(keyLineDown, "line-down: rank 7", shown("⠶⠀⠸⠄⠸⠄⠸⠟⠸⠄", 40))
	o.key(keyRoute|7, "route 7: f7 selected", shown("⠶⠀⠸⠄⠸⠄⠸⣟⠸⠄", 40))
	o.key(keyLineUp, "line-up: rank 8", shown("⠦⠀⠄⠸⠄⠸⠄⠸⠄⠥", 40))
	o.key(keyRoute|2, "route 2: f7 to a8 is not a legal move", shown("⠋⠶⠀⠞⠕⠀⠁⠦⠀⠊⠎⠀⠝⠕⠞⠀⠁⠀⠇⠑⠛⠁⠇⠀⠍⠕⠧⠑", 40))
	o.key(keyLineDown, "line-down: rank 7", shown("⠶⠀⠸⠄⠸⠄⠸⠟⠸⠄", 40))
	o.key(keyRoute|7, "route 7: f7 selected", shown("⠶⠀⠸⠄⠸⠄⠸⣟⠸⠄", 40))
	o.key(keyRoute|8, "route 8: played Qg7#; checkmate, White wins",
		shown("⠉⠓⠑⠉⠅⠍⠁⠞⠑⠠⠀⠺⠓⠊⠞⠑⠀⠺⠊⠝⠎", 40))
	o.key(keyTop, "top: the last move", shown("⠂⠀⠟⠛⠶⠜⠍", 40))
	o.key(keyLineDown, "line-down: the result", shown("⠂⠤⠴", 40))
	o.key(keyRoute|3, "route 3: no square there", "")
	o.do(func() { srv.Resize(24) }, "display: now 24 cells", shown("⠂⠤⠴", 24))
	// BRLTTY restarts: the loss is told at once, then the return
	n, lines := srv.Count(), len(r.lines())
	srv.Hangup()
	r.waitLines(t, lines+2)
	if got := r.lines()[lines : lines+2]; got[0] != "display: connection lost" || got[1] != "display: reconnected, 24 cells" {
		t.Fatalf("printed %q, want the loss and the return", got)
	}
	srv.WaitCells(t, n, func(c []byte) bool { return brailleCellsString(c) == shown("⠗⠑⠉⠕⠝⠝⠑⠉⠞⠑⠙", 24) })
	r.stop(t)
	if srv.StaleWrites() != 0 {
		t.Errorf("%d writes with a stale width", srv.StaleWrites())
	}
}

// TestBrailleDisplayTypedMove: a move typed on the Braille keyboard in
// the chess code and ended with dot 8 is played, as in the app; a cell
// rubbed out with dot 7 is not read, and nonsense is refused.
func TestBrailleDisplayTypedMove(t *testing.T) {
	srv, err := brltest.NewServer(40)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	r := startDisplay(t, srv.Address())
	srv.WaitCells(t, 0, func(c []byte) bool { return brailleCellsString(c) == shown("⠂⠀⠨", 40) })
	o := onServer{t, srv, r}
	dots := func(c braille.Cell) uint64 { return keyPassDots | uint64(c) }
	echo := func(c braille.Cell, did string) string { return brlapi.DecodeKey(dots(c)).String() + ": " + did }
	o.key(dots(braille.Dot1), echo(braille.Dot1, "cells typed: 1"), "⠁"+shown("", 39))
	o.key(dots(braille.Dot8), echo(braille.Dot8, "not a legal move:"), "")
	pos := rules.StartPosition()
	m, err := pos.ParseUCI("g1f3")
	if err != nil {
		t.Fatal(err)
	}
	cells := braille.UK2015().Move(&pos, m)
	o.key(dots(braille.Dot1|braille.Dot2|braille.Dot3), echo(braille.Dot1|braille.Dot2|braille.Dot3, "cells typed: 1"), "")
	o.key(dots(braille.Dot7), echo(braille.Dot7, "cells typed: 0"), "")
	for i, c := range cells {
		o.key(dots(c), echo(c, fmt.Sprintf("cells typed: %d", i+1)), "")
	}
	o.key(dots(braille.Dot8), echo(braille.Dot8, "played Nf3"), "")
	r.stop(t)
}

func TestGameEnd(t *testing.T) {
	cases := []struct {
		st   rules.Status
		want string
	}{
		{rules.Status{Termination: rules.Checkmate, Result: rules.BlackWins}, "checkmate, Black wins"},
		{rules.Status{Termination: rules.Stalemate, Result: rules.Draw}, "stalemate, a draw"},
		{rules.Status{Termination: rules.FivefoldRepetition}, "a draw by fivefold repetition"},
		{rules.Status{Termination: rules.SeventyFiveMoves}, "a draw by the 75-move rule"},
		{rules.Status{Termination: rules.DeadPosition}, "a draw: no mate is possible"},
		{rules.Status{ClaimableThreefold: true}, "a draw may be claimed: threefold repetition"},
		{rules.Status{ClaimableFifty: true}, "a draw may be claimed: 50 moves"},
		{rules.Status{Check: true}, ""},
	}
	for _, c := range cases {
		if got := gameEnd(c.st); got != c.want {
			t.Errorf("%+v: %q, want %q", c.st, got, c.want)
		}
	}
}
