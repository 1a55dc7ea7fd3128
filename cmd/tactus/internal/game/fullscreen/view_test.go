package fullscreen

import (
	"slices"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

func TestWrap(t *testing.T) {
	tests := []struct {
		s    string
		n    int
		want []string
	}{
		{"short", 80, []string{"short"}},
		{"no width known", 0, []string{"no width known"}},
		{"one two three four five", 12, []string{"one two", "  three four", "  five"}},
		{"exactly twelve", 14, []string{"exactly twelve"}},
		{"abcdefghijklmnopqrstuvwxyz", 12, []string{"abcdefghijkl", "  mnopqrstuv", "  wxyz"}},
		{"ends with a space ", 12, []string{"ends with a", "  space"}},
		{"Länge über alles ohne Ende", 12, []string{"Länge über", "  alles ohne", "  Ende"}},
	}
	for _, tt := range tests {
		got := wrap(tt.s, tt.n)
		if !slices.Equal(got, tt.want) {
			t.Errorf("wrap(%q, %d) = %q, want %q", tt.s, tt.n, got, tt.want)
		}
		for _, l := range got {
			if tt.n > 10 && len([]rune(l)) > tt.n {
				t.Errorf("wrap(%q, %d): %q is too long", tt.s, tt.n, l)
			}
		}
	}
}

// TestShortScreen: on a short screen the oldest lines are left out and the
// view fits; on a narrow one the clocks stand one under the other and no
// line is wider than the screen but the board's and the clocks'.
func TestShortScreen(t *testing.T) {
	g, first := newGame(t)
	m := New(g, first, Options{})
	m = typed(m, "e4")
	m = typed(m, "e5")
	next, _ := m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	m = next.(Model)
	v := m.View().Content
	if n := strings.Count(v, "\n") + 1; n > 24 {
		t.Errorf("%d lines on a screen of 24:\n%s", n, v)
	}
	if strings.Contains(v, "Game begins") || !strings.Contains(v, "Black completes the move") {
		t.Errorf("not the newest lines:\n%s", v)
	}
	next, _ = m.Update(tea.WindowSizeMsg{Width: 40, Height: 60})
	m = next.(Model)
	v = m.View().Content
	if strings.Count(v, "0:05:0") != 2 || !strings.Contains(v, "\n  black Bo") {
		t.Errorf("the clocks are not one under the other:\n%s", v)
	}
	for _, l := range strings.Split(v, "\n") {
		if len([]rune(l)) > 40 {
			t.Errorf("%q is wider than 40", l)
		}
	}
	if !strings.Contains(v, "Game begins") {
		t.Errorf("a tall screen lost lines:\n%s", v)
	}
}
