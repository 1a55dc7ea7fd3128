package journal

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// TestCreateLeavesNothingHalfWritten: the journal appears with its header
// whole, no temporary file stays beside it, and an existing journal is
// never replaced.
func TestCreateLeavesNothingHalfWritten(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.journal")
	j, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	j.Close()
	data, err := os.ReadFile(path)
	if err != nil || string(data) != Header()+"\n" {
		t.Fatalf("journal holds %q, %v", data, err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("%d files beside the journal, want none", len(entries)-1)
	}
	if _, err := Create(path); !errors.Is(err, fs.ErrExist) {
		t.Fatalf("Create over a journal: %v, want ErrExist", err)
	}
	if after, _ := os.ReadFile(path); string(after) != string(data) {
		t.Fatal("the existing journal was changed")
	}
}
