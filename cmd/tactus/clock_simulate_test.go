package main

// Independent review of "tactus clock info|simulate" against issue 5; the
// expected outputs are computed by hand.

import (
	"bytes"
	"strings"
	"testing"
)

func rvClockCLI(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	status := run(args, strings.NewReader(stdin), &out, &errOut)
	return status, out.String(), errOut.String()
}

// TestClockSimulateExact: two periods with different increments, a
// pause, an arbiter's addition, a penalty and a flag.
func TestClockSimulateExact(t *testing.T) {
	in := strings.Join([]string{
		"0 start",
		// Both start with 70 s: period 1's increment is credited before move 1.
		"4000 press",   // W1: 70-4+10 = 76
		"10000 press",  // B1: 70-6+10 = 74
		"13500 press",  // W2: 76-3.5+5+60 = 137.5 (period 2 starts; its 5 s come before its first move)
		"20000 pause",  // Black ran 6.5 s
		"50000 resume", // the pause costs nothing
		"51000 add white 30s",
		"52000 penalty black", // blitz (7m10s for 60 moves): White +1 min; Black has not moved since B1
		"60000 press",         // B2: 74-16.5+5+60 = 122.5
		"300000 press",        // White's 227.5 s ran out at 60000+227500
	}, "\n") + "\n"
	status, out, errOut := rvClockCLI(t, in, "clock", "simulate", "--control", "2/1m+10s, 1m+5s")
	want := `move 1 white white=0:01:16.000 black=0:01:10.000
move 1 black white=0:01:16.000 black=0:01:14.000
move 2 white white=0:02:17.500 black=0:01:14.000
illegal black: white gets 1m, white=0:03:47.500 black=0:01:05.500
move 2 black white=0:03:47.500 black=0:02:02.500
flag white at 287500
final white=0:00:00.000 black=0:02:02.500 running=none flag=white
`
	if status != 0 || out != want {
		t.Errorf("status %d, stdout:\n%s\nwant:\n%s\nstderr: %s", status, out, want, errOut)
	}
}

// TestClockSimulateDelayFlag: in delay mode the flag falls after the
// delay and the main time; a press exactly at the flag is too late.
func TestClockSimulateDelayFlag(t *testing.T) {
	status, out, errOut := rvClockCLI(t, "0 start\r\n3000 press\r\n68000 press\r\n",
		"clock", "simulate", "--control", "1m d5s")
	want := `move 1 white white=0:01:00.000 black=0:01:00.000
flag black at 68000
final white=0:01:00.000 black=0:00:00.000 running=none flag=black
`
	if status != 0 || out != want {
		t.Errorf("status %d, stdout:\n%s\nwant:\n%s\nstderr: %s", status, out, want, errOut)
	}
}

