package export

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules/pgn"
)

func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.pgn")
	for _, data := range []string{"first", "second"} {
		if err := WriteFileAtomic(path, []byte(data)); err != nil {
			t.Fatal(err)
		}
		if got, _ := os.ReadFile(path); string(got) != data {
			t.Errorf("read %q, want %q", got, data)
		}
	}
	if err := WriteFileAtomic(filepath.Join(dir, "missing", "x.pgn"), nil); err == nil {
		t.Error("writing into a missing folder succeeded")
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*.tmp")); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

func TestTitle(t *testing.T) {
	g, err := pgn.NewReader(strings.NewReader("[White \"Ana\"]\n[Black \"?\"]\n[Event \"Club\"]\n[Date \"????.??.??\"]\n\n1. e4 *\n")).Next()
	if err != nil {
		t.Fatalf("reader: %v", err)
	}
	if got := strings.Join(Title(g), "|"); got != "Ana - ?|Club" {
		t.Errorf("Title = %q", got)
	}
}

func TestTitleAndResultLine(t *testing.T) {
	cases := []struct{ pgn, title, result string }{
		{"[White \"Carlsen, Magnus\"]\n[Black \"Nepomniachtchi, Ian\"]\n[Event \"WCh\"]\n[Site \"Dubai UAE\"]\n[Date \"2021.12.03\"]\n[Round \"6\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n",
			"Carlsen, Magnus - Nepomniachtchi, Ian|WCh|Dubai UAE|2021.12.03, round 6", "1-0"},
		{"[Date \"2024.??.??\"]\n[Round \"-\"]\n\n1. e4 *\n", "2024", "unfinished"},
		{"[Round \"3.1\"]\n\n1. e4 1/2-1/2\n", "round 3.1", "1/2-1/2"},
	}
	for _, tc := range cases {
		g, err := pgn.NewReader(strings.NewReader(tc.pgn)).Next()
		if err != nil {
			t.Fatalf("reader: %v", err)
		}
		if got := strings.Join(Title(g), "|"); got != tc.title {
			t.Errorf("Title = %q, want %q", got, tc.title)
		}
		if got := ResultLine(g); got != tc.result {
			t.Errorf("ResultLine = %q, want %q", got, tc.result)
		}
	}
}
