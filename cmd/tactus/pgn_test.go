package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestPGNCheck(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.pgn")
	bad := filepath.Join(dir, "bad.pgn")
	if err := os.WriteFile(good, []byte("[Event \"a\"]\n\n1. e4 e5 2. Nf3 *\n\n1. d4 1-0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, []byte("1. e4 e5 2. Ke3 *\n\n1. d4 d5 *\n\n1. c4 ) *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	status, out, errOut := runCLI(t, "", "pgn", "check", good)
	if status != 0 || out != good+": games 2, plies 4, errors 0\n" || errOut != "" {
		t.Errorf("good: status %d, stdout %q, stderr %q", status, out, errOut)
	}
	status, out, errOut = runCLI(t, "", "pgn", "check", good, bad)
	if status != 1 || !strings.HasSuffix(out, bad+": games 3, plies 2, errors 2\n") {
		t.Errorf("bad: status %d, stdout %q", status, out)
	}
	for _, want := range []string{bad + `:1:13: game 1: "Ke3": no king can move to e3; legal: Ke2.`, bad + ":5:7: game 3: this is not well-formed PGN"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr %q lacks %q", errOut, want)
		}
	}
	status, out, _ = runCLI(t, "1. e4 *\n", "pgn", "check", "-")
	if status != 0 || out != "-: games 1, plies 1, errors 0\n" {
		t.Errorf("stdin: status %d, stdout %q", status, out)
	}
	status, _, errOut = runCLI(t, "", "pgn", "check", filepath.Join(dir, "missing.pgn"))
	if status != 1 || !strings.Contains(errOut, "missing.pgn") {
		t.Errorf("missing file: status %d, stderr %q", status, errOut)
	}
	for _, args := range [][]string{{"pgn"}, {"pgn", "frob"}, {"pgn", "check"}} {
		if status, _, _ := runCLI(t, "", args...); status != 2 {
			t.Errorf("%q: status %d, want 2", args, status)
		}
	}
}

func TestPGNCheckSharedGames(t *testing.T) {
	file := filepath.Join("..", "..", "rules", "pgn", "testdata", "lichess-1000.pgn")
	status, out, errOut := runCLI(t, "", "pgn", "check", file)
	if status != 0 || !strings.HasPrefix(out, file+": games 1000, plies ") || errOut != "" {
		t.Errorf("status %d, stdout %q, stderr %q", status, out, errOut)
	}
}

func TestPGNBRF(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.pgn")
	bad := filepath.Join(dir, "bad.pgn")
	if err := os.WriteFile(good, []byte("[White \"Smith\"]\n[Black \"Jones\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, []byte("1. e4 e5\n2. Ke3 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	status, out, errOut := runCLI(t, "", "pgn", "brf", "--builtin", "--width", "30", good)
	if status != 0 || errOut != "" {
		t.Fatalf("status %d, stderr %q", status, errOut)
	}
	for _, want := range []string{",smith - ,jones\r\n", "1 e4 e5\r\n", "#a-#j\r\n", "\f"} {
		if !strings.Contains(strings.ToLower(out), want) {
			t.Errorf("BRF output %q lacks %q", out, want)
		}
	}
	for _, line := range strings.Split(out, "\r\n") {
		if len(line) > 30 {
			t.Errorf("line %q longer than --width 30", line)
		}
	}
	status, _, errOut = runCLI(t, "", "pgn", "brf", bad)
	if status != 1 || !strings.Contains(errOut, bad+":2:4: game 1: a move is not legal or not understood") {
		t.Errorf("bad game: status %d, stderr %q", status, errOut)
	}
	for _, args := range [][]string{{"pgn", "brf"}, {"pgn", "brf", good, good}, {"pgn", "brf", "--width", "0", good}} {
		if status, _, _ := runCLI(t, "", args...); status != 2 {
			t.Errorf("%q: status %d, want 2", args, status)
		}
	}
}
