package fullscreen

import (
	"testing"

	tea "charm.land/bubbletea/v2"
)

// TestEmptyLineStopsTheAnswer: at the full screen's prompt, as in plain
// mode, an empty Enter stops the long answer being said (Options.Hush),
// and a line with something in it does not.
func TestEmptyLineStopsTheAnswer(t *testing.T) {
	g, first := newGame(t)
	hushed := 0
	m := New(g, first, Options{Hush: func() { hushed++ }})
	m = press(m, tea.KeyPressMsg{Code: '/', Text: "/"})
	for _, r := range "board" {
		m = press(m, tea.KeyPressMsg{Code: r, Text: string(r)})
	}
	m = press(m, key(tea.KeyEnter))
	if hushed != 0 {
		t.Fatalf("board hushed the voice %d times", hushed)
	}
	m = press(m, tea.KeyPressMsg{Code: '/', Text: "/"})
	press(m, key(tea.KeyEnter))
	if hushed != 1 {
		t.Errorf("an empty Enter at the prompt hushed %d times, want 1", hushed)
	}
}
