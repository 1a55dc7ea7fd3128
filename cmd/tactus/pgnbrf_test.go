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
	if want := name + ":9:13: game 2: a move is not legal or not understood: it is left out.\n"; errOut != want {
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
	if status != 1 || out != "" || !strings.Contains(errOut, "game 1: a move is not legal or not understood: it is left out.") || !strings.Contains(errOut, "no game could be written") {
		t.Errorf("status %d, stdout %q, stderr %q", status, out, errOut)
	}
}

// TestPGNBRFLongTagsAndComments: a 70,000-character player name and a
// 5 MB event are cut for the heading, with a note naming the game and the
// tag; a 50 MB comment does not stop its game being written; a game left
// out before them does not shift the numbers of those named after it.
func TestPGNBRFLongTagsAndComments(t *testing.T) {
	name := filepath.Join(t.TempDir(), "long.pgn")
	data := "[White \"" + strings.Repeat("A", 70000) + "\"]\n[Black \"Jones\"]\n\n1. e4 e5 *\n\n" +
		"[White \"Bad\"]\n\n1. e4 e5 2. Ke3 *\n\n" +
		"[Event \"" + strings.Repeat("E", 5<<20) + "\"]\n[White \"Lee\"]\n[Black \"Kim\"]\n\n1. d4 {" + strings.Repeat("c", 50<<20) + "} d5 *\n\n" +
		"[White \"Kings\"]\n[Black \"Only\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. Kd2 Kd7 *\n"
	if err := os.WriteFile(name, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	status, out, errOut := runCLI(t, "", "pgn", "brf", "--builtin", name)
	if status != 0 {
		t.Fatalf("status %d, stderr %q", status, errOut)
	}
	want := "Game 1: the tag White is too long for a heading; cut to 200 characters.\n" +
		name + ":8:13: game 2: a move is not legal or not understood: it is left out.\n" +
		"Game 3: the tag Event is too long for a heading; cut to 200 characters.\n"
	if errOut != want {
		t.Errorf("stderr %q, want %q", errOut, want)
	}
	if n := strings.Count(out, "A"); n < 200 || n > 300 {
		t.Errorf("the name takes %d letters of the scoresheet, want about 200", n)
	}
	if !strings.Contains(out, ",LEE - ,KIM\r\n") || !strings.Contains(out, ",KINGS - ,ONLY\r\n") {
		t.Errorf("the game with the long comment is not written:\n%.2000s", out)
	}
	if pages := strings.Count(out, "\f"); pages < 3 {
		t.Errorf("%d pages, want the three good games", pages)
	}
}

// TestLongNameFlag: a 70,000-character name given to play is refused in
// one short sentence, not the journal's error after the game began; a long
// bad value of another flag is named by its start.
func TestLongNameFlag(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("LANGUAGE", "en")
	name := strings.Repeat("A", 70000)
	status, _, errOut := runCLI(t, "quit\n", "play", "--plain", "--voice", "none", "--brlapi", "none", "--journal-dir", t.TempDir(), "--white", name)
	if want := "tactus: play: --white: a name is at most 200 characters; tactus play -h lists the flags\n"; status != 2 || errOut != want {
		t.Errorf("status %d, stderr %.300q, want %q", status, errOut, want)
	}
	status, _, errOut = runCLI(t, "", "play", "--blind", name)
	if status != 2 || len(errOut) > 300 || !strings.Contains(errOut, `"`+name[:40]+`…"`) {
		t.Errorf("status %d, stderr %.300q", status, errOut)
	}
}

func TestFileNumber(t *testing.T) {
	for _, tt := range []struct {
		i       int
		leftOut []int
		want    int
	}{{1, nil, 1}, {1, []int{2}, 1}, {2, []int{2}, 3}, {2, []int{1, 2}, 4}, {3, []int{2, 5}, 4}, {4, []int{2, 5}, 6}} {
		if got := fileNumber(tt.i, tt.leftOut); got != tt.want {
			t.Errorf("fileNumber(%d, %v) = %d, want %d", tt.i, tt.leftOut, got, tt.want)
		}
	}
}
