package main

import (
	"bytes"
	"strings"
	"testing"
)

// runClockCLI runs tactus in process and returns its exit status and output.
func runClockCLI(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	status := run(args, strings.NewReader(stdin), &out, &errOut)
	return status, out.String(), errOut.String()
}

func TestClockInfo(t *testing.T) {
	tests := []struct {
		control string
		status  int
		lines   []string // expected lines, the last one exactly last
	}{
		{"40/5400+30:1800+30", 0, []string{
			"control: 40/90m+30s, 30m+30s",
			"pgn: 40/5400+30:1800+30",
			"period 1: 40 moves in 1 hour 30 minutes, plus 30 seconds per move (increment)",
			"period 2: the rest of the game in 30 minutes, plus 30 seconds per move (increment)",
			"standard"}},
		{"90m/40+30s, 30m+30s", 0, []string{"pgn: 40/5400+30:1800+30", "standard"}},
		{"15m+10s", 0, []string{"penalty (7.5.5, 9.5.3): 1 minute", "rapid"}},
		{"300+3", 0, []string{"time for 60 moves: 8 minutes", "blitz"}},
		{"*180", 0, []string{"hourglass: 3 minutes each; the time one player uses is added to the other", "blitz"}},
		{"25m b10s", 0, []string{"pgn: none (PGN has no delay)", "with a Bronstein delay of 10 seconds per move", "rapid"}},
		{"1h", 0, []string{"standard"}},
		{"-", 0, []string{"no time control", "standard"}},
	}
	for _, tt := range tests {
		status, out, errOut := runClockCLI(t, "", "clock", "info", "--control", tt.control)
		if status != tt.status {
			t.Errorf("info %q: status %d, stderr %q", tt.control, status, errOut)
			continue
		}
		for _, l := range tt.lines {
			if !strings.Contains(out, l) {
				t.Errorf("info %q: output lacks %q:\n%s", tt.control, l, out)
			}
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if last := lines[len(lines)-1]; last != tt.lines[len(tt.lines)-1] {
			t.Errorf("info %q: last line %q, want %q", tt.control, last, tt.lines[len(tt.lines)-1])
		}
	}
}

func TestClockInfoErrors(t *testing.T) {
	tests := []struct {
		args   []string
		status int
		msg    string
	}{
		{[]string{"clock", "info", "--control", "40/90m+x"}, 2, `tactus: clock info: --control "40/90m+x": "x": want a number.` + "\n"},
		{[]string{"clock", "info", "--control", "300:40/5400"}, 2, `tactus: clock info: --control "300:40/5400": period 1: the rest of the game must be the last period.` + "\n"},
		{[]string{"clock", "info", "--control", "?"}, 1, "unknown"},
		{[]string{"clock", "info"}, 2, "--control is required"},
		{[]string{"clock", "info", "--control", "5m", "extra"}, 2, "unexpected argument"},
		{[]string{"clock"}, 2, "usage"},
		{[]string{"clock", "tick"}, 2, "unknown subcommand"},
	}
	for _, tt := range tests {
		status, _, errOut := runClockCLI(t, "", tt.args...)
		if status != tt.status || !strings.Contains(errOut, tt.msg) {
			t.Errorf("%q: status %d, stderr %q; want %d and %q", tt.args, status, errOut, tt.status, tt.msg)
		}
	}
}

func TestClockSimulate(t *testing.T) {
	tests := []struct {
		name, control, in, out string
	}{
		{"fischer moves and final", "5m+3s",
			"0 start\n1500 press\n3000 press\n",
			"move 1 white white=0:05:04.500 black=0:05:03.000\n" +
				"move 1 black white=0:05:04.500 black=0:05:04.500\n" +
				"final white=0:05:04.500 black=0:05:04.500 running=white flag=none\n"},
		{"7.5: the illegal move is taken back on the clock; a second one loses", "1m",
			"0 start\n1000 press\n1500 penalty white\n2000 penalty white\n",
			"move 1 white white=0:00:59.000 black=0:01:00.000\n" +
				"illegal white: move taken back, black gets 1m, white=0:00:59.000 black=0:01:59.500\n" +
				"illegal white: second illegal move, white loses unless black cannot checkmate (7.5.5)\n" +
				"final white=0:00:58.500 black=0:01:59.500 running=none flag=none\n"},
		{"comments, blank lines, penalty to the opponent, pause, add, flag", "5m+3s",
			"# a game\n0 start\n1500 press # white\n\n3000 press\n4000 penalty white\n5000 pause\n" +
				"9000 resume\n10000 add black 30s\n400000 press\n",
			// 5m+3s starts at 5:03 (the increment before move 1).
			"move 1 white white=0:05:04.500 black=0:05:03.000\n" +
				"move 1 black white=0:05:04.500 black=0:05:04.500\n" +
				"illegal white: black gets 1m, white=0:05:03.500 black=0:06:04.500\n" +
				"flag white at 311500\n" +
				"final white=0:00:00.000 black=0:06:34.500 running=none flag=white\n"},
		{"flag revealed by the end of input", "1m",
			"0 start\n1000 press\n61000 pause\n",
			"move 1 white white=0:00:59.000 black=0:01:00.000\n" +
				"flag black at 61000\n" +
				"final white=0:00:59.000 black=0:00:00.000 running=none flag=black\n"},
		{"no flag before the end of input", "1m", "0 start\n59999 pause\n59999 resume\n",
			"final white=0:00:00.001 black=0:01:00.000 running=white flag=none\n"},
		{"delay and period change", "1/1m d5s, 30s",
			"0 start\n4000 press\n20000 press\n",
			"move 1 white white=0:01:30.000 black=0:01:00.000\n" +
				"move 1 black white=0:01:30.000 black=0:01:19.000\n" +
				"final white=0:01:30.000 black=0:01:19.000 running=white flag=none\n"},
		{"end stops the clock", "10s", "0 start\n5000 end\n",
			"final white=0:00:05.000 black=0:00:10.000 running=none flag=none\n"},
		{"not started", "10s", "",
			"final white=0:00:10.000 black=0:00:10.000 running=none flag=none\n"},
	}
	for _, tt := range tests {
		status, out, errOut := runClockCLI(t, tt.in, "clock", "simulate", "--control", tt.control)
		if status != 0 || out != tt.out {
			t.Errorf("%s: status %d stderr %q\n got: %q\nwant: %q", tt.name, status, errOut, out, tt.out)
		}
	}
}

func TestClockSimulateBadLines(t *testing.T) {
	tests := []struct{ in, msg string }{
		{"0 start\nx press\n", "line 2: time \"x\""},
		{"0 start\n-5 press\n", "line 2: time \"-5\""},
		{"1000 start\n500 press\n", "line 2: time 500 goes back before 1000"},
		{"0 start\n10 jump\n", "line 2: unknown action \"jump\""},
		{"0 start\n10\n", "line 2: missing action"},
		{"0 start\n10 add white\n", "line 2: add: want 2 argument(s)"},
		{"0 start\n10 add green 5s\n", "line 2: add: side \"green\""},
		{"0 start\n10 add white 5\n", "line 2: add: duration \"5\""},
		{"0 start\n10 press now\n", "line 2: press: want 0 argument(s)"},
		{"0 press\n", "line 1: the clock is not running"},
		{"0 start\n\n# x\n5 start\n", "line 4: the clock has already started"},
		{"0 start\n5 resume\n", "line 2: the clock is not paused"},
		{"0 start\n5 add white -10m\n", "line 2: that adjustment is out of range"},
		{"0 start\n5 end\n6 press\n", "line 3: the clock has stopped"},
		{"0 start\n70000 penalty purple\n", "line 2: penalty: side \"purple\""}, // checked even after the flag
	}
	for _, tt := range tests {
		status, _, errOut := runClockCLI(t, tt.in, "clock", "simulate", "--control", "1m")
		if status != 1 || !strings.Contains(errOut, tt.msg) {
			t.Errorf("%q: status %d stderr %q, want 1 and %q", tt.in, status, errOut, tt.msg)
		}
	}
	if status, _, _ := runClockCLI(t, "", "clock", "simulate", "--control", "-"); status != 1 {
		t.Errorf("simulate without a time limit: status %d, want 1", status)
	}
}

func TestClockSimulateTalk(t *testing.T) {
	in := "0 start\n1000 request black\n30000 press\n40000 press\n100000 pause\n"
	want := "announce black 0:12:00.000 moves=0 period=1 at 1000 request\n" +
		"move 1 white white=0:13:30.000 black=0:12:00.000\n" +
		"announce white 0:13:30.000 moves=1 period=2 at 30000 period\n" +
		"move 1 black white=0:13:30.000 black=0:13:50.000\n" +
		"final white=0:12:30.000 black=0:13:50.000 running=none flag=none\n"
	status, out, errOut := runClockCLI(t, in, "clock", "simulate", "--control", "1/12m, 2m", "--talk", "white")
	if status != 0 || out != want {
		t.Errorf("status %d stderr %q\n got: %q\nwant: %q", status, errOut, out, want)
	}
	status, out, _ = runClockCLI(t, "0 start\n800000 pause\n", "clock", "simulate", "--control", "12m", "--talk", "both")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	wantLines := []string{
		"announce white 0:10:00.000 moves=0 period=1 at 120000 threshold",
		"announce white 0:05:00.000 moves=0 period=1 at 420000 threshold",
		"announce white 0:00:10.000 moves=0 period=1 at 710000 threshold",
		"announce white 0:00:00.000 moves=0 period=1 at 720000 flag",
		"flag white at 720000",
	}
	if status != 0 || len(lines) != 14 {
		t.Fatalf("status %d, %d lines:\n%s", status, len(lines), out)
	}
	for _, w := range wantLines {
		if !strings.Contains(out, w+"\n") {
			t.Errorf("output lacks %q", w)
		}
	}
	if status, _, errOut := runClockCLI(t, "0 request white\n", "clock", "simulate", "--control", "1m"); status != 1 ||
		!strings.Contains(errOut, "line 1: request: needs --talk") {
		t.Errorf("request without --talk: %d %q", status, errOut)
	}
	if status, _, _ := runClockCLI(t, "", "clock", "simulate", "--control", "1m", "--talk", "red"); status != 2 {
		t.Errorf("--talk red: status %d, want 2", status)
	}
	if status, out, _ := runClockCLI(t, "", "clock", "help"); status != 0 || !strings.Contains(out, "penalty white|black") {
		t.Errorf("clock help: %d %q", status, out)
	}
}
