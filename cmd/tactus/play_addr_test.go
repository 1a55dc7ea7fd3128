package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/app"
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
		start app.Start
		want  bool
	}{
		{"127.0.0.1:8080", app.NewGame, true},
		{":8080", app.NewGame, true},
		{"127.0.0.1:8080", app.ResumeLatest, true},
		{odd, app.ResumeLatest, false},
		{filepath.Join(dir, "game.journal"), app.ResumeLatest, false},
		{"game.journal", app.NewGame, false},
	} {
		if got := looksLikeAddr(tc.arg, tc.start); got != tc.want {
			t.Errorf("looksLikeAddr(%q, %v) = %v, want %v", tc.arg, tc.start, got, tc.want)
		}
	}
}
