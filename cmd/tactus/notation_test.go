package main

import (
	"strings"
	"testing"
)

func TestNotationCommand(t *testing.T) {
	tests := []struct {
		args   []string
		status int
		stdout string
		stderr string // substring
	}{
		{[]string{"notation", "e4", "e5", "Nf3"}, 0, "e4\ne5\nNf3\n", ""},
		{[]string{"notation", "--to", "uci", "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "0-0"}, 0,
			"e2e4\ne7e5\ng1f3\nb8c6\nf1b5\na7a6\ne1g1\n", ""},
		{[]string{"notation", "--to", "lan", "e2e4", "e7e5", "g1f3"}, 0, "e2-e4\ne7-e5\nNg1-f3\n", ""},
		{[]string{"notation", "--lang", "de", "--out-lang", "fr", "Sf3", "d5", "d4", "Lf5"}, 0, "Cf3\nd5\nd4\nFf5\n", ""},
		{[]string{"notation", "--lang", "pl", "Sf3", "Sf6"}, 0, "Sf3\nSf6\n", ""},
		{[]string{"notation", "--out-lang", "fig", "Nf3", "Nf6"}, 0, "♘f3\n♞f6\n", ""},
		{[]string{"notation", "--fen", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "exd6 e.p.", "Kd7"}, 0, "exd6\nKd7\n", ""},
		{[]string{"notation", "e4", "Nf4"}, 1, "e4\n", `tactus: Black's move 1, "Nf4": no knight can move to f4; legal: Na6 Nc6 Nf6 Nh6.`},
		{[]string{"notation", "--lang", "de", "Nf3"}, 1, "", "German piece letters (K D T L S)"},
		{[]string{"notation"}, 2, "", "no moves given"},
		{[]string{"notation", "--lang", "xx", "e4"}, 2, "", "not a notation language"},
		{[]string{"notation", "--out-lang", "xx", "e4"}, 2, "", "not a notation language"},
		{[]string{"notation", "--to", "fen", "e4"}, 2, "", "use san, lan or uci"},
		{[]string{"notation", "--fen", "bad", "e4"}, 2, "", "--fen"},
	}
	for _, tt := range tests {
		status, out, errOut := runCLI(t, "", tt.args...)
		if status != tt.status || out != tt.stdout || !strings.Contains(errOut, tt.stderr) {
			t.Errorf("%q: status %d, stdout %q, stderr %q; want %d, %q, %q", tt.args, status, out, errOut, tt.status, tt.stdout, tt.stderr)
		}
	}
}
