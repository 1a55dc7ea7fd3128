package main

import (
	"strings"
	"testing"
)

// fen960 is a Chess960 start position (king on d1) written with KQkq,
// which only a Chess960 reading makes a position.
const fen960 = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w KQkq - 0 1"

// TestChess960Flag: every command that takes --fen reads it as Chess960
// with --chess960, and without it says to add --chess960 instead of
// pointing at a reading no flag offers.
func TestChess960Flag(t *testing.T) {
	for _, tc := range []struct {
		args []string
		out  string // a line of the output with --chess960
	}{
		{[]string{"status", "e4"}, "The game goes on."},
		{[]string{"announce", "e4"}, "Eva zwei Eva vier"},
		{[]string{"notation", "--to", "uci", "e4"}, "e2e4"},
		{[]string{"hear", "Eva zwei Eva vier"}, "e4"},
		{[]string{"say", "--voice", "text", "e4"}, "Eva zwei Eva vier"},
		{[]string{"braille", "--board"}, ""},
		{[]string{"perft", "--depth", "2"}, "400"},
	} {
		cmd := tc.args[0]
		args := append([]string{cmd, "--fen", fen960}, tc.args[1:]...)
		status, _, errOut := runCLI(t, "", args...)
		want := "tactus: " + cmd + `: --fen: "KQkq" needs a Chess960 reading; add --chess960 to read it so` + "\n"
		if status != 2 || errOut != want {
			t.Errorf("%q: status %d, stderr %q; want 2 and %q", args, status, errOut, want)
		}
		args = append([]string{cmd, "--chess960", "--fen", fen960}, tc.args[1:]...)
		status, out, errOut := runCLI(t, "", args...)
		if status != 0 || !strings.Contains(out, tc.out) {
			t.Errorf("%q: status %d, stdout %q, stderr %q; want 0 and %q", args, status, out, errOut, tc.out)
		}
	}
}

// TestChess960FlagStandardFEN: --chess960 reads the standard start as
// Chess960's position 518, where castling is the king onto its rook.
func TestChess960FlagStandardFEN(t *testing.T) {
	status, out, errOut := runCLI(t, "", "notation", "--chess960", "--to", "uci", "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O")
	if status != 0 || !strings.HasSuffix(out, "e1h1\n") {
		t.Errorf("status %d, stdout %q, stderr %q; want castling as e1h1", status, out, errOut)
	}
	status, _, errOut = runCLI(t, "", "status", "--chess960", "--fen", "xx")
	if status != 2 || !strings.Contains(errOut, "status: --fen: a FEN has six fields") {
		t.Errorf("bad FEN with --chess960: status %d, stderr %q", status, errOut)
	}
}
