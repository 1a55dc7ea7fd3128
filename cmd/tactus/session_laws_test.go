package main

import (
	"strings"
	"testing"
)

// 6.9: a flag that has fallen is recorded when the next line is read, even
// when that line is then refused (a move out of turn, an unreadable move).
func TestSessionSimulateFlagBeforeRefusedLine(t *testing.T) {
	for _, refused := range []string{"70 white move d4", "70 black move Zz9", "70 black-assistant touch e9"} {
		in := "0 white move e4\n" + refused + "\n"
		status, out, errOut := runClockCLI(t, in, "session", "simulate", "--control", "1m")
		if status != 0 {
			t.Fatalf("%q: status %d, %s", refused, status, errOut)
		}
		if !strings.Contains(out, "result: 1-0 time\n") {
			t.Errorf("%q: Black's flag fell at 60 s and is not recorded:\n%s", refused, out)
		}
	}
}

// Guidelines I.1.1: a sealed move in Appendix D words is read at sealing as
// every move is, and played when the envelope is opened.
func TestSessionSimulateSealInWords(t *testing.T) {
	in := "0 arbiter adjourn\n1 white seal Springer Bella eins David zwei\n9 arbiter resume\n"
	status, out, errOut := runClockCLI(t, in, "session", "simulate", "--control", "90m", "--fen", "r3k3/8/8/8/8/8/8/1N2KN2 w - - 0 40")
	if status != 0 {
		t.Fatalf("status %d, %s", status, errOut)
	}
	if !strings.Contains(out, "white board: r3k3/8/8/8/8/8/3N4/4KN2 b") || !strings.Contains(out, "result: ongoing") {
		t.Errorf("the sealed move is not played:\n%s", out)
	}
}
