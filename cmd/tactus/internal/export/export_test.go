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
