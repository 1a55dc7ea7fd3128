package table

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRecordsAtGameEnd(t *testing.T) {
	g, _ := testGame(t, nil)
	var outs []Output
	for _, l := range []string{"e4", "e5", "resign", "white", "yes"} {
		outs = append(outs, g.Do(l)...)
	}
	pgnPath, brfPath := g.Records()
	if !strings.Contains(texts(outs), "Saved "+filepath.Base(pgnPath)+" and "+filepath.Base(brfPath)+" beside the journal.") {
		t.Errorf("no saved line in:\n%s", texts(outs))
	}
	data, err := os.ReadFile(pgnPath)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`[White "Ana"]`, `[Black "Bo"]`, "1. e4", "e5", "0-1"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("PGN lacks %q:\n%s", want, data)
		}
	}
	if b, err := os.ReadFile(brfPath); err != nil || len(b) == 0 {
		t.Errorf("BRF: %d bytes, %v", len(b), err)
	}
	// Quitting after the end writes nothing new and says nothing again.
	if strings.Contains(texts(g.Quit()), "Saved ") {
		t.Error("quit after the end said the records again")
	}
	left, _ := filepath.Glob(filepath.Join(filepath.Dir(pgnPath), ".*.tmp"))
	if len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

func TestRecordsOnQuit(t *testing.T) {
	g, _ := testGame(t, nil)
	g.Do("e4")
	if !strings.Contains(texts(g.Quit()), "Saved ") {
		t.Error("quit did not save the records")
	}
	pgnPath, _ := g.Records()
	data, err := os.ReadFile(pgnPath)
	if err != nil || !strings.Contains(string(data), "1. e4") || !strings.Contains(string(data), "*") {
		t.Errorf("PGN %v:\n%s", err, data)
	}
}

func TestRecordsUnwritable(t *testing.T) {
	g, _ := testGame(t, nil)
	g.Do("e4")
	pgnPath, _ := g.Records()
	if err := os.Mkdir(pgnPath, 0o755); err != nil { // a folder in the way
		t.Fatal(err)
	}
	got := texts(g.Quit())
	if !strings.Contains(got, "could not be written") || strings.Contains(got, "Saved ") {
		t.Errorf("quit with the PGN path taken:\n%s", got)
	}
}
