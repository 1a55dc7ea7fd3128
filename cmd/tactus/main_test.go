package main

import (
	"bytes"
	"strings"
	"testing"
)

// runCLI runs tactus in process and returns its exit status and output.
func runCLI(t *testing.T, stdin string, args ...string) (status int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	status = run(args, strings.NewReader(stdin), &out, &errOut)
	return status, out.String(), errOut.String()
}

func TestUsageListsEveryCommand(t *testing.T) {
	status, out, _ := runCLI(t, "", "help")
	if status != 0 {
		t.Fatalf("status %d", status)
	}
	for _, c := range commands() {
		if !strings.Contains(out, "  "+c.name+" ") {
			t.Errorf("usage does not list %q:\n%s", c.name, out)
		}
	}
}

func TestUnknownCommand(t *testing.T) {
	status, _, errOut := runCLI(t, "", "frobnicate")
	if status != 2 || !strings.Contains(errOut, `unknown command "frobnicate"`) {
		t.Errorf("status %d, stderr %q", status, errOut)
	}
}

func TestPerftCommand(t *testing.T) {
	tests := []struct {
		args     []string
		status   int
		lastLine string
		stderr   string
	}{
		{[]string{"perft", "--depth", "3"}, 0, "8902", ""},
		{[]string{"perft", "--depth", "2", "--fen", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1"}, 0, "528", ""},
		{[]string{"perft", "--divide", "--depth", "2"}, 0, "400", ""},
		{[]string{"perft"}, 2, "", "--depth must be from 1 to 20"},
		{[]string{"perft", "--depth", "x"}, 2, "", `perft: --depth "x": not a valid value; tactus perft -h lists the flags`},
		{[]string{"perft", "--depth", "2", "--fen", "8/8/8"}, 2, "", "--fen: a FEN has six fields, the last two may be left out"},
		{[]string{"perft", "--depth", "2", "e2e4"}, 0, "600", ""},
		{[]string{"perft", "--depth", "2", "--lang", "de", "e4", "Sf6"}, 0, "654", ""}, // as e2e4 g8f6,
		{[]string{"perft", "--depth", "1", "Ke2"}, 1, "", `tactus: White's move 1, "Ke2": no king can move to e2; legal:`},
		{[]string{"perft", "--depth", "1", "--lang", "xx"}, 2, "", "not a notation language"},
		{[]string{"perft", "--bogus"}, 2, "", "perft: --bogus is not a flag"},
		{[]string{"perft", "--depth"}, 2, "", "perft: --depth needs a value"},
		{[]string{"play", "--station=bad"}, 2, "", `play: --station "bad": "bad" is not host:port`},
		{[]string{"play", "--plain=maybe"}, 2, "", `play: --plain "maybe": not a valid value`},
	}
	for _, tt := range tests {
		status, out, errOut := runCLI(t, "", tt.args...)
		lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
		if status != tt.status || lines[len(lines)-1] != tt.lastLine || !strings.Contains(errOut, tt.stderr) {
			t.Errorf("%v: status %d, last line %q, stderr %q; want %d, %q, %q",
				tt.args, status, lines[len(lines)-1], errOut, tt.status, tt.lastLine, tt.stderr)
		}
	}
}

func TestPerftDivideListsRootMoves(t *testing.T) {
	_, out, _ := runCLI(t, "", "perft", "--divide", "--depth", "1", "--fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1")
	for _, want := range []string{"e1g1 1\n", "h1h8 1\n", "e1d1 1\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("divide output lacks %q:\n%s", want, out)
		}
	}
	_, out, _ = runCLI(t, "", "perft", "--divide", "--depth", "1", "--fen", "4k3/8/8/8/8/8/8/4K2R w H - 0 1")
	if !strings.Contains(out, "e1h1 1\n") {
		t.Errorf("Chess960 castling not written king-takes-rook:\n%s", out)
	}
}

func TestStatusCommand(t *testing.T) {
	tests := []struct {
		args   []string
		status int
		stdout string
		stderr string
	}{
		{[]string{"status"}, 0, "The game goes on.\n", ""},
		{[]string{"status", "--short"}, 0, "ongoing\n", ""},
		{[]string{"status", "--fen", "k7/8/8/8/8/8/8/KB6 w - - 0 1", "Kb2", "Ka7"}, 0, "Draw: no sequence of legal moves can lead to checkmate.\n", ""},
		{[]string{"status", "e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7"}, 0, "White wins by checkmate.\n", ""},
		{[]string{"status", "e4", "f5", "Qh5"}, 0, "The game goes on; Black is in check.\n", ""},
		{[]string{"status", "--short", "f2f3", "e7e5", "g2g4", "d8h4"}, 0, "checkmate 0-1\n", ""},
		{[]string{"status", "--fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"}, 0, "Draw by stalemate.\n", ""},
		{[]string{"status", "e2e4", "e7e5", "e1e3"}, 1, "", `tactus: White's move 2, "e1e3": no king can move to e3; legal: Ke2.`},
		{[]string{"status", "e2e4", "zz"}, 1, "", `tactus: Black's move 1, "zz": it is not a move (`},
		{[]string{"status", "--lang", "de", "f3", "e5", "g4", "Dh4"}, 0, "Black wins by checkmate.\n", ""},
		{[]string{"status", "--lang", "fr", "f3", "e5", "g4", "dh4#"}, 0, "Black wins by checkmate.\n", ""},
		{[]string{"status", "--lang", "xx"}, 2, "", "not a notation language"},
		{[]string{"status", "f2f3", "e7e5", "g2g4", "d8h4", "a2a3"}, 1, "", "the game is over: Black wins by checkmate."},
		{[]string{"status", "--fen", "nonsense"}, 2, "", "--fen: a FEN has six fields"},
	}
	for _, tt := range tests {
		status, out, errOut := runCLI(t, "", tt.args...)
		if status != tt.status || out != tt.stdout || !strings.Contains(errOut, tt.stderr) {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want %d, %q, %q", tt.args, status, out, errOut, tt.status, tt.stdout, tt.stderr)
		}
	}
}

func TestHelpFlagPrintsFlagsAndSucceeds(t *testing.T) {
	for _, args := range [][]string{{"perft", "-h"}, {"status", "--help"}, {"notation", "-h"}} {
		status, out, errOut := runCLI(t, "", args...)
		if status != 0 || !strings.Contains(out, "flags of tactus "+args[0]) || errOut != "" {
			t.Errorf("%v: status %d, stdout %q, stderr %q", args, status, out, errOut)
		}
	}
}
