package main

import (
	"bytes"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tactuschess/tactus/internal/brltest"
)

func TestBrailleMoves(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"braille", "e4", "e5", "Nf3"}, "⠂⠀⠑⠲\n⠂⠀⠤⠑⠢\n⠆⠀⠎⠋⠒\n"},
		{[]string{"braille", "--lang", "de", "e2e4", "d7d5", "exd5", "Dxd5", "Sc3"},
			"⠂⠀⠑⠲\n⠂⠀⠤⠙⠢\n⠆⠀⠑⠰⠙⠢\n⠆⠀⠤⠟⠰⠙⠢\n⠒⠀⠎⠉⠒\n"},
		{[]string{"braille", "--brf", "--fen", "3k4/8/8/8/8/8/8/R3K2R w KQ - 0 30", "O-O-O+"}, "30 0-0-0>p\n"},
		{[]string{"braille", "--board", "--fen", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "Rh8+", "Kd7"},
			"⠦⠀⠄⠤⠄⠤⠄⠤⠄⠗\n⠶⠀⠤⠄⠤⠥⠤⠄⠤⠄\n⠖⠀⠄⠤⠄⠤⠄⠤⠄⠤\n⠢⠀⠤⠄⠤⠄⠤⠄⠤⠄\n⠲⠀⠄⠤⠄⠤⠄⠤⠄⠤\n⠒⠀⠤⠄⠤⠄⠤⠄⠤⠄\n⠆⠀⠄⠤⠄⠤⠄⠤⠄⠤\n⠂⠀⠗⠄⠤⠄⠅⠄⠤⠄\n"},
		{[]string{"braille", "--board", "--brf"}, "8 (!v=uv!(\n7 &&&&&&&&\n6 '-'-'-'-\n5 -'-'-'-'\n4 '-'-'-'-\n3 -'-'-'-'\n2 pppppppp\n1 rslqklsr\n"},
	}
	for _, tc := range cases {
		var out, errOut bytes.Buffer
		if st := run(tc.args, strings.NewReader(""), &out, &errOut); st != 0 {
			t.Errorf("%v: status %d: %s", tc.args, st, errOut.String())
			continue
		}
		if out.String() != tc.want {
			t.Errorf("%v:\n%s\nwant\n%s", tc.args, out.String(), tc.want)
		}
	}
}

func TestBrailleUsageErrors(t *testing.T) {
	cases := []struct {
		args   []string
		status int
		msg    string
	}{
		{[]string{"braille"}, 2, "no moves"},
		{[]string{"braille", "--fen", "nonsense", "e4"}, 2, "--fen"},
		{[]string{"braille", "--lang", "xx", "e4"}, 2, "--lang"},
		{[]string{"braille", "--board", "--display"}, 2, "exclude"},
		{[]string{"braille", "e5"}, 1, "move 1"},
		{[]string{"braille", "--display", "--brlapi", "bad:addr:x"}, 1, "bad address"},
	}
	for _, tc := range cases {
		var out, errOut bytes.Buffer
		st := run(tc.args, strings.NewReader(""), &out, &errOut)
		if st != tc.status || !strings.Contains(errOut.String(), tc.msg) {
			t.Errorf("%v: status %d, stderr %q; want %d containing %q", tc.args, st, errOut.String(), tc.status, tc.msg)
		}
	}
}

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

// brailleHolds reports whether out holds want, where a want made of
// repeated "key: " means at least that many echoed keys.
func brailleHolds(out, want string) bool {
	if n := strings.Count(want, "key: "); n > 0 && want == strings.Repeat("key: ", n) {
		return strings.Count(out, "key: ") >= n
	}
	return strings.Contains(out, want)
}

