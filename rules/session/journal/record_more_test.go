package journal

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules/session"
)

// A line the reader could not read back is refused before it is written.
func TestRecordRefusesOverlongLine(t *testing.T) {
	j, err := Create(filepath.Join(t.TempDir(), "g.journal"))
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	a := session.Action{Seq: 1, Actor: session.Player(0), Kind: session.Seal, Text: strings.Repeat("x", MaxLine)}
	if err := j.Record(a); err == nil {
		t.Fatal("an overlong line was written")
	}
	actions, torn, err := ReadFile(j.Path())
	if err != nil || torn != nil || len(actions) != 0 {
		t.Fatalf("journal after the refusal: %d actions, %v, %v", len(actions), torn, err)
	}
}
