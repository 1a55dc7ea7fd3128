package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPGNBRFNullMovesAndBadGames: null moves (-- and Z0) are written "--"
// in the scoresheet, and a game that cannot be read is left out with a
// warning naming it while the games around it are written.
func TestPGNBRFNullMovesAndBadGames(t *testing.T) {
	name := filepath.Join(t.TempDir(), "games.pgn")
	data := "[White \"Smith\"]\n[Black \"Jones\"]\n\n1. e4 e5 2. Nf3 -- 3. Bc4 Z0 4. Ng5 *\n\n" +
		"[White \"Bad\"]\n[Black \"Game\"]\n\n1. e4 e5 2. Ke3 *\n\n" +
		"[White \"Lee\"]\n[Black \"Kim\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"
	if err := os.WriteFile(name, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	status, out, errOut := runCLI(t, "", "pgn", "brf", "--builtin", name)
	if status != 0 {
		t.Fatalf("status %d, stderr %q", status, errOut)
	}
	if want := name + ":9:13: game 2: bad move: it is left out.\n"; errOut != want {
		t.Errorf("stderr %q, want %q", errOut, want)
	}
	for _, want := range []string{",SMITH - ,JONES\r\n", "2 SF3 --\r\n", "3 LC4 --\r\n", "4 SG5\r\n", ",LEE - ,KIM\r\n", "4 Q;F7>M\r\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("BRF output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, ",BAD") {
		t.Errorf("the bad game is written:\n%s", out)
	}
	if pages := strings.Count(out, "\f"); pages != 2 {
		t.Errorf("%d pages, want 2", pages)
	}
}

// TestPGNBRFNothingWritten: a file whose only game cannot be read fails.
func TestPGNBRFNothingWritten(t *testing.T) {
	name := filepath.Join(t.TempDir(), "bad.pgn")
	if err := os.WriteFile(name, []byte("1. e4 e5 2. Ke3 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	status, out, errOut := runCLI(t, "", "pgn", "brf", "--builtin", name)
	if status != 1 || out != "" || !strings.Contains(errOut, "game 1: bad move: it is left out.") || !strings.Contains(errOut, "no game could be written") {
		t.Errorf("status %d, stdout %q, stderr %q", status, out, errOut)
	}
}
