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