// brailleWaitOutput waits until the output holds want.
func brailleWaitOutput(t *testing.T, out *brailleSyncBuffer, want string) {
	t.Helper()
	deadline := time.Now().Add(brltest.Timeout)
	for !brailleHolds(out.String(), want) {
		if time.Now().After(deadline) {
			t.Fatalf("output never held %q:\n%s", want, out.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestBrailleDisplayPromotion promotes on b8 with routing keys and picks
// the queen by typing ⠟ (dots 1-2-3-4-5) on the Braille keyboard.
func TestBrailleDisplayPromotion(t *testing.T) {
	d := brltest.Start(t, brltest.Config{Cells: 20})
	stdin, stdinW := io.Pipe()
	var out, errOut brailleSyncBuffer
	status := make(chan int, 1)
	go func() {
		status <- run([]string{"braille", "--display", "--brlapi", d.Address(),
			"--fen", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"}, stdin, &out, &errOut)
	}()
	t.Cleanup(func() { stdinW.Close() })
	pad := strings.Repeat("⠀", 10)
	d.Display.WaitCells(t, 0, brailleShows("⠂⠀⠨"+strings.Repeat("⠀", 17)))
	press := func(key, echo, shows string) {
		t.Helper()
		brailleStep(t, d, &out, key, echo, shows)
	}
	press("LnDn", "key: line-down", "⠦⠀⠄⠤⠄⠤⠥⠤⠄⠤"+pad)
	press("LnDn", "key: line-down", "⠶⠀⠤⠏⠤⠄⠤⠄⠤⠄"+pad)
	press("Route 3", "key: route 3: b7 from selected", "⠶⠀⠤⣏⠤⠄⠤⠄⠤⠄"+pad)
	press("LnUp", "key: line-up", "⠦⠀⠄⠤⠄⠤⠥⠤⠄⠤"+pad)
	press("Route 3", "key: route 3: b8 → promotion: type the piece", "")
	press("Passdots 1", "key: dots 1: not a promotion piece", "")
	press("Passdots 31", "key: dots 12345: played b8=Q+ ⠃⠦⠿⠟⠜⠏", "⠦⠀⠄⠟⠄⠤⠥⠤⠄⠤"+pad)
	stdinW.Close()
	select {
	case st := <-status:
		if st != 0 {
			t.Fatalf("status %d: %s", st, errOut.String())
		}
	case <-time.After(brltest.Timeout):
		t.Fatal("tactus braille --display did not end at EOF")
	}
}

// brailleShows matches a display line written as Unicode braille.
func brailleShows(s string) func([]byte) bool {
	return func(got []byte) bool { return brailleCellsString(got) == s }
}

// brailleStep presses one key, waits for its echo, checks it, and waits
// for the display to show shows (unless empty).
func brailleStep(t *testing.T, d *brltest.Daemon, out *brailleSyncBuffer, key, echo, shows string) {
	t.Helper()
	n := d.Display.Count()
	keys := strings.Count(out.String(), "key: ")
	d.Display.Press(t, key) // one at a time: the vr driver drops keys sent together
	brailleWaitOutput(t, out, strings.Repeat("key: ", keys+1))
	if !strings.Contains(out.String(), echo) {
		t.Fatalf("%s: output lacks %q:\n%s", key, echo, out.String())
	}
	if shows != "" {
		d.Display.WaitCells(t, n, brailleShows(shows))
	}
}

// TestBrailleDisplayRealBRLTTY drives `tactus braille --display` through a
// real BRLTTY: it shows the last-move line, pans to the board, selects e2
// and e4 with routing keys and sees the pawn arrive on e4.
func TestBrailleDisplayRealBRLTTY(t *testing.T) {
	d := brltest.Start(t, brltest.Config{Cells: 20})
	stdin, stdinW := io.Pipe()
	var out, errOut brailleSyncBuffer
	status := make(chan int, 1)
	go func() {
		status <- run([]string{"braille", "--display", "--brlapi", d.Address()}, stdin, &out, &errOut)
	}()
	t.Cleanup(func() { stdinW.Close() })
	pad := strings.Repeat("⠀", 10)
	d.Display.WaitCells(t, 0, brailleShows("⠂⠀⠨"+strings.Repeat("⠀", 17)))
	press := func(key, echo, shows string) {
		t.Helper()
		brailleStep(t, d, &out, key, echo, shows)
	}
	press("LnDn", "key: line-down", "⠦⠀⠷⠮⠧⠿⠥⠧⠮⠷"+pad)
	for i := 0; i < 5; i++ {
		press("LnDn", "", "")
	}
	press("LnDn", "key: line-down", "⠆⠀⠏⠏⠏⠏⠏⠏⠏⠏"+pad)
	press("Route 6", "key: route 6: e2 from selected", "⠆⠀⠏⠏⠏⠏⣏⠏⠏⠏"+pad)
	press("LnUp", "", "")
	press("LnUp", "", "⠲⠀⠄⠤⠄⠤⠄⠤⠄⠤"+pad)
	press("Route 6", "key: route 6: e4 → played e4 ⠑⠲", "⠲⠀⠄⠤⠄⠤⠏⠤⠄⠤"+pad)
	press("Home", "key: home", "⠂⠀⠨⠑⠲"+strings.Repeat("⠀", 15))
	stdinW.Close()
	select {
	case st := <-status:
		if st != 0 {
			t.Fatalf("status %d: %s", st, errOut.String())
		}
	case <-time.After(brltest.Timeout):
		t.Fatal("tactus braille --display did not end at EOF")
	}
	if !strings.HasPrefix(out.String(), "display: 20 cells\n") {
		t.Errorf("output:\n%s", out.String())
	}
}

func brailleCellsString(b []byte) string {
	var s strings.Builder
	for _, c := range b {
		s.WriteRune(0x2800 + rune(c))
	}
	return s.String()
}
