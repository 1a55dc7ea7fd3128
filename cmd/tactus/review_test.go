package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// quietEnv keeps the user's config file and locale out of a test.
func quietEnv(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	for _, k := range []string{"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"} {
		t.Setenv(k, "")
	}
}

func TestReviewPlain(t *testing.T) {
	quietEnv(t)
	var out, errb bytes.Buffer
	in := strings.NewReader("next\nnext\nwhose\nquit\n")
	st := run([]string{"review", "--plain", "--voice", "none", "--game", "4", "--vocab", "english", "internal/review/testdata/games.pgn"}, in, &out, &errb)
	if st != 0 {
		t.Fatalf("status %d: %s", st, errb.String())
	}
	// the moves printed as said, in the vocabulary, with the notation
	want := []string{"Game 4: Someone against Someone else", "1. Eva two Eva four (e4)", "1 variation instead (1: 1. e3)", "1... Eva seven Eva five (e5)", "White to move.", "End of the review."}
	for _, w := range want {
		if !strings.Contains(out.String(), w) {
			t.Errorf("output lacks %q:\n%s", w, out.String())
		}
	}
}

func TestReviewUsage(t *testing.T) {
	quietEnv(t)
	for _, args := range [][]string{
		{"review"},
		{"review", "a.pgn", "b.pgn"},
		{"review", "--game", "99", "internal/review/testdata/games.pgn"},
	} {
		var out, errb bytes.Buffer
		if st := run(args, strings.NewReader(""), &out, &errb); st != 2 {
			t.Errorf("%q: status %d, want 2 (%s)", args, st, errb.String())
		}
	}
	var out, errb bytes.Buffer
	if st := run([]string{"review", "testdata/no-such-file.pgn"}, strings.NewReader(""), &out, &errb); st != 1 || !strings.Contains(errb.String(), "cannot open") {
		t.Errorf("missing file: status %d, %q", st, errb.String())
	}
}

// TestReviewOneGameFile: a file with one game opens it (no list to choose
// from), and its moves are printed in the move vocabulary (Appendix D).
func TestReviewOneGameFile(t *testing.T) {
	quietEnv(t)
	path := filepath.Join(t.TempDir(), "one.pgn")
	if err := os.WriteFile(path, []byte("[White \"Ana\"]\n[Black \"Bo\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	st := run([]string{"review", "--plain", "--voice", "none", path}, strings.NewReader("next\nnext\nquit\n"), &out, &errb)
	if st != 0 {
		t.Fatalf("status %d: %s", st, errb.String())
	}
	for _, w := range []string{"Ana against Bo", "1. Eva zwei Eva vier (e4)", "1... Eva sieben Eva fuenf (e5)"} {
		if !strings.Contains(out.String(), w) {
			t.Errorf("output lacks %q:\n%s", w, out.String())
		}
	}
}
