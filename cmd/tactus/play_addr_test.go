package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/game"
)

// TestStationAddressAfterTheFlag tells a bare --station's address from
// resume's journal argument.
func TestStationAddressAfterTheFlag(t *testing.T) {
	dir := t.TempDir()
	odd := filepath.Join(dir, "a:b.journal") // a journal whose name has a colon
	if err := os.WriteFile(odd, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		arg   string
		start game.Start
		want  bool
	}{
		{"127.0.0.1:8080", game.NewGame, true},
		{":8080", game.NewGame, true},
		{"127.0.0.1:8080", game.ResumeLatest, true},
		{odd, game.ResumeLatest, false},
		{filepath.Join(dir, "game.journal"), game.ResumeLatest, false},
		{"game.journal", game.NewGame, false},
	} {
		if got := looksLikeAddr(tc.arg, tc.start); got != tc.want {
			t.Errorf("looksLikeAddr(%q, %v) = %v, want %v", tc.arg, tc.start, got, tc.want)
		}
	}
}