// TestClockSimulateFinalStates: running side, pause, end, long games.
func TestClockSimulateFinalStates(t *testing.T) {
	for _, tt := range []struct {
		control, in, last string
	}{
		{"5m", "", "final white=0:05:00.000 black=0:05:00.000 running=none flag=none"},
		{"5m", "0 start\n1500 press\n", "final white=0:04:58.500 black=0:05:00.000 running=black flag=none"},
		{"5m", "0 start\n1500 pause\n", "final white=0:04:58.500 black=0:05:00.000 running=none flag=none"},
		{"5m", "0 start\n1500 end\n999999999 press # ignored after the end? no: an error\n", ""},
		{"2h", "1000 start\n3601000 press\n", "final white=1:00:00.000 black=2:00:00.000 running=black flag=none"},
		{"*60", "0 start\n10000 press\n", "final white=0:00:50.000 black=0:01:10.000 running=black flag=none"},
	} {
		status, out, errOut := rvClockCLI(t, tt.in, "clock", "simulate", "--control", tt.control)
		if tt.last == "" {
			if status != 1 || !strings.Contains(errOut, "line 3") {
				t.Errorf("%q %q: status %d stderr %q, want 1 naming line 3", tt.control, tt.in, status, errOut)
			}
			continue
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if status != 0 || lines[len(lines)-1] != tt.last {
			t.Errorf("%q %q: status %d, out %q, want last line %q (stderr %q)",
				tt.control, tt.in, status, out, tt.last, errOut)
		}
	}
}

// TestClockSimulateBadInput: exit status 1 naming the line.
func TestClockSimulateBadInput(t *testing.T) {
	for _, tt := range []struct {
		in, line string
	}{
		{"abc start\n", "line 1"},
		{"0 start\n100 jump\n", "line 2"},
		{"0 start\n100\n", "line 2"},
		{"0 start\n100 press\n50 press\n", "line 3"},
		{"-5 start\n", "line 1"},
		{"99999999999999999999999 start\n", "line 1"},
		{"0 press\n", "line 1"},
		{"0 start\n1 start\n", "line 2"},
		{"0 add green 1m\n", "line 1"},
		{"0 start\n5 add white 1x\n", "line 2"},
		{"0 start\n5 add white\n", "line 2"},
		{"0 start\n5 add white -5m\n", "line 2"},
		{"0 start\n5 penalty\n", "line 2"},
		{"0 start\n5 press now\n", "line 2"},
		{"0 start\n\n# comment\n7 resume\n", "line 4"},
	} {
		status, _, errOut := rvClockCLI(t, tt.in, "clock", "simulate", "--control", "5m")
		if status != 1 || !strings.Contains(errOut, tt.line) {
			short := tt.in
			if len(short) > 60 {
				short = short[:60] + "..."
			}
			t.Errorf("%q: status %d, stderr %q; want 1 naming %s", short, status, errOut, tt.line)
		}
	}
}

// TestClockSimulateLongLine: a line too long for the scanner is a
// bad line like any other: exit 1 naming it.
func TestClockSimulateLongLine(t *testing.T) {
	in := "0 start\n" + strings.Repeat("1", 70000) + " press\n"
	status, _, errOut := rvClockCLI(t, in, "clock", "simulate", "--control", "5m")
	if status != 1 || !strings.Contains(errOut, "line 2") {
		t.Errorf("status %d, stderr %q; want 1 naming line 2", status, errOut)
	}
}

// TestClockInfoClass: the last line is the class of A.1/B.1.
func TestClockInfoClass(t *testing.T) {
	for _, tt := range []struct{ control, class string }{
		{"600", "blitz"},
		{"601", "rapid"},
		{"3599", "rapid"},
		{"3600", "standard"},
		{"9m+1s", "blitz"},
		{"45m+15s", "standard"},
		{"45m+14s", "rapid"},
		{"40/2h, 20/1h, 30m", "standard"},
		{"40/5400+30:1800+30", "standard"},
		{"*180", "blitz"},
	} {
		status, out, errOut := rvClockCLI(t, "", "clock", "info", "--control", tt.control)
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if status != 0 || lines[len(lines)-1] != tt.class {
			t.Errorf("info %q: status %d, last line %q, want %q (stderr %q)",
				tt.control, status, lines[len(lines)-1], tt.class, errOut)
		}
	}
	for _, bad := range []string{"?", "0", "40/", "1.5m", "abc"} {
		if status, _, errOut := rvClockCLI(t, "", "clock", "info", "--control", bad); status == 0 || errOut == "" {
			t.Errorf("info %q: status %d stderr %q, want an error", bad, status, errOut)
		}
	}
}

// TestClockSimulateTalkAfterAdd: marks passed again after an
// arbiter's addition are announced again.
func TestClockSimulateTalkAfterAdd(t *testing.T) {
	status, out, errOut := rvClockCLI(t, "0 start\n61000 add white 2m\n250000 pause\n",
		"clock", "simulate", "--control", "5m", "--talk", "white")
	for _, want := range []string{
		"announce white 0:04:00.000 moves=0 period=1 at 60000 threshold",
		"announce white 0:05:00.000 moves=0 period=1 at 120000 threshold",
		"announce white 0:04:00.000 moves=0 period=1 at 180000 threshold",
		"announce white 0:03:00.000 moves=0 period=1 at 240000 threshold",
	} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("missing %q; status %d, out:\n%s\nstderr %q", want, status, out, errOut)
		}
	}
}
